import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { RedisUnreachableError } from './lib/state/redis';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfigOrExit();
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A set REDIS_URL means the operator wants Redis: no start without it, and one clear line.
    if (error instanceof RedisUnreachableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hung close must not keep the process alive, but PGlite needs its close to flush.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    await app.close();
    process.exit(1);
  }
}

void main();
