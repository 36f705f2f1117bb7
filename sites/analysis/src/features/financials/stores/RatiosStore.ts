import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { FundamentalPeriod } from '@brokerage/shared/validation/fundamentalsApi.ts';
import type { FinancialRatios } from '../api/financialsApi';
import { KeyedResourceStore, type KeyedState } from './KeyedResourceStore';

const financialsApi = () => import('../api/financialsApi');

export interface RatiosRequest {
  symbol: string;
  period: FundamentalPeriod;
}

/** `ttpt-financial-ratios` by symbol, period and language: the years and quarters both kept. */
export class RatiosStore {
  readonly #cache = new KeyedResourceStore<FinancialRatios>('analysis.financials.ratios');
  readonly #lease = this.#cache.lease();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  load(request: RatiosRequest, locale: Locale): Promise<void> {
    return this.#lease.load([
      {
        key: ratiosKey(request, locale),
        loader: async (signal) =>
          (await financialsApi()).getFinancialRatios(this.#api, request, { locale, signal }),
      },
    ]);
  }

  state(request: RatiosRequest, locale: Locale): KeyedState<FinancialRatios> {
    return this.#cache.state(ratiosKey(request, locale));
  }

  retry(request: RatiosRequest, locale: Locale): Promise<void> {
    return this.#cache.retry(ratiosKey(request, locale));
  }

  cancel(): void {
    this.#lease.cancel();
  }
}

const ratiosKey = ({ symbol, period }: RatiosRequest, locale: Locale) =>
  `${symbol}|${period}|${locale}`;
