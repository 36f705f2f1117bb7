/**
 * How thong-tin-tai-chinh prints its figures (spec §9: two decimals, a trailing ".00" dropped;
 * Vietnamese "1.234,50", English "1,234.50"): statement amounts in billions of đồng, per-share
 * figures in whole đồng, multiples as plain numbers, ratios and achievements in %. Two decimals
 * always (not "1.441,5" above "1.441,52"), so a column's figures line up.
 */
import { EMPTY_VALUE, formatNumber, type FormatLocale } from '@brokerage/shared/format/number.ts';
import type { RATIO_KEYS } from '@brokerage/shared/validation/fundamentalsApi.ts';

export type RatioKey = (typeof RATIO_KEYS)[number];

/** `value` with two decimals, or none when both are zero: 96.668,60, 141.165, -294,80. */
export function formatFixed(value: number | null | undefined, locale: FormatLocale): string {
  const text = formatNumber(value, locale, { decimals: 2 });
  const decimal = locale === 'vi' ? ',' : '.';
  // The shared format drops every trailing zero: put back the one of "…,6" (spec: only ",00" goes).
  return text.at(-2) === decimal ? `${text}0` : text;
}

/** VND in billions (tỷ đồng), as the statements are printed: 5.615.215,08. */
export function formatAmount(value: number | null | undefined, locale: FormatLocale): string {
  return formatFixed(value == null ? null : value / 1e9, locale);
}

/** A figure in % (15.3 → "15,30%"), with its sign if `signed`. */
function formatFixedPercent(value: number, locale: FormatLocale, signed = false): string {
  const text = formatFixed(value, locale);
  return `${signed && value > 0 && text !== '0' ? '+' : ''}${text}%`;
}

/** How a ratio is printed: đồng a share, a multiple, a share in %, a change in % with its sign. */
export type RatioFormat = 'vnd' | 'times' | 'percent' | 'change';

export const RATIO_FORMATS: Readonly<Record<RatioKey, RatioFormat>> = {
  eps: 'vnd',
  bvps: 'vnd',
  pe: 'times',
  pb: 'times',
  ps: 'times',
  roe: 'percent',
  roa: 'percent',
  grossMargin: 'percent',
  operatingMargin: 'percent',
  netMargin: 'percent',
  revenueGrowth: 'change',
  profitGrowth: 'change',
  debtToEquity: 'times',
  currentRatio: 'times',
  nim: 'percent',
  nplRatio: 'percent',
  casaRatio: 'percent',
  ldr: 'percent',
  combinedRatio: 'percent',
  marginLendingToEquity: 'percent',
};

/** A ratio as the API sends it (fractions for the % ones) in the page's language. */
export function formatRatio(
  key: RatioKey,
  value: number | null | undefined,
  locale: FormatLocale,
): string {
  if (value == null || !Number.isFinite(value)) return EMPTY_VALUE;
  switch (RATIO_FORMATS[key]) {
    case 'vnd':
      return formatNumber(value, locale, { decimals: 0 });
    case 'times':
      return formatFixed(value, locale);
    case 'percent':
      return formatFixedPercent(value * 100, locale);
    case 'change':
      return formatFixedPercent(value * 100, locale, true);
  }
}

/** A plan's achievement, already in % (127.31 → "127,31%"). */
export function formatAchievement(value: number | null | undefined, locale: FormatLocale): string {
  if (value == null || !Number.isFinite(value)) return EMPTY_VALUE;
  return formatFixedPercent(value, locale);
}

/** The length of an achievement bar, 0–100 % of its track (a plan beaten fills it). */
export function achievementWidth(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(100, value);
}
