import { sql, type SQL } from 'drizzle-orm';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { cmsPath } from '@brokerage/shared/routing/paths.ts';
import { type Locale } from '@brokerage/shared/routing/routes.ts';
import type { ContentType } from '@brokerage/shared/validation/contentItems.ts';
import type { SearchResultType } from '@brokerage/shared/validation/search.ts';
import { contentItemTranslations, contentItems, pageTranslations, pages } from '../db/schema';
import { PAGE_TYPES } from './content';

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
  /** What else a source needs to build the hit's URL (a JSON object of its own), or null. */
  ref: Record<string, unknown> | null;
}

/**
 * One kind of content. `hits` is a SELECT with exactly the columns
 * `type, id, title, summary, content, slug, template_code, updated_ms, title_hit, score, ref`
 * (`ref` a json value or null),
 * so every source combines with UNION ALL and all are ranked and paged together.
 */
export interface SearchSource {
  /** The result types its rows carry (`type` column). */
  types: readonly SearchResultType[];
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
  // The stored HTML is the shared sanitiser's output: tags out, and the only entities it writes
  // in text (&amp; &nbsp; &lt; &gt;) decoded, so "M&A" finds a body that says M&amp;A.
  sql`replace(replace(replace(replace(
        regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g'),
        '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&amp;', '&')`;

/** The ranking columns every source selects: title matches first, then trigram similarity. */
export const rankColumns = (title: unknown, { pattern, keyword }: SearchMatch): SQL =>
  sql`case when ${likeFolded(title, pattern)} then 1 else 0 end as title_hit,
      similarity(${fold(title)}, ${fold(sql`${keyword}::text`)})::float8 as score`;

/** Published CMS pages in the request language (static pages are reached by key, not path). */
export const pageSource: SearchSource = {
  types: ['page'],
  hits: (match) => {
    const t = pageTranslations;
    return sql`select 'page' as type, ${pages.id} as id, ${t.title} as title,
        ${t.summary} as summary, ${t.content} as content, ${t.slug} as slug,
        ${pages.templateCode} as template_code,
        (extract(epoch from ${pages.updatedAt}) * 1000)::float8 as updated_ms,
        ${rankColumns(t.title, match)},
        null::json as ref
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

/**
 * Content items without a page of their own are found on the CMS page that lists them (FAQs on
 * the FAQ page, videos on the videos page…); reports open their file when they have one.
 */
const LIST_PAGE_TEMPLATE: Partial<Record<ContentType, string>> = {
  faq: 'KHCN_FAQ',
  faq_category: 'KHCN_FAQ',
  video: 'NEWS_VIDEOS',
  calendar_event: 'NEWS_CALENDAR_EVENTS',
  recent_deal: 'NHDT_RECENT_DEAL',
  bond_product: 'TPDN',
  branch: 'ABOUT_NETWORK',
  leader: 'ABOUT_LEADER',
  annual_report: 'NEWS_ANNUAL_REPORT',
  financial_report: 'NEWS_FINANCIAL_STATEMENTS',
  governance_report: 'NEWS_CORPORATE_GOVERNANCE_SITUATION',
};
const FILE_TYPES: readonly ContentType[] = [
  'annual_report',
  'financial_report',
  'governance_report',
];

/** Every type the search covers: those with a page, a list page or a file. Labels such as
 *  regions and report categories are left out: a hit on them leads nowhere useful. */
export const SEARCHABLE_CONTENT_TYPES: readonly ContentType[] = [
  ...new Set<ContentType>([...PAGE_TYPES, ...(Object.keys(LIST_PAGE_TEMPLATE) as ContentType[])]),
];

const textRef = (ref: Record<string, unknown> | null, key: string) =>
  typeof ref?.[key] === 'string' ? (ref[key] as string) : undefined;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Published content items in the request language, each with a place to link to. */
export const contentSource: SearchSource = {
  types: SEARCHABLE_CONTENT_TYPES,
  hits: (match) => {
    const t = contentItemTranslations;
    const i = contentItems;
    const listTemplate = sql`case ${i.type} ${sql.join(
      Object.entries(LIST_PAGE_TEMPLATE).map(([type, code]) => sql`when ${type} then ${code}`),
      sql` `,
    )} end`;
    const ownPage = sql`${i.type} in (${inList(PAGE_TYPES)})`;
    const department = sql`(${i.type} = 'leader' and parent_text.slug is not null)`;
    const file = sql`(${i.type} in (${inList(FILE_TYPES)}) and ${i.attrs}->>'file' is not null)`;
    return sql`select ${i.type} as type, ${i.id} as id, ${t.title} as title,
        ${t.summary} as summary, ${t.body} as content, ${t.slug} as slug,
        case when ${ownPage} or ${department} or ${file} then null else list_page.template_code end
          as template_code,
        (extract(epoch from ${i.updatedAt}) * 1000)::float8 as updated_ms,
        ${rankColumns(t.title, match)},
        json_build_object('product', ${i.attrs}->>'product', 'file', ${i.attrs}->>'file',
          'parentSlug', parent_text.slug, 'listSlug', list_page.slug) as ref
      from ${t}
      inner join ${i} on ${i.id} = ${t.itemId}
      left join ${contentItems} parent on parent.id = ${i.parentId} and parent.status = 'published'
      left join ${contentItemTranslations} parent_text
        on parent_text.item_id = parent.id and parent_text.locale = ${match.locale}
      left join lateral (
        select ${pages.templateCode} as template_code, ${pageTranslations.slug} as slug
        from ${pages} inner join ${pageTranslations}
          on ${pageTranslations.pageId} = ${pages.id} and ${pageTranslations.locale} = ${match.locale}
        where ${pages.status} = 'published' and ${pages.staticKey} is null
          and ${pages.templateCode} = ${listTemplate}
        order by ${pages.id} limit 1) list_page on true
      where ${t.locale} = ${match.locale}
        and ${i.status} = 'published'
        and ${i.type} in (${inList(SEARCHABLE_CONTENT_TYPES)})
        and (${ownPage} or ${department} or ${file} or list_page.slug is not null)
        and (${likeFolded(t.title, match.pattern)}
          or ${likeFolded(t.summary, match.pattern)}
          or ${likeFolded(plainText(t.body), match.pattern)})`;
  },
  url: (hit, locale) => {
    const type = hit.type as ContentType;
    const own = contentItemPath(
      { type, slug: hit.slug, id: hit.id, product: textRef(hit.ref, 'product') },
      locale,
    );
    if (own) return own;
    const parentSlug = textRef(hit.ref, 'parentSlug');
    if (type === 'leader' && parentSlug) {
      return contentItemPath({ type: 'department', slug: parentSlug }, locale) ?? '';
    }
    const file = textRef(hit.ref, 'file');
    if (file && FILE_TYPES.includes(type)) return file;
    const listSlug = textRef(hit.ref, 'listSlug');
    return listSlug ? cmsPath(listSlug, locale) : '';
  },
};

/** Every source the search covers: CMS pages and the content items. */
export const SEARCH_SOURCES: readonly SearchSource[] = [pageSource, contentSource];
