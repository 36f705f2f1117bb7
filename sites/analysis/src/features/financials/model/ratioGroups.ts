/**
 * The ratios the page shows, in groups, per firm type (docs/fundamentals.md "Ratios"): the
 * common ones, then the sector's own (banks: NIM, NPL, CASA, LDR; insurers: combined ratio;
 * securities firms: margin lending to equity). A ratio no period has (a bank's gross margin) is
 * left out rather than shown as a row of dashes.
 */
import type { FirmType } from '@brokerage/shared/market/fundamentals/types.ts';
import type { FinancialRatios } from '../api/financialsApi';
import type { RatioKey } from './financialFormat';

/** A group's text key under `financials.ratios.groups`. */
export type RatioGroupId = 'valuation' | 'profitability' | 'growth' | 'health' | 'sector';

export interface RatioGroup {
  id: RatioGroupId;
  keys: readonly RatioKey[];
}

const COMMON: readonly RatioGroup[] = [
  { id: 'valuation', keys: ['eps', 'bvps', 'pe', 'pb', 'ps'] },
  { id: 'profitability', keys: ['roe', 'roa', 'grossMargin', 'operatingMargin', 'netMargin'] },
  { id: 'growth', keys: ['revenueGrowth', 'profitGrowth'] },
  { id: 'health', keys: ['debtToEquity', 'currentRatio'] },
];

export const SECTOR_RATIOS: Readonly<Record<FirmType, readonly RatioKey[]>> = {
  bank: ['nim', 'nplRatio', 'casaRatio', 'ldr'],
  insurance: ['combinedRatio'],
  securities: ['marginLendingToEquity'],
  company: [],
};

/** One ratio's row: its values oldest first (the trend), the latest and the sector median. */
export interface RatioRow {
  key: RatioKey;
  /** Oldest first, for the trend; null where the period has none. */
  trend: Array<{ label: string; value: number | null }>;
  latest: number | null;
  median: number | null;
}

export interface RatioSection {
  id: RatioGroupId;
  rows: RatioRow[];
}

/**
 * The groups of `data`'s firm type with the ratios some period or the median has, each with
 * its last `count` periods (the answer is newest first).
 */
export function ratioSections(data: FinancialRatios, count: number): RatioSection[] {
  const periods = data.periods.slice(0, count).reverse();
  const groups: RatioGroup[] = [...COMMON, { id: 'sector', keys: SECTOR_RATIOS[data.firmType] }];
  return groups
    .map(({ id, keys }) => ({
      id,
      rows: keys
        .map((key): RatioRow => ({
          key,
          trend: periods.map((period) => ({ label: period.label, value: period.ratios[key] })),
          latest: data.periods[0]?.ratios[key] ?? null,
          median: data.sectorMedian?.ratios[key] ?? null,
        }))
        .filter((row) => row.median !== null || row.trend.some((point) => point.value !== null)),
    }))
    .filter((section) => section.rows.length > 0);
}
