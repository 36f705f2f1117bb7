import { describe, expect, it } from 'vitest';
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import { fixtureBoardRow, fixtureIndexRow } from '@brokerage/shared/market/boardFixtures.ts';
import { fixtureIndexQuote } from '@brokerage/shared/testing/fixtures.ts';
import { liveIndex, topLists } from './MarketOverviewStore';

/** A quiet row: unchanged, no foreign flow. */
function row(symbol: string, overrides: Partial<BoardRow> = {}): BoardRow {
  return fixtureBoardRow({
    symbol,
    changePercent: 0,
    foreignBuyVolume: 0,
    foreignSellVolume: 0,
    ...overrides,
  });
}

const quote = fixtureIndexQuote();

const index = fixtureIndexRow({ value: 1_260, change: 15, changePercent: 1.2 });

describe('topLists', () => {
  it('ranks gainers, losers, most active and foreign net flows, leaving out warrants and unmatched rows', () => {
    const lists = topLists([
      row('AAA', { changePercent: 3, totalVolume: 500, foreignBuyVolume: 300 }),
      row('BBB', { changePercent: -2, totalVolume: 900, foreignSellVolume: 100 }),
      row('CCC', { changePercent: 6.9, totalVolume: 100 }),
      row('DDD', { changePercent: 0, price: null, totalVolume: 0 }),
      row('CFPT2501', { kind: 'cw', changePercent: 20, totalVolume: 99_999 }),
    ]);
    expect(lists.gainers.map((r) => r.symbol)).toEqual(['CCC', 'AAA']);
    expect(lists.losers.map((r) => r.symbol)).toEqual(['BBB']);
    expect(lists.active.map((r) => r.symbol)).toEqual(['BBB', 'AAA', 'CCC']);
    expect(lists.foreignBuy.map((r) => r.symbol)).toEqual(['AAA']);
    expect(lists.foreignSell.map((r) => r.symbol)).toEqual(['BBB']);
  });
});

describe('liveIndex', () => {
  it('shows the API quote while the board has no row', () => {
    expect(liveIndex(quote, undefined, null)).toMatchObject({
      value: 1_250,
      live: false,
      sparkline: [1_240, 1_245, 1_250],
    });
  });

  it('a replay of the stored session replaces its close; the next session extends the line', () => {
    expect(liveIndex(quote, index, '2026-11-20')).toMatchObject({
      value: 1_260,
      live: true,
      advances: 200,
      sparkline: [1_240, 1_245, 1_260],
    });
    expect(liveIndex(quote, index, '2026-11-23').sparkline).toEqual([1_245, 1_250, 1_260]);
    expect(liveIndex(quote, index, '2026-11-19').live).toBe(false);
  });
});
