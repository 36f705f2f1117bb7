import { buildPath, matchPath } from '@brokerage/shared/routing/paths.ts';
import { safeReturnPath } from '@brokerage/shared/routing/pathPolicy.ts';
import type { Locale, RouteId } from '@brokerage/shared/routing/routes.ts';

/** The account screens themselves: coming back to one after logging in would go round in a circle. */
const ACCOUNT_ENTRY_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'authenticatedUser',
  'login',
  'verifyOtpRecruitRegistration',
  'forgotPassword',
]);

/**
 * Where a login goes back to (`?redirectUrl=`, spec §2): a same-origin path of a recruitment
 * page only, query kept. An absolute or protocol-relative URL, a scheme, a backslash or a
 * control character (safeReturnPath), another site's page, or an account entry screen give the
 * portal's job list (`tuyen-dung`) instead.
 */
export function recruitReturnPath(input: unknown, locale: Locale): string {
  const fallback = buildPath('recruitment', locale);
  if (typeof input !== 'string' || input.trim() === '') return fallback;
  const safe = safeReturnPath(input, locale);
  const match = matchPath(safe.split(/[?#]/)[0] ?? '');
  if (match.kind !== 'route' || match.site !== 'recruitment') return fallback;
  if (ACCOUNT_ENTRY_ROUTES.has(match.route.id as RouteId)) return fallback;
  return safe;
}
