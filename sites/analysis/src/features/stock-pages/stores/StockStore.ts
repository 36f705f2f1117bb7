import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { toLoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Company, CompanyIndicators } from '../../../lib/api/marketApi';

/** The API calls and their schemas load with the first request, not with the site's entry. */
const marketApi = () => import('../../../lib/api/marketApi');

export interface StockProfile {
  symbol: string;
  locale: Locale;
  company: Company;
  indicators: CompanyIndicators;
}

/** The quote header's figures: the board's row while it has one, else the last stored session. */
export interface Quote extends Pick<
  BoardRow,
  | 'price'
  | 'change'
  | 'changePercent'
  | 'reference'
  | 'ceiling'
  | 'floor'
  | 'open'
  | 'high'
  | 'low'
  | 'totalVolume'
  | 'totalValue'
  | 'foreignBuyVolume'
  | 'foreignSellVolume'
> {
  live: boolean;
}

export function quoteOf(indicators: CompanyIndicators, row: BoardRow | undefined): Quote {
  if (row) {
    return {
      price: row.price,
      change: row.change,
      changePercent: row.changePercent,
      reference: row.reference,
      ceiling: row.ceiling,
      floor: row.floor,
      open: row.open,
      high: row.high,
      low: row.low,
      totalVolume: row.totalVolume,
      totalValue: row.totalValue,
      foreignBuyVolume: row.foreignBuyVolume,
      foreignSellVolume: row.foreignSellVolume,
      live: true,
    };
  }
  return {
    price: indicators.priceClose,
    change: indicators.priceChange,
    changePercent: indicators.priceChangePercent,
    reference: indicators.priceReference,
    ceiling: indicators.priceCeiling,
    floor: indicators.priceFloor,
    open: indicators.priceOpen,
    high: indicators.priceHighest,
    low: indicators.priceLowest,
    totalVolume: indicators.matchingVolume,
    totalValue: indicators.matchingValue,
    foreignBuyVolume: indicators.volumeForeign,
    foreignSellVolume: indicators.volumeForeignSell,
    live: false,
  };
}

/**
 * The stock pages' company: profile and key figures of `stock_symbol` (an unknown symbol is the
 * API's 404, shown as the stock-symbol 404 page), and its live row from the board.
 */
export class StockStore {
  readonly profile = new ResourceStore<StockProfile>('analysis.stock');
  readonly board: BoardStore;
  readonly #api: ApiClient;
  /** Symbols the API said no company has: not asked about again, in any language. */
  readonly #unknown = observable.set<string>();

  constructor(api: ApiClient, board: BoardStore) {
    this.#api = api;
    this.board = board;
    makeAutoObservable(this, { profile: false, board: false }, { autoBind: true });
  }

  load(symbol: string, locale: Locale): Promise<void> {
    if (this.#unknown.has(symbol)) {
      this.profile.cancel();
      return Promise.resolve();
    }
    const held = this.profile.value;
    if (held && held.symbol === symbol && held.locale === locale && !this.profile.failure)
      return Promise.resolve();
    return this.profile.load(
      async (signal) => {
        const api = await marketApi();
        // Both answers, even when the first fails: the server render records only what has come
        // back when it ends, and an answer missing from the page is asked again by the browser.
        const [company, indicators] = await Promise.allSettled([
          api.getCompany(this.#api, symbol, { locale, signal }),
          api.getCompanyIndicators(this.#api, symbol, { locale, signal }),
        ]);
        if (company.status === 'rejected') {
          if (!signal.aborted && toLoadFailure(company.reason) === 'notFound')
            runInAction(() => this.#unknown.add(symbol));
          throw company.reason;
        }
        if (indicators.status === 'rejected') throw indicators.reason;
        return { symbol, locale, company: company.value, indicators: indicators.value };
      },
      { clear: held?.symbol !== symbol },
    );
  }

  /** The API said no company has this symbol: its pages show the stock-symbol 404 page. */
  isUnknown(symbol: string): boolean {
    return this.#unknown.has(symbol);
  }

  cancel(): void {
    this.profile.cancel();
  }

  /** The profile on screen is this symbol's. */
  shows(symbol: string): StockProfile | null {
    const value = this.profile.value;
    return value && value.symbol === symbol ? value : null;
  }

  get notFound(): boolean {
    return this.profile.failure === 'notFound';
  }

  quote(symbol: string): Quote | null {
    const profile = this.shows(symbol);
    return profile ? quoteOf(profile.indicators, this.board.row(symbol)) : null;
  }
}
