import { closeOnSignals } from '@brokerage/shared/server/startup.ts';
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

  // PGlite needs its close to flush: it gets SHUTDOWN_TIMEOUT_MS. The lines are pino's.
  const { log } = app;
  closeOnSignals(
    () => app.close(),
    {
      info: (msg, fields) => log.info(fields ?? {}, msg),
      error: (msg, error) =>
        error === undefined ? log.error(msg) : log.error({ err: error }, msg),
    },
    SHUTDOWN_TIMEOUT_MS,
  );

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    await app.close();
    process.exit(1);
  }
}

void main();
