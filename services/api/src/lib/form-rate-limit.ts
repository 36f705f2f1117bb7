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
