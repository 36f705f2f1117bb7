import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { BusinessPlanStatistic } from '../api/financialsApi';
import { KeyedResourceStore, type KeyedState } from './KeyedResourceStore';

const financialsApi = () => import('../api/financialsApi');

/** `ttpt-business-plan-statistics`: the last five AGM plans against the results (spec §9). */
export class BusinessPlanStore {
  readonly #cache = new KeyedResourceStore<BusinessPlanStatistic[]>('analysis.financials.plans');
  readonly #lease = this.#cache.lease();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  load(symbol: string, locale: Locale): Promise<void> {
    return this.#lease.load([
      {
        key: `${symbol}|${locale}`,
        loader: async (signal) =>
          (await financialsApi()).getBusinessPlans(this.#api, symbol, { locale, signal }),
      },
    ]);
  }

  state(symbol: string, locale: Locale): KeyedState<BusinessPlanStatistic[]> {
    return this.#cache.state(`${symbol}|${locale}`);
  }

  retry(symbol: string, locale: Locale): Promise<void> {
    return this.#cache.retry(`${symbol}|${locale}`);
  }

  cancel(): void {
    this.#lease.cancel();
  }
}
