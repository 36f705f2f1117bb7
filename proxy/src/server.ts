import { createProxyServer } from './app';
import { ConfigError, loadConfig } from './config';

/** Start the proxy from the environment (`--dev` for Vite hot reload behind it). */
function main(): void {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = createProxyServer(config);
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      `[proxy] cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`,
    );
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
    console.log(
      `[proxy] ${config.mode} mode on http://${shown}:${config.port} (api ${config.apiUrl})`,
    );
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now".
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`[proxy] ${signal}: closing`);
    server.shutdown(10_000).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
