import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { PageRequest } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { Locale, NewsProduct } from '@brokerage/shared/routing/routes.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';

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

/** Items beside a detail page (spec: same product or category, 4). */
const RELATED_COUNT = 4;
/** Category lists are short; one page of 100 is all of them. */
const ALL = 100;

/** The other items of a list, without the one on the page. */
const others = <T extends { id: number }>(list: ListResult<T>, id: number): T[] =>
  list.data.filter((item) => item.id !== id).slice(0, RELATED_COUNT);

// The content calls of the news features (spec §7 "System and content").

/** `GET news?product=…`, one page of a product's news and events. */
export const listNews = (
  api: ApiClient,
  { page, limit, params, locale }: PageRequest<{ product: NewsProduct }>,
  signal: AbortSignal,
): Promise<ListResult<NewsItem>> =>
  createContentItemsApi(api).listNews({ page, limit, product: params.product }, { locale, signal });

/** `GET news/{slug}`. */
export const getNews = (
  api: ApiClient,
  slug: string,
  locale: Locale,
  signal: AbortSignal,
): Promise<NewsDetail> => createContentItemsApi(api).getNews(slug, { locale, signal });

/** The newest news of the item's product, without the item. */
export const relatedNews = async (
  api: ApiClient,
  item: NewsDetail,
  locale: Locale,
  signal: AbortSignal,
): Promise<NewsItem[]> =>
  others(
    await createContentItemsApi(api).listNews(
      { product: item.attrs.product, limit: RELATED_COUNT + 1 },
      { locale, signal },
    ),
    item.id,
  );

/** `GET disclosures?category=…`, one page. */
export const listDisclosures = (
  api: ApiClient,
  { page, limit, params, locale }: PageRequest<CategoryParams>,
  signal: AbortSignal,
): Promise<ListResult<DisclosureItem>> =>
  createContentItemsApi(api).listDisclosures(
    { page, limit, category: params.category },
    { locale, signal },
  );

/** `GET disclosure-categories`, all of them. */
export const listDisclosureCategories = async (
  api: ApiClient,
  locale: Locale,
  signal: AbortSignal,
): Promise<DisclosureCategory[]> =>
  (await createContentItemsApi(api).listDisclosureCategories({ limit: ALL }, { locale, signal }))
    .data;

/** `GET disclosures/{slug}`. */
export const getDisclosure = (
  api: ApiClient,
  slug: string,
  locale: Locale,
  signal: AbortSignal,
): Promise<DisclosureDetail> => createContentItemsApi(api).getDisclosure(slug, { locale, signal });

/** The newest disclosures of the item's category, without the item. */
export const relatedDisclosures = async (
  api: ApiClient,
  item: DisclosureDetail,
  locale: Locale,
  signal: AbortSignal,
): Promise<DisclosureItem[]> =>
  others(
    await createContentItemsApi(api).listDisclosures(
      { category: item.category?.id, limit: RELATED_COUNT + 1 },
      { locale, signal },
    ),
    item.id,
  );

/** `GET sgdck-news?category=…`, one page. */
export const listExchangeNews = (
  api: ApiClient,
  { page, limit, params, locale }: PageRequest<CategoryParams>,
  signal: AbortSignal,
): Promise<ListResult<ExchangeNewsItem>> =>
  createContentItemsApi(api).listSgdckNews(
    { page, limit, category: params.category },
    { locale, signal },
  );

/** `GET sgdck-news-categories`, all of them. */
export const listExchangeNewsCategories = async (
  api: ApiClient,
  locale: Locale,
  signal: AbortSignal,
): Promise<ExchangeNewsCategory[]> =>
  (await createContentItemsApi(api).listSgdckCategories({ limit: ALL }, { locale, signal })).data;

/** `GET sgdck-news/{slug}`. */
export const getExchangeNews = (
  api: ApiClient,
  slug: string,
  locale: Locale,
  signal: AbortSignal,
): Promise<ExchangeNewsDetail> => createContentItemsApi(api).getSgdckNews(slug, { locale, signal });

/** The newest exchange news of the item's category, without the item. */
export const relatedExchangeNews = async (
  api: ApiClient,
  item: ExchangeNewsDetail,
  locale: Locale,
  signal: AbortSignal,
): Promise<ExchangeNewsItem[]> =>
  others(
    await createContentItemsApi(api).listSgdckNews(
      { category: item.category?.id, limit: RELATED_COUNT + 1 },
      { locale, signal },
    ),
    item.id,
  );
