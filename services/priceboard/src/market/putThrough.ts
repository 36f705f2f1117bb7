/**
 * The day's put-through deals (giao dịch thỏa thuận, issue 27 item 6), generated up front like
 * the matches (schedule.ts) and revealed by the simulator at their time. A deal is a block
 * agreed outside the order book: it moves neither the last price, the book nor the index, and
 * the exchange reports it in a list and totals of its own.
 *
 * Each stock draws its deals from a PRNG of its own, seeded by (randomSeed, sessionDate, symbol,
 * "pt"), so adding deals left every match of the schedule as it was, and a board's deals do not
 * depend on the other instruments. The rules the simulator keeps (its assumptions, after the
 * exchanges' trading regulations; market-facts.md does not list them):
 *
 * - only shares trade put-through here (no covered warrants);
 * - a deal is reported while its exchange takes put-through deals: 09:00–11:30 and 13:00–15:00
 *   (every slot of SESSION_TABLE but the pre-open and lunch), HOSE's 14:45–15:00 put-through
 *   slot included;
 * - its price is on the tick inside the day's band [floor, ceiling], near the reference;
 * - its volume is whole lots, at least `PUT_THROUGH_MIN_VOLUME` of its exchange (HOSE 20,000
 *   shares, HNX 5,000, UPCOM one lot), and a busy stock sees more and larger deals.
 */
import type { BoardSeed, BoardSeedInstrument } from '@brokerage/shared/market/board.ts';
import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import { LOT_SIZE, roundToTick } from '@brokerage/shared/market/prices.ts';
import { Random, seedOf } from '@brokerage/shared/market/random.ts';
import { SESSION_TABLE } from '@brokerage/shared/market/sessions.ts';
import { msOfClock } from './boardTime.ts';

/** The smallest put-through deal, in shares (the simulator's rule; see the file's comment). */
export const PUT_THROUGH_MIN_VOLUME: Record<Exchange, number> = {
  HOSE: 20_000,
  HNX: 5_000,
  UPCOM: LOT_SIZE,
};

/** Deals a stock may see in one session at most. */
export const MAX_DEALS_PER_STOCK = 4;

export interface ScheduledDeal {
  /** Milliseconds after the session day's midnight, board time. */
  at: number;
  /** Position of the instrument in the seed. */
  instrument: number;
  price: number;
  volume: number;
}

/** When `exchange` takes put-through deals: [from, to) windows in ms of the day. */
export function putThroughWindows(exchange: Exchange): [number, number][] {
  const windows: [number, number][] = [];
  for (const slot of SESSION_TABLE[exchange]) {
    if (slot.phase === 'pre-open' || slot.phase === 'lunch') continue;
    const from = msOfClock(slot.from);
    const to = msOfClock(slot.to);
    const last = windows[windows.length - 1];
    if (last && last[1] === from) last[1] = to;
    else windows.push([from, to]);
  }
  return windows;
}

const WINDOWS: Record<Exchange, [number, number][]> = {
  HOSE: putThroughWindows('HOSE'),
  HNX: putThroughWindows('HNX'),
  UPCOM: putThroughWindows('UPCOM'),
};

/** A whole second inside the windows, uniformly over their total length. */
function timeIn(windows: readonly [number, number][], random: Random): number {
  const total = windows.reduce((sum, [from, to]) => sum + (to - from), 0);
  let offset = Math.floor(random.next() * total);
  for (const [from, to] of windows) {
    if (offset < to - from) return Math.floor((from + offset) / 1000) * 1000;
    offset -= to - from;
  }
  return windows[windows.length - 1]![0];
}

/** How many deals (0…MAX_DEALS_PER_STOCK): about one a session for a stock of 2 million shares a day. */
function dealCount(instrument: BoardSeedInstrument, random: Random): number {
  const expected = Math.min(2, Math.max(0.02, instrument.averageVolume20 / 2_000_000));
  let count = 0;
  for (let k = 0; k < MAX_DEALS_PER_STOCK; k++)
    if (random.chance(expected / MAX_DEALS_PER_STOCK)) count++;
  return count;
}

function dealsOf(instrument: BoardSeedInstrument, index: number, random: Random): ScheduledDeal[] {
  const { exchange, reference, floor, ceiling, averageVolume20 } = instrument;
  const minimum = PUT_THROUGH_MIN_VOLUME[exchange];
  const count = dealCount(instrument, random);
  const deals: ScheduledDeal[] = [];
  for (let k = 0; k < count; k++) {
    const near = reference * Math.exp(0.015 * random.normal());
    const price = Math.min(ceiling, Math.max(floor, roundToTick(exchange, near, 'nearest')));
    const shares = Math.max(minimum, averageVolume20 * 0.05 * Math.exp(0.8 * random.normal()));
    const volume = Math.ceil(shares / LOT_SIZE) * LOT_SIZE;
    deals.push({ at: timeIn(WINDOWS[exchange], random), instrument: index, price, volume });
  }
  return deals;
}

/** Every stock's deals for `seed`, ordered by time, then instrument, then generation order. */
export function buildPutThroughDeals(seed: BoardSeed, randomSeed: number): ScheduledDeal[] {
  const deals = seed.instruments.flatMap((instrument, index) =>
    instrument.kind === 'stock'
      ? dealsOf(
          instrument,
          index,
          new Random(seedOf(`${randomSeed}|${seed.sessionDate}|${instrument.symbol}|pt`)),
        )
      : [],
  );
  // A stable sort keeps one stock's deals in their drawn order within a second.
  return deals.sort((a, b) => a.at - b.at || a.instrument - b.instrument);
}
