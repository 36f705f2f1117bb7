import type { FastifyRequest } from 'fastify';
import type { Locale } from '@brokerage/shared/routing/routes.ts';

/**
 * The language of a request: `?locale=en` is English, anything else Vietnamese (spec §2).
 * Read from the raw query so it works for errors raised before or without schema validation
 * (unknown routes, rate limits, maintenance).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.locale === 'en' ? 'en' : 'vi';
}
