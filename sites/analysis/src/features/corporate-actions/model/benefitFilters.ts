/**
 * lich-su-huong-quyen's filters as the URL holds them (`?type=agm&keyword=cổ tức`), read so that
 * whatever a link carries never breaks the page: a keyword loses its control characters and is
 * cut to what the API takes; a type is kept only when `exercise-right-types` knows it.
 */

/** The API's longest keyword (`ExerciseRightQuerySchema`). */
export const KEYWORD_MAX = 100;

export const TYPE_PARAM = 'type';
export const KEYWORD_PARAM = 'keyword';

export interface BenefitFilters {
  /** A type id as the URL has it (checked against the known types later); null for all. */
  type: string | null;
  /** Empty for none. */
  keyword: string;
}

// Control characters are what this removes.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;
const TYPE_ID = /^[a-z][a-z-]{0,39}$/;

/** A keyword as the API takes it: one line, spaces collapsed, trimmed, at most 100 characters. */
export function cleanKeyword(raw: string | null | undefined): string {
  if (!raw) return '';
  const line = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(line).slice(0, KEYWORD_MAX).join('').trim();
}

/** The filters of a query string; a type that cannot be an id is dropped at once. */
export function readFilters(params: URLSearchParams): BenefitFilters {
  const type = params.get(TYPE_PARAM)?.trim() ?? '';
  return {
    type: TYPE_ID.test(type) ? type : null,
    keyword: cleanKeyword(params.get(KEYWORD_PARAM)),
  };
}

/** `params` with the filters written in (an empty one removed), other parameters kept. */
export function writeFilters(params: URLSearchParams, filters: BenefitFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.type) next.set(TYPE_PARAM, filters.type);
  else next.delete(TYPE_PARAM);
  if (filters.keyword) next.set(KEYWORD_PARAM, filters.keyword);
  else next.delete(KEYWORD_PARAM);
  return next;
}
