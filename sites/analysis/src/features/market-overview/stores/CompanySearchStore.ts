import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Company } from '../../../lib/api/marketApi';

/** The API calls and their schemas load with the first request, not with the site's entry. */
const marketApi = () => import('../../../lib/api/marketApi');

/** The dashboard's search: companies by ticker or name (the API ignores case and diacritics). */
export class CompanySearchStore {
  readonly results = new ResourceStore<{ keyword: string; companies: Company[] }>(
    'analysis.companySearch',
  );
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, { results: false }, { autoBind: true });
  }

  search(keyword: string, locale: Locale): Promise<void> {
    const trimmed = keyword.trim();
    return this.results.load(async (signal) => {
      const list = await (
        await marketApi()
      ).searchCompanies(this.#api, trimmed, { locale, signal });
      return { keyword: trimmed, companies: list.data };
    });
  }

  cancel(): void {
    this.results.cancel();
  }
}
