import { describe, expect, it } from 'vitest';
import { openingRow, type BoardRow } from '@brokerage/shared/market/board.ts';
import type { Company } from '@brokerage/shared/validation/marketApi.ts';
import { companyTiles, sectorTiles, shadeOf, tileAreas } from './heatmapModel';

const company = (stockSymbol: string, icbCode: string, sharesOutstanding: number): Company =>
  ({
    stockSymbol,
    name: `${stockSymbol} JSC`,
    shortName: null,
    icbCode,
    sector: icbCode === '8300' ? 'Ngân hàng' : 'Công nghệ',
    sharesOutstanding,
  }) as Company;

function row(symbol: string, reference: number, price: number | null): BoardRow {
  const base = openingRow(
    {
      symbol,
      exchange: 'HOSE',
      kind: 'stock',
      reference,
      ceiling: Math.round(reference * 1.07),
      floor: Math.round(reference * 0.93),
      foreignRoom: 0,
    },
    1,
  );
  if (price === null) return base;
  const change = price - reference;
  return {
    ...base,
    price,
    change,
    changePercent: Math.round((change / reference) * 10_000) / 100,
  };
}

const companies = [
  company('VCB', '8300', 5_000),
  company('BID', '8300', 1_000),
  company('FPT', '9500', 1_000),
  company('CMG', '9500', 100),
  company('NONE', '9500', 100),
];
const rows = new Map([
  ['VCB', row('VCB', 100, 102)],
  ['BID', row('BID', 50, 45)],
  ['FPT', row('FPT', 100, 107)],
  ['CMG', row('CMG', 40, null)],
]);
const rowOf = (symbol: string) => rows.get(symbol);

describe('shadeOf', () => {
  it('steps at 1 % and 3 % each way, and keeps the band’s colours', () => {
    expect([-5, -3, -2.99, -1, -0.5, 0, 0.2, 1, 2.5, 3, 6.9].map((c) => shadeOf(c))).toEqual([
      'down3',
      'down3',
      'down2',
      'down2',
      'down1',
      'flat',
      'up1',
      'up2',
      'up2',
      'up3',
      'up3',
    ]);
    expect(shadeOf(6.9, 'ceiling')).toBe('ceiling');
    expect(shadeOf(-7, 'floor')).toBe('floor');
    expect(shadeOf(null)).toBe('none');
  });
});

describe('sectorTiles', () => {
  it('sizes a sector by its companies’ live capitalisation and weights its change by it', () => {
    const tiles = sectorTiles(companies, rowOf);
    expect(tiles.map((tile) => tile.id)).toEqual(['8300', '9500']);
    const [banks, tech] = tiles;
    // VCB 5,000 × 102 + BID 1,000 × 45 against 5,000 × 100 + 1,000 × 50.
    expect(banks!.marketCap).toBe(555_000);
    expect(banks!.changePercent).toBe(0.91);
    expect(banks!.shade).toBe('up1');
    expect(banks!.count).toBe(2);
    // CMG has not matched: counted at its reference; NONE is not on the board.
    expect(tech!.marketCap).toBe(107_000 + 4_000);
    expect(tech!.changePercent).toBe(6.73);
    expect(tech!.count).toBe(2);
  });
});

describe('companyTiles', () => {
  it('lists a sector’s companies largest first, in the board’s colours at the band', () => {
    const tiles = companyTiles(companies, '9500', rowOf);
    expect(tiles.map((tile) => [tile.id, tile.shade, tile.changePercent])).toEqual([
      ['FPT', 'ceiling', 7],
      ['CMG', 'flat', 0],
    ]);
    expect(companyTiles(companies, '8300', rowOf).map((tile) => tile.shade)).toEqual([
      'up2',
      'floor',
    ]);
  });
});

describe('tileAreas', () => {
  it('raises the smallest tiles to 1.5 % of the map and leaves the others', () => {
    expect(tileAreas([900, 99, 1])).toEqual([900, 99, 15]);
  });

  it('gives many tiles no more than half the map in all', () => {
    const areas = tileAreas([1000, ...Array.from({ length: 99 }, () => 0)]);
    expect(areas[1]).toBe(5);
  });
});
