import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ScreenerRow } from '@brokerage/shared/validation/screenerApi.ts';

/** The export's columns: header per language, and the cell of a row (figures as plain numbers). */
const COLUMNS: { vi: string; en: string; cell: (row: ScreenerRow) => string | number | null }[] = [
  { vi: 'Mã CK', en: 'Symbol', cell: (row) => row.stockSymbol },
  { vi: 'Tên công ty', en: 'Company', cell: (row) => row.name },
  { vi: 'Sàn', en: 'Exchange', cell: (row) => row.exchange },
  { vi: 'Mã ngành ICB', en: 'ICB code', cell: (row) => row.icbCode },
  { vi: 'Ngành', en: 'Sector', cell: (row) => row.sector },
  { vi: 'Phiên', en: 'Session', cell: (row) => row.sessionDate },
  { vi: 'Giá (đồng)', en: 'Price (VND)', cell: (row) => row.price },
  {
    vi: 'Vốn hóa (tỷ đồng)',
    en: 'Market cap (VND billion)',
    cell: (row) => (row.marketCapital === null ? null : Math.round(row.marketCapital / 1e7) / 100),
  },
  { vi: 'P/E', en: 'P/E', cell: (row) => row.pE },
  { vi: 'P/B', en: 'P/B', cell: (row) => row.pB },
  { vi: 'ROE (%)', en: 'ROE (%)', cell: (row) => row.roe },
  {
    vi: 'Tăng trưởng LNST cổ đông công ty mẹ (%)',
    en: 'Profit growth to the parent (%)',
    cell: (row) => row.profitGrowth,
  },
  { vi: 'Điểm đánh giá (0–100)', en: 'Assessment score (0–100)', cell: (row) => row.score },
];

/**
 * A text cell as RFC 4180 wants it (quoted when it holds a comma, a quote or a line break), and
 * never read as a formula by a spreadsheet (a leading =, +, - or @ gets an apostrophe).
 */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The screener's result as CSV: UTF-8 with a BOM (spreadsheet programs then read the
 * Vietnamese), comma-separated, CRLF rows, the header in the request's language; figures as
 * plain numbers with a dot (machine-readable), empty where there is none. No rows: the header.
 */
export function screenerCsv(rows: readonly ScreenerRow[], locale: Locale): string {
  const lines = [
    COLUMNS.map((column) => csvField(column[locale])),
    ...rows.map((row) => COLUMNS.map((column) => csvField(column.cell(row)))),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** The file's name: the page's name in the language and the session of the prices. */
export const screenerFileName = (locale: Locale, sessionDate: string | undefined) =>
  `${locale === 'en' ? 'stock-screener' : 'bo-loc-co-phieu'}${sessionDate ? `_${sessionDate}` : ''}.csv`;
