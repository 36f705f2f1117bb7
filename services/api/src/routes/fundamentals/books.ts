import { KEY_LINES, lineItems, sumTerms } from '@brokerage/shared/market/fundamentals/catalogue.ts';
import { computeRatios, type Ratios } from '@brokerage/shared/market/fundamentals/ratios.ts';
import type { FirmType, LineValues } from '@brokerage/shared/market/fundamentals/types.ts';
import type { StatementRow } from '../../repositories/fundamentals';

/** The par value: charter capital ÷ par = shares outstanding (docs/fundamentals.md). */
export const PAR_VALUE = 10_000;
/** A period's statements come out 30 days after it ends (docs/fundamentals.md). */
export const PUBLICATION_DELAY_DAYS = 30;

const periodKey = (year: number, quarter: number) => `${year}|${quarter}`;

/** One company's stored periods: values by code per (year, quarter). */
export class Books {
  private readonly periods = new Map<string, Record<string, number>>();

  constructor(rows: readonly Pick<StatementRow, 'fiscalYear' | 'quarter' | 'code' | 'value'>[]) {
    for (const row of rows) {
      const key = periodKey(row.fiscalYear, row.quarter);
      let values = this.periods.get(key);
      if (!values) this.periods.set(key, (values = {}));
      values[row.code] = row.value;
    }
  }

  get(year: number, quarter: number): LineValues | undefined {
    return this.periods.get(periodKey(year, quarter));
  }

  /** The stored periods, newest first (a year before its own quarters). */
  list(): { year: number; quarter: number }[] {
    return newestFirst(
      [...this.periods.keys()].map((key) => {
        const [year, quarter] = key.split('|').map(Number) as [number, number];
        return { year, quarter };
      }),
    );
  }
}

/** Within a year: the annual figures first, then Q4 … Q1. */
const rank = (quarter: number) => (quarter === 0 ? -1 : 4 - quarter);

/** Periods newest first, a year before its own quarters (both come out on the same day). */
export const newestFirst = <P extends { year: number; quarter: number }>(periods: P[]) =>
  periods.sort((a, b) => b.year - a.year || rank(a.quarter) - rank(b.quarter));

/** The last day of a period (quarter 0: the year). */
export function periodEnd(year: number, quarter: number): string {
  const month = quarter === 0 ? 12 : quarter * 3;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/** The day a period's statements are published: its end + 30 days. */
export function publishedDate(year: number, quarter: number): string {
  const end = Date.parse(`${periodEnd(year, quarter)}T00:00:00Z`);
  return new Date(end + PUBLICATION_DELAY_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** Each line's indentation: how many lines it sits under in the catalogue. */
export function lineLevel(firmType: FirmType, code: string): number {
  const items = lineItems(firmType);
  let level = 0;
  for (let parent = items.get(code)?.parent; parent; parent = items.get(parent)?.parent) {
    level += 1;
  }
  return level;
}

/** Shares outstanding at a period end: charter capital ÷ par. */
export const sharesAt = (firmType: FirmType, values: LineValues) =>
  sumTerms(values, KEY_LINES[firmType].charterCapital) / PAR_VALUE;

/** The quarter `back` quarters before (year, quarter 1–4). */
function shift(year: number, quarter: number, back: number): [number, number] {
  const index = year * 4 + (quarter - 1) - back;
  return [Math.floor(index / 4), (index % 4) + 1];
}

export interface RatioWindow {
  year: number;
  /** The last quarter of the four (4 for a year). */
  quarter: number;
  shares: number;
  ratios: Ratios;
}

/**
 * The ratios at the end of (year, quarter): `computeRatios` over the four quarters ending
 * there, the quarter before them for the opening balances, the same four a year earlier for
 * growth when stored, the close given (null before the dataset's first session: no P/E, P/B,
 * P/S), the shares at the end and, as the weighted average, the mean of the four quarter ends.
 * Undefined when a quarter of the window or the opening one is missing.
 */
export function ratiosAt(
  firmType: FirmType,
  books: Books,
  year: number,
  quarter: number,
  price: number | null,
): RatioWindow | undefined {
  const take = (from: number) => {
    const values: LineValues[] = [];
    for (let back = from + 3; back >= from; back -= 1) {
      const found = books.get(...shift(year, quarter, back));
      if (!found) return undefined;
      values.push(found);
    }
    return values;
  };
  const quarters = take(0);
  const opening = books.get(...shift(year, quarter, 4));
  if (!quarters || !opening) return undefined;
  const shares = sharesAt(firmType, quarters[3]!);
  const ratios = computeRatios({
    firmType,
    quarters,
    opening,
    yearBefore: take(4),
    price: price ?? 0,
    shares,
    weightedShares: quarters.reduce((sum, q) => sum + sharesAt(firmType, q), 0) / 4,
  });
  if (price === null) Object.assign(ratios, { pe: null, pb: null, ps: null });
  return { year, quarter, shares, ratios };
}

/** The close of the last session on or before `day` in rows sorted by date, or null. */
export function closeOn(rows: readonly { sessionDate: string; close: number }[], day: string) {
  let found: number | null = null;
  for (const row of rows) {
    if (row.sessionDate > day) break;
    found = row.close;
  }
  return found;
}
