import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
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
  #khtcServices: Resource<KhtcService[]> | undefined;
  #nhdtServices: Resource<NhdtService[]> | undefined;
  #businessLines: Resource<BusinessLine[]> | undefined;
  #deals: Resource<RecentDeal[]> | undefined;
  #dealsPage: Resource<{ slug: string | null }> | undefined;
  #khtcDetail: ContentDetailStore<KhtcServiceDetail, KhtcService> | undefined;
  #nhdtDetail: ContentDetailStore<NhdtServiceDetail, NhdtService> | undefined;
  #businessDetail: ContentDetailStore<BusinessLineDetail, BusinessLine> | undefined;

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
  get khtcServices(): Resource<KhtcService[]> {
    return (this.#khtcServices ??= new Resource<KhtcService[]>(
      'investment-banking.khtc',
      isEmptyList,
    ));
  }

  get nhdtServices(): Resource<NhdtService[]> {
    return (this.#nhdtServices ??= new Resource<NhdtService[]>(
      'investment-banking.nhdt',
      isEmptyList,
    ));
  }

  get businessLines(): Resource<BusinessLine[]> {
    return (this.#businessLines ??= new Resource<BusinessLine[]>(
      'investment-banking.business',
      isEmptyList,
    ));
  }

  get deals(): Resource<RecentDeal[]> {
    return (this.#deals ??= new Resource<RecentDeal[]>(
      'investment-banking.deals',
      isEmptyList,
    ));
  }

  /** Slug of the NHDT_RECENT_DEAL page (null: the CMS has none). */
  get dealsPage(): Resource<{ slug: string | null }> {
    return (this.#dealsPage ??= new Resource('investment-banking.deals-page', () => false));
  }

  get khtcDetail(): ContentDetailStore<KhtcServiceDetail, KhtcService> {
    const source = this.#source;
    return (this.#khtcDetail ??= new ContentDetailStore(source.getKhtcService, {
      context: 'investment-banking.khtc-detail',
      related: othersOf((locale, signal) => source.listKhtcServices({ locale, signal })),
    }));
  }

  get nhdtDetail(): ContentDetailStore<NhdtServiceDetail, NhdtService> {
    const source = this.#source;
    return (this.#nhdtDetail ??= new ContentDetailStore(source.getNhdtService, {
      context: 'investment-banking.nhdt-detail',
      related: othersOf((locale, signal) => source.listNhdtServices({ locale, signal })),
    }));
  }

  get businessDetail(): ContentDetailStore<BusinessLineDetail, BusinessLine> {
    const source = this.#source;
    return (this.#businessDetail ??= new ContentDetailStore(source.getBusinessLine, {
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
