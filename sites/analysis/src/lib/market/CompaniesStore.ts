import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Company } from '@brokerage/shared/validation/marketApi.ts';

const companiesApi = () => import('../api/companiesApi');

/**
 * The whole market's listed companies in one language, loaded once per language for the visit
 * (the price board's tabs, the sector heatmap), with the loading flag and the failure of its
 * `ResourceStore`.
 */
export class CompaniesStore {
  readonly #resource: ResourceStore<Company[]>;
  readonly #api: ApiClient;
  #loadedLocale: Locale | null = null;

  constructor(api: ApiClient, context = 'analysis.companies') {
    this.#api = api;
    this.#resource = new ResourceStore<Company[]>(context);
  }

  get value(): Company[] | null {
    return this.#resource.value;
  }

  get failure(): LoadFailure | null {
    return this.#resource.failure;
  }

  async load(locale: Locale): Promise<void> {
    if (this.#loadedLocale === locale && this.value) return;
    await this.#resource.load(async (signal) =>
      (await companiesApi()).getAllCompanies(this.#api, { locale, signal }),
    );
    if (this.value) this.#loadedLocale = locale;
  }

  cancel(): void {
    this.#resource.cancel();
  }
}

/** Made on the page's first visit by `pageStores.get` (lib/page-stores). */
export const createCompaniesStore = (api: ApiClient) => new CompaniesStore(api);
