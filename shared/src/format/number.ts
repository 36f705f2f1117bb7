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

/** `String(n)` of a non-negative number without its exponent: "5e-7" → "0.0000005". */
function plainDigits(n: number): string {
  const text = String(n);
  const exponent = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, lead = '', rest = '', power = '0'] = exponent;
  const shift = Number(power);
  const digits = lead + rest;
  return shift < 0 ? `0.${'0'.repeat(-shift - 1)}${digits}` : digits.padEnd(shift + 1, '0');
}

/**
 * What `new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals, signDisplay })` prints
 * (the separators are then swapped for Vietnamese, so the output is the same in every browser
 * and in Node, whatever CLDR data they ship for vi-VN), without Intl: a browser's first
 * NumberFormat loads its number data, about 40 ms of a phone's main thread (160 ms at
 * Lighthouse's 4× CPU) in the middle of hydrating a page of figures. Like ICU it rounds the
 * shortest decimal that reads back as the value (`String(1.005)` is "1.005", so 1.01), half away
 * from zero, and never prints "-0" (signDisplay "negative"; "exceptZero" when signed).
 */
function formatEn(value: number, decimals: number, signed: boolean): string {
  const [whole = '0', fraction = ''] = plainDigits(Math.abs(value)).split('.');
  let kept = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') {
    // Add one in the last kept place, carrying left ("0999" → "1000").
    let at = kept.length - 1;
    while (at >= 0 && kept[at] === '9') at -= 1;
    kept =
      at < 0
        ? `1${'0'.repeat(kept.length)}`
        : kept.slice(0, at) + String(Number(kept[at]) + 1) + '0'.repeat(kept.length - at - 1);
  }
  const integer = kept.slice(0, kept.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const decimalsText = kept.slice(kept.length - decimals).replace(/0+$/, '');
  if (integer === '0' && decimalsText === '') return '0';
  const sign = value < 0 ? '-' : signed ? '+' : '';
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${decimalsText ? `.${decimalsText}` : ''}`;
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
  return localise(formatEn(value, decimals, signed), locale);
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
