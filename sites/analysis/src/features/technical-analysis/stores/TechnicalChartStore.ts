import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import {
  isCanceled,
  logLoadError,
  toLoadFailure,
  type LoadFailure,
} from '@brokerage/shared/app/data/loadError.ts';
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

  daily: readonly Candle[] | null = null;
  dailyLoading = false;
  dailyFailure: LoadFailure | null = null;

  /** Today's one-minute bars with the live trades merged in. */
  minutes: readonly Candle[] | null = null;
  minutesSessionDate: string | null = null;
  minutesLoading = false;
  intradayFailure: IntradayFailure | null = null;

  frame: ChartFrame = EMPTY_FRAME;
  /** The bar under the crosshair (index into `frame.candles`); null: the last bar. */
  hoverIndex: number | null = null;

  readonly #loaders: TechnicalLoaders;
  readonly #board: LiveBoard;
  #engine: IndicatorEngine = new IndicatorEngine(DEFAULT_INDICATORS);
  #merger: MinuteTradeMerger | null = null;
  #controllers = new Set<AbortController>();
  #dailyRequest: AbortController | null = null;
  #minutesRequest: AbortController | null = null;

  constructor(symbol: string, loaders: TechnicalLoaders, board: LiveBoard) {
    this.symbol = symbol;
    this.#loaders = loaders;
    this.#board = board;
    makeAutoObservable(
      this,
      {
        daily: observableRef,
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
      for (const controller of this.#controllers) controller.abort();
      this.#controllers.clear();
      release();
    };
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

  async loadDaily(): Promise<void> {
    const controller = this.#track();
    this.#dailyRequest = controller;
    this.dailyLoading = true;
    this.dailyFailure = null;
    try {
      const rows = await this.#loaders.daily(this.symbol, controller.signal);
      runInAction(() => {
        this.daily = dailyCandles(rows);
      });
    } catch (error) {
      if (isCanceled(error, controller.signal)) return;
      logLoadError('technical.daily', error);
      runInAction(() => {
        this.dailyFailure = toLoadFailure(error);
      });
    } finally {
      this.#untrack(controller);
      // A stop and a new start (React's strict mode does this) leave a newer request running.
      if (this.#dailyRequest === controller)
        runInAction(() => {
          this.dailyLoading = false;
          this.#dailyRequest = null;
        });
    }
  }

  async loadMinutes(): Promise<void> {
    const controller = this.#track();
    this.#minutesRequest = controller;
    this.minutesLoading = true;
    try {
      const series = await this.#loaders.minutes(this.symbol, controller.signal);
      runInAction(() => {
        const bars = minuteCandles(series.items, series.sessionDate);
        const base = bars.reduce((sum, bar) => sum + bar.volume, 0);
        this.#merger = new MinuteTradeMerger(series.sessionDate, base);
        this.minutesSessionDate = series.sessionDate;
        this.minutes = bars;
        this.intradayFailure = null;
      });
      this.mergeTrades(this.#board.trades(this.symbol));
    } catch (error) {
      if (isCanceled(error, controller.signal)) return;
      const failure = intradayFailure(error);
      if (failure !== 'unavailable') logLoadError('technical.minutes', error);
      runInAction(() => {
        this.intradayFailure = failure;
      });
    } finally {
      this.#untrack(controller);
      if (this.#minutesRequest === controller)
        runInAction(() => {
          this.minutesLoading = false;
          this.#minutesRequest = null;
        });
    }
  }

  #track(): AbortController {
    const controller = new AbortController();
    this.#controllers.add(controller);
    return controller;
  }

  #untrack(controller: AbortController): void {
    this.#controllers.delete(controller);
  }
}

function intradayFailure(error: unknown): IntradayFailure {
  if (isApiRequestError(error) && error.status === 503) return 'unavailable';
  return toLoadFailure(error);
}
