import { describe, expect, it } from 'vitest';
import { groupByMonth } from './groupByMonth';

describe('groupByMonth', () => {
  it('groups consecutive items by the month of their date, keeping the order', () => {
    const events = [
      { id: 1, date: '2026-10-02' },
      { id: 2, date: '2026-10-28' },
      { id: 3, date: '2026-11-03' },
      { id: 4, date: 'soon' },
      { id: 5, date: '2027-01-15' },
    ];
    const groups = groupByMonth(events, (e) => e.date);
    expect(groups.map((g) => [g.key, g.items.map((e) => e.id)])).toEqual([
      ['2026-10', [1, 2]],
      ['2026-11', [3, 4]],
      ['2027-01', [5]],
    ]);
    expect(groups[2]).toMatchObject({ year: 2027, month: 1 });
  });

  it('gives nothing for nothing', () => {
    expect(groupByMonth([], () => '2026-01-01')).toEqual([]);
  });
});
