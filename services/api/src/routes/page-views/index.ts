import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LocaleQuerySchema, PageViewBodySchema } from '@brokerage/shared/validation';
import { pageViews } from '../../db/schema';
import { COMMON_ERRORS, NO_CONTENT } from '../../lib/route-schemas';

/** Query strings and fragments can carry tokens or personal data; only the path is kept. */
const withoutQuery = (value: string) => value.split(/[?#]/)[0] ?? '';

export const pageViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['content'],
        summary: 'Record a page view',
        querystring: LocaleQuerySchema,
        body: PageViewBodySchema,
        response: { 204: NO_CONTENT, ...COMMON_ERRORS },
      },
    },
    async (request, reply) => {
      const { path, templateCode, referrer } = request.body;
      await app.db.insert(pageViews).values({
        path: withoutQuery(path),
        templateCode: templateCode ?? null,
        referrer: referrer ? withoutQuery(referrer) : null,
        locale: request.query.locale,
      });
      return reply.code(204).send();
    },
  );
};
