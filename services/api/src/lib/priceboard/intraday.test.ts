import type { TradeRow } from '@brokerage/shared/market/board.ts';
import { fixtureTradeRow } from '@brokerage/shared/market/boardFixtures.ts';
import { intradayPoints, minuteBars, orderMatchRows, volumeAtPrice } from './intraday';

let seq = 0;
const trade = (time: string, price: number, volume: number, side: TradeRow['side']): TradeRow => {
  seq += 1;
  return fixtureTradeRow({ seq, time, price, change: price - 100_000, volume, side });
};
const withTotals = (rows: TradeRow[]) => {
  let total = 0;
  return rows.map((row) => ({ ...row, totalVolume: (total += row.volume) }));
};

const TRADES = withTotals([
  trade('09:15:00', 100_500, 1_000, null),
  trade('09:15:20', 101_000, 200, 'buy'),
  trade('09:15:59', 100_000, 300, 'sell'),
  trade('09:17:05', 99_500, 500, 'sell'),
  trade('09:17:30', 101_000, 100, 'buy'),
]);

describe('order-matching shapes', () => {
  it('lists matches newest first with the change in percent of the reference', () => {
    const rows = orderMatchRows(TRADES, 100_000);
    expect(rows.map((r) => r.time)).toEqual([
      '09:17:30',
      '09:17:05',
      '09:15:59',
      '09:15:20',
      '09:15:00',
    ]);
    expect(rows[1]).toEqual({
      time: '09:17:05',
      price: 99_500,
      amount: 500,
      change: -500,
      rate: -0.5,
      amountSaved: 2_000,
      side: 'sell',
    });
  });

  it('groups matches into one-minute bars, skipping minutes without one', () => {
    expect(minuteBars(TRADES)).toEqual([
      { time: '09:15', open: 100_500, high: 101_000, low: 100_000, close: 100_000, volume: 1_500 },
      { time: '09:17', open: 99_500, high: 101_000, low: 99_500, close: 101_000, volume: 600 },
    ]);
    expect(intradayPoints(TRADES)).toEqual([
      { time: '09:15', price: 100_000, volume: 1_500 },
      { time: '09:17', price: 101_000, volume: 600 },
    ]);
    expect(minuteBars([])).toEqual([]);
  });

  it('sums volume at each price, split by the side that crossed (auctions in the total only)', () => {
    expect(volumeAtPrice(TRADES)).toEqual([
      { price: 101_000, volume: 300, buyVolume: 300, sellVolume: 0 },
      { price: 100_500, volume: 1_000, buyVolume: 0, sellVolume: 0 },
      { price: 100_000, volume: 300, buyVolume: 0, sellVolume: 300 },
      { price: 99_500, volume: 500, buyVolume: 0, sellVolume: 500 },
    ]);
  });
});
