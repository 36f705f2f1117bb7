import { createProxyServer } from './app';
import { configOrExit } from '@brokerage/shared/server/startup.ts';
import { loadConfig } from './config';
import { type ContentEvents, connectContentEvents } from './http/content-events';
import { jsonLine, setLogLevel } from './http/observability';

/** Start the proxy from the environment (`--dev` for Vite hot reload behind it). */
async function main(): Promise<void> {
  const config = configOrExit(() => loadConfig());
  setLogLevel(config.logLevel);
  const log = (message: string) => jsonLine('warn', message);

  // A set REDIS_URL means the operator wants it: unreachable at start, the start fails.
  let contentEvents: ContentEvents | undefined;
  if (config.redisUrl) {
    try {
      contentEvents = await connectContentEvents({
        url: config.redisUrl,
        prefix: config.redisPrefix,
        log,
      });
    } catch (error) {
      console.error(`[proxy] ${(error as Error).message}`);
      process.exit(1);
    }
  }

  const server = createProxyServer(config, { contentEvents, log });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      `[proxy] cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`,
    );
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
    jsonLine('info', `${config.mode} mode on http://${shown}:${config.port}`, {
      api: config.apiUrls,
      redis: Boolean(config.redisUrl),
    });
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now".
    if (stopping) process.exit(130);
    stopping = true;
    jsonLine('info', `${signal}: closing`);
    Promise.all([server.shutdown(10_000), contentEvents?.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
