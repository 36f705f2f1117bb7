import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { StatementPath } from '@brokerage/shared/market/fundamentals/types.ts';

type Text = Record<Locale, string>;

/** The statements' titles (the report download's first column). */
export const STATEMENT_TITLES: Readonly<Record<StatementPath, Text>> = {
  'business-performance': { vi: 'Kết quả kinh doanh', en: 'Business performance' },
  'balance-sheet': { vi: 'Bảng cân đối kế toán', en: 'Balance sheet' },
  'security-balance': {
    vi: 'Báo cáo tình hình tài chính',
    en: 'Statement of financial position',
  },
  'income-statement': { vi: 'Báo cáo kết quả hoạt động kinh doanh', en: 'Income statement' },
  'cash-flow-statement': {
    vi: 'Báo cáo lưu chuyển tiền tệ (trực tiếp)',
    en: 'Cash flow statement (direct)',
  },
  'cashflow-statement': {
    vi: 'Báo cáo lưu chuyển tiền tệ',
    en: 'Cash flow statement',
  },
  'cashflow-statement-gt': {
    vi: 'Báo cáo lưu chuyển tiền tệ (gián tiếp)',
    en: 'Cash flow statement (indirect)',
  },
};

/** "Q3/2026" or "2025": the same in both languages, as the vendors print them. */
export const periodLabel = (year: number, quarter: number) =>
  quarter === 0 ? String(year) : `Q${quarter}/${year}`;

/** A published report's title: "FPT – Báo cáo tài chính quý 3/2026", "… năm 2025". */
export function reportTitle(locale: Locale, symbol: string, year: number, quarter: number) {
  if (locale === 'en') {
    return quarter === 0
      ? `${symbol} – Annual financial statements ${year}`
      : `${symbol} – Financial statements Q${quarter}/${year}`;
  }
  return quarter === 0
    ? `${symbol} – Báo cáo tài chính năm ${year}`
    : `${symbol} – Báo cáo tài chính quý ${quarter}/${year}`;
}

/** The download's header row before the period's column. */
export const CSV_HEADERS: Readonly<Record<Locale, readonly string[]>> = {
  vi: ['Báo cáo', 'Mã', 'Chỉ tiêu'],
  en: ['Statement', 'Code', 'Line'],
};
