import { describe, expect, it } from 'vitest';
import { priceBand } from './prices.ts';
import { breakEven, intrinsicValue, payoffPerWarrant, warrantBand, warrantCode } from './warrants.ts';

describe('warrantCode', () => {
  it('builds C + ticker + year + round', () => {
    expect(warrantCode('HPG', 2023, 22)).toBe('CHPG2322');
    expect(warrantCode('fpt', 25, 1)).toBe('CFPT2501');
  });

  it('refuses what cannot be a code', () => {
    expect(() => warrantCode('HPGX', 2023, 1)).toThrow(RangeError);
    expect(() => warrantCode('HPG', 2023, 0)).toThrow(RangeError);
    expect(() => warrantCode('HPG', 2023, 100)).toThrow(RangeError);
  });
});

describe('a worked example: CHPG2322 on HPG, ratio 4:1, exercise 24,000 VND', () => {
  // HPG reference 25,000 on HOSE: ceiling 26,750, floor 23,250 (±1,750).
  const hpg = priceBand('HOSE', 25_000);

  it('bands the warrant by the underlying band over the ratio, on 10 VND', () => {
    // 1,200 + 1,750 / 4 = 1,637.5 → 1,630 (down); 1,200 − 437.5 = 762.5 → 770 (up).
    expect(warrantBand(1_200, hpg, 4)).toEqual({ reference: 1_200, ceiling: 1_630, floor: 770 });
  });

  it('never floors a warrant below 10 VND', () => {
    // 300 − 437.5 < 10.
    expect(warrantBand(300, hpg, 4)).toEqual({ reference: 300, ceiling: 730, floor: 10 });
  });

  it('breaks even at exercise + price × ratio', () => {
    expect(breakEven(24_000, 1_200, 4)).toBe(28_800);
  });

  it('is worth (underlying − exercise) / ratio in the money and nothing out of it', () => {
    expect(intrinsicValue(26_000, 24_000, 4)).toBe(500);
    expect(intrinsicValue(23_000, 24_000, 4)).toBe(0);
    expect(payoffPerWarrant(28_800, 24_000, 4, 1_200)).toBe(0);
    expect(payoffPerWarrant(30_000, 24_000, 4, 1_200)).toBe(300);
    expect(payoffPerWarrant(20_000, 24_000, 4, 1_200)).toBe(-1_200);
  });
});
