/**
 * What the SSO's logs and metrics (issue 11) need of their own: the process's logger, the route
 * patterns of its URLs and its duration buckets. The lines, request ids, counters and the
 * request wrapper are shared/src/server/observability.ts; GET /metrics answers on the SSO's own
 * listener (the proxy forwards only /sso/*, so it is never public).
 */
import {
  createHttpMetrics,
  createLogger,
  type HttpMetrics,
} from '@brokerage/shared/server/observability.ts';

/** The process's logger; server.ts sets its level from LOG_LEVEL. */
export const log = createLogger('info');

const STATIC_ROUTES = new Set([
  '/healthz',
  '/readyz',
  '/metrics',
  '/sso',
  '/sso/auth',
  '/sso/token',
  '/sso/me',
  '/sso/jwks',
  '/sso/session/end',
  '/sso/session/end/confirm',
  '/sso/session/end/success',
  '/sso/token/introspection',
  '/sso/token/revocation',
  '/sso/.well-known/openid-configuration',
]);
const PATTERNS: [RegExp, string][] = [
  [/^\/sso\/interaction\/[^/]+$/, '/sso/interaction/:uid'],
  [/^\/sso\/interaction\/[^/]+\/login$/, '/sso/interaction/:uid/login'],
  [/^\/sso\/interaction\/[^/]+\/abort$/, '/sso/interaction/:uid/abort'],
  [/^\/sso\/auth\/[^/]+$/, '/sso/auth/:uid'],
  [/^\/sso\/assets\/[^/]+$/, '/sso/assets/:file'],
];

/** The route pattern of a request URL (ids replaced), `unmatched` for anything else. */
export function routeOf(url: string): string {
  const pathname = (url.split('?', 1)[0] ?? '').replace(/(.)\/+$/, '$1');
  if (STATIC_ROUTES.has(pathname)) return pathname;
  for (const [pattern, route] of PATTERNS) if (pattern.test(pathname)) return route;
  return 'unmatched';
}

/** A login post verifies an argon2 hash: up to a second is normal. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const createMetrics = (): HttpMetrics => createHttpMetrics({ buckets: DURATION_BUCKETS });
