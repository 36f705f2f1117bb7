import type { NewsProduct } from '@brokerage/shared/routing/routes.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import {
  allCategories,
  itemBySlug,
  pageOfItems,
  relatedItems,
} from '../../../lib/catalog/contentCalls';

export type NewsItem = ContentSummary<'news'>;
export type NewsDetail = ContentDetail<'news'>;
export type DisclosureItem = ContentSummary<'disclosure'>;
export type DisclosureDetail = ContentDetail<'disclosure'>;
export type DisclosureCategory = ContentSummary<'disclosure_category'>;
export type ExchangeNewsItem = ContentSummary<'sgdck_news'>;
export type ExchangeNewsDetail = ContentDetail<'sgdck_news'>;
export type ExchangeNewsCategory = ContentSummary<'sgdck_category'>;

/** A list filtered by an optional category slug (disclosures, exchange news). */
export interface CategoryParams {
  category?: string;
}

// The content calls of the news features (spec §7 "System and content").

/** `GET news?product=…`, one page of a product's news and events. */
export const listNews = pageOfItems(
  (items) => items.listNews,
  (params: { product: NewsProduct }) => ({ product: params.product }),
);

/** `GET news/{slug}`. */
export const getNews = itemBySlug((items) => items.getNews);

/** The newest news of the item's product, without the item. */
export const relatedNews = relatedItems(
  (items) => items.listNews,
  (item: NewsDetail) => ({ product: item.attrs.product }),
);

/** `GET disclosures?category=…`, one page. */
export const listDisclosures = pageOfItems(
  (items) => items.listDisclosures,
  (params: CategoryParams) => ({ category: params.category }),
);

/** `GET disclosure-categories`, all of them. */
export const listDisclosureCategories = allCategories((items) => items.listDisclosureCategories);

/** `GET disclosures/{slug}`. */
export const getDisclosure = itemBySlug((items) => items.getDisclosure);

/** The newest disclosures of the item's category, without the item. */
export const relatedDisclosures = relatedItems(
  (items) => items.listDisclosures,
  (item: DisclosureDetail) => ({ category: item.category?.id }),
);

/** `GET sgdck-news?category=…`, one page. */
export const listExchangeNews = pageOfItems(
  (items) => items.listSgdckNews,
  (params: CategoryParams) => ({ category: params.category }),
);

/** `GET sgdck-news-categories`, all of them. */
export const listExchangeNewsCategories = allCategories((items) => items.listSgdckCategories);

/** `GET sgdck-news/{slug}`. */
export const getExchangeNews = itemBySlug((items) => items.getSgdckNews);

/** The newest exchange news of the item's category, without the item. */
export const relatedExchangeNews = relatedItems(
  (items) => items.listSgdckNews,
  (item: ExchangeNewsDetail) => ({ category: item.category?.id }),
);
