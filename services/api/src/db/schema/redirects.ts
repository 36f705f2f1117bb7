import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    /** Normalised by `normalizeRedirectPath` before insert and lookup. */
    path: text('path').notNull().unique(),
    target: text('target').notNull(),
    targetType: text('target_type', { enum: ['internal', 'file', 'external'] }).notNull(),
    /** Language of an internal target (from its path prefix); null for files and URLs. */
    locale: text('locale'),
    statusCode: integer('status_code').notNull().default(301),
    createdAt: createdAt(),
  },
  (t) => [
    check('redirects_status_code_ck', sql`${t.statusCode} in (301, 302)`),
    check('redirects_target_type_ck', sql`${t.targetType} in ('internal', 'file', 'external')`),
  ],
);
