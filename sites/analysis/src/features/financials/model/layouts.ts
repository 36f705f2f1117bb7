/**
 * What thong-tin-tai-chinh shows of each firm type's statements (spec §7, docs/fundamentals.md
 * "Sub-paths"): the tabs with exactly the API's sub-paths, the periods a table shows, the lines
 * its charts draw, and the reading of the page's query (`period`, `statement`), where a value
 * the page does not know falls back to the default instead of failing.
 */
import type { FirmType, StatementPath } from '@brokerage/shared/market/fundamentals/types.ts';
import type { FundamentalPeriod } from '@brokerage/shared/validation/fundamentalsApi.ts';

/** A tab's text key under `financials.statements.tabs`. */
export type StatementTabText =
  | 'income'
  | 'balance'
  | 'position'
  | 'cashFlow'
  | 'cashFlowDirect'
  | 'cashFlowIndirect'
  | 'performance';

export interface StatementTab {
  path: StatementPath;
  text: StatementTabText;
}

const INCOME: StatementTab = { path: 'income-statement', text: 'income' };
const BALANCE: StatementTab = { path: 'balance-sheet', text: 'balance' };
const PERFORMANCE: StatementTab = { path: 'business-performance', text: 'performance' };

/**
 * The statements of each firm type, the income statement first (what a reader opens first):
 * a bank's cash flows are `cash-flow-statement` (direct), the others' `cashflow-statement`
 * (a company's indirect, an insurer's and a securities firm's direct, with the indirect under
 * `cashflow-statement-gt`); a securities firm has `security-balance` and no `balance-sheet`.
 */
export const STATEMENT_TABS: Readonly<Record<FirmType, readonly StatementTab[]>> = {
  bank: [INCOME, BALANCE, { path: 'cash-flow-statement', text: 'cashFlowDirect' }, PERFORMANCE],
  company: [INCOME, BALANCE, { path: 'cashflow-statement', text: 'cashFlow' }, PERFORMANCE],
  insurance: [
    INCOME,
    BALANCE,
    { path: 'cashflow-statement', text: 'cashFlowDirect' },
    { path: 'cashflow-statement-gt', text: 'cashFlowIndirect' },
    PERFORMANCE,
  ],
  securities: [
    INCOME,
    { path: 'security-balance', text: 'position' },
    { path: 'cashflow-statement', text: 'cashFlowDirect' },
    { path: 'cashflow-statement-gt', text: 'cashFlowIndirect' },
    PERFORMANCE,
  ],
};

/** The switch's choices (FUNDAMENTAL_PERIODS, without loading the schemas into the page). */
export const PERIODS: readonly FundamentalPeriod[] = ['year', 'quarter'];

/** `?period=`: `quarter` shows the quarters; anything else (or nothing) the years. */
export function parsePeriod(raw: string | null | undefined): FundamentalPeriod {
  return raw === 'quarter' ? 'quarter' : 'year';
}

/** `?statement=`: one of the firm type's sub-paths, else its first tab. */
export function parseStatement(firmType: FirmType, raw: string | null | undefined): StatementPath {
  const tabs = STATEMENT_TABS[firmType];
  return (tabs.find((tab) => tab.path === raw) ?? tabs[0]!).path;
}

/** How many periods a table and a chart show: five years (spec §9), the last eight quarters. */
export const PERIOD_COUNT: Readonly<Record<FundamentalPeriod, number>> = { year: 5, quarter: 8 };

/** The lines the charts draw, by code (`KEY_LINES` of the catalogue, one line each). */
export interface ChartLines {
  /** The balance-sheet sub-path of the firm type. */
  balancePath: StatementPath;
  /** Revenue as the business plans count it, and the profit after tax (income statement). */
  revenue: string;
  profitAfterTax: string;
  /** Total assets and owners' equity (balance sheet). */
  totalAssets: string;
  equity: string;
}

export const CHART_LINES: Readonly<Record<FirmType, ChartLines>> = {
  // A bank's revenue is its total operating income; its equity the capital and reserves.
  bank: {
    balancePath: 'balance-sheet',
    revenue: 'F3012',
    profitAfterTax: 'F3018',
    totalAssets: 'F2020',
    equity: 'F2040',
  },
  company: {
    balancePath: 'balance-sheet',
    revenue: 'F3003',
    profitAfterTax: 'F3018',
    totalAssets: 'F2020',
    equity: 'F2050',
  },
  insurance: {
    balancePath: 'balance-sheet',
    revenue: 'F3008',
    profitAfterTax: 'F3025',
    totalAssets: 'F2020',
    equity: 'F2050',
  },
  securities: {
    balancePath: 'security-balance',
    revenue: 'F3009',
    profitAfterTax: 'F3022',
    totalAssets: 'F2020',
    equity: 'F2050',
  },
};
