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
    expect(last.histogram).toBeCloseTo(last.macd - last.signal, 10);
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

  it('leaves indicators that are off empty', () => {
    const values = new IndicatorEngine(DEFAULT_INDICATORS).reset(candles);
    expect(values.at(-1)).toMatchObject({ ema: null, bollinger: null, rsi: null, macd: null });
    expect(values.at(-1)!.ma).toBeCloseTo(mean(closes.slice(-20)), 10);
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
