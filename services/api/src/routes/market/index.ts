import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPriceboardClient, type PriceboardPort } from '../../lib/priceboard/client';
import { coalescePriceboard } from '../../lib/priceboard/coalesce';
import { boardSeedRoutes } from './board-seed';
import { companyRoutes } from './companies';
import { historyRoutes } from './history';
import { LiveBoard } from './live';
import { marketDataOf } from './market-data';
import { orderMatchingRoutes } from './order-matching';
import { overviewRoutes } from './overview';

/**
 * The analysis centre's market calls (spec §7 "Analysis centre", issue 12) and the price
 * board's seed, over the market dataset (`app.repos.market`), one snapshot of it per process;
 * the order-matching calls read today's session from the price board (PRICEBOARD_URL).
 */
export const marketRoutes: FastifyPluginAsyncZod<{ priceboard?: PriceboardPort }> = async (
  app,
  options,
) => {
  // The seed and imports announce a changed dataset (every replica hears it with Redis).
  const market = await marketDataOf(app);
  // One read of the board per symbol and push interval, however many ask (coalesce.ts).
  const priceboard = coalescePriceboard(
    options.priceboard ??
      createPriceboardClient({
        url: app.config.priceboard.url,
        timeoutMs: app.config.priceboard.timeoutMs,
      }),
    { ttlMs: app.config.priceboard.cacheMs },
  );
  // The session the board shows, laid over the stored figures of the calls that show it.
  const live = new LiveBoard(priceboard);
  await app.register(boardSeedRoutes(market));
  await app.register(overviewRoutes(market, live));
  await app.register(historyRoutes(market, live));
  await app.register(companyRoutes(market, live));
  await app.register(orderMatchingRoutes(market, priceboard));
};
