import { z } from 'zod';
import { EXCHANGES, type Exchange } from '../market/exchanges.ts';
import { PagingQuerySchema } from './common.ts';
import { WATCHLIST_LIMITS } from './watchlists.ts';

/**
 * The market events calendar (issue 27 item 5, docs/market-events.md): `GET market-events`
 * (one page of the events of a date range, soonest first) and `GET market-events.ics` (the same
 * events as an iCalendar file). One set of rules for both sides: the API validates its query
 * with these schemas and `rangeProblem`, and the page reads its URL and checks its date fields
 * with the same ones before it asks.
 *
 * Event types: `rights` (the record and execution dates of dividends, bonus shares and rights
 * issues), `agm` (shareholder meetings: annual, extraordinary, votes in writing; their record
 * and meeting dates, and where no annual meeting is known yet, the legal deadline for holding
 * it) and `results` (the legal deadlines for publishing financial statements). Deadlines are
 * derived from the regulations, never dates the dataset records: `derived` says which.
 */

export const MARKET_EVENT_TYPES = ['rights', 'agm', 'results'] as const;
export type MarketEventType = (typeof MARKET_EVENT_TYPES)[number];

/**
 * What a date is: a right's or meeting's record date, the day it is executed (payment,
 * crediting, last subscription day, meeting), or a deadline derived from the rules.
 */
export const MARKET_EVENT_DATE_KINDS = ['record', 'execution', 'deadline'] as const;
export type MarketEventDateKind = (typeof MARKET_EVENT_DATE_KINDS)[number];

export const MARKET_EVENTS_LIMITS = {
  /** `to` at most this many days after `from`: a year, a leap day included. */
  days: 366,
  /** Without `to`: this many days after `from`. */
  defaultDays: 30,
  /** Symbols in one query: a watchlist's most. */
  symbols: WATCHLIST_LIMITS.symbols,
  /** A page of `market-events` by default, and at most. */
  pageSize: 100,
  maxLimit: 500,
  /** Events in one .ics file (a year of a real market's deadlines is more: narrow it). */
  calendar: 2_000,
  /** The first and last days a query may name (HOSE opened in July 2000). */
  firstDay: '2000-01-01',
  lastDay: '2099-12-31',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day `YYYY-MM-DD` within the limits (as a UTC midnight), or null. */
function dayOf(value: string): Date | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const day = new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!));
  return day.toISOString().slice(0, 10) === value &&
    value >= MARKET_EVENTS_LIMITS.firstDay &&
    value <= MARKET_EVENTS_LIMITS.lastDay
    ? day
    : null;
}

export const isEventDay = (value: string): boolean => dayOf(value) !== null;

/** `2026-12-31` plus 1 → `2027-01-01` (a valid day in, a valid day out). */
export function addDays(day: string, days: number): string {
  const at = dayOf(day) ?? new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A day parameter: `YYYY-MM-DD`, a real day in 2000–2099; anything else is `date_invalid`. */
export const EventDaySchema = z.string().trim().refine(isEventDay, { error: 'date_invalid' });

/** What is wrong with a range of two valid days: `to` before `from`, or more than a year. */
export type RangeProblem = 'inverted' | 'tooLong';

export function rangeProblem(from: string, to: string): RangeProblem | null {
  const days = daysBetween(from, to);
  if (days < 0) return 'inverted';
  if (days > MARKET_EVENTS_LIMITS.days) return 'tooLong';
  return null;
}

/** `from` and `to` as the API fills them in: from today, `defaultDays` long. */
export function rangeOf(
  today: string,
  from: string | undefined,
  to: string | undefined,
): { from: string; to: string } {
  const start = from ?? today;
  return { from: start, to: to ?? addDays(start, MARKET_EVENTS_LIMITS.defaultDays) };
}

/** `rights,agm` or a repeated parameter as one list, blanks and repeats dropped. */
const splitList =
  (caseOf: (part: string) => string) =>
  (value: string | string[] | undefined): string[] => {
    const parts = (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => caseOf(part.trim()))
      .filter((part) => part !== '');
    return [...new Set(parts)];
  };

/**
 * A multi-valued parameter, repeated or comma-separated; none = no filter. (zod types a pipe's
 * target by its own input, an enum's being its options, hence the cast; the check is the item
 * schema's, on the item: `types.0`.)
 */
const listParam = <T extends z.ZodType>(item: T, max: number, caseOf: (part: string) => string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform(splitList(caseOf))
    .pipe(z.array(item).max(max) as unknown as z.ZodType<z.output<T>[], string[]>);

const lower = (part: string) => part.toLowerCase();
const upper = (part: string) => part.toUpperCase();

/** A board symbol: a company's, or a covered warrant's (a watchlist may hold one; it has no events). */
export const EventSymbolSchema = z.string().regex(/^[A-Z0-9]{1,20}$/);

/** The filters, without paging (the .ics file's query). */
export const MARKET_EVENTS_FILTER_SHAPE = {
  /** First day, `YYYY-MM-DD` (default: today in Vietnam). */
  from: EventDaySchema.optional(),
  /** Last day, included (default: `from` + 30 days); at most 366 days after `from`. */
  to: EventDaySchema.optional(),
  /** rights, agm, results; none = every type. */
  types: listParam(z.enum(MARKET_EVENT_TYPES), MARKET_EVENT_TYPES.length, lower),
  /** HOSE, HNX, UPCOM; none = every exchange. */
  exchanges: listParam(z.enum(EXCHANGES), EXCHANGES.length, upper),
  /** At most 50 symbols (a watchlist's); none = every company. */
  symbols: listParam(EventSymbolSchema, MARKET_EVENTS_LIMITS.symbols, upper),
};

export const MARKET_EVENTS_PAGING_SHAPE = {
  page: PagingQuerySchema.shape.page,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MARKET_EVENTS_LIMITS.maxLimit)
    .default(MARKET_EVENTS_LIMITS.pageSize),
};

export const MarketEventsCalendarQuerySchema = z.object(MARKET_EVENTS_FILTER_SHAPE);
export const MarketEventsQuerySchema = z.object({
  ...MARKET_EVENTS_FILTER_SHAPE,
  ...MARKET_EVENTS_PAGING_SHAPE,
});
export type MarketEventsFilterQuery = z.output<typeof MarketEventsCalendarQuerySchema>;

/** The filters as they travel (the API's query and the page's URL). */
export interface MarketEventsFilter {
  from: string;
  to: string;
  /** Empty: every type. */
  types: MarketEventType[];
  /** Empty: every exchange. */
  exchanges: Exchange[];
  /** Empty: every company. */
  symbols: string[];
}

/** The query of a filter: the dates always, lists comma-separated and only when set. */
export function marketEventsParams(filter: MarketEventsFilter): Record<string, string> {
  const params: Record<string, string> = { from: filter.from, to: filter.to };
  if (filter.types.length > 0) params.types = filter.types.join(',');
  if (filter.exchanges.length > 0) params.exchanges = filter.exchanges.join(',');
  if (filter.symbols.length > 0) params.symbols = filter.symbols.join(',');
  return params;
}

/** The right behind a record or execution date. */
export const MarketEventRightSchema = z.object({
  /** Its id in `exercise-rights`. */
  id: z.number().int(),
  /** Its type id (`exercise-right-types`: cash-dividend, agm, …). */
  kind: z.string(),
  exDate: z.string(),
  recordDate: z.string(),
  executionDate: z.string(),
});

export const MarketEventSchema = z.object({
  /**
   * Stable across requests and languages: the UID of its .ics event before the `@host`
   * (`FPT-60-record`, as the benefit history's file; `FPT-results-2026-q4`, `FPT-agm-2027`).
   */
  id: z.string(),
  /** `YYYY-MM-DD`. */
  date: z.string(),
  type: z.enum(MARKET_EVENT_TYPES),
  dateKind: z.enum(MARKET_EVENT_DATE_KINDS),
  stockSymbol: z.string(),
  exchange: z.enum(EXCHANGES),
  /** The company's name in the request's language. */
  companyName: z.string(),
  /** What the date is, in the request's language ("Ngày đăng ký cuối cùng", "Hạn công bố…"). */
  label: z.string(),
  /** What the event is about, in the request's language. */
  title: z.string(),
  /** The right's figures in one line ("Cổ tức bằng tiền 1.300 đồng/cổ phiếu"), or null. */
  detail: z.string().nullable(),
  /** A deadline derived from the regulations, not a date the dataset records. */
  derived: z.boolean(),
  /** The rule a derived date comes from, in the request's language; null for a recorded one. */
  basis: z.string().nullable(),
  right: MarketEventRightSchema.nullable(),
});
export type MarketEvent = z.infer<typeof MarketEventSchema>;
