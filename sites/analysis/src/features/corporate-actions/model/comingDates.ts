/**
 * The coming dates of a company's rights (record dates and payment or execution dates on or
 * after today) and the calendar file of them. The dates and their UIDs are the shared model's
 * (shared/market/rightDates.ts), the file the shared writer's (shared/format/ics.ts): the market
 * events calendar writes the same right's dates with the same UIDs.
 */
import { writeCalendar } from '@brokerage/shared/format/ics.ts';
import {
  rightDateKey,
  rightDates,
  type RightDate,
  type RightDateKind,
} from '@brokerage/shared/market/rightDates.ts';
import type { ExerciseRight } from '@brokerage/shared/validation/marketApi.ts';

/** The record date, or the day the right is executed (payment, crediting, meeting…). */
export type ComingDateKind = RightDateKind;

export type ComingDate = RightDate<ExerciseRight>;

/**
 * Each record and execution date of `rights` on or after `today` (`YYYY-MM-DD`, the market's
 * calendar day), soonest first; a right listed twice counts once.
 */
export function comingDates(rights: readonly ExerciseRight[], today: string): ComingDate[] {
  return rightDates(rights, today);
}

export interface RightsCalendarOptions {
  symbol: string;
  /** PRODID of the file. */
  prodId: string;
  /** The calendar's name in calendar apps. */
  name: string;
  /** The site's host, the right-hand side of each UID (RFC 5545 §3.8.4.7). */
  host: string;
  stamp: Date;
  /** Each event's texts, in the page's language. */
  summary: (date: ComingDate) => string;
  description: (date: ComingDate) => string;
}

/** The .ics text of `dates`: one all-day event each, its UID stable for the right and kind. */
export function rightsCalendar(
  dates: readonly ComingDate[],
  options: RightsCalendarOptions,
): string {
  return writeCalendar({
    prodId: options.prodId,
    name: options.name,
    stamp: options.stamp,
    events: dates.map((date) => ({
      uid: `${rightDateKey(options.symbol, date.right.id, date.kind)}@${options.host}`,
      date: date.date,
      summary: options.summary(date),
      description: options.description(date),
    })),
  });
}

/** The .ics file's name: `FPT-quyen.ics` / `FPT-rights.ics`. */
export function calendarFileName(symbol: string, locale: 'vi' | 'en'): string {
  return `${symbol}-${locale === 'vi' ? 'quyen' : 'rights'}.ics`;
}
