import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { TradeRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { MinuteBarSeries } from '@brokerage/shared/validation/marketApi.ts';
import {
  dailyCandles,
  dayTime,
  intradayCandles,
  minuteCandles,
  MinuteTradeMerger,
  monthCandles,
  seriesChange,
  weekCandles,
  withToday,
  type Candle,
  type DailyBar,
  type SeriesChange,
} from '../model/candles';
import {
  DEFAULT_INDICATORS,
  IndicatorEngine,
  type IndicatorSettings,
  type IndicatorValues,
} from '../model/indicators';
import {
  DEFAULT_INTERVAL,
  INTRADAY_MINUTES,
  isIntraday,
  type ChartInterval,
} from '../model/intervals';

/** What the chart needs of the site's board store. */
export type LiveBoard = Pick<BoardStore, 'follow' | 'row' | 'session' | 'status'> & {
  trades(symbol: string): readonly TradeRow[];
};

export interface TechnicalLoaders {
  daily(symbol: string, signal: AbortSignal): Promise<DailyBar[]>;
  minutes(symbol: string, signal: AbortSignal): Promise<MinuteBarSeries>;
}

/** `unavailable`: the price board is down (503 `priceboard_unavailable`); the daily chart still works. */
export type IntradayFailure = 'unavailable' | LoadFailure;

/**
 * What the chart draws: the bars of the interval, each bar's indicator values, and how they
 * differ from the previous frame (`last`/`append`: one bar to update, `reset`: all).
 */
export interface ChartFrame {
  key: string;
  candles: readonly Candle[];
  values: readonly IndicatorValues[];
  change: Exclude<SeriesChange, 'none'>;
}

const EMPTY_FRAME: ChartFrame = { key: '', candles: [], values: [], change: 'reset' };

/**
 * One stock's technical chart: daily history and today's minute bars from the API, the live
 * last candle from the board (today's row for day/week/month, the trades for 1m…1h), the
 * indicators chosen and their values, updated one bar at a time as the board ticks.
 */
export class TechnicalChartStore {
  readonly symbol: string;
  interval: ChartInterval = DEFAULT_INTERVAL;
  settings: IndicatorSettings = DEFAULT_INDICATORS;

  /** Today's one-minute bars with the live trades merged in. */
  minutes: readonly Candle[] | null = null;
  minutesSessionDate: string | null = null;

  frame: ChartFrame = EMPTY_FRAME;
  /** The bar under the crosshair (index into `frame.candles`); null: the last bar. */
  hoverIndex: number | null = null;

  readonly #loaders: TechnicalLoaders;
  readonly #board: LiveBoard;
  #engine: IndicatorEngine = new IndicatorEngine(DEFAULT_INDICATORS);
  #merger: MinuteTradeMerger | null = null;
  readonly #daily = new ResourceStore<readonly Candle[]>('technical.daily');
  /** The series as the API gave it; `minutes` are its bars with the trades since. */
  readonly #intraday = new ResourceStore<MinuteBarSeries>('technical.minutes');

  constructor(symbol: string, loaders: TechnicalLoaders, board: LiveBoard) {
    this.symbol = symbol;
    this.#loaders = loaders;
    this.#board = board;
    makeAutoObservable(
      this,
      {
        minutes: observableRef,
        frame: observableRef,
        settings: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Loads the data, follows the symbol on the board and keeps the frame current; returns the stop. */
  start(): () => void {
    const release = this.#board.follow(this.symbol);
    const disposers = [
      reaction(
        () => ({ key: this.frameKey, candles: this.candles }),
        ({ key, candles }) => this.syncFrame(key, candles),
        { fireImmediately: true },
      ),
      reaction(
        () => this.#board.trades(this.symbol),
        (trades) => this.mergeTrades(trades),
      ),
      // Intraday bars are loaded when an intraday interval is shown without them, and again
      // when the board comes back after it was down.
      reaction(
        () => (isIntraday(this.interval) && this.minutes === null ? this.#board.status : null),
        (status, previous) => {
          if (status === null || this.minutesLoading) return;
          if (previous === null || status === 'live' || this.intradayFailure === null)
            void this.loadMinutes();
        },
        { fireImmediately: true },
      ),
    ];
    void this.loadDaily();
    return () => {
      for (const dispose of disposers) dispose();
      this.#daily.cancel();
      this.#intraday.cancel();
      release();
    };
  }

  get daily(): readonly Candle[] | null {
    return this.#daily.value;
  }

  get dailyLoading(): boolean {
    return this.#daily.isLoading;
  }

  get dailyFailure(): LoadFailure | null {
    return this.#daily.failure;
  }

  get minutesLoading(): boolean {
    return this.#intraday.isLoading;
  }

  get intradayFailure(): IntradayFailure | null {
    const failure = this.#intraday.failure;
    // Any 503 of these calls: the price board is down (503 `priceboard_unavailable`); an API in
    // maintenance also raises the shell's maintenance page.
    return failure === 'maintenance' ? 'unavailable' : failure;
  }

  setInterval(interval: ChartInterval): void {
    if (interval === this.interval) return;
    this.interval = interval;
    this.hoverIndex = null;
  }

  setSettings(settings: IndicatorSettings): void {
    this.settings = settings;
  }

  setHover(index: number | null): void {
    this.hoverIndex = index;
  }

  /** Today's session as a daily candle, from the board row once it has matched. */
  get todayCandle(): Candle | null {
    const session = this.#board.session;
    const row = this.#board.row(this.symbol);
    if (!session || !row || row.price === null || row.open === null) return null;
    const time = dayTime(session.sessionDate);
    if (time === null) return null;
    return {
      time,
      open: row.open,
      high: row.high ?? Math.max(row.open, row.price),
      low: row.low ?? Math.min(row.open, row.price),
      close: row.price,
      volume: row.totalVolume,
    };
  }

  /** The bars of the chosen interval (the live candle included). */
  get candles(): readonly Candle[] {
    const interval = this.interval;
    if (isIntraday(interval))
      return this.minutes ? intradayCandles(this.minutes, INTRADAY_MINUTES[interval]) : [];
    if (!this.daily) return [];
    const days = withToday(this.daily, this.todayCandle);
    if (interval === 'week') return weekCandles(days);
    if (interval === 'month') return monthCandles(days);
    return days;
  }

  get loading(): boolean {
    return isIntraday(this.interval) ? this.minutesLoading : this.dailyLoading;
  }

  /** The shown interval's series has come (perhaps empty); before that the chart is waiting. */
  get answered(): boolean {
    return isIntraday(this.interval) ? this.minutes !== null : this.daily !== null;
  }

  /** The legend's bar: under the crosshair, else the last. */
  get legendIndex(): number | null {
    const count = this.frame.candles.length;
    if (count === 0) return null;
    return this.hoverIndex !== null && this.hoverIndex < count ? this.hoverIndex : count - 1;
  }

  private get frameKey(): string {
    return `${this.interval}|${JSON.stringify(this.settings)}`;
  }

  /** Brings the frame and the indicators up to `candles`: one bar when only the last moved. */
  syncFrame(key: string, candles: readonly Candle[]): void {
    const previous = this.frame;
    const change = key === previous.key ? seriesChange(previous.candles, candles) : 'reset';
    if (change === 'none') return;
    let values: IndicatorValues[];
    if (change === 'reset') {
      this.#engine = new IndicatorEngine(this.settings);
      values = this.#engine.reset(candles);
    } else if (change === 'last') {
      values = [...previous.values.slice(0, -1), this.#engine.replace(candles.at(-1)!)];
    } else {
      values = [...previous.values, this.#engine.add(candles.at(-1)!)];
    }
    this.frame = { key, candles, values, change };
  }

  mergeTrades(trades: readonly TradeRow[]): void {
    const merger = this.#merger;
    if (!merger || !this.minutes) return;
    // Another day on the board (a new session, or a replay of another day): not these bars.
    if (this.#board.session?.sessionDate !== this.minutesSessionDate) return;
    this.minutes = merger.merge(this.minutes, trades);
  }

  loadDaily(): Promise<void> {
    return this.#daily.load(async (signal) =>
      dailyCandles(await this.#loaders.daily(this.symbol, signal)),
    );
  }

  loadMinutes(): Promise<void> {
    return this.#intraday.load(async (signal) => {
      const series = await this.#loaders.minutes(this.symbol, signal);
      // The bars live here (the trades extend them): take only an answer that is still wanted,
      // as the loader keeps only such a value.
      if (!signal.aborted) this.#applyMinutes(series);
      return series;
    });
  }

  #applyMinutes(series: MinuteBarSeries): void {
    runInAction(() => {
      const bars = minuteCandles(series.items, series.sessionDate);
      const base = bars.reduce((sum, bar) => sum + bar.volume, 0);
      this.#merger = new MinuteTradeMerger(series.sessionDate, base);
      this.minutesSessionDate = series.sessionDate;
      this.minutes = bars;
    });
    this.mergeTrades(this.#board.trades(this.symbol));
  }
}
