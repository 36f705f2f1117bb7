/**
 * The calendar dates of exercise rights (dividends, bonus shares, rights issues, shareholder
 * meetings): each right's record date and the day it is executed (payment, crediting, last
 * subscription day, meeting). One model for the benefit history's coming dates (the analysis
 * site, a company's .ics) and the market events calendar (the API's `market-events`), so the
 * same date of the same right is the same calendar event, with the same UID, in both files:
 * importing both does not double it.
 */

/** The record date, or the day the right is executed. */
export type RightDateKind = 'record' | 'execution';

/** The fields of a right the dates need (the API's `ExerciseRight`, the repository's rows). */
export interface DatedRight {
  id: number;
  /** `YYYY-MM-DD`. */
  recordDate: string;
  /** `YYYY-MM-DD`. */
  executionDate: string;
}

export interface RightDate<R extends DatedRight = DatedRight> {
  kind: RightDateKind;
  /** `YYYY-MM-DD`. */
  date: string;
  right: R;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KIND_ORDER: Record<RightDateKind, number> = { record: 0, execution: 1 };

/**
 * Each record and execution date of `rights` from `from` to `to` (`YYYY-MM-DD`, both included;
 * no `to`: no end), soonest first, the record date before the execution date of the same day;
 * a right listed twice counts once, a malformed date not at all.
 */
export function rightDates<R extends DatedRight>(
  rights: readonly R[],
  from: string,
  to?: string,
): RightDate<R>[] {
  const seen = new Set<string>();
  const dates: RightDate<R>[] = [];
  const add = (kind: RightDateKind, date: string, right: R) => {
    const key = `${right.id}:${kind}`;
    if (!ISO_DATE.test(date) || date < from || (to !== undefined && date > to) || seen.has(key))
      return;
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

/**
 * The part of a right date's UID before the `@host` (RFC 5545 §3.8.4.7): the symbol, the right's
 * id and the kind, which never change when the right's texts or the page's language do.
 */
export const rightDateKey = (symbol: string, rightId: number, kind: RightDateKind): string =>
  `${symbol}-${rightId}-${kind}`;
