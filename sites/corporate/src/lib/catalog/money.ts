import { formatNumber } from '@brokerage/shared/format/number.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';

const BILLION = 1_000_000_000;
const MILLION = 1_000_000;

/**
 * A deal-sized amount in words of its scale: "1.500 tỷ đồng", "850 triệu đồng"; in English
 * "VND 1,500 billion". Spec §9 separators, at most two decimals.
 */
export function formatVndAmount(value: number, locale: Locale): string {
  const abs = Math.abs(value);
  if (locale === 'vi') {
    if (abs >= BILLION) return `${formatNumber(value / BILLION, 'vi')} tỷ đồng`;
    if (abs >= MILLION) return `${formatNumber(value / MILLION, 'vi')} triệu đồng`;
    return `${formatNumber(value, 'vi', { decimals: 0 })} đồng`;
  }
  if (abs >= BILLION) return `VND ${formatNumber(value / BILLION, 'en')} billion`;
  if (abs >= MILLION) return `VND ${formatNumber(value / MILLION, 'en')} million`;
  return `VND ${formatNumber(value, 'en', { decimals: 0 })}`;
}

/** A price as written in full with separators: "100.000 đồng", "VND 100,000". */
export function formatVnd(value: number, locale: Locale): string {
  const figure = formatNumber(value, locale, { decimals: 0 });
  return locale === 'vi' ? `${figure} đồng` : `VND ${figure}`;
}
