/**
 * A statement as the page draws it: the newest periods only (the API answers every stored
 * one), newest first in the table; a line's values oldest first for a chart.
 */
import type { PeriodColumn, StatementLine } from '@brokerage/shared/validation/fundamentalsApi.ts';
import type { Statement } from '../api/financialsApi';

export interface StatementGrid {
  /** Newest first. */
  columns: PeriodColumn[];
  lines: StatementLine[];
}

/** The `count` newest columns of `statement` and each line's values for them. */
export function statementGrid(statement: Statement, count: number): StatementGrid {
  const columns = statement.columns.slice(0, count);
  return {
    columns,
    lines: statement.lines.map((line) => ({ ...line, values: line.values.slice(0, count) })),
  };
}

/** One line of a chart: its label in the page's language and its points, oldest first. */
export interface ChartSeries {
  code: string;
  label: string;
  points: Array<{ label: string; value: number | null }>;
}

/** The line `code` of `statement` over its `count` newest periods, oldest first; null if absent. */
export function lineSeries(statement: Statement, code: string, count: number): ChartSeries | null {
  const line = statement.lines.find((l) => l.code === code);
  if (!line) return null;
  const points = statement.columns
    .slice(0, count)
    .map((column, i) => ({ label: column.label, value: line.values[i] ?? null }))
    .reverse();
  return { code, label: line.label, points };
}
