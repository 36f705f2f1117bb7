import type { BoardSeed, BoardSeedInstrument } from '@brokerage/shared/market/board.ts';
import { LOT_SIZE, isOnTick } from '@brokerage/shared/market/prices.ts';
import { clockText } from './boardTime.ts';
import { buildSchedule, storedDay } from './schedule.ts';
import type { ScheduledEvent } from './schedule.ts';
import { TEST_SEED } from './testSeed.ts';

const FPT = TEST_SEED.instruments.find((i) => i.symbol === 'FPT')!;
const SHS = TEST_SEED.instruments.find((i) => i.symbol === 'SHS')!;

/** One instrument's events in a seed holding only it. */
function dayOf(instrument: BoardSeedInstrument, randomSeed = 1): ScheduledEvent[] {
  const seed: BoardSeed = { ...TEST_SEED, instruments: [instrument], indices: [] };
  return [...buildSchedule(seed, randomSeed).events];
}

const matches = (events: readonly ScheduledEvent[]) =>
  events.flatMap((e) => (e.trade ? [{ at: clockText(e.at), ...e.trade }] : []));

describe('storedDay', () => {
  it('values the volume at the mean of the four prices, to the dong', () => {
    const figures = { open: 100, high: 103, low: 99, close: 101, foreignBuyVolume: 7 };
    expect(storedDay({ ...figures, volume: 3, foreignSellVolume: 2 })).toEqual({
      ...figures,
      volume: 3,
      value: 302,
      foreignSellVolume: 2,
    });
  });
});

describe('buildSchedule', () => {
  it('gives each instrument the same day whatever else is in the seed and in whichever order', () => {
    const whole = buildSchedule(TEST_SEED, 7).events;
    const reversed = buildSchedule(
      { ...TEST_SEED, instruments: [...TEST_SEED.instruments].reverse() },
      7,
    ).events;
    const count = TEST_SEED.instruments.length;
    for (const [i, instrument] of TEST_SEED.instruments.entries()) {
      const strip = (events: readonly ScheduledEvent[], at: number) =>
        events.filter((e) => e.instrument === at).map(({ instrument: _, ...event }) => event);
      // The warrant follows FPT, so it needs FPT beside it; the others stand alone.
      if (instrument.kind !== 'cw') expect(strip(whole, i)).toEqual(strip(dayOf(instrument, 7), 0));
      expect(strip(whole, i)).toEqual(strip(reversed, count - 1 - i));
    }
  });

  it('orders the events by time', () => {
    const { events } = buildSchedule(TEST_SEED, 1);
    for (let i = 1; i < events.length; i++)
      expect(events[i]!.at).toBeGreaterThanOrEqual(events[i - 1]!.at);
  });

  it('matches nothing on a day without volume, but still shows the queues', () => {
    const events = dayOf({
      ...FPT,
      day: { ...FPT.day!, volume: 0, foreignBuyVolume: 0, foreignSellVolume: 0 },
    });
    expect(matches(events)).toEqual([]);
    expect(events.length).toBeGreaterThan(0);
  });

  it('with two lots, HOSE matches only its two auctions, at the open and at the close', () => {
    const events = dayOf({
      ...FPT,
      day: { ...FPT.day!, volume: 200, foreignBuyVolume: 100, foreignSellVolume: 0 },
    });
    expect(matches(events)).toEqual([
      expect.objectContaining({ at: '09:15:00', price: 98_500, volume: 100, side: null }),
      expect.objectContaining({ at: '14:45:00', price: 100_200, volume: 100, side: null }),
    ]);
  });

  it('with one lot, HOSE keeps the ATC, the match that makes the close', () => {
    const events = dayOf({
      ...FPT,
      day: { ...FPT.day!, volume: 100, foreignBuyVolume: 0, foreignSellVolume: 0 },
    });
    expect(matches(events)).toEqual([
      expect.objectContaining({ at: '14:45:00', price: 100_200, volume: 100 }),
    ]);
  });

  it('puts off-tick or out-of-band stored prices on the tick inside the band', () => {
    const events = dayOf({
      ...SHS,
      day: { ...SHS.day!, open: 16_430, high: 25_000, low: 16_080, close: 16_777 },
    });
    const trades = matches(events);
    const prices = trades.map((t) => t.price);
    expect(prices[0]).toBe(16_400);
    expect(Math.max(...prices)).toBe(SHS.ceiling);
    expect(Math.min(...prices)).toBe(16_100);
    expect(trades.find((t) => t.side === null)!.price).toBe(16_800);
    for (const price of prices) expect(isOnTick('HNX', price)).toBe(true);
  });

  it('pinned at the ceiling all day: every match there, no ask above it', () => {
    const { ceiling } = FPT;
    const events = dayOf({
      ...FPT,
      day: { ...FPT.day!, open: ceiling, high: ceiling, low: ceiling, close: ceiling },
    });
    expect(new Set(matches(events).map((t) => t.price))).toEqual(new Set([ceiling]));
    for (const event of events) {
      for (const level of event.asks)
        if (level.price !== null) expect(level.price).toBeLessThanOrEqual(ceiling);
      for (const level of event.bids)
        if (level.price !== null) expect(level.price).toBeLessThanOrEqual(ceiling);
    }
  });

  it('splits volume and foreign trade into lots that add up, no foreign share above its match', () => {
    for (const randomSeed of [1, 2, 3]) {
      const trades = matches(dayOf(SHS, randomSeed));
      const sum = (pick: (t: (typeof trades)[number]) => number) =>
        trades.reduce((s, t) => s + pick(t), 0);
      expect(sum((t) => t.volume)).toBe(SHS.day!.volume);
      expect(sum((t) => t.foreignBuy)).toBe(SHS.day!.foreignBuyVolume);
      expect(sum((t) => t.foreignSell)).toBe(SHS.day!.foreignSellVolume);
      for (const t of trades) {
        expect(t.volume % LOT_SIZE).toBe(0);
        expect(t.foreignBuy % LOT_SIZE).toBe(0);
        expect(t.foreignBuy).toBeLessThanOrEqual(t.volume);
        expect(t.foreignSell).toBeLessThanOrEqual(t.volume);
      }
    }
  });

  it('marks the aggressor: a rise is bought, a fall sold', () => {
    const trades = matches(dayOf(SHS)).filter((t) => t.side !== null && t.at < '14:45:00');
    for (let i = 1; i < trades.length; i++) {
      const { price } = trades[i]!;
      const previous = trades[i - 1]!.price;
      if (price > previous) expect(trades[i]!.side).toBe('buy');
      if (price < previous) expect(trades[i]!.side).toBe('sell');
    }
  });
});
