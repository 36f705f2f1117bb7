/**
 * Rules every simulated session keeps, whatever the seed draws (issue 24): no HOSE continuous
 * match above the largest order, volumes in round lots, and foreign buying never past the
 * foreign room the board shows. Checked over whole days of a seed that strains them (heavy
 * HOSE volumes, rooms of 0, a few lots, negative), for several random seeds.
 */
import type { BoardSeed, BoardSeedInstrument } from '@brokerage/shared/market/board.ts';
import { HOSE_MAX_ORDER_VOLUME, LOT_SIZE, priceBand } from '@brokerage/shared/market/prices.ts';
import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import type { BoardClock } from './clock.ts';
import { buildSchedule, storedDay } from './schedule.ts';
import { MarketSimulator } from './simulator.ts';
import { TEST_SEED } from './testSeed.ts';

const DATE = TEST_SEED.sessionDate;

function heavy(
  symbol: string,
  exchange: Exchange,
  reference: number,
  figures: { volume: number; room: number; foreignBuy: number; stored: boolean },
): BoardSeedInstrument {
  const { ceiling, floor } = priceBand(exchange, reference);
  return {
    symbol,
    exchange,
    kind: 'stock',
    reference,
    ceiling,
    floor,
    sharesOutstanding: 5_000_000_000,
    foreignRoom: figures.room,
    averageVolume20: figures.volume,
    indices: exchange === 'HOSE' ? ['VNINDEX'] : exchange === 'HNX' ? ['HNXINDEX'] : [],
    ...(figures.stored
      ? {
          day: storedDay({
            open: reference,
            high: priceBand(exchange, reference).ceiling,
            low: priceBand(exchange, reference).floor,
            close: reference,
            volume: figures.volume,
            foreignBuyVolume: figures.foreignBuy,
            foreignSellVolume: Math.round(figures.foreignBuy / 2 / LOT_SIZE) * LOT_SIZE,
          }),
        }
      : {}),
  };
}

/** TEST_SEED and instruments that strain the rules. */
const STRAIN_SEED: BoardSeed = {
  ...TEST_SEED,
  instruments: [
    ...TEST_SEED.instruments,
    // A HOSE day of 120 M shares: 240 continuous matches would average 450,000 shares.
    heavy('SHB', 'HOSE', 12_500, {
      volume: 120_000_000,
      room: 300_000_000,
      foreignBuy: 5_000_000,
      stored: true,
    }),
    // Drawn around 60 M a day.
    heavy('HPX', 'HOSE', 25_000, {
      volume: 60_000_000,
      room: 50_000_000,
      foreignBuy: 0,
      stored: false,
    }),
    // No foreign room left, while the stored day says foreigners bought 2.8 M shares.
    heavy('LPB', 'HOSE', 33_000, {
      volume: 9_000_000,
      room: 0,
      foreignBuy: 2_800_000,
      stored: true,
    }),
    // A room below one lot, and a room the dataset got wrong (negative).
    heavy('VIX', 'HOSE', 14_000, {
      volume: 30_000_000,
      room: 99,
      foreignBuy: 1_000_000,
      stored: true,
    }),
    heavy('DIG', 'HOSE', 20_000, {
      volume: 15_000_000,
      room: -5_000,
      foreignBuy: 1_000_000,
      stored: true,
    }),
    heavy('CEO', 'HNX', 18_000, {
      volume: 40_000_000,
      room: 1_234_567,
      foreignBuy: 3_000_000,
      stored: true,
    }),
    heavy('BSR2', 'UPCOM', 21_000, {
      volume: 30_000_000,
      room: 250_000,
      foreignBuy: 900_000,
      stored: true,
    }),
  ],
};

function handClock(): BoardClock & { set(time: string): void } {
  let now = new Date(`${DATE}T08:00:00+07:00`);
  return {
    spec: { mode: 'replay', sessionDate: DATE, speed: 1 },
    now: () => now,
    set: (time) => (now = new Date(`${DATE}T${time}+07:00`)),
  };
}

const RANDOM_SEEDS = [1, 2, 3, 20_261_121];

describe('every simulated match', () => {
  it.each(RANDOM_SEEDS)(
    'random seed %i: round lots, and on HOSE no continuous match above the largest order',
    (randomSeed) => {
      const { events } = buildSchedule(STRAIN_SEED, randomSeed);
      let largest = 0;
      for (const event of events) {
        const { trade } = event;
        if (!trade) continue;
        const { symbol, exchange } = STRAIN_SEED.instruments[event.instrument]!;
        const what = `${symbol} ${trade.volume} at ${event.at}`;
        expect(trade.volume % LOT_SIZE, what).toBe(0);
        expect(trade.volume, what).toBeGreaterThan(0);
        // The auctions (side null) print the whole auction as one match; a continuous match
        // fills one order against another, so it is at most the largest order.
        if (exchange === 'HOSE' && trade.side !== null) {
          expect(trade.volume, what).toBeLessThanOrEqual(HOSE_MAX_ORDER_VOLUME);
          largest = Math.max(largest, trade.volume);
        }
      }
      // The strain is real: some matches come close to the limit.
      expect(largest).toBeGreaterThan(HOSE_MAX_ORDER_VOLUME / 2);
    },
  );

  it('still adds up to the stored day’s volume when the cap moves volume between matches', () => {
    const simulator = new MarketSimulator({
      seed: STRAIN_SEED,
      clock: { ...handClock(), now: () => new Date(`${DATE}T15:10:00+07:00`) },
    });
    const shb = simulator.rows({ symbols: ['SHB'] })[0]!;
    expect(shb.totalVolume).toBe(120_000_000);
    expect(simulator.trades('SHB')!.at(-1)!.totalVolume).toBe(120_000_000);
  });
});

describe('foreign buying', () => {
  it.each(RANDOM_SEEDS)(
    'random seed %i: never past the room the board shows before each match, none at room 0',
    (randomSeed) => {
      const clock = handClock();
      const simulator = new MarketSimulator({ seed: STRAIN_SEED, clock, randomSeed });
      const shown = new Map(simulator.rows().map((row) => [row.symbol, row]));
      let steps = 0;
      for (let minute = 8 * 60; minute <= 15 * 60 + 10; minute += 1) {
        const pad = (n: number) => String(n).padStart(2, '0');
        clock.set(`${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`);
        for (const row of simulator.advance().pb) {
          const before = shown.get(row.symbol)!;
          const bought = row.foreignBuyVolume - before.foreignBuyVolume;
          expect(bought, row.symbol).toBeGreaterThanOrEqual(0);
          expect(bought, `${row.symbol} at ${row.time}`).toBeLessThanOrEqual(before.foreignRoom);
          expect(row.foreignRoom).toBe(before.foreignRoom - bought);
          expect(row.foreignRoom).toBeGreaterThanOrEqual(0);
          shown.set(row.symbol, row);
          steps++;
        }
      }
      expect(steps).toBeGreaterThan(1000);
      for (const symbol of ['LPB', 'DIG'])
        expect(shown.get(symbol), symbol).toMatchObject({ foreignBuyVolume: 0, foreignRoom: 0 });
      // Less than a lot of room: no round-lot buy fits.
      expect(shown.get('VIX')).toMatchObject({ foreignBuyVolume: 0, foreignRoom: 99 });
      // Room left is bought up to the lot, never past it.
      expect(shown.get('CEO')!.foreignBuyVolume).toBeLessThanOrEqual(1_234_500);
      expect(shown.get('BSR2')).toMatchObject({ foreignBuyVolume: 250_000, foreignRoom: 0 });
    },
  );

  it('per scheduled match: each foreign buy fits the room left before it', () => {
    for (const randomSeed of RANDOM_SEEDS) {
      const { events } = buildSchedule(STRAIN_SEED, randomSeed);
      const room = STRAIN_SEED.instruments.map((i) => Math.max(0, i.foreignRoom));
      for (const { trade, instrument } of events) {
        if (!trade) continue;
        expect(trade.foreignBuy % LOT_SIZE).toBe(0);
        expect(trade.foreignBuy).toBeLessThanOrEqual(Math.min(trade.volume, room[instrument]!));
        room[instrument]! -= trade.foreignBuy;
      }
    }
  });
});
