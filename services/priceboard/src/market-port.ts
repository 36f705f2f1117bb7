/**
 * The market engine as the rest of the service sees it: the interface `src/market/` exports
 * (design §7, the simulator), restated here so the hub, the feed and their tests depend on a
 * shape rather than on the engine's module. `engine.ts` binds the real one; tests pass a fake.
 */
import type {
  AllStocksResult,
  BoardSeed,
  PutThroughDeal,
  StockPricePush,
  TradeRow,
} from '@brokerage/shared/market/board.ts';

export type ClockSpec =
  { mode: 'live' } | { mode: 'replay'; sessionDate: string; speed: number; from?: string };

export interface BoardClock {
  now(): Date;
  spec: ClockSpec;
}

/**
 * What moved between two `advance()` calls (the whole board again when a replay loops): what a
 * push carries, before the hub stamps it.
 */
export type BoardChanges = Omit<StockPricePush, 'sentAt'>;

/** The part of `MarketSimulator` the service drives. */
export interface MarketEngine {
  advance(): BoardChanges;
  snapshot(): AllStocksResult;
  trades(symbol: string, afterSeq?: number): TradeRow[] | undefined;
  /** The session's put-through deals so far (of this pass), oldest first. */
  putThroughDeals(afterSeq?: number): PutThroughDeal[];
  readonly sessionDate: string;
}

export interface MarketFactory {
  /** Throws an Error naming PRICEBOARD_CLOCK on a bad value. */
  parseClock(text: string | undefined): ClockSpec;
  createBoardClock(
    spec: ClockSpec & { sessionDate?: string },
    options?: { startedAt?: number; wallNow?: () => number },
  ): BoardClock;
  sessionDateAt(at: Date): { sessionDate: string; trading: boolean };
  /**
   * `startSeq`: the engine numbers its changes after it (default 0), so a board that another
   * engine fed before (a restart, a new leader, a new day) never goes back in sequence.
   */
  createEngine(options: {
    seed: BoardSeed;
    clock: BoardClock;
    randomSeed?: number;
    startSeq?: number;
    /** The session's `startSeq` to keep: the engine continues the pass of the board it takes over. */
    sessionStartSeq?: number;
  }): MarketEngine;
}
