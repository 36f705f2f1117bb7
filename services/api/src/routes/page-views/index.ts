import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { PageViewBodySchema } from '@brokerage/shared/validation/content.ts';
import { pageViewRateLimit } from '../../lib/security/form-rate-limit';
import { HttpError } from '../../lib/http/http-error';
import { normalizeSitePath } from '@brokerage/shared/routing/pathPolicy.ts';
import { COMMON_ERRORS, NO_CONTENT } from '../../lib/http/route-schemas';

/** Query strings and fragments can carry tokens or personal data; the referrer keeps its origin. */
const referrerWithoutQuery = (value: string) => value.split(/[?#]/)[0] ?? '';

export const pageViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: pageViewRateLimit(),
      schema: {
        tags: ['content'],
        summary: 'Record a page view',
        querystring: LocaleQuerySchema,
        body: PageViewBodySchema,
        response: { 204: NO_CONTENT, ...COMMON_ERRORS },
      },
    },
    async (request, reply) => {
      const { templateCode, referrer } = request.body;
      // The same spelling as redirect keys (no query or fragment), so views group per page.
      const path = normalizeSitePath(request.body.path);
      if (path === null) throw new HttpError(400, 'invalid_format', { field: 'path' });
      await app.repos.submissions.recordPageView({
        path,
        templateCode: templateCode ?? null,
        referrer: referrer ? referrerWithoutQuery(referrer) : null,
        locale: request.query.locale,
      });
      return reply.code(204).send();
    },
  );
};
