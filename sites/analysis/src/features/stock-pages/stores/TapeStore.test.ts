import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { createInertTransport } from '@brokerage/shared/realtime/inertTransport.ts';
import { LiveConnection } from '@brokerage/shared/realtime/LiveConnection.ts';
import type { OrderMatchRow, VolumeAtPriceSeries } from '../../../lib/api/marketApi';
import { TapeStore } from './TapeStore';

const match: OrderMatchRow = {
  time: '09:16:10',
  price: 100_500,
  amount: 2_000,
  change: 500,
  rate: 0.5,
  amountSaved: 2_000,
  side: 'buy',
};

const levels: VolumeAtPriceSeries = {
  stockSymbol: 'FPT',
  sessionDate: '2026-11-23',
  trading: true,
  reference: 100_000,
  items: [{ price: 100_500, volume: 2_000, buyVolume: 2_000, sellVolume: 0 }],
};

/**
 * The two order-matching calls, answered when the test says so and deaf to the signal, as an
 * answer already on its way when the visitor leaves.
 */
function setup() {
  let answer: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const arrived = new Promise<void>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const getList = vi.fn(async () => {
    await arrived;
    return { data: [match], meta: { page: 1, limit: 500, total: 1, totalPages: 1 } };
  });
  const getData = vi.fn(async () => {
    await arrived;
    return levels;
  });
  const unsupported = () => Promise.reject(new Error('not faked'));
  // Only the two GETs of the tape are called (the casts stand for their generic schemas).
  const api = {
    getList,
    getData,
    postData: unsupported,
    postForm: unsupported,
    postNoContent: unsupported,
    sendData: unsupported,
    sendNoContent: unsupported,
    postBlob: unsupported,
  } as unknown as ApiClient;
  const board = new BoardStore(new LiveConnection({ transport: createInertTransport() }));
  const store = new TapeStore(api, board);
  return { store, board, getList, getData, answer, fail };
}

describe('TapeStore', () => {
  it("merges today's matches into the board's tape and keeps the volume at price", async () => {
    const { store, answer, getList } = setup();
    const loading = store.load('FPT', 'vi');
    expect(store.loading).toBe(true);
    answer();
    await loading;
    expect(getList).toHaveBeenCalledTimes(1);
    expect(store.loading).toBe(false);
    expect(store.unavailable).toBe(false);
    expect(store.rows('FPT').map((row) => [row.time, row.price, row.volume])).toEqual([
      ['09:16:10', 100_500, 2_000],
    ]);
    expect(store.levels).toEqual(levels);
    await store.load('FPT', 'vi');
    expect(getList).toHaveBeenCalledTimes(1); // the same symbol and session: nothing to ask
  });

  it('drops an answer that arrives after the visitor left: no trades, no levels', async () => {
    const { store, board, getList, answer } = setup();
    const loading = store.load('FPT', 'vi');
    await vi.waitFor(() => expect(getList).toHaveBeenCalled());
    store.cancel();
    answer();
    await loading;
    expect(board.trades('FPT')).toEqual([]);
    expect(store.levels).toBeNull();
    expect(store.loading).toBe(false);
    expect(store.unavailable).toBe(false);
  });

  it('says the session is unavailable while the board is down, and asks again', async () => {
    const { store, getList, fail } = setup();
    fail(
      new ApiRequestError({
        status: 503,
        errors: [{ code: 'priceboard_unavailable', message: 'down' }],
      }),
    );
    await store.load('FPT', 'vi');
    expect(store.unavailable).toBe(true);
    expect(store.loading).toBe(false);
    await store.load('FPT', 'vi');
    expect(getList).toHaveBeenCalledTimes(2);
  });
});
