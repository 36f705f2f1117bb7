import { afterEach, describe, expect, it } from 'vitest';
import { bondSettlementDate, dayDistance, formatDate, toCalendarDate } from './date';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatDate', () => {
  it('formats a date-only string as written in both patterns', () => {
    expect(formatDate('2024-03-09')).toBe('09/03/2024');
    expect(formatDate('2024-03-09', 'dd/mm/yyyy')).toBe('09/03/2024');
    expect(formatDate('2024-03-09', 'yyyy-mm-dd')).toBe('2024-03-09');
  });

  it('keeps the written date of a zone-less timestamp', () => {
    expect(formatDate('2024-03-09T23:30:00')).toBe('09/03/2024');
    expect(formatDate('2024-03-09 23:30:00.123')).toBe('09/03/2024');
  });

  it('shows instants as the calendar day in Asia/Ho_Chi_Minh', () => {
    // 17:00 UTC is midnight in Vietnam (UTC+7).
    expect(formatDate('2024-03-09T16:59:59Z')).toBe('09/03/2024');
    expect(formatDate('2024-03-09T17:00:00Z')).toBe('10/03/2024');
    expect(formatDate('2024-03-09T17:00:00.000+00:00', 'yyyy-mm-dd')).toBe('2024-03-10');
    expect(formatDate(new Date('2023-12-31T18:00:00Z'))).toBe('01/01/2024');
    expect(formatDate(Date.UTC(2024, 0, 1, 0, 0))).toBe('01/01/2024');
  });

  it('does not depend on the process time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2024-03-09')).toBe('09/03/2024');
    expect(formatDate(new Date('2024-03-09T17:00:00Z'))).toBe('10/03/2024');
  });

  it('handles leap days and rejects impossible dates', () => {
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate('2023-02-29')).toBe('');
    expect(formatDate('2024-13-01')).toBe('');
    expect(formatDate('2024-04-31')).toBe('');
  });

  it('returns "" for invalid or missing input', () => {
    for (const value of [
      null,
      undefined,
      '',
      'not a date',
      '03/04/2024',
      new Date('x'),
      Number.NaN,
    ]) {
      expect(formatDate(value)).toBe('');
    }
  });

  it('pads old years and single digits', () => {
    expect(formatDate('1940-01-05')).toBe('05/01/1940');
  });
});

describe('toCalendarDate', () => {
  it('returns year, month and day', () => {
    expect(toCalendarDate('2024-12-31')).toEqual({ year: 2024, month: 12, day: 31 });
    expect(toCalendarDate('garbage')).toBeNull();
  });
});

describe('toCalendarDate of an instant', () => {
  const byIntl = (instant: Date) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(instant);
    const pick = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return { year: pick('year'), month: pick('month'), day: pick('day') };
  };

  it('agrees with the time-zone database around midnight in Vietnam, before and after 1975', () => {
    const instants = [
      '1960-01-01T15:59:59Z',
      '1960-01-01T16:00:00Z',
      '1975-06-12T16:59:59Z',
      '1975-06-12T17:00:00Z',
      '2000-07-28T16:59:59.999Z',
      '2000-07-28T17:00:00Z',
      '2024-02-28T17:00:00Z',
      '2026-12-31T16:59:59Z',
      '2026-12-31T17:00:00Z',
    ].map((text) => new Date(text));
    for (let day = 0; day < 400; day += 1) {
      instants.push(new Date(Date.UTC(2025, 0, 1, 16, 59, 59) + day * 86_400_000));
      instants.push(new Date(Date.UTC(2025, 0, 1, 17, 0, 0) + day * 86_400_000));
    }
    for (const instant of instants) expect(toCalendarDate(instant)).toEqual(byIntl(instant));
  });
});

describe('dayDistance', () => {
  it('counts whole calendar days from one date to the other', () => {
    expect(dayDistance('2024-03-01', '2024-03-04')).toBe(3);
    expect(dayDistance('2024-03-04', '2024-03-01')).toBe(-3);
    expect(dayDistance('2024-03-01', '2024-03-01')).toBe(0);
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(dayDistance('2024-02-28', '2024-03-01')).toBe(2);
    expect(dayDistance('2023-02-28', '2023-03-01')).toBe(1);
    expect(dayDistance('2023-12-31', '2024-01-01')).toBe(1);
    expect(dayDistance('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('counts calendar days, not 24-hour periods', () => {
    // 23:00 and 01:00 the next day (Vietnam time) are one calendar day apart.
    expect(dayDistance('2024-03-01T16:00:00Z', '2024-03-01T18:00:00Z')).toBe(1);
    expect(dayDistance('2024-03-01T00:00:00', '2024-03-01T23:59:59')).toBe(0);
  });

  it('is 1 when either date is missing or invalid', () => {
    expect(dayDistance()).toBe(1);
    expect(dayDistance('2024-03-01')).toBe(1);
    expect(dayDistance(undefined, '2024-03-01')).toBe(1);
    expect(dayDistance(null, null)).toBe(1);
    expect(dayDistance('2024-03-01', 'nope')).toBe(1);
  });
});

describe('bondSettlementDate', () => {
  // 2024-03-04 is a Monday. Noon in Vietnam = 05:00 UTC.
  const at = (isoDay: string) => new Date(`${isoDay}T05:00:00Z`);
  const settle = (isoDay: string) => formatDate(bondSettlementDate(at(isoDay)), 'yyyy-mm-dd');

  it('adds 2 days Monday to Wednesday and at the weekend', () => {
    expect(settle('2024-03-04')).toBe('2024-03-06'); // Mon → Wed
    expect(settle('2024-03-05')).toBe('2024-03-07'); // Tue → Thu
    expect(settle('2024-03-06')).toBe('2024-03-08'); // Wed → Fri
    expect(settle('2024-03-09')).toBe('2024-03-11'); // Sat → Mon
    expect(settle('2024-03-10')).toBe('2024-03-12'); // Sun → Tue
  });

  it('adds 4 days on Thursday and Friday', () => {
    expect(settle('2024-03-07')).toBe('2024-03-11'); // Thu → Mon
    expect(settle('2024-03-08')).toBe('2024-03-12'); // Fri → Tue
  });

  it('decides the weekday in Vietnam time, not UTC', () => {
    // Wednesday 20:00 UTC is already Thursday 03:00 in Vietnam.
    const result = bondSettlementDate(new Date('2024-03-06T20:00:00Z'));
    expect(formatDate(result, 'yyyy-mm-dd')).toBe('2024-03-11');
  });

  it('crosses month and year ends and keeps the time of day', () => {
    expect(settle('2024-12-27')).toBe('2024-12-31'); // Fri
    expect(settle('2024-12-30')).toBe('2025-01-01'); // Mon
    const input = at('2024-02-28'); // Wed
    expect(bondSettlementDate(input).getTime() - input.getTime()).toBe(2 * 86_400_000);
    expect(formatDate(bondSettlementDate(input), 'yyyy-mm-dd')).toBe('2024-03-01');
  });

  it('gives an invalid date for an invalid input', () => {
    expect(Number.isNaN(bondSettlementDate(new Date('x')).getTime())).toBe(true);
  });
});
