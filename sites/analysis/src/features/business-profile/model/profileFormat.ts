/**
 * How ho-so-doanh-nghiep prints its figures (spec §9 separators): holdings as whole numbers of
 * shares (a holder's 136.050.000 shares are a position, not a session's volume, and the K rule
 * would hide the units a stake is counted in), capital in billions of VND, stakes in percent
 * with two decimals.
 */
import { formatNumber, formatPercent, type FormatLocale } from '@brokerage/shared/format/number.ts';
import { formatBillions } from '../../../lib/market/boardFormat';

/** `formatShareCount(136050000, 'vi')` → "136.050.000". */
export function formatShareCount(value: number | null | undefined, locale: FormatLocale): string {
  return formatNumber(value, locale, { decimals: 0 });
}

/** VND in billions: 9,070,000,000,000 → "9.070" (vi). */
export function formatCapital(value: number | null | undefined, locale: FormatLocale): string {
  return formatBillions(value, locale);
}

/** A stake: 6.386 → "6,39%" (vi). */
export function formatStake(value: number | null | undefined, locale: FormatLocale): string {
  return formatPercent(value, locale, { decimals: 2 });
}

/** A website's address as shown: no scheme, no trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** An absolute http(s) link for a website written with or without its scheme; null otherwise. */
export function websiteHref(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A `tel:` link of a phone number as printed ("(024) 3017 5739" → "tel:02430175739"). */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length >= 6 ? `tel:${digits}` : null;
}
