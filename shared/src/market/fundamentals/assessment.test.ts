import { describe, expect, it } from 'vitest';
import {
  assess,
  axisScore,
  equityToAssets,
  overallScore,
  pointsAtLeast,
  pointsAtMost,
  relativeStrengthIndex,
  returnOver,
  rsiPoints,
  scoreBusinessModel,
  scoreFinancialHealth,
  scorePerformance,
  scorePriceMomentum,
  scoreTechnicalStrength,
  scoreValuation,
  simpleAverage,
  THRESHOLDS,
} from './assessment.ts';

/** A ratio set with everything unknown but what is given. */
const ratios = (given: Partial<Record<string, number | null>> = {}) => ({
  roe: null,
  roa: null,
  profitGrowth: null,
  revenueGrowth: null,
  debtToEquity: null,
  currentRatio: null,
  nplRatio: null,
  ldr: null,
  casaRatio: null,
  combinedRatio: null,
  marginLendingToEquity: null,
  pe: null,
  pb: null,
  eps: null,
  ...given,
});

const points = (result: { criteria: { code: string; points: number | null }[] }) =>
  Object.fromEntries(result.criteria.map((c) => [c.code, c.points]));

// Every expected number below is worked out by hand in the comment beside it.
describe('assessment scoring rules against hand-worked examples', () => {
  it('counts thresholds reached', () => {
    // ROE 17 % reaches 5, 10 and 15 %, not 20 or 25 %: 3 points.
    expect(pointsAtLeast(0.17, THRESHOLDS.roe)).toBe(3);
    // Exactly on a threshold counts: 25 % reaches all five.
    expect(pointsAtLeast(0.25, THRESHOLDS.roe)).toBe(5);
    // LDR 90 % stays within 100, 95 and 90 %, not 85 or 80 %: 3 points.
    expect(pointsAtMost(0.9, THRESHOLDS.loanToDeposit)).toBe(3);
    expect(pointsAtMost(1.2, THRESHOLDS.loanToDeposit)).toBe(0);
  });

  it('averages an axis and the overall score', () => {
    // (3 + 0 + 0 + 3) / 4 = 1.5; an unscored criterion is left out.
    expect(
      axisScore([
        { code: 'roe', points: 3, values: {} },
        { code: 'roa', points: 0, values: {} },
        { code: 'profitGrowth', points: 0, values: {} },
        { code: 'revenueGrowth', points: 3, values: {} },
        { code: 'casaRatio', points: null, values: {} },
      ]),
    ).toBe(1.5);
    // (4 + 4 + 5) / 3 = 4.333… → 4.3.
    expect(
      axisScore([
        { code: 'roe', points: 4, values: {} },
        { code: 'roa', points: 4, values: {} },
        { code: 'rsi', points: 5, values: {} },
      ]),
    ).toBe(4.3);
    expect(axisScore([{ code: 'roe', points: null, values: {} }])).toBeNull();
    // (3 + 4 + 2.3 + 3 + 4.5 + 3.3) / 6 = 3.35 → 3.35 / 5 × 100 = 67.
    expect(overallScore([3, 4, 2.3, 3, 4.5, 3.3])).toBe(67);
    // An axis not scored is left out: (5 + 3) / 2 = 4 → 80.
    expect(overallScore([5, null, 3])).toBe(80);
    expect(overallScore([null, null])).toBeNull();
  });

  it('scores the business model from five years and the sector margin', () => {
    const result = scoreBusinessModel({
      years: [
        { year: 2021, revenue: 100, netProfit: 10 },
        { year: 2022, revenue: 110, netProfit: 11 },
        { year: 2023, revenue: 105, netProfit: 10.5 },
        { year: 2024, revenue: 120, netProfit: 12 },
        { year: 2025, revenue: 130, netProfit: 13 },
      ],
      sectorNetMargin: 0.08,
      sectorCompanies: 5,
    });
    expect(points(result)).toEqual({
      // Up in 2022, 2024 and 2025, down in 2023: 3 of 4 → 5 × 3 / 4 = 3.75 → 4.
      revenueGrowthYears: 4,
      // (130 / 100)^(1/4) − 1 = 6.8 %: reaches 0 and 5 % → 2.
      revenueCagr: 2,
      // The margin is 10 % every year: coefficient of variation 0 → 5.
      marginStability: 5,
      // 10 % / 8 % = 1.25: reaches 0.5, 0.75, 1 and 1.25 → 4.
      marginVsSector: 4,
    });
    // (4 + 2 + 5 + 4) / 4 = 3.75 → 3.8.
    expect(result.score).toBe(3.8);
    expect(result.criteria[1]!.values.cagr).toBeCloseTo(0.0678, 4);
  });

  it('gives an unstable or loss-making margin no points and needs three years', () => {
    const result = scoreBusinessModel({
      years: [
        { year: 2023, revenue: 100, netProfit: 10 },
        { year: 2024, revenue: 100, netProfit: -5 },
        { year: 2025, revenue: 100, netProfit: 10 },
      ],
      sectorNetMargin: 0.1,
      sectorCompanies: 1,
    });
    // Margins 10 %, −5 %, 10 %: mean 5 %, deviations 5, −10, 5 points → variance
    // (25 + 100 + 25) / 3 = 50 → σ 7.07 % → CV 1.41 > 0.5 → 0.
    const stability = result.criteria.find((c) => c.code === 'marginStability')!;
    expect(stability.points).toBe(0);
    expect(stability.values.cv).toBeCloseTo(1.414, 3);
    expect(stability.values.lossYears).toBe(1);
    // Revenue flat: 0 of 2 years up → 0; CAGR 0 % reaches the 0 % threshold → 1.
    expect(points(result)).toMatchObject({ revenueGrowthYears: 0, revenueCagr: 1 });
    // Alone in its sector: no comparison.
    expect(points(result).marginVsSector).toBeNull();

    const short = scoreBusinessModel({
      years: [
        { year: 2024, revenue: 100, netProfit: 10 },
        { year: 2025, revenue: 120, netProfit: 12 },
      ],
      sectorNetMargin: 0.1,
      sectorCompanies: 3,
    });
    // Two years: the three five-year criteria are not scored; 10 % / 10 % = 1 → 3.
    expect(points(short)).toEqual({
      revenueGrowthYears: null,
      revenueCagr: null,
      marginStability: null,
      marginVsSector: 3,
    });
    expect(short.score).toBe(3);
  });

  it('scores performance with the banks on their own ROA scale', () => {
    const figures = ratios({ roe: 0.192, roa: 0.017, profitGrowth: 0.531, revenueGrowth: -0.02 });
    // ROE 19.2 %: 5, 10, 15 % → 3. Bank ROA 1.7 %: 0.5, 1, 1.5 % → 3. Profit +53 % → 5.
    // Revenue −2 %: reaches −5 % only → 1.
    expect(points(scorePerformance('bank', figures))).toEqual({
      roe: 3,
      roa: 3,
      profitGrowth: 5,
      revenueGrowth: 1,
    });
    // The same 1.7 % ROA for a company reaches none of 2–10 %.
    expect(points(scorePerformance('company', figures)).roa).toBe(0);
    // (3 + 3 + 5 + 1) / 4 = 3.
    expect(scorePerformance('bank', figures).score).toBe(3);
    expect(scorePerformance('company', null).score).toBeNull();
  });

  it('scores financial health by the firm type’s measures', () => {
    // Liabilities 10.76 × equity: equity / assets = 1 / 11.76 = 8.5 %.
    expect(equityToAssets(10.76)).toBeCloseTo(0.085, 3);
    const bank = scoreFinancialHealth(
      'bank',
      ratios({ nplRatio: 0.015, ldr: 0.904, debtToEquity: 10.76, casaRatio: 0.144 }),
      100,
    );
    // NPL 1.5 % within 5, 3, 2, 1.5 % → 4; LDR 90.4 % within 100, 95 % → 2;
    // equity / assets 8.5 % reaches 4, 6, 8 % → 3; CASA 14.4 % reaches 10 % → 1.
    expect(points(bank)).toEqual({
      nplRatio: 4,
      loanToDeposit: 2,
      equityToAssets: 3,
      casaRatio: 1,
    });
    expect(bank.score).toBe(2.5);

    // Liabilities 0.77 × equity within 2, 1.5, 1 → 3; current ratio 1.78 reaches 0.8, 1, 1.2, 1.5 → 4.
    const company = scoreFinancialHealth(
      'company',
      ratios({ debtToEquity: 0.77, currentRatio: 1.78 }),
      100,
    );
    expect(points(company)).toEqual({ debtToEquity: 3, currentRatio: 4 });
    expect(company.score).toBe(3.5);

    // Negative equity: 0 in place of the leverage; current ratio 0.18 → 0.
    const broke = scoreFinancialHealth('company', ratios({ currentRatio: 0.18 }), -5);
    expect(points(broke)).toEqual({ negativeEquity: 0, currentRatio: 0 });

    // Combined ratio 96.3 % within 110, 105, 100 % → 3; equity / assets 1 / 1.62 = 61.7 % → 5.
    const insurer = scoreFinancialHealth(
      'insurance',
      ratios({ combinedRatio: 0.963, debtToEquity: 0.62 }),
      100,
    );
    expect(points(insurer)).toEqual({ combinedRatio: 3, equityToAssets: 5 });

    // Margin lending 0.92 × equity within 2, 1.5, 1 → 3; leverage 0.82 within 3, 2, 1.5, 1 → 4.
    const broker = scoreFinancialHealth(
      'securities',
      ratios({ marginLendingToEquity: 0.92, debtToEquity: 0.82 }),
      100,
    );
    expect(points(broker)).toEqual({ marginLending: 3, debtToEquity: 4 });
  });

  it('scores valuation against the sector medians', () => {
    const sector = { pe: { median: 10, companies: 5 }, pb: { median: 1, companies: 5 } };
    const cheap = scoreValuation(ratios({ pe: 8, pb: 2, eps: 1000 }), sector);
    // P/E 8 / 10 = 0.8 within 1.5, 1.25, 1, 0.8 → 4; P/E 8 within 30, 20, 15, 10 → 4;
    // P/B 2 / 1 = 2 → 0. (4 + 4 + 0) / 3 = 2.67 → 2.7.
    expect(points(cheap)).toEqual({ peVsSector: 4, peLevel: 4, pbVsSector: 0 });
    expect(cheap.score).toBe(2.7);

    // A loss: 0 for the earnings, P/B 0.5 / 1 within every threshold → 5. (0 + 5) / 2 = 2.5.
    const loss = scoreValuation(ratios({ pe: null, pb: 0.5, eps: -120 }), sector);
    expect(points(loss)).toEqual({ lossMaking: 0, pbVsSector: 5 });
    expect(loss.score).toBe(2.5);

    // Alone in its sector: no comparison, the P/E level alone (8 → 4).
    const alone = scoreValuation(ratios({ pe: 8, pb: 2, eps: 1000 }), {
      pe: { median: 8, companies: 1 },
      pb: { median: 2, companies: 1 },
    });
    expect(points(alone)).toEqual({ peVsSector: null, peLevel: 4, pbVsSector: null });
    expect(alone.score).toBe(4);
  });

  it('computes moving averages and Wilder’s RSI', () => {
    expect(simpleAverage([1, 2, 3, 4], 2)).toBe(3.5);
    expect(simpleAverage([1], 2)).toBeNull();
    // Period 2 over 10, 11, 10, 12: the first two changes +1, −1 seed gain 0.5 and loss 0.5;
    // then +2: gain (0.5 × 1 + 2) / 2 = 1.25, loss (0.5 × 1 + 0) / 2 = 0.25; RS 5 →
    // RSI 100 − 100 / 6 = 83.33.
    expect(relativeStrengthIndex([10, 11, 10, 12], 2)).toBeCloseTo(83.333, 3);
    // Only gains: 100; too few values: null.
    expect(relativeStrengthIndex(Array.from({ length: 20 }, (_, i) => i + 1))).toBe(100);
    expect(relativeStrengthIndex([1, 2, 3])).toBeNull();
    expect([rsiPoints(29.9), rsiPoints(30), rsiPoints(57.3), rsiPoints(65), rsiPoints(70)]).toEqual(
      [1, 2, 4, 5, 3],
    );
    expect(rsiPoints(85)).toBe(2);
  });

  it('scores technical strength from the trend and the RSI', () => {
    // A steady rise over 250 sessions: the price above MA20, MA50, MA200 and MA20 > MA50 > MA200,
    // 5 of 5 → 5; only gains: RSI 100 → 2. (5 + 2) / 2 = 3.5.
    const rising = Array.from({ length: 250 }, (_, i) => 100 + i);
    const result = scoreTechnicalStrength(rising);
    expect(points(result)).toEqual({ movingAverages: 5, rsi: 2 });
    expect(result.score).toBe(3.5);
    // MA20 of 231…250 + 99 = 339.5.
    expect(result.criteria[0]!.values.ma20).toBe(339.5);

    // 60 sessions: no MA200, three checks, all met → 5 × 3 / 3 = 5.
    expect(points(scoreTechnicalStrength(rising.slice(0, 60))).movingAverages).toBe(5);
    // A steady fall: no check met → 0; only losses: RSI 0 → 1.
    expect(points(scoreTechnicalStrength([...rising].reverse()))).toEqual({
      movingAverages: 0,
      rsi: 1,
    });
    expect(scoreTechnicalStrength([100]).score).toBeNull();
  });

  it('scores momentum against the VN-Index', () => {
    // 127 sessions: 100 until the last, then 110 (stock) and 102 (index): every window's return
    // is +10 % against +2 %, 8 points ahead: reaches −10, −5, 0, +5 points → 4 each.
    const stock = [...Array<number>(126).fill(100), 110];
    const index = [...Array<number>(126).fill(100), 102];
    expect(returnOver(stock, 21)).toBeCloseTo(0.1, 10);
    const result = scorePriceMomentum(stock, index);
    expect(points(result)).toEqual({ momentum1M: 4, momentum3M: 4, momentum6M: 4 });
    expect(result.criteria[2]!.values.relative).toBeCloseTo(0.08, 10);
    // 30 sessions: only the 1-month window.
    expect(points(scorePriceMomentum(stock.slice(-30), index.slice(-30)))).toEqual({
      momentum1M: 4,
      momentum3M: null,
      momentum6M: null,
    });
  });

  it('puts the six axes together', () => {
    const rising = Array.from({ length: 250 }, (_, i) => 100 + i);
    const result = assess({
      firmType: 'company',
      business: { years: [], sectorNetMargin: null, sectorCompanies: 0 },
      ratios: ratios({ roe: 0.25, roa: 0.1, profitGrowth: 0.3, revenueGrowth: 0.2 }),
      equity: 100,
      sector: { pe: { median: null, companies: 0 }, pb: { median: null, companies: 0 } },
      closes: rising,
      indexCloses: rising,
    });
    expect(result.axes.map((a) => a.axis)).toEqual([
      'businessModel',
      'performance',
      'financialHealth',
      'valuation',
      'technicalStrength',
      'priceMomentum',
    ]);
    // Performance 5; technical 3.5; momentum level with the index: 0 points ahead → 3 each → 3;
    // the rest unscored. (5 + 3.5 + 3) / 3 = 3.83 → 76.7 → 77.
    expect(result.axes.map((a) => a.score)).toEqual([null, 5, null, null, 3.5, 3]);
    expect(result.overall).toBe(77);
  });
});
