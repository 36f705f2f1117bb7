import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope } from '@brokerage/shared/validation/common.ts';
import { SearchQuerySchema, SearchResultSchema } from '@brokerage/shared/validation/search.ts';
import { COMMON_ERRORS, listPage } from '../../lib/http/route-schemas';
import type { LinkedHit } from '../../repositories/search';
import { buildSnippet } from './snippet';

/** A hit as the search page lists it: its text cut to a snippet around the keyword. */
const toResult = (hit: LinkedHit, keyword: string) => ({
  type: hit.type,
  id: hit.id,
  title: hit.title,
  summary: buildSnippet(keyword, hit.summary, hit.content),
  slug: hit.slug,
  templateCode: hit.templateCode,
  url: hit.url,
  updatedAt: hit.updatedAt.toISOString(),
});

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['content'],
        summary:
          'Site search over published content in the request language, with or without diacritics',
        querystring: SearchQuerySchema,
        response: { 200: listEnvelope(SearchResultSchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { keyword, locale, page, limit } = request.query;
      const result = await app.repos.search.search({ keyword, locale, page, limit });
      const items = result.items.map((hit) => toResult(hit, keyword));
      // An empty page has no window count, so the total past the end is counted apart.
      return listPage({ items, total: result.total }, page, limit, () =>
        app.repos.search.count({ keyword, locale }),
      );
    },
  );
};
