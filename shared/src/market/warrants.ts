/**
 * Covered warrants (chứng quyền có bảo đảm) on HOSE: call warrants on a stock, settled in cash,
 * quoted on the 10 VND tick (market-facts.md "Covered warrants" and "Tick sizes").
 * `ratio` is the conversion ratio: warrants per underlying share (4 means 4 warrants : 1 share).
 */
import type { PriceBand } from './prices.ts';
import { roundToTick } from './prices.ts';

const CW_TICK = 10;

/**
 * The warrant's code: C + the underlying's 3-letter ticker + 2-digit issue year + 2-digit issue
 * round (market-facts.md), e.g. `warrantCode('HPG', 2023, 22)` → CHPG2322. The year may be given
 * as 2023 or 23.
 */
export function warrantCode(underlying: string, issueYear: number, round: number): string {
  const ticker = underlying.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(ticker)) throw new RangeError(`underlying must be a 3-letter ticker, got ${underlying}`);
  const year = issueYear >= 2000 ? issueYear - 2000 : issueYear;
  if (!Number.isInteger(year) || year < 0 || year > 99) throw new RangeError(`bad issue year ${issueYear}`);
  if (!Number.isInteger(round) || round < 1 || round > 99) throw new RangeError(`issue round must be 1–99, got ${round}`);
  return `C${ticker}${String(year).padStart(2, '0')}${String(round).padStart(2, '0')}`;
}

/**
 * The warrant's daily band from its underlying's band (the HOSE rule for covered warrants):
 * ceiling = CW reference + (underlying ceiling − underlying reference) / ratio, rounded down;
 * floor = max(10, CW reference − (underlying reference − underlying floor) / ratio), rounded up;
 * both on the 10 VND tick.
 */
export function warrantBand(cwReference: number, underlying: PriceBand, ratio: number): PriceBand {
  if (!(ratio > 0)) throw new RangeError(`ratio must be positive, got ${ratio}`);
  const ceiling = roundToTick('HOSE', cwReference + (underlying.ceiling - underlying.reference) / ratio, 'down', 'cw');
  const floorRaw = Math.max(CW_TICK, cwReference - (underlying.reference - underlying.floor) / ratio);
  const floor = roundToTick('HOSE', floorRaw, 'up', 'cw');
  return { reference: cwReference, ceiling, floor };
}

/** The underlying price at which a holder who paid `warrantPrice` breaks even: exercise + price × ratio. */
export function breakEven(exercisePrice: number, warrantPrice: number, ratio: number): number {
  return exercisePrice + warrantPrice * ratio;
}

/** What one warrant is worth if exercised now: max(0, underlying − exercise) / ratio, in VND. */
export function intrinsicValue(underlyingPrice: number, exercisePrice: number, ratio: number): number {
  if (!(ratio > 0)) throw new RangeError(`ratio must be positive, got ${ratio}`);
  return Math.max(0, underlyingPrice - exercisePrice) / ratio;
}

/** Profit or loss per warrant bought at `warrantPrice` and held to maturity at `underlyingPrice`. */
export function payoffPerWarrant(
  underlyingPrice: number,
  exercisePrice: number,
  ratio: number,
  warrantPrice: number,
): number {
  return intrinsicValue(underlyingPrice, exercisePrice, ratio) - warrantPrice;
}
