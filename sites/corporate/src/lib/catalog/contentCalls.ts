// The shapes of a feature's content calls over createContentItemsApi (shared/api), so that each
// feature's api module says only which endpoint and which filter: `(api, call)` for a whole
// short catalog, `(api, key, call)` for one of its items, and the PagedListStore and
// ContentDetailStore shapes of the paged content lists (news, reports, calendar, videos).
import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { PageRequest } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { listAll, type CallContext, type PagedCall } from './listAll';

/** The content endpoints bound to a client. */
export type ContentItems = ReturnType<typeof createContentItemsApi>;

/** What a list endpoint is called with: a page and a filter of its own, the language and signal. */
type ListCall<T, Q> = (
  params: Q & { page?: number; limit?: number },
  options: CallContext,
) => Promise<ListResult<T>>;

/** Items beside a detail page (spec: same product or category, 4). */
const RELATED_COUNT = 4;
/** Category lists are short; one page of 100 is all of them. */
const ALL = 100;

/** Every item of a short catalog (services, guides, deals…), all its pages (listAll). */
export const allItems =
  <T>(pick: (items: ContentItems) => PagedCall<T>) =>
  (api: ApiClient, call: CallContext): Promise<T[]> =>
    listAll(pick(createContentItemsApi(api)), call);

/** Every item of one part of a catalog (a category's services), all its pages. */
export const allItemsOf =
  <T, K>(pick: (items: ContentItems, key: K) => PagedCall<T>) =>
  (api: ApiClient, key: K, call: CallContext): Promise<T[]> =>
    listAll(pick(createContentItemsApi(api), key), call);

/** One item of a catalog by slug; 404 when there is none. */
export const itemByKey =
  <T>(pick: (items: ContentItems) => (key: string, call: CallContext) => Promise<T>) =>
  (api: ApiClient, key: string, call: CallContext): Promise<T> =>
    pick(createContentItemsApi(api))(key, call);

/** One page of a paged list (a PagedListStore's loader); `filter` maps the store's params. */
export const pageOfItems =
  <T, P, Q extends object>(
    pick: (items: ContentItems) => ListCall<T, Q>,
    filter: (params: P) => Q,
  ) =>
  (
    api: ApiClient,
    { page, limit, params, locale }: PageRequest<P>,
    signal: AbortSignal,
  ): Promise<ListResult<T>> =>
    pick(createContentItemsApi(api))({ page, limit, ...filter(params) }, { locale, signal });

/** A list's categories, all of them (one page of 100). */
export const allCategories =
  <T>(pick: (items: ContentItems) => ListCall<T, object>) =>
  async (api: ApiClient, locale: Locale, signal: AbortSignal): Promise<T[]> =>
    (await pick(createContentItemsApi(api))({ limit: ALL }, { locale, signal })).data;

/** One item of a paged list by slug (a ContentDetailStore's loader). */
export const itemBySlug =
  <T>(pick: (items: ContentItems) => (slug: string, call: CallContext) => Promise<T>) =>
  (api: ApiClient, slug: string, locale: Locale, signal: AbortSignal): Promise<T> =>
    pick(createContentItemsApi(api))(slug, { locale, signal });

/** The newest items of the same list and filter as `item` (its product, its category), without it. */
export const relatedItems =
  <T extends { id: number }, D extends { id: number }, Q extends object>(
    pick: (items: ContentItems) => ListCall<T, Q>,
    filter: (item: D) => Q,
  ) =>
  async (api: ApiClient, item: D, locale: Locale, signal: AbortSignal): Promise<T[]> => {
    const list = await pick(createContentItemsApi(api))(
      { ...filter(item), limit: RELATED_COUNT + 1 },
      { locale, signal },
    );
    return list.data.filter((other) => other.id !== item.id).slice(0, RELATED_COUNT);
  };
