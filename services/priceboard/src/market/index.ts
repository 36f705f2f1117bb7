/**
 * The market simulator's public surface (issue 12), what the price-board server imports: the
 * board clock (PRICEBOARD_CLOCK), which session the board shows, and the simulator itself.
 */
export type { BoardClock, ClockSpec } from './clock.ts';
export { createBoardClock, parseClock, sessionDateAt } from './clock.ts';
export type { MarketSimulatorOptions } from './simulator.ts';
export { DEFAULT_RANDOM_SEED, MarketSimulator } from './simulator.ts';
