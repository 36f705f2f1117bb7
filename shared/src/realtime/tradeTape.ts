/**
 * Time and sales of one symbol, merged by price and time (spec §4 "merge order-matching rows by
 * price and time"): matches in the same second at the same price are one row whose volume is
 * their sum. Each match is counted once, whoever delivers it again (a resubscribe re-sends the
 * tape, the API's list-by-today overlaps the pushes), because a row remembers the board
 * sequence numbers it holds.
 */
import type { TradeRow } from '../market/board.ts';

/** One row of the merged tape. */
export interface TapeRow extends TradeRow {
  /** Matches merged into this row. */
  matches: number;
}

interface Entry {
  row: TapeRow;
  seqs: Set<number>;
  /** The lowest sequence merged in: orders rows of the same second. */
  firstSeq: number;
}

export function tapeKey(row: Pick<TradeRow, 'time' | 'price'>): string {
  return `${row.time}|${row.price}`;
}

function compare(a: Entry, b: Entry): number {
  if (a.row.time !== b.row.time) return a.row.time < b.row.time ? -1 : 1;
  return a.firstSeq - b.firstSeq;
}

/** The tape of one symbol; `rows` is a new array after every change that altered it. */
export class TradeTape {
  rows: readonly TapeRow[] = [];
  readonly #entries = new Map<string, Entry>();

  /** Merges `incoming`; returns whether anything changed. */
  merge(incoming: readonly TradeRow[]): boolean {
    let changed = false;
    for (const trade of incoming) {
      const key = tapeKey(trade);
      const entry = this.#entries.get(key);
      if (!entry) {
        this.#entries.set(key, {
          row: { ...trade, matches: 1 },
          seqs: new Set([trade.seq]),
          firstSeq: trade.seq,
        });
        changed = true;
        continue;
      }
      if (entry.seqs.has(trade.seq)) continue; // delivered again: already counted
      entry.seqs.add(trade.seq);
      const latest = trade.seq > entry.row.seq;
      entry.row = {
        ...entry.row,
        volume: entry.row.volume + trade.volume,
        matches: entry.row.matches + 1,
        totalVolume: Math.max(entry.row.totalVolume, trade.totalVolume),
        seq: Math.max(entry.row.seq, trade.seq),
        side: latest ? trade.side : entry.row.side,
        change: latest ? trade.change : entry.row.change,
      };
      entry.firstSeq = Math.min(entry.firstSeq, trade.seq);
      changed = true;
    }
    if (changed) this.rows = [...this.#entries.values()].sort(compare).map((entry) => entry.row);
    return changed;
  }

  get size(): number {
    return this.#entries.size;
  }
}
