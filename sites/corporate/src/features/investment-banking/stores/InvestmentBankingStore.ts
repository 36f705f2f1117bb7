import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { CatalogResource } from '../../../lib/catalog/CatalogResource';
import { DetailResource } from '../../../lib/catalog/DetailResource';
import type {
  BusinessLine,
  BusinessLineDetail,
  InvestmentBankingSource,
  KhtcService,
  KhtcServiceDetail,
  NhdtService,
  NhdtServiceDetail,
  RecentDeal,
} from '../api/investmentBankingSource';

const isEmptyList = (list: readonly unknown[]) => list.length === 0;

/** The others of a list, for the aside of one item's page. */
const othersOf =
  <T extends { id: number }>(list: (locale: Locale, signal: AbortSignal) => Promise<T[]>) =>
  async (item: { id: number }, locale: Locale, signal: AbortSignal) =>
    (await list(locale, signal)).filter((other) => other.id !== item.id);

/**
 * Organisation customers and investment banking: the KHTC services, the NHDT services and
 * business lines, the recent deals (newest first) and the page that lists all of them.
 */
export class InvestmentBankingStore {
  readonly #source: InvestmentBankingSource;
  #khtcServices: CatalogResource<KhtcService[]> | undefined;
  #nhdtServices: CatalogResource<NhdtService[]> | undefined;
  #businessLines: CatalogResource<BusinessLine[]> | undefined;
  #deals: CatalogResource<RecentDeal[]> | undefined;
  #dealsPage: CatalogResource<{ slug: string | null }> | undefined;
  #khtcDetail: DetailResource<KhtcServiceDetail, KhtcService> | undefined;
  #nhdtDetail: DetailResource<NhdtServiceDetail, NhdtService> | undefined;
  #businessDetail: DetailResource<BusinessLineDetail, BusinessLine> | undefined;

  constructor(source: InvestmentBankingSource) {
    this.#source = source;
    makeAutoObservable(
      this,
      {
        khtcServices: false,
        nhdtServices: false,
        businessLines: false,
        deals: false,
        dealsPage: false,
        khtcDetail: false,
        nhdtDetail: false,
        businessDetail: false,
      },
      { autoBind: true },
    );
  }

  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  get khtcServices(): CatalogResource<KhtcService[]> {
    return (this.#khtcServices ??= new CatalogResource<KhtcService[]>(
      'investment-banking.khtc',
      isEmptyList,
    ));
  }

  get nhdtServices(): CatalogResource<NhdtService[]> {
    return (this.#nhdtServices ??= new CatalogResource<NhdtService[]>(
      'investment-banking.nhdt',
      isEmptyList,
    ));
  }

  get businessLines(): CatalogResource<BusinessLine[]> {
    return (this.#businessLines ??= new CatalogResource<BusinessLine[]>(
      'investment-banking.business',
      isEmptyList,
    ));
  }

  get deals(): CatalogResource<RecentDeal[]> {
    return (this.#deals ??= new CatalogResource<RecentDeal[]>(
      'investment-banking.deals',
      isEmptyList,
    ));
  }

  /** Slug of the NHDT_RECENT_DEAL page (null: the CMS has none). */
  get dealsPage(): CatalogResource<{ slug: string | null }> {
    return (this.#dealsPage ??= new CatalogResource('investment-banking.deals-page', () => false));
  }

  get khtcDetail(): DetailResource<KhtcServiceDetail, KhtcService> {
    const source = this.#source;
    return (this.#khtcDetail ??= new DetailResource(source.getKhtcService, {
      context: 'investment-banking.khtc-detail',
      related: othersOf((locale, signal) => source.listKhtcServices({ locale, signal })),
    }));
  }

  get nhdtDetail(): DetailResource<NhdtServiceDetail, NhdtService> {
    const source = this.#source;
    return (this.#nhdtDetail ??= new DetailResource(source.getNhdtService, {
      context: 'investment-banking.nhdt-detail',
      related: othersOf((locale, signal) => source.listNhdtServices({ locale, signal })),
    }));
  }

  get businessDetail(): DetailResource<BusinessLineDetail, BusinessLine> {
    const source = this.#source;
    return (this.#businessDetail ??= new DetailResource(source.getBusinessLine, {
      context: 'investment-banking.business-detail',
      related: othersOf((locale, signal) => source.listBusinessLines({ locale, signal })),
    }));
  }

  /** Newest deal first. */
  get sortedDeals(): RecentDeal[] {
    return [...(this.deals.value ?? [])].sort((a, b) => b.attrs.dealDate.localeCompare(a.attrs.dealDate));
  }

  loadKhtcServices(locale: Locale): Promise<void> {
    return this.khtcServices.load(locale, (lang, signal) => this.#source.listKhtcServices({ locale: lang, signal }));
  }

  loadNhdtServices(locale: Locale): Promise<void> {
    return this.nhdtServices.load(locale, (lang, signal) => this.#source.listNhdtServices({ locale: lang, signal }));
  }

  loadBusinessLines(locale: Locale): Promise<void> {
    return this.businessLines.load(locale, (lang, signal) => this.#source.listBusinessLines({ locale: lang, signal }));
  }

  loadDeals(locale: Locale): Promise<void> {
    return this.deals.load(locale, (lang, signal) => this.#source.listRecentDeals({ locale: lang, signal }));
  }

  loadDealsPage(locale: Locale): Promise<void> {
    return this.dealsPage.load(locale, async (lang, signal) => ({
      slug: await this.#source.findTemplatePage('NHDT_RECENT_DEAL', { locale: lang, signal }),
    }));
  }

  /** Lists never made have nothing to cancel. */
  cancelLists(): void {
    this.#khtcServices?.cancel();
    this.#nhdtServices?.cancel();
    this.#businessLines?.cancel();
    this.#deals?.cancel();
    this.#dealsPage?.cancel();
  }
}
