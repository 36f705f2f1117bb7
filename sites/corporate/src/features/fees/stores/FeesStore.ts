import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing';
import { CatalogResource } from '../../../lib/catalog/CatalogResource';
import { DetailResource } from '../../../lib/catalog/DetailResource';
import type { Fee, FeeDetail, FeesSource } from '../api/feesSource';

/** `bieu-phi[/:slug]`: the fee schedules (side navigation) and the one on screen. */
export class FeesStore {
  readonly list = new CatalogResource<Fee[]>('fees', (list) => list.length === 0);
  readonly schedule: DetailResource<FeeDetail>;
  readonly #source: FeesSource;

  constructor(source: FeesSource) {
    this.#source = source;
    this.schedule = new DetailResource(source.getFee, { context: 'fees.schedule' });
    makeAutoObservable(this, {}, { autoBind: true });
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
    return this.list.load(locale, (lang, signal) => this.#source.listFees({ locale: lang, signal }));
  }
}
