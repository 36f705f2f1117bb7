import { autorun } from 'mobx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AllStocksResult } from '../market/board.ts';
import {
  fixtureBoardPush as push,
  fixtureBoardRow as boardRow,
  fixtureBoardSession as session,
  fixtureIndexRow as indexRow,
  fixtureTradeRow as trade,
} from '../market/boardFixtures.ts';
import { advance, settle, strictMobxWithFakeTimers } from '../testing/strictMobx.ts';
import { BoardStore } from './BoardStore';
import { FakeHub } from './fakeHubTransport';
import { LiveConnection } from './LiveConnection';
import { UPDATE_STOCK_PRICE } from './priceBoardHub';
import { TradeTape } from './tradeTape';

let hub: FakeHub;
let clock: number;
let onError: ReturnType<typeof vi.fn<(error: unknown, context: string) => void>>;

function store(): { live: LiveConnection; board: BoardStore } {
  // (The board's payload checks load on first use; the tests await them with whenReady.)
  const live = new LiveConnection({
    transport: hub,
    network: null,
    random: () => 0,
    backoff: { initialDelayMs: 500, maxDelayMs: 4_000, factor: 2 },
    staleAfterDownMs: 3_000,
    staleAfterSilenceMs: Infinity,
    onError,
  });
  return { live, board: new BoardStore(live, { now: () => clock, onError }) };
}

/** A board following `symbol`, connected and with its payload checks loaded. */
async function following(symbol: string): Promise<BoardStore> {
  const { board } = store();
  board.follow(symbol);
  await board.whenReady();
  await settle();
  return board;
}

strictMobxWithFakeTimers();

beforeEach(() => {
  hub = new FakeHub();
  clock = 1_000_000;
  onError = vi.fn<(error: unknown, context: string) => void>();
});

describe('TradeTape', () => {
  it('merges matches of the same second and price into one row, oldest first', () => {
    const tape = new TradeTape();
    tape.merge([
      trade({ seq: 3, time: '10:00:02', price: 100_600, volume: 300, totalVolume: 600 }),
      trade({ seq: 1, time: '10:00:01', price: 100_500, volume: 100, totalVolume: 100 }),
      trade({
        seq: 2,
        time: '10:00:01',
        price: 100_500,
        volume: 200,
        totalVolume: 300,
        side: 'sell',
      }),
    ]);
    expect(
      tape.rows.map(({ time, price, volume, matches, side, totalVolume }) => ({
        time,
        price,
        volume,
        matches,
        side,
        totalVolume,
      })),
    ).toEqual([
      { time: '10:00:01', price: 100_500, volume: 300, matches: 2, side: 'sell', totalVolume: 300 },
      { time: '10:00:02', price: 100_600, volume: 300, matches: 1, side: 'buy', totalVolume: 600 },
    ]);
  });

  it('counts a match delivered twice once (a resubscribe re-sends it)', () => {
    const tape = new TradeTape();
    const first = [
      trade({ seq: 1, volume: 100, totalVolume: 100 }),
      trade({ seq: 2, volume: 200, totalVolume: 300 }),
    ];
    expect(tape.merge(first)).toBe(true);
    const before = tape.rows;
    expect(tape.merge(first)).toBe(false);
    expect(tape.rows).toBe(before);
    expect(tape.rows).toHaveLength(1);
    expect(tape.rows[0]!.volume).toBe(300);
  });

  it('takes a row the API had already merged, then skips the pushes it holds and adds the new one', () => {
    const tape = new TradeTape();
    // The API's list: two matches of 10:00:01 at 100,500 merged (cumulative 100 → 400), no seq.
    tape.merge([trade({ seq: 0, volume: 400, totalVolume: 400 })]);
    tape.merge([
      trade({ seq: 7, volume: 100, totalVolume: 100 }),
      trade({ seq: 8, volume: 300, totalVolume: 400 }),
      trade({ seq: 9, volume: 50, totalVolume: 450, side: 'sell' }),
    ]);
    expect(tape.rows).toHaveLength(1);
    expect(tape.rows[0]).toMatchObject({
      volume: 450,
      totalVolume: 450,
      seq: 9,
      side: 'sell',
      matches: 2,
    });
  });

  it('keeps the same second at different prices apart, in the order they matched', () => {
    const tape = new TradeTape();
    tape.merge([
      trade({ price: 100_600, totalVolume: 500 }),
      trade({ price: 100_500, totalVolume: 300 }),
    ]);
    expect(tape.rows.map((row) => row.price)).toEqual([100_500, 100_600]);
    expect(tape.size).toBe(2);
  });
});

describe('BoardStore', () => {
  it('is idle and does not connect until something is watched', async () => {
    const { board } = store();
    await board.whenReady();
    await settle();
    expect(board.status).toBe('idle');
    expect(hub.starts).toBe(0);
    expect(board.tickAgeMs()).toBeNull();
  });

  it('takes the GetAllStocks snapshot, then pushes, in actions; the tick age follows the clock', async () => {
    const { board } = store();
    hub.results.set('GetAllStocks', {
      session: session({ seq: 5 }),
      pb: [boardRow({ seq: 5 })],
      mi: [indexRow({ seq: 5 })],
    } satisfies AllStocksResult);
    const release = board.watchBoard();
    await board.whenReady();
    await settle();
    expect(board.status).toBe('live');
    expect(board.hasSnapshot).toBe(true);
    expect(board.row('fpt')?.price).toBe(100_500);
    expect(board.index('VNINDEX')?.value).toBe(1_250.5);
    expect(board.lastTickAt).toBe(1_000_000);

    const seen: Array<number | null | undefined> = [];
    const stop = autorun(() => seen.push(board.row('FPT')?.price));
    clock += 1_500;
    hub.push(
      UPDATE_STOCK_PRICE,
      push({ session: session({ seq: 6 }), pb: [boardRow({ seq: 6, price: 101_000 })] }),
    );
    expect(seen).toEqual([100_500, 101_000]);
    expect(board.session?.seq).toBe(6);
    expect(board.tickAgeMs(clock + 2_000)).toBe(2_000);
    expect(board.tickAgeMs(clock - 5)).toBe(0);
    stop();
    release();
    await board.whenReady();
    await settle();
    expect(board.status).toBe('stopped');
  });

  it('holds the snapshot’s put-through deals, appends the pushed ones once each, and drops them with the day', async () => {
    const { board } = store();
    const deal = (seq: number, symbol = 'FPT') => ({
      seq,
      symbol,
      exchange: 'HOSE' as const,
      time: '10:00:00',
      price: 100_000,
      volume: 20_000,
      value: 2_000_000_000,
    });
    hub.results.set('GetAllStocks', {
      session: session({ seq: 5 }),
      pb: [boardRow({ seq: 5 })],
      mi: [],
      pt: [deal(3), deal(4, 'VCB')],
    } satisfies AllStocksResult);
    board.watchBoard();
    await board.whenReady();
    await settle();
    expect(board.deals.map((d) => d.seq)).toEqual([3, 4]);
    // A push repeating a deal held (after a reconnect) adds only the new one.
    hub.push(UPDATE_STOCK_PRICE, push({ session: session({ seq: 7 }), pt: [deal(4), deal(7)] }));
    hub.push(UPDATE_STOCK_PRICE, push({ session: session({ seq: 8 }) }));
    expect(board.deals.map((d) => d.seq)).toEqual([3, 4, 7]);
    hub.push(
      UPDATE_STOCK_PRICE,
      push({ session: session({ sessionDate: '2026-11-23', seq: 1 }), pt: [] }),
    );
    expect(board.deals).toHaveLength(0);
  });

  it('keeps what arrives before its payload checks have loaded, and applies it in order once they have', async () => {
    const { board } = store();
    board.applyPush(push({ pb: [boardRow({ seq: 1, price: 100_000 })] }));
    board.applyPush(push({ pb: [boardRow({ seq: 2, price: 100_100 })] }));
    expect(board.row('FPT')).toBeUndefined();
    await board.whenReady();
    expect(board.row('FPT')).toMatchObject({ seq: 2, price: 100_100 });
  });

  it('never lets an older row overwrite a newer one', async () => {
    const board = await following('FPT');
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        pb: [boardRow({ seq: 9, price: 101_000 })],
        mi: [indexRow({ seq: 9, value: 1_260 })],
      }),
    );
    hub.push(
      UPDATE_STOCK_PRICE,
      push({ pb: [boardRow({ seq: 8, price: 99_000 })], mi: [indexRow({ seq: 8, value: 1_240 })] }),
    );
    expect(board.row('FPT')?.price).toBe(101_000);
    expect(board.index('VNINDEX')?.value).toBe(1_260);
  });

  it('merges pushed trades per symbol by price and time, never duplicating', async () => {
    const board = await following('fpt');
    expect(hub.methodsInvoked()).toEqual(['UpdateParams:FPT']);
    const seen: string[] = [];
    const stop = autorun(() =>
      seen.push(
        board
          .trades('FPT')
          .map((row) => row.volume)
          .join(),
      ),
    );
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        tl: [
          trade({ seq: 1, totalVolume: 1_100 }),
          trade({ seq: 2, time: '10:00:01', totalVolume: 1_200 }),
        ],
      }),
    );
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        tl: [
          trade({ seq: 2, time: '10:00:01', totalVolume: 1_200 }),
          trade({ seq: 3, time: '10:00:01', volume: 400, totalVolume: 1_600 }),
        ],
      }),
    );
    hub.push(UPDATE_STOCK_PRICE, push({ tl: [trade({ seq: 4, symbol: 'VNM', price: 60_000 })] }));
    expect(board.trades('FPT').map((row) => [row.time, row.volume])).toEqual([
      ['10:00:00', 100],
      ['10:00:01', 500],
    ]);
    expect(board.trades('VNM')).toHaveLength(1);
    expect(seen).toEqual(['', '100,100', '100,500']); // the VNM push left FPT's observers alone
    // The API's list of today's matches overlapping the pushes.
    board.mergeTrades('FPT', [
      trade({ seq: 0, time: '09:15:00', volume: 1_000, totalVolume: 1_000 }),
      trade({ seq: 0, totalVolume: 1_100 }),
    ]);
    expect(board.trades('FPT').map((row) => row.time)).toEqual([
      '09:15:00',
      '10:00:00',
      '10:00:01',
    ]);
    expect(board.trades('FPT')[1]!.volume).toBe(100);
    stop();
  });

  it('refuses a payload that is not the contract, keeping what it holds', async () => {
    const board = await following('FPT');
    hub.push(UPDATE_STOCK_PRICE, push({ pb: [boardRow({ seq: 2 })] }));
    hub.push(UPDATE_STOCK_PRICE, { ...push(), pb: [{ ...boardRow({ seq: 3 }), price: 'high' }] });
    expect(board.row('FPT')?.seq).toBe(2);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('pb[0].price') }),
      'updateStockPrice payload',
    );
  });

  it('takes the rows of a new connection even when their sequence is lower (the hub restarted)', async () => {
    const { board } = store();
    hub.results.set('GetAllStocks', {
      session: session({ seq: 900 }),
      pb: [boardRow({ seq: 900, price: 101_000 })],
      mi: [indexRow({ seq: 900, value: 1_260 })],
    });
    board.watchBoard();
    await board.whenReady();
    await settle();
    expect(board.row('FPT')?.price).toBe(101_000);

    // The hub comes back as a new process: its board numbers from a lower sequence.
    hub.serverClose();
    hub.results.set('GetAllStocks', {
      session: session({ seq: 40 }),
      pb: [boardRow({ seq: 40, price: 102_000 })],
      mi: [indexRow({ seq: 40, value: 1_270 })],
    });
    await advance(500);
    expect(board.status).toBe('live');
    expect(board.row('FPT')?.price).toBe(102_000);
    expect(board.index('VNINDEX')?.value).toBe(1_270);
    expect(board.session?.seq).toBe(40);
    // On this connection the sequence compares again.
    hub.push(
      UPDATE_STOCK_PRICE,
      push({ session: session({ seq: 41 }), pb: [boardRow({ seq: 41, price: 102_100 })] }),
    );
    hub.push(
      UPDATE_STOCK_PRICE,
      push({ session: session({ seq: 41 }), pb: [boardRow({ seq: 39, price: 90_000 })] }),
    );
    expect(board.row('FPT')?.price).toBe(102_100);
  });

  it('starts the tape again when a replay loops back to the morning of the same day', async () => {
    const board = await following('FPT');
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        session: session({ time: '2026-11-20T15:04:00+07:00', seq: 500 }),
        tl: [trade({ seq: 500 })],
      }),
    );
    expect(board.trades('FPT')).toHaveLength(1);
    // A few minutes back is not a loop.
    hub.push(
      UPDATE_STOCK_PRICE,
      push({ session: session({ time: '2026-11-20T15:01:00+07:00', seq: 501 }) }),
    );
    expect(board.trades('FPT')).toHaveLength(1);
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        session: session({ time: '2026-11-20T08:55:00+07:00', seq: 600 }),
        pb: [boardRow({ seq: 600, price: null })],
      }),
    );
    expect(board.trades('FPT')).toHaveLength(0);
    expect(board.row('FPT')?.price).toBeNull();
  });

  it('starts the tape again when the board starts a new pass of the day (another startSeq), however little its clock went back', async () => {
    const board = await following('FPT');
    const at = (time: string) => `2026-11-20T${time}+07:00`;
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        session: session({ time: at('15:04:00'), seq: 500, startSeq: 100 }),
        tl: [trade({ seq: 500, time: '14:45:00' })],
      }),
    );
    expect(board.trades('FPT')).toHaveLength(1);
    // A replay started at 14:50 loops back a quarter of an hour: a new pass all the same.
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        session: session({ time: at('14:51:00'), seq: 800, startSeq: 600 }),
        pb: [boardRow({ seq: 601, price: null })],
      }),
    );
    expect(board.trades('FPT')).toHaveLength(0);
    expect(board.session?.startSeq).toBe(600);
  });

  it('keeps the tape when a new connection goes on with the same pass (a new leader took over)', async () => {
    const board = await following('FPT');
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        session: session({ seq: 500, startSeq: 100 }),
        tl: [trade({ seq: 500, time: '10:00:00' })],
      }),
    );
    hub.serverClose();
    await advance(500);
    expect(board.status).toBe('live');
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        session: session({ time: '2026-11-20T10:00:05+07:00', seq: 9_000, startSeq: 100 }),
        tl: [trade({ seq: 8_990, time: '10:00:04', totalVolume: 12_100 })],
      }),
    );
    expect(board.trades('FPT')).toHaveLength(2);
  });

  it('starts afresh when the board moves to another session day', async () => {
    const board = await following('FPT');
    hub.push(UPDATE_STOCK_PRICE, push({ pb: [boardRow({ seq: 50 })], tl: [trade({ seq: 50 })] }));
    hub.push(
      UPDATE_STOCK_PRICE,
      push({
        session: session({ sessionDate: '2026-11-23', seq: 1 }),
        pb: [boardRow({ seq: 1, price: 99_000 })],
      }),
    );
    expect(board.session?.sessionDate).toBe('2026-11-23');
    expect(board.row('FPT')?.price).toBe(99_000);
    expect(board.trades('FPT')).toHaveLength(0);
  });

  it('live → reconnecting → stale → live, re-asking for the board and the followed symbol', async () => {
    const { board } = store();
    hub.results.set('GetAllStocks', { session: session(), pb: [boardRow({ seq: 1 })], mi: [] });
    board.watchBoard();
    board.follow('FPT');
    await board.whenReady();
    await settle();
    expect(board.status).toBe('live');
    expect(hub.methodsInvoked()).toEqual(['GetAllStocks', 'UpdateParams:FPT']);

    hub.refuseStarts = 10;
    hub.serverClose();
    expect(board.status).toBe('reconnecting');
    // The last rows stay on the page while the board is away.
    expect(board.row('FPT')?.seq).toBe(1);
    await advance(500 + 1_000);
    expect(board.status).toBe('reconnecting');
    await advance(1_500);
    expect(board.status).toBe('stale');
    expect(board.row('FPT')?.seq).toBe(1);

    hub.refuseStarts = 0;
    hub.invocations.length = 0;
    hub.results.set('GetAllStocks', {
      session: session({ seq: 20 }),
      pb: [boardRow({ seq: 20, price: 102_000 })],
      mi: [],
    });
    clock += 10_000;
    await advance(4_000);
    expect(board.status).toBe('live');
    expect(hub.methodsInvoked()).toEqual(['GetAllStocks', 'UpdateParams:FPT']);
    expect(board.row('FPT')?.price).toBe(102_000);
    expect(board.tickAgeMs(clock)).toBe(0);
  });
});
