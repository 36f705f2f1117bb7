import type { Locale } from './routes';
import { buildPath } from './paths';
import type { RouteId } from './routes';

/**
 * Spec §2 "Content link targets": which page shows a content item of a server type. Types not
 * listed have no page of their own (videos open a modal, reports open their file, FAQs expand in
 * place). One table for the API (search results, all-content, sitemap) and the sites.
 */
const DETAIL_ROUTES: Record<string, RouteId> = {
  disclosure: 'disclosureNewsDetail',
  disclosure_category: 'disclosureNews',
  sgdck_news: 'sgdckNewsDetail',
  sgdck_category: 'sgdckNews',
  khcn_service: 'individualCustomerDetail',
  khcn_service_category: 'individualCustomer',
  khtc_service: 'organizeCustomer',
  nhdt_service: 'bankInvestmentDetail',
  nhdt_business: 'bankInvestment',
  fee: 'transactionFee',
  instruct: 'transactionSupportDetail',
  department: 'departmentDetail',
};

/**
 * Routes that also show an item picked by its slug while its own page is elsewhere (the
 * departments page opens a department's tab; its page is the department detail).
 */
const SLUG_VIEW_ROUTES: Record<string, string> = {
  departments: 'department',
};

/** The type of item a route views by slug without being its page, if it is such a route. */
export function slugViewType(routeId: string): string | undefined {
  return SLUG_VIEW_ROUTES[routeId];
}

/** Spec §2 list types → the type of item they list (so a list row links to its detail page). */
export const LIST_TYPE_CONTENT: Record<string, string> = {
  individual_customer_services: 'khcn_service',
  htgd_instructs: 'instruct',
  htgd_fees: 'fee',
  news: 'news',
  sgdck_news: 'sgdck_news',
  disclosures: 'disclosure',
  khtc_services: 'khtc_service',
  nhdt_services: 'nhdt_service',
  nhdt_business: 'nhdt_business',
};

export interface ContentPathItem {
  type: string;
  slug: string;
  id?: number;
  /** News only: the item's product (company, stock, bond, derivative, fund). */
  product?: string;
}

/** The page of a content item in a language, or null when its type has no page. */
export function contentItemPath(item: ContentPathItem, locale: Locale): string | null {
  if (item.type === 'news') {
    if (!item.product) return null;
    return buildPath(`newsDetail:${item.product}` as RouteId, locale, { slug: item.slug });
  }
  if (item.type === 'analysis_report' && item.id !== undefined) {
    return buildPath('analysisReports', locale, { id: item.id });
  }
  const route = DETAIL_ROUTES[item.type];
  return route ? buildPath(route, locale, { slug: item.slug }) : null;
}

/** The content types whose items a route shows by slug (the reverse of the table above). */
export function contentTypesForRoute(routeId: string): string[] {
  if (routeId.startsWith('newsDetail:')) return ['news'];
  const own = Object.entries(DETAIL_ROUTES)
    .filter(([, route]) => route === routeId)
    .map(([type]) => type);
  const view = SLUG_VIEW_ROUTES[routeId];
  return view ? [...own, view] : own;
}

/**
 * Routes whose slug names a recruitment record (a job posting, a why-join-us post) rather than a
 * content item: the API's `content-routes/resolve` knows them too, so an unknown slug is a 404.
 */
export const RECRUITMENT_SLUG_ROUTES: readonly string[] = [
  'recruitmentDetails',
  'joinReasonDetail',
];

/** Does only the API know whether this route's slug names something? */
export const isResolvedBySlug = (routeId: string): boolean =>
  contentTypesForRoute(routeId).length > 0 || RECRUITMENT_SLUG_ROUTES.includes(routeId);
