// The corporate site's content-list kit: every list and detail screen of the news, reports and
// services features is built from these, so paging, the URL, empty and failed states look and
// behave the same everywhere.

/**
 * A MobX store for one paged list: `load(page, params, locale)` aborts the previous request,
 * exposes `items`, `meta`, `isLoading`, `failure`, `isEmpty`, and turns a page past the end
 * (API 400 on `page`) into the last page (`refusedPage` says which page was refused).
 */
export {
  PagedListStore,
  isPagePastEnd,
  type PageLoader,
  type PageRequest,
  type PagedListStoreOptions,
} from './PagedListStore';
/**
 * A MobX store for a detail page: `open(slug, locale)`, `item`, `notFound` (404), and the
 * item's `related` list loaded after it.
 */
export {
  ContentDetailStore,
  type ContentDetailStoreOptions,
  type DetailLoader,
  type RelatedLoader,
} from './ContentDetailStore';
/** `?page=` of the URL: `{ page, setPage, replacePage }`; bad values read as page 1. */
export { useQueryPage, useQueryParam, parsePage, type QueryPage } from './useQueryPage';
/** Binds a PagedListStore to `?page=` (loads, cancels on leave, corrects a past-the-end URL). */
export { usePagedList } from './usePagedList';
/** Mantine pagination that writes `?page=` and labels every control; hidden for one page. */
export { ListPagination, type ListPaginationProps } from './ListPagination/ListPagination';
/** The spec's no-data message for an empty list. */
export { NoData, type NoDataProps } from './NoData/NoData';
/** Loading skeleton / error with retry / no data / the list, from a list store's flags. */
export {
  ListStatus,
  ListFailure,
  type ListState,
  type ListStatusProps,
} from './ListStatus/ListStatus';
/** Breadcrumb, h1, date, share button, body and an aside: the frame of every detail page. */
export {
  ContentDetailLayout,
  detailHeadProps,
  type ContentDetailLayoutProps,
  type Crumb,
} from './ContentDetailLayout/ContentDetailLayout';
/** Opens a ContentDetailStore for a slug: skeleton, 404/500 page, or the item's page. */
export {
  ContentDetailView,
  type ContentDetailViewProps,
} from './ContentDetailLayout/ContentDetailView';
/** The placeholder of a detail page while its item loads (sets the main layout). */
export { ContentDetailSkeleton } from './ContentDetailLayout/ContentDetailSkeleton';
/** The "related items" aside of a detail page. */
export {
  RelatedItems,
  type RelatedItem,
  type RelatedItemsProps,
} from './RelatedItems/RelatedItems';
/** Head, layout, breadcrumb, h1, summary and intro above a list (templates and list routes). */
export {
  ListPageFrame,
  listPageFrameProps,
  type ListPageFrameProps,
} from './ListPageFrame/ListPageFrame';
