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
  NewsSource,
} from '../api/newsApi';
import { ContentSectionStore } from './ContentSectionStore';

/** Spec §9: news, disclosure and exchange-news lists show 10 per page. */
export const NEWS_PAGE_SIZE = 10;

/** News and events of a product (NEWS_{PRODUCT}_NEWS_EVENTS) and their detail pages. */
export class NewsStore {
  readonly #source: Pick<NewsSource, 'listNews' | 'getNews' | 'relatedNews'>;
  #list: PagedListStore<NewsItem, { product: NewsProduct }> | undefined;
  #detail: ContentDetailStore<NewsDetail, NewsItem> | undefined;

  constructor(source: Pick<NewsSource, 'listNews' | 'getNews' | 'relatedNews'>) {
    this.#source = source;
  }

  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  get list(): PagedListStore<NewsItem, { product: NewsProduct }> {
    return (this.#list ??= new PagedListStore(this.#source.listNews, {
      limit: NEWS_PAGE_SIZE,
      context: 'news',
    }));
  }

  get detail(): ContentDetailStore<NewsDetail, NewsItem> {
    return (this.#detail ??= new ContentDetailStore(this.#source.getNews, {
      context: 'news.detail',
      related: this.#source.relatedNews,
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

export function createNewsFeatureStores(source: NewsSource): NewsFeatureStores {
  return {
    news: new NewsStore(source),
    disclosures: new ContentSectionStore(
      {
        list: source.listDisclosures,
        categories: source.listDisclosureCategories,
        detail: source.getDisclosure,
        related: source.relatedDisclosures,
      },
      { context: 'disclosures', limit: NEWS_PAGE_SIZE },
    ),
    exchangeNews: new ContentSectionStore(
      {
        list: source.listExchangeNews,
        categories: source.listExchangeNewsCategories,
        detail: source.getExchangeNews,
        related: source.relatedExchangeNews,
      },
      { context: 'exchangeNews', limit: NEWS_PAGE_SIZE },
    ),
  };
}
