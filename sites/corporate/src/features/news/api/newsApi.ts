import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import { lazyContentItemsApi } from '@brokerage/shared/api/lazyApis.ts';
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

/** Items beside a detail page (spec: same product or category, 4). */
export const RELATED_COUNT = 4;
/** Category lists are short; one page of 100 is all of them. */
const ALL = 100;

interface Paged<P> {
  page: number;
  limit: number;
  params: P;
  locale: Locale;
}

/** The other items of a list, without the one on the page. */
const others = <T extends { id: number }>(list: ListResult<T>, id: number): T[] =>
  list.data.filter((item) => item.id !== id).slice(0, RELATED_COUNT);

/** The content calls of the news features (spec §7 "System and content"). */
export function newsSource(api: ApiClient) {
  const items = lazyContentItemsApi(api);
  return {
    listNews: (
      { page, limit, params, locale }: Paged<{ product: NewsProduct }>,
      signal: AbortSignal,
    ) => items.listNews({ page, limit, product: params.product }, { locale, signal }),
    getNews: (slug: string, locale: Locale, signal: AbortSignal) =>
      items.getNews(slug, { locale, signal }),
    relatedNews: async (item: NewsDetail, locale: Locale, signal: AbortSignal) =>
      others(
        await items.listNews(
          { product: item.attrs.product, limit: RELATED_COUNT + 1 },
          { locale, signal },
        ),
        item.id,
      ),

    listDisclosures: (
      { page, limit, params, locale }: Paged<{ category?: string }>,
      signal: AbortSignal,
    ) => items.listDisclosures({ page, limit, category: params.category }, { locale, signal }),
    listDisclosureCategories: async (locale: Locale, signal: AbortSignal) =>
      (await items.listDisclosureCategories({ limit: ALL }, { locale, signal })).data,
    getDisclosure: (slug: string, locale: Locale, signal: AbortSignal) =>
      items.getDisclosure(slug, { locale, signal }),
    relatedDisclosures: async (item: DisclosureDetail, locale: Locale, signal: AbortSignal) =>
      others(
        await items.listDisclosures(
          { category: item.category?.id, limit: RELATED_COUNT + 1 },
          { locale, signal },
        ),
        item.id,
      ),

    listExchangeNews: (
      { page, limit, params, locale }: Paged<{ category?: string }>,
      signal: AbortSignal,
    ) => items.listSgdckNews({ page, limit, category: params.category }, { locale, signal }),
    listExchangeNewsCategories: async (locale: Locale, signal: AbortSignal) =>
      (await items.listSgdckCategories({ limit: ALL }, { locale, signal })).data,
    getExchangeNews: (slug: string, locale: Locale, signal: AbortSignal) =>
      items.getSgdckNews(slug, { locale, signal }),
    relatedExchangeNews: async (item: ExchangeNewsDetail, locale: Locale, signal: AbortSignal) =>
      others(
        await items.listSgdckNews(
          { category: item.category?.id, limit: RELATED_COUNT + 1 },
          { locale, signal },
        ),
        item.id,
      ),
  };
}

export type NewsSource = ReturnType<typeof newsSource>;
