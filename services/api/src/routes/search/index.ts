import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResultSchema, listEnvelope } from '@brokerage/shared/validation';
import { COMMON_ERRORS, listPage } from '../../lib/http/route-schemas';
import { countContent, searchContent } from './search-query';

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
      const result = await searchContent(app.db, { keyword, locale, page, limit });
      // An empty page has no window count, so the total past the end is counted apart.
      return listPage(result, page, limit, () => countContent(app.db, { keyword, locale }));
    },
  );
};
