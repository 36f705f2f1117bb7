/**
 * The screener's filter as the page holds it: read from the URL (anything the API would refuse
 * is left out, never a crash), written back to it, and the form's draft with its checks, which
 * are the API's (the shared schemas and `rangeProblems`).
 */
import { EXCHANGES, type Exchange } from '@brokerage/shared/market/exchanges.ts';
import {
  defaultOrder,
  IcbCodeSchema,
  rangeField,
  rangeProblems,
  SCREENER_BOUND_SCHEMAS,
  SCREENER_DEFAULT_SORT,
  SCREENER_MAX_SECTORS,
  SCREENER_ORDERS,
  SCREENER_RANGE_LIMITS,
  SCREENER_RANGES,
  SCREENER_SORTS,
  screenerParams,
  type ScreenerFilterValues,
  type ScreenerOrder,
  type ScreenerRange,
  type ScreenerRangeField,
  type ScreenerSort,
} from '@brokerage/shared/validation/screenerApi.ts';

export type { ScreenerFilterValues, ScreenerRange, ScreenerRangeField, ScreenerSort };

export const RANGE_FIELDS: readonly ScreenerRangeField[] = SCREENER_RANGES.flatMap((range) => [
  rangeField(range, 'min'),
  rangeField(range, 'max'),
]);

/** No filter, the largest companies first. */
export const DEFAULT_FILTER: ScreenerFilterValues = {
  exchanges: [],
  sectors: [],
  ranges: {},
  sort: SCREENER_DEFAULT_SORT,
  order: defaultOrder(SCREENER_DEFAULT_SORT),
};

const isSort = (value: string | null): value is ScreenerSort =>
  (SCREENER_SORTS as readonly (string | null)[]).includes(value);
const isOrder = (value: string | null): value is ScreenerOrder =>
  (SCREENER_ORDERS as readonly (string | null)[]).includes(value);

/** A list parameter's items (repeated or comma-separated), upper-cased, repeats dropped. */
function listOf(search: URLSearchParams, name: string): string[] {
  const items = search
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item !== '');
  return [...new Set(items)];
}

/**
 * The filter of a URL's query. What the API would refuse is ignored, item by item: an unknown
 * exchange, a malformed sector code, a bound that is not a number or out of its limits, a sort
 * that is not a column; a range whose minimum is above its maximum is dropped whole.
 */
export function filterFromSearch(search: URLSearchParams): ScreenerFilterValues {
  const exchanges = EXCHANGES.filter((exchange) => listOf(search, 'exchange').includes(exchange));
  const sectors = listOf(search, 'icb_code')
    .filter((code) => IcbCodeSchema.safeParse(code).success)
    .slice(0, SCREENER_MAX_SECTORS);
  const ranges: Partial<Record<ScreenerRangeField, number>> = {};
  for (const field of RANGE_FIELDS) {
    const raw = search.get(field);
    if (raw === null) continue;
    const parsed = SCREENER_BOUND_SCHEMAS[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) ranges[field] = parsed.data;
  }
  for (const problem of rangeProblems(ranges)) {
    delete ranges[rangeField(problem.range, 'min')];
    delete ranges[rangeField(problem.range, 'max')];
  }
  const sortParam = search.get('sort');
  const orderParam = search.get('order');
  const sort = isSort(sortParam) ? sortParam : SCREENER_DEFAULT_SORT;
  return {
    exchanges,
    sectors,
    ranges,
    sort,
    order: isOrder(orderParam) ? orderParam : defaultOrder(sort),
  };
}

/** The URL query of a filter (the API's parameters; defaults left out). */
export const searchOf = (filter: ScreenerFilterValues) =>
  new URLSearchParams(screenerParams(filter));

/** One string per filter (and sort): equal filters, equal keys. */
export const filterKey = (filter: ScreenerFilterValues) => searchOf(filter).toString();

/** The same without the sort: a change of sort keeps what the user is typing in the form. */
export const criteriaKey = (filter: ScreenerFilterValues) =>
  filterKey({ ...filter, sort: DEFAULT_FILTER.sort, order: DEFAULT_FILTER.order });

/** The filter sorted by `column`: the other way round when it already is, else its natural way. */
export function sortedBy(filter: ScreenerFilterValues, column: ScreenerSort): ScreenerFilterValues {
  const order: ScreenerOrder =
    filter.sort === column ? (filter.order === 'asc' ? 'desc' : 'asc') : defaultOrder(column);
  return { ...filter, sort: column, order };
}

// ─── The form ──────────────────────────────────────────────────────────────────────────────

/** A bound as its number input holds it: a number, '' when empty, or a half-typed text ("-"). */
export type BoundInput = number | string;

export interface ScreenerDraft {
  exchanges: Exchange[];
  sectors: string[];
  ranges: Record<ScreenerRangeField, BoundInput>;
}

export function draftOf(filter: ScreenerFilterValues): ScreenerDraft {
  const ranges = Object.fromEntries(
    RANGE_FIELDS.map((field) => [field, filter.ranges[field] ?? '']),
  ) as Record<ScreenerRangeField, BoundInput>;
  return { exchanges: [...filter.exchanges], sectors: [...filter.sectors], ranges };
}

/** What is wrong with one bound (the page says it in the user's language). */
export type BoundError =
  | { kind: 'notNumber' }
  | { kind: 'tooSmall'; limit: number }
  | { kind: 'tooBig'; limit: number }
  | { kind: 'minAboveMax'; min: number };

export interface DraftCheck {
  /** The errors by field; a range whose minimum is above its maximum has it on the maximum. */
  errors: Partial<Record<ScreenerRangeField, BoundError>>;
  /** The bounds that are numbers within their limits. */
  ranges: Partial<Record<ScreenerRangeField, number>>;
}

const rangeOf = (field: ScreenerRangeField) => field.replace(/_(min|max)$/, '') as ScreenerRange;

/** The API's checks on the draft: each bound a number within its limits, each min ≤ its max. */
export function checkDraft(draft: ScreenerDraft): DraftCheck {
  const errors: DraftCheck['errors'] = {};
  const ranges: DraftCheck['ranges'] = {};
  for (const field of RANGE_FIELDS) {
    const value = draft.ranges[field];
    if (value === '' || (typeof value === 'string' && value.trim() === '')) continue;
    const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
    if (!Number.isFinite(number)) {
      errors[field] = { kind: 'notNumber' };
      continue;
    }
    const limits = SCREENER_RANGE_LIMITS[rangeOf(field)];
    if (number < limits.min) errors[field] = { kind: 'tooSmall', limit: limits.min };
    else if (number > limits.max) errors[field] = { kind: 'tooBig', limit: limits.max };
    else ranges[field] = number;
  }
  for (const problem of rangeProblems(ranges)) {
    errors[problem.field] = { kind: 'minAboveMax', min: problem.minimum };
  }
  return { errors, ranges };
}

/** The draft as a filter to apply (with the sort shown), or null while it has errors. */
export function filterOfDraft(
  draft: ScreenerDraft,
  sort: Pick<ScreenerFilterValues, 'sort' | 'order'>,
): ScreenerFilterValues | null {
  const { errors, ranges } = checkDraft(draft);
  if (Object.keys(errors).length > 0) return null;
  const exchanges = EXCHANGES.filter((exchange) => draft.exchanges.includes(exchange));
  return { exchanges, sectors: [...draft.sectors], ranges, sort: sort.sort, order: sort.order };
}
