import { z } from 'zod';
import { EXCHANGES, type Exchange } from '../market/exchanges.ts';
import { PagingQuerySchema } from './common.ts';
import { FIRM_TYPES } from '../market/fundamentals/types.ts';

/**
 * The stock screener (issue 24, docs/screener.md): `GET ttpt-screener`, its CSV export
 * `GET ttpt-screener/export` and the form's choices `GET ttpt-screener/options`. One set of rules
 * for both sides: the API validates its query with these schemas, and the page builds its URL
 * and its requests with them and checks the same min ≤ max rule before it asks.
 *
 * Units: market cap filters in billions of VND (tỷ đồng) and answered in VND; P/E and P/B as
 * multiples; ROE and growth in percent; the assessment score 0–100. "Growth" is the growth of
 * the profit after tax attributable to the parent, trailing four quarters against the same four
 * quarters a year earlier (shared/market/fundamentals/ratios.ts `profitGrowth`).
 */

// ─── Filters ───────────────────────────────────────────────────────────────────────────────

/** A page of results: 20 by default ("Xem thêm" appends the next), at most 100. */
export const SCREENER_PAGE_SIZE = 20;
export const SCREENER_MAX_LIMIT = 100;

/** The filters with a minimum and a maximum; each is `<name>_min` / `<name>_max` in the query. */
export const SCREENER_RANGES = ['market_cap', 'pe', 'pb', 'roe', 'growth', 'score'] as const;
export type ScreenerRange = (typeof SCREENER_RANGES)[number];
export type ScreenerBound = 'min' | 'max';
export type ScreenerRangeField = `${ScreenerRange}_${ScreenerBound}`;

/**
 * What each range filter accepts. Wide enough for any real figure (a P/E of 100,000 or a growth
 * of 100,000 % is a filter that keeps everything), narrow enough that a typo like 1e300 is a 400.
 */
export const SCREENER_RANGE_LIMITS: Record<ScreenerRange, { min: number; max: number }> = {
  /** Billions of VND: 10 million billion is ten times the whole Vietnamese market. */
  market_cap: { min: 0, max: 10_000_000 },
  pe: { min: 0, max: 100_000 },
  pb: { min: 0, max: 100_000 },
  /** Percent. */
  roe: { min: -100_000, max: 100_000 },
  /** Percent. */
  growth: { min: -100_000, max: 100_000 },
  score: { min: 0, max: 100 },
};

export const rangeField = (range: ScreenerRange, bound: ScreenerBound): ScreenerRangeField =>
  `${range}_${bound}`;

/** The columns a result can be sorted by (the whitelist of `sort`). */
export const SCREENER_SORTS = [
  'symbol',
  'name',
  'exchange',
  'sector',
  'price',
  'market_cap',
  'pe',
  'pb',
  'roe',
  'growth',
  'score',
] as const;
export type ScreenerSort = (typeof SCREENER_SORTS)[number];
export const SCREENER_ORDERS = ['asc', 'desc'] as const;
export type ScreenerOrder = (typeof SCREENER_ORDERS)[number];

/** Without `sort`: the largest companies first. */
export const SCREENER_DEFAULT_SORT: ScreenerSort = 'market_cap';

/** Without `order`: text columns A to Z, figures largest first. */
export const defaultOrder = (sort: ScreenerSort): ScreenerOrder =>
  sort === 'symbol' || sort === 'name' || sort === 'exchange' || sort === 'sector' ? 'asc' : 'desc';

/** The most sectors one query may name (the ICB industry level has a few dozen). */
export const SCREENER_MAX_SECTORS = 60;

/** An ICB code as the companies carry it: four digits ("8300" banks). */
export const IcbCodeSchema = z.string().regex(/^\d{4}$/);

/** `HOSE,HNX` or a repeated parameter as one upper-cased list, blanks and repeats dropped. */
const splitList = (value: string | string[] | undefined): string[] => {
  const parts = (value === undefined ? [] : Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim().toUpperCase())
    .filter((part) => part !== '');
  return [...new Set(parts)];
};

/**
 * A multi-valued parameter: repeated (`exchange=HOSE&exchange=HNX`) or comma-separated
 * (`exchange=HOSE,HNX`). The items' schema takes the split strings (zod types a pipe's target
 * by its own input, an enum's being its options, hence the cast; the check is the enum's).
 */
const listParam = <T extends z.ZodType>(item: T, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform(splitList)
    .pipe(z.array(item).max(max) as unknown as z.ZodType<z.output<T>[], string[]>);

/** One bound: a number within the filter's limits, or absent (an empty value is absent too). */
const boundParam = (range: ScreenerRange) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value))
    .pipe(
      z.coerce
        .number<string>()
        .min(SCREENER_RANGE_LIMITS[range].min)
        .max(SCREENER_RANGE_LIMITS[range].max)
        .optional(),
    );

export const ScreenerExchangeListSchema = listParam(z.enum(EXCHANGES), EXCHANGES.length);
export const ScreenerSectorListSchema = listParam(IcbCodeSchema, SCREENER_MAX_SECTORS);

/** Each bound's own schema, for the page to read a URL value by value. */
export const SCREENER_BOUND_SCHEMAS = Object.fromEntries(
  SCREENER_RANGES.flatMap((range) =>
    (['min', 'max'] as const).map((bound) => [rangeField(range, bound), boundParam(range)]),
  ),
) as Record<ScreenerRangeField, ReturnType<typeof boundParam>>;

/** The filters and the sort, without paging (the export's query). */
export const SCREENER_FILTER_SHAPE = {
  /** HOSE, HNX, UPCOM; none = every exchange. */
  exchange: ScreenerExchangeListSchema,
  /** ICB codes (`ttpt-screener/options`); none = every sector. */
  icb_code: ScreenerSectorListSchema,
  ...SCREENER_BOUND_SCHEMAS,
  sort: z.enum(SCREENER_SORTS).default(SCREENER_DEFAULT_SORT),
  /** Default: `defaultOrder(sort)`. */
  order: z.enum(SCREENER_ORDERS).optional(),
};

/** A range whose minimum is above its maximum: the error goes on the maximum. */
export interface RangeProblem {
  range: ScreenerRange;
  field: ScreenerRangeField;
  /** The minimum given: the maximum must be at least this. */
  minimum: number;
}

/** The ranges whose minimum is above their maximum (the one rule across two fields). */
export function rangeProblems(
  values: Partial<Record<ScreenerRangeField, number | null | undefined>>,
): RangeProblem[] {
  return SCREENER_RANGES.flatMap((range) => {
    const min = values[rangeField(range, 'min')];
    const max = values[rangeField(range, 'max')];
    return min != null && max != null && min > max
      ? [{ range, field: rangeField(range, 'max'), minimum: min }]
      : [];
  });
}

/**
 * min > max as zod's own `too_small` issue on the maximum ("must be at least {min}"), so the
 * API answers it like any bound: 400, code `too_small`, the field named.
 */
export const checkRanges = (
  value: Partial<Record<ScreenerRangeField, number | undefined>>,
  ctx: z.RefinementCtx,
) => {
  for (const problem of rangeProblems(value)) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'number',
      minimum: problem.minimum,
      inclusive: true,
      input: value[problem.field],
      path: [problem.field],
      message: `${problem.field} must not be below ${rangeField(problem.range, 'min')}`,
    });
  }
};

/** `ttpt-screener/export`: every match of the filters, in the sort's order. */
export const ScreenerExportQuerySchema = z.object(SCREENER_FILTER_SHAPE).superRefine(checkRanges);

/** `page` from 1, `limit` 1–100 (20 by default): out of range is a 400 on the field. */
export const SCREENER_PAGING_SHAPE = {
  page: PagingQuerySchema.shape.page,
  limit: z.coerce.number().int().min(1).max(SCREENER_MAX_LIMIT).default(SCREENER_PAGE_SIZE),
};

/**
 * `ttpt-screener`: one page of the matches. (A refined object cannot be extended: the API adds
 * `locale` to the shapes and refines again.)
 */
export const ScreenerQuerySchema = z
  .object({ ...SCREENER_FILTER_SHAPE, ...SCREENER_PAGING_SHAPE })
  .superRefine(checkRanges);

export type ScreenerFilter = z.output<typeof ScreenerExportQuerySchema>;
export type ScreenerQuery = z.output<typeof ScreenerQuerySchema>;

/** The filters as they travel (API and page URL): only what is set, lists comma-separated. */
export interface ScreenerFilterValues {
  exchanges: readonly Exchange[];
  sectors: readonly string[];
  ranges: Partial<Record<ScreenerRangeField, number>>;
  sort: ScreenerSort;
  order: ScreenerOrder;
}

/**
 * The query parameters of a filter, in a fixed order (one filter, one URL): what the page puts
 * in its address and sends to the API. A default sort and order are left out.
 */
export function screenerParams(filter: ScreenerFilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.exchanges.length > 0) params.exchange = filter.exchanges.join(',');
  if (filter.sectors.length > 0) params.icb_code = filter.sectors.join(',');
  for (const range of SCREENER_RANGES) {
    for (const bound of ['min', 'max'] as const) {
      const value = filter.ranges[rangeField(range, bound)];
      if (value !== undefined) params[rangeField(range, bound)] = String(value);
    }
  }
  const isDefaultSort = filter.sort === SCREENER_DEFAULT_SORT;
  if (!isDefaultSort) params.sort = filter.sort;
  if (!isDefaultSort || filter.order !== defaultOrder(filter.sort)) params.order = filter.order;
  return params;
}

// ─── Answers ───────────────────────────────────────────────────────────────────────────────

/** One company that passes the filters, with the figures the filters read. */
export const ScreenerRowSchema = z.object({
  stockSymbol: z.string(),
  /** In the request's language. */
  name: z.string(),
  exchange: z.enum(EXCHANGES),
  icbCode: z.string(),
  /** In the request's language. */
  sector: z.string(),
  firmType: z.enum(FIRM_TYPES),
  /** The session the price is of (the board's while it trades it, else the last stored one). */
  sessionDate: z.string(),
  /** VND: the board's last match now, else the last close. */
  price: z.number().nullable(),
  /** VND: shares outstanding × price. */
  marketCapital: z.number().nullable(),
  /** Multiples, 2 decimals; null for a loss (P/E) or without statements. */
  pE: z.number().nullable(),
  pB: z.number().nullable(),
  /** Percent, 2 decimals (trailing four quarters over average parent equity). */
  roe: z.number().nullable(),
  /** Percent, 2 decimals: profit to the parent, trailing four quarters, year on year. */
  profitGrowth: z.number().nullable(),
  /** The automatic assessment's overall score, 0–100. */
  score: z.number().int().nullable(),
});
export type ScreenerRow = z.infer<typeof ScreenerRowSchema>;

/** `ttpt-screener/options`: what the form offers, with how many companies each has. */
export const ScreenerOptionsSchema = z.object({
  exchanges: z.array(z.object({ exchange: z.enum(EXCHANGES), count: z.number().int() })),
  /** By name in the request's language. */
  sectors: z.array(z.object({ icbCode: z.string(), name: z.string(), count: z.number().int() })),
});
export type ScreenerOptions = z.infer<typeof ScreenerOptionsSchema>;
