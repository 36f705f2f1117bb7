import { describe, expect, it } from 'vitest';
import { rightDateKey, rightDates, type DatedRight } from './rightDates';

const right = (id: number, recordDate: string, executionDate: string): DatedRight => ({
  id,
  recordDate,
  executionDate,
});

describe('rightDates', () => {
  const rights = [
    right(1, '2026-03-17', '2026-04-17'),
    right(2, '2026-11-20', '2026-12-20'),
    right(3, '2026-12-14', '2027-01-11'),
    right(4, '2026-11-29', '2026-11-29'),
  ];

  it('keeps the dates from `from` on, soonest first, record before execution on the same day', () => {
    expect(rightDates(rights, '2026-11-29').map((d) => [d.right.id, d.kind, d.date])).toEqual([
      [4, 'record', '2026-11-29'],
      [4, 'execution', '2026-11-29'],
      [3, 'record', '2026-12-14'],
      [2, 'execution', '2026-12-20'],
      [3, 'execution', '2027-01-11'],
    ]);
  });

  it('stops at `to`, both ends included', () => {
    expect(rightDates(rights, '2026-11-20', '2026-12-20').map((d) => [d.right.id, d.kind])).toEqual(
      [
        [2, 'record'],
        [4, 'record'],
        [4, 'execution'],
        [3, 'record'],
        [2, 'execution'],
      ],
    );
    expect(rightDates(rights, '2027-01-12', '2027-12-31')).toEqual([]);
  });

  it('counts a right listed twice once, and skips a malformed date', () => {
    const meeting = right(3, '2026-12-14', 'soon');
    expect(rightDates([meeting, meeting], '2026-01-01').map((d) => d.kind)).toEqual(['record']);
  });

  it('keys a date by symbol, right and kind only', () => {
    expect(rightDateKey('FPT', 60, 'record')).toBe('FPT-60-record');
    expect(rightDateKey('FPT', 60, 'execution')).toBe('FPT-60-execution');
  });
});
