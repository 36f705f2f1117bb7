import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { BondProduct, BondsSource } from '../api/bondsSource';

/** TPDN: the corporate bonds on offer, nearest maturity first. */
export class BondsStore {
  readonly #source: BondsSource;
  #products: Resource<BondProduct[]> | undefined;

  constructor(source: BondsSource) {
    this.#source = source;
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
    return this.products.load(locale, (lang, signal) => this.#source.listBondProducts({ locale: lang, signal }));
  }
}
