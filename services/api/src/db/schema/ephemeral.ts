import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Short-lived shared state on the embedded default (lib/state/database.ts): fixed-window
 * counters, one-time codes and other values with an expiry. With REDIS_URL the same entries live
 * in Redis instead. An expired row counts as absent and is purged by later writes.
 */
export const ephemeralEntries = pgTable(
  'ephemeral_entries',
  {
    key: text('key').primaryKey(),
    /** A stored value (set/get/take); null for a counter. */
    value: text('value'),
    /** A counter's count in its window (increment); 0 for a value. */
    count: integer('count').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('ephemeral_entries_expires_at_ix').on(t.expiresAt)],
);
