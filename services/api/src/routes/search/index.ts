import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SearchQuerySchema,
  SearchResultSchema,
  listEnvelope,
} from '@brokerage/shared/validation';
import { HttpError } from '../../lib/http-error';
import { COMMON_ERRORS, listMeta } from '../../lib/route-schemas';
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
      if (result.items.length === 0 && page > 1) {
        const total = await countContent(app.db, { keyword, locale });
        const totalPages = Math.max(1, Math.ceil(total / limit));
        // Past the end is the caller's mistake (issue "Bad input"); page 1 of nothing is not.
        throw new HttpError(400, 'too_big_number', { field: 'page', params: { maximum: totalPages } });
      }
      return { data: result.items, meta: listMeta(page, limit, result.total) };
    },
  );
};
