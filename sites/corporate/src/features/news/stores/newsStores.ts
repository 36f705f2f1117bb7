import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { lazyCalls, type CallPicker } from '@brokerage/shared/api/lazyCalls.ts';
import type * as NewsApi from '../api/newsApi';
import type { NewsProduct } from '@brokerage/shared/routing/routes.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type {
  DisclosureCategory,
  DisclosureDetail,
  DisclosureItem,
  ExchangeNewsCategory,
  ExchangeNewsDetail,
  ExchangeNewsItem,
  NewsDetail,
  NewsItem,
} from '../api/newsApi';
import { ContentSectionStore, type SectionLoaders } from './ContentSectionStore';

/** Spec §9: news, disclosure and exchange-news lists show 10 per page. */
export const NEWS_PAGE_SIZE = 10;

/** News and events of a product (NEWS_{PRODUCT}_NEWS_EVENTS) and their detail pages. */
export class NewsStore {
  readonly #call: CallPicker<typeof NewsApi>;
  #list: PagedListStore<NewsItem, { product: NewsProduct }> | undefined;
  #detail: ContentDetailStore<NewsDetail, NewsItem> | undefined;

  constructor(api: ApiClient) {
    this.#call = lazyCalls(api, () => import('../api/newsApi'));
  }

  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  get list(): PagedListStore<NewsItem, { product: NewsProduct }> {
    return (this.#list ??= new PagedListStore(
      this.#call((m) => m.listNews),
      {
        limit: NEWS_PAGE_SIZE,
        context: 'news',
      },
    ));
  }

  get detail(): ContentDetailStore<NewsDetail, NewsItem> {
    return (this.#detail ??= new ContentDetailStore(
      this.#call((m) => m.getNews),
      {
        context: 'news.detail',
        related: this.#call((m) => m.relatedNews),
      },
    ));
  }
}

export type DisclosuresStore = ContentSectionStore<
  DisclosureItem,
  DisclosureDetail,
  DisclosureCategory
>;
export type ExchangeNewsStore = ContentSectionStore<
  ExchangeNewsItem,
  ExchangeNewsDetail,
  ExchangeNewsCategory
>;

/** The news feature's stores, as the RootStore names them. */
export interface NewsFeatureStores {
  news: NewsStore;
  disclosures: DisclosuresStore;
  exchangeNews: ExchangeNewsStore;
}

/** A section's four calls as newsApi writes them: each takes the client first. */
type SectionCalls<T, D, C> = {
  [K in keyof SectionLoaders<T, D, C>]: (
    api: ApiClient,
    ...args: Parameters<SectionLoaders<T, D, C>[K]>
  ) => ReturnType<SectionLoaders<T, D, C>[K]>;
};

/** A section's store over its calls bound to the client: the module loads with the first one. */
function sectionStore<T, D, C extends { slug: string }>(
  call: CallPicker<typeof NewsApi>,
  pick: (module: typeof NewsApi) => SectionCalls<T, D, C>,
  context: string,
): ContentSectionStore<T, D, C> {
  return new ContentSectionStore(
    {
      list: call((m) => pick(m).list),
      categories: call((m) => pick(m).categories),
      detail: call((m) => pick(m).detail),
      related: call((m) => pick(m).related),
    },
    { context, limit: NEWS_PAGE_SIZE },
  );
}

export function createNewsFeatureStores(api: ApiClient): NewsFeatureStores {
  const call = lazyCalls(api, () => import('../api/newsApi'));
  return {
    news: new NewsStore(api),
    disclosures: sectionStore(call, (m) => m.disclosures, 'disclosures'),
    exchangeNews: sectionStore(call, (m) => m.exchangeNews, 'exchangeNews'),
  };
}
