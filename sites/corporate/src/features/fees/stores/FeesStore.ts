import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Fee, FeeDetail } from '../api/feesApi';

/** `bieu-phi[/:slug]`: the fee schedules (side navigation) and the one on screen. */
export class FeesStore {
  readonly #api: ApiClient;
  #list: Resource<Fee[]> | undefined;
  #schedule: ContentDetailStore<FeeDetail> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, { list: false, schedule: false }, { autoBind: true });
  }

  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  get list(): Resource<Fee[]> {
    return (this.#list ??= new Resource('fees', (list) => list.length === 0));
  }

  get schedule(): ContentDetailStore<FeeDetail> {
    const api = this.#api;
    return (this.#schedule ??= new ContentDetailStore(
      // The calls and their zod schemas load with the first visit, not with the site's entry.
      async (key, locale, signal) => (await import('../api/feesApi')).getFee(api, key, { locale, signal }),
      { context: 'fees.schedule' },
    ));
  }

  get fees(): Fee[] {
    return this.list.value ?? [];
  }

  /** The schedule of a slug in either language; without a slug, the first one. */
  feeFor(slug: string | null): Fee | null {
    if (!slug) return this.fees[0] ?? null;
    return this.fees.find((fee) => fee.slug === slug || fee.translations.some((t) => t.slug === slug)) ?? null;
  }

  loadList(locale: Locale): Promise<void> {
    return this.list.load(locale, async (lang, signal) =>
      (await import('../api/feesApi')).listFees(this.#api, { locale: lang, signal }),
    );
  }
}
