import { describe, expect, it } from 'vitest';
import {
  lineItems,
  statementCodes,
  statementPaths,
} from '@brokerage/shared/market/fundamentals/catalogue.ts';
import { FIRM_TYPES } from '@brokerage/shared/market/fundamentals/types.ts';
import { CHART_LINES, parsePeriod, parseStatement, STATEMENT_TABS } from './layouts';

describe('statement tabs', () => {
  it.each(FIRM_TYPES)('offer exactly the sub-paths the API has for %s', (firmType) => {
    const tabs = STATEMENT_TABS[firmType].map((tab) => tab.path);
    expect([...tabs].sort()).toEqual([...statementPaths(firmType)].sort());
  });

  it('follow spec §7: a bank’s cash-flow-statement, a securities firm’s security-balance', () => {
    const paths = (type: (typeof FIRM_TYPES)[number]) => STATEMENT_TABS[type].map((t) => t.path);
    expect(paths('bank')).toContain('cash-flow-statement');
    expect(paths('bank')).not.toContain('cashflow-statement');
    expect(paths('company')).toContain('cashflow-statement');
    expect(paths('company')).not.toContain('cashflow-statement-gt');
    expect(paths('insurance')).toEqual(
      expect.arrayContaining(['cashflow-statement', 'cashflow-statement-gt', 'balance-sheet']),
    );
    expect(paths('securities')).toEqual(
      expect.arrayContaining(['cashflow-statement', 'cashflow-statement-gt', 'security-balance']),
    );
    expect(paths('securities')).not.toContain('balance-sheet');
  });
});

describe('the query', () => {
  it('reads the period, falling back to the years', () => {
    expect(parsePeriod('quarter')).toBe('quarter');
    expect(parsePeriod('year')).toBe('year');
    expect(parsePeriod(null)).toBe('year');
    expect(parsePeriod('QUARTER')).toBe('year');
    expect(parsePeriod('../../etc')).toBe('year');
  });

  it('reads the statement, falling back to the first tab of the firm type', () => {
    expect(parseStatement('bank', 'balance-sheet')).toBe('balance-sheet');
    expect(parseStatement('securities', 'security-balance')).toBe('security-balance');
    // A sub-path of another firm type is not this one's.
    expect(parseStatement('securities', 'balance-sheet')).toBe('income-statement');
    expect(parseStatement('bank', 'cashflow-statement')).toBe('income-statement');
    expect(parseStatement('company', undefined)).toBe('income-statement');
    expect(parseStatement('insurance', '<script>')).toBe('income-statement');
  });
});

describe('chart lines', () => {
  it.each(FIRM_TYPES)('name lines of the %s statements the charts read', (firmType) => {
    const lines = CHART_LINES[firmType];
    const income = statementCodes(firmType, 'income-statement')!;
    const balance = statementCodes(firmType, lines.balancePath)!;
    expect(income).toEqual(expect.arrayContaining([lines.revenue, lines.profitAfterTax]));
    expect(balance).toEqual(expect.arrayContaining([lines.totalAssets, lines.equity]));
    const items = lineItems(firmType);
    expect(items.get(lines.totalAssets)!.labelEn).toMatch(/total assets/i);
    expect(items.get(lines.profitAfterTax)!.labelEn).toMatch(/^profit after tax$/i);
  });
});
