import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LocaleQuerySchema,
  PagingQuerySchema,
  listEnvelope,
} from '@brokerage/shared/validation/common.ts';
import { COMMON_ERRORS, listPage } from '../../lib/http/route-schemas';

const OutboxQuerySchema = LocaleQuerySchema.extend(PagingQuerySchema.shape).extend({
  /** An e-mail address (any letter case) or a phone number as the forms store it. */
  to: z.string().trim().min(1).max(320),
});

const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  locale: z.string(),
  reference: z.string(),
  createdAt: z.date(),
});

/**
 * The development outbox (design §5): the e-mails and SMS that were not sent because SMTP_URL /
 * SMS_WEBHOOK_URL are not set. Registered only outside production (routes/index.ts).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages for one address or phone number, newest first (not in production)',
        querystring: OutboxQuerySchema,
        response: { 200: listEnvelope(OutboxMessageSchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { to, page, limit } = request.query;
      const recipient = to.includes('@') ? to.toLowerCase() : to.replace(/[\s.-]/g, '');
      const result = await app.repos.outbox.listFor(recipient, page, limit);
      return listPage(
        {
          items: result.items.map(({ recipient: address, ...row }) => ({ ...row, to: address })),
          total: result.total,
        },
        page,
        limit,
      );
    },
  );
};
