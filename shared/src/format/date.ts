/**
 * Date display and date arithmetic in the market's calendar.
 *
 * Which calendar day a value means:
 * - a date-only string ("2024-03-09") or a zone-less timestamp ("2024-03-09T23:30:00",
 *   "2024-03-09 23:30:00") is a Vietnamese wall-clock value from the API: its date is used as
 *   written, whatever the browser's time zone;
 * - an instant (a `Date`, epoch milliseconds, or a string with `Z` / `±hh:mm`) is shown as the
 *   calendar day in Asia/Ho_Chi_Minh, where the brokerage and the exchanges are.
 */
export type DatePattern = 'dd/mm/yyyy' | 'yyyy-mm-dd';
export type DateInput = Date | string | number | null | undefined;

export const MARKET_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const DAY_MS = 86_400_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * Vietnam has kept UTC+7, without daylight saving, since 13 June 1975 (IANA Asia/Ho_Chi_Minh):
 * from then on the market day of an instant is plain arithmetic. Earlier instants go through
 * Intl, made on first use (a time-zone formatter costs a phone tens of milliseconds to make).
 */
const MARKET_OFFSET_MS = 7 * 3_600_000;
const FIXED_OFFSET_SINCE = Date.UTC(1975, 5, 12, 17);
let historicFormat: Intl.DateTimeFormat | undefined;
const historicDayFormat = () =>
  (historicFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }));

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function marketDayOf(instant: Date): CalendarDate | null {
  const time = instant.getTime();
  if (Number.isNaN(time)) return null;
  if (time >= FIXED_OFFSET_SINCE) {
    const local = new Date(time + MARKET_OFFSET_MS);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
    };
  }
  const parts = historicDayFormat().formatToParts(instant);
  const pick = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: pick('year'), month: pick('month'), day: pick('day') };
}

/** The calendar day a value stands for (see the module comment), or null when it is not a date. */
export function toCalendarDate(input: DateInput): CalendarDate | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return marketDayOf(input);
  if (typeof input === 'number')
    return Number.isFinite(input) ? marketDayOf(new Date(input)) : null;
  const text = input.trim();
  if (text === '') return null;
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const [year, month, day] = [Number(wall[1]), Number(wall[2]), Number(wall[3])];
    return isRealDate(year, month, day) ? { year, month, day } : null;
  }
  // Only ISO instants; anything else (e.g. "03/04/2024") is ambiguous between d/m and m/d.
  if (!/^\d{4}-\d{2}-\d{2}T[^ ]+(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  return marketDayOf(new Date(text));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `formatDate('2024-03-09')` → "09/03/2024"; an invalid or missing value → "". */
export function formatDate(input: DateInput, pattern: DatePattern = 'dd/mm/yyyy'): string {
  const date = toCalendarDate(input);
  if (!date) return '';
  const year = pad(date.year, 4);
  return pattern === 'yyyy-mm-dd'
    ? `${year}-${pad(date.month)}-${pad(date.day)}`
    : `${pad(date.day)}/${pad(date.month)}/${year}`;
}

const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier). Spec §9: 1 when
 * either date is missing; an unparseable date counts as missing.
 */
export function dayDistance(from?: DateInput, to?: DateInput): number {
  const a = toCalendarDate(from);
  const b = toCalendarDate(to);
  if (!a || !b) return 1;
  return dayNumber(b) - dayNumber(a);
}

/**
 * Spec §5: ordered on a Thursday or Friday (market calendar), a bond settles 4 days later,
 * otherwise 2 days later. Returns the same instant shifted by whole days; Vietnam has no DST,
 * so a day is always 24 h there. Format the result with `formatDate`.
 */
export function bondSettlementDate(today: Date = new Date()): Date {
  const day = marketDayOf(today);
  if (!day) return new Date(Number.NaN);
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  const offset = weekday === 4 || weekday === 5 ? 4 : 2;
  return new Date(today.getTime() + offset * DAY_MS);
}
