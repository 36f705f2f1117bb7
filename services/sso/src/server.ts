import { startSso } from './app';
import { ConfigError, loadConfig } from './config';
import { log } from './observability';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
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
  log.level = config.logLevel;
  let sso;
  try {
    sso = await startSso(config);
  } catch (error) {
    log.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  log.info('listening', {
    issuer: config.issuer,
    url: `${sso.origin}/sso`,
    client: config.client.id,
    data: config.storeDir,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info('shutting down', { signal });
    // A hung close must not keep the process alive; pending store writes get this long.
    const timer = setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    sso.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('error while shutting down', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
