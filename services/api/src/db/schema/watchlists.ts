import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ownerId, timestamps } from './columns';
import { customers } from './customers';

/**
 * A logged-in customer's watchlists (issue 27 item 2; shared/validation/watchlists.ts has the
 * limits: 10 lists of 50 symbols). `symbols` is the list in the customer's order; `position`
 * orders the lists. The limits are kept by the repository under a lock of the customer's row.
 */
export const customerWatchlists = pgTable(
  'customer_watchlists',
  {
    id: id(),
    customerId: ownerId('customer_id', () => customers.id),
    name: text('name').notNull(),
    symbols: jsonb('symbols')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('customer_watchlists_customer_idx').on(t.customerId, t.position),
    check('customer_watchlists_symbols_ck', sql`jsonb_typeof(${t.symbols}) = 'array'`),
  ],
);
