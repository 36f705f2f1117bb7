import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardSeedRoutes } from './board-seed';
import { MarketData } from './market-data';

/**
 * The analysis centre's market calls (spec §7 "Analysis centre", issue 12) and the price
 * board's seed, over the market dataset (db/schema/market.ts); one snapshot of it per process.
 */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const market = new MarketData(app.db, app.now);
  await app.register(boardSeedRoutes(market));
};
