import type { FirmType } from '@brokerage/shared/validation/market.ts';
import { intrinsicValue } from '@brokerage/shared/market/warrants.ts';
import { roundToTick } from '@brokerage/shared/market/prices.ts';
import {
  foreignLimitShares,
  foreignOwnershipLimit,
  openingForeignHolding,
  sharesAtStart,
  unitHash,
} from '@brokerage/shared/market/foreign.ts';
import type { PricePeriod } from '@brokerage/shared/validation/marketApi.ts';

/**
 * The market figures the dataset does not hold, derived by documented, deterministic rules so
 * that every call (board seed, indicators, warrant list) and every run agrees. They are demo
 * figures, like the rest of the generated market ("Dữ liệu minh họa" / "Demo data").
 */

// ─── Foreign ownership ─────────────────────────────────────────────────────────────────────

export { foreignOwnershipLimit, unitHash };

/**
 * Shares foreigners hold at the start of a session, the rule the generated market keeps
 * (shared/market/foreign.ts): the opening holding at the dataset's first session (a share of
 * that session's limit fixed per symbol; the shares then are the shares now less the issues,
 * `shareRatios`) plus the net foreign buying of every stored session before it. The generator
 * keeps every session's buying within the room, so the holding stays within [0, limit]; the
 * clamp guards a vendor's dataset only. The limit is on the shares outstanding now. The board
 * seed's `foreignRoom` and the indicators' `foreignHolding`/`foreignRoom` both come from here.
 */
export function foreignHolding(
  symbol: string,
  firmType: FirmType,
  sharesOutstanding: number,
  netForeignBoughtBefore: number,
  shareRatios: readonly number[] = [],
): { limitShares: number; holding: number; room: number } {
  const limitShares = foreignLimitShares(sharesOutstanding, firmType);
  const opening = openingForeignHolding(
    symbol,
    firmType,
    sharesAtStart(sharesOutstanding, shareRatios),
  );
  const holding = Math.min(limitShares, Math.max(0, opening + netForeignBoughtBefore));
  return { limitShares, holding, room: limitShares - holding };
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Change in percent of `base`, 2 decimals (0 for a zero base). */
export const percentOf = (change: number, base: number) =>
  base === 0 ? 0 : round2((change / base) * 100);

// ─── Statistics ────────────────────────────────────────────────────────────────────────────

/**
 * Beta of a stock against the market from two close series on the same sessions (oldest
 * first): covariance of daily returns over the market's variance, 2 decimals; 0 when fewer
 * than three returns or the market did not move.
 */
export function beta(stockCloses: readonly number[], marketCloses: readonly number[]): number {
  const n = Math.min(stockCloses.length, marketCloses.length);
  const stock: number[] = [];
  const market: number[] = [];
  for (let i = 1; i < n; i++) {
    stock.push((stockCloses[i] as number) / (stockCloses[i - 1] as number) - 1);
    market.push((marketCloses[i] as number) / (marketCloses[i - 1] as number) - 1);
  }
  if (market.length < 3) return 0;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ms = mean(stock);
  const mm = mean(market);
  let cov = 0;
  let variance = 0;
  for (let i = 0; i < market.length; i++) {
    cov += ((stock[i] as number) - ms) * ((market[i] as number) - mm);
    variance += ((market[i] as number) - mm) ** 2;
  }
  return variance === 0 ? 0 : round2(cov / variance);
}

// ─── Periods ───────────────────────────────────────────────────────────────────────────────

/**
 * The sessions of `period` ending at the last stored session: 5D is the last five sessions;
 * months and years count back from the last session's date (1M from 2026-11-20 is after
 * 2026-10-20); YTD starts on 1 January of the last session's year. `sessions` is every stored
 * session date, oldest first; returns the first session of the period (undefined for none).
 */
export function periodStart(period: PricePeriod, sessions: readonly string[]): string | undefined {
  const last = sessions.at(-1);
  if (last === undefined) return undefined;
  if (period === '5D') return sessions.at(-Math.min(5, sessions.length));
  let after: string;
  if (period === 'YTD') after = `${Number(last.slice(0, 4)) - 1}-12-31`;
  else {
    const months = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '2Y': 24, '3Y': 36, '4Y': 48, '5Y': 60 }[
      period
    ];
    after = minusMonths(last, months);
  }
  return sessions.find((day) => day > after);
}

/** An ISO date `months` earlier (the day clamped to the month's end: 31 March − 1M = 28/29 Feb). */
export function minusMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) - months;
  const y = Math.floor(total / 12);
  const m = total % 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(day, lastDay);
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

// ─── Covered warrants ──────────────────────────────────────────────────────────────────────

/**
 * The share of the underlying's price a warrant's time value is worth with a year left (the
 * demo seed prices each warrant's listing reference the same way).
 */
export const WARRANT_TIME_VALUE_PER_YEAR = 0.09;

/**
 * A covered warrant's reference for a session (the dataset stores no warrant prices): the
 * intrinsic value on the underlying's reference, max(0, S − K), plus a time value
 * S × 0.09 × √(years to maturity) that shrinks to nothing at maturity, per warrant (÷ ratio),
 * on the 10 VND tick and at least 10 VND. On its maturity day a warrant is worth its intrinsic
 * value.
 */
export function warrantReference(
  underlyingReference: number,
  exercisePrice: number,
  ratio: number,
  sessionDate: string,
  maturityDate: string,
): number {
  const days = Math.max(
    0,
    (Date.parse(`${maturityDate}T00:00:00Z`) - Date.parse(`${sessionDate}T00:00:00Z`)) / 86_400_000,
  );
  const timeValue = underlyingReference * WARRANT_TIME_VALUE_PER_YEAR * Math.sqrt(days / 365);
  const perWarrant = intrinsicValue(underlyingReference, exercisePrice, ratio) + timeValue / ratio;
  return Math.max(10, roundToTick('HOSE', perWarrant, 'nearest', 'cw'));
}
