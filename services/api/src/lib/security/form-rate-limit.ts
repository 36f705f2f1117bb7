import type { FastifyInstance } from 'fastify';

/**
 * The tight per-client limit of the public form posts (contact, newsletter), on top of the
 * general one. Each route counts on its own; the rate-limit plugin answers 429 with Retry-After.
 */
export const formRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.rateLimit.formMax, timeWindow: app.config.rateLimit.windowMs },
});

/** Page-view beacons: one per navigation, so 60 a minute per client is plenty for a person. */
export const pageViewRateLimit = () => ({ rateLimit: { max: 60, timeWindow: 60_000 } });

/**
 * Customer logins and SSO starts (`AUTH_RATE_LIMIT_MAX`, default 30 a minute per client): far
 * above what a person needs and keeps token minting cheap to defend; wrong passwords are
 * limited further by the lockout.
 */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.rateLimit.authMax, timeWindow: 60_000 },
});

/** Report downloads by logged-in customers: a reader opens a handful a minute. */
export const downloadRateLimit = (app: FastifyInstance) => authRateLimit(app);
