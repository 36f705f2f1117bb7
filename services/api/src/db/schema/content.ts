import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Seo } from '@brokerage/shared/validation/content.ts';
import type { ContentType } from '@brokerage/shared/validation/contentItems.ts';

/**
 * Every CMS content item (shared/validation `content-items.ts`): news, disclosures, exchange
 * news, videos, reports, services, fees, instructs, FAQs, departments and their people,
 * branches, regions, recent deals, calendar events and bond products. `parent_id` is the item's
 * category or parent (a disclosure's category, a leader's department…). `attrs` is parsed with
 * the type's schema on the way in (seed) and on the way out (routes).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<ContentType>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => contentItems.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    /** Highlighted on the home page (spec §7: home lists ask for outstanding 1). */
    outstanding: boolean('outstanding').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Card image URL. */
    image: text('image'),
    attrs: jsonb('attrs').$type<Record<string, unknown>>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('content_items_type_published_idx').on(t.type, t.publishedAt),
    index('content_items_parent_idx').on(t.parentId),
    check('content_items_status_ck', sql`${t.status} in ('published', 'draft')`),
  ],
);

export const contentItemTranslations = pgTable(
  'content_item_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** Copied from the item so slugs are unique per type and language. */
    type: text('type').$type<ContentType>().notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitised HTML. */
    body: text('body'),
    seo: jsonb('seo').$type<Seo>().notNull(),
    /**
     * Attributes whose text differs per language (a fee table's cells); merged over the item's
     * `attrs` when the item is read in this language.
     */
    attrs: jsonb('attrs').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('content_item_translations_type_locale_slug_uq').on(t.type, t.locale, t.slug),
    uniqueIndex('content_item_translations_item_locale_uq').on(t.itemId, t.locale),
    index('content_item_translations_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);
