import { describe, expect, it } from 'vitest';
import type { TradeRow } from '@brokerage/shared/market/board.ts';
import {
  aggregate,
  dailyCandles,
  dayTime,
  intradayCandles,
  minuteBucket,
  minuteCandles,
  minuteTime,
  MinuteTradeMerger,
  monthCandles,
  seriesChange,
  weekCandles,
  weekStart,
  withToday,
  type Candle,
} from './candles';

const day = (
  date: string,
  open: number,
  high: number,
  low: number,
  close: number,
  volume: number,
) => ({
  sessionDate: date,
  open,
  high,
  low,
  close,
  volume,
});
const t = (date: string) => dayTime(date)!;
const m = (clock: string) => minuteTime('2026-11-20', clock)!;

function trade(
  time: string,
  price: number,
  volume: number,
  totalVolume: number,
  seq = 1,
): TradeRow {
  return { seq, symbol: 'FPT', time, price, change: 0, volume, totalVolume, side: 'buy' };
}

describe('chart time', () => {
  it('writes market wall-clock time as UTC seconds', () => {
    expect(dayTime('2026-11-20')).toBe(Date.UTC(2026, 10, 20) / 1000);
    expect(minuteTime('2026-11-20', '09:15')).toBe(Date.UTC(2026, 10, 20, 9, 15) / 1000);
    expect(minuteTime('2026-11-20', '14:29:59')).toBe(Date.UTC(2026, 10, 20, 14, 29) / 1000);
    expect(dayTime('20/11/2026')).toBeNull();
    expect(minuteTime('2026-11-20', '25:00')).toBeNull();
  });

  it('finds the Monday of a week and the start of a bucket', () => {
    expect(weekStart(t('2026-11-20'))).toBe(t('2026-11-16')); // Friday → Monday
    expect(weekStart(t('2026-11-16'))).toBe(t('2026-11-16'));
    expect(weekStart(t('2026-11-22'))).toBe(t('2026-11-16')); // Sunday belongs to the week before
    expect(minuteBucket(m('09:19'), 5)).toBe(m('09:15'));
    expect(minuteBucket(m('09:59'), 60)).toBe(m('09:00'));
    expect(minuteBucket(m('13:44'), 15)).toBe(m('13:30'));
  });
});

describe('daily candles', () => {
  it('sorts sessions, drops unreadable rows and keeps one candle per date', () => {
    const candles = dailyCandles([
      day('2026-11-20', 10, 12, 9, 11, 100),
      day('2026-11-18', 9, 10, 8, 10, 50),
      day('bad', 1, 1, 1, 1, 1),
      day('2026-11-19', Number.NaN, 1, 1, 1, 1),
      day('2026-11-20', 10, 13, 9, 12, 120),
    ]);
    expect(candles.map((c) => [c.time, c.close])).toEqual([
      [t('2026-11-18'), 10],
      [t('2026-11-20'), 12],
    ]);
  });

  it('aggregates weeks Monday to Friday and months by calendar month', () => {
    const days = dailyCandles([
      day('2026-10-29', 100, 105, 99, 104, 10), // Thu, October
      day('2026-10-30', 104, 110, 103, 108, 20), // Fri, October
      day('2026-11-02', 108, 109, 95, 96, 30), // Mon, November, next week
      day('2026-11-03', 96, 101, 94, 100, 40),
    ]);
    expect(weekCandles(days)).toEqual([
      { time: t('2026-10-26'), open: 100, high: 110, low: 99, close: 108, volume: 30 },
      { time: t('2026-11-02'), open: 108, high: 109, low: 94, close: 100, volume: 70 },
    ]);
    expect(monthCandles(days)).toEqual([
      { time: t('2026-10-01'), open: 100, high: 110, low: 99, close: 108, volume: 30 },
      { time: t('2026-11-01'), open: 108, high: 109, low: 94, close: 100, volume: 70 },
    ]);
    // A week across a month's end is one week but two months.
    const across = dailyCandles([
      day('2026-09-30', 1, 2, 1, 2, 1),
      day('2026-10-01', 2, 3, 2, 3, 1),
    ]);
    expect(weekCandles(across)).toHaveLength(1);
    expect(monthCandles(across)).toHaveLength(2);
  });

  it('does not change its input', () => {
    const days = dailyCandles([day('2026-11-16', 1, 2, 1, 2, 1), day('2026-11-17', 2, 3, 2, 3, 1)]);
    const copy = structuredClone(days);
    aggregate(days, weekStart);
    expect(days).toEqual(copy);
  });

  it("puts today's board candle after or in place of the stored days", () => {
    const days = dailyCandles([day('2026-11-19', 1, 2, 1, 2, 1), day('2026-11-20', 2, 3, 2, 3, 1)]);
    const today = { time: t('2026-11-23'), open: 3, high: 4, low: 3, close: 4, volume: 5 };
    expect(withToday(days, today).at(-1)).toEqual(today);
    expect(withToday(days, today)).toHaveLength(3);
    const same = { ...today, time: t('2026-11-20') };
    expect(withToday(days, same)).toEqual([days[0], same]);
    expect(withToday(days, { ...today, time: t('2026-11-01') })).toEqual(days);
    expect(withToday(days, null)).toEqual(days);
  });
});

describe('intraday candles', () => {
  const minutes = minuteCandles(
    [
      { time: '09:15', open: 100, high: 101, low: 99, close: 100, volume: 10 },
      { time: '09:16', open: 100, high: 103, low: 100, close: 102, volume: 20 },
      { time: '09:20', open: 102, high: 102, low: 98, close: 99, volume: 30 },
      { time: '10:01', open: 99, high: 100, low: 97, close: 98, volume: 40 },
      { time: 'xx', open: 1, high: 1, low: 1, close: 1, volume: 1 },
    ],
    '2026-11-20',
  );

  it('keeps one-minute bars and builds 5m, 15m and 1h buckets on the clock', () => {
    expect(intradayCandles(minutes, 1)).toHaveLength(4);
    expect(intradayCandles(minutes, 5)).toEqual([
      { time: m('09:15'), open: 100, high: 103, low: 99, close: 102, volume: 30 },
      { time: m('09:20'), open: 102, high: 102, low: 98, close: 99, volume: 30 },
      { time: m('10:00'), open: 99, high: 100, low: 97, close: 98, volume: 40 },
    ]);
    expect(intradayCandles(minutes, 15).map((c) => c.time)).toEqual([m('09:15'), m('10:00')]);
    expect(intradayCandles(minutes, 60)).toEqual([
      { time: m('09:00'), open: 100, high: 103, low: 98, close: 99, volume: 60 },
      { time: m('10:00'), open: 99, high: 100, low: 97, close: 98, volume: 40 },
    ]);
  });

  describe('live trades', () => {
    const bars: Candle[] = [
      { time: m('09:15'), open: 100, high: 101, low: 99, close: 100, volume: 10 },
      { time: m('09:16'), open: 100, high: 103, low: 100, close: 102, volume: 20 },
    ];

    it('skips matches the bars already hold and adds the others to their minute', () => {
      const merger = new MinuteTradeMerger('2026-11-20', 30);
      const next = merger.merge(bars, [
        trade('09:15:10', 100, 10, 10),
        trade('09:16:30', 102, 20, 30),
        trade('09:16:50', 104, 5, 35),
        trade('09:18:02', 97, 7, 42),
      ]);
      expect(next).toEqual([
        bars[0],
        { time: m('09:16'), open: 100, high: 104, low: 100, close: 104, volume: 25 },
        { time: m('09:18'), open: 97, high: 97, low: 97, close: 97, volume: 7 },
      ]);
      expect(bars[1]!.volume).toBe(20); // the input stays as it was
    });

    it('counts a merged tape row only by what it grew, and returns the same bars when nothing is new', () => {
      const merger = new MinuteTradeMerger('2026-11-20', 30);
      const once = merger.merge(bars, [trade('09:16:50', 104, 5, 35, 7)]);
      // The tape merged another match of the same second and price into the row.
      const twice = merger.merge(once, [trade('09:16:50', 104, 8, 38, 9)]);
      expect(twice[1]!.volume).toBe(28);
      expect(merger.merge(twice, [trade('09:16:50', 104, 8, 38, 9)])).toBe(twice);
    });

    it('keeps the close of the latest second when an earlier one arrives late', () => {
      const merger = new MinuteTradeMerger('2026-11-20', 30);
      const late = merger.merge(bars, [
        trade('09:16:50', 104, 5, 35),
        trade('09:16:40', 101, 5, 40),
      ]);
      expect(late[1]).toMatchObject({ close: 104, low: 100, high: 104, volume: 30 });
    });
  });
});

describe('seriesChange', () => {
  const a: Candle = { time: 1, open: 1, high: 1, low: 1, close: 1, volume: 1 };
  const b: Candle = { ...a, time: 2 };
  const c: Candle = { ...a, time: 3 };

  it('tells a live last bar and a new bar from a new series', () => {
    expect(seriesChange([a, b], [a, b])).toBe('none');
    expect(seriesChange([a, b], [a, { ...b, close: 2 }])).toBe('last');
    expect(seriesChange([a, b], [a, b, c])).toBe('append');
    expect(seriesChange([a, b], [a, { ...b, close: 2 }, c])).toBe('reset');
    expect(seriesChange([a, b], [b, c])).toBe('reset');
    expect(seriesChange([a, b], [a, c])).toBe('reset');
    expect(seriesChange([], [a])).toBe('reset');
    expect(seriesChange([a, b, c], [a, b])).toBe('reset');
  });
});
