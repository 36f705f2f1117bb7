/**
 * The chart's indicators, streamed: the whole series once, then one bar at a time for the live
 * candle (`add` for a new bar, `replace` for the last one). A value is shown only once its
 * indicator is defined (enough bars for its periods); the chart draws nothing before.
 *
 * MA, Bollinger and RSI are trading-signals' (RSI with Wilder's smoothing seeded by the plain
 * mean of the first changes, as the references do). EMA and MACD are our own: trading-signals
 * seeds an EMA with the first close, where TA-Lib and TradingView start it at the SMA of the
 * first period, so its first bars differed from every reference platform.
 */
import { BollingerBands, RSI, SMA } from 'trading-signals';
import { z } from 'zod';
import type { Candle } from './candles';

const period = (max: number) => z.number().int().min(2).max(max);

export const IndicatorSettingsSchema = z
  .object({
    volume: z.object({ enabled: z.boolean() }),
    ma: z.object({ enabled: z.boolean(), period: period(200) }),
    ema: z.object({ enabled: z.boolean(), period: period(200) }),
    bollinger: z.object({
      enabled: z.boolean(),
      period: period(200),
      deviation: z.number().min(0.5).max(5),
    }),
    rsi: z.object({ enabled: z.boolean(), period: period(100) }),
    macd: z.object({
      enabled: z.boolean(),
      fast: period(100),
      slow: period(200),
      signal: period(100),
    }),
  })
  .refine((s) => s.macd.fast < s.macd.slow, { path: ['macd', 'fast'], error: 'fastBelowSlow' });

export type IndicatorSettings = z.infer<typeof IndicatorSettingsSchema>;
export type IndicatorId = keyof IndicatorSettings;

export const INDICATOR_IDS: readonly IndicatorId[] = [
  'volume',
  'ma',
  'ema',
  'bollinger',
  'rsi',
  'macd',
];

export const DEFAULT_INDICATORS: IndicatorSettings = {
  volume: { enabled: true },
  ma: { enabled: true, period: 20 },
  ema: { enabled: false, period: 50 },
  bollinger: { enabled: false, period: 20, deviation: 2 },
  rsi: { enabled: false, period: 14 },
  macd: { enabled: false, fast: 12, slow: 26, signal: 9 },
};

/** The indicator values of one bar; null where an indicator is off or not yet stable. */
export interface IndicatorValues {
  ma: number | null;
  ema: number | null;
  bollinger: { upper: number; middle: number; lower: number } | null;
  rsi: number | null;
  /** The line from the slow period's bar on; the signal and histogram once the signal is defined. */
  macd: { macd: number; signal: number | null; histogram: number | null } | null;
}

export const NO_VALUES: IndicatorValues = {
  ma: null,
  ema: null,
  bollinger: null,
  rsi: null,
  macd: null,
};

/** The EMA's running state after a bar. */
interface EmaState {
  count: number;
  /** The sum of the closes so far while fewer than the period (the seed's SMA). */
  sum: number;
  value: number | null;
}

const EMA_START: EmaState = { count: 0, sum: 0, value: null };

/**
 * EMA(n) as TA-Lib and TradingView compute it: nothing for the first n − 1 bars, the SMA of the
 * first n closes on the n-th, then α·close + (1 − α)·previous with α = 2/(n + 1).
 */
export class SeededEma {
  readonly #period: number;
  readonly #alpha: number;
  /** The state before the last bar, which `replace` recomputes from. */
  #before: EmaState = EMA_START;
  #after: EmaState = EMA_START;
  #bars = 0;

  constructor(period: number) {
    this.#period = period;
    this.#alpha = 2 / (period + 1);
  }

  /** The value after `input` as a new bar, or as the last bar again (`replace`); null in the warm-up. */
  update(input: number, replace = false): number | null {
    // Replacing before any bar is simply the first bar.
    if (!replace || this.#bars === 0) {
      this.#before = this.#after;
      this.#bars += 1;
    }
    const { count, sum, value } = this.#before;
    const next = count + 1;
    let result: number | null = null;
    if (value !== null) result = this.#alpha * input + (1 - this.#alpha) * value;
    else if (next === this.#period) result = (sum + input) / this.#period;
    this.#after = { count: next, sum: value === null ? sum + input : sum, value: result };
    return result;
  }
}

type MacdValue = NonNullable<IndicatorValues['macd']>;

/** MACD = EMA(fast) − EMA(slow), from the slow period's bar; the signal is a seeded EMA of it. */
export class SeededMacd {
  readonly #fast: SeededEma;
  readonly #slow: SeededEma;
  readonly #signal: SeededEma;

  constructor(fast: number, slow: number, signal: number) {
    this.#fast = new SeededEma(fast);
    this.#slow = new SeededEma(slow);
    this.#signal = new SeededEma(signal);
  }

  update(close: number, replace = false): MacdValue | null {
    const fast = this.#fast.update(close, replace);
    const slow = this.#slow.update(close, replace);
    if (fast === null || slow === null) return null;
    const macd = fast - slow;
    // The signal sees a bar only once the line is defined: a replaced bar keeps that property,
    // so its first input is never a `replace` of a bar it did not see.
    const signal = this.#signal.update(macd, replace);
    return { macd, signal, histogram: signal === null ? null : macd - signal };
  }
}

interface Instances {
  ma: SMA | null;
  ema: SeededEma | null;
  bollinger: BollingerBands | null;
  rsi: RSI | null;
  macd: SeededMacd | null;
}

function create(settings: IndicatorSettings): Instances {
  const { ma, ema, bollinger, rsi, macd } = settings;
  return {
    ma: ma.enabled ? new SMA(ma.period) : null,
    ema: ema.enabled ? new SeededEma(ema.period) : null,
    bollinger: bollinger.enabled ? new BollingerBands(bollinger.period, bollinger.deviation) : null,
    rsi: rsi.enabled ? new RSI(rsi.period) : null,
    macd: macd.enabled ? new SeededMacd(macd.fast, macd.slow, macd.signal) : null,
  };
}

/** Streams closes through the enabled indicators. */
export class IndicatorEngine {
  #instances: Instances;
  readonly #settings: IndicatorSettings;

  constructor(settings: IndicatorSettings) {
    this.#settings = settings;
    this.#instances = create(settings);
  }

  /** Every bar's values, from a fresh start. */
  reset(candles: readonly Candle[]): IndicatorValues[] {
    this.#instances = create(this.#settings);
    return candles.map((candle) => this.add(candle));
  }

  /** A new last bar. */
  add(candle: Candle): IndicatorValues {
    return this.#update(candle.close, false);
  }

  /** The last bar changed (the live candle). */
  replace(candle: Candle): IndicatorValues {
    return this.#update(candle.close, true);
  }

  #update(close: number, replace: boolean): IndicatorValues {
    const { ma, ema, bollinger, rsi, macd } = this.#instances;
    ma?.update(close, replace);
    bollinger?.update(close, replace);
    rsi?.update(close, replace);
    const stable = <T>(indicator: { isStable: boolean; getResult(): T | null } | null) =>
      indicator?.isStable ? indicator.getResult() : null;
    const bands = stable(bollinger);
    return {
      ma: stable(ma),
      ema: ema?.update(close, replace) ?? null,
      bollinger: bands ? { upper: bands.upper, middle: bands.middle, lower: bands.lower } : null,
      rsi: stable(rsi),
      macd: macd?.update(close, replace) ?? null,
    };
  }
}
