import { describe, expect, it } from 'vitest';
import {
  applyBps,
  couponSchedule,
  priceAtYield,
  quoteOrder,
  saleDateAfterMonths,
  sameFigures,
  settlementDate,
  settlementHelper,
  validateOrder,
  xirr,
} from './calc.ts';
import type { BondOrder, BondTerms } from './terms.ts';

/**
 * The expected figures below come from an independent Python 3 script (plain bisection on
 * (-0.9999, 10) for XIRR, datetime for the dates, the exchanges' 2025–2027 closures typed in), not
 * from this module; each case also gives the spreadsheet layout that reproduces it.
 */

/** 100,000 VND face, 9.8 %/year paid every 6 months, 30/6/2025 → 30/6/2028; every coupon date is a trading day. */
const TERMS: BondTerms = {
  code: 'TEST2528',
  issueDate: '2025-06-30',
  maturityDate: '2028-06-30',
  faceValueVnd: 100_000,
  coupon: { kind: 'fixed', frequencyMonths: 6, rateBps: 980 },
  buyYieldBps: 1000,
  sellYieldBps: 1050,
  feeBps: 10,
  minQuantity: 10,
};
const COUPON_DATES = [
  '2025-12-30',
  '2026-06-30',
  '2026-12-30',
  '2027-06-30',
  '2027-12-30',
  '2028-06-30',
];

const buy = (over: Partial<BondOrder> = {}): BondOrder => ({
  side: 'buy',
  holding: 'maturity',
  quantity: 100,
  registrationDate: '2026-03-10',
  ...over,
});
const CONTEXT = { today: '2026-03-10', remaining: 5000 };

describe('settlement dates', () => {
  it('agree with §5’s helper on every weekday of a week without holidays (Thu/Fri +4, else +2)', () => {
    const week = {
      '2026-03-09': '2026-03-11',
      '2026-03-10': '2026-03-12',
      '2026-03-11': '2026-03-13',
      '2026-03-12': '2026-03-16',
      '2026-03-13': '2026-03-17',
    };
    for (const [trade, settles] of Object.entries(week)) {
      expect(settlementHelper(trade), trade).toBe(settles);
      expect(settlementDate(trade), trade).toBe(settles);
    }
  });

  it('settle on the second trading day after the trade across Tết 2026 (closed Mon 16/2–Fri 20/2)', () => {
    expect(settlementDate('2026-02-11')).toBe('2026-02-13');
    expect(settlementDate('2026-02-12')).toBe('2026-02-23');
    expect(settlementDate('2026-02-13')).toBe('2026-02-24');
    // The calendar-day helper lands on Tết itself: that is why the quotes use trading days.
    expect(settlementHelper('2026-02-12')).toBe('2026-02-16');
  });

  it('skip 27/4 (Hùng Kings made up), 30/4 and 1/5 2026', () => {
    expect(settlementDate('2026-04-24')).toBe('2026-04-29');
    expect(settlementDate('2026-04-28')).toBe('2026-05-04');
    expect(settlementDate('2026-04-29')).toBe('2026-05-05');
    expect(settlementHelper('2026-04-28')).toBe('2026-04-30');
  });
});

describe('applyBps', () => {
  it('rounds half up to the đồng', () => {
    expect(applyBps(5_000, 1)).toBe(1); // 0.5
    expect(applyBps(4_999, 1)).toBe(0); // 0.4999
    expect(applyBps(15_000, 1)).toBe(2); // 1.5
    expect(applyBps(10_197_300, 10)).toBe(10_197); // 10,197.3
    expect(applyBps(1_005, 50)).toBe(5); // 5.025
  });

  it('is exact on the largest orders, where floating point would not be', () => {
    // 1,000,000 bonds × 100,000 VND = 1e11 VND at 15 bps = 150,000,000 exactly.
    expect(applyBps(1_000_000 * 100_000, 15)).toBe(150_000_000);
    // 10,000,005,000 × 3 bps = 3,000,001.5 exactly → 3,000,002; the float route
    // (10,000,005,000 × 0.0003 = 3,000,001.4999999995) would round it down.
    expect(applyBps(10_000_005_000, 3)).toBe(3_000_002);
    expect(10_000_005_000 * 0.0003).toBeLessThan(3_000_001.5);
    // 99,999,999,999,999 × 15 / 10,000 = 149,999,999,999.9985.
    expect(applyBps(99_999_999_999_999, 15)).toBe(150_000_000_000);
  });

  it('refuses a fractional amount instead of rounding it silently', () => {
    expect(() => applyBps(100.5, 10)).toThrow(RangeError);
  });
});

describe('xirr', () => {
  it('matches the closed form of two flows: (end/start)^(365/days) − 1', () => {
    // A1:A2 = -1000000, 1120000; B1:B2 = 2026-01-05, 2027-03-15 (434 days);
    // =XIRR(A1:A2,B1:B2) = 1.12^(365/434) − 1 → 0.10000089242473331
    const r = xirr([
      { date: '2026-01-05', amountVnd: -1_000_000 },
      { date: '2027-03-15', amountVnd: 1_120_000 },
    ]);
    expect(r).toBeCloseTo(0.10000089242473331, 10);
    expect(r).toBeCloseTo(1.12 ** (365 / 434) - 1, 12);
  });

  it('reproduces Excel’s own XIRR example', () => {
    // A1:A5 = -10000, 2750, 4250, 3250, 2750; B1:B5 = 2008-01-01, 2008-03-01, 2008-10-30,
    // 2009-02-15, 2009-04-01; =XIRR(A1:A5,B1:B5) → 0.373362535 (Microsoft's documentation);
    // bisection → 0.3733625335188314
    const r = xirr([
      { date: '2008-01-01', amountVnd: -10_000 },
      { date: '2008-03-01', amountVnd: 2_750 },
      { date: '2008-10-30', amountVnd: 4_250 },
      { date: '2009-02-15', amountVnd: 3_250 },
      { date: '2009-04-01', amountVnd: 2_750 },
    ]);
    expect(r).toBeCloseTo(0.3733625335188314, 10);
  });

  it('solves irregular dates', () => {
    // A1:A4 = -1000000, 30000, 45000, 1020000; B1:B4 = 2026-02-10, 2026-05-07, 2026-11-19,
    // 2027-06-30; =XIRR(A1:A4,B1:B4) → 0.07087646572071538
    const r = xirr([
      { date: '2026-02-10', amountVnd: -1_000_000 },
      { date: '2026-05-07', amountVnd: 30_000 },
      { date: '2026-11-19', amountVnd: 45_000 },
      { date: '2027-06-30', amountVnd: 1_020_000 },
    ]);
    expect(r).toBeCloseTo(0.07087646572071538, 10);
  });

  it('finds a negative rate when less comes back than went in', () => {
    // A1:A3 = -1000000, 100000, 800000; B1:B3 = 2026-01-05, 2026-07-01, 2027-01-04;
    // =XIRR(A1:A3,B1:B3) → -0.10584465645039914
    const r = xirr([
      { date: '2026-01-05', amountVnd: -1_000_000 },
      { date: '2026-07-01', amountVnd: 100_000 },
      { date: '2027-01-04', amountVnd: 800_000 },
    ]);
    expect(r).toBeCloseTo(-0.10584465645039914, 10);
  });

  it('finds a root Newton from 10 % overshoots (a near-total loss) by bisection', () => {
    // Closed form: 0.001^(365/365) − 1 = −0.999.
    const r = xirr([
      { date: '2026-01-05', amountVnd: -1_000_000 },
      { date: '2027-01-05', amountVnd: 1_000 },
    ]);
    expect(r).toBeCloseTo(-0.999, 10);
  });

  it('is null without a sign change, with no flows, or with no root below 1000 %', () => {
    expect(xirr([])).toBeNull();
    expect(
      xirr([
        { date: '2026-01-05', amountVnd: 1_000 },
        { date: '2027-01-05', amountVnd: 1_000 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2026-01-05', amountVnd: -1_000 },
        { date: '2027-01-05', amountVnd: -1_000 },
      ]),
    ).toBeNull();
    // 20× in a year is 1900 %, outside the range searched.
    expect(
      xirr([
        { date: '2026-01-05', amountVnd: -1_000 },
        { date: '2027-01-05', amountVnd: 20_000 },
      ]),
    ).toBeNull();
  });
});

describe('couponSchedule', () => {
  it('pays a fixed 6-monthly 3-year bond six times face × rate × 6/12', () => {
    const schedule = couponSchedule(TERMS);
    expect(schedule.map((c) => c.scheduleDate)).toEqual(COUPON_DATES);
    expect(schedule.map((c) => c.paymentDate)).toEqual(COUPON_DATES);
    // 100,000 × 9.8 % × 6/12 = 4,900.
    expect(schedule.every((c) => c.amountVnd === 4_900 && c.rateBps === 980 && !c.projected)).toBe(
      true,
    );
  });

  it('clamps to the month’s end from the issue day and pays a weekend date on the next trading day', () => {
    const schedule = couponSchedule({
      ...TERMS,
      issueDate: '2025-08-31',
      maturityDate: '2028-08-31',
    });
    expect(schedule.map((c) => [c.scheduleDate, c.paymentDate])).toEqual([
      ['2026-02-28', '2026-03-02'], // Saturday → Monday
      ['2026-08-31', '2026-08-31'], // back to the 31st: each date steps from the issue date
      ['2027-02-28', '2027-03-01'], // Sunday → Monday
      ['2027-08-31', '2027-08-31'],
      ['2028-02-29', '2028-02-29'], // leap year
      ['2028-08-31', '2028-08-31'],
    ]);
  });

  it('pays a coupon due on a holiday on the next trading day', () => {
    const schedule = couponSchedule({
      ...TERMS,
      issueDate: '2024-04-30',
      maturityDate: '2027-04-30',
      coupon: { kind: 'fixed', frequencyMonths: 12, rateBps: 980 },
    });
    expect(schedule.map((c) => [c.scheduleDate, c.paymentDate, c.amountVnd])).toEqual([
      ['2025-04-30', '2025-05-05', 9_800], // 30/4, 1/5, 2/5 (swapped), weekend
      ['2026-04-30', '2026-05-04', 9_800], // 30/4, 1/5, weekend
      ['2027-04-30', '2027-05-04', 9_800], // 30/4, weekend, 3/5 (1/5 made up)
    ]);
  });

  it('ends the last period on the maturity date when the steps do not reach it exactly', () => {
    const schedule = couponSchedule({ ...TERMS, maturityDate: '2027-03-15' });
    expect(schedule.map((c) => c.scheduleDate)).toEqual([
      '2025-12-30',
      '2026-06-30',
      '2026-12-30',
      '2027-03-15',
    ]);
  });

  it('rounds a coupon half up per bond', () => {
    // 10,000 × 9.85 % × 6/12 = 492.5 → 493.
    const schedule = couponSchedule({
      ...TERMS,
      faceValueVnd: 10_000,
      coupon: { kind: 'fixed', frequencyMonths: 6, rateBps: 985 },
    });
    expect(schedule[0]?.amountVnd).toBe(493);
  });

  it('projects a floating coupon past its fixed periods at today’s reference rate plus the margin', () => {
    const schedule = couponSchedule({
      ...TERMS,
      issueDate: '2026-01-15',
      maturityDate: '2028-01-15',
      coupon: {
        kind: 'floating',
        frequencyMonths: 3,
        firstRateBps: 1000,
        fixedPeriods: 4,
        reference: { vi: 'Lãi suất tiết kiệm 12 tháng', en: '12-month deposit rate' },
        referenceRateBps: 700,
        marginBps: 350,
      },
    });
    expect(schedule).toHaveLength(8);
    // 100,000 × 10 % × 3/12 = 2,500; then 100,000 × (7 % + 3.5 %) × 3/12 = 2,625.
    expect(schedule.map((c) => [c.rateBps, c.amountVnd, c.projected])).toEqual([
      ...Array.from({ length: 4 }, () => [1000, 2_500, false]),
      ...Array.from({ length: 4 }, () => [1050, 2_625, true]),
    ]);
  });
});

describe('priceAtYield', () => {
  it('prices the worked example: Σ flow / 1.1^(days/365) from settlement 12/3/2026', () => {
    // 4,900/1.1^(110/365) + 4,900/1.1^(293/365) + 4,900/1.1^(475/365) + 4,900/1.1^(658/365)
    //   + 104,900/1.1^(841/365) = 101,972.674… → 101,973 (Python, datetime day counts)
    expect(priceAtYield(TERMS, '2026-03-12', 1000)).toBe(101_973);
  });

  it('is near par on a coupon date at the equivalent yield, above par at the coupon rate itself', () => {
    // 4.9 % a half year compounds to 1.049² − 1 = 10.04 % a year: at that yield the price is par
    // but for Actual/365 (181 and 184-day halves) against 6/12 → 99,976.13.
    expect(priceAtYield(TERMS, '2026-06-30', 1004)).toBe(99_976);
    // At 9.8 % annual the half-yearly coupon is worth more than the yield asks: 100,384.63.
    expect(priceAtYield(TERMS, '2026-06-30', 980)).toBe(100_385);
  });

  it('round-trips: the YTM of the quoted price is the quoting yield, and prices back to the same đồng', () => {
    for (const yieldBps of [500, 980, 1000, 1500]) {
      const {
        unitPriceVnd,
        ytm,
        settlementDate: settlement,
      } = quoteOrder({ ...TERMS, buyYieldBps: yieldBps }, buy());
      expect(priceAtYield(TERMS, settlement, ytm * 10_000), String(yieldBps)).toBe(unitPriceVnd);
      // A 100,000-VND price rounded to the đồng moves the yield by up to ~0.5 / (price × ~2.3 years
      // of duration) ≈ 2e-6; on a 100,000,000-VND face the rounding is 1000× smaller.
      expect(Math.abs(ytm - yieldBps / 10_000), String(yieldBps)).toBeLessThan(5e-6);
      const big = quoteOrder({ ...TERMS, faceValueVnd: 100_000_000, buyYieldBps: yieldBps }, buy());
      expect(Math.abs(big.ytm - yieldBps / 10_000), String(yieldBps)).toBeLessThan(1e-6);
    }
  });

  it('counts a coupon paid on the settlement day as the seller’s', () => {
    const before = priceAtYield(TERMS, '2026-06-29', 1000);
    const on = priceAtYield(TERMS, '2026-06-30', 1000);
    expect(before - on).toBeGreaterThan(4_800);
  });
});

describe('saleDateAfterMonths', () => {
  it('adds months with month-end clamping and moves off a closed day', () => {
    expect(saleDateAfterMonths('2026-03-12', 12)).toBe('2027-03-12');
    expect(saleDateAfterMonths('2025-08-31', 6)).toBe('2026-03-02'); // 28/2 is a Saturday
    expect(saleDateAfterMonths('2026-01-30', 3)).toBe('2026-05-04'); // 30/4, 1/5, weekend
    expect(saleDateAfterMonths('2026-01-31', 1)).toBe('2026-03-02');
  });
});

describe('quoteOrder', () => {
  it('prices a buy held to maturity', () => {
    const quote = quoteOrder(TERMS, buy());
    expect(quote).toMatchObject({
      settlementDate: '2026-03-12',
      unitPriceVnd: 101_973,
      valueVnd: 10_197_300,
      feeVnd: 10_197, // 0.1 % of 10,197,300 = 10,197.3
      paymentVnd: 10_207_497,
      exitDate: '2028-06-30',
      holdingDays: 841,
      saleUnitPriceVnd: null,
      saleFeeVnd: null,
      profitVnd: 2_242_503,
    });
    expect(quote.cashFlows).toEqual([
      { date: '2026-03-12', kind: 'payment', amountVnd: -10_207_497 },
      ...COUPON_DATES.slice(1).map((date) => ({ date, kind: 'coupon', amountVnd: 490_000 })),
      { date: '2028-06-30', kind: 'principal', amountVnd: 10_000_000 },
    ]);
    expect(quote.profitVnd).toBe(quote.cashFlows.reduce((sum, f) => sum + f.amountVnd, 0));
    // A1:A7 = -10207497, 490000 ×5, 10000000 (added to the last coupon's row, or its own row);
    // B = 2026-03-12, 2026-06-30, 2026-12-30, 2027-06-30, 2027-12-30, 2028-06-30 (×2);
    // =XIRR(A1:A7,B1:B7) → 0.09947012409796108
    expect(quote.irr).toBeCloseTo(0.09947012409796108, 10);
    // Per bond, no fee: -101973 on 2026-03-12, 4900 on each coupon date, 100000 on 2028-06-30
    // → 0.0999983120675626 (the 10 % quote, less the rounding of the price to the đồng).
    expect(quote.ytm).toBeCloseTo(0.0999983120675626, 10);
  });

  it('prices a flexible buy: coupons up to the sale, the sale at the sell yield for the buyer’s settlement', () => {
    const quote = quoteOrder(TERMS, buy({ holding: 'flexible', saleDate: '2027-03-15' }));
    expect(quote).toMatchObject({
      unitPriceVnd: 101_973,
      paymentVnd: 10_207_497,
      exitDate: '2027-03-15',
      holdingDays: 368,
      // priceAtYield(settlement 2027-03-17, 10.5 %), Python: 101,509; fee 0.1 % of 10,150,900.
      saleUnitPriceVnd: 101_509,
      saleFeeVnd: 10_151,
      profitVnd: 913_252,
    });
    expect(quote.cashFlows).toEqual([
      { date: '2026-03-12', kind: 'payment', amountVnd: -10_207_497 },
      { date: '2026-06-30', kind: 'coupon', amountVnd: 490_000 },
      { date: '2026-12-30', kind: 'coupon', amountVnd: 490_000 },
      { date: '2027-03-15', kind: 'sale', amountVnd: 10_140_749 },
    ]);
    // A1:A4 = -10207497, 490000, 490000, 10140749; B1:B4 = 2026-03-12, 2026-06-30, 2026-12-30,
    // 2027-03-15; =XIRR(A1:A4,B1:B4) → 0.0926576559320954
    expect(quote.irr).toBeCloseTo(0.0926576559320954, 10);
  });

  it('lists a coupon paid on the sale date before the sale', () => {
    const quote = quoteOrder(TERMS, buy({ holding: 'flexible', saleDate: '2026-12-30' }));
    expect(quote.cashFlows.slice(-2).map((f) => f.kind)).toEqual(['coupon', 'sale']);
  });

  it('gives the customer a coupon paid between the sale and the buyer’s settlement', () => {
    // Sold Mon 28/6/2027, the buyer settles Wed 30/6, the coupon date: the bonds are still the
    // customer's, and the sale price (for 30/6) no longer includes that coupon.
    const quote = quoteOrder(TERMS, buy({ holding: 'flexible', saleDate: '2027-06-28' }));
    expect(quote.cashFlows.slice(-2)).toEqual([
      { date: '2027-06-28', kind: 'sale', amountVnd: expect.any(Number) },
      { date: '2027-06-30', kind: 'coupon', amountVnd: 490_000 },
    ]);
    expect(quote.saleUnitPriceVnd).toBe(priceAtYield(TERMS, '2027-06-30', TERMS.sellYieldBps));
    expect(quote.saleUnitPriceVnd).toBeLessThan(100_000);
  });

  it('prices a sale at the sell yield: value less the fee, no IRR or profit', () => {
    const quote = quoteOrder(TERMS, { ...buy(), side: 'sell' });
    expect(quote).toEqual({
      settlementDate: '2026-03-12',
      unitPriceVnd: 101_015,
      valueVnd: 10_101_500,
      feeVnd: 10_102, // 10,101.5 rounds up
      paymentVnd: 10_091_398,
      exitDate: '2028-06-30',
      holdingDays: 0,
      saleUnitPriceVnd: null,
      saleFeeVnd: null,
      cashFlows: [{ date: '2026-03-12', kind: 'payment', amountVnd: 10_091_398 }],
      ytm: quote.ytm,
      irr: null,
      profitVnd: null,
    });
    // -101015 on 2026-03-12 then the bond's flows → 0.10500083539208738.
    expect(quote.ytm).toBeCloseTo(0.10500083539208738, 10);
  });

  it('keeps the largest order exact', () => {
    const quote = quoteOrder(TERMS, buy({ quantity: 1_000_000 }));
    expect(quote.valueVnd).toBe(101_973_000_000);
    expect(quote.feeVnd).toBe(101_973_000);
    expect(quote.irr).toBeGreaterThan(0.099);
    expect(quote.profitVnd).toBe(quote.cashFlows.reduce((sum, f) => sum + f.amountVnd, 0));
  });

  it('throws on an order validateOrder refuses', () => {
    expect(() => quoteOrder(TERMS, buy({ quantity: 0 }))).toThrow(RangeError);
    expect(() => quoteOrder(TERMS, buy({ holding: 'flexible' }))).toThrow(RangeError);
  });
});

describe('validateOrder', () => {
  const codes = (order: BondOrder, context = CONTEXT) =>
    validateOrder(TERMS, order, context).map(({ field, code, params }) => ({
      field,
      code,
      params,
    }));

  it('accepts a good buy, flexible buy and sale', () => {
    expect(codes(buy())).toEqual([]);
    expect(codes(buy({ holding: 'flexible', saleDate: '2027-03-15' }))).toEqual([]);
    expect(codes({ ...buy(), side: 'sell', quantity: 9_999 })).toEqual([]);
  });

  it('checks the quantity: a whole number ≥ 1, the minimum, what is left (buys only)', () => {
    for (const quantity of [0, -5, 10.5, Number.NaN])
      expect(codes(buy({ quantity })), String(quantity)).toEqual([
        { field: 'quantity', code: 'bond_quantity_invalid', params: undefined },
      ]);
    expect(codes(buy({ quantity: 9 }))).toEqual([
      { field: 'quantity', code: 'bond_below_minimum', params: { min: 10 } },
    ]);
    expect(codes(buy({ quantity: 5001 }))).toEqual([
      { field: 'quantity', code: 'bond_above_remaining', params: { remaining: 5000 } },
    ]);
  });

  it('checks the registration date: a date, not past, a trading day, before maturity', () => {
    const field = 'registrationDate';
    expect(codes(buy({ registrationDate: '10/03/2026' }))).toEqual([
      { field, code: 'required', params: undefined },
    ]);
    expect(codes(buy({ registrationDate: '2026-02-30' }))).toEqual([
      { field, code: 'required', params: undefined },
    ]);
    expect(codes(buy({ registrationDate: '2026-03-09' }))).toEqual([
      { field, code: 'bond_date_past', params: undefined },
    ]);
    expect(codes(buy({ registrationDate: '2026-03-14' }))).toEqual([
      { field, code: 'bond_date_closed', params: undefined },
    ]);
    expect(codes(buy({ registrationDate: '2026-04-30' }))).toEqual([
      { field, code: 'bond_date_closed', params: undefined },
    ]);
    // Settles 3/7/2028, after the 30/6 maturity.
    expect(codes(buy({ registrationDate: '2028-06-29' }))).toEqual([
      { field, code: 'bond_date_after_maturity', params: { date: '2028-06-30' } },
    ]);
    expect(codes(buy({ registrationDate: '2028-06-30' }))).toEqual([
      { field, code: 'bond_date_after_maturity', params: { date: '2028-06-30' } },
    ]);
  });

  it('checks a flexible buy’s sale date: given, after settlement, before maturity, a trading day', () => {
    const field = 'saleDate';
    const flexible = (saleDate?: string) => codes(buy({ holding: 'flexible', saleDate }));
    expect(flexible(undefined)).toEqual([{ field, code: 'required', params: undefined }]);
    expect(flexible('2027-3-15')).toEqual([{ field, code: 'required', params: undefined }]);
    expect(flexible('2026-03-12')).toEqual([
      { field, code: 'bond_sale_before_settlement', params: { date: '2026-03-12' } },
    ]);
    expect(flexible('2028-06-30')).toEqual([
      { field, code: 'bond_sale_after_maturity', params: { date: '2028-06-30' } },
    ]);
    expect(flexible('2027-03-13')).toEqual([
      { field, code: 'bond_date_closed', params: undefined },
    ]);
  });

  it('ignores the sale date of a sale or of a buy held to maturity', () => {
    expect(codes(buy({ saleDate: '2020-01-01' }))).toEqual([]);
    expect(codes({ ...buy(), side: 'sell', holding: 'flexible', saleDate: 'nonsense' })).toEqual(
      [],
    );
  });

  it('reports every field’s problem at once', () => {
    expect(
      codes(buy({ quantity: 0, registrationDate: '2026-03-01', holding: 'flexible' })).map(
        (e) => e.field,
      ),
    ).toEqual(['quantity', 'registrationDate', 'saleDate']);
  });
});

describe('sameFigures', () => {
  const quote = quoteOrder(TERMS, buy({ holding: 'flexible', saleDate: '2027-03-15' }));

  it('accepts the same figures, and yields differing by float noise', () => {
    expect(sameFigures(quote, { ...quote })).toBe(true);
    expect(sameFigures(quote, { ...quote, ytm: quote.ytm + 1e-12, irr: quote.irr! - 1e-12 })).toBe(
      true,
    );
  });

  it('refuses a one-đồng change in any amount', () => {
    for (const key of ['unitPriceVnd', 'valueVnd', 'feeVnd', 'paymentVnd', 'profitVnd'] as const)
      expect(sameFigures(quote, { ...quote, [key]: quote[key]! + 1 }), key).toBe(false);
  });

  it('refuses a yield moved by 1e-6, and a null against a number', () => {
    expect(sameFigures(quote, { ...quote, ytm: quote.ytm + 1e-6 })).toBe(false);
    expect(sameFigures(quote, { ...quote, irr: quote.irr! - 1e-6 })).toBe(false);
    expect(sameFigures(quote, { ...quote, irr: null })).toBe(false);
    expect(sameFigures(quote, { ...quote, profitVnd: null })).toBe(false);
  });
});
