// Test-only: a board the test drives and the market data the chart tests load.
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { BoardRow, BoardSession, TradeRow } from '@brokerage/shared/market/board.ts';
import {
  fixtureBoardRow,
  fixtureBoardSession,
  fixtureTradeRow,
} from '@brokerage/shared/market/boardFixtures.ts';
import type { LiveStatus } from '@brokerage/shared/realtime/LiveConnection.ts';
import type { MinuteBarSeries } from '@brokerage/shared/validation/marketApi.ts';
import type { DailyBar } from '../model/candles';
import type { LiveBoard } from '../stores/TechnicalChartStore';

/** The board store's surface the chart uses, driven by the test. */
export class FakeBoard implements LiveBoard {
  session: BoardSession | null = null;
  status: LiveStatus = 'idle';
  readonly rows = observable.map<string, BoardRow>();
  readonly tapes = observable.map<string, readonly TradeRow[]>();
  followed: string[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  follow(symbol: string) {
    this.followed.push(symbol);
    return () => {
      runInAction(() => this.followed.splice(this.followed.indexOf(symbol), 1));
    };
  }
  row(symbol: string) {
    return this.rows.get(symbol);
  }
  trades(symbol: string) {
    return this.tapes.get(symbol) ?? [];
  }
}

export const SESSION = fixtureBoardSession({
  sessionDate: '2026-11-23',
  time: '2026-11-23T10:00:00+07:00',
});

/** Today's FPT row the chart draws as its last candle: 100,000 to 102,000, last 101,000. */
export function row(overrides: Partial<BoardRow> = {}): BoardRow {
  return fixtureBoardRow({
    open: 100_000,
    high: 102_000,
    low: 99_000,
    price: 101_000,
    totalVolume: 5_000,
    ...overrides,
  });
}

/** A match of FPT at `time`. */
export function trade(
  time: string,
  price: number,
  volume: number,
  totalVolume: number,
  seq: number,
): TradeRow {
  return fixtureTradeRow({ seq, time, price, change: 0, volume, totalVolume });
}

/** 30 sessions, Monday 2026-10-12 to Friday 2026-11-20, closes rising by 100 VND. */
export const DAYS: DailyBar[] = [];
for (let d = Date.UTC(2026, 9, 12); DAYS.length < 30; d += 86_400_000) {
  const date = new Date(d);
  if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
  const close = 95_000 + DAYS.length * 100;
  DAYS.push({
    sessionDate: date.toISOString().slice(0, 10),
    open: close,
    high: close + 200,
    low: close - 200,
    close,
    volume: 1_000,
  });
}

export const MINUTES: MinuteBarSeries = {
  stockSymbol: 'FPT',
  sessionDate: '2026-11-23',
  trading: true,
  reference: 100_000,
  items: [
    { time: '09:15', open: 100_000, high: 100_500, low: 99_800, close: 100_200, volume: 1_000 },
    { time: '09:16', open: 100_200, high: 100_600, low: 100_100, close: 100_500, volume: 2_000 },
  ],
};
