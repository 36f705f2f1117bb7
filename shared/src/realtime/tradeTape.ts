/**
 * Time and sales of one symbol, merged by price and time (spec §4 "merge order-matching rows by
 * price and time"): matches in the same second at the same price are one row whose volume is
 * their sum. Each match is counted once, whoever delivers it again (a resubscribe re-sends the
 * tape, the API's list of today's matches overlaps the pushes).
 *
 * What identifies a match is the session's volume after it (`totalVolume`, the spec's
 * "amountSaved"): it grows with every match, so a row covers the cumulative-volume interval
 * (totalVolume − volume, totalVolume]. A row whose interval ends inside one already held under
 * its key is a copy (of one match, or of a row the API had already merged), and is skipped.
 * The API's rows carry no board sequence number; the pushes' is kept for the newest side.
 */
import type { TradeRow } from '../market/board.ts';

/** One row of the merged tape. */
export interface TapeRow extends TradeRow {
  /** Rows merged into this one. */
  matches: number;
}

interface Entry {
  row: TapeRow;
  /** Cumulative-volume intervals (from, to] already counted. */
  covered: Array<[number, number]>;
  /** The earliest match's cumulative volume: orders rows of the same second. */
  first: number;
}

export function tapeKey(row: Pick<TradeRow, 'time' | 'price'>): string {
  return `${row.time}|${row.price}`;
}

function compare(a: Entry, b: Entry): number {
  if (a.row.time !== b.row.time) return a.row.time < b.row.time ? -1 : 1;
  return a.first - b.first;
}

function isCovered(covered: ReadonlyArray<[number, number]>, end: number): boolean {
  return covered.some(([from, to]) => end > from && end <= to);
}

/** The tape of one symbol; `rows` is a new array after every merge that changed it. */
export class TradeTape {
  rows: readonly TapeRow[] = [];
  readonly #entries = new Map<string, Entry>();

  /** Merges `incoming`; returns whether anything changed. */
  merge(incoming: readonly TradeRow[]): boolean {
    let changed = false;
    for (const trade of incoming) {
      const key = tapeKey(trade);
      const interval: [number, number] = [trade.totalVolume - trade.volume, trade.totalVolume];
      const entry = this.#entries.get(key);
      if (!entry) {
        this.#entries.set(key, {
          row: { ...trade, matches: 1 },
          covered: [interval],
          first: interval[1],
        });
        changed = true;
        continue;
      }
      if (isCovered(entry.covered, trade.totalVolume)) continue;
      entry.covered.push(interval);
      const latest = trade.totalVolume > entry.row.totalVolume;
      entry.row = {
        ...entry.row,
        volume: entry.row.volume + trade.volume,
        matches: entry.row.matches + 1,
        totalVolume: Math.max(entry.row.totalVolume, trade.totalVolume),
        seq: Math.max(entry.row.seq, trade.seq),
        side: latest ? trade.side : entry.row.side,
        change: latest ? trade.change : entry.row.change,
      };
      entry.first = Math.min(entry.first, interval[1]);
      changed = true;
    }
    if (changed) this.rows = [...this.#entries.values()].sort(compare).map((entry) => entry.row);
    return changed;
  }

  get size(): number {
    return this.#entries.size;
  }
}
