import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import { ContactBodySchema, ContactCreatedSchema } from '@brokerage/shared/validation/contact.ts';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { hashIp } from '../../lib/security/ip-hash';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: formRateLimit(app),
      schema: {
        tags: ['forms'],
        summary: 'Send a message from the contact page',
        querystring: LocaleQuerySchema,
        body: ContactBodySchema,
        response: {
          201: dataEnvelope(ContactCreatedSchema),
          ...COMMON_ERRORS,
          400: ApiErrorBodySchema.describe(
            'Validation failed (one error per field) or reCAPTCHA rejected',
          ),
        },
      },
    },
    async (request, reply) => {
      const { grecaptcha_token: token, ...body } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const id = await app.repos.submissions.createContactMessage({
        fullName: body.fullName,
        email: body.email,
        phone: body.phone,
        subject: body.subject ?? null,
        message: body.message,
        locale: request.query.locale,
        ipHash: hashIp(app.config.ipHashSecret, request.ip),
      });
      // The acknowledgement goes through the mail job (never sent inline); a queue that
      // cannot take it must not lose the stored message, so it is logged, not answered.
      await app.jobs
        .send('mail.send', {
          template: 'contact.received',
          to: body.email,
          locale: request.query.locale,
          params: { fullName: body.fullName, subject: body.subject ?? null },
        })
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'contact acknowledgement not queued'),
        );
      return reply.code(201).send({ data: { id } });
    },
  );
};
