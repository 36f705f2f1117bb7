import { startPriceboard } from './app';
import { ConfigError, loadConfig } from './config';
import { marketEngine } from './engine';
import { redisFeed } from './feed/redis-feed';
import { createLogger } from './observability';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig(process.env, { parseClock: marketEngine.parseClock });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let priceboard;
  try {
    priceboard = await startPriceboard(config, {
      market: marketEngine,
      logger,
      ...(config.redis ? { feed: redisFeed } : {}),
    });
  } catch (error) {
    logger.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  logger.info('listening', {
    url: `${priceboard.origin}/priceboard/`,
    clock: config.clockText,
    api: config.apiUrl,
    redis: config.redis ? 'on' : 'off',
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    priceboard.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('error while shutting down', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
