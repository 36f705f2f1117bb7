import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' })
  .notNull()
  .defaultNow();

/** Messages from the contact page. The sender's IP is kept only as a keyed hash (abuse checks). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt,
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** One row per address; the address is stored lower-cased and unique in any letter case. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_uq').on(sql`lower(${t.email})`)],
);
