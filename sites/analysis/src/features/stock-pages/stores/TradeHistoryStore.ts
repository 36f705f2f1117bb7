import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { PriceHistoryPoint } from '../../../lib/api/marketApi';

/** The API calls and their schemas load with the first request, not with the site's entry. */
const marketApi = () => import('../../../lib/api/marketApi');

export const HISTORY_PAGE_SIZE = 20;

/** Today's row of the history table from the board, while it shows a session not yet stored. */
export interface LiveHistoryRow {
  sessionDate: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  reference: number;
  ceiling: number;
  floor: number;
  change: number;
  changePercent: number;
  volume: number;
  value: number;
  foreignBuyVolume: number;
  foreignSellVolume: number;
}

/** lich-su-giao-dich's daily history, newest first, "more" appending pages (spec §4). */
export class TradeHistoryStore {
  readonly pages: PagedListStore<PriceHistoryPoint, { symbol: string }>;
  readonly #board: BoardStore;

  constructor(api: ApiClient, board: BoardStore) {
    this.#board = board;
    this.pages = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await marketApi()).getPriceHistories(
          api,
          { symbol: params.symbol, period: '5Y', adjusted: false, order: 'desc', page, limit },
          { locale, signal },
        ),
      { limit: HISTORY_PAGE_SIZE, context: 'analysis.tradeHistory' },
    );
    makeAutoObservable(this, { pages: false }, { autoBind: true });
  }

  load(symbol: string, locale: Locale): Promise<void> {
    return this.pages.load(1, { symbol }, locale);
  }

  cancel(): void {
    this.pages.cancel();
  }

  /** The board's session of `symbol` when it is newer than the newest stored row. */
  today(symbol: string): LiveHistoryRow | null {
    const row = this.#board.row(symbol);
    const session = this.#board.session;
    if (!row || !session) return null;
    const newest = this.pages.items[0]?.sessionDate;
    if (newest !== undefined && newest >= session.sessionDate) return null;
    return {
      sessionDate: session.sessionDate,
      open: row.open,
      high: row.high,
      low: row.low,
      close: row.price,
      reference: row.reference,
      ceiling: row.ceiling,
      floor: row.floor,
      change: row.change,
      changePercent: row.changePercent,
      volume: row.totalVolume,
      value: row.totalValue,
      foreignBuyVolume: row.foreignBuyVolume,
      foreignSellVolume: row.foreignSellVolume,
    };
  }
}
