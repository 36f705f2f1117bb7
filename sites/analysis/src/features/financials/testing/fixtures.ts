// Test-only: small answers of the fundamentals API in its shapes (shared/validation/fundamentalsApi).
import type { FirmType, StatementPath } from '@brokerage/shared/market/fundamentals/types.ts';
import type {
  BusinessPlanStatistic,
  FinancialRatios,
  FinancialReport,
  FundamentalPeriod,
  PeriodColumn,
  Statement,
  StatementLine,
} from '@brokerage/shared/validation/fundamentalsApi.ts';
import { RATIO_KEYS } from '@brokerage/shared/validation/fundamentalsApi.ts';

/** The columns of a period kind, newest first: 2025…2021, or Q3/2026…Q1/2021 (23 quarters). */
export function columnsOf(period: FundamentalPeriod): PeriodColumn[] {
  if (period === 'year') {
    return [2025, 2024, 2023, 2022, 2021].map((year) => ({ year, quarter: 0, label: `${year}` }));
  }
  const columns: PeriodColumn[] = [];
  for (let year = 2026; year >= 2021; year -= 1) {
    for (let quarter = 4; quarter >= 1; quarter -= 1) {
      if (year === 2026 && quarter === 4) continue;
      columns.push({ year, quarter, label: `Q${quarter}/${year}` });
    }
  }
  return columns;
}

type Line = [code: string, level: number, subtotal: boolean, vi: string, en: string];

/** A few lines of each statement the tests open, the lines only a bank or an insurer has. */
const LINES: Partial<Record<`${FirmType}/${StatementPath}`, Line[]>> = {
  'bank/income-statement': [
    [
      'F3001',
      1,
      false,
      'Thu nhập lãi và các khoản thu nhập tương tự',
      'Interest and similar income',
    ],
    ['F3003', 0, true, 'Thu nhập lãi thuần', 'Net interest income'],
    ['F3012', 0, true, 'Tổng thu nhập hoạt động', 'Total operating income'],
    ['F3018', 0, true, 'Lợi nhuận sau thuế', 'Profit after tax'],
  ],
  'bank/balance-sheet': [
    ['F2020', 0, true, 'TỔNG TÀI SẢN CÓ', 'TOTAL ASSETS'],
    ['F2040', 1, true, 'VỐN VÀ CÁC QUỸ', 'CAPITAL AND RESERVES'],
  ],
  'bank/business-performance': [
    ['F4001', 0, true, 'Dư nợ cho vay khách hàng', 'Loans to customers (gross)'],
  ],
  'insurance/income-statement': [
    ['F3006', 0, true, 'Doanh thu phí bảo hiểm thuần', 'Net earned premiums'],
    ['F3008', 0, true, 'Doanh thu thuần hoạt động kinh doanh bảo hiểm', 'Net insurance revenue'],
    ['F3025', 0, true, 'Lợi nhuận sau thuế', 'Profit after tax'],
  ],
  'insurance/balance-sheet': [
    ['F2020', 0, true, 'TỔNG CỘNG TÀI SẢN', 'TOTAL ASSETS'],
    ['F2050', 1, true, 'VỐN CHỦ SỞ HỮU', 'OWNERS’ EQUITY'],
  ],
};

/** `ttpt-stox-tb-fund-{type}/{path}` for `symbol`: values grow with the year, by line. */
export function statementOf(
  symbol: string,
  firmType: FirmType,
  path: StatementPath,
  period: FundamentalPeriod,
  locale: 'vi' | 'en' = 'vi',
): Statement {
  const columns = columnsOf(period);
  const lines: StatementLine[] = (LINES[`${firmType}/${path}`] ?? []).map(
    ([code, level, subtotal, vi, en], index) => ({
      code,
      parent: null,
      level,
      label: locale === 'en' ? en : vi,
      subtotal,
      values: columns.map(
        (column) => (index + 1) * 1_000_000_000_000 + (column.year - 2020) * 10_000_000_000,
      ),
    }),
  );
  return {
    stockSymbol: symbol,
    firmType,
    statement: path,
    period,
    unit: 'VND',
    columns,
    lines,
  };
}

const ratios = (scale: number) =>
  Object.fromEntries(RATIO_KEYS.map((key, i) => [key, (i + 1) * scale])) as Record<
    (typeof RATIO_KEYS)[number],
    number | null
  >;

/** `ttpt-financial-ratios` of a bank: the years 2025…2022 and a sector median. */
export function bankRatios(symbol = 'VCB'): FinancialRatios {
  const periods = [2025, 2024, 2023, 2022].map((year, i) => ({
    year,
    quarter: 0,
    label: `${year}`,
    periodEnd: `${year}-12-31`,
    price: 80_000,
    shares: 6_000_000_000,
    ratios: {
      ...ratios(0.01 * (i + 1)),
      eps: 10_000 - i * 1000,
      grossMargin: null,
      currentRatio: null,
      combinedRatio: null,
      marginLendingToEquity: null,
    },
  }));
  return {
    stockSymbol: symbol,
    firmType: 'bank',
    icbCode: '8300',
    period: 'year',
    periods,
    sectorMedian: {
      year: 2025,
      quarter: 0,
      label: '2025',
      companies: 14,
      ratios: { ...ratios(0.02), grossMargin: null, currentRatio: null, eps: 4_029 },
    },
  };
}

export const plans: BusinessPlanStatistic[] = [
  {
    year: 2026,
    agmDate: '2026-04-22',
    revenueTarget: 211_268_000_000_000,
    profitAfterTaxTarget: 76_978_000_000_000,
    revenueActual: 185_974_284_812_694,
    profitAfterTaxActual: 75_619_875_206_802,
    quartersReported: 3,
    revenueAchievement: 88.03,
    profitAfterTaxAchievement: 98.24,
  },
  {
    year: 2025,
    agmDate: '2025-04-13',
    revenueTarget: 145_533_000_000_000,
    profitAfterTaxTarget: 40_143_000_000_000,
    revenueActual: 185_271_624_897_405,
    profitAfterTaxActual: 65_112_363_524_949,
    quartersReported: 4,
    revenueAchievement: 127.31,
    profitAfterTaxAchievement: 162.2,
  },
];

/** `ttpt-financial-reports` of `symbol`: `total` periods, newest first, from Q3/2026. */
export function reportsOf(symbol: string, total: number): FinancialReport[] {
  return columnsOf('quarter')
    .slice(0, total)
    .map(({ year, quarter, label }) => ({
      id: `${symbol}-${year}-${quarter}`,
      stockSymbol: symbol,
      firmType: 'bank' as const,
      year,
      quarter,
      label,
      title: `${symbol} – Báo cáo tài chính quý ${quarter}/${year}`,
      periodEnd: `${year}-${String(quarter * 3).padStart(2, '0')}-30`,
      publishedDate: `${year}-${String(quarter * 3).padStart(2, '0')}-30`,
    }));
}
