import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, locale } from './columns';

/** Messages from the contact page. The sender's IP is kept only as a keyed hash (abuse checks). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    locale: locale(),
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** One row per address; the address is stored lower-cased and unique in any letter case. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    locale: locale(),
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_uq').on(sql`lower(${t.email})`)],
);
