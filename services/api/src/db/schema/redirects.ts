import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, id } from './columns';

const TARGET_TYPES = ['internal', 'file', 'external'] as const;

export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    /** Normalised by `normalizeRedirectPath` before insert and lookup. */
    path: text('path').notNull().unique(),
    target: text('target').notNull(),
    targetType: text('target_type', { enum: TARGET_TYPES }).notNull(),
    /** Language of an internal target (from its path prefix); null for files and URLs. */
    locale: text('locale'),
    statusCode: integer('status_code').notNull().default(301),
    createdAt: createdAt(),
  },
  (t) => [
    check('redirects_status_code_ck', sql`${t.statusCode} in (301, 302)`),
    enumCheck('redirects_target_type_ck', t.targetType, TARGET_TYPES),
  ],
);
