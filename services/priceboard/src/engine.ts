/** The real market engine (src/market) behind the service's port. */
import { MarketSimulator, createBoardClock, parseClock, sessionDateAt } from './market/index';
import type { MarketFactory } from './market-port';

export const marketEngine: MarketFactory = {
  parseClock,
  createBoardClock,
  sessionDateAt,
  createEngine: (options) => new MarketSimulator(options),
};
