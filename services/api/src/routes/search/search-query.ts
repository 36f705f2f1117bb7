import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/core';
import { SearchResultTypeSchema, type SearchResult } from '@brokerage/shared/validation';
import type { Db } from '../../db/client';
import { buildSnippet } from './snippet';
import { SEARCH_SOURCES, type SearchHit, type SearchSource } from './sources';

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
export async function searchContent(
  db: Db,
  { keyword, locale, page, limit, sources = SEARCH_SOURCES }: SearchOptions,
): Promise<{ items: SearchResult[]; total: number }> {
  const match = { locale, keyword, pattern: `%${escapeLike(keyword)}%` };
  const union = sql.join(
    sources.map((source) => sql`(${source.hits(match)})`),
    sql` union all `,
  );
  const result = await db.execute(sql`
    select hits.*, (count(*) over ())::int as total
    from (${union}) as hits
    order by title_hit desc, score desc, updated_ms desc, type, id
    limit ${limit} offset ${(page - 1) * limit}`);
  const rows = RowsSchema.parse(result).rows;
  const byType = new Map(
    sources.flatMap((source) => source.types.map((type) => [type, source] as const)),
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => {
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
      return {
        type: hit.type,
        id: hit.id,
        title: hit.title,
        summary: buildSnippet(keyword, hit.summary, hit.content),
        slug: hit.slug,
        templateCode: hit.templateCode,
        url: byType.get(hit.type)?.url(hit, locale) ?? '',
        updatedAt: hit.updatedAt.toISOString(),
      };
    }),
  };
}

/** Total when the requested page is past the end (the window count is empty there). */
export async function countContent(
  db: Db,
  { keyword, locale, sources = SEARCH_SOURCES }: Omit<SearchOptions, 'page' | 'limit'>,
): Promise<number> {
  const match = { locale, keyword, pattern: `%${escapeLike(keyword)}%` };
  const union = sql.join(
    sources.map((source) => sql`(${source.hits(match)})`),
    sql` union all `,
  );
  const result = await db.execute(sql`select count(*)::int as total from (${union}) as hits`);
  return z.object({ rows: z.array(z.object({ total: z.coerce.number().int() })) }).parse(result)
    .rows[0]?.total ?? 0;
}
