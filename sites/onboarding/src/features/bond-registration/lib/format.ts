import type { CouponTerms } from '@brokerage/shared/bonds/terms.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';

/** Whole VND with the language's separators and the unit (spec §9): "1.234.567 ₫". */
export function formatVnd(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '-';
  return `${formatNumber(value, locale, { decimals: 0 })} ₫`;
}

/** A count of bonds: "1.200". */
export function formatCount(value: number, locale: Locale): string {
  return formatNumber(value, locale, { decimals: 0 });
}

/** A yield (a fraction a year) as a percentage with two decimals: 0.09871 → "9,87%". */
export function formatYield(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '-';
  return formatPercent(value * 100, locale, { decimals: 2 });
}

/** Basis points as a percentage: 980 → "9,8%". */
export function formatBps(bps: number, locale: Locale): string {
  return formatPercent(bps / 100, locale, { decimals: 2 });
}

/** dd/mm/yyyy (spec §9). */
export const formatDay = (iso: string | null | undefined): string => (iso ? formatDate(iso) : '-');

/** The coupon as the list shows it: "9,8%/năm" or "tham chiếu + 3%". */
export function couponText(
  coupon: CouponTerms,
  locale: Locale,
  words: { fixed: (rate: string) => string; floating: (reference: string, margin: string) => string },
): string {
  return coupon.kind === 'fixed'
    ? words.fixed(formatBps(coupon.rateBps, locale))
    : words.floating(coupon.reference[locale], formatBps(coupon.marginBps, locale));
}
