/**
 * The corporate-bond figures (issue 25; conventions in terms.ts). The page and the API server both
 * run this module, so it is pure TypeScript: money stays integral (BigInt where rates multiply it),
 * only the yields and the discounting are floating point.
 */
import { isTradingDay, nextTradingDay } from '../market/calendar.ts';
import type {
  BondOrder,
  BondOrderError,
  BondQuote,
  BondTerms,
  CashFlow,
  CashFlowKind,
  CouponPayment,
} from './terms.ts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01, or null when `iso` is not a real YYYY-MM-DD date. */
function dayNumberOrNull(iso: string | undefined): number | null {
  const match = ISO_DATE.exec(iso ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC maps 0–99 to 1900–1999 and rolls 31/2 into March: both are not the date asked for.
  const exact =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exact ? time / DAY_MS : null;
}

function dayNumber(iso: string): number {
  const day = dayNumberOrNull(iso);
  if (day === null) throw new RangeError(`not an ISO date (YYYY-MM-DD): ${iso}`);
  return day;
}

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const isValidIso = (iso: string | undefined): iso is string => dayNumberOrNull(iso) !== null;
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** `iso` plus `months`, on the same day of the month or the month's last day when it is shorter. */
function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(monthIndex / 12), monthIndex % 12];
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return isoOf(Date.UTC(y, m, Math.min(day, lastDay)) / DAY_MS);
}

const paymentDay = (iso: string) => (isTradingDay(iso) ? iso : nextTradingDay(iso));

/** num / den rounded half away from zero (half up for the positive money this module handles). */
function roundDiv(num: bigint, den: bigint): bigint {
  const sign = num < 0n !== den < 0n ? -1n : 1n;
  const [n, d] = [num < 0n ? -num : num, den < 0n ? -den : den];
  return sign * ((2n * n + d) / (2n * d));
}

/** A BigInt result back to a JS number, refusing one that a number cannot hold exactly. */
function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount out of the exact range: ${value}`);
  return n;
}

function toBigInt(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a safe integer: ${value}`);
  return BigInt(value);
}

/** §5's helper literally: Thu/Fri → +4 calendar days, else +2 (ISO in, ISO out). */
export function settlementHelper(isoDate: string): string {
  const day = dayNumber(isoDate);
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return isoOf(day + (weekday === 4 || weekday === 5 ? 4 : 2));
}

/** T+2 trading days after the trade date (equals settlementHelper on a week without holidays). */
export function settlementDate(tradeDate: string): string {
  return nextTradingDay(nextTradingDay(tradeDate));
}

/** Money: value × bps / 10000 rounded half up to the đồng, via BigInt (no float money). */
export function applyBps(amountVnd: number, bps: number): number {
  return toSafeNumber(roundDiv(toBigInt('amountVnd', amountVnd) * toBigInt('bps', bps), 10_000n));
}

/**
 * The coupon schedule of one bond from issue to maturity: period dates step `frequencyMonths` from
 * issueDate (clamped to month end, the last period ends on maturityDate), amount = face × rate ×
 * months/12 rounded half up per bond; paymentDate = scheduleDate or next trading day when closed;
 * floating: first `fixedPeriods` at firstRateBps, later at referenceRateBps+marginBps with
 * projected=true.
 */
export function couponSchedule(terms: BondTerms): CouponPayment[] {
  const { coupon, faceValueVnd, issueDate, maturityDate } = terms;
  const months = coupon.frequencyMonths;
  const face = toBigInt('faceValueVnd', faceValueVnd);
  const schedule: CouponPayment[] = [];
  // Each date steps from the issue date, not from the previous one, so 31/8 → 28/2 → 31/8 again.
  for (let k = 1; ; k++) {
    const stepped = addMonths(issueDate, k * months);
    const scheduleDate = stepped < maturityDate ? stepped : maturityDate;
    const projected = coupon.kind === 'floating' && k > coupon.fixedPeriods;
    const rateBps =
      coupon.kind === 'fixed'
        ? coupon.rateBps
        : projected
          ? coupon.referenceRateBps + coupon.marginBps
          : coupon.firstRateBps;
    const amount = roundDiv(face * toBigInt('rateBps', rateBps) * BigInt(months), 12n * 10_000n);
    schedule.push({
      scheduleDate,
      paymentDate: paymentDay(scheduleDate),
      rateBps,
      amountVnd: toSafeNumber(amount),
      projected,
    });
    if (scheduleDate === maturityDate) return schedule;
  }
}

/** The day the principal is repaid: the maturity date, or the next trading day when it is closed. */
const principalDate = (terms: BondTerms) => paymentDay(terms.maturityDate);

/**
 * The price of one bond for settlement on `settlement` at an annual Actual/365 yield: Σ future flows
 * (coupons with paymentDate > settlement, plus face at maturity) / (1+y)^(days/365), rounded half up
 * to the đồng.
 */
export function priceAtYield(terms: BondTerms, settlement: string, yieldBps: number): number {
  const y = yieldBps / 10_000;
  const discount = (date: string, amount: number) =>
    amount / (1 + y) ** (daysBetween(settlement, date) / 365);
  let price = 0;
  for (const c of couponSchedule(terms))
    if (c.paymentDate > settlement) price += discount(c.paymentDate, c.amountVnd);
  // The principal is paid on the same (trading) day as the last coupon, as quoteOrder's flows have it.
  if (principalDate(terms) > settlement)
    price += discount(principalDate(terms), terms.faceValueVnd);
  return Math.round(price);
}

/**
 * Excel XIRR: the r with Σ amountᵢ/(1+r)^((dᵢ−d₀)/365) = 0, d₀ the first date; null when there is no
 * sign change or no root in (-0.9999, 10). Robust: Newton from 0.1 with a bracketing bisection
 * fallback; result good to 1e-10.
 */
export function xirr(flows: readonly { date: string; amountVnd: number }[]): number | null {
  const first = flows[0];
  if (!first || !flows.some((f) => f.amountVnd > 0) || !flows.some((f) => f.amountVnd < 0))
    return null;
  const terms = flows.map((f) => ({ t: daysBetween(first.date, f.date) / 365, a: f.amountVnd }));
  const npv = (r: number) => terms.reduce((sum, { t, a }) => sum + a / (1 + r) ** t, 0);
  const slope = (r: number) =>
    terms.reduce((sum, { t, a }) => sum - (t * a) / (1 + r) ** (t + 1), 0);
  const [LOW, HIGH] = [-0.9999, 10];

  let r = 0.1;
  for (let i = 0; i < 100; i++) {
    const step = npv(r) / slope(r);
    if (!Number.isFinite(step)) break;
    r -= step;
    if (!(r > LOW && r < HIGH)) break;
    if (Math.abs(step) < 1e-13) return r;
  }

  // Newton left the interval or stalled: bracket a sign change on a grid (finer near −100 %, where
  // the NPV moves fastest) and bisect it.
  const grid = [
    LOW,
    -0.999,
    -0.99,
    -0.95,
    -0.9,
    -0.8,
    -0.6,
    -0.4,
    -0.2,
    0,
    0.1,
    0.2,
    0.5,
    1,
    2,
    5,
    HIGH,
  ];
  for (let g = 1; g < grid.length; g++) {
    let [lo, hi] = [grid[g - 1]!, grid[g]!];
    let fLo = npv(lo);
    if (fLo === 0) return lo;
    if (Math.sign(fLo) === Math.sign(npv(hi))) continue;
    for (let i = 0; i < 200 && hi - lo > 1e-15; i++) {
      const mid = (lo + hi) / 2;
      const fMid = npv(mid);
      if (Math.sign(fMid) === Math.sign(fLo)) [lo, fLo] = [mid, fMid];
      else hi = mid;
    }
    return (lo + hi) / 2;
  }
  return null;
}

/**
 * The expected sale date of a flexible buy held `months` months: settlement + months (month-end
 * clamped), moved to the next trading day when closed.
 */
export function saleDateAfterMonths(settlement: string, months: number): string {
  dayNumber(settlement);
  return paymentDay(addMonths(settlement, months));
}

/**
 * Every problem of an order, by field (empty when it can be priced); at most one a field, the first
 * that applies, so each field shows one message. today = Vietnam's ISO date. remaining = quantity
 * left for buys (sells are not limited by it).
 */
export function validateOrder(
  terms: BondTerms,
  order: BondOrder,
  context: { today: string; remaining: number },
): BondOrderError[] {
  const errors: BondOrderError[] = [];
  const isBuy = order.side === 'buy';

  const { quantity } = order;
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    errors.push({ field: 'quantity', code: 'bond_quantity_invalid' });
  else if (quantity < terms.minQuantity)
    errors.push({
      field: 'quantity',
      code: 'bond_below_minimum',
      params: { min: terms.minQuantity },
    });
  else if (isBuy && quantity > context.remaining)
    errors.push({
      field: 'quantity',
      code: 'bond_above_remaining',
      params: { remaining: context.remaining },
    });

  const registration = order.registrationDate;
  const settlement = isValidIso(registration) ? settlementDate(registration) : null;
  const dateError = (
    code: BondOrderError['code'],
    params?: BondOrderError['params'],
  ): BondOrderError =>
    params ? { field: 'registrationDate', code, params } : { field: 'registrationDate', code };
  if (settlement === null) errors.push(dateError('required'));
  else if (registration < context.today) errors.push(dateError('bond_date_past'));
  else if (!isTradingDay(registration)) errors.push(dateError('bond_date_closed'));
  else if (registration >= terms.maturityDate || settlement > terms.maturityDate)
    errors.push(dateError('bond_date_after_maturity', { date: terms.maturityDate }));

  if (isBuy && order.holding === 'flexible') {
    const sale = order.saleDate;
    if (!isValidIso(sale)) errors.push({ field: 'saleDate', code: 'required' });
    else if (settlement !== null && sale <= settlement)
      errors.push({
        field: 'saleDate',
        code: 'bond_sale_before_settlement',
        params: { date: settlement },
      });
    else if (sale >= terms.maturityDate)
      errors.push({
        field: 'saleDate',
        code: 'bond_sale_after_maturity',
        params: { date: terms.maturityDate },
      });
    else if (!isTradingDay(sale)) errors.push({ field: 'saleDate', code: 'bond_date_closed' });
  }
  return errors;
}

const KIND_ORDER: Record<CashFlowKind, number> = { payment: 0, coupon: 1, principal: 2, sale: 2 };

/** Every figure of a valid order (call validateOrder first; throws RangeError on an invalid one). */
export function quoteOrder(terms: BondTerms, order: BondOrder): BondQuote {
  // The pricing does not depend on today or on the stock left: those are the caller's checks.
  const problems = validateOrder(terms, order, {
    today: order.registrationDate,
    remaining: Number.MAX_SAFE_INTEGER,
  });
  if (problems.length > 0)
    throw new RangeError(
      `invalid bond order: ${problems.map((p) => `${p.field} ${p.code}`).join(', ')}`,
    );

  const isBuy = order.side === 'buy';
  const settlement = settlementDate(order.registrationDate);
  const quantity = BigInt(order.quantity);
  const unitPriceVnd = priceAtYield(
    terms,
    settlement,
    isBuy ? terms.buyYieldBps : terms.sellYieldBps,
  );
  const valueVnd = toSafeNumber(BigInt(unitPriceVnd) * quantity);
  const feeVnd = applyBps(valueVnd, terms.feeBps);
  const paymentVnd = isBuy ? valueVnd + feeVnd : valueVnd - feeVnd;

  const coupons = couponSchedule(terms).filter((c) => c.paymentDate > settlement);
  const maturityPay = principalDate(terms);
  const ytm = xirr([
    { date: settlement, amountVnd: -unitPriceVnd },
    ...coupons.map((c) => ({ date: c.paymentDate, amountVnd: c.amountVnd })),
    { date: maturityPay, amountVnd: terms.faceValueVnd },
  ]);
  if (ytm === null) throw new RangeError(`no yield to maturity at the price ${unitPriceVnd}`);

  const base = { settlementDate: settlement, unitPriceVnd, valueVnd, feeVnd, paymentVnd, ytm };
  if (!isBuy)
    return {
      ...base,
      exitDate: terms.maturityDate,
      holdingDays: 0,
      saleUnitPriceVnd: null,
      saleFeeVnd: null,
      cashFlows: [{ date: settlement, kind: 'payment', amountVnd: paymentVnd }],
      irr: null,
      profitVnd: null,
    };

  const saleDate = order.holding === 'flexible' ? order.saleDate : undefined;
  const flexible = saleDate !== undefined;
  const exitDate = saleDate ?? terms.maturityDate;
  const times = (amount: number) => toSafeNumber(BigInt(amount) * quantity);
  // The customer holds the bonds until the buyer settles (T+2 after the sale): a coupon paid up to
  // that day is theirs, and the sale price (priced for that day) leaves it out.
  const keptUntil = flexible ? settlementDate(exitDate) : maturityPay;
  const cashFlows: CashFlow[] = [{ date: settlement, kind: 'payment', amountVnd: -paymentVnd }];
  for (const c of coupons)
    if (c.paymentDate <= keptUntil)
      cashFlows.push({ date: c.paymentDate, kind: 'coupon', amountVnd: times(c.amountVnd) });

  let saleUnitPriceVnd: number | null = null;
  let saleFeeVnd: number | null = null;
  if (flexible) {
    saleUnitPriceVnd = priceAtYield(terms, keptUntil, terms.sellYieldBps);
    const saleValue = times(saleUnitPriceVnd);
    saleFeeVnd = applyBps(saleValue, terms.feeBps);
    cashFlows.push({ date: exitDate, kind: 'sale', amountVnd: saleValue - saleFeeVnd });
  } else {
    cashFlows.push({ date: maturityPay, kind: 'principal', amountVnd: times(terms.faceValueVnd) });
  }
  cashFlows.sort((a, b) =>
    a.date === b.date ? KIND_ORDER[a.kind] - KIND_ORDER[b.kind] : a.date < b.date ? -1 : 1,
  );

  return {
    ...base,
    exitDate,
    holdingDays: daysBetween(settlement, exitDate),
    saleUnitPriceVnd,
    saleFeeVnd,
    cashFlows,
    irr: xirr(cashFlows),
    profitVnd: cashFlows.reduce((sum, f) => sum + f.amountVnd, 0),
  };
}

type Figures = Pick<
  BondQuote,
  'unitPriceVnd' | 'valueVnd' | 'feeVnd' | 'paymentVnd' | 'ytm' | 'irr' | 'profitVnd'
>;

const YIELD_TOLERANCE = 1e-9;
const sameYield = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= YIELD_TOLERANCE;

/**
 * True when two quotes' figures agree: money exactly, yields within 1e-9 (what the server uses to
 * refuse a tampered body).
 */
export function sameFigures(a: Figures, b: Figures): boolean {
  return (
    a.unitPriceVnd === b.unitPriceVnd &&
    a.valueVnd === b.valueVnd &&
    a.feeVnd === b.feeVnd &&
    a.paymentVnd === b.paymentVnd &&
    a.profitVnd === b.profitVnd &&
    sameYield(a.ytm, b.ytm) &&
    sameYield(a.irr, b.irr)
  );
}
