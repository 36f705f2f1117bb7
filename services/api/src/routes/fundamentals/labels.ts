import type { FastifyInstance } from 'fastify';
import { lineItems } from '@brokerage/shared/market/fundamentals/catalogue.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { FirmType, StatementPath } from '@brokerage/shared/market/fundamentals/types.ts';

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

/**
 * A firm type's line labels in a language: the stored ones, which an imported `line-items` file
 * may word as its vendor does (`npm run import:market`), else the catalogue's. The layout (which
 * lines, in what order, what adds up) stays the catalogue's: the books are checked against it.
 */
export async function lineLabeller(
  app: FastifyInstance,
  firmType: FirmType,
  locale: Locale,
): Promise<(code: string) => string> {
  const stored = await app.repos.fundamentals.lineLabels(firmType);
  const items = lineItems(firmType);
  return (code) => {
    const labels = stored.get(code) ?? items.get(code)!;
    return locale === 'en' ? labels.labelEn : labels.labelVi;
  };
}
