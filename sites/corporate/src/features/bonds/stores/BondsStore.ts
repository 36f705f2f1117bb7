import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { BondProduct } from '../api/bondsApi';

/** TPDN: the corporate bonds on offer, nearest maturity first. */
export class BondsStore {
  readonly #api: ApiClient;
  #products: Resource<BondProduct[]> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, { products: false }, { autoBind: true });
  }

  /** Made on first use: the RootStore builds every store before the first render. */
  get products(): Resource<BondProduct[]> {
    return (this.#products ??= new Resource('bonds', (list) => list.length === 0));
  }

  get sorted(): BondProduct[] {
    return [...(this.products.value ?? [])].sort((a, b) => a.attrs.maturityDate.localeCompare(b.attrs.maturityDate));
  }

  load(locale: Locale): Promise<void> {
    return this.products.load(locale, async (lang, signal) =>
      // The call and its zod schema load with the first visit, not with the site's entry.
      (await import('../api/bondsApi')).listBondProducts(this.#api, { locale: lang, signal }),
    );
  }
}
