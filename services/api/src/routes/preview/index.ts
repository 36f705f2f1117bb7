import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocaleQuerySchema, dataEnvelope } from '@brokerage/shared/validation/common.ts';
import { PageSchema } from '@brokerage/shared/validation/content.ts';
import { safeLine } from '@brokerage/shared/validation/text.ts';
import { notFound } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND } from '../../lib/http/route-schemas';
import { tokenMatches } from '../../lib/security/tokens';

export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'A page (usually a draft) by id, with its preview token',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        querystring: LocaleQuerySchema.extend({ token: safeLine().min(1).max(200) }),
        response: { 200: dataEnvelope(PageSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const row = await app.repos.pages.findById(request.params.id);
      // Unknown page and wrong token look the same, so ids cannot be probed.
      if (!row || !tokenMatches(row.previewTokenHash, request.query.token))
        throw notFound('page_not_found');
      const page = await app.repos.pages.load(row, request.query.locale, true);
      if (!page) throw notFound('page_not_found');
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { data: page };
    },
  );
};
