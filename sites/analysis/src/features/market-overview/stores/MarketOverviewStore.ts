import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { BoardRow, IndexRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { IndexQuote, MarketShare } from '../../../lib/api/marketApi';

/** The API calls and their schemas load with the first request, not with the site's entry. */
const marketApi = () => import('../../../lib/api/marketApi');

/**
 * An index as the strip shows it: the API's last session, moved by the board when it has the
 * index. (The put-through totals are the board's alone: the stored sessions have none.)
 */
export interface LiveIndex extends Omit<
  IndexRow,
  'seq' | 'symbol' | 'time' | 'putThroughVolume' | 'putThroughValue'
> {
  symbol: string;
  previousValue: number;
  /** Closes of the last sessions, then the live value. */
  sparkline: number[];
  /** The board's row is behind the figures (else the API's last stored session). */
  live: boolean;
  sessionDate: string;
}

export type TopListId = 'gainers' | 'losers' | 'active' | 'foreignBuy' | 'foreignSell';
export const TOP_LISTS: readonly TopListId[] = [
  'gainers',
  'losers',
  'active',
  'foreignBuy',
  'foreignSell',
];
export const TOP_SIZE = 10;

export function foreignNet(row: Pick<BoardRow, 'foreignBuyVolume' | 'foreignSellVolume'>): number {
  return row.foreignBuyVolume - row.foreignSellVolume;
}

/** The five lists of the dashboard from the board's stock rows (warrants left out). */
export function topLists(rows: Iterable<BoardRow>, size = TOP_SIZE): Record<TopListId, BoardRow[]> {
  const stocks = [...rows].filter((row) => row.kind === 'stock');
  const matched = stocks.filter((row) => row.price !== null);
  const bySymbol = (a: BoardRow, b: BoardRow) =>
    a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;
  const take = (list: BoardRow[], order: (a: BoardRow, b: BoardRow) => number) =>
    list.sort((a, b) => order(a, b) || bySymbol(a, b)).slice(0, size);
  return {
    gainers: take(
      matched.filter((row) => row.changePercent > 0),
      (a, b) => b.changePercent - a.changePercent,
    ),
    losers: take(
      matched.filter((row) => row.changePercent < 0),
      (a, b) => a.changePercent - b.changePercent,
    ),
    active: take(
      stocks.filter((row) => row.totalVolume > 0),
      (a, b) => b.totalVolume - a.totalVolume,
    ),
    foreignBuy: take(
      stocks.filter((row) => foreignNet(row) > 0),
      (a, b) => foreignNet(b) - foreignNet(a),
    ),
    foreignSell: take(
      stocks.filter((row) => foreignNet(row) < 0),
      (a, b) => foreignNet(a) - foreignNet(b),
    ),
  };
}

/** The API's quote with the board's row over it, when the board has one. */
export function liveIndex(
  quote: IndexQuote,
  row: IndexRow | undefined,
  boardDate: string | null,
): LiveIndex {
  const closes = quote.sparkline.map((point) => point.value);
  const base: LiveIndex = {
    symbol: quote.symbol,
    exchangeCode: quote.exchangeCode,
    value: quote.value,
    change: quote.changeValue,
    changePercent: quote.changeValuePercent,
    previousValue: quote.previousValue,
    totalVolume: quote.totalVolume,
    totalValue: quote.totalValue,
    advances: quote.advances,
    declines: quote.declines,
    unchanged: quote.unchanged,
    ceilings: quote.ceilings,
    floors: quote.floors,
    sparkline: closes,
    live: false,
    sessionDate: quote.sessionDate,
  };
  if (!row || !boardDate || boardDate < quote.sessionDate) return base;
  // The board's session is either the last stored one (a replay) or the next: replace or extend.
  const history = boardDate === quote.sessionDate ? closes.slice(0, -1) : closes.slice(1);
  return {
    ...base,
    value: row.value,
    change: row.change,
    changePercent: row.changePercent,
    previousValue: row.value - row.change,
    totalVolume: row.totalVolume,
    totalValue: row.totalValue,
    advances: row.advances,
    declines: row.declines,
    unchanged: row.unchanged,
    ceilings: row.ceilings,
    floors: row.floors,
    sparkline: [...history, row.value],
    live: true,
    sessionDate: boardDate,
  };
}

/** The dashboard's market figures: the API's last session, and the board over it while live. */
export class MarketOverviewStore {
  readonly quotes = new ResourceStore<IndexQuote[]>('analysis.indexQuotes');
  readonly share = new ResourceStore<MarketShare>('analysis.marketShare');
  readonly board: BoardStore;
  readonly #api: ApiClient;

  constructor(api: ApiClient, board: BoardStore) {
    this.#api = api;
    this.board = board;
    makeAutoObservable(this, { quotes: false, share: false, board: false }, { autoBind: true });
  }

  load(locale: Locale): Promise<unknown> {
    return Promise.all([
      this.quotes.load(async (signal) =>
        (await marketApi()).getIndexQuotes(this.#api, { locale, signal }),
      ),
      this.share.load(async (signal) =>
        (await marketApi()).getMarketShare(this.#api, { locale, signal }),
      ),
    ]);
  }

  cancel(): void {
    this.quotes.cancel();
    this.share.cancel();
  }

  get indices(): LiveIndex[] {
    const date = this.board.session?.sessionDate ?? null;
    return (this.quotes.value ?? []).map((quote) =>
      liveIndex(quote, this.board.index(quote.symbol), date),
    );
  }

  get top(): Record<TopListId, BoardRow[]> {
    return topLists(this.board.rows.values());
  }
}
