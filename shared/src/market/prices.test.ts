import { describe, expect, it } from 'vitest';
import {
  HOSE_MAX_ORDER_VOLUME,
  LOT_SIZE,
  isInBand,
  isOnTick,
  priceBand,
  roundToTick,
  tickSize,
  upcomReference,
  nextReferenceBasis,
} from './prices.ts';

describe('tickSize', () => {
  it('steps HOSE stocks at 10,000 and 50,000', () => {
    expect(tickSize('HOSE', 9_990)).toBe(10);
    expect(tickSize('HOSE', 10_000)).toBe(50);
    expect(tickSize('HOSE', 49_950)).toBe(50);
    expect(tickSize('HOSE', 50_000)).toBe(100);
    expect(tickSize('HOSE', 9_990, 'fund')).toBe(10);
    expect(tickSize('HOSE', 10_000, 'fund')).toBe(50);
  });

  it('gives HOSE ETFs and covered warrants 10 VND at every level', () => {
    for (const price of [9_990, 10_000, 49_950, 50_000, 120_000]) {
      expect(tickSize('HOSE', price, 'etf')).toBe(10);
      expect(tickSize('HOSE', price, 'cw')).toBe(10);
    }
  });

  it('gives HNX and UPCOM 100 VND at every level', () => {
    for (const price of [9_900, 10_000, 49_900, 50_000]) {
      expect(tickSize('HNX', price)).toBe(100);
      expect(tickSize('UPCOM', price)).toBe(100);
    }
  });

  it('states the lot and the HOSE order limit', () => {
    expect(LOT_SIZE).toBe(100);
    expect(HOSE_MAX_ORDER_VOLUME).toBe(500_000);
  });
});

describe('roundToTick', () => {
  it('rounds on the tick of the price level', () => {
    expect(roundToTick('HOSE', 9_995, 'down')).toBe(9_990);
    expect(roundToTick('HOSE', 9_995, 'up')).toBe(10_000);
    expect(roundToTick('HOSE', 10_020, 'down')).toBe(10_000);
    expect(roundToTick('HOSE', 10_020, 'up')).toBe(10_050);
    expect(roundToTick('HOSE', 49_990, 'up')).toBe(50_000);
    expect(roundToTick('HOSE', 49_990, 'down')).toBe(49_950);
    expect(roundToTick('HOSE', 50_050, 'down')).toBe(50_000);
    expect(roundToTick('HNX', 12_345, 'up')).toBe(12_400);
  });

  it('rounds to the nearest tick, a tie going up', () => {
    expect(roundToTick('HOSE', 10_024, 'nearest')).toBe(10_000);
    expect(roundToTick('HOSE', 10_025, 'nearest')).toBe(10_050);
    expect(roundToTick('UPCOM', 12_349, 'nearest')).toBe(12_300);
    expect(roundToTick('HOSE', 10_010, 'nearest', 'etf')).toBe(10_010);
  });

  it('leaves a valid price as it is', () => {
    for (const direction of ['down', 'up', 'nearest'] as const) expect(roundToTick('HOSE', 49_950, direction)).toBe(49_950);
  });

  it('refuses a price that is not a number', () => {
    expect(() => roundToTick('HOSE', Number.NaN, 'down')).toThrow(RangeError);
  });
});

describe('isOnTick', () => {
  it('knows the valid prices on either side of each level', () => {
    expect(isOnTick('HOSE', 9_990)).toBe(true);
    expect(isOnTick('HOSE', 10_010)).toBe(false);
    expect(isOnTick('HOSE', 10_050)).toBe(true);
    expect(isOnTick('HOSE', 50_050)).toBe(false);
    expect(isOnTick('HOSE', 50_010, 'etf')).toBe(true);
    expect(isOnTick('HNX', 10_050)).toBe(false);
    expect(isOnTick('HOSE', 0)).toBe(false);
    expect(isOnTick('HOSE', 100.5)).toBe(false);
  });
});

describe('priceBand', () => {
  it('bands HOSE at ±7 %, ceiling down and floor up', () => {
    // 25,000 × 1.07 = 26,750 and × 0.93 = 23,250: both on the 50 VND tick already.
    expect(priceBand('HOSE', 25_000)).toEqual({ reference: 25_000, ceiling: 26_750, floor: 23_250 });
    // 21,700 × 1.07 = 23,219 → 23,200 (down); × 0.93 = 20,181 → 20,200 (up).
    expect(priceBand('HOSE', 21_700)).toEqual({ reference: 21_700, ceiling: 23_200, floor: 20_200 });
  });

  it('takes the ceiling tick at the ceiling level and the floor tick at the floor level', () => {
    // 9,500 × 1.07 = 10,165 lies in the 50 VND level: 10,150 (not 10,160 on the reference's tick).
    expect(priceBand('HOSE', 9_500).ceiling).toBe(10_150);
    // 10,500 × 0.93 = 9,765 lies in the 10 VND level: 9,770 (not 9,800 on the reference's tick).
    expect(priceBand('HOSE', 10_500).floor).toBe(9_770);
    // 47,000 × 1.07 = 50,290 → 50,200 on the 100 VND tick; 53,500 × 0.93 = 49,755 → 49,800.
    expect(priceBand('HOSE', 47_000).ceiling).toBe(50_200);
    expect(priceBand('HOSE', 53_500).floor).toBe(49_800);
  });

  it('bands HNX at ±10 % and UPCOM at ±15 % on 100 VND', () => {
    // 12,300 × 1.1 = 13,530 → 13,500; × 0.9 = 11,070 → 11,100.
    expect(priceBand('HNX', 12_300)).toEqual({ reference: 12_300, ceiling: 13_500, floor: 11_100 });
    // 12,300 × 1.15 = 14,145 → 14,100; × 0.85 = 10,455 → 10,500.
    expect(priceBand('UPCOM', 12_300)).toEqual({ reference: 12_300, ceiling: 14_100, floor: 10_500 });
  });

  it('widens to the first-day band', () => {
    expect(priceBand('HOSE', 25_000, { firstDay: true })).toEqual({ reference: 25_000, ceiling: 30_000, floor: 20_000 });
    expect(priceBand('HNX', 12_300, { firstDay: true })).toEqual({ reference: 12_300, ceiling: 15_900, floor: 8_700 });
    // 12,300 × 1.4 = 17,220 → 17,200; × 0.6 = 7,380 → 7,400.
    expect(priceBand('UPCOM', 12_300, { firstDay: true })).toEqual({ reference: 12_300, ceiling: 17_200, floor: 7_400 });
  });

  it('bands an ETF on the 10 VND tick', () => {
    // 18,370 × 1.07 = 19,655.9 → 19,650; × 0.93 = 17,084.1 → 17,090.
    expect(priceBand('HOSE', 18_370, { kind: 'etf' })).toEqual({ reference: 18_370, ceiling: 19_650, floor: 17_090 });
    expect(priceBand('HOSE', 18_370).ceiling).toBe(19_650);
    expect(priceBand('HOSE', 18_370).floor).toBe(17_100);
  });

  it('keeps a tick each side at very low prices and never floors below one tick', () => {
    expect(priceBand('HNX', 200)).toEqual({ reference: 200, ceiling: 300, floor: 100 });
    expect(priceBand('HNX', 100)).toEqual({ reference: 100, ceiling: 200, floor: 100 });
    expect(priceBand('HOSE', 10).floor).toBe(10);
  });

  it('refuses a reference that is no price', () => {
    expect(() => priceBand('HOSE', 0)).toThrow(RangeError);
    expect(() => priceBand('HOSE', 1_000.5)).toThrow(RangeError);
  });

  it('tells whether a price is inside the band', () => {
    const band = priceBand('HOSE', 25_000);
    expect(isInBand(band, 26_750)).toBe(true);
    expect(isInBand(band, 26_800)).toBe(false);
    expect(isInBand(band, 23_200)).toBe(false);
  });
});

describe('upcomReference', () => {
  it('is the volume-weighted average of the matches, on the tick', () => {
    // (12,000 × 1,000 + 12,500 × 3,000) / 4,000 = 12,375 → 12,400.
    expect(upcomReference([{ price: 12_000, volume: 1_000 }, { price: 12_500, volume: 3_000 }])).toBe(12_400);
    expect(upcomReference([])).toBeNull();
  });
});

describe('nextReferenceBasis', () => {
  it('is the close on HOSE and HNX and the average price on UPCOM, on the tick', () => {
    const session = { close: 12_000, reference: 11_800, value: 1_000 * 12_340, volume: 1_000 };
    expect(nextReferenceBasis('HOSE', session)).toBe(12_000);
    expect(nextReferenceBasis('HNX', session)).toBe(12_000);
    expect(nextReferenceBasis('UPCOM', session)).toBe(12_300);
    expect(nextReferenceBasis('UPCOM', { ...session, value: 0, volume: 0 })).toBe(11_800);
  });
});
