import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { CapitalRaising } from '../api/corporateActionsApi';
import { marketToday } from './BenefitHistoryStore';

/** The API calls and their schemas load with the first request, not with the page. */
const corporateActionsApi = () => import('../api/corporateActionsApi');

interface History {
  symbol: string;
  locale: Locale;
  /** Oldest first, as the API sends them. */
  rows: CapitalRaising[];
  /** The chart's last step runs to this day. */
  today: string;
}

/** lich-su-tang-von: every change of a company's charter capital, for the table and the chart. */
export class RaisingHistoryStore {
  readonly history = new ResourceStore<History>('analysis.capitalRaising');
  #request: { symbol: string; locale: Locale } | null = null;
  readonly #api: ApiClient;
  readonly #now: () => Date;

  constructor(api: ApiClient, now: () => Date = () => new Date()) {
    this.#api = api;
    this.#now = now;
    makeAutoObservable(this, { history: false }, { autoBind: true });
  }

  /** Loads `symbol`'s history in `locale`; nothing to do when it is on screen already. */
  async load(symbol: string, locale: Locale): Promise<void> {
    this.#request = { symbol, locale };
    const value = this.history.value;
    if (value?.symbol === symbol && value.locale === locale && this.history.failure === null)
      return;
    await this.history.load(
      async (signal) => ({
        symbol,
        locale,
        rows: await (
          await corporateActionsApi()
        ).getCapitalRaisingHistory(this.#api, symbol, { locale, signal }),
        today: marketToday(this.#now()),
      }),
      // Another company's rows never stand in for this one's.
      { clear: value?.symbol !== symbol },
    );
  }

  /** The rows of `symbol`, oldest first; null until they arrive. */
  rowsOf(symbol: string): CapitalRaising[] | null {
    const value = this.history.value;
    return value?.symbol === symbol ? value.rows : null;
  }

  /** The rows newest first, as the table lists them. */
  newestFirst(symbol: string): CapitalRaising[] {
    return [...(this.rowsOf(symbol) ?? [])].reverse();
  }

  get today(): string | null {
    return this.history.value?.today ?? null;
  }

  get failure(): LoadFailure | null {
    return this.history.failure;
  }

  get isLoading(): boolean {
    return this.history.isLoading;
  }

  retry(): Promise<void> {
    const request = this.#request;
    return request ? this.load(request.symbol, request.locale) : Promise.resolve();
  }

  cancel(): void {
    this.history.cancel();
  }
}

export const createRaisingHistoryStore = (api: ApiClient) => new RaisingHistoryStore(api);
