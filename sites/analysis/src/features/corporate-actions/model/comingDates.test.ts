import { describe, expect, it } from 'vitest';
import { cashDividend, right } from '../testing/rights';
import { calendarFileName, comingDates, rightsCalendar } from './comingDates';

const today = '2026-11-29';

describe('comingDates', () => {
  it('keeps record and execution dates from today on, soonest first, record before execution', () => {
    const past = right(1, { recordDate: '2026-03-17', executionDate: '2026-04-17' });
    const straddling = cashDividend(2, { recordDate: '2026-11-20', executionDate: '2026-12-20' });
    const meeting = right(3, { recordDate: '2026-12-14', executionDate: '2027-01-11' });
    const sameDay = right(4, { recordDate: '2026-11-29', executionDate: '2026-11-29' });
    const dates = comingDates([past, straddling, meeting, sameDay], today);
    expect(dates.map((d) => [d.right.id, d.kind, d.date])).toEqual([
      [4, 'record', '2026-11-29'],
      [4, 'execution', '2026-11-29'],
      [3, 'record', '2026-12-14'],
      [2, 'execution', '2026-12-20'],
      [3, 'execution', '2027-01-11'],
    ]);
  });

  it('counts a right listed twice once, and skips a malformed date', () => {
    const meeting = right(3, { recordDate: '2026-12-14', executionDate: 'soon' });
    expect(comingDates([meeting, meeting], today).map((d) => d.kind)).toEqual(['record']);
  });

  it('is empty when every date has passed', () => {
    expect(comingDates([right(1)], today)).toEqual([]);
  });
});

describe('rightsCalendar', () => {
  it('writes one event a date with a UID stable for the right and the kind', () => {
    const meeting = right(60, { recordDate: '2026-12-14', executionDate: '2027-01-11' });
    const text = rightsCalendar(comingDates([meeting], today), {
      symbol: 'FPT',
      prodId: '-//An Phat//Analysis centre//EN',
      name: 'FPT – shareholder rights',
      host: 'example.test',
      stamp: new Date('2026-11-29T00:00:00Z'),
      summary: (date) => `FPT – ${date.kind}: ${date.right.title}`,
      description: (date) => `Record ${date.right.recordDate}\nPaid ${date.right.executionDate}`,
    });
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('UID:FPT-60-record@example.test\r\n');
    expect(text).toContain('UID:FPT-60-execution@example.test\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20261214\r\nDTEND;VALUE=DATE:20261215\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20270111\r\nDTEND;VALUE=DATE:20270112\r\n');
    expect(text).toContain('DESCRIPTION:Record 2026-12-14\\nPaid 2027-01-11\r\n');
  });

  it('names the file in the page language', () => {
    expect(calendarFileName('FPT', 'vi')).toBe('FPT-quyen.ics');
    expect(calendarFileName('FPT', 'en')).toBe('FPT-rights.ics');
  });
});
