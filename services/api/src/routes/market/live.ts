import type { BoardRow, IndexRow } from '@brokerage/shared/market/board.ts';
import type { PriceboardPort } from '../../lib/priceboard/client';
import type { DailyRow } from './market-data';

/**
 * The session the price board is showing, read from its Acc/amw (every row and the indices, no
 * time and sales) through the API's short board memory (`PRICEBOARD_CACHE_MS`). The market
 * calls lay it over the stored dataset so that every figure of that session is the board's at
 * this moment: a replay of a stored day must not show the day's stored (final) figures before
 * the board has closed it.
 */
export interface BoardView {
  sessionDate: string;
  /** The board has finished the session (`trading` false): its stored row may be shown. */
  closed: boolean;
  /** ISO time of the board's clock. */
  time: string;
  rows: Map<string, BoardRow>;
  indices: Map<string, IndexRow>;
}

/**
 * What the market calls show: the stored sessions up to `lastStored` (included) and, for
 * `live` (the board's session, not yet closed or not stored), the board's rows.
 */
export interface SessionCut {
  lastStored: string | undefined;
  live: BoardView | null;
}

/** After a failed read, how long the calls use the stored figures before asking the board again. */
const RETRY_AFTER_FAILURE_MS = 5_000;

export class LiveBoard {
  private failedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly port: PriceboardPort,
    private readonly now: () => number = Date.now,
  ) {}

  /** The board's view, or null when it does not answer (the calls then show the stored data). */
  async view(): Promise<BoardView | null> {
    if (this.now() - this.failedAt < RETRY_AFTER_FAILURE_MS) return null;
    try {
      const reply = await this.port.amw({
        selectedStocks: '',
        criteriaId: '',
        marketId: '',
        lastSeq: '0',
        isReqTL: 'false',
        isReqMK: 'true',
        tlSymbol: '',
        pthMktId: '',
        isGetNullValue: 'false',
        isIncrValue: 'false',
      });
      return {
        sessionDate: reply.session.sessionDate,
        closed: !reply.session.trading,
        time: reply.session.time,
        rows: new Map(reply.pb.map((row) => [row.symbol, row])),
        indices: new Map(reply.mi.map((row) => [row.symbol, row])),
      };
    } catch {
      // Unreachable, slow or not the contract: the stored figures, as before the board existed.
      this.failedAt = this.now();
      return null;
    }
  }
}

/**
 * Which stored sessions the calls show beside the board's session: those before it, and the
 * board's own day only once the board has closed it. A closed session the dataset holds is
 * shown from the dataset (the board replayed it to the same close); any other is the board's.
 */
export function cutAt(sessions: readonly string[], view: BoardView | null): SessionCut {
  if (!view) return { lastStored: sessions.at(-1), live: null };
  const stored = sessions.includes(view.sessionDate);
  const shown = sessions.filter((day) =>
    view.closed ? day <= view.sessionDate : day < view.sessionDate,
  );
  return {
    lastStored: shown.at(-1),
    live: view.closed && stored ? null : view,
  };
}

/** A board row as the day row it will become (no order book: the board sends three levels). */
export function liveDailyRow(sessionDate: string, row: BoardRow): DailyRow | null {
  if (row.price === null) return null;
  return {
    symbol: row.symbol,
    sessionDate,
    open: row.open ?? row.price,
    high: row.high ?? row.price,
    low: row.low ?? row.price,
    close: row.price,
    reference: row.reference,
    ceiling: row.ceiling,
    floor: row.floor,
    volume: row.totalVolume,
    value: row.totalValue,
    foreignBuyVolume: row.foreignBuyVolume,
    foreignSellVolume: row.foreignSellVolume,
    buyOrderCount: null,
    sellOrderCount: null,
    buyOrderVolume: null,
    sellOrderVolume: null,
  };
}

/**
 * An index row as a day row. The board sends an index's value and change, not its open, high
 * and low: the open is taken as the previous value and the range as the one between it and the
 * value, until the session closes and its stored row replaces them.
 */
export function liveIndexDailyRow(sessionDate: string, row: IndexRow): DailyRow | null {
  if (row.time === null) return null;
  const previous = Math.round((row.value - row.change) * 100) / 100;
  return {
    symbol: row.symbol,
    sessionDate,
    open: previous,
    high: Math.max(previous, row.value),
    low: Math.min(previous, row.value),
    close: row.value,
    reference: previous,
    ceiling: null,
    floor: null,
    volume: row.totalVolume,
    value: row.totalValue,
    foreignBuyVolume: 0,
    foreignSellVolume: 0,
    buyOrderCount: null,
    sellOrderCount: null,
    buyOrderVolume: null,
    sellOrderVolume: null,
  };
}

/** `symbol`'s row of the board's session, when it has traded (a company, warrant or index). */
export function liveRowOf(cut: SessionCut, symbol: string): DailyRow | null {
  const live = cut.live;
  if (!live) return null;
  const row = live.rows.get(symbol);
  if (row) return liveDailyRow(live.sessionDate, row);
  const index = live.indices.get(symbol);
  return index ? liveIndexDailyRow(live.sessionDate, index) : null;
}

/** The cut of the board's session now, over `sessions` (the stored ones, oldest first). */
export async function currentCut(
  sessions: readonly string[],
  live: LiveBoard,
): Promise<SessionCut> {
  return cutAt(sessions, await live.view());
}

/**
 * Cache-Control of the calls whose figures follow the board: never kept (the content cache
 * would hold a moment of the session for its whole TTL); what is stored is kept in the
 * snapshot and the board's part in the short board memory instead.
 */
export const LIVE_CACHE_CONTROL = 'no-store';
