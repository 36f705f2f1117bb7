import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { TradeRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { OrderMatchRow, VolumeAtPriceSeries } from '../../../lib/api/marketApi';
import { tapeIsComplete, volumeAtPrice, type PriceLevel } from '../model/intraday';

/** The API calls and their schemas load with the first request, not with the site's entry. */
const marketApi = () => import('../../../lib/api/marketApi');

/** Rows per call of `list-by-today` (the API's maximum) and the calls one load may make. */
const TAPE_PAGE = 500;
const MAX_TAPE_PAGES = 8;

export function toTradeRow(symbol: string, row: OrderMatchRow): TradeRow {
  return {
    seq: 0,
    symbol,
    time: row.time,
    price: row.price,
    change: row.change,
    volume: row.amount,
    totalVolume: row.amountSaved,
    side: row.side,
  };
}

/**
 * Today's time and sales of a symbol: the API's list (the session so far) merged into the
 * board store's tape, which the pushes then extend (merged by price and time, each match once).
 * When the board is down the API answers 503: the page says live data is unavailable and the
 * tape fills in once the board is back and the connection resubscribes.
 */
export class TapeStore {
  /** The loaded symbol and session, with the API's volume at price. */
  readonly #tape = new ResourceStore<{ key: string; levels: VolumeAtPriceSeries }>('analysis.tape');
  readonly #api: ApiClient;
  readonly #board: BoardStore;

  constructor(api: ApiClient, board: BoardStore) {
    this.#api = api;
    this.#board = board;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get loading(): boolean {
    return this.#tape.isLoading;
  }

  /** The API could not give today's session (the board is down, or another failure). */
  get unavailable(): boolean {
    return this.#tape.failure !== null;
  }

  /** The API's volume at price, for when the tape does not hold the whole session. */
  get levels(): VolumeAtPriceSeries | null {
    return this.#tape.value?.levels ?? null;
  }

  load(symbol: string, locale: Locale): Promise<void> {
    const key = `${symbol}|${this.#board.session?.sessionDate ?? ''}`;
    if (this.#tape.value?.key === key && !this.unavailable) return Promise.resolve();
    return this.#tape.load(async (signal) => {
      const api = await marketApi();
      const rows: TradeRow[] = [];
      for (let page = 1; page <= MAX_TAPE_PAGES; page += 1) {
        const list = await api.getOrderMatchList(this.#api, symbol, page, TAPE_PAGE, {
          locale,
          signal,
        });
        rows.push(...list.data.map((row) => toTradeRow(symbol, row)));
        if (page >= list.meta.totalPages) break;
      }
      const levels = await api.getVolumeAtPrice(this.#api, symbol, { locale, signal });
      // The rows go to the board's tape, not to the loader's value: merge only what is still
      // wanted, as the loader keeps only such an answer.
      if (!signal.aborted) this.#board.mergeTrades(symbol, rows);
      return { key, levels };
    });
  }

  cancel(): void {
    this.#tape.cancel();
  }

  /** Newest first, for the table. */
  rows(symbol: string): TradeRow[] {
    return [...this.#board.trades(symbol)].reverse();
  }

  /** From the tape while it holds the whole session (live), else the API's answer. */
  volumeAtPrice(symbol: string): PriceLevel[] {
    const trades = this.#board.trades(symbol);
    if (tapeIsComplete(trades) || !this.levels || this.levels.stockSymbol !== symbol)
      return volumeAtPrice(trades);
    return [...this.levels.items].sort((a, b) => b.price - a.price);
  }
}
