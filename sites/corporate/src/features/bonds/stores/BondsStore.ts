import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing';
import { CatalogResource } from '../../../lib/catalog/CatalogResource';
import type { BondProduct, BondsSource } from '../api/bondsSource';

/** TPDN: the corporate bonds on offer, nearest maturity first. */
export class BondsStore {
  readonly products = new CatalogResource<BondProduct[]>('bonds', (list) => list.length === 0);
  readonly #source: BondsSource;

  constructor(source: BondsSource) {
    this.#source = source;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get sorted(): BondProduct[] {
    return [...(this.products.value ?? [])].sort((a, b) => a.attrs.maturityDate.localeCompare(b.attrs.maturityDate));
  }

  load(locale: Locale): Promise<void> {
    return this.products.load(locale, (lang, signal) => this.#source.listBondProducts({ locale: lang, signal }));
  }
}
