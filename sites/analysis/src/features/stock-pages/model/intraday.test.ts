import { describe, expect, it } from 'vitest';
import type { TradeRow } from '@brokerage/shared/market/board.ts';
import { intradayPoints, minutesFromTape, tapeIsComplete, volumeAtPrice } from './intraday';

const trade = (
  time: string,
  price: number,
  volume: number,
  totalVolume: number,
  side: TradeRow['side'] = 'buy',
): TradeRow => ({
  seq: 0,
  symbol: 'FPT',
  time,
  price,
  change: 0,
  volume,
  totalVolume,
  side,
});

describe('intraday', () => {
  const tape = [
    trade('09:15:00', 100_000, 1_000, 1_000, null),
    trade('09:15:30', 100_500, 200, 1_200),
    trade('09:16:02', 100_400, 300, 1_500, 'sell'),
  ];

  it('groups the tape by minute: last price, summed volume', () => {
    expect(tapeIsComplete(tape)).toBe(true);
    expect(minutesFromTape(tape)).toEqual([
      { time: '09:15', price: 100_500, volume: 1_200 },
      { time: '09:16', price: 100_400, volume: 300 },
    ]);
  });

  it('without the whole tape, takes the API minutes and moves the last one with the board row', () => {
    const partial = tape.slice(1);
    expect(tapeIsComplete(partial)).toBe(false);
    const series = {
      stockSymbol: 'FPT',
      sessionDate: '2026-11-20',
      trading: true,
      reference: 100_000,
      items: [{ time: '09:15', price: 100_500, volume: 1_200 }],
    };
    expect(intradayPoints(series, partial, { price: 100_700, time: '09:15:59' })).toEqual([
      { time: '09:15', price: 100_700, volume: 1_200 },
    ]);
    expect(intradayPoints(series, partial, { price: 100_800, time: '09:17:01' }).at(-1)).toEqual({
      time: '09:17',
      price: 100_800,
      volume: 0,
    });
  });

  it('sums volume at price by the side that crossed', () => {
    expect(volumeAtPrice(tape)).toEqual([
      { price: 100_500, volume: 200, buyVolume: 200, sellVolume: 0 },
      { price: 100_400, volume: 300, buyVolume: 0, sellVolume: 300 },
      { price: 100_000, volume: 1_000, buyVolume: 0, sellVolume: 0 },
    ]);
  });
});
