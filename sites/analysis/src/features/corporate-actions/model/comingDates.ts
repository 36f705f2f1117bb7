/**
 * The coming dates of a company's rights (record dates and payment or execution dates on or
 * after today) and the calendar file of them (ics.ts).
 */
import type { ExerciseRight } from '@brokerage/shared/validation/marketApi.ts';
import { writeCalendar } from './ics';

/** The record date, or the day the right is executed (payment, crediting, meeting…). */
export type ComingDateKind = 'record' | 'execution';

export interface ComingDate {
  kind: ComingDateKind;
  /** `YYYY-MM-DD`. */
  date: string;
  right: ExerciseRight;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KIND_ORDER: Record<ComingDateKind, number> = { record: 0, execution: 1 };

/**
 * Each record and execution date of `rights` on or after `today` (`YYYY-MM-DD`, the market's
 * calendar day), soonest first; a right listed twice counts once.
 */
export function comingDates(rights: readonly ExerciseRight[], today: string): ComingDate[] {
  const seen = new Set<string>();
  const dates: ComingDate[] = [];
  const add = (kind: ComingDateKind, date: string, right: ExerciseRight) => {
    const key = `${right.id}:${kind}`;
    if (!ISO_DATE.test(date) || date < today || seen.has(key)) return;
    seen.add(key);
    dates.push({ kind, date, right });
  };
  for (const right of rights) {
    add('record', right.recordDate, right);
    add('execution', right.executionDate, right);
  }
  return dates.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.right.id - b.right.id,
  );
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
      uid: `${options.symbol}-${date.right.id}-${date.kind}@${options.host}`,
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
