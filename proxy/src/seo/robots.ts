import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { LOCALES, ROUTES, type RouteDef, type RouteId } from '@brokerage/shared/routing/routes.ts';

/**
 * Table routes crawlers are kept out of, beyond the recruitment screens that need a
 * recruitment login (`recruitAuth`, derived from the table so new ones are covered):
 * - `loginSso`: the SSO hand-off screen; it only redirects, and with a crawler it would start
 *   an OpenID Connect round trip for nothing.
 * - `verifyOtpRecruitRegistration`: the middle of the candidate sign-up, useless without the
 *   code sent a moment before.
 * - `transactionRegister`, `bondIndividualsInfo`, `completeRegisterBondTrading`: later steps of
 *   the eKYC and bond flows. Their first pages (`ekyc`, `registerBondTrading`) stay crawlable:
 *   they are the landing pages people search for; the steps after them hold a visitor's
 *   personal data and make no sense on their own.
 * - `searchResults`: internal search result pages are endless thin content (search engines'
 *   own guidelines ask sites to block them).
 */
export const PRIVATE_ROUTE_IDS: ReadonlySet<RouteId> = new Set<RouteId>([
  'loginSso',
  'verifyOtpRecruitRegistration',
  'transactionRegister',
  'bondIndividualsInfo',
  'completeRegisterBondTrading',
  'searchResults',
]);

/** Whether robots.txt keeps crawlers out of a route (and so the sitemap must not list it). */
export function isPrivateRoute(route: RouteDef): boolean {
  return route.recruitAuth === true || PRIVATE_ROUTE_IDS.has(route.id as RouteId);
}

/** Prefixes that are no pages: the API (except its public files), health, services. */
const DISALLOWED_PREFIXES = ['/api/', '/healthz', '/priceboard/', '/sso/'];

/**
 * robots.txt for the origin. Route paths are anchored (`$` for the bare path, `?` for the
 * same path with a query) because robots rules are prefixes: `/dang-ky-giao-dich` alone would
 * also block the bond landing page `/dang-ky-giao-dich-trai-phieu` and any CMS slug that
 * happens to start the same way. `Allow: /api/v1/files/` is longer than `Disallow: /api/`,
 * so it wins (RFC 9309 §2.2.2): reports, banners and og:images stay fetchable. Site bundles
 * under `/_site/` stay allowed too: crawlers render the pages with them.
 */
export function renderRobots(origin: string | undefined): string {
  const routeRules = ROUTES.filter((route) => isPrivateRoute(route)).flatMap((route) =>
    LOCALES.flatMap((locale) => {
      const path = buildPath(route.id as RouteId, locale);
      return [`Disallow: ${path}$`, `Disallow: ${path}?`];
    }),
  );
  return [
    '# Chứng khoán An Phát / An Phat Securities',
    'User-agent: *',
    'Allow: /',
    'Allow: /api/v1/files/',
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '# Screens behind a login, mid-flow steps of sign-ups, internal search results',
    ...routeRules,
    ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}
