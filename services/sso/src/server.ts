import { startSso } from './app';
import { ConfigError, loadConfig } from './config';

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

  let sso;
  try {
    sso = await startSso(config);
  } catch (error) {
    console.error('[sso] could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    `[sso] issuer ${config.issuer} · listening on ${sso.origin}/sso · client ${config.client.id} · data ${config.storeDir}`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[sso] ${signal}: shutting down`);
    // A hung close must not keep the process alive; pending store writes get this long.
    const timer = setTimeout(() => {
      console.error('[sso] shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    sso.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[sso] error while shutting down:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
