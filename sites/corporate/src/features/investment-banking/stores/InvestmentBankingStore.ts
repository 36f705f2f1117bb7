import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import type { CallContext } from '../../../lib/catalog/listAll';
import type * as BankingApi from '../api/investmentBankingApi';
import type {
  BusinessLine,
  BusinessLineDetail,
  KhtcService,
  KhtcServiceDetail,
  NhdtService,
  NhdtServiceDetail,
  RecentDeal,
} from '../api/investmentBankingApi';

// The calls and their zod schemas load with the first visit, not with the site's entry.
const bankingApi = () => import('../api/investmentBankingApi');

/** A call of the API module, picked once the module has loaded. */
type PickCall<T> = (module: typeof BankingApi) => (api: ApiClient, call: CallContext) => Promise<T>;
type PickDetailCall<T> = (
  module: typeof BankingApi,
) => (api: ApiClient, key: string, call: CallContext) => Promise<T>;

const isEmptyList = (list: readonly unknown[]) => list.length === 0;

/** One item's page, with the others of its list in the aside. */
function detailStore<D extends { id: number }, S extends { id: number }>(
  api: ApiClient,
  context: string,
  get: PickDetailCall<D>,
  list: PickCall<S[]>,
): ContentDetailStore<D, S> {
  return new ContentDetailStore<D, S>(
    async (key, locale, signal) => get(await bankingApi())(api, key, { locale, signal }),
    {
      context,
      related: async (item, locale, signal) =>
        (await list(await bankingApi())(api, { locale, signal })).filter(
          (other) => other.id !== item.id,
        ),
    },
  );
}

/**
 * Organisation customers and investment banking: the KHTC services, the NHDT services and
 * business lines, the recent deals (newest first) and the page that lists all of them.
 */
export class InvestmentBankingStore {
  readonly #api: ApiClient;
  #khtcServices: Resource<KhtcService[]> | undefined;
  #nhdtServices: Resource<NhdtService[]> | undefined;
  #businessLines: Resource<BusinessLine[]> | undefined;
  #deals: Resource<RecentDeal[]> | undefined;
  #dealsPage: Resource<{ slug: string | null }> | undefined;
  #khtcDetail: ContentDetailStore<KhtcServiceDetail, KhtcService> | undefined;
  #nhdtDetail: ContentDetailStore<NhdtServiceDetail, NhdtService> | undefined;
  #businessDetail: ContentDetailStore<BusinessLineDetail, BusinessLine> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
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
    return (this.#deals ??= new Resource<RecentDeal[]>('investment-banking.deals', isEmptyList));
  }

  /** Slug of the NHDT_RECENT_DEAL page (null: the CMS has none). */
  get dealsPage(): Resource<{ slug: string | null }> {
    return (this.#dealsPage ??= new Resource('investment-banking.deals-page', () => false));
  }

  get khtcDetail(): ContentDetailStore<KhtcServiceDetail, KhtcService> {
    return (this.#khtcDetail ??= detailStore(
      this.#api,
      'investment-banking.khtc-detail',
      (m) => m.getKhtcService,
      (m) => m.listKhtcServices,
    ));
  }

  get nhdtDetail(): ContentDetailStore<NhdtServiceDetail, NhdtService> {
    return (this.#nhdtDetail ??= detailStore(
      this.#api,
      'investment-banking.nhdt-detail',
      (m) => m.getNhdtService,
      (m) => m.listNhdtServices,
    ));
  }

  get businessDetail(): ContentDetailStore<BusinessLineDetail, BusinessLine> {
    return (this.#businessDetail ??= detailStore(
      this.#api,
      'investment-banking.business-detail',
      (m) => m.getBusinessLine,
      (m) => m.listBusinessLines,
    ));
  }

  /** Newest deal first. */
  get sortedDeals(): RecentDeal[] {
    return [...(this.deals.value ?? [])].sort((a, b) =>
      b.attrs.dealDate.localeCompare(a.attrs.dealDate),
    );
  }

  loadKhtcServices(locale: Locale): Promise<void> {
    return this.khtcServices.load(
      locale,
      this.#fetch((m) => m.listKhtcServices),
    );
  }

  loadNhdtServices(locale: Locale): Promise<void> {
    return this.nhdtServices.load(
      locale,
      this.#fetch((m) => m.listNhdtServices),
    );
  }

  loadBusinessLines(locale: Locale): Promise<void> {
    return this.businessLines.load(
      locale,
      this.#fetch((m) => m.listBusinessLines),
    );
  }

  loadDeals(locale: Locale): Promise<void> {
    return this.deals.load(
      locale,
      this.#fetch((m) => m.listRecentDeals),
    );
  }

  loadDealsPage(locale: Locale): Promise<void> {
    const findPage = this.#fetch((m) => m.findRecentDealsPage);
    return this.dealsPage.load(locale, async (lang, signal) => ({
      slug: await findPage(lang, signal),
    }));
  }

  /** A call of the API module as a Resource loads it. */
  #fetch<T>(pick: PickCall<T>): (locale: Locale, signal: AbortSignal) => Promise<T> {
    return async (locale, signal) => pick(await bankingApi())(this.#api, { locale, signal });
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
