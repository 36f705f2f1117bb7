import { addDays } from '@brokerage/shared/validation/marketEvents.ts';

/**
 * The legal deadlines the calendar derives, because the dataset records no such dates: it has
 * the statements' figures by period and, for past quarters, news that results came out, but no
 * table of results dates, and no annual meeting yet beyond its last session. Each is the last
 * day the rule allows, counted in calendar days from the period's end, never a date a company
 * announced; the API marks them `derived` and names the rule. The dataset's fiscal years are
 * calendar years (statements by quarter of the year), so periods end on 31/3, 30/6, 30/9, 31/12.
 *
 * - Listed companies' financial statements, Circular 96/2020/TT-BTC Article 14: each quarter's
 *   within 20 days of its end; the reviewed half-year statements within 45 days of 30 June; the
 *   audited annual statements within 90 days of the year's end. A parent company that
 *   consolidates subsidiaries has longer for some of them (60 days for the half year); the
 *   dataset does not say which companies are parents, so the calendar shows the general limit.
 * - The annual general meeting, Law on Enterprises 2020 Article 139(2): within four months of
 *   the fiscal year's end, i.e. by 30 April (a company may extend it to six months).
 *
 * A deadline is the nominal day even when it falls on a weekend or a holiday (the Civil Code
 * then carries it to the next working day; the calendar does not guess which days a company
 * counts).
 */

export const RESULTS_PERIODS = ['q1', 'q2', 'h1', 'q3', 'q4', 'fy'] as const;
export type ResultsPeriod = (typeof RESULTS_PERIODS)[number];

/** Each period's last day (MM-DD of its fiscal year) and the days the rule allows after it. */
const RESULTS_RULES: Record<ResultsPeriod, { end: string; days: number }> = {
  q1: { end: '03-31', days: 20 },
  q2: { end: '06-30', days: 20 },
  h1: { end: '06-30', days: 45 },
  q3: { end: '09-30', days: 20 },
  q4: { end: '12-31', days: 20 },
  fy: { end: '12-31', days: 90 },
};

/** The annual meeting by the end of April: four months after a 31 December year end. */
const AGM_MONTHS_AFTER_YEAR_END = 4;

export interface ResultsDeadline {
  fiscalYear: number;
  period: ResultsPeriod;
  /** `YYYY-MM-DD`. */
  date: string;
}

export interface AgmDeadline {
  /** The year the meeting is held in (about the fiscal year before it). */
  meetingYear: number;
  /** `YYYY-MM-DD`. */
  date: string;
}

const yearOf = (day: string) => Number(day.slice(0, 4));

/** Every results deadline from `from` to `to` (both included), soonest first. */
export function resultsDeadlines(from: string, to: string): ResultsDeadline[] {
  const deadlines: ResultsDeadline[] = [];
  // A deadline falls at most 90 days after its period: the fiscal year before `from` can have one.
  for (let fiscalYear = yearOf(from) - 1; fiscalYear <= yearOf(to); fiscalYear++) {
    for (const period of RESULTS_PERIODS) {
      const rule = RESULTS_RULES[period];
      const date = addDays(`${fiscalYear}-${rule.end}`, rule.days);
      if (date >= from && date <= to) deadlines.push({ fiscalYear, period, date });
    }
  }
  return deadlines.sort((a, b) => a.date.localeCompare(b.date));
}

/** The last day of the month `months` after the year `year` ends (4 → 30 April of year + 1). */
function monthEndAfterYearEnd(year: number, months: number): string {
  // Day 0 of the next month is the month's last day.
  return new Date(Date.UTC(year + 1, months, 0)).toISOString().slice(0, 10);
}

/** The annual meetings' deadlines from `from` to `to` (both included). */
export function agmDeadlines(from: string, to: string): AgmDeadline[] {
  const deadlines: AgmDeadline[] = [];
  for (let meetingYear = yearOf(from); meetingYear <= yearOf(to); meetingYear++) {
    const date = monthEndAfterYearEnd(meetingYear - 1, AGM_MONTHS_AFTER_YEAR_END);
    if (date >= from && date <= to) deadlines.push({ meetingYear, date });
  }
  return deadlines;
}
