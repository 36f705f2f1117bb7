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
import { ContentSectionStore } from './ContentSectionStore';

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
    return (this.#list ??= new PagedListStore(this.#call((m) => m.listNews), {
      limit: NEWS_PAGE_SIZE,
      context: 'news',
    }));
  }

  get detail(): ContentDetailStore<NewsDetail, NewsItem> {
    return (this.#detail ??= new ContentDetailStore(this.#call((m) => m.getNews), {
      context: 'news.detail',
      related: this.#call((m) => m.relatedNews),
    }));
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

export function createNewsFeatureStores(api: ApiClient): NewsFeatureStores {
  const call = lazyCalls(api, () => import('../api/newsApi'));
  return {
    news: new NewsStore(api),
    disclosures: new ContentSectionStore(
      {
        list: call((m) => m.listDisclosures),
        categories: call((m) => m.listDisclosureCategories),
        detail: call((m) => m.getDisclosure),
        related: call((m) => m.relatedDisclosures),
      },
      { context: 'disclosures', limit: NEWS_PAGE_SIZE },
    ),
    exchangeNews: new ContentSectionStore(
      {
        list: call((m) => m.listExchangeNews),
        categories: call((m) => m.listExchangeNewsCategories),
        detail: call((m) => m.getExchangeNews),
        related: call((m) => m.relatedExchangeNews),
      },
      { context: 'exchangeNews', limit: NEWS_PAGE_SIZE },
    ),
  };
}
