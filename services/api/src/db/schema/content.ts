import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ContentType } from '@brokerage/shared/validation/contentItems.ts';
import {
  at,
  enumCheck,
  id,
  ownerId,
  pageTexts,
  seo,
  sort,
  status,
  STATUSES,
  timestamps,
} from './columns';

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
    id: id(),
    type: text('type').$type<ContentType>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => contentItems.id, {
      onDelete: 'set null',
    }),
    status: status(),
    /** Highlighted on the home page (spec §7: home lists ask for outstanding 1). */
    outstanding: boolean('outstanding').notNull().default(false),
    sort: sort(),
    /** Card image URL. */
    image: text('image'),
    attrs: jsonb('attrs').$type<Record<string, unknown>>().notNull().default({}),
    publishedAt: at('published_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('content_items_type_published_idx').on(t.type, t.publishedAt),
    index('content_items_parent_idx').on(t.parentId),
    enumCheck('content_items_status_ck', t.status, STATUSES),
  ],
);

export const contentItemTranslations = pgTable(
  'content_item_translations',
  {
    id: id(),
    itemId: ownerId('item_id', () => contentItems.id),
    /** Copied from the item so slugs are unique per type and language. */
    type: text('type').$type<ContentType>().notNull(),
    ...pageTexts(),
    /** Sanitised HTML. */
    body: text('body'),
    seo: seo(),
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
