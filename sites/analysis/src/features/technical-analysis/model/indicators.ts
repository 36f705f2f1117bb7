/**
 * The chart's indicators over trading-signals' streaming classes: the whole series once, then
 * one bar at a time for the live candle (`add` for a new bar, `replace` for the last one). A
 * value is shown only once its indicator is stable (enough bars for its periods).
 */
import { BollingerBands, EMA, MACD, RSI, SMA } from 'trading-signals';
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
  macd: { macd: number; signal: number; histogram: number } | null;
}

export const NO_VALUES: IndicatorValues = {
  ma: null,
  ema: null,
  bollinger: null,
  rsi: null,
  macd: null,
};

interface Instances {
  ma: SMA | null;
  ema: EMA | null;
  bollinger: BollingerBands | null;
  rsi: RSI | null;
  macd: MACD | null;
}

function create(settings: IndicatorSettings): Instances {
  const { ma, ema, bollinger, rsi, macd } = settings;
  return {
    ma: ma.enabled ? new SMA(ma.period) : null,
    ema: ema.enabled ? new EMA(ema.period) : null,
    bollinger: bollinger.enabled ? new BollingerBands(bollinger.period, bollinger.deviation) : null,
    rsi: rsi.enabled ? new RSI(rsi.period) : null,
    macd: macd.enabled
      ? new MACD(new EMA(macd.fast), new EMA(macd.slow), new EMA(macd.signal))
      : null,
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
    ema?.update(close, replace);
    bollinger?.update(close, replace);
    rsi?.update(close, replace);
    macd?.update(close, replace);
    const stable = <T>(indicator: { isStable: boolean; getResult(): T | null } | null) =>
      indicator?.isStable ? indicator.getResult() : null;
    const bands = stable(bollinger);
    const lines = stable(macd);
    return {
      ma: stable(ma),
      ema: stable(ema),
      bollinger: bands ? { upper: bands.upper, middle: bands.middle, lower: bands.lower } : null,
      rsi: stable(rsi),
      macd: lines ? { macd: lines.macd, signal: lines.signal, histogram: lines.histogram } : null,
    };
  }
}
