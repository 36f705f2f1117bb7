import { describe, expect, it } from 'vitest';
import { fixtureBoardRow as boardRow } from '@brokerage/shared/market/boardFixtures.ts';
import { averagePrice, cellValue, sortRows, toggledSort, tonePriceOf } from './boardColumns';

describe('board columns', () => {
  const row = boardRow({
    bids: [
      { price: 100_400, volume: 1_000 },
      { price: 100_300, volume: 2_000 },
      { price: 100_200, volume: 3_000 },
    ],
    asks: [{ price: null, volume: 5_000 }],
    totalVolume: 12_000,
    totalValue: 1_206_000_000,
  });

  it('reads the book by level, best first, and the average from value over volume', () => {
    expect(cellValue(row, 'bid1')).toBe(100_400);
    expect(cellValue(row, 'bid3Volume')).toBe(3_000);
    expect(cellValue(row, 'ask1')).toBeNull(); // an ATO/ATC order has no price
    expect(cellValue(row, 'ask1Volume')).toBe(5_000);
    expect(cellValue(row, 'ask2')).toBeNull();
    expect(cellValue(row, 'average')).toBe(100_500);
    expect(averagePrice({ totalValue: 0, totalVolume: 0 })).toBeNull();
  });

  it('shows no match, change or match volume before the first match', () => {
    const quiet = boardRow({ price: null, change: 0, changePercent: 0, matchVolume: 0 });
    expect(cellValue(quiet, 'price')).toBeNull();
    expect(cellValue(quiet, 'change')).toBeNull();
    expect(cellValue(quiet, 'matchVolume')).toBeNull();
  });

  it('colours a volume by its level’s price and a change by the match', () => {
    expect(tonePriceOf(row, 'bid2Volume')).toBe(100_300);
    expect(tonePriceOf(row, 'change')).toBe(100_500);
    expect(tonePriceOf(row, 'foreignRoom')).toBeUndefined();
  });

  it('sorts by any figure with the rows that have none last either way, ties by symbol', () => {
    const rows = [
      boardRow({ symbol: 'VCB', price: 60_000 }),
      boardRow({ symbol: 'ACB', price: null }),
      boardRow({ symbol: 'FPT', price: 100_000 }),
      boardRow({ symbol: 'HPG', price: 60_000 }),
    ];
    expect(sortRows(rows, { column: 'price', direction: 'desc' })).toEqual([
      'FPT',
      'HPG',
      'VCB',
      'ACB',
    ]);
    expect(sortRows(rows, { column: 'price', direction: 'asc' })).toEqual([
      'HPG',
      'VCB',
      'FPT',
      'ACB',
    ]);
    expect(sortRows(rows, { column: 'symbol', direction: 'desc' })).toEqual([
      'VCB',
      'HPG',
      'FPT',
      'ACB',
    ]);
  });

  it('sorts a figure largest first on the first click and turns the order round on the next', () => {
    const byPrice = toggledSort({ column: 'symbol', direction: 'asc' }, 'price');
    expect(byPrice).toEqual({ column: 'price', direction: 'desc' });
    expect(toggledSort(byPrice, 'price')).toEqual({ column: 'price', direction: 'asc' });
    expect(toggledSort(byPrice, 'symbol')).toEqual({ column: 'symbol', direction: 'asc' });
  });
});
