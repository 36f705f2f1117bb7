/**
 * The job search held in the URL (shareable, back/forward walk it, the server render reads it):
 * `?keyword=&career_id=&workplace_id=&form_id=&title_id=&page=&view=map`, named as the API's
 * query. Anything unreadable in an old or hand-typed link is left out, never an error.
 */
export interface JobFilters {
  keyword?: string;
  careerId?: number;
  workplaceId?: number;
  formId?: number;
  titleId?: number;
}

export type JobFilterId = Exclude<keyof JobFilters, 'keyword'>;

/** Filter → its query parameter (the API's names). */
export const FILTER_PARAMS: Record<keyof JobFilters, string> = {
  keyword: 'keyword',
  careerId: 'career_id',
  workplaceId: 'workplace_id',
  formId: 'form_id',
  titleId: 'title_id',
};

/** The order filters are written in: one request per search, whatever the URL's order. */
const ORDER: (keyof JobFilters)[] = ['keyword', 'careerId', 'workplaceId', 'formId', 'titleId'];

/** The API's keyword limit (JOB_KEYWORD_MAX of validation/recruitment/jobs.ts). */
export const KEYWORD_MAX = 100;

export type JobView = 'list' | 'map';

const readId = (value: string | null): number | undefined => {
  if (value === null || !/^\s*\d{1,9}\s*$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

/** The filters of a query; the same search gives an equal object (keys in one order). */
export function filtersFromQuery(query: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  for (const key of ORDER) {
    const raw = query.get(FILTER_PARAMS[key]);
    if (key === 'keyword') {
      const keyword = raw?.replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX);
      if (keyword) filters.keyword = keyword;
    } else {
      const id = readId(raw);
      if (id !== undefined) filters[key] = id;
    }
  }
  return filters;
}

/**
 * The query after a change of filters: the new filters replace the old ones, other parameters
 * (the view) stay, and the list starts again at page 1.
 */
export function queryWithFilters(current: URLSearchParams, filters: JobFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ORDER) next.delete(FILTER_PARAMS[key]);
  next.delete('page');
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    next.set(FILTER_PARAMS[key], String(value));
  }
  return next;
}

export function viewFromQuery(query: URLSearchParams): JobView {
  return query.get('view') === 'map' ? 'map' : 'list';
}

export function queryWithView(current: URLSearchParams, view: JobView): URLSearchParams {
  const next = new URLSearchParams(current);
  if (view === 'map') next.set('view', 'map');
  else next.delete('view');
  return next;
}

/** Some filter is set (the "clear filters" button and the empty-result text). */
export const hasFilters = (filters: JobFilters): boolean => Object.keys(filters).length > 0;
