import { describe, expect, it } from 'vitest';
import { statementOf } from '../testing/fixtures';
import { lineSeries, statementGrid } from './statementView';

describe('statementGrid', () => {
  it('keeps the newest columns and each line’s values for them', () => {
    const statement = statementOf('VCB', 'bank', 'income-statement', 'quarter');
    expect(statement.columns).toHaveLength(23);
    const grid = statementGrid(statement, 8);
    expect(grid.columns.map((c) => c.label)).toEqual([
      'Q3/2026',
      'Q2/2026',
      'Q1/2026',
      'Q4/2025',
      'Q3/2025',
      'Q2/2025',
      'Q1/2025',
      'Q4/2024',
    ]);
    expect(grid.lines.every((line) => line.values.length === 8)).toBe(true);
    expect(grid.lines.map((line) => line.code)).toEqual(statement.lines.map((line) => line.code));
  });
});

describe('lineSeries', () => {
  it('gives a line’s values oldest first with its label', () => {
    const statement = statementOf('VCB', 'bank', 'income-statement', 'year', 'en');
    const series = lineSeries(statement, 'F3018', 3)!;
    expect(series.label).toBe('Profit after tax');
    expect(series.points.map((p) => p.label)).toEqual(['2023', '2024', '2025']);
    expect(series.points[0]!.value).toBeLessThan(series.points[2]!.value!);
  });

  it('is null for a line the statement does not have', () => {
    expect(
      lineSeries(statementOf('BVH', 'insurance', 'income-statement', 'year'), 'F3003', 5),
    ).toBe(null);
  });
});
