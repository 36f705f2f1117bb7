import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@brokerage/shared/routing/core';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  NEWSLETTER_ALREADY_SUBSCRIBED,
  NewsletterBodySchema,
  NewsletterCreatedSchema,
  dataEnvelope,
} from '@brokerage/shared/validation';
import { newsletterSubscriptions } from '../../db/schema';
import { formRateLimit } from '../../lib/form-rate-limit';
import { HttpError } from '../../lib/http-error';
import { hashIp } from '../../lib/ip-hash';
import { COMMON_ERRORS } from '../../lib/route-schemas';
import { findSettings } from '../systems/general';

/** Spec §9; the settings row can override it. */
const DEFAULT_HOTLINE = '1900 98 9999';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  async function hotline(locale: Locale): Promise<string> {
    const settings = await findSettings(app.db, locale);
    return settings?.hotline.trim() || DEFAULT_HOTLINE;
  }

  app.post(
    '/',
    {
      config: formRateLimit(app),
      schema: {
        tags: ['forms'],
        summary: 'Subscribe an email address to the newsletter',
        querystring: LocaleQuerySchema,
        body: NewsletterBodySchema,
        response: {
          201: dataEnvelope(NewsletterCreatedSchema),
          409: ApiErrorBodySchema.describe('Already subscribed (any letter case)'),
          ...COMMON_ERRORS,
        },
      },
    },
    async (request, reply) => {
      await app.recaptcha.assertHuman(request.body.grecaptcha_token, request.ip);
      // The unique index on lower(email) decides, so two racing signups cannot both succeed.
      const [row] = await app.db
        .insert(newsletterSubscriptions)
        .values({
          email: request.body.email.toLowerCase(),
          locale: request.query.locale,
          ipHash: hashIp(app.config.ipHashSecret, request.ip),
        })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      if (!row) {
        throw new HttpError(409, NEWSLETTER_ALREADY_SUBSCRIBED, {
          field: 'email',
          params: { hotline: await hotline(request.query.locale) },
        });
      }
      return reply.code(201).send({ data: { id: row.id } });
    },
  );
};
