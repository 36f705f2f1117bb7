/**
 * Ticks, lots and daily price bands (market-facts.md "Prices"). Prices are integers in VND;
 * boards show thousands of VND, which is a display concern (format/), not this module's.
 */
import type { Exchange } from './exchanges.ts';

/** stock; etf (exchange-traded fund); fund (closed-end fund, ticks like a stock); cw (covered warrant). */
export type InstrumentKind = 'stock' | 'etf' | 'fund' | 'cw';

/** Round lot: 100 shares; odd lots of 1–99 match only odd lots (market-facts.md "Lots"). */
export const LOT_SIZE = 100;
/** HOSE's largest order: 500,000 shares (market-facts.md "Lots"). */
export const HOSE_MAX_ORDER_VOLUME = 500_000;

/** Daily band in percent of the reference: HOSE ±7 %, HNX ±10 %, UPCOM ±15 % (market-facts.md). */
export const BAND_PERCENT: Record<Exchange, number> = { HOSE: 7, HNX: 10, UPCOM: 15 };
/**
 * First trading day, or back after more than 25 suspended sessions: HOSE ±20 %, HNX ±30 %,
 * UPCOM ±40 % (market-facts.md marks UPCOM's 40 % as unconfirmed).
 */
export const FIRST_DAY_BAND_PERCENT: Record<Exchange, number> = { HOSE: 20, HNX: 30, UPCOM: 40 };

/**
 * The tick valid at `price` (market-facts.md "Tick sizes"):
 * - HOSE stocks and closed-end funds: 10 VND below 10,000; 50 VND from 10,000 to 49,950;
 *   100 VND from 50,000;
 * - HOSE ETFs and covered warrants: 10 VND at every price;
 * - HNX and UPCOM: 100 VND. market-facts.md gives this for stocks only; ETFs and covered
 *   warrants are modelled on HOSE, so every kind ticks 100 VND there.
 */
export function tickSize(exchange: Exchange, price: number, kind: InstrumentKind = 'stock'): number {
  if (exchange !== 'HOSE') return 100;
  if (kind === 'etf' || kind === 'cw') return 10;
  if (price < 10_000) return 10;
  if (price < 50_000) return 50;
  return 100;
}

/** The smallest valid price: one tick at the lowest price level. */
export function minimumPrice(exchange: Exchange, kind: InstrumentKind = 'stock'): number {
  return tickSize(exchange, 0, kind);
}

/**
 * `price` moved onto a valid tick: `down` to the highest valid price ≤ it, `up` to the lowest
 * valid price ≥ it, `nearest` to the closer of the two (a tie goes up). The tick is the one valid
 * at the price's own level; the level boundaries (10,000 and 50,000 on HOSE) are multiples of
 * the larger tick, so rounding inside a level never skips a valid price.
 */
export function roundToTick(
  exchange: Exchange,
  price: number,
  direction: 'down' | 'up' | 'nearest',
  kind: InstrumentKind = 'stock',
): number {
  if (!Number.isFinite(price)) throw new RangeError(`price must be a finite number, got ${price}`);
  const tick = tickSize(exchange, price, kind);
  const down = Math.floor(price / tick) * tick;
  if (direction === 'down' || down === price) return down;
  const up = Math.ceil(price / tick) * tick;
  if (direction === 'up') return up;
  return price - down < up - price ? down : up;
}

/** Whether `price` is a valid price: a whole number on the tick of its level. */
export function isOnTick(exchange: Exchange, price: number, kind: InstrumentKind = 'stock'): boolean {
  return Number.isInteger(price) && price > 0 && price % tickSize(exchange, price, kind) === 0;
}

export interface PriceBand {
  reference: number;
  ceiling: number;
  floor: number;
}

/**
 * The day's band around `reference` (market-facts.md "Prices"): ceiling = reference × (1 + band)
 * rounded DOWN to a valid tick, floor = reference × (1 − band) rounded UP to a valid tick, each
 * on the tick of its own price level (on HOSE a 9,500 reference has its ceiling in the 50 VND
 * level: 10,165 → 10,150). The band is the first-day one when `firstDay` is set.
 *
 * Very low prices, where the rounding would close the band (HNX 200 × 1.1 = 220 → 200), get one
 * tick each side instead, and the floor is never below one tick: the exchanges' rule for such
 * prices, not stated in market-facts.md. Covered warrants take their band from the underlying:
 * use `warrantBand` (warrants.ts).
 *
 * The arithmetic is on integers (reference × (100 ± percent)), so no binary fraction moves a
 * price that lands exactly on a tick.
 */
export function priceBand(
  exchange: Exchange,
  reference: number,
  { kind = 'stock', firstDay = false }: { kind?: InstrumentKind; firstDay?: boolean } = {},
): PriceBand {
  if (!Number.isInteger(reference) || reference <= 0)
    throw new RangeError(`reference must be a positive whole number of VND, got ${reference}`);
  const percent = (firstDay ? FIRST_DAY_BAND_PERCENT : BAND_PERCENT)[exchange];
  const ceilingRaw = (reference * (100 + percent)) / 100;
  const floorRaw = (reference * (100 - percent)) / 100;
  let ceiling = roundToTick(exchange, ceilingRaw, 'down', kind);
  let floor = roundToTick(exchange, floorRaw, 'up', kind);
  if (ceiling <= reference) ceiling = roundToTick(exchange, reference, 'down', kind) + tickSize(exchange, reference, kind);
  if (floor >= reference) floor = roundToTick(exchange, reference, 'up', kind) - tickSize(exchange, reference - 1, kind);
  floor = Math.max(floor, minimumPrice(exchange, kind));
  return { reference, ceiling, floor };
}

/** Whether `price` may be ordered today: on tick and inside the band. */
export function isInBand(band: PriceBand, price: number): boolean {
  return price >= band.floor && price <= band.ceiling;
}

/**
 * UPCOM's reference: the volume-weighted average of the previous session's matched prices
 * (market-facts.md), rounded to the nearest tick. Null when nothing matched (the reference then
 * stays what it was).
 */
export function upcomReference(matches: readonly { price: number; volume: number }[]): number | null {
  let value = 0;
  let volume = 0;
  for (const match of matches) {
    value += match.price * match.volume;
    volume += match.volume;
  }
  return volume > 0 ? roundToTick('UPCOM', value / volume, 'nearest') : null;
}

/**
 * What the next session's reference starts from, before any corporate action goes ex: on HOSE
 * and HNX the session's close; on UPCOM the session's average price, value ÷ volume (the
 * volume-weighted average of its matches, market-facts.md), rounded to the nearest tick. A
 * session without a match keeps its `reference` (UPCOM) as the basis.
 */
export function nextReferenceBasis(
  exchange: Exchange,
  session: { close: number; reference: number; value: number; volume: number },
): number {
  if (exchange !== 'UPCOM') return session.close;
  return session.volume > 0 ? roundToTick('UPCOM', session.value / session.volume, 'nearest') : session.reference;
}
