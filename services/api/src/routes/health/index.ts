import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema, dataEnvelope } from '@brokerage/shared/validation/common.ts';
import { HttpError } from '../../lib/http/http-error';

/** Liveness plus a database round trip; open during maintenance and never rate limited. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Health check',
        response: {
          200: dataEnvelope(z.object({ status: z.literal('ok') })),
          503: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      try {
        await app.repos.systems.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'service_unavailable');
      }
      return { data: { status: 'ok' as const } };
    },
  );
};
