import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  locale,
  og,
  ownerId,
  pageTexts,
  seo,
  sort,
  STATUSES,
  status,
  timestamps,
  enumCheck,
} from './columns';

export const pages = pgTable(
  'pages',
  {
    id: id(),
    templateCode: text('template_code').notNull(),
    /** Set for the pages fetched by key (`pages/static/{key}`) rather than by slug. */
    staticKey: text('static_key'),
    status: status(),
    /** sha256 of the preview token; the token itself is never stored. */
    previewTokenHash: text('preview_token_hash'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pages_static_key_uq').on(t.staticKey),
    enumCheck('pages_status_ck', t.status, STATUSES),
  ],
);

export const pageTranslations = pgTable(
  'page_translations',
  {
    id: id(),
    pageId: ownerId('page_id', () => pages.id),
    ...pageTexts(),
    /** Sanitised HTML. */
    content: text('content'),
    seo: seo(),
    og: og(),
  },
  (t) => [
    uniqueIndex('page_translations_locale_slug_uq').on(t.locale, t.slug),
    uniqueIndex('page_translations_page_locale_uq').on(t.pageId, t.locale),
    // Site search matches titles loosely (pg_trgm); created by the extensions migration first.
    index('page_translations_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** Blocks are per language: banners carry text baked into their images. */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    id: id(),
    pageId: ownerId('page_id', () => pages.id),
    locale: locale(),
    sort: sort(),
    type: text('type').notNull(),
    title: text('title'),
    content: text('content'),
  },
  (t) => [index('page_blocks_page_locale_idx').on(t.pageId, t.locale)],
);

export const pageBlockItems = pgTable(
  'page_block_items',
  {
    id: id(),
    blockId: ownerId('block_id', () => pageBlocks.id),
    sort: sort(),
    title: text('title').notNull(),
    description: text('description'),
    image: text('image'),
    icon: text('icon'),
    link: text('link'),
    target: text('target', { enum: ['_self', '_blank'] })
      .notNull()
      .default('_self'),
  },
  (t) => [index('page_block_items_block_idx').on(t.blockId)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    templateCode: text('template_code'),
    referrer: text('referrer'),
    locale: locale(),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_path_idx').on(t.path)],
);
