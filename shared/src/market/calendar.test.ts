import { describe, expect, it } from 'vitest';
import {
  CALENDAR_YEARS,
  HOLIDAYS,
  HOLIDAY_TABLE,
  holidayReason,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  tradingDays,
  vietnamDate,
} from './calendar.ts';

const years = Object.keys(HOLIDAY_TABLE).map(Number);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Month and day of an ISO date in the Chinese lunisolar calendar (ICU), read in Vietnam's zone. */
function lunar(iso: string): { month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-u-ca-chinese', {
    timeZone: 'Asia/Ho_Chi_Minh',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(`${iso}T05:00:00Z`));
  const pick = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { month: pick('month'), day: pick('day') };
}

function isoDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

describe('the holiday table', () => {
  it('covers 2019–2027, weekdays only, each in its own year, sorted and distinct', () => {
    expect(years).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect(CALENDAR_YEARS).toEqual({ from: 2019, to: 2027 });
    for (const year of years)
      for (const [date] of HOLIDAY_TABLE[year]!.days) {
        expect(date.startsWith(`${year}-`), date).toBe(true);
        expect([0, 6], date).not.toContain(weekday(date));
      }
    expect(new Set(HOLIDAYS).size).toBe(HOLIDAYS.length);
    expect([...HOLIDAYS].sort()).toEqual(HOLIDAYS);
  });

  it('says which years are announced and which computed', () => {
    expect(years.filter((year) => HOLIDAY_TABLE[year]!.source === 'computed')).toEqual([2026, 2027]);
  });

  it('closes five weekdays for Tết around the lunar new year', () => {
    for (const year of years) {
      const tet = HOLIDAY_TABLE[year]!.days.filter(([, reason]) => reason === 'tet').map(([date]) => date);
      expect(tet, String(year)).toHaveLength(5);
      // The first day of the lunar year by ICU's Chinese calendar, except 2027 (Vietnam: 6/2).
      const newYear =
        year === 2027 ? '2027-02-06' : isoDays(`${year}-01-19`, `${year}-02-21`).find((d) => lunar(d).month === 1 && lunar(d).day === 1)!;
      const spread = tet.map((date) => (Date.parse(date) - Date.parse(newYear)) / 86_400_000);
      expect(Math.min(...spread), String(year)).toBeGreaterThanOrEqual(-3);
      expect(Math.max(...spread), String(year)).toBeLessThanOrEqual(5);
    }
  });

  it("keeps Hùng Kings' day on 10/3 lunar, or makes it up after a weekend", () => {
    for (const year of years) {
      const day = isoDays(`${year}-03-25`, `${year}-05-05`).find((d) => lunar(d).month === 3 && lunar(d).day === 10)!;
      if ([0, 6].includes(weekday(day))) {
        const after = isoDays(day, `${year}-05-10`).slice(1, 6);
        expect(after.some((d) => holidayReason(d) === 'compensation'), `${year}: ${day}`).toBe(true);
      } else expect(holidayReason(day), `${year}: ${day}`).toBe('hung-kings');
    }
  });

  it('closes 30/4, 1/5 and 2/9 when they fall on a weekday', () => {
    for (const year of years)
      for (const date of [`${year}-04-30`, `${year}-05-01`, `${year}-09-02`])
        if (![0, 6].includes(weekday(date))) expect(isTradingDay(date), date).toBe(false);
  });

  it('has the bridge of 2019 and the make-up days of 2023', () => {
    expect(holidayReason('2019-04-29')).toBe('bridge');
    expect(tradingDays('2023-04-28', '2023-05-05')).toEqual(['2023-04-28', '2023-05-04', '2023-05-05']);
    expect(tradingDays('2023-08-31', '2023-09-05')).toEqual(['2023-08-31', '2023-09-05']);
  });
});

describe('trading days', () => {
  it('counts 249 sessions in 2022', () => {
    // 2022 starts on a Saturday: 365 days = 52 weeks + 1 Saturday, so 260 weekdays. Closed
    // weekdays: 3/1, Tết 31/1–4/2 (5), 11/4, 2–3/5 (2), 1–2/9 (2) = 11. 260 − 11 = 249.
    expect(tradingDays('2022-01-01', '2022-12-31')).toHaveLength(249);
  });

  it('counts 250 sessions in 2024', () => {
    // Leap year from a Monday: 366 days = 52 weeks + Monday and Tuesday, 262 weekdays. Closed:
    // 1/1, Tết 8–14/2 (5), 18/4, 29/4–1/5 (3), 2–3/9 (2) = 12. 262 − 12 = 250.
    expect(tradingDays('2024-01-01', '2024-12-31')).toHaveLength(250);
  });

  it('lists both ends and nothing when the range is backwards', () => {
    expect(tradingDays('2024-02-07', '2024-02-15')).toEqual(['2024-02-07', '2024-02-15']);
    expect(tradingDays('2024-02-16', '2024-02-15')).toEqual([]);
  });

  it('knows a weekday, a weekend and a holiday', () => {
    expect(isTradingDay('2024-02-07')).toBe(true);
    expect(isTradingDay('2024-02-17')).toBe(false);
    expect(isTradingDay('2024-02-12')).toBe(false);
  });

  it('steps over Tết, weekends and make-up days', () => {
    expect(nextTradingDay('2024-02-07')).toBe('2024-02-15');
    expect(previousTradingDay('2024-02-15')).toBe('2024-02-07');
    expect(previousTradingDay('2022-01-04')).toBe('2021-12-31');
    expect(nextTradingDay('2023-04-28')).toBe('2023-05-04');
    expect(nextTradingDay('2024-11-22')).toBe('2024-11-25');
  });

  it('closes only weekends outside the table', () => {
    expect(isTradingDay('2028-01-03')).toBe(true);
    expect(isTradingDay('2018-12-29')).toBe(false);
  });

  it('refuses what is not an ISO date', () => {
    expect(() => isTradingDay('2024-02-30')).toThrow(RangeError);
    expect(() => tradingDays('15/02/2024', '2024-02-16')).toThrow(RangeError);
  });
});

describe('vietnamDate', () => {
  it('turns the day at 17:00 UTC, midnight in Ho Chi Minh City', () => {
    expect(vietnamDate(new Date('2024-02-07T16:59:59Z'))).toBe('2024-02-07');
    expect(vietnamDate(new Date('2024-02-07T17:00:00Z'))).toBe('2024-02-08');
    expect(vietnamDate(new Date('2024-02-08T00:00:00+07:00'))).toBe('2024-02-08');
    expect(() => vietnamDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
