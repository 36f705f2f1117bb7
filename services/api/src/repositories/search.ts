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

/**
 * Site search across pages and content items (the sources in search-sources.ts): the documents
 * the index in memory answers from (routes/search/search-index.ts).
 */
export const searchRepository = (db: Db) => bindDb(db, { documents: allDocuments });
