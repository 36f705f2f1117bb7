/**
 * How the analysis centre prints board figures (spec §9): prices in whole VND, as the API
 * carries them and the page's price-unit note says (the technical-analysis page does the same,
 * so one stock's pages never mix units; market-facts.md: mixing units is a known complaint);
 * volumes with the K rule; values in billions of VND; the Vietnamese board colour of a price.
 */
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import {
  formatNumber,
  formatPercent,
  formatVolume,
  type FormatLocale,
} from '@brokerage/shared/format/number.ts';

/** `formatPrice(100500, 'vi')` → "100.500" (VND). */
export function formatPrice(value: number | null | undefined, locale: FormatLocale): string {
  return formatNumber(value, locale, { decimals: 0 });
}

/** A change in VND with its sign: "+500", "-1.200", "0". */
export function formatPriceChange(value: number | null | undefined, locale: FormatLocale): string {
  if (value == null) return formatNumber(null, locale);
  const text = formatNumber(Math.abs(value), locale, { decimals: 0 });
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text;
}

export function formatChangePercent(
  value: number | null | undefined,
  locale: FormatLocale,
): string {
  return formatPercent(value, locale, { signed: true });
}

/** A change and its percent, as the quote and the history print it: "+500 (+0,50%)". */
export function formatChange(
  change: number | null | undefined,
  changePercent: number | null | undefined,
  locale: FormatLocale,
): string {
  return `${formatPriceChange(change, locale)} (${formatChangePercent(changePercent, locale)})`;
}

/** Shares: 12.345 → "12,35K". */
export function formatShares(value: number | null | undefined, locale: FormatLocale): string {
  return formatVolume(value, locale);
}

/** VND in billions (tỷ đồng), 2 decimals. */
export function formatBillions(value: number | null | undefined, locale: FormatLocale): string {
  return formatNumber(value == null ? null : value / 1e9, locale, { decimals: 2 });
}

/** The board colour of a price against its session's reference and band. */
export type PriceTone = 'ceiling' | 'floor' | 'reference' | 'up' | 'down' | 'none';

export function priceTone(
  price: number | null | undefined,
  band: Pick<BoardRow, 'reference' | 'ceiling' | 'floor'> | null | undefined,
): PriceTone {
  if (price == null || !band) return 'none';
  if (band.ceiling > 0 && price >= band.ceiling) return 'ceiling';
  if (band.floor > 0 && price <= band.floor) return 'floor';
  if (price > band.reference) return 'up';
  if (price < band.reference) return 'down';
  return 'reference';
}

/** Tone of a change with no band (indices): up, down or unchanged (reference yellow). */
export function changeTone(change: number | null | undefined): PriceTone {
  if (change == null) return 'none';
  return change > 0 ? 'up' : change < 0 ? 'down' : 'reference';
}
