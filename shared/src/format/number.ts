/**
 * Number display rules of spec §9: at most two decimals with trailing zeros dropped,
 * Vietnamese "1.234,5" and English "1,234.5"; volumes of 1000 or more in thousands with "K".
 *
 * `format` sits below `validation` and `routing`, so it names the two languages itself.
 */
export type FormatLocale = 'vi' | 'en';

export interface NumberFormatOptions {
  /** Maximum fraction digits; trailing zeros are always dropped. Default 2. */
  decimals?: number;
}

export interface PercentFormatOptions extends NumberFormatOptions {
  /** Prefix positive values with "+" (price changes). Default false. */
  signed?: boolean;
}

/** Shown for a value that is missing or not a number. */
export const EMPTY_VALUE = '-';

const formatters = new Map<string, Intl.NumberFormat>();

// One en-US formatter per precision, then the separators are swapped for Vietnamese. The
// output is then the same in every browser and in Node, whatever CLDR data they ship for vi-VN.
function formatterFor(decimals: number, signed: boolean): Intl.NumberFormat {
  const key = `${decimals}:${signed}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 0,
      maximumFractionDigits: decimals,
      // "negative" also prints -0.001 as "0", not "-0".
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function localise(enText: string, locale: FormatLocale): string {
  if (locale === 'en') return enText;
  return enText.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));
}

/**
 * The API sends some figures as strings (PostgreSQL numeric columns); an empty or
 * non-numeric value is treated as missing rather than as 0.
 */
export function toFiniteNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    value = Number(value);
  }
  return Number.isFinite(value) ? value : null;
}

function clampDecimals(decimals: number | undefined): number {
  if (decimals === undefined || !Number.isFinite(decimals)) return 2;
  return Math.min(20, Math.max(0, Math.trunc(decimals)));
}

function formatWith(
  value: number,
  locale: FormatLocale,
  decimals: number,
  signed: boolean,
): string {
  return localise(formatterFor(decimals, signed).format(value), locale);
}

/** `formatNumber(1234.5, 'vi')` → "1.234,5"; `formatNumber(1234.5, 'en')` → "1,234.5". */
export function formatNumber(
  value: number | string | null | undefined,
  locale: FormatLocale,
  { decimals }: NumberFormatOptions = {},
): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY_VALUE;
  return formatWith(n, locale, clampDecimals(decimals), false);
}

/** `formatVolume(12345, 'vi')` → "12,35K"; values under 1000 print as plain numbers. */
export function formatVolume(
  value: number | string | null | undefined,
  locale: FormatLocale,
  options: NumberFormatOptions = {},
): string {
  const n = toFiniteNumber(value);
  if (n === null || Math.abs(n) < 1000) return formatNumber(n, locale, options);
  return `${formatNumber(n / 1000, locale, options)}K`;
}

/**
 * The value is already in percent units, as the API sends it (`priceChangePercent: 1.5`
 * means 1.5 %): `formatPercent(1.5, 'vi')` → "1,5%", with `signed` → "+1,5%".
 */
export function formatPercent(
  value: number | string | null | undefined,
  locale: FormatLocale,
  { decimals, signed = false }: PercentFormatOptions = {},
): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY_VALUE;
  return `${formatWith(n, locale, clampDecimals(decimals), signed)}%`;
}
