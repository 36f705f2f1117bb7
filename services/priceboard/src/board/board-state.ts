/**
 * The board one instance answers from: the whole board, the indices and each symbol's time and
 * sales, kept by applying the engine's batches (its own engine, or the leader's through Redis).
 * The hub, Acc/amw and the status page read only this, so every instance answers alike.
 */
import type {
  AllStocksResult,
  BoardRow,
  BoardSession,
  IndexRow,
  PutThroughDeal,
  TradeRow,
} from '@brokerage/shared/market/board.ts';
import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import type { BoardChanges } from '../market-port';

/** Time and sales kept per symbol (the oldest go first); a board shows the latest ones. */
export const MAX_TRADES_PER_SYMBOL = 5_000;

/** Put-through deals kept (the oldest go first); a session of the market has some hundreds. */
export const MAX_PUT_THROUGH_DEALS = 20_000;

/** A whole board with every kept trade and deal: what a joining instance starts from. */
export interface BoardImage {
  board: AllStocksResult;
  trades: TradeRow[];
  /** Absent from an image of an instance that predates put-through deals. */
  deals?: PutThroughDeal[];
}

export class BoardState {
  private current: BoardSession | null = null;
  private readonly boardRows = new Map<string, BoardRow>();
  private readonly indexRows = new Map<string, IndexRow>();
  private readonly tradeRows = new Map<string, TradeRow[]>();
  private dealRows: PutThroughDeal[] = [];

  constructor(
    private readonly maxTradesPerSymbol = MAX_TRADES_PER_SYMBOL,
    private readonly maxDeals = MAX_PUT_THROUGH_DEALS,
  ) {}

  /** Null until the first image arrives (not ready). */
  get session(): BoardSession | null {
    return this.current;
  }

  get seq(): number {
    return this.current?.seq ?? 0;
  }

  has(symbol: string): boolean {
    return this.boardRows.has(symbol);
  }

  /** Replaces everything with `image`. */
  load(image: BoardImage): void {
    this.boardRows.clear();
    this.indexRows.clear();
    this.tradeRows.clear();
    this.dealRows = [];
    this.current = image.board.session;
    for (const row of image.board.pb) this.boardRows.set(row.symbol, row);
    for (const row of image.board.mi) this.indexRows.set(row.symbol, row);
    this.addTrades(image.trades);
    this.addDeals(image.deals ?? []);
  }

  /**
   * Applies one batch. A batch of another session, of another pass of it (a replay that looped:
   * another `startSeq`), or whose sequence went back starts the board over: its time and sales
   * and put-through deals start empty, and the batch carries the whole board. True when it did.
   */
  apply(changes: BoardChanges): boolean {
    const { session } = changes;
    const restart =
      this.current !== null &&
      (session.sessionDate !== this.current.sessionDate ||
        session.startSeq !== this.current.startSeq ||
        session.seq < this.current.seq);
    if (restart) {
      this.tradeRows.clear();
      this.dealRows = [];
      this.indexRows.clear();
      // Rows stay until replaced: a restart batch names every symbol of the board.
    }
    this.current = changes.session;
    for (const row of changes.pb) this.boardRows.set(row.symbol, row);
    for (const row of changes.mi) this.indexRows.set(row.symbol, row);
    this.addTrades(changes.tl);
    this.addDeals(changes.pt ?? []);
    return restart;
  }

  private addDeals(deals: readonly PutThroughDeal[]): void {
    if (deals.length === 0) return;
    this.dealRows.push(...deals);
    if (this.dealRows.length > this.maxDeals * 1.25) {
      this.dealRows.splice(0, this.dealRows.length - this.maxDeals);
    }
  }

  private addTrades(trades: readonly TradeRow[]): void {
    for (const trade of trades) {
      let list = this.tradeRows.get(trade.symbol);
      if (!list) this.tradeRows.set(trade.symbol, (list = []));
      list.push(trade);
      if (list.length > this.maxTradesPerSymbol * 1.25) {
        list.splice(0, list.length - this.maxTradesPerSymbol);
      }
    }
  }

  snapshot(): AllStocksResult | null {
    if (!this.current) return null;
    return { session: this.current, pb: [...this.boardRows.values()], mi: this.indices() };
  }

  image(): BoardImage | null {
    const board = this.snapshot();
    if (!board) return null;
    return { board, trades: [...this.tradeRows.values()].flat(), deals: [...this.dealRows] };
  }

  /** Put-through deals after `afterSeq`, of `exchange` (all when absent), oldest first. */
  putThroughDeals(afterSeq = -1, exchange?: Exchange): PutThroughDeal[] {
    let start = this.dealRows.length;
    while (start > 0 && (this.dealRows[start - 1]?.seq ?? 0) > afterSeq) start -= 1;
    const after = this.dealRows.slice(start);
    return exchange ? after.filter((deal) => deal.exchange === exchange) : after;
  }

  /** Rows changed after `afterSeq`, of `symbols` (all when absent) on `exchange` (all when absent). */
  rows(
    options: { afterSeq?: number; symbols?: ReadonlySet<string>; exchange?: Exchange } = {},
  ): BoardRow[] {
    const { afterSeq = -1, symbols, exchange } = options;
    const out: BoardRow[] = [];
    for (const row of this.boardRows.values()) {
      if (row.seq <= afterSeq) continue;
      if (symbols && !symbols.has(row.symbol)) continue;
      if (exchange && row.exchange !== exchange) continue;
      out.push(row);
    }
    return out;
  }

  row(symbol: string): BoardRow | undefined {
    return this.boardRows.get(symbol);
  }

  indices(afterSeq = -1): IndexRow[] {
    return [...this.indexRows.values()].filter((row) => row.seq > afterSeq);
  }

  /** A symbol's matches after `afterSeq`, the latest `limit` of them. */
  trades(symbol: string, afterSeq = -1, limit = this.maxTradesPerSymbol): TradeRow[] {
    const list = this.tradeRows.get(symbol) ?? [];
    let start = list.length;
    while (start > 0 && (list[start - 1]?.seq ?? 0) > afterSeq) start -= 1;
    return list.slice(Math.max(start, list.length - limit));
  }
}
