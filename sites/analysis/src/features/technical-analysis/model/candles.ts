/**
 * Candles and how the chart's intervals are built from the two sources: daily sessions (day,
 * week, month) and today's one-minute bars (1m, 5m, 15m, 1h).
 *
 * `time` is the bar's start as Vietnamese wall-clock time written as if it were UTC, in whole
 * seconds (lightweight-charts' UTCTimestamp). The chart then labels bars with the market's clock
 * whatever the visitor's time zone, and the arithmetic below needs no time-zone data.
 */
import type { TradeRow } from '@brokerage/shared/market/board.ts';

export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface DailyBar {
  sessionDate: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface MinuteBar {
  /** HH:mm or HH:mm:ss, market time. */
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const DAY_S = 86_400;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const CLOCK = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `2026-11-20` → the start of that day in chart time; null when it is not a date. */
export function dayTime(sessionDate: string): number | null {
  const match = DATE.exec(sessionDate);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : ms / 1000;
}

/** `HH:mm[:ss]` of `sessionDate` → the start of its minute in chart time. */
export function minuteTime(sessionDate: string, clock: string): number | null {
  const day = dayTime(sessionDate);
  const match = CLOCK.exec(clock.trim());
  if (day === null || !match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return day + hours * 3600 + minutes * 60;
}

/** The chart time's calendar parts (UTC getters: the time is wall clock written as UTC). */
export function timeParts(time: number) {
  const date = new Date(time * 1000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
    /** 0 = Sunday. */
    weekday: date.getUTCDay(),
  };
}

/** Monday 00:00 of the time's week (sessions run Monday to Friday). */
export function weekStart(time: number): number {
  const day = Math.floor(time / DAY_S) * DAY_S;
  const { weekday } = timeParts(day);
  return day - ((weekday + 6) % 7) * DAY_S;
}

/** The first of the time's month, 00:00. */
export function monthStart(time: number): number {
  const { year, month } = timeParts(time);
  return Date.UTC(year, month - 1, 1) / 1000;
}

/** The start of the `minutes`-wide bucket of the day holding `time` (5 → 09:15, 09:20, …). */
export function minuteBucket(time: number, minutes: number): number {
  const day = Math.floor(time / DAY_S) * DAY_S;
  const width = minutes * 60;
  return day + Math.floor((time - day) / width) * width;
}

const sane = (c: Omit<Candle, 'time'>) =>
  [c.open, c.high, c.low, c.close, c.volume].every(Number.isFinite);

/** Daily sessions as candles, oldest first; a row without a date or a price is left out. */
export function dailyCandles(rows: readonly DailyBar[]): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const row of rows) {
    const time = dayTime(row.sessionDate);
    if (time === null || !sane(row)) continue;
    const { open, high, low, close, volume } = row;
    byTime.set(time, { time, open, high, low, close, volume });
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Today's one-minute bars as candles of `sessionDate`, oldest first. */
export function minuteCandles(rows: readonly MinuteBar[], sessionDate: string): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const row of rows) {
    const time = minuteTime(sessionDate, row.time);
    if (time === null || !sane(row)) continue;
    const { open, high, low, close, volume } = row;
    byTime.set(time, { time, open, high, low, close, volume });
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * Candles (oldest first) grouped into wider ones: open of the first, close of the last, the
 * extremes and the summed volume; each at the start of its bucket.
 */
export function aggregate(
  candles: readonly Candle[],
  bucketOf: (time: number) => number,
): Candle[] {
  const out: Candle[] = [];
  let current: Candle | null = null;
  for (const candle of candles) {
    const time = bucketOf(candle.time);
    if (current && current.time === time) {
      current.high = Math.max(current.high, candle.high);
      current.low = Math.min(current.low, candle.low);
      current.close = candle.close;
      current.volume += candle.volume;
    } else {
      current = { ...candle, time };
      out.push(current);
    }
  }
  return out;
}

export const weekCandles = (days: readonly Candle[]) => aggregate(days, weekStart);
export const monthCandles = (days: readonly Candle[]) => aggregate(days, monthStart);
export const intradayCandles = (minutes: readonly Candle[], width: number) =>
  width === 1 ? [...minutes] : aggregate(minutes, (time) => minuteBucket(time, width));

/** Today's session candle (from the board row) put in place of, or after, the stored days. */
export function withToday(days: readonly Candle[], today: Candle | null): Candle[] {
  if (!today) return [...days];
  const last = days.at(-1);
  if (!last || last.time < today.time) return [...days, today];
  if (last.time === today.time) return [...days.slice(0, -1), today];
  return [...days]; // the board is behind the stored history: keep the history
}

/**
 * What the live trades add to the one-minute bars. The API's bars hold every match up to the
 * session volume they sum to (`baseVolume`); a trade whose running session volume is at most
 * that is already in them. The tape merges same-second same-price matches into one row whose
 * volume grows, so `counted` remembers how much of each row is already in a bar.
 */
export class MinuteTradeMerger {
  readonly #counted = new Map<string, number>();
  readonly #lastTime = new Map<number, string>();
  readonly #baseVolume: number;
  readonly #sessionDate: string;

  constructor(sessionDate: string, baseVolume: number) {
    this.#sessionDate = sessionDate;
    this.#baseVolume = baseVolume;
  }

  /** The bars with the uncounted part of `trades` (oldest first) added; the same array if none. */
  merge(bars: readonly Candle[], trades: readonly TradeRow[]): readonly Candle[] {
    let out: Candle[] | null = null;
    for (const trade of trades) {
      if (trade.totalVolume <= this.#baseVolume) continue;
      const key = `${trade.time}|${trade.price}`;
      const delta = trade.volume - (this.#counted.get(key) ?? 0);
      if (delta <= 0) continue;
      const time = minuteTime(this.#sessionDate, trade.time);
      if (time === null) continue;
      this.#counted.set(key, trade.volume);
      out ??= [...bars];
      this.#apply(out, time, trade, delta);
    }
    return out ?? bars;
  }

  #apply(bars: Candle[], time: number, trade: TradeRow, volume: number): void {
    let index = bars.length - 1;
    while (index >= 0 && bars[index]!.time > time) index -= 1;
    const bar = bars[index];
    if (bar && bar.time === time) {
      // The close is the price of the latest second seen in this minute.
      const later = (this.#lastTime.get(time) ?? '') <= trade.time;
      bars[index] = {
        ...bar,
        high: Math.max(bar.high, trade.price),
        low: Math.min(bar.low, trade.price),
        close: later ? trade.price : bar.close,
        volume: bar.volume + volume,
      };
    } else {
      const { price } = trade;
      bars.splice(index + 1, 0, {
        time,
        open: price,
        high: price,
        low: price,
        close: price,
        volume,
      });
    }
    if ((this.#lastTime.get(time) ?? '') <= trade.time) this.#lastTime.set(time, trade.time);
  }
}

/** How `next` differs from `prev`: only its last bar, one bar more, or anything else. */
export type SeriesChange = 'none' | 'last' | 'append' | 'reset';

const same = (a: Candle | undefined, b: Candle | undefined) =>
  !!a &&
  !!b &&
  a.time === b.time &&
  a.open === b.open &&
  a.high === b.high &&
  a.low === b.low &&
  a.close === b.close &&
  a.volume === b.volume;

/**
 * Recognises a live update so the chart and the indicators update one bar instead of all: the
 * bars before the last (or the new last) are assumed unchanged when the first and the one
 * before the end are.
 */
export function seriesChange(prev: readonly Candle[], next: readonly Candle[]): SeriesChange {
  if (prev.length === 0 || next.length === 0) return prev.length === next.length ? 'none' : 'reset';
  if (prev[0]!.time !== next[0]!.time) return 'reset';
  if (next.length === prev.length) {
    const n = next.length;
    if (n >= 2 && !same(prev[n - 2], next[n - 2])) return 'reset';
    if (prev[n - 1]!.time !== next[n - 1]!.time) return 'reset';
    return same(prev[n - 1], next[n - 1]) ? 'none' : 'last';
  }
  if (next.length === prev.length + 1) {
    const n = prev.length;
    if (!same(prev[n - 1], next[n - 1]) || next[n]!.time <= prev[n - 1]!.time) return 'reset';
    return 'append';
  }
  return 'reset';
}
