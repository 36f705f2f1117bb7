import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { LOCALES, type Locale } from '@brokerage/shared/routing/routes.ts';
import { LocaleSchema } from '@brokerage/shared/validation/common.ts';
import { type Seo } from '@brokerage/shared/validation/content.ts';
import { type ContentRef, type ContentType } from '@brokerage/shared/validation/contentItems.ts';
import { CONTENT_TYPES } from '@brokerage/shared/validation/contentTypes.ts';
import type { Db } from '../db/client';
import { contentItemTranslations, contentItems } from '../db/schema';
import { bindDb } from './bind-db';

/** Types listed newest first (by publication); the rest follow the CMS order (`sort`). */
export const DATED_TYPES: ReadonlySet<ContentType> = new Set<ContentType>([
  'news',
  'disclosure',
  'sgdck_news',
  'video',
  'annual_report',
  'financial_report',
  'governance_report',
  'analysis_report',
  'calendar_event',
]);

/**
 * The type of a type's categories (its items' parents). A `?category=` names one of these; for
 * types not listed it names any item that is the parent of at least one item of the type.
 */
export const CATEGORY_TYPE: Partial<Record<ContentType, ContentType>> = {
  disclosure: 'disclosure_category',
  sgdck_news: 'sgdck_category',
  khcn_service: 'khcn_service_category',
  instruct: 'instruct_category',
  faq: 'faq_category',
  analysis_report: 'analysis_report_category',
  leader: 'department',
};

/** Types whose items have a page of their own (`contentItemPath` is not null for them). */
export const PAGE_TYPES: readonly ContentType[] = CONTENT_TYPES.filter(
  (type) => contentItemPath({ type, slug: 'x', id: 1, product: 'company' }, 'vi') !== null,
);

export interface Paging {
  page: number;
  limit: number;
}

export interface ContentFilters {
  /** Only children of this item (a resolved category). */
  parentId?: number;
  outstanding?: boolean;
  /** `attrs.year`, or the year of publication (Vietnam time) for types without one. */
  year?: number;
  /** News product (`attrs.product`). */
  product?: string;
  /** Branches: `attrs.regionCode`. */
  region?: string;
  /** `attrs.stockSymbol`, any letter case. */
  stockSymbol?: string;
}

export interface ListOptions {
  types: readonly ContentType[];
  locale: Locale;
  filters?: ContentFilters;
  /** Without paging, every matching row (a department's members). */
  paging?: Paging;
  /** Only items whose parent is a published item of this type (analysis reports). */
  parentType?: ContentType;
  /** Overrides the type's usual order (all-content lists by id). */
  orderById?: boolean;
  /** Read body and SEO too (detail rows, e.g. a department's members); lists skip them. */
  withBody?: boolean;
}

export interface ContentRow {
  id: number;
  type: ContentType;
  slug: string;
  title: string;
  summary: string | null;
  image: string | null;
  outstanding: boolean;
  sort: number;
  attrs: Record<string, unknown>;
  publishedAt: Date;
  updatedAt: Date;
  category: ContentRef | null;
  /** The parent's attrs (an analysis report's category code). */
  parentAttrs: Record<string, unknown> | null;
  translations: { locale: Locale; slug: string }[];
  body: string | null;
  /** Null on list rows, which do not read it. */
  seo: Seo | null;
}

const item = contentItems;
const text = contentItemTranslations;
const parent = alias(contentItems, 'parent');
const parentText = alias(contentItemTranslations, 'parent_text');

/** Both languages' slugs of an item, read in the same query (a correlated subquery, no N+1). */
const translationsColumn = sql<unknown>`(
  select coalesce(json_agg(json_build_object('locale', x.locale, 'slug', x.slug)), '[]'::json)
  from ${contentItemTranslations} x where x.item_id = ${item.id})`;

const rowColumns = {
  id: item.id,
  type: item.type,
  slug: text.slug,
  title: text.title,
  summary: text.summary,
  image: item.image,
  outstanding: item.outstanding,
  sort: item.sort,
  // The language's own attributes win over the shared ones (translatable fields).
  attrs: sql<Record<string, unknown>>`${item.attrs} || coalesce(${text.attrs}, '{}'::jsonb)`,
  publishedAt: item.publishedAt,
  updatedAt: item.updatedAt,
  parentId: parent.id,
  parentType: parent.type,
  parentAttrs: parent.attrs,
  parentSlug: parentText.slug,
  parentTitle: parentText.title,
  translations: translationsColumn,
};
const detailColumns = { ...rowColumns, body: text.body, seo: text.seo };
/** List rows leave the body out: a page of long articles is mostly HTML nobody shows. */
const listColumns = {
  ...rowColumns,
  body: sql<string | null>`null`,
  seo: sql<Seo | null>`null`,
};

/** The rows of one query: the item, its text, its parent and the parent's text in a language. */
const selectRows = (db: Db, locale: Locale, parentType?: ContentType, withBody = true) => {
  const rows = db
    .select(withBody ? detailColumns : listColumns)
    .from(item)
    .innerJoin(text, eq(text.itemId, item.id));
  const parentOn = and(
    eq(parent.id, item.parentId),
    eq(parent.status, 'published'),
    parentType === undefined ? undefined : eq(parent.type, parentType),
  );
  const parentTextOn = and(eq(parentText.itemId, parent.id), eq(parentText.locale, locale));
  // Required (inner) when the list needs a parent of a type (analysis reports), else optional.
  return parentType === undefined
    ? rows.leftJoin(parent, parentOn).leftJoin(parentText, parentTextOn)
    : rows.innerJoin(parent, parentOn).innerJoin(parentText, parentTextOn);
};

type RawRow = Awaited<ReturnType<typeof selectRows>>[number];

function parseTranslations(value: unknown): { locale: Locale; slug: string }[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as unknown;
  if (!Array.isArray(list)) return [];
  return list
    .flatMap((entry: { locale?: unknown; slug?: unknown }) => {
      const locale = LocaleSchema.safeParse(entry.locale);
      return locale.success && typeof entry.slug === 'string'
        ? [{ locale: locale.data, slug: entry.slug }]
        : [];
    })
    .sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
}

function toRow(raw: RawRow): ContentRow {
  const category: ContentRef | null =
    raw.parentId !== null &&
    raw.parentType !== null &&
    raw.parentSlug !== null &&
    raw.parentTitle !== null
      ? { id: raw.parentId, type: raw.parentType, slug: raw.parentSlug, title: raw.parentTitle }
      : null;
  return {
    id: raw.id,
    type: raw.type,
    slug: raw.slug,
    title: raw.title,
    summary: raw.summary,
    image: raw.image,
    outstanding: raw.outstanding,
    sort: raw.sort,
    attrs: raw.attrs,
    publishedAt: raw.publishedAt,
    updatedAt: raw.updatedAt,
    category,
    parentAttrs: raw.parentAttrs,
    translations: parseTranslations(raw.translations),
    body: raw.body,
    seo: raw.seo,
  };
}

/** Published items of the types that have text in the locale; filters ride in the WHERE. */
function conditions({ types, locale, filters = {} }: ListOptions): SQL | undefined {
  const f = filters;
  return and(
    types.length === 1 ? eq(item.type, types[0]!) : inArray(item.type, [...types]),
    eq(item.status, 'published'),
    eq(text.locale, locale),
    f.parentId === undefined ? undefined : eq(item.parentId, f.parentId),
    f.outstanding === undefined ? undefined : eq(item.outstanding, f.outstanding),
    f.year === undefined
      ? undefined
      : sql`coalesce((${item.attrs}->>'year')::int,
          extract(year from ${item.publishedAt} at time zone 'Asia/Ho_Chi_Minh')::int) = ${f.year}`,
    f.product === undefined ? undefined : sql`${item.attrs}->>'product' = ${f.product}`,
    f.region === undefined ? undefined : sql`${item.attrs}->>'regionCode' = ${f.region}`,
    f.stockSymbol === undefined
      ? undefined
      : sql`upper(${item.attrs}->>'stockSymbol') = ${f.stockSymbol.toUpperCase()}`,
  );
}

function orderOf(options: ListOptions): SQL[] {
  if (options.orderById) return [asc(item.id)];
  return options.types.every((type) => DATED_TYPES.has(type))
    ? [desc(item.publishedAt), desc(item.id)]
    : [asc(item.sort), asc(item.id)];
}

/**
 * One page of items and the total: two queries whatever the page size (the parent, its text and
 * both slugs come in the same row).
 */
async function listContent(
  db: Db,
  options: ListOptions,
): Promise<{ items: ContentRow[]; total: number }> {
  const where = conditions(options);
  const ordered = selectRows(db, options.locale, options.parentType, options.withBody ?? false)
    .where(where)
    .orderBy(...orderOf(options));
  const { paging } = options;
  const raws = paging
    ? await ordered.limit(paging.limit).offset((paging.page - 1) * paging.limit)
    : await ordered;
  let total = raws.length;
  if (paging) {
    const counted = db
      .select({ total: count() })
      .from(item)
      .innerJoin(text, eq(text.itemId, item.id));
    const [row] = await (options.parentType === undefined
      ? counted.where(where)
      : counted
          .innerJoin(
            parent,
            and(
              eq(parent.id, item.parentId),
              eq(parent.status, 'published'),
              eq(parent.type, options.parentType),
            ),
          )
          .innerJoin(
            parentText,
            and(eq(parentText.itemId, parent.id), eq(parentText.locale, options.locale)),
          )
          .where(where));
    total = row?.total ?? 0;
  }
  return { items: raws.map(toRow), total };
}

const isId = (key: string) => /^\d{1,9}$/.test(key);

/**
 * The id an item key names: digits are an id; otherwise a slug of one of the types in either
 * language, the request language's first (the same slug may mean different items per language).
 */
function keyTarget(types: readonly ContentType[], key: string, locale: Locale): SQL {
  if (isId(key)) return sql`${Number(key)}`;
  return sql`(select x.item_id from ${contentItemTranslations} x
    where x.slug = ${key} and x.type in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )})
    order by (x.locale = ${locale}) desc, x.item_id limit 1)`;
}

/** The first published item (by id) of the types that `match` picks, with its text in the locale. */
async function firstContent(
  db: Db,
  types: readonly ContentType[],
  locale: Locale,
  match: SQL,
): Promise<ContentRow | null> {
  const [raw] = await selectRows(db, locale)
    .where(and(conditions({ types, locale }), match))
    .orderBy(asc(item.id))
    .limit(1);
  return raw ? toRow(raw) : null;
}

/**
 * One published item of the types by id or slug, with its text in the locale; null for an
 * unknown key, another type, a draft, or no text in that language.
 */
const findContent = (db: Db, types: readonly ContentType[], key: string, locale: Locale) =>
  firstContent(db, types, locale, sql`${item.id} = ${keyTarget(types, key, locale)}`);

/**
 * An item of the types by its slug in exactly one language (a site path carries the slug of
 * its own language), with its text in that language.
 */
const findContentBySlug = (db: Db, types: readonly ContentType[], slug: string, locale: Locale) =>
  firstContent(db, types, locale, eq(text.slug, slug));

/**
 * The id of the category a list filter names (id or slug of either language), or null when
 * there is none: a published item of the type's category type, or, for types without one, a
 * published parent of at least one item of the type.
 */
async function resolveCategory(
  db: Db,
  childType: ContentType,
  key: string,
  locale: Locale,
): Promise<number | null> {
  const categoryType = CATEGORY_TYPE[childType];
  const kind = categoryType
    ? eq(item.type, categoryType)
    : sql`exists (select 1 from ${contentItems} c where c.parent_id = ${item.id} and c.type = ${childType})`;
  const target = isId(key)
    ? sql`${Number(key)}`
    : sql`(select x.item_id from ${contentItemTranslations} x
        inner join ${contentItems} candidate on candidate.id = x.item_id
        where x.slug = ${key} and ${
          categoryType
            ? sql`candidate.type = ${categoryType}`
            : sql`exists (select 1 from ${contentItems} c where c.parent_id = candidate.id and c.type = ${childType})`
        }
        order by (x.locale = ${locale}) desc, x.item_id limit 1)`;
  const [row] = await db
    .select({ id: item.id })
    .from(item)
    .where(and(eq(item.status, 'published'), kind, sql`${item.id} = ${target}`))
    .limit(1);
  return row?.id ?? null;
}

/** An analysis-report category by its code (`attrs.code`), any letter case. */
async function findCategoryByCode(db: Db, type: ContentType, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: item.id })
    .from(item)
    .where(
      and(
        eq(item.type, type),
        eq(item.status, 'published'),
        sql`lower(${item.attrs}->>'code') = ${code.toLowerCase()}`,
      ),
    )
    .orderBy(asc(item.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The CMS content items (`content_items` and their translations) for every resource that lists
 * or shows them: news, services, organisation, analysis reports, site routes, instructions.
 */
export const contentRepository = (db: Db) =>
  bindDb(db, {
    list: listContent,
    find: findContent,
    findBySlug: findContentBySlug,
    resolveCategory,
    findCategoryByCode,
  });

export type ContentRepository = ReturnType<typeof contentRepository>;
