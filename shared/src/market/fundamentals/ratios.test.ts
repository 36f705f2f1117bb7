import { describe, expect, it } from 'vitest';
import {
  bookValuePerShare,
  casaRatio,
  combinedRatio,
  computeRatios,
  currentRatio,
  debtToEquity,
  eps,
  growth,
  loanToDeposit,
  margin,
  marginLendingToEquity,
  netInterestMargin,
  nplRatio,
  planAchievement,
  priceToBook,
  priceToEarnings,
  priceToSales,
  returnOnAssets,
  returnOnEquity,
  sectorMedian,
} from './ratios.ts';

// Every expected number below is worked out by hand in the comment beside it.
describe('ratio formulas against hand-worked examples', () => {
  it('per-share figures and valuation', () => {
    // 1,200 bn VND profit / 100 M shares = 12,000 VND a share.
    expect(eps(1_200_000_000_000, 100_000_000)).toBe(12_000);
    // 9,000 bn VND equity / 90 M shares = 100,000 VND a share.
    expect(bookValuePerShare(9_000_000_000_000, 90_000_000)).toBe(100_000);
    // 60,000 / 12,000 = 5; 60,000 / 40,000 = 1.5.
    expect(priceToEarnings(60_000, 12_000)).toBe(5);
    expect(priceToBook(60_000, 40_000)).toBe(1.5);
    // Market cap 50,000 × 10 M = 500 bn; / 250 bn revenue = 2.
    expect(priceToSales(50_000, 10_000_000, 250_000_000_000)).toBe(2);
    expect(priceToEarnings(60_000, -500)).toBeNull();
    expect(eps(1, 0)).toBeNull();
  });

  it('returns, margins, growth and leverage', () => {
    // 150 / ((900 + 1,100) / 2 = 1,000) = 0.15.
    expect(returnOnEquity(150, 900, 1_100)).toBe(0.15);
    // 30 / ((1,400 + 1,600) / 2 = 1,500) = 0.02.
    expect(returnOnAssets(30, 1_400, 1_600)).toBe(0.02);
    // 25 / 200 = 0.125.
    expect(margin(25, 200)).toBe(0.125);
    // 130 / 100 − 1 = 0.3; 70 / 100 − 1 = −0.3.
    expect(growth(130, 100)).toBeCloseTo(0.3, 12);
    expect(growth(70, 100)).toBeCloseTo(-0.3, 12);
    expect(growth(70, -10)).toBeNull();
    // 1,500 / 600 = 2.5; 450 / 300 = 1.5.
    expect(debtToEquity(1_500, 600)).toBe(2.5);
    expect(currentRatio(450, 300)).toBe(1.5);
    // 1,080 / 1,200 = 0.9.
    expect(planAchievement(1_080, 1_200)).toBe(0.9);
  });

  it('the sector ratios', () => {
    // NIM: 36 / ((1,100 + 1,300) / 2 = 1,200) = 0.03.
    expect(netInterestMargin(36, 1_100, 1_300)).toBe(0.03);
    // NPL: (5 + 3 + 7 = 15) / 1,000 = 0.015.
    expect(nplRatio(15, 1_000)).toBe(0.015);
    // CASA 220 / 800 = 0.275; LDR 680 / 800 = 0.85.
    expect(casaRatio(220, 800)).toBe(0.275);
    expect(loanToDeposit(680, 800)).toBe(0.85);
    // Combined: (620 + 350 = 970) / 1,000 = 0.97.
    expect(combinedRatio(620, 350, 1_000)).toBe(0.97);
    // Margin lending 1,800 / 1,500 = 1.2.
    expect(marginLendingToEquity(1_800, 1_500)).toBe(1.2);
  });

  it('the sector median', () => {
    // Sorted 1, 3, 8 → 3; with 10: (3 + 8) / 2 = 5.5; nulls are left out.
    expect(sectorMedian([8, null, 1, 3])).toBe(3);
    expect(sectorMedian([8, 10, 1, 3])).toBe(5.5);
    expect(sectorMedian([null])).toBeNull();
  });

  it('a bank’s ratios from its statements', () => {
    // Four quarters with net interest income 30, 30, 40, 50 (TTM 150) and parent profit
    // 10, 10, 20, 20 (TTM 60); total operating income 40 each (TTM 160).
    const quarter = (nii: number, profit: number, extra: Record<string, number> = {}) => ({
      F3003: nii,
      F3012: 40,
      F3014: 20,
      F3018: profit,
      F3020: profit,
      ...extra,
    });
    const closing = {
      F2020: 5_500,
      F2035: 5_000,
      F2040: 500,
      F2045: 0,
      F4011: 5_200,
      F4001: 4_000,
      F4007: 80,
      F4008: 5_000,
      F4009: 1_000,
    };
    const ratios = computeRatios({
      firmType: 'bank',
      opening: { F2020: 4_500, F2040: 300, F4011: 4_800 },
      quarters: [quarter(30, 10), quarter(30, 10), quarter(40, 20), quarter(50, 20, closing)],
      yearBefore: [quarter(25, 10), quarter(25, 10), quarter(25, 10), quarter(25, 10)],
      price: 30_000,
      shares: 0.01,
      weightedShares: 0.01,
    });
    // EPS 60 / 0.01 = 6,000; BVPS 500 / 0.01 = 50,000; P/E 30,000 / 6,000 = 5; P/B 0.6.
    expect(ratios.eps).toBe(6_000);
    expect(ratios.bvps).toBe(50_000);
    expect(ratios.pe).toBe(5);
    expect(ratios.pb).toBeCloseTo(0.6, 12);
    // ROE 60 / ((300 + 500) / 2 = 400) = 0.15; ROA 60 / ((4,500 + 5,500) / 2 = 5,000) = 0.012.
    expect(ratios.roe).toBe(0.15);
    expect(ratios.roa).toBe(0.012);
    // NIM 150 / ((4,800 + 5,200) / 2 = 5,000) = 0.03; NPL 80 / 4,000 = 0.02;
    // CASA 1,000 / 5,000 = 0.2; LDR 4,000 / 5,000 = 0.8; D/E 5,000 / 500 = 10.
    expect(ratios.nim).toBe(0.03);
    expect(ratios.nplRatio).toBe(0.02);
    expect(ratios.casaRatio).toBe(0.2);
    expect(ratios.ldr).toBe(0.8);
    expect(ratios.debtToEquity).toBe(10);
    // Net margin 60 / 160 = 0.375; profit growth 60 / 40 − 1 = 0.5; revenue growth 160 / 160 − 1 = 0.
    expect(ratios.netMargin).toBe(0.375);
    expect(ratios.profitGrowth).toBeCloseTo(0.5, 12);
    expect(ratios.revenueGrowth).toBe(0);
    expect(ratios.currentRatio).toBeNull();
    expect(ratios.combinedRatio).toBeNull();
  });
});
