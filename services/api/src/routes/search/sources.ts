import { sql, type SQL } from 'drizzle-orm';
import { cmsPath, type Locale } from '@brokerage/shared/routing/core';
import type { SearchResultType } from '@brokerage/shared/validation';
import { pageTranslations, pages } from '../../db/schema';

/** What every source is asked for: the request's language and keyword, as bound values. */
export interface SearchMatch {
  locale: Locale;
  /** `%keyword%` with `\`, `%` and `_` escaped, for `LIKE … ESCAPE '\'`. */
  pattern: string;
  /** The keyword itself, for trigram similarity. */
  keyword: string;
}

/** One matching row, whatever its source. */
export interface SearchHit {
  type: SearchResultType;
  id: number;
  title: string;
  summary: string | null;
  /** May be HTML; the snippet strips it. */
  content: string | null;
  slug: string;
  templateCode: string | null;
  updatedAt: Date;
}

/**
 * One kind of content. `hits` is a SELECT with exactly the columns
 * `type, id, title, summary, content, slug, template_code, updated_ms, title_hit, score`,
 * so every source combines with UNION ALL and all are ranked and paged together.
 */
export interface SearchSource {
  type: SearchResultType;
  hits(match: SearchMatch): SQL;
  /** The path of a hit in the language of the search. */
  url(hit: SearchHit, locale: Locale): string;
}

/** `unaccent(lower(x))`: "Chứng Khoán" and "chung khoan" fold to the same text. */
export const fold = (value: unknown): SQL => sql`unaccent(lower(${value}))`;

/** Folded `LIKE`; the pattern is always a bound parameter, never spliced into the text. */
export const likeFolded = (column: unknown, pattern: string): SQL =>
  sql`${fold(column)} like ${fold(sql`${pattern}::text`)} escape '\\'`;

/** HTML as plain text, so tag and attribute names never match. */
export const plainText = (column: unknown): SQL =>
  sql`regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;

/** The ranking columns every source selects: title matches first, then trigram similarity. */
export const rankColumns = (title: unknown, { pattern, keyword }: SearchMatch): SQL =>
  sql`case when ${likeFolded(title, pattern)} then 1 else 0 end as title_hit,
      similarity(${fold(title)}, ${fold(sql`${keyword}::text`)})::float8 as score`;

/** Published CMS pages in the request language (static pages are reached by key, not path). */
export const pageSource: SearchSource = {
  type: 'page',
  hits: (match) => {
    const t = pageTranslations;
    return sql`select 'page' as type, ${pages.id} as id, ${t.title} as title,
        ${t.summary} as summary, ${t.content} as content, ${t.slug} as slug,
        ${pages.templateCode} as template_code,
        (extract(epoch from ${pages.updatedAt}) * 1000)::float8 as updated_ms,
        ${rankColumns(t.title, match)}
      from ${t} inner join ${pages} on ${pages.id} = ${t.pageId}
      where ${t.locale} = ${match.locale}
        and ${pages.status} = 'published'
        and ${pages.staticKey} is null
        and (${likeFolded(t.title, match.pattern)}
          or ${likeFolded(t.summary, match.pattern)}
          or ${likeFolded(plainText(t.content), match.pattern)})`;
  },
  url: (hit, locale) => cmsPath(hit.slug, locale),
};

/** Every source the search covers; news, reports, videos… join this list as they arrive. */
export const SEARCH_SOURCES: readonly SearchSource[] = [pageSource];
