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

const byCategory = (params: CategoryParams) => ({ category: params.category });
const ofItsCategory = (item: { id: number; category: { id: number } | null }) => ({
  category: item.category?.id,
});

/**
 * Disclosures: `GET disclosures?category=…` (one page), `disclosure-categories` (all of them),
 * `disclosures/{slug}`, and the newest of an item's category without it.
 */
export const disclosures = {
  list: pageOfItems((items) => items.listDisclosures, byCategory),
  categories: allCategories((items) => items.listDisclosureCategories),
  detail: itemBySlug((items) => items.getDisclosure),
  related: relatedItems((items) => items.listDisclosures, ofItsCategory),
};

/** Exchange news, the same four calls: `sgdck-news`, `sgdck-news-categories`, `sgdck-news/{slug}`. */
export const exchangeNews = {
  list: pageOfItems((items) => items.listSgdckNews, byCategory),
  categories: allCategories((items) => items.listSgdckCategories),
  detail: itemBySlug((items) => items.getSgdckNews),
  related: relatedItems((items) => items.listSgdckNews, ofItsCategory),
};
