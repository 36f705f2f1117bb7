import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LocaleQuerySchema,
  PagingQuerySchema,
  dataEnvelope,
  listEnvelope,
} from '@brokerage/shared/validation/common.ts';
import { PageSchema, PageSummarySchema } from '@brokerage/shared/validation/content.ts';
import { safeLine } from '@brokerage/shared/validation/text.ts';
import { notFound } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, listMeta, PUBLIC_CONTENT } from '../../lib/http/route-schemas';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staticPage = async (key: string, locale: 'vi' | 'en') => {
    const row = await app.repos.pages.findStatic(key);
    const page = row && (await app.repos.pages.load(row, locale));
    if (!page) throw notFound('page_not_found');
    return { data: page };
  };

  app.get(
    '/static/home-page',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: ['content'],
        summary: 'The home page (template HOME) with its blocks',
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(PageSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    (request) => staticPage('home-page', request.query.locale),
  );

  app.get(
    '/static/all',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: ['content'],
        summary: 'Every published page in the language (slugs and templates)',
        querystring: LocaleQuerySchema.extend(PagingQuerySchema.shape),
        response: { 200: listEnvelope(PageSummarySchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale, page, limit } = request.query;
      const result = await app.repos.pages.list(locale, { page, limit });
      return { data: result.items, meta: listMeta(page, limit, result.total) };
    },
  );

  app.get(
    '/static/:key',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: ['content'],
        summary: 'Intro content of a site’s first page: analysis-center, recruitment, ekyc',
        params: z.object({ key: safeLine().min(1).max(100) }),
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(PageSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    (request) => staticPage(request.params.key, request.query.locale),
  );

  app.get(
    '/:slug',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: ['content'],
        summary: 'A published CMS page by its slug in the request language',
        params: z.object({ slug: safeLine().min(1).max(300) }),
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(PageSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const found = await app.repos.pages.findBySlug(request.params.slug.toLowerCase(), locale);
      const page = found && (await app.repos.pages.load(found.page, locale, false, found.texts));
      if (!page) throw notFound('page_not_found');
      return { data: page };
    },
  );
};
