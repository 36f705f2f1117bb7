import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LocaleQuerySchema, dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  NewsletterBodySchema,
  NewsletterCreatedSchema,
} from '@brokerage/shared/validation/contact.ts';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { hashIp } from '../../lib/security/ip-hash';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: formRateLimit(app),
      schema: {
        tags: ['forms'],
        summary: 'Subscribe an email address to the newsletter',
        description:
          'A new address and one already subscribed (any letter case) get the same 202: the answer must not tell anyone whether an address is on the list (issue 9).',
        querystring: LocaleQuerySchema,
        body: NewsletterBodySchema,
        response: {
          202: dataEnvelope(NewsletterCreatedSchema),
          ...COMMON_ERRORS,
        },
      },
    },
    async (request, reply) => {
      await app.recaptcha.assertHuman(request.body.grecaptcha_token, request.ip);
      const email = request.body.email.toLowerCase();
      const created = await app.repos.submissions.subscribe({
        email,
        locale: request.query.locale,
        ipHash: hashIp(app.config.ipHashSecret, request.ip),
      });
      // Only a new address is welcomed, by e-mail to that address: the answer stays the same.
      if (created) {
        await app.jobs
          .send('mail.send', {
            template: 'newsletter.welcome',
            to: email,
            locale: request.query.locale,
            params: {},
          })
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'newsletter welcome not queued'),
          );
      }
      return reply.code(202).send({ data: { subscribed: true as const } });
    },
  );
};
