import { describe, expect, it } from 'vitest';
import { fixtureBoardRow } from '@brokerage/shared/market/boardFixtures.ts';
import { fixturePeers } from '../testing/peersFixtures';
import { livePeers, nextSort, sortPeers } from './peers';

const companies = fixturePeers().companies;
const symbols = (rows: { stockSymbol: string }[]) => rows.map((row) => row.stockSymbol);

describe('livePeers', () => {
  it('lays the board’s price and change over a company it has traded, nothing else', () => {
    const board = fixtureBoardRow({
      symbol: 'BID',
      reference: 46_000,
      ceiling: 49_200,
      floor: 42_800,
      price: 46_500,
      change: 500,
      changePercent: 1.09,
    });
    const rows = livePeers(companies, (symbol) => (symbol === 'BID' ? board : undefined));
    expect(rows[0]).toMatchObject({
      stockSymbol: 'BID',
      price: 46_500,
      priceChange: 500,
      priceChangePercent: 1.09,
      live: true,
      marketCapital: companies[0]!.marketCapital,
      pE: companies[0]!.pE,
    });
    expect(rows[0]!.band).toMatchObject({ reference: 46_000, ceiling: 49_200, floor: 42_800 });
    expect(rows[1]).toEqual({ ...companies[1], band: null, live: false });
  });

  it('keeps the API’s last session for a board row without a match yet', () => {
    const quiet = fixtureBoardRow({ symbol: 'VCB', price: null, change: 0, changePercent: 0 });
    const [, vcb] = livePeers(companies, (symbol) => (symbol === 'VCB' ? quiet : undefined));
    expect(vcb).toMatchObject({ price: 91_500, priceChange: 1_500, live: false });
  });
});

describe('sortPeers', () => {
  const rows = livePeers(companies, () => undefined);

  it('keeps the API’s order without a sort', () => {
    expect(symbols(sortPeers(rows, null))).toEqual(['BID', 'VCB', 'CTG']);
  });

  it('sorts a figure either way, a company without it last both times', () => {
    expect(symbols(sortPeers(rows, { column: 'pE', direction: 'desc' }))).toEqual([
      'VCB',
      'BID',
      'CTG',
    ]);
    expect(symbols(sortPeers(rows, { column: 'pE', direction: 'asc' }))).toEqual([
      'BID',
      'VCB',
      'CTG',
    ]);
  });

  it('sorts the change by its percent and the symbols A–Z or Z–A', () => {
    expect(symbols(sortPeers(rows, { column: 'change', direction: 'desc' }))).toEqual([
      'VCB',
      'CTG',
      'BID',
    ]);
    expect(symbols(sortPeers(rows, { column: 'symbol', direction: 'asc' }))).toEqual([
      'BID',
      'CTG',
      'VCB',
    ]);
    expect(symbols(sortPeers(rows, { column: 'symbol', direction: 'desc' }))).toEqual([
      'VCB',
      'CTG',
      'BID',
    ]);
  });
});

describe('nextSort', () => {
  it('starts a figure largest first and the symbol A–Z, then turns the same column round', () => {
    expect(nextSort(null, 'roe')).toEqual({ column: 'roe', direction: 'desc' });
    expect(nextSort(null, 'symbol')).toEqual({ column: 'symbol', direction: 'asc' });
    expect(nextSort({ column: 'roe', direction: 'desc' }, 'roe')).toEqual({
      column: 'roe',
      direction: 'asc',
    });
    expect(nextSort({ column: 'roe', direction: 'asc' }, 'pB')).toEqual({
      column: 'pB',
      direction: 'desc',
    });
  });
});
