import { z } from 'zod';
import { CONTENT_TYPES } from './contentTypes';
import { LocaleQuerySchema, PagingQuerySchema } from './common';
import { safeLine } from './text';

/** Longest keyword the search accepts (site form and API alike). */
export const SEARCH_KEYWORD_MAX = 100;

/** Trimmed, 1–100 characters; the form and the API share it (design §9). */
export const SearchKeywordSchema = safeLine().trim().min(1).max(SEARCH_KEYWORD_MAX);

/** `GET search`: keyword, paging and language. */
export const SearchQuerySchema = LocaleQuerySchema.extend(PagingQuerySchema.shape).extend({
  keyword: SearchKeywordSchema,
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** Kinds of content the search covers: CMS pages and the content items by their type. */
export const SEARCH_RESULT_TYPES = ['page', ...CONTENT_TYPES] as const;
export const SearchResultTypeSchema = z.enum(SEARCH_RESULT_TYPES);
export type SearchResultType = z.infer<typeof SearchResultTypeSchema>;

export const SearchResultSchema = z.object({
  type: SearchResultTypeSchema,
  id: z.number().int(),
  title: z.string(),
  /** Plain text (no HTML) around the match, or the summary. */
  summary: z.string(),
  slug: z.string(),
  templateCode: z.string().nullable(),
  /** Path of the result in the request language: its page, the list page that shows it (FAQs,
   *  videos…), or its file (reports). */
  url: z.string(),
  updatedAt: z.string(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
