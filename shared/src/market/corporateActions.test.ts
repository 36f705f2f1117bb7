import { describe, expect, it } from 'vitest';
import { adjustSeries, adjustedReference, adjustmentFactor, combinedReference } from './corporateActions.ts';
import type { CorporateAction } from './corporateActions.ts';

const stock: CorporateAction = { kind: 'stock-dividend', exDate: '2024-06-10', ratio: 0.1 };
const cash: CorporateAction = { kind: 'cash-dividend', exDate: '2024-06-10', cashPerShare: 1_500 };
const rights: CorporateAction = { kind: 'rights', exDate: '2024-06-10', ratio: 0.25, subscriptionPrice: 10_000 };

describe('adjustedReference and adjustmentFactor', () => {
  it('divides by 1.1 for a 10 % stock dividend', () => {
    expect(adjustedReference(30_000, stock)).toBeCloseTo(27_272.727, 3);
    // 27,272.7 lies between 27,250 and 27,300 on HOSE's 50 VND tick: nearer 27,250.
    expect(adjustedReference(30_000, stock, 'HOSE')).toBe(27_250);
    expect(adjustedReference(30_000, stock, 'HNX')).toBe(27_300);
    expect(adjustmentFactor(30_000, stock)).toBeCloseTo(1 / 1.1, 12);
    expect(adjustedReference(30_000, { ...stock, kind: 'bonus' })).toBeCloseTo(27_272.727, 3);
  });

  it('takes a 1,500 VND cash dividend off the close', () => {
    expect(adjustedReference(30_000, cash)).toBe(28_500);
    expect(adjustmentFactor(30_000, cash)).toBeCloseTo(0.95, 12);
  });

  it('blends in the subscription price of a 4:1 rights issue at 10,000 VND', () => {
    // (30,000 + 10,000 × 0.25) / 1.25 = 26,000.
    expect(adjustedReference(30_000, rights)).toBe(26_000);
    expect(adjustmentFactor(30_000, rights)).toBeCloseTo(26 / 30, 12);
    // A rights issue above the market price raises the reference: (8,000 + 10,000 × 0.25) / 1.25.
    expect(adjustedReference(8_000, rights, 'HOSE')).toBe(8_400);
  });

  it('combines actions of one ex-date as the exchange does, not one after the other', () => {
    // (30,000 − 1,500) / 1.1 = 25,909.09…; the stock dividend first and the cash after would
    // give 30,000 / 1.1 − 1,500 = 25,772.73, whatever order the actions are listed in.
    expect(combinedReference(30_000, [stock, cash])).toBeCloseTo(25_909.09, 2);
  });

  it('refuses actions that make no sense', () => {
    expect(() => adjustedReference(1_000, { ...cash, cashPerShare: 1_000 })).toThrow(RangeError);
    expect(() => adjustedReference(30_000, { ...stock, ratio: 0 })).toThrow(RangeError);
  });
});

describe('adjustSeries', () => {
  const series = [
    { date: '2024-06-06', open: 29_500, high: 30_200, low: 29_400, close: 29_800, volume: 1_000_000, value: 7 },
    { date: '2024-06-07', open: 29_800, high: 30_300, low: 29_700, close: 30_000, volume: 1_100_000, value: 8 },
    { date: '2024-06-10', open: 27_300, high: 27_500, low: 27_000, close: 27_250, volume: 1_200_000, value: 9 },
  ];

  it('back-adjusts prices and inverse-adjusts volumes before the ex-date only', () => {
    const adjusted = adjustSeries(series, [stock]);
    expect(adjusted[0]).toEqual({
      date: '2024-06-06',
      open: 26_818, // 29,500 / 1.1 = 26,818.18
      high: 27_455, // 30,200 / 1.1 = 27,454.5
      low: 26_727, // 29,400 / 1.1 = 26,727.3
      close: 27_091, // 29,800 / 1.1 = 27,090.9
      volume: 1_100_000, // 1,000,000 × 1.1
      value: 7,
    });
    expect(adjusted[1]!.close).toBe(27_273);
    expect(adjusted[2]).toEqual(series[2]);
    expect(series[0]!.close).toBe(29_800);
  });

  it('takes the factor from the close before the ex-date and compounds later actions', () => {
    const later: CorporateAction = { kind: 'cash-dividend', exDate: '2024-06-10', cashPerShare: 1_500 };
    const earlier: CorporateAction = { kind: 'rights', exDate: '2024-06-07', ratio: 0.25, subscriptionPrice: 10_000 };
    const adjusted = adjustSeries(series, [later, earlier]);
    // 6/6: before both. Rights on 29,800: (29,800 + 2,500) / 1.25 / 29,800; cash on 30,000: 0.95.
    const factor = ((29_800 + 2_500) / 1.25 / 29_800) * 0.95;
    expect(adjusted[0]!.close).toBe(Math.round(29_800 * factor));
    expect(adjusted[0]!.volume).toBe(Math.round(1_000_000 / factor));
    // 6/7: only the cash dividend is later.
    expect(adjusted[1]!.close).toBe(28_500);
    expect(adjusted[2]!.close).toBe(27_250);
  });

  it('ignores an action with no close before it', () => {
    expect(adjustSeries(series, [{ ...cash, exDate: '2024-06-01' }])).toEqual(series);
  });
});
