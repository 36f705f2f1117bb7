import cluster from 'node:cluster';
import { createLogger } from '@brokerage/shared/server/observability.ts';
import { closeOnSignals, configOrExit } from '@brokerage/shared/server/startup.ts';
import { startPriceboard } from './app';
import { primaryFeed, followPrimary, startPrimary, WorkersSchema } from './cluster';
import { loadConfig } from './config';
import { marketEngine } from './engine';
import { redisFeed } from './feed/redis-feed';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = configOrExit(() =>
    loadConfig(process.env, { parseClock: marketEngine.parseClock }),
  );
  const workers = WorkersSchema.safeParse(process.env.PRICEBOARD_WORKERS || undefined);
  if (!workers.success) {
    console.error('  PRICEBOARD_WORKERS: must be a whole number from 1 to 64');
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const ownFeed = config.redis ? { feed: redisFeed } : {};
  let close: () => Promise<void>;
  try {
    if (workers.data > 1 && cluster.isPrimary) {
      const primary = await startPrimary(
        config,
        { market: marketEngine, logger, ...ownFeed },
        workers.data,
      );
      close = () => primary.close();
      logger.info('listening', {
        url: `http://${config.host}:${config.port}/priceboard/`,
        workers: workers.data,
        clock: config.clockText,
        api: config.apiUrl,
        redis: config.redis ? 'on' : 'off',
      });
    } else {
      const priceboard = await startPriceboard(config, {
        market: marketEngine,
        logger,
        ...(cluster.isWorker ? { feed: primaryFeed } : ownFeed),
      });
      close = () => priceboard.close();
      if (cluster.isWorker) {
        followPrimary(priceboard);
        // Without its primary a worker has no board to follow.
        process.on('disconnect', () => shutdown('disconnect'));
      } else {
        logger.info('listening', {
          url: `${priceboard.origin}/priceboard/`,
          clock: config.clockText,
          api: config.apiUrl,
          redis: config.redis ? 'on' : 'off',
        });
      }
    }
  } catch (error) {
    logger.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  const shutdown = closeOnSignals(() => close(), logger, SHUTDOWN_TIMEOUT_MS);
}

void main();
