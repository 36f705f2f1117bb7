import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { dayTime, minuteTime } from '../model/candles';
import { DEFAULT_INDICATORS, IndicatorEngine } from '../model/indicators';
import { DAYS, FakeBoard, MINUTES, row, SESSION, trade } from '../testing/fakeBoard';
import { TechnicalChartStore, type TechnicalLoaders } from './TechnicalChartStore';

function setup(loaders: Partial<TechnicalLoaders> = {}) {
  const board = new FakeBoard();
  const daily = vi.fn(loaders.daily ?? (() => Promise.resolve(DAYS)));
  const minutes = vi.fn(loaders.minutes ?? (() => Promise.resolve(MINUTES)));
  const store = new TechnicalChartStore('FPT', { daily, minutes }, board);
  return { board, store, daily, minutes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('TechnicalChartStore', () => {
  it('loads the daily history, follows the symbol and lets go of it on stop', async () => {
    const { store, board, daily, minutes } = setup();
    const release = store.start();
    expect(board.followed).toEqual(['FPT']);
    expect(store.loading).toBe(true);
    await settle();
    expect(daily).toHaveBeenCalledWith('FPT', expect.any(AbortSignal));
    expect(minutes).not.toHaveBeenCalled(); // day is the default interval
    expect(store.frame.candles).toHaveLength(30);
    expect(store.frame.change).toBe('reset');
    expect(store.legendIndex).toBe(29);
    release();
    expect(board.followed).toEqual([]);
  });

  it("adds today's board candle and moves it, and its MA, one bar at a time", async () => {
    const { store, board } = setup();
    stop = store.start();
    await settle();
    runInAction(() => {
      board.session = SESSION;
      board.rows.set('FPT', row());
    });
    expect(store.frame.change).toBe('append');
    expect(store.frame.candles.at(-1)).toEqual({
      time: dayTime('2026-11-23'),
      open: 100_000,
      high: 102_000,
      low: 99_000,
      close: 101_000,
      volume: 5_000,
    });
    runInAction(() =>
      board.rows.set('FPT', row({ seq: 2, price: 103_000, high: 103_000, totalVolume: 6_000 })),
    );
    expect(store.frame.change).toBe('last');
    expect(store.frame.candles).toHaveLength(31);
    const fresh = new IndicatorEngine(DEFAULT_INDICATORS).reset(store.frame.candles);
    expect(store.frame.values.at(-1)).toEqual(fresh.at(-1));
    expect(store.frame.values.at(-1)!.ma).not.toBeNull();
  });

  it('builds weeks and months from the days, today included', async () => {
    const { store, board } = setup();
    stop = store.start();
    await settle();
    store.setInterval('week');
    expect(store.frame.change).toBe('reset');
    expect(store.frame.candles).toHaveLength(6);
    runInAction(() => {
      board.session = SESSION;
      board.rows.set('FPT', row());
    });
    expect(store.frame.candles).toHaveLength(7);
    store.setInterval('month');
    expect(store.frame.candles.map((c) => c.time)).toEqual([
      dayTime('2026-10-01'),
      dayTime('2026-11-01'),
    ]);
    expect(store.frame.candles.at(-1)!.close).toBe(101_000);
  });

  it("loads today's minute bars for an intraday interval and adds the live trades", async () => {
    const { store, board, minutes } = setup();
    runInAction(() => {
      board.session = SESSION;
      board.tapes.set('FPT', [trade('09:16:10', 100_500, 2_000, 3_000, 1)]);
    });
    stop = store.start();
    store.setInterval('1m');
    expect(store.loading).toBe(true);
    await settle();
    expect(minutes).toHaveBeenCalledTimes(1);
    expect(store.frame.candles).toHaveLength(2); // the trade already in the bars is not counted again
    runInAction(() =>
      board.tapes.set('FPT', [
        trade('09:16:10', 100_500, 2_000, 3_000, 1),
        trade('09:16:40', 100_900, 300, 3_300, 2),
      ]),
    );
    expect(store.frame.change).toBe('last');
    expect(store.frame.candles.at(-1)).toMatchObject({
      high: 100_900,
      close: 100_900,
      volume: 2_300,
    });
    runInAction(() =>
      board.tapes.set('FPT', [
        trade('09:16:10', 100_500, 2_000, 3_000, 1),
        trade('09:16:40', 100_900, 300, 3_300, 2),
        trade('09:17:05', 100_700, 100, 3_400, 3),
      ]),
    );
    expect(store.frame.change).toBe('append');
    expect(store.frame.candles.at(-1)).toMatchObject({
      time: minuteTime('2026-11-23', '09:17'),
      volume: 100,
    });
    store.setInterval('5m');
    expect(store.frame.candles).toEqual([
      {
        time: minuteTime('2026-11-23', '09:15'),
        open: 100_000,
        high: 100_900,
        low: 99_800,
        close: 100_700,
        volume: 3_400,
      },
    ]);
    expect(minutes).toHaveBeenCalledTimes(1); // one load serves every intraday interval
  });

  it("ignores trades of another session day than the bars'", async () => {
    const { store, board } = setup();
    runInAction(() => {
      board.session = { ...SESSION, sessionDate: '2026-11-24' };
    });
    stop = store.start();
    store.setInterval('1m');
    await settle();
    runInAction(() => board.tapes.set('FPT', [trade('09:30:00', 90_000, 500, 9_999, 1)]));
    expect(store.frame.candles).toHaveLength(2);
  });

  it('says live data is unavailable while the board is down, keeps the daily chart and retries when it is back', async () => {
    const down = new ApiRequestError({
      status: 503,
      errors: [{ code: 'priceboard_unavailable', message: 'down' }],
    });
    const { store, board, minutes } = setup({
      minutes: vi
        .fn()
        .mockRejectedValueOnce(down)
        .mockRejectedValueOnce(down)
        .mockResolvedValue(MINUTES),
    });
    runInAction(() => {
      board.status = 'reconnecting';
    });
    stop = store.start();
    store.setInterval('15m');
    await settle();
    expect(store.intradayFailure).toBe('unavailable');
    expect(store.frame.candles).toEqual([]);
    store.setInterval('day');
    expect(store.frame.candles).toHaveLength(30);
    store.setInterval('15m');
    await settle();
    expect(minutes).toHaveBeenCalledTimes(2); // asked again when the visitor comes back to it
    runInAction(() => {
      board.status = 'connecting';
    });
    await settle();
    expect(minutes).toHaveBeenCalledTimes(2); // still down: no retry until the board is live
    runInAction(() => {
      board.status = 'live';
    });
    await settle();
    expect(minutes).toHaveBeenCalledTimes(3);
    expect(store.intradayFailure).toBeNull();
    expect(store.frame.candles).toHaveLength(1);
  });

  it('tells a missing stock from a server error', async () => {
    const missing = setup({
      daily: () =>
        Promise.reject(
          new ApiRequestError({
            status: 404,
            errors: [{ code: 'stock_symbol_not_found', message: '' }],
          }),
        ),
    });
    stop = missing.store.start();
    await settle();
    expect(missing.store.dailyFailure).toBe('notFound');
    stop();
    const broken = setup({
      daily: () => Promise.reject(new ApiRequestError({ status: 500, errors: [] })),
    });
    stop = broken.store.start();
    await settle();
    expect(broken.store.dailyFailure).toBe('server');
    expect(broken.store.loading).toBe(false);
  });

  it('recomputes every bar when an indicator is added, and shows the hovered bar in the legend', async () => {
    const { store } = setup();
    stop = store.start();
    await settle();
    expect(store.frame.values.at(-1)!.rsi).toBeNull();
    store.setSettings({ ...DEFAULT_INDICATORS, rsi: { enabled: true, period: 14 } });
    expect(store.frame.change).toBe('reset');
    expect(store.frame.values[13]!.rsi).toBeNull();
    expect(store.frame.values[14]!.rsi).toBe(100); // closes only rise
    store.setHover(3);
    expect(store.legendIndex).toBe(3);
    store.setHover(null);
    expect(store.legendIndex).toBe(29);
  });

  it('takes no answer that arrives after stop (one already on its way)', async () => {
    let answer: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const { store } = setup({
      daily: () => arrived.then(() => DAYS),
      minutes: () => arrived.then(() => MINUTES),
    });
    const release = store.start();
    store.setInterval('1m');
    release();
    answer();
    await settle();
    expect(store.daily).toBeNull();
    expect(store.minutes).toBeNull();
    expect(store.loading).toBe(false);
  });

  it('aborts its requests on stop', async () => {
    let signal: AbortSignal | undefined;
    const { store } = setup({
      daily: (_symbol, s) => {
        signal = s;
        return new Promise(() => {});
      },
    });
    const release = store.start();
    release();
    expect(signal?.aborted).toBe(true);
  });
});
