import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocaleQuerySchema, dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  RedirectSchema,
  SystemGeneralSchema,
  TranslationTreeSchema,
} from '@brokerage/shared/validation/content.ts';
import { safeLine } from '@brokerage/shared/validation/text.ts';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import { loadGeneral } from './general';
import { resolveRedirect } from './redirects';
import { loadTranslations } from './translations';

export const systemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/general',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: ['system'],
        summary: 'Site settings: brand, locales, SEO and OG defaults',
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(SystemGeneralSchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const general = await loadGeneral(app, request.query.locale);
      // Settings are seeded on first start; missing ones mean a broken database.
      if (!general) throw new Error(`no system settings for locale ${request.query.locale}`);
      return { data: general };
    },
  );

  app.get(
    '/fe-translations',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: ['system'],
        summary: 'Server overrides of the sites’ translation files, by namespace',
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(z.record(z.string(), TranslationTreeSchema)),
          ...COMMON_ERRORS,
        },
      },
    },
    async (request) => ({ data: await loadTranslations(app, request.query.locale) }),
  );

  app.get(
    '/redirects/show',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: ['system'],
        summary: 'Where an unknown site path redirects (chains followed, at most 5 hops)',
        querystring: LocaleQuerySchema.extend({ path: safeLine().min(1).max(2000) }),
        response: { 200: dataEnvelope(RedirectSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => ({ data: await resolveRedirect(app, request.query.path) }),
  );
};
