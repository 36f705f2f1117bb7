import type { CompanyRow, CorporateActionRow } from '@brokerage/shared/validation/market.ts';
import {
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
} from '@brokerage/shared/market/calendar.ts';
import { Random, seedOf } from '@brokerage/shared/market/random.ts';

/** Date and number helpers of the company-data generator. */

const DAY_MS = 86_400_000;

/** `iso` moved by `days` calendar days. */
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The trading day on or after `iso`. */
export const onOrAfter = (iso: string): string => (isTradingDay(iso) ? iso : nextTradingDay(iso));
/** The trading day on or before `iso`. */
export const onOrBefore = (iso: string): string =>
  isTradingDay(iso) ? iso : previousTradingDay(iso);

/**
 * A random stream of its own for one part of one company's data: adding draws to one part
 * leaves every other part as it was.
 */
export const stream = (seed: number, part: string, symbol: string): Random =>
  new Random(seedOf(`${seed}|${part}|${symbol}`));

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

const VI = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
const EN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** 1.234.567,5 / 1,234,567.5 */
export const num = { vi: (n: number) => VI.format(n), en: (n: number) => EN.format(n) };

/** dd/mm/yyyy (both languages write it so on Vietnamese sites). */
export const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** VND in billions: "1.234,5 tỷ đồng" / "VND 1,234.5 billion". */
export const billions = {
  vi: (vnd: number) => `${num.vi(Math.round(vnd / 1e8) / 10)} tỷ đồng`,
  en: (vnd: number) => `VND ${num.en(Math.round(vnd / 1e8) / 10)} billion`,
};

/** A ratio of new shares per old share as announced: 0.12 → "100:12". */
export const ratioText = (ratio: number) => `100:${round2(ratio * 100)}`;

/** What the company-data generator knows of one company from the market dataset. */
export interface CompanyContext {
  symbol: string;
  company: CompanyRow;
  /** The market's sessions, oldest first, and the company's shares in each. */
  sessions: readonly string[];
  shares: readonly number[];
  /** The company's corporate actions, by ex-date. */
  actions: readonly CorporateActionRow[];
  /** Close by session. */
  closes: ReadonlyMap<string, number>;
  /** Net foreign buying (shares) over every session. */
  netForeignBought: number;
  /** The name the market uses (Vinamilk); the symbol when the dataset has none. */
  shortName: string;
  seed: number;
}

/** The company's shares outstanding at the end of `iso` (before the window: the first session's). */
export function sharesOn(context: CompanyContext, iso: string): number {
  let at = 0;
  for (let i = 0; i < context.sessions.length && context.sessions[i]! <= iso; i++) at = i;
  return context.shares[at]!;
}

/** `items` in a seeded random order (Fisher–Yates), `count` of them. */
export function shuffled<T>(random: Random, items: readonly T[], count = items.length): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}
