import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, enumCheck, id } from './columns';

export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;

/**
 * The development outbox (design §5): with no SMTP_URL / SMS_WEBHOOK_URL outside production,
 * the mail and SMS jobs write here instead, and `GET /api/v1/dev/outbox?to=` lists them. Kept
 * 7 days (the retention job).
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: id(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** The e-mail address (lower case) or phone number the message was for. */
    recipient: text('recipient').notNull(),
    /** Null for an SMS. */
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    locale: text('locale').notNull(),
    /** The job that sent it. */
    reference: text('reference').notNull(),
    /** The file names of an e-mail's attachments (the files themselves are not kept). */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('dev_outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('dev_outbox_created_at_idx').on(t.createdAt),
    enumCheck('dev_outbox_channel_ck', t.channel, OUTBOX_CHANNELS),
  ],
);

/**
 * A job that failed for good (every retry used): what it was, why, how often it was tried. The
 * payload keeps only what is needed to look into it (lib/jobs catalogue `redact`). Kept 90 days.
 */
export const jobFailures = pgTable(
  'job_failures',
  {
    id: id(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (t) => [index('job_failures_failed_at_idx').on(t.failedAt)],
);
