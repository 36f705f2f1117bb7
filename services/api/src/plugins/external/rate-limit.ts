import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http/http-error';

/**
 * One generous global limit per client IP (behind the proxy, X-Forwarded-For from trusted
 * proxies). The plugin sets Retry-After; the error plugin writes the envelope.
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(fastifyRateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      errorResponseBuilder: () => new HttpError(429, 'rate_limited'),
    });
  },
  { name: 'rate-limit' },
);
