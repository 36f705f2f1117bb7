/**
 * Corporate-bond terms and the figures of a registration (issue 25, spec §3 "Bond registration",
 * market-facts.md "Corporate bonds"). Plain data, no zod and no React: the calculation module
 * (calc.ts) works on these, and the page and the API run the same code, so the figures on screen,
 * on the server and on the confirmation are the same numbers.
 *
 * Conventions (stated on the page):
 * - money is whole VND in JS numbers (every amount here is far below 2^53); products of money and
 *   rates are computed with BigInt and rounded half up to the đồng, never through floating point;
 * - rates are integer basis points (9.8 %/year = 980);
 * - a coupon is `face × annual rate × months / 12` per period (the issuers' "rate ÷ periods a
 *   year"), paid on the schedule date or the next trading day when that is closed;
 * - yields (YTM and IRR) are annual, compounded on Actual/365 day counts (Excel's XIRR):
 *   Σ CFᵢ / (1 + r)^((dᵢ − d₀)/365) = 0.
 */

export type BondSide = 'buy' | 'sell';
/** Hold to maturity, or flexible: sell back on an expected sale date before maturity. */
export type BondHolding = 'maturity' | 'flexible';
export type CouponFrequencyMonths = 1 | 3 | 6 | 12;

export interface FixedCoupon {
  kind: 'fixed';
  frequencyMonths: CouponFrequencyMonths;
  /** The annual rate, basis points. */
  rateBps: number;
}

/**
 * A floating coupon: the first `fixedPeriods` periods at `firstRateBps`, then the reference rate
 * plus the margin. Cash flows after the fixed periods are projected with today's reference rate
 * (the page says so).
 */
export interface FloatingCoupon {
  kind: 'floating';
  frequencyMonths: CouponFrequencyMonths;
  firstRateBps: number;
  fixedPeriods: number;
  /** What the rate follows, e.g. the average 12-month deposit rate of four state banks. */
  reference: { vi: string; en: string };
  /** Today's value of the reference rate, basis points. */
  referenceRateBps: number;
  marginBps: number;
}

export type CouponTerms = FixedCoupon | FloatingCoupon;

/** What the calculation needs of a product. */
export interface BondTerms {
  code: string;
  /** ISO dates (YYYY-MM-DD). */
  issueDate: string;
  maturityDate: string;
  /** Par value of one bond, VND. */
  faceValueVnd: number;
  coupon: CouponTerms;
  /**
   * The yields at which the brokerage quotes today's prices, basis points, Actual/365: a customer
   * buys at the price that gives `buyYieldBps` to maturity, and sells back (or a flexible holding
   * is projected to be sold back) at the price of `sellYieldBps`.
   */
  buyYieldBps: number;
  sellYieldBps: number;
  /** Transaction fee, basis points of the transaction value (10 = 0.1 %). */
  feeBps: number;
  /** The fewest bonds a registration may be for. */
  minQuantity: number;
}

/** One scheduled coupon of one bond. */
export interface CouponPayment {
  /** The period's schedule date (ISO). */
  scheduleDate: string;
  /** The day it is paid: the schedule date, or the next trading day when that is closed. */
  paymentDate: string;
  rateBps: number;
  /** Per bond, VND (integer). */
  amountVnd: number;
  /** Projected from today's reference rate (a floating coupon past its fixed periods). */
  projected: boolean;
}

/** What the customer asks for on the trading-order step. */
export interface BondOrder {
  side: BondSide;
  /** Buy only; a sale is always `maturity` (ignored). */
  holding: BondHolding;
  quantity: number;
  /** The trade date (ISO): today or later, a trading day. */
  registrationDate: string;
  /** A flexible buy: the day the bonds are expected to be sold back (ISO). */
  saleDate?: string;
}

export type CashFlowKind = 'payment' | 'coupon' | 'principal' | 'sale';

/** One cash flow of the whole order, from the customer's side: money out is negative. */
export interface CashFlow {
  date: string;
  kind: CashFlowKind;
  amountVnd: number;
}

/** Every figure of a registration, as the page shows it and the server recomputes it. */
export interface BondQuote {
  /** T+2 trading days after the registration date (§5's helper on a week without holidays). */
  settlementDate: string;
  /** Today's price of one bond for this side, VND. */
  unitPriceVnd: number;
  /** unit price × quantity. */
  valueVnd: number;
  /** value × fee rate, rounded half up. */
  feeVnd: number;
  /** A buy pays value + fee; a sale receives value − fee. */
  paymentVnd: number;
  /** The sale date of a flexible buy, else the maturity date. */
  exitDate: string;
  /** Days held, settlement to exit (a buy), else 0. */
  holdingDays: number;
  /**
   * A flexible buy: the projected price of one bond sold on the sale date, priced for the buyer's
   * settlement (T+2) at `sellYieldBps`; a coupon paid up to that settlement stays the customer's.
   */
  saleUnitPriceVnd: number | null;
  /** A flexible buy: the fee on the projected sale. */
  saleFeeVnd: number | null;
  /** The order's cash flows in date order (a buy: the payment, coupons, then the principal or the sale). */
  cashFlows: CashFlow[];
  /** Yield to maturity at the unit price, no fees (fraction a year, e.g. 0.0987). */
  ytm: number;
  /** A buy: XIRR of `cashFlows` (fees included); null for a sale. */
  irr: number | null;
  /** A buy: the sum of `cashFlows`, VND; null for a sale. */
  profitVnd: number | null;
}

/**
 * Why an order cannot be priced, by field (the codes are translated by the sites and the API):
 * - quantity: `bond_below_minimum`, `bond_above_remaining`, `bond_quantity_invalid`
 * - registrationDate: `bond_date_past`, `bond_date_closed` (weekend or holiday),
 *   `bond_date_after_maturity`
 * - saleDate: `required`, `bond_sale_before_settlement`, `bond_sale_after_maturity`,
 *   `bond_date_closed`
 */
export type BondOrderErrorCode =
  | 'required'
  | 'bond_below_minimum'
  | 'bond_above_remaining'
  | 'bond_quantity_invalid'
  | 'bond_date_past'
  | 'bond_date_closed'
  | 'bond_date_after_maturity'
  | 'bond_sale_before_settlement'
  | 'bond_sale_after_maturity';

export interface BondOrderError {
  field: 'quantity' | 'registrationDate' | 'saleDate';
  code: BondOrderErrorCode;
  /** For the message, e.g. `{ min: 10 }`, `{ remaining: 1200 }`, `{ date: '2028-09-26' }`. */
  params?: Record<string, string | number>;
}
