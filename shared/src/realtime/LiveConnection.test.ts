import { autorun, makeAutoObservable } from 'mobx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, settle, strictMobxWithFakeTimers } from '../testing/strictMobx.ts';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff';
import { FakeHub } from './fakeHubTransport';
import { LiveConnection, type LiveConnectionOptions, type NetworkMonitor } from './LiveConnection';
import { allStocksTopic, symbolTopic, UPDATE_STOCK_PRICE } from './priceBoardHub';

let hub: FakeHub;
let onError: ReturnType<typeof vi.fn<(error: unknown, context: string) => void>>;

function connection(options: Partial<LiveConnectionOptions> = {}): LiveConnection {
  return new LiveConnection({
    transport: hub,
    network: null,
    random: () => 0, // no jitter: the delays are exact
    onError,
    ...options,
  });
}

const mobxWarnings = strictMobxWithFakeTimers();

beforeEach(() => {
  hub = new FakeHub();
  onError = vi.fn<(error: unknown, context: string) => void>();
});

describe('LiveConnection', () => {
  it('is idle until the first subscription, which connects and sends it: connecting → live', async () => {
    const live = connection();
    expect(live.status).toBe('idle');
    expect(hub.starts).toBe(0);

    live.subscribe(symbolTopic('fpt'));
    expect(live.status).toBe('connecting');
    await settle();

    expect(live.status).toBe('live');
    expect(live.isLive).toBe(true);
    expect(live.attempt).toBe(0);
    expect(hub.methodsInvoked()).toEqual(['UpdateParams:FPT']);
  });

  it('reference-counts topics: a second subscriber shares the hub call, the last release stops the connection', async () => {
    const live = connection();
    const releaseA = live.subscribe(symbolTopic('FPT'));
    const releaseB = live.subscribe(symbolTopic('FPT'));
    await settle();
    expect(hub.methodsInvoked()).toEqual(['UpdateParams:FPT']);

    releaseA();
    releaseA(); // idempotent: B still holds the topic
    await settle();
    expect(live.status).toBe('live');
    expect(hub.stops).toBe(0);

    releaseB();
    await settle();
    expect(live.status).toBe('stopped');
    expect(hub.stops).toBe(1);
    expect(hub.connected).toBe(false);
    expect(vi.getTimerCount()).toBe(0); // no retry, no stale check left behind
  });

  it('after the server closes: reconnecting with growing, capped delays, then live and every topic re-sent', async () => {
    const live = connection({
      backoff: { initialDelayMs: 500, maxDelayMs: 4_000, factor: 2 },
      staleAfterDownMs: 60_000, // this test is about the delays; stale has its own
    });
    const snapshots: unknown[] = [];
    live.subscribe(symbolTopic('FPT'));
    live.subscribe(symbolTopic('VNM'));
    live.subscribe(allStocksTopic(), { onResult: (rows) => snapshots.push(rows) });
    hub.results.set('GetAllStocks', ['first snapshot']);
    await settle();
    expect(live.status).toBe('live');
    expect(hub.methodsInvoked()).toEqual(['UpdateParams:FPT', 'UpdateParams:VNM', 'GetAllStocks']);
    expect(snapshots).toEqual([['first snapshot']]);

    hub.refuseStarts = 5;
    hub.serverClose();
    expect(live.status).toBe('reconnecting');
    expect(live.lastError).toBe('server went away');

    const delays: Array<number | null> = [];
    for (let i = 0; i < 5; i += 1) {
      delays.push(live.retryInMs);
      const starts = hub.starts;
      await advance(live.retryInMs! - 1);
      expect(hub.starts).toBe(starts); // not a moment early
      await advance(1);
      expect(hub.starts).toBe(starts + 1);
      expect(live.status).toBe('reconnecting');
      expect(live.attempt).toBe(i + 2);
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 4_000]);
    expect(live.lastError).toBe('connection refused');

    hub.invocations.length = 0;
    hub.results.set('GetAllStocks', ['second snapshot']);
    await advance(live.retryInMs!);
    expect(live.status).toBe('live');
    expect(live.attempt).toBe(0);
    expect(live.retryInMs).toBeNull();
    expect(live.lastError).toBeNull();
    expect(hub.methodsInvoked()).toEqual(['UpdateParams:FPT', 'UpdateParams:VNM', 'GetAllStocks']);
    expect(snapshots).toEqual([['first snapshot'], ['second snapshot']]);
  });

  it('keeps retrying a first connection that never came up', async () => {
    const live = connection();
    hub.refuseStarts = 1;
    live.subscribe(allStocksTopic());
    await settle();
    expect(live.status).toBe('reconnecting');
    expect(live.retryInMs).toBe(DEFAULT_BACKOFF.initialDelayMs);
    await advance(DEFAULT_BACKOFF.initialDelayMs);
    expect(live.status).toBe('live');
    expect(hub.methodsInvoked()).toEqual(['GetAllStocks']);
  });

  it('does not re-send topics released while the connection was down', async () => {
    const live = connection();
    live.subscribe(symbolTopic('FPT'));
    const releaseVnm = live.subscribe(symbolTopic('VNM'));
    await settle();
    hub.serverClose();
    releaseVnm();
    hub.invocations.length = 0;
    await advance(DEFAULT_BACKOFF.initialDelayMs);
    expect(live.status).toBe('live');
    expect(hub.methodsInvoked()).toEqual(['UpdateParams:FPT']);
  });

  it('goes stale after the silence threshold while live, and back to live on the next push', async () => {
    const live = connection({ staleAfterSilenceMs: 5_000 });
    live.on(UPDATE_STOCK_PRICE, () => {});
    live.subscribe(symbolTopic('FPT'));
    await settle();

    await advance(3_000);
    hub.push(UPDATE_STOCK_PRICE, { s: 'FPT' });
    expect(live.lastMessageAt).toBe(Date.now());
    await advance(4_999); // 5 s counts from the last push, not from the connect
    expect(live.status).toBe('live');
    await advance(1);
    expect(live.status).toBe('stale');
    expect(live.isStale).toBe(true);

    hub.push(UPDATE_STOCK_PRICE, { s: 'FPT' });
    expect(live.status).toBe('live');
    await advance(5_000);
    expect(live.status).toBe('stale');
  });

  it('goes stale when down longer than the threshold, and live again after the reconnect', async () => {
    const live = connection({ staleAfterDownMs: 2_000, backoff: { initialDelayMs: 3_000 } });
    live.subscribe(symbolTopic('FPT'));
    await settle();

    hub.serverClose();
    await advance(1_999);
    expect(live.status).toBe('reconnecting');
    await advance(1);
    expect(live.status).toBe('stale');
    expect(live.retryInMs).toBe(3_000); // the UI can still count down

    await advance(1_000);
    expect(live.status).toBe('live');
  });

  it('calls push handlers inside an action: their store writes are one batch and need no action of their own', async () => {
    const live = connection();
    const board = makeAutoObservable({ rows: [] as unknown[], updates: 0 });
    const seen: number[] = [];
    const dispose = autorun(() => seen.push(board.rows.length + board.updates));
    live.on(UPDATE_STOCK_PRICE, (row) => {
      // Plain writes, no runInAction: under enforceActions 'always' they would be reported.
      board.rows.push(row);
      board.updates += 1;
    });
    live.subscribe(symbolTopic('FPT'));
    await settle();

    hub.push(UPDATE_STOCK_PRICE, { s: 'FPT', c: 100 });
    expect(board.rows).toEqual([{ s: 'FPT', c: 100 }]);
    expect(seen).toEqual([0, 2]); // one reaction for both writes
    dispose();
  });

  it('really is strict in this file: a write outside an action is caught', () => {
    const live = connection();
    live.lastError = 'written outside an action';
    expect(mobxWarnings).toHaveLength(1);
    mobxWarnings.length = 0;
  });

  it('isolates handler errors: reported, the other handlers and the connection carry on', async () => {
    const live = connection();
    const received: unknown[] = [];
    const boom = new Error('bad row');
    live.on(UPDATE_STOCK_PRICE, () => {
      throw boom;
    });
    live.on(UPDATE_STOCK_PRICE, (row) => received.push(row));
    live.subscribe(allStocksTopic(), {
      onResult: () => {
        throw new Error('bad snapshot');
      },
    });
    await settle();

    hub.push(UPDATE_STOCK_PRICE, 1);
    hub.push(UPDATE_STOCK_PRICE, 2);
    expect(received).toEqual([1, 2]);
    expect(live.status).toBe('live');
    expect(onError).toHaveBeenCalledWith(boom, 'handler for updateStockPrice');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'bad snapshot' }),
      'result of GetAllStocks',
    );
  });

  it('stops delivering to a handler once it is unregistered', async () => {
    const live = connection();
    const received: unknown[] = [];
    const off = live.on(UPDATE_STOCK_PRICE, (row) => received.push(row));
    live.subscribe(symbolTopic('FPT'));
    await settle();
    hub.push(UPDATE_STOCK_PRICE, 1);
    off();
    hub.push(UPDATE_STOCK_PRICE, 2);
    expect(received).toEqual([1]);
  });

  it('reports a failed hub call without dropping the connection', async () => {
    const live = connection();
    hub.invokeError = new Error('unknown symbol');
    live.subscribe(symbolTopic('XXX'));
    await settle();
    expect(live.status).toBe('live');
    expect(onError).toHaveBeenCalledWith(hub.invokeError, 'invoke UpdateParams');
  });

  it('stop() during a pending reconnect cancels it', async () => {
    const live = connection();
    live.subscribe(symbolTopic('FPT'));
    await settle();
    hub.serverClose();
    expect(live.retryInMs).toBe(500);

    await live.stop();
    expect(live.status).toBe('stopped');
    expect(live.retryInMs).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    const starts = hub.starts;
    await advance(60_000);
    expect(hub.starts).toBe(starts);
    expect(live.status).toBe('stopped');
  });

  it('stop() while the transport is still starting leaves it closed', async () => {
    const live = connection();
    hub.holdStart = true;
    live.subscribe(symbolTopic('FPT'));
    await settle();
    expect(live.status).toBe('connecting');

    void live.stop();
    hub.heldStart!.resolve();
    await settle();
    expect(live.status).toBe('stopped');
    expect(hub.connected).toBe(false);
    expect(hub.invocations).toEqual([]);
  });

  it('starts afresh on a subscription after stop()', async () => {
    const live = connection();
    const release = live.subscribe(symbolTopic('FPT'));
    await settle();
    await live.stop();
    release(); // the old release is harmless now
    live.subscribe(symbolTopic('VNM'));
    await settle();
    expect(live.status).toBe('live');
    expect(hub.methodsInvoked()).toEqual(['UpdateParams:FPT', 'UpdateParams:VNM']);
  });

  it('sends a topic subscribed while live at once, and gives a late subscriber its own result', async () => {
    const live = connection();
    live.subscribe(symbolTopic('FPT'));
    await settle();
    hub.results.set('GetAllStocks', ['rows']);
    const first: unknown[] = [];
    const second: unknown[] = [];
    live.subscribe(allStocksTopic(), { onResult: (rows) => first.push(rows) });
    await settle();
    live.subscribe(allStocksTopic(), { onResult: (rows) => second.push(rows) });
    await settle();
    expect(hub.methodsInvoked()).toEqual(['UpdateParams:FPT', 'GetAllStocks', 'GetAllStocks']);
    expect(first).toEqual([['rows']]);
    expect(second).toEqual([['rows']]);
  });

  it('waits for the network instead of retrying while offline', async () => {
    let online = true;
    let wake: (() => void) | undefined;
    const network: NetworkMonitor = {
      isOnline: () => online,
      onOnline: (callback) => {
        wake = callback;
        return () => (wake = undefined);
      },
    };
    const live = connection({ network });
    live.subscribe(symbolTopic('FPT'));
    await settle();

    online = false;
    hub.serverClose();
    expect(live.status).toBe('reconnecting');
    expect(live.retryInMs).toBeNull();
    await advance(60_000);
    expect(hub.starts).toBe(1);

    online = true;
    wake!();
    await settle();
    expect(live.status).toBe('live');
    expect(hub.starts).toBe(2);
  });
});

describe('backoffDelay', () => {
  const options = { initialDelayMs: 500, maxDelayMs: 30_000, factor: 2, jitter: 0.3 };

  it('doubles from the initial delay up to the cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) =>
      backoffDelay(attempt, options, () => 0),
    );
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('jitters downwards only, so the cap holds', () => {
    expect(backoffDelay(3, options, () => 1)).toBe(1_400);
    expect(backoffDelay(20, options, () => 0.5)).toBe(25_500);
    for (let i = 0; i < 100; i += 1) {
      const delay = backoffDelay(20, options);
      expect(delay).toBeGreaterThanOrEqual(21_000);
      expect(delay).toBeLessThanOrEqual(30_000);
    }
  });
});
