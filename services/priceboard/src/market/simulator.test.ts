import type { BoardRow, BookLevel, TradeRow } from '@brokerage/shared/market/board.ts';
import { nextIndexValue } from '@brokerage/shared/market/indices.ts';
import { LOT_SIZE, isOnTick } from '@brokerage/shared/market/prices.ts';
import { intrinsicValue } from '@brokerage/shared/market/warrants.ts';
import {
  AllStocksResultSchema,
  BoardSeedSchema,
  StockPricePushSchema,
} from '@brokerage/shared/validation/board.ts';
import type { BoardClock, ClockSpec } from './clock.ts';
import { createBoardClock, sessionDateAt } from './clock.ts';
import { PUT_THROUGH_MIN_VOLUME, putThroughWindows } from './putThrough.ts';
import { MarketSimulator } from './simulator.ts';
import { TEST_SEED, VN30_STORED_CLOSE } from './testSeed.ts';

const DATE = TEST_SEED.sessionDate;
const board = (time: string, date = DATE) => new Date(`${date}T${time}+07:00`);
const instrument = (symbol: string) => TEST_SEED.instruments.find((i) => i.symbol === symbol)!;

/** A replay clock the test moves by hand to a board time. */
function handClock(start = '08:00:00'): BoardClock & { set(time: string): void } {
  let now = board(start);
  const spec: ClockSpec = { mode: 'replay', sessionDate: DATE, speed: 1 };
  return { spec, now: () => now, set: (time) => (now = board(time)) };
}

/** HH:mm:ss board times from `from` to `to`, every `minutes`. */
function times(from: string, to: string, minutes: number): string[] {
  const seconds = (t: string) => t.split(':').reduce((s, part) => s * 60 + Number(part), 0);
  const out: string[] = [];
  for (let s = seconds(from); s <= seconds(to); s += minutes * 60) {
    const pad = (n: number) => String(n).padStart(2, '0');
    out.push(`${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`);
  }
  return out;
}

/** A simulator walked through the whole day a minute at a time, with everything each step sent. */
function walkDay(randomSeed = 1) {
  const clock = handClock();
  const simulator = new MarketSimulator({ seed: TEST_SEED, clock, randomSeed });
  const steps = times('08:00:00', '15:10:00', 1).map((time) => {
    clock.set(time);
    return { time, changes: simulator.advance() };
  });
  return { simulator, steps };
}

const day = walkDay();
const finished = day.simulator;
const allTrades = (symbol: string) => finished.trades(symbol)!;

describe('MarketSimulator: the wire contract', () => {
  it('starts from a seed of the contract’s shape and sends what its schemas accept', () => {
    expect(BoardSeedSchema.parse(TEST_SEED)).toEqual(TEST_SEED);
    for (const { changes } of day.steps) StockPricePushSchema.parse({ ...changes, sentAt: 0 });
    AllStocksResultSchema.parse(finished.snapshot());
    expect(finished.session().time).toBe('2026-11-20T15:10:00.000+07:00');
  });
});

describe('MarketSimulator: determinism', () => {
  it('gives the same board for the same seed and board time, however the clock is paced', () => {
    const once = new MarketSimulator({ seed: TEST_SEED, clock: handClock('15:10:00') });
    expect(once.snapshot()).toEqual(finished.snapshot());
    for (const { symbol } of TEST_SEED.instruments)
      expect(once.trades(symbol)).toEqual(finished.trades(symbol));
    expect(once.putThroughDeals()).toEqual(finished.putThroughDeals());

    const clock = handClock();
    const paced = new MarketSimulator({ seed: TEST_SEED, clock });
    for (const time of ['09:14:59', '09:15:00', '10:07:31', '10:07:32', '14:44:59', '15:10:00']) {
      clock.set(time);
      paced.advance();
    }
    expect(paced.snapshot()).toEqual(finished.snapshot());
  });

  it('draws another day from another random seed', () => {
    const other = new MarketSimulator({
      seed: TEST_SEED,
      clock: handClock('15:10:00'),
      randomSeed: 2,
    });
    expect(other.trades('HPG')).not.toEqual(finished.trades('HPG'));
    // A stored day is the same day whatever the seed.
    const fpt = other.rows({ symbols: ['FPT'] })[0]!;
    expect([fpt.open, fpt.high, fpt.low, fpt.price, fpt.totalVolume]).toEqual([
      98_500, 101_000, 97_200, 100_200, 4_812_300,
    ]);
  });
});

describe('MarketSimulator: bands, ticks and lots', () => {
  const checkLevels = (row: BoardRow, levels: BookLevel[], side: 'bid' | 'ask') => {
    expect(levels.length).toBeLessThanOrEqual(3);
    const prices = levels.flatMap((level) => (level.price === null ? [] : [level.price]));
    const sorted = [...prices].sort((a, b) => (side === 'bid' ? b - a : a - b));
    expect(prices).toEqual(sorted);
    expect(new Set(prices).size).toBe(prices.length);
    levels.forEach((level, i) => {
      expect(level.volume % LOT_SIZE).toBe(0);
      expect(level.volume).toBeGreaterThan(0);
      if (level.price === null) expect(i).toBe(0);
      else {
        expect(isOnTick(row.exchange, level.price, row.kind)).toBe(true);
        expect(level.price).toBeGreaterThanOrEqual(row.floor);
        expect(level.price).toBeLessThanOrEqual(row.ceiling);
      }
    });
  };

  it('keeps every match on the tick, in the band and in lots', () => {
    for (const { symbol, exchange, kind, floor, ceiling } of TEST_SEED.instruments) {
      const trades = allTrades(symbol);
      expect(trades.length).toBeGreaterThan(10);
      for (const trade of trades) {
        expect(isOnTick(exchange, trade.price, kind), `${symbol} ${trade.price}`).toBe(true);
        expect(trade.price).toBeGreaterThanOrEqual(floor);
        expect(trade.price).toBeLessThanOrEqual(ceiling);
        expect(trade.volume % LOT_SIZE).toBe(0);
        expect(trade.volume).toBeGreaterThan(0);
      }
    }
  });

  it('keeps every book level sent on the tick, in the band, in lots, best first', () => {
    let rows = 0;
    for (const { changes } of day.steps)
      for (const row of changes.pb) {
        checkLevels(row, row.bids, 'bid');
        checkLevels(row, row.asks, 'ask');
        // Outside the auctions (market orders on top) the best bid is at most the best ask; they
        // meet only in HNX's PLO, where every order is at the close price.
        const [bid] = row.bids;
        const [ask] = row.asks;
        if (bid?.price != null && ask?.price != null)
          expect(bid.price).toBeLessThanOrEqual(ask.price);
        rows++;
      }
    expect(rows).toBeGreaterThan(1000);
  });
});

describe('MarketSimulator: phases', () => {
  const at = (trade: TradeRow) => trade.time;

  it('matches nothing in the lunch break', () => {
    for (const { symbol } of TEST_SEED.instruments)
      expect(allTrades(symbol).filter((t) => at(t) >= '11:30:00' && at(t) < '13:00:00')).toEqual(
        [],
      );
  });

  it('HOSE: one ATO match at 09:15 at the open and one ATC match at 14:45 at the close, nothing after', () => {
    for (const symbol of ['FPT', 'VCB', 'HPG', 'CFPT2501']) {
      const trades = allTrades(symbol);
      const row = finished.rows({ symbols: [symbol] })[0]!;
      expect(trades.filter((t) => at(t) <= '09:15:00')).toEqual([
        expect.objectContaining({ time: '09:15:00', side: null, price: row.open }),
      ]);
      expect(trades.at(-1)).toEqual(
        expect.objectContaining({ time: '14:45:00', side: null, price: row.price }),
      );
      expect(trades.filter((t) => t.side === null)).toHaveLength(2);
    }
  });

  it('HNX: no auction at 09:00, the ATC at 14:45, then PLO matches at the close price', () => {
    for (const symbol of ['SHS', 'PVS']) {
      const trades = allTrades(symbol);
      expect(at(trades[0]!) > '09:00:00').toBe(true);
      const auctions = trades.filter((t) => t.side === null);
      expect(auctions).toEqual([expect.objectContaining({ time: '14:45:00' })]);
      const plo = trades.filter((t) => at(t) > '14:45:00');
      expect(plo.length).toBeGreaterThan(0);
      for (const trade of plo) {
        expect(trade.price).toBe(auctions[0]!.price);
        expect(trade.side).not.toBeNull();
        expect(at(trade) < '15:00:00').toBe(true);
      }
    }
  });

  it('UPCOM: continuous from 09:00 to 15:00, no auction', () => {
    for (const symbol of ['BSR', 'ACV']) {
      const trades = allTrades(symbol);
      expect(trades.every((t) => t.side !== null)).toBe(true);
      expect(at(trades[0]!) > '09:00:00').toBe(true);
      expect(at(trades.at(-1)!) < '15:00:00').toBe(true);
    }
  });

  it('shows the phases, and the auctions’ market orders on top of their books', () => {
    const clock = handClock('09:05:00');
    const simulator = new MarketSimulator({ seed: TEST_SEED, clock });
    expect(simulator.session().phases).toEqual({
      HOSE: 'ato',
      HNX: 'continuous',
      UPCOM: 'continuous',
    });
    const top = (symbol: string) => {
      const row = simulator.rows({ symbols: [symbol] })[0]!;
      return [row.bids[0]?.price, row.asks[0]?.price];
    };
    expect(top('FPT')).toEqual([null, null]);
    expect(top('SHS')).not.toContain(null);
    expect(simulator.rows({ exchange: 'HOSE' }).every((row) => row.price === null)).toBe(true);

    clock.set('12:00:00');
    expect(simulator.advance().session.phases).toEqual({
      HOSE: 'lunch',
      HNX: 'lunch',
      UPCOM: 'lunch',
    });
    expect(simulator.advance().pb).toEqual([]);
    clock.set('14:40:00');
    expect(simulator.advance().session.phases).toEqual({
      HOSE: 'atc',
      HNX: 'atc',
      UPCOM: 'continuous',
    });
    expect(top('FPT')).toEqual([null, null]);
    expect(top('SHS')).toEqual([null, null]);
    expect(top('BSR')).not.toContain(null);
    clock.set('14:50:00');
    expect(simulator.advance().session.phases).toEqual({
      HOSE: 'put-through',
      HNX: 'plo',
      UPCOM: 'continuous',
    });
  });
});

describe('MarketSimulator: a stored day', () => {
  it('is reproduced: open, high, low, close, volume and foreign trade', () => {
    for (const { symbol, day: stored } of TEST_SEED.instruments.filter((i) => i.day)) {
      const row = finished.rows({ symbols: [symbol] })[0]!;
      expect({
        open: row.open,
        high: row.high,
        low: row.low,
        close: row.price,
        volume: row.totalVolume,
        foreignBuyVolume: row.foreignBuyVolume,
        foreignSellVolume: row.foreignSellVolume,
      }).toEqual({
        open: stored!.open,
        high: stored!.high,
        low: stored!.low,
        close: stored!.close,
        volume: stored!.volume,
        foreignBuyVolume: stored!.foreignBuyVolume,
        foreignSellVolume: stored!.foreignSellVolume,
      });
      const trades = allTrades(symbol);
      expect(row.totalValue).toBe(trades.reduce((sum, t) => sum + t.price * t.volume, 0));
      expect(trades.at(-1)!.totalVolume).toBe(stored!.volume);
      expect(row.change).toBe(stored!.close - row.reference);
    }
  });

  it('draws a day inside the band for an instrument without one', () => {
    const hpg = finished.rows({ symbols: ['HPG'] })[0]!;
    expect(hpg.totalVolume).toBeGreaterThan(0);
    expect(hpg.low!).toBeGreaterThanOrEqual(hpg.floor);
    expect(hpg.high!).toBeLessThanOrEqual(hpg.ceiling);
  });
});

describe('MarketSimulator: foreign room', () => {
  it('never goes negative, and foreign buys never exceed the room', () => {
    for (const { changes } of day.steps)
      for (const row of changes.pb) {
        const room = instrument(row.symbol).foreignRoom;
        expect(row.foreignRoom).toBeGreaterThanOrEqual(0);
        expect(row.foreignBuyVolume).toBeLessThanOrEqual(room);
        expect(row.foreignRoom).toBe(room - row.foreignBuyVolume);
      }
    // HPG has 5,000 shares of room for a day of millions: foreigners buy exactly that.
    expect(finished.rows({ symbols: ['HPG'] })[0]).toMatchObject({
      foreignBuyVolume: 5_000,
      foreignRoom: 0,
    });
  });
});

describe('MarketSimulator: indices', () => {
  it('follow their constituents, capitalisation-weighted from the previous close, at every step', () => {
    const clock = handClock();
    const simulator = new MarketSimulator({ seed: TEST_SEED, clock });
    let moved = 0;
    for (const time of times('09:00:00', '15:05:00', 10)) {
      clock.set(time);
      simulator.advance();
      const rows = simulator.rows();
      for (const index of simulator.indices()) {
        const seeded = TEST_SEED.indices.find((i) => i.symbol === index.symbol)!;
        const members = rows.filter((row) => instrument(row.symbol).indices.includes(index.symbol));
        const value = nextIndexValue(
          seeded.previousValue,
          members.map((row) => ({
            previousPrice: row.reference,
            price: row.price ?? row.reference,
            shares: instrument(row.symbol).sharesOutstanding,
          })),
        );
        const price = (row: BoardRow) => row.price ?? row.reference;
        expect(index).toMatchObject({
          value,
          change: Math.round((value - seeded.previousValue) * 100) / 100,
          totalVolume: members.reduce((sum, row) => sum + row.totalVolume, 0),
          totalValue: members.reduce((sum, row) => sum + row.totalValue, 0),
          advances: members.filter((row) => price(row) > row.reference).length,
          declines: members.filter((row) => price(row) < row.reference).length,
          unchanged: members.filter((row) => price(row) === row.reference).length,
        });
        if (value !== seeded.previousValue) moved++;
      }
    }
    expect(moved).toBeGreaterThan(20);
  });

  it('ends at the stored close when every constituent does: VN30 within 0.01 point (its published rounding)', () => {
    const vn30 = finished.indices().find((index) => index.symbol === 'VN30')!;
    expect(Math.abs(vn30.value - VN30_STORED_CLOSE)).toBeLessThanOrEqual(0.01);
    expect(vn30.time).toBe('14:45:00');
  });
});

describe('MarketSimulator: sequence numbers and incremental reads', () => {
  it('hands out one number per change across rows, trades and indices', () => {
    let last = 0;
    const sent: number[] = [];
    for (const { changes } of day.steps) {
      const numbers = [...changes.pb, ...changes.tl, ...changes.mi, ...(changes.pt ?? [])].map(
        (change) => change.seq,
      );
      expect(new Set(numbers).size).toBe(numbers.length);
      if (numbers.length > 0) expect(changes.session.seq).toBe(Math.max(...numbers));
      expect(numbers.every((n) => n > last)).toBe(true);
      last = changes.session.seq;
      sent.push(...changes.tl.map((t) => t.seq));
    }
    // Each trade was sent once, and the tapes hold exactly those.
    const tapes = TEST_SEED.instruments.flatMap(({ symbol }) =>
      allTrades(symbol).map((t) => t.seq),
    );
    expect([...sent].sort((a, b) => a - b)).toEqual([...tapes].sort((a, b) => a - b));
    // Every number up to the last stamps exactly one change: the initial rows, each trade and
    // each later row or index update; nothing skips a number.
    const initial = TEST_SEED.instruments.length + TEST_SEED.indices.length;
    const rowChanges = day.steps.reduce(
      (sum, { changes }) => sum + changes.pb.length + changes.mi.length,
      0,
    );
    expect(finished.session().seq).toBeGreaterThanOrEqual(initial + tapes.length + rowChanges);
  });

  it('returns the rows, index rows and trades changed after a sequence number', () => {
    const clock = handClock('10:00:00');
    const simulator = new MarketSimulator({ seed: TEST_SEED, clock });
    const { seq } = simulator.session();
    const before = simulator.trades('FPT')!;
    clock.set('10:30:00');
    const changes = simulator.advance();
    expect(changes.pb.length).toBeGreaterThan(0);
    expect(simulator.rows({ afterSeq: seq })).toEqual(changes.pb);
    expect(simulator.indices(seq)).toEqual(changes.mi);
    expect(changes.pb.every((row) => row.seq > seq)).toBe(true);
    const fpt = simulator.trades('FPT', seq)!;
    expect(fpt).toEqual(changes.tl.filter((t) => t.symbol === 'FPT'));
    expect(fpt.length).toBeGreaterThan(0);
    expect([...before, ...fpt]).toEqual(simulator.trades('FPT'));
    expect(fpt.map((t) => t.seq)).toEqual(fpt.map((t) => t.seq).sort((a, b) => a - b));
    expect(changes.tl.every((t) => t.time > '10:00:00' && t.time <= '10:30:00')).toBe(true);

    expect(simulator.rows({ symbols: ['FPT', 'SHS'] }).map((row) => row.symbol)).toEqual([
      'FPT',
      'SHS',
    ]);
    expect(simulator.rows({ exchange: 'UPCOM' }).map((row) => row.symbol)).toEqual(['BSR', 'ACV']);
    expect(simulator.rows({ afterSeq: simulator.session().seq })).toEqual([]);
    expect(simulator.trades('NOPE')).toBeUndefined();
    expect(simulator.has('FPT')).toBe(true);
    expect(simulator.has('NOPE')).toBe(false);
    expect(simulator.advance()).toMatchObject({ pb: [], tl: [], mi: [] });
  });

  it('numbers after startSeq, so a simulator replacing another carries on its numbers', () => {
    const first = new MarketSimulator({ seed: TEST_SEED, clock: handClock('08:00:00') });
    const next = new MarketSimulator({
      seed: TEST_SEED,
      clock: handClock('08:00:00'),
      startSeq: 1_000,
    });
    expect(first.rows()[0]!.seq).toBe(1);
    expect(next.rows()[0]!.seq).toBe(1_001);
    expect(next.session().seq).toBe(1_000 + first.session().seq);
  });
});

describe('MarketSimulator: put-through deals', () => {
  const sent = day.steps.flatMap(({ changes }) => changes.pt ?? []);
  const clockMs = (time: string) =>
    time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0) * 1000;

  it('reports deals of stocks only, in their exchange’s hours, in the band, on the tick, in lots of at least the minimum', () => {
    expect(sent.length).toBeGreaterThan(3);
    expect(new Set(sent.map((deal) => deal.exchange)).size).toBeGreaterThan(1);
    for (const deal of sent) {
      const seeded = instrument(deal.symbol);
      expect(seeded.kind).toBe('stock');
      expect(deal.exchange).toBe(seeded.exchange);
      expect(deal.price).toBeGreaterThanOrEqual(seeded.floor);
      expect(deal.price).toBeLessThanOrEqual(seeded.ceiling);
      expect(isOnTick(deal.exchange, deal.price), `${deal.symbol} ${deal.price}`).toBe(true);
      expect(deal.volume % LOT_SIZE).toBe(0);
      expect(deal.volume).toBeGreaterThanOrEqual(PUT_THROUGH_MIN_VOLUME[deal.exchange]);
      expect(deal.value).toBe(deal.price * deal.volume);
      const at = clockMs(deal.time);
      expect(
        putThroughWindows(deal.exchange).some(([from, to]) => at >= from && at < to),
        `${deal.exchange} ${deal.time}`,
      ).toBe(true);
    }
    // HOSE's put-through slot after the ATC takes deals; lunch and the pre-open take none.
    expect(putThroughWindows('HOSE')).toEqual([
      [clockMs('09:00:00'), clockMs('11:30:00')],
      [clockMs('13:00:00'), clockMs('15:00:00')],
    ]);
  });

  it('sends each deal once, in order, and keeps them all for incremental reads by exchange', () => {
    expect(finished.putThroughDeals()).toEqual(sent);
    const numbers = sent.map((deal) => deal.seq);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const middle = sent[Math.floor(sent.length / 2)]!;
    expect(finished.putThroughDeals(middle.seq)).toEqual(sent.filter((d) => d.seq > middle.seq));
    expect(finished.putThroughDeals(0, 'HNX')).toEqual(sent.filter((d) => d.exchange === 'HNX'));
    // A step's deals were reported after the step before and up to its own board time.
    for (const [k, { time, changes }] of day.steps.entries()) {
      const previous = day.steps[k - 1]?.time ?? '00:00:00';
      for (const deal of changes.pt ?? []) {
        expect(
          deal.time > previous && deal.time <= time,
          `${deal.time} in (${previous}, ${time}]`,
        ).toBe(true);
      }
    }
  });

  it('counts them in the indices apart from the matching, and moves no index', () => {
    for (const index of finished.indices()) {
      const members = sent.filter((deal) => instrument(deal.symbol).indices.includes(index.symbol));
      expect(index.putThroughVolume).toBe(members.reduce((sum, deal) => sum + deal.volume, 0));
      expect(index.putThroughValue).toBe(members.reduce((sum, deal) => sum + deal.value, 0));
    }
    expect(
      finished.indices().find((i) => i.symbol === 'VNINDEX')!.putThroughVolume,
    ).toBeGreaterThan(0);
    // The matches are the stored day's to the share: no deal went into a row.
    const fpt = finished.rows({ symbols: ['FPT'] })[0]!;
    expect(fpt.totalVolume).toBe(instrument('FPT').day!.volume);
  });

  it('starts the deals over when a replay loops', () => {
    const clock = handClock('15:00:00');
    const simulator = new MarketSimulator({ seed: TEST_SEED, clock });
    expect(simulator.putThroughDeals().length).toBe(sent.length);
    clock.set('08:59:00');
    const changes = simulator.advance();
    expect(changes.pt).toEqual([]);
    expect(simulator.putThroughDeals()).toEqual([]);
    expect(simulator.indices().every((index) => index.putThroughVolume === 0)).toBe(true);
  });
});

describe('MarketSimulator: clocks', () => {
  it('restarts the day when a replay loops, sending the whole board as changed', () => {
    let wall = 0;
    const clock = createBoardClock(
      { mode: 'replay', sessionDate: DATE, speed: 60 },
      { startedAt: 0, wallNow: () => wall },
    );
    const simulator = new MarketSimulator({ seed: TEST_SEED, clock });
    wall = 360_000; // 14:55 board time
    simulator.advance();
    const { seq } = simulator.session();
    expect(simulator.trades('FPT')!.length).toBeGreaterThan(0);

    wall = 375_000; // 370 s per loop: 08:55 + 5 min
    const changes = simulator.advance();
    expect(changes.session.time).toBe('2026-11-20T09:00:00.000+07:00');
    expect(changes.pb).toHaveLength(TEST_SEED.instruments.length);
    expect(changes.mi).toHaveLength(TEST_SEED.indices.length);
    expect(changes.tl).toEqual([]);
    expect(changes.pb.every((row) => row.seq > seq && row.price === null)).toBe(true);
    expect(simulator.trades('FPT')).toEqual([]);
    expect(simulator.rows({ afterSeq: seq })).toHaveLength(TEST_SEED.instruments.length);

    // The second lap is the first one again.
    wall = 370_000 + 360_000;
    simulator.advance();
    const fresh = new MarketSimulator({ seed: TEST_SEED, clock: handClock('14:55:00') });
    const strip = (rows: BoardRow[]) => rows.map(({ seq: _, ...row }) => row);
    expect(strip(simulator.rows())).toEqual(strip(fresh.rows()));
  });

  it('starts each pass of the day after its own startSeq, which the session carries', () => {
    let wall = 0;
    const clock = createBoardClock(
      { mode: 'replay', sessionDate: DATE, speed: 60 },
      { startedAt: 0, wallNow: () => wall },
    );
    const simulator = new MarketSimulator({ seed: TEST_SEED, clock, startSeq: 500 });
    expect(simulator.session().startSeq).toBe(500);
    expect(simulator.rows().every((row) => row.seq > 500)).toBe(true);
    wall = 360_000; // 14:55
    expect(simulator.advance().session.startSeq).toBe(500);
    const last = simulator.session().seq;
    wall = 375_000; // the next pass, 09:00
    const changes = simulator.advance();
    expect(changes.session.startSeq).toBe(last);
    expect([...changes.pb, ...changes.mi].every((row) => row.seq > last)).toBe(true);
  });

  it('continues the pass of the board it takes over (a new leader): its startSeq, until the day starts again', () => {
    let wall = 65_000; // 10:00
    const clock = createBoardClock(
      { mode: 'replay', sessionDate: DATE, speed: 60 },
      { startedAt: 0, wallNow: () => wall },
    );
    const simulator = new MarketSimulator({
      seed: TEST_SEED,
      clock,
      startSeq: 9_000,
      sessionStartSeq: 1_234,
    });
    expect(simulator.session().startSeq).toBe(1_234);
    expect(simulator.rows().every((row) => row.seq > 9_000)).toBe(true);
    wall = 360_000;
    simulator.advance();
    const last = simulator.session().seq;
    wall = 375_000;
    expect(simulator.advance().session.startSeq).toBe(last);
  });

  it('live outside hours: shows the last session finished', () => {
    const sunday = board('11:00:00', '2026-11-22');
    const { sessionDate, trading } = sessionDateAt(sunday);
    expect({ sessionDate, trading }).toEqual({ sessionDate: DATE, trading: false });
    const simulator = new MarketSimulator({
      seed: TEST_SEED,
      clock: createBoardClock({ mode: 'live' }, { wallNow: () => sunday.getTime() }),
    });
    expect(simulator.session()).toMatchObject({
      sessionDate: DATE,
      trading: false,
      clock: 'live',
      speed: 1,
      phases: { HOSE: 'closed', HNX: 'closed', UPCOM: 'closed' },
      time: '2026-11-22T11:00:00.000+07:00',
    });
    expect(simulator.rows({ symbols: ['FPT'] })[0]).toMatchObject({
      price: 100_200,
      totalVolume: 4_812_300,
    });
  });

  it('says whether the session is trading', () => {
    const clock = handClock('08:29:59');
    const simulator = new MarketSimulator({ seed: TEST_SEED, clock });
    expect(simulator.session().trading).toBe(false);
    clock.set('08:30:00');
    expect(simulator.advance().session).toMatchObject({
      trading: true,
      phases: { HOSE: 'pre-open' },
    });
    clock.set('15:00:00');
    expect(simulator.advance().session).toMatchObject({
      trading: false,
      clock: 'replay',
      speed: 1,
    });
  });

  it('refuses a replay clock of another day and a seed listing a symbol twice', () => {
    const clock = createBoardClock({ mode: 'replay', sessionDate: '2026-11-19', speed: 1 });
    expect(() => new MarketSimulator({ seed: TEST_SEED, clock })).toThrow('2026-11-19');
    const twice = { ...TEST_SEED, instruments: [...TEST_SEED.instruments, instrument('FPT')] };
    expect(() => new MarketSimulator({ seed: twice, clock: handClock() })).toThrow(
      'FPT appears twice',
    );
  });
});

describe('MarketSimulator: covered warrants', () => {
  it('follow the underlying: intrinsic value plus the time value, on the 10 VND tick in their band', () => {
    const cw = finished.rows({ symbols: ['CFPT2501'] })[0]!;
    const fpt = finished.rows({ symbols: ['FPT'] })[0]!;
    const { exercisePrice, ratio } = instrument('CFPT2501').warrant!;
    const timeValue = cw.reference - intrinsicValue(fpt.reference, exercisePrice, ratio);
    const fair = intrinsicValue(fpt.price!, exercisePrice, ratio) + timeValue;
    // ± a few ticks of noise; the decay over one day of a four-month warrant is under 1 VND.
    expect(Math.abs(cw.price! - fair)).toBeLessThanOrEqual(30);
    for (const trade of allTrades('CFPT2501')) expect(trade.price % 10).toBe(0);
    // Its high and low come from FPT's: (101,000 − 97,200) / 4 = 950 VND apart, give or take the noise.
    expect(Math.abs(cw.high! - cw.low! - 950)).toBeLessThanOrEqual(60);
  });
});
