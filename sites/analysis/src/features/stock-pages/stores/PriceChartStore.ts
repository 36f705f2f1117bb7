import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { BoardRow, BoardSession } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ChartPeriod } from '@brokerage/shared/validation/marketApi.ts';
import type { ExerciseRight, IntradaySeries, PriceHistoryPoint } from '../../../lib/api/marketApi';
import { intradayPoints, type MinutePoint } from '../model/intraday';

/** The API calls and their schemas load with the first request, not with the site's entry. */
const marketApi = () => import('../../../lib/api/marketApi');

/** A point of the chart: a session (daily periods) or a minute (1D). */
export interface ChartPoint {
  label: string;
  price: number;
  volume: number;
  live: boolean;
}

/**
 * The daily series with today's board row over it (spec §4 "live pushes patch the price-history
 * item" of the session on the board): a replay of the last stored session replaces it, the next
 * session is appended. Adjusted series are left alone (today has no adjustment to apply).
 */
export function withLiveSession(
  points: readonly PriceHistoryPoint[],
  row: BoardRow | undefined,
  session: BoardSession | null,
): ChartPoint[] {
  const daily: ChartPoint[] = points.map((point) => ({
    label: point.sessionDate,
    price: point.close,
    volume: point.volume,
    live: false,
  }));
  if (!row || row.price === null || !session) return daily;
  const last = daily.at(-1);
  const today: ChartPoint = {
    label: session.sessionDate,
    price: row.price,
    volume: row.totalVolume,
    live: true,
  };
  if (last && last.label === session.sessionDate) return [...daily.slice(0, -1), today];
  if (!last || last.label < session.sessionDate) return [...daily, today];
  return daily;
}

/** The price chart of thong-tin-co-phieu: the period, the adjusted switch, the series. */
export class PriceChartStore {
  period: ChartPeriod = '6M';
  adjusted = false;
  readonly history = new ResourceStore<{ key: string; points: PriceHistoryPoint[] }>(
    'analysis.priceChart',
  );
  readonly intraday = new ResourceStore<IntradaySeries>('analysis.intradayChart');
  readonly actions = new ResourceStore<{ symbol: string; items: ExerciseRight[] }>(
    'analysis.exerciseRights',
  );
  readonly #api: ApiClient;
  readonly #board: BoardStore;

  constructor(api: ApiClient, board: BoardStore) {
    this.#api = api;
    this.#board = board;
    makeAutoObservable(
      this,
      { history: false, intraday: false, actions: false },
      { autoBind: true },
    );
  }

  setPeriod(period: ChartPeriod): void {
    this.period = period;
  }

  setAdjusted(adjusted: boolean): void {
    this.adjusted = adjusted;
  }

  /** Loads the series of `period` (the one shown unless given) and the corporate actions. */
  load(
    symbol: string,
    locale: Locale,
    period: ChartPeriod = this.period,
    adjusted: boolean = this.adjusted,
  ): Promise<unknown> {
    const loads: Promise<unknown>[] = [];
    if (this.actions.value?.symbol !== symbol) {
      loads.push(
        this.actions.load(async (signal) => ({
          symbol,
          // The actions that move the reference (the adjusted series' events), not the meetings.
          items: (
            await (await marketApi()).getExerciseRights(this.#api, symbol, { locale, signal })
          ).data.filter((item) => item.exReference !== null),
        })),
      );
    }
    if (period === '1D') {
      loads.push(
        this.intraday.load(async (signal) =>
          (await marketApi()).getIntradayChart(this.#api, symbol, { locale, signal }),
        ),
      );
    } else {
      const key = `${symbol}|${period}|${adjusted}`;
      // Held (the server render's, on the page that hydrates it): the live row patches its last
      // session, so asking again would only redraw the chart just hydrated.
      if (this.history.value?.key !== key || this.history.failure)
        loads.push(
          this.history.load(async (signal) => {
            const api = await marketApi();
            const page = await api.getPriceHistories(
              this.#api,
              { symbol, period, adjusted, order: 'asc', page: 1, limit: api.CHART_POINTS_LIMIT },
              { locale, signal },
            );
            return { key, points: page.data };
          }),
        );
    }
    return Promise.all(loads);
  }

  cancel(): void {
    this.history.cancel();
    this.intraday.cancel();
    this.actions.cancel();
  }

  /** The points on screen for `symbol`; empty until the period's answer arrives. */
  points(symbol: string): ChartPoint[] {
    const row = this.#board.row(symbol);
    if (this.period === '1D') {
      const series = this.intraday.value?.stockSymbol === symbol ? this.intraday.value : null;
      const minutes: MinutePoint[] = intradayPoints(series, this.#board.trades(symbol), row);
      return minutes.map((point) => ({
        label: point.time,
        price: point.price,
        volume: point.volume,
        live: true,
      }));
    }
    const answer = this.history.value;
    if (!answer || answer.key !== `${symbol}|${this.period}|${this.adjusted}`) return [];
    return withLiveSession(answer.points, this.adjusted ? undefined : row, this.#board.session);
  }

  /** The reference line: the session's reference (1D) or the first close of the period. */
  baseline(symbol: string): number | undefined {
    if (this.period === '1D')
      return this.#board.row(symbol)?.reference ?? this.intraday.value?.reference;
    return this.points(symbol)[0]?.price;
  }

  get isLoading(): boolean {
    return this.period === '1D' ? this.intraday.isLoading : this.history.isLoading;
  }

  /** 1D without the API's minutes (the board is down): the chart waits for live data. */
  get intradayUnavailable(): boolean {
    return this.period === '1D' && this.intraday.failure !== null;
  }

  get failed(): boolean {
    return this.period !== '1D' && this.history.failure !== null;
  }
}
