/**
 * The exchanges' calendar: Monday–Friday except the Vietnamese public holidays
 * (market-facts.md "Sessions": Tết, Hùng Kings' day on 10/3 lunar, 30/4, 1/5, 2/9), with the
 * days off the State Securities Commission (SSC) and the exchanges announce for them.
 *
 * How the table was made:
 * - Labour Code 2019 (art. 112, in force 2021; the 2012 code before it had the same days except
 *   2/9, which was one day): 1/1; Tết, 5 days (the government places them, usually from the last
 *   day or two of the old lunar year); Hùng Kings' day 10/3 lunar; 30/4; 1/5; 2/9 plus the day
 *   before or after it (from 2021). A holiday on a Saturday or Sunday is made up on the next
 *   working day(s) ("nghỉ bù").
 * - When the government swaps a working day with a Saturday to join a holiday to a weekend
 *   ("hoán đổi"), the exchanges close on the swapped weekday too: there is no Saturday session to
 *   make it up. Those days are `bridge`.
 * - 2019–2025 are the closures the exchanges announced, as recalled from their notices (not
 *   re-checked against the documents in this change). 2026 and 2027 are COMPUTED from the rules
 *   above; replace them with the SSC's notices as they come (2/9 2026's adjacent day is the
 *   government's choice; 1/9 is assumed).
 * - Lunar dates are Vietnam's (UTC+7). They match the Chinese calendar in these years except
 *   Tết 2027: the new moon of 6/2/2027 falls at about 22:56 in Vietnam but 23:56 in Beijing,
 *   and ICU's Chinese calendar puts the Chinese New Year on 7/2; Vietnam's Tết is 6/2/2027.
 * Outside 2019–2027 the table knows no holidays: only weekends are closed there.
 */
import { toCalendarDate } from '../format/date.ts';

export type HolidayReason =
  | 'new-year'
  | 'tet'
  | 'hung-kings'
  | 'reunification'
  | 'labour-day'
  | 'national-day'
  /** a holiday fell on a weekend: made up on this working day */
  | 'compensation'
  /** a working day swapped with a Saturday to join a holiday to a weekend */
  | 'bridge';

export const HOLIDAY_NAMES: Record<HolidayReason, { vi: string; en: string }> = {
  'new-year': { vi: 'Tết Dương lịch', en: "New Year's Day" },
  tet: { vi: 'Tết Nguyên đán', en: 'Lunar New Year (Tết)' },
  'hung-kings': { vi: 'Giỗ Tổ Hùng Vương', en: "Hùng Kings' Commemoration Day" },
  reunification: { vi: 'Ngày Giải phóng miền Nam, thống nhất đất nước', en: 'Reunification Day' },
  'labour-day': { vi: 'Ngày Quốc tế Lao động', en: 'International Labour Day' },
  'national-day': { vi: 'Quốc khánh', en: 'National Day' },
  compensation: { vi: 'Nghỉ bù', en: 'Compensation day off' },
  bridge: { vi: 'Nghỉ hoán đổi', en: 'Swapped day off' },
};

export interface HolidayYear {
  source: 'announced' | 'computed';
  /** The weekdays the exchanges are closed, in order. */
  days: readonly (readonly [isoDate: string, reason: HolidayReason])[];
}

export const CALENDAR_YEARS = { from: 2019, to: 2027 } as const;

export const HOLIDAY_TABLE: Readonly<Record<number, HolidayYear>> = {
  // 2019, announced. Tết Kỷ Hợi Tue 5/2: closed 30 Tết–mùng 4 (4–8/2). Hùng Kings Sun 14/4 →
  // made up Mon 15/4. 30/4 Tue, 1/5 Wed, Mon 29/4 swapped with Sat 4/5. 2/9 Mon.
  2019: {
    source: 'announced',
    days: [
      ['2019-01-01', 'new-year'],
      ['2019-02-04', 'tet'], ['2019-02-05', 'tet'], ['2019-02-06', 'tet'], ['2019-02-07', 'tet'], ['2019-02-08', 'tet'],
      ['2019-04-15', 'compensation'],
      ['2019-04-29', 'bridge'], ['2019-04-30', 'reunification'], ['2019-05-01', 'labour-day'],
      ['2019-09-02', 'national-day'],
    ],
  },
  // 2020, announced. Tết Canh Tý Sat 25/1: closed Thu 23/1–Wed 29/1 (back Thu 30/1). Hùng Kings
  // Thu 2/4. 30/4 Thu, 1/5 Fri. 2/9 Wed (one day under the 2012 code).
  2020: {
    source: 'announced',
    days: [
      ['2020-01-01', 'new-year'],
      ['2020-01-23', 'tet'], ['2020-01-24', 'tet'], ['2020-01-27', 'tet'], ['2020-01-28', 'tet'], ['2020-01-29', 'tet'],
      ['2020-04-02', 'hung-kings'],
      ['2020-04-30', 'reunification'], ['2020-05-01', 'labour-day'],
      ['2020-09-02', 'national-day'],
    ],
  },
  // 2021, announced. Tết Tân Sửu Fri 12/2: closed Wed 10/2–Tue 16/2. Hùng Kings Wed 21/4.
  // 30/4 Fri, 1/5 Sat → made up Mon 3/5. 2/9 Thu + Fri 3/9 (the 2019 code's second day).
  2021: {
    source: 'announced',
    days: [
      ['2021-01-01', 'new-year'],
      ['2021-02-10', 'tet'], ['2021-02-11', 'tet'], ['2021-02-12', 'tet'], ['2021-02-15', 'tet'], ['2021-02-16', 'tet'],
      ['2021-04-21', 'hung-kings'],
      ['2021-04-30', 'reunification'], ['2021-05-03', 'compensation'],
      ['2021-09-02', 'national-day'], ['2021-09-03', 'national-day'],
    ],
  },
  // 2022, announced. 1/1 Sat → made up Mon 3/1. Tết Nhâm Dần Tue 1/2: closed Mon 31/1–Fri 4/2.
  // Hùng Kings Sun 10/4 → Mon 11/4. 30/4 Sat, 1/5 Sun → Mon 2/5, Tue 3/5. 2/9 Fri + Thu 1/9.
  2022: {
    source: 'announced',
    days: [
      ['2022-01-03', 'compensation'],
      ['2022-01-31', 'tet'], ['2022-02-01', 'tet'], ['2022-02-02', 'tet'], ['2022-02-03', 'tet'], ['2022-02-04', 'tet'],
      ['2022-04-11', 'compensation'],
      ['2022-05-02', 'compensation'], ['2022-05-03', 'compensation'],
      ['2022-09-01', 'national-day'], ['2022-09-02', 'national-day'],
    ],
  },
  // 2023, announced. 1/1 Sun → Mon 2/1. Tết Quý Mão Sun 22/1: closed Fri 20/1–Thu 26/1 (back
  // Fri 27/1). Hùng Kings Sat 29/4, 30/4 Sun, 1/5 Mon → made up Tue 2/5 and Wed 3/5. 2/9 Sat:
  // Fri 1/9 as the second day, Mon 4/9 made up.
  2023: {
    source: 'announced',
    days: [
      ['2023-01-02', 'compensation'],
      ['2023-01-20', 'tet'], ['2023-01-23', 'tet'], ['2023-01-24', 'tet'], ['2023-01-25', 'tet'], ['2023-01-26', 'tet'],
      ['2023-05-01', 'labour-day'], ['2023-05-02', 'compensation'], ['2023-05-03', 'compensation'],
      ['2023-09-01', 'national-day'], ['2023-09-04', 'compensation'],
    ],
  },
  // 2024, announced. 1/1 Mon. Tết Giáp Thìn Sat 10/2: closed Thu 8/2–Wed 14/2 (back Thu 15/2).
  // Hùng Kings Thu 18/4. 30/4 Tue, 1/5 Wed, Mon 29/4 swapped with Sat 4/5. 2/9 Mon + Tue 3/9.
  2024: {
    source: 'announced',
    days: [
      ['2024-01-01', 'new-year'],
      ['2024-02-08', 'tet'], ['2024-02-09', 'tet'], ['2024-02-12', 'tet'], ['2024-02-13', 'tet'], ['2024-02-14', 'tet'],
      ['2024-04-18', 'hung-kings'],
      ['2024-04-29', 'bridge'], ['2024-04-30', 'reunification'], ['2024-05-01', 'labour-day'],
      ['2024-09-02', 'national-day'], ['2024-09-03', 'national-day'],
    ],
  },
  // 2025, announced. 1/1 Wed. Tết Ất Tỵ Wed 29/1: closed Mon 27/1–Fri 31/1 (back Mon 3/2).
  // Hùng Kings Mon 7/4. 30/4 Wed, 1/5 Thu, Fri 2/5 swapped with Sat 26/4. 2/9 Tue + Mon 1/9.
  2025: {
    source: 'announced',
    days: [
      ['2025-01-01', 'new-year'],
      ['2025-01-27', 'tet'], ['2025-01-28', 'tet'], ['2025-01-29', 'tet'], ['2025-01-30', 'tet'], ['2025-01-31', 'tet'],
      ['2025-04-07', 'hung-kings'],
      ['2025-04-30', 'reunification'], ['2025-05-01', 'labour-day'], ['2025-05-02', 'bridge'],
      ['2025-09-01', 'national-day'], ['2025-09-02', 'national-day'],
    ],
  },
  // 2026, COMPUTED. 1/1 Thu. Tết Bính Ngọ Tue 17/2 (29 tháng Chạp is Mon 16/2, the last day of
  // the old year): Mon 16/2–Fri 20/2. Hùng Kings Sun 26/4 → Mon 27/4. 30/4 Thu, 1/5 Fri.
  // 2/9 Wed + Tue 1/9 (assumed; the government may pick Thu 3/9).
  2026: {
    source: 'computed',
    days: [
      ['2026-01-01', 'new-year'],
      ['2026-02-16', 'tet'], ['2026-02-17', 'tet'], ['2026-02-18', 'tet'], ['2026-02-19', 'tet'], ['2026-02-20', 'tet'],
      ['2026-04-27', 'compensation'],
      ['2026-04-30', 'reunification'], ['2026-05-01', 'labour-day'],
      ['2026-09-01', 'national-day'], ['2026-09-02', 'national-day'],
    ],
  },
  // 2027, COMPUTED. 1/1 Fri. Tết Đinh Mùi Sat 6/2 (Fri 5/2 is 29 tháng Chạp), laid out as 2024's
  // Saturday Tết was: Thu 4/2–Wed 10/2. Hùng Kings Fri 16/4. 30/4 Fri, 1/5 Sat → Mon 3/5.
  // 2/9 Thu + Fri 3/9.
  2027: {
    source: 'computed',
    days: [
      ['2027-01-01', 'new-year'],
      ['2027-02-04', 'tet'], ['2027-02-05', 'tet'], ['2027-02-08', 'tet'], ['2027-02-09', 'tet'], ['2027-02-10', 'tet'],
      ['2027-04-16', 'hung-kings'],
      ['2027-04-30', 'reunification'], ['2027-05-03', 'compensation'],
      ['2027-09-02', 'national-day'], ['2027-09-03', 'national-day'],
    ],
  },
};

/** Every ISO date (YYYY-MM-DD) the exchanges were or will be closed on a weekday, 2019–2027, sorted. */
export const HOLIDAYS: readonly string[] = Object.values(HOLIDAY_TABLE)
  .flatMap((year) => year.days.map(([date]) => date))
  .sort();

const HOLIDAY_SET: ReadonlySet<string> = new Set(HOLIDAYS);
const REASONS: ReadonlyMap<string, HolidayReason> = new Map(
  Object.values(HOLIDAY_TABLE).flatMap((year) => year.days.map(([date, reason]) => [date, reason] as const)),
);

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a valid ISO date; throws on anything else. */
function dayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(year, month - 1, day);
    const date = new Date(time);
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day)
      return time / DAY_MS;
  }
  throw new RangeError(`not an ISO date (YYYY-MM-DD): ${isoDate}`);
}

function isoOf(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

function isOpen(dayNo: number): boolean {
  const weekday = new Date(dayNo * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAY_SET.has(isoOf(dayNo));
}

/** Whether the exchanges trade on `isoDate`: a weekday that is not in `HOLIDAYS`. */
export function isTradingDay(isoDate: string): boolean {
  return isOpen(dayNumber(isoDate));
}

/** Why the exchanges are closed on a weekday `isoDate`, or null when it is not in the table. */
export function holidayReason(isoDate: string): HolidayReason | null {
  dayNumber(isoDate);
  return REASONS.get(isoDate) ?? null;
}

/** The trading days from `fromIso` to `toIso`, both included, in order ([] when from > to). */
export function tradingDays(fromIso: string, toIso: string): string[] {
  const last = dayNumber(toIso);
  const days: string[] = [];
  for (let day = dayNumber(fromIso); day <= last; day++) if (isOpen(day)) days.push(isoOf(day));
  return days;
}

/** The last trading day strictly before `isoDate`. */
export function previousTradingDay(isoDate: string): string {
  let day = dayNumber(isoDate) - 1;
  while (!isOpen(day)) day--;
  return isoOf(day);
}

/** The first trading day strictly after `isoDate`. */
export function nextTradingDay(isoDate: string): string {
  let day = dayNumber(isoDate) + 1;
  while (!isOpen(day)) day++;
  return isoOf(day);
}

/** The ISO date (YYYY-MM-DD) of the instant `at` in Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
export function vietnamDate(at: Date): string {
  const day = toCalendarDate(at);
  if (!day) throw new RangeError('vietnamDate needs a valid Date');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}
