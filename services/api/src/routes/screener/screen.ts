import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  defaultOrder,
  rangeField,
  SCREENER_RANGES,
  type ScreenerFilter,
  type ScreenerRange,
  type ScreenerSort,
} from '@brokerage/shared/validation/screenerApi.ts';
import type { ScreenedCompany } from './universe';

/** VND in a billion (the market cap filter is in tỷ đồng). */
export const BILLION = 1e9;

/** The figure a range filter reads, in the filter's unit. */
export function rangeValue(row: ScreenedCompany, range: ScreenerRange): number | null {
  switch (range) {
    case 'market_cap':
      return row.marketCapital === null ? null : row.marketCapital / BILLION;
    case 'pe':
      return row.pE;
    case 'pb':
      return row.pB;
    case 'roe':
      return row.roe;
    case 'growth':
      return row.profitGrowth;
    case 'score':
      return row.score;
  }
}

/**
 * Whether `row` passes every filter: its exchange and sector among those named (none named:
 * any), and each bound given (inclusive). A company without the figure (a loss has no P/E, a
 * company without statements no ROE) fails a filter on that figure.
 */
export function passes(row: ScreenedCompany, filter: ScreenerFilter): boolean {
  const { company } = row;
  if (filter.exchange.length > 0 && !filter.exchange.includes(company.exchange)) return false;
  if (filter.icb_code.length > 0 && !filter.icb_code.includes(company.icbCode)) return false;
  return SCREENER_RANGES.every((range) => {
    const min = filter[rangeField(range, 'min')];
    const max = filter[rangeField(range, 'max')];
    if (min === undefined && max === undefined) return true;
    const value = rangeValue(row, range);
    if (value === null) return false;
    return (min === undefined || value >= min) && (max === undefined || value <= max);
  });
}

type SortKey = (row: ScreenedCompany) => string | number | null;

function sortKey(sort: ScreenerSort, locale: Locale): SortKey {
  switch (sort) {
    case 'symbol':
      return (row) => row.company.symbol;
    case 'name':
      return (row) => (locale === 'en' ? row.company.nameEn : row.company.nameVi);
    case 'exchange':
      return (row) => row.company.exchange;
    case 'sector':
      return (row) => (locale === 'en' ? row.company.sectorEn : row.company.sectorVi);
    case 'price':
      return (row) => row.price;
    case 'market_cap':
      return (row) => row.marketCapital;
    case 'pe':
      return (row) => row.pE;
    case 'pb':
      return (row) => row.pB;
    case 'roe':
      return (row) => row.roe;
    case 'growth':
      return (row) => row.profitGrowth;
    case 'score':
      return (row) => row.score;
  }
}

/**
 * The matches in the order asked: by `sort` (`order`, or the column's natural order), companies
 * without the figure last either way, then by symbol. Names sort by the request's language.
 */
export function screen(
  rows: readonly ScreenedCompany[],
  filter: ScreenerFilter,
  locale: Locale,
): ScreenedCompany[] {
  const key = sortKey(filter.sort, locale);
  const direction = (filter.order ?? defaultOrder(filter.sort)) === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'vi', { sensitivity: 'base' });
  const bySymbol = (a: ScreenedCompany, b: ScreenedCompany) =>
    a.company.symbol < b.company.symbol ? -1 : a.company.symbol > b.company.symbol ? 1 : 0;
  return rows
    .filter((row) => passes(row, filter))
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === null || y === null) {
        if (x === y) return bySymbol(a, b);
        return x === null ? 1 : -1;
      }
      const compared =
        typeof x === 'string' && typeof y === 'string'
          ? collator.compare(x, y)
          : (x as number) - (y as number);
      return compared * direction || bySymbol(a, b);
    });
}
