import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { SearchResultTypeSchema } from '@brokerage/shared/validation/search.ts';
import type { Db } from '../db/client';
import { bindDb } from './bind-db';
import { plainText, SEARCH_SOURCES, type SearchHit, type SearchSource } from './search-sources';

/** `%`, `_` and the escape character itself match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const HitRowSchema = z.object({
  type: SearchResultTypeSchema,
  id: z.coerce.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string().nullable(),
  slug: z.string(),
  template_code: z.string().nullable(),
  updated_ms: z.coerce.number(),
  // json: parsed by both drivers, but accept its text form too.
  ref: z.preprocess(
    (value) => (typeof value === 'string' ? JSON.parse(value) : value),
    z.record(z.string(), z.unknown()).nullable(),
  ),
  total: z.coerce.number().int(),
});
const RowsSchema = z.object({ rows: z.array(HitRowSchema) });

/** A hit and the page it links to; the route turns its text into a snippet. */
export interface LinkedHit extends SearchHit {
  url: string;
}

/** Every source's matching rows as one union; every value is a bound parameter. */
function unionOf(
  sources: readonly SearchSource[],
  keyword: string,
  locale: Locale,
  pattern = `%${escapeLike(keyword)}%`,
) {
  const match = { locale, keyword, pattern };
  return sql.join(
    sources.map((source) => sql`(${source.hits(match)})`),
    sql` union all `,
  );
}

/** A row as a hit with its URL in the request language. */
function linkedHit(
  row: z.infer<typeof HitRowSchema>,
  sources: readonly SearchSource[],
  locale: Locale,
): LinkedHit {
  const hit: SearchHit = {
    type: row.type,
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    slug: row.slug,
    templateCode: row.template_code,
    updatedAt: new Date(row.updated_ms),
    ref: row.ref,
  };
  const source = sources.find((s) => s.types.includes(hit.type));
  return { ...hit, url: source?.url(hit, locale) ?? '' };
}

/** A searchable document: a hit and its body as plain text (tags out, entities decoded). */
export interface SearchDocument extends LinkedHit {
  plainContent: string;
}

const DocumentRowsSchema = z.object({
  rows: z.array(HitRowSchema.omit({ total: true }).extend({ plain: z.string() })),
});

/**
 * Every published document a search in `locale` can find (the sources' rows for a pattern that
 * matches anything), for the index in memory (routes/search/search-index.ts).
 */
async function allDocuments(
  db: Db,
  locale: Locale,
  sources: readonly SearchSource[] = SEARCH_SOURCES,
): Promise<SearchDocument[]> {
  const union = unionOf(sources, '', locale, '%');
  const result = await db.execute(sql`
    select hits.*, ${plainText(sql`hits.content`)} as plain from (${union}) as hits`);
  return DocumentRowsSchema.parse(result).rows.map((row) => ({
    ...linkedHit({ ...row, total: 0 }, sources, locale),
    plainContent: row.plain,
  }));
}

export interface SearchOptions {
  keyword: string;
  locale: Locale;
  page: number;
  limit: number;
  sources?: readonly SearchSource[];
}

/**
 * One page of results across every source, title matches first, then by trigram similarity of
 * the title, newest first among equals. Every value reaches the database as a bound parameter.
 */
async function searchContent(
  db: Db,
  { keyword, locale, page, limit, sources = SEARCH_SOURCES }: SearchOptions,
): Promise<{ items: LinkedHit[]; total: number }> {
  const union = unionOf(sources, keyword, locale);
  const result = await db.execute(sql`
    select hits.*, (count(*) over ())::int as total
    from (${union}) as hits
    order by title_hit desc, score desc, updated_ms desc, type, id
    limit ${limit} offset ${(page - 1) * limit}`);
  const rows = RowsSchema.parse(result).rows;
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => linkedHit(row, sources, locale)),
  };
}

/** Total when the requested page is past the end (the window count is empty there). */
async function countContent(
  db: Db,
  { keyword, locale, sources = SEARCH_SOURCES }: Omit<SearchOptions, 'page' | 'limit'>,
): Promise<number> {
  const union = unionOf(sources, keyword, locale);
  const result = await db.execute(sql`select count(*)::int as total from (${union}) as hits`);
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number().int() })) }).parse(result).rows[0]
      ?.total ?? 0
  );
}

/** Site search across pages and content items (the sources in search-sources.ts). */
export const searchRepository = (db: Db) =>
  bindDb(db, { search: searchContent, count: countContent, documents: allDocuments });
