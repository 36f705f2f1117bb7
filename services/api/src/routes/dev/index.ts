import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LocaleQuerySchema,
  PagingQuerySchema,
  listEnvelope,
} from '@brokerage/shared/validation/common.ts';
import { createPeerAllowList } from '@brokerage/shared/server/observability.ts';
import { COMMON_ERRORS, listPage } from '../../lib/http/route-schemas';
import { sendDueReminders } from '../../lib/recruitment/reminders';
import { SITE_FEATURES } from '../../lib/bonds/products';
import { publishContentChanged } from '../../lib/state/content-changed';

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
  /** An e-mail's attachments, by file name (the files are not kept). */
  attachments: z.array(z.string()),
  createdAt: z.date(),
});

/** 127.0.0.0/8, ::1 and ::ffff:127.x: a client on this machine. */
const isLoopback = createPeerAllowList([]);

/**
 * The client and every hop the request names are on this machine. `request.ip` is the visitor's
 * address the trusted proxy forwards (the proxy itself always connects from loopback); the
 * header is checked as well because with TRUST_PROXY=none every visitor through the local proxy
 * would have the proxy's loopback address.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return isLoopback(request.ip) && hops.every((hop) => isLoopback(hop));
}

/**
 * The development outbox (design §5): the e-mails and SMS that were not sent because SMTP_URL /
 * SMS_WEBHOOK_URL are not set. Registered only with DEV_OUTBOX (routes/index.ts), and even then
 * only a client on this machine sees it; anyone else gets the 404 of an unknown route, so
 * nothing tells them the route is there.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
  });

  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Messages for one address or phone number, newest first (only with DEV_OUTBOX, for loopback clients)',
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

  app.post(
    '/recruitment/reminders/run',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Run one sweep of the job reminders as of `now` (default: the clock), to move the clock in e2e tests (only with DEV_OUTBOX, for loopback clients)',
        body: z
          .object({ now: z.iso.datetime({ offset: true }).optional() })
          .nullish()
          .transform((v) => v ?? {}),
        response: {
          200: z.object({ data: z.object({ sent: z.number().int() }) }),
          ...COMMON_ERRORS,
        },
      },
    },
    async (request) => {
      const now = request.body.now ? new Date(request.body.now) : app.now();
      return { data: { sent: await sendDueReminders(app, now) } };
    },
  );

  app.put(
    '/features/:code',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Turn a site feature flag on or off at run time, e.g. `bondRegistration`; `systems/general` says so at once (only with DEV_OUTBOX, for loopback clients)',
        params: z.object({ code: z.enum(SITE_FEATURES) }),
        body: z.object({ enabled: z.boolean() }),
        response: {
          200: z.object({ data: z.object({ code: z.string(), enabled: z.boolean() }) }),
          ...COMMON_ERRORS,
        },
      },
    },
    async (request) => {
      const { code } = request.params;
      await app.repos.bonds.setFeature(code, request.body.enabled, app.now());
      // systems/general is a cached public answer: this replica drops it now, the others hear it.
      app.contentCache.invalidate();
      await publishContentChanged(app.state, `dev:features:${code}`, app.now());
      return { data: { code, enabled: request.body.enabled } };
    },
  );
};
