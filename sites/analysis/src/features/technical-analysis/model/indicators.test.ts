import { describe, expect, it } from 'vitest';
import type { Candle } from './candles';
import {
  DEFAULT_INDICATORS,
  IndicatorEngine,
  IndicatorSettingsSchema,
  type IndicatorSettings,
} from './indicators';

const closes = [
  44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28,
  46.28, 46, 46.03, 46.41, 46.22, 45.64, 46.21, 46.25, 45.71, 46.45, 45.78, 45.35, 44.03, 44.18,
  44.22, 44.57, 43.42, 42.66, 43.13,
];
const candles: Candle[] = closes.map((close, i) => ({
  time: i * 86_400,
  open: close,
  high: close,
  low: close,
  close,
  volume: 100,
}));

const all = (overrides: Partial<IndicatorSettings>): IndicatorSettings => ({
  ...DEFAULT_INDICATORS,
  ma: { enabled: true, period: 5 },
  ema: { enabled: true, period: 5 },
  bollinger: { enabled: true, period: 5, deviation: 2 },
  rsi: { enabled: true, period: 14 },
  macd: { enabled: true, fast: 3, slow: 6, signal: 4 },
  ...overrides,
});

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('IndicatorEngine', () => {
  it('gives a value only once an indicator is stable', () => {
    const values = new IndicatorEngine(all({})).reset(candles);
    expect(values[3]!.ma).toBeNull();
    expect(values[4]!.ma).toBeCloseTo(mean(closes.slice(0, 5)), 10);
    expect(values[13]!.rsi).toBeNull();
    expect(values[14]!.rsi).not.toBeNull();
  });

  it('computes the moving average and the Bollinger bands (population deviation)', () => {
    const values = new IndicatorEngine(all({})).reset(candles);
    const window = closes.slice(10, 15);
    const middle = mean(window);
    const deviation = Math.sqrt(mean(window.map((x) => (x - middle) ** 2)));
    expect(values[14]!.ma).toBeCloseTo(middle, 10);
    expect(values[14]!.bollinger!.middle).toBeCloseTo(middle, 10);
    expect(values[14]!.bollinger!.upper).toBeCloseTo(middle + 2 * deviation, 10);
    expect(values[14]!.bollinger!.lower).toBeCloseTo(middle - 2 * deviation, 10);
  });

  it("matches Wilder's RSI computed by hand", () => {
    // Wilder: the first averages are plain means of 14 changes, then avg = (avg × 13 + x) / 14.
    const changes = closes.slice(1).map((close, i) => close - closes[i]!);
    let gain = mean(changes.slice(0, 14).map((x) => Math.max(x, 0)));
    let loss = mean(changes.slice(0, 14).map((x) => Math.max(-x, 0)));
    const expected = [100 - 100 / (1 + gain / loss)];
    for (const x of changes.slice(14)) {
      gain = (gain * 13 + Math.max(x, 0)) / 14;
      loss = (loss * 13 + Math.max(-x, 0)) / 14;
      expected.push(100 - 100 / (1 + gain / loss));
    }
    const values = new IndicatorEngine(all({})).reset(candles);
    expect(values[14]!.rsi).toBeCloseTo(70.46, 2); // StockCharts' worked example, unrounded
    values.slice(14).forEach((v, i) => expect(v.rsi).toBeCloseTo(expected[i]!, 8));
  });

  it('keeps MACD = fast EMA − slow EMA and histogram = MACD − signal', () => {
    const values = new IndicatorEngine(all({})).reset(candles);
    const last = values.at(-1)!.macd!;
    expect(last.histogram).toBeCloseTo(last.macd - last.signal!, 10);
    expect(values.at(-1)!.ema).not.toBeNull();
  });

  it('gives the live bar the same values as a fresh computation (replace and add)', () => {
    const engine = new IndicatorEngine(all({}));
    engine.reset(candles.slice(0, -1));
    const previous = candles.at(-2)!;
    // The last bar ticks twice, then the next bar opens.
    engine.replace({ ...previous, close: 50 });
    const replaced = engine.replace({ ...previous, close: previous.close });
    const added = engine.add(candles.at(-1)!);
    const fresh = new IndicatorEngine(all({})).reset(candles);
    expect(replaced).toEqual(fresh.at(-2));
    expect(added).toEqual(fresh.at(-1));
  });

  it('gives the live bar the fresh values at every bar, the warm-up boundaries included', () => {
    // EMA(5) seeds on bar 5, MACD(3, 6) on bar 6 and its signal(4) on bar 9: a tick on those
    // bars must recompute the seed, not smooth from a value that did not exist.
    for (let n = 1; n < 12; n += 1) {
      const engine = new IndicatorEngine(all({}));
      engine.reset(candles.slice(0, n - 1));
      const bar = candles[n - 1]!;
      if (n > 1) engine.add({ ...bar, close: bar.close + 3 });
      const ticked = n > 1 ? engine.replace(bar) : engine.add(bar);
      expect(ticked).toEqual(new IndicatorEngine(all({})).reset(candles.slice(0, n)).at(-1));
    }
  });

  it('leaves indicators that are off empty', () => {
    const values = new IndicatorEngine(DEFAULT_INDICATORS).reset(candles);
    expect(values.at(-1)).toMatchObject({ ema: null, bollinger: null, rsi: null, macd: null });
    expect(values.at(-1)!.ma).toBeCloseTo(mean(closes.slice(-20)), 10);
  });
});

/** Settings with only the moving averages of the seeding tests. */
const seeded = (ema: number, macd: { fast: number; slow: number; signal: number }) => ({
  ...DEFAULT_INDICATORS,
  volume: { enabled: false },
  ma: { enabled: false, period: 20 },
  ema: { enabled: true, period: ema },
  macd: { enabled: true, ...macd },
});

describe('EMA and MACD seeded as TA-Lib and TradingView do', () => {
  it("starts the EMA at the SMA of its first period and MACD's signal at the SMA of its first values", () => {
    // Worked by hand; every weight is a power of two, so every value is exact.
    // EMA(3), α = 1/2: nothing before bar 3; bar 3 = (10 + 12 + 14) / 3 = 12; then
    //   (13 + 12)/2 = 12.5, 13.75, 13.875, 13.4375, 15.71875, 16.359375, 15.6796875, 15.83984375,
    //   17.919921875. (Seeded with the first close instead, bar 3 would be 12.5.)
    // EMA(7), α = 1/4: bar 7 = (10 + 12 + 14 + 13 + 15 + 14 + 13) / 7 = 13; then
    //   18/4 + 13·3/4 = 14.25, 14.9375, 14.953125, 15.21484375, 16.4111328125.
    // MACD(3, 7) = EMA(3) − EMA(7), from bar 7: 0.4375, 1.46875, 1.421875, 0.7265625, 0.625,
    //   1.5087890625.
    // Signal EMA(3) of MACD, from bar 7 + 3 − 1 = 9: (0.4375 + 1.46875 + 1.421875) / 3 = 1.109375;
    //   then 0.91796875, 0.771484375, 1.14013671875; histogram at bar 12: 0.36865234375.
    const hand = [10, 12, 14, 13, 15, 14, 13, 18, 17, 15, 16, 20];
    const bars = hand.map((close, i) => ({ ...candles[0]!, time: i * 86_400, close }));
    const values = new IndicatorEngine(seeded(3, { fast: 3, slow: 7, signal: 3 })).reset(bars);
    /** `n` bars of warm-up: no value. */
    const none = (n: number) => Array<null>(n).fill(null);
    expect(values.map((v) => v.ema)).toEqual([
      ...none(2),
      ...[12, 12.5, 13.75, 13.875, 13.4375, 15.71875, 16.359375, 15.6796875, 15.83984375],
      17.919921875,
    ]);
    expect(values.map((v) => v.macd?.macd ?? null)).toEqual([
      ...none(6),
      ...[0.4375, 1.46875, 1.421875, 0.7265625, 0.625, 1.5087890625],
    ]);
    // The signal (and so the histogram) waits for its own period: nothing on bars 7 and 8.
    expect(values.map((v) => v.macd?.signal ?? null)).toEqual([
      ...none(8),
      ...[1.109375, 0.91796875, 0.771484375, 1.14013671875],
    ]);
    expect(values[6]!.macd).toEqual({ macd: 0.4375, signal: null, histogram: null });
    expect(values[11]!.macd!.histogram).toBe(0.36865234375);
  });

  it('gives MACD(12, 26, 9) from bar 26 and its signal from bar 34, on 40 closes', () => {
    // A straight rise c_t = 20,000 + 100·t. The SMA of n closes lags the last by 100·(n − 1)/2,
    // which is also the EMA's steady lag (1 − α)/α · 100 with α = 2/(n + 1); so the seeded EMA
    // is exactly c_t − 50·(n − 1) from bar n on: EMA(12) = c − 550, EMA(26) = c − 1,250,
    // MACD = 700 from bar 26, its signal 700 from bar 34 and the histogram 0. Seeded with the
    // first close, EMA(12) at bar 12 would be about 20,638 instead of 20,550.
    const rise = Array.from({ length: 40 }, (_, t) => 20_000 + 100 * t);
    const bars = rise.map((close, i) => ({ ...candles[0]!, time: i * 86_400, close }));
    const values = new IndicatorEngine(seeded(12, { fast: 12, slow: 26, signal: 9 })).reset(bars);
    expect(values.slice(0, 11).every((v) => v.ema === null)).toBe(true);
    expect(values[11]!.ema).toBeCloseTo(rise[11]! - 550, 9);
    expect(values[39]!.ema).toBeCloseTo(rise[39]! - 550, 9);
    expect(values.slice(0, 25).every((v) => v.macd === null)).toBe(true);
    expect(values[25]!.macd).toMatchObject({ signal: null, histogram: null });
    expect(values[25]!.macd!.macd).toBeCloseTo(700, 9);
    expect(values[32]!.macd!.signal).toBeNull();
    expect(values[33]!.macd!.signal).toBeCloseTo(700, 9);
    expect(values[39]!.macd!.macd).toBeCloseTo(700, 9);
    expect(values[39]!.macd!.signal).toBeCloseTo(700, 9);
    expect(values[39]!.macd!.histogram).toBeCloseTo(0, 9);
  });

  it('shows nothing of any indicator before its first defined bar', () => {
    // MA and Bollinger(5) from bar 5, RSI(14) from bar 15 (14 changes), EMA(5) from bar 5,
    // MACD(3, 6) from bar 6 and its signal(4) from bar 9.
    const values = new IndicatorEngine(all({})).reset(candles);
    expect(values.slice(0, 4).every((v) => v.ma === null && v.bollinger === null)).toBe(true);
    expect(values[4]!.bollinger).not.toBeNull();
    expect(values.slice(0, 4).every((v) => v.ema === null)).toBe(true);
    expect(values[4]!.ema).toBeCloseTo(mean(closes.slice(0, 5)), 10);
    expect(values.slice(0, 5).every((v) => v.macd === null)).toBe(true);
    expect(values[5]!.macd!.signal).toBeNull();
    expect(values[7]!.macd!.signal).toBeNull();
    expect(values[8]!.macd!.signal).not.toBeNull();
  });
});

describe('IndicatorSettingsSchema', () => {
  it('accepts the defaults and refuses periods out of range or a fast MACD not below the slow', () => {
    expect(IndicatorSettingsSchema.safeParse(DEFAULT_INDICATORS).success).toBe(true);
    expect(
      IndicatorSettingsSchema.safeParse(all({ ma: { enabled: true, period: 1 } })).success,
    ).toBe(false);
    expect(
      IndicatorSettingsSchema.safeParse(all({ rsi: { enabled: true, period: 2.5 } })).success,
    ).toBe(false);
    const macd = IndicatorSettingsSchema.safeParse(
      all({ macd: { enabled: true, fast: 26, slow: 12, signal: 9 } }),
    );
    expect(macd.success).toBe(false);
    expect(macd.error?.issues[0]?.path).toEqual(['macd', 'fast']);
  });
});
