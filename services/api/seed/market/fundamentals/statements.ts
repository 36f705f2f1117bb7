import {
  KEY_LINES,
  LINE_ITEMS,
  lineItems,
  sumTerms,
} from '@brokerage/shared/market/fundamentals/catalogue.ts';
import type { Period, Term } from '@brokerage/shared/market/fundamentals/types.ts';
import { Random, seedOf } from '@brokerage/shared/market/random.ts';
import type {
  BusinessPlanRow,
  FinancialStatementRow,
} from '@brokerage/shared/validation/fundamentals.ts';
import type { CorporateActionRow, FirmType } from '@brokerage/shared/validation/market.ts';
import { type GeneratedMarket, MARKET_END_DATE, MARKET_SEED } from '../generate';

/**
 * The demo market's financial statements and business plans, generated from the market itself
 * (generate.ts): deterministic (seeded from MARKET_SEED and the symbol), in the layout of each
 * firm type (shared/market/fundamentals/catalogue.ts), whole VND.
 *
 * Each company is simulated quarter by quarter from a warm-up year (not published) through the
 * last reported quarter, so the books hang together by construction:
 * - the balance sheet is built from its lines' targets (sized from the company's market cap and
 *   sector) with cash, one surplus asset and one borrowing line closing the gap, so assets equal
 *   liabilities plus equity;
 * - equity moves only by profit, cash dividends (on the quarter of their ex-date, cashPerShare ×
 *   the shares then), rights issues (new shares × subscription price) and the minority's share
 *   of profit; stock dividends and bonus shares move retained earnings, share premium or funds
 *   into charter capital, which is always the period end's shares × 10,000 VND;
 * - each cash-flow line is the change of the balance-sheet lines it stands for, or the cash
 *   part of an income line, so the statement's net flow is the change of balance-sheet cash,
 *   by the direct (F8) and the indirect (F9) method alike;
 * - a year is its four quarters (flows summed, balances at Q4).
 */

/** Par value of a Vietnamese share, VND. */
export const PAR_VALUE = 10_000;
/** A quarter's statements are published about this many days after it ends. */
export const PUBLICATION_LAG_DAYS = 30;
/** Years of annual statements published: the last full fiscal years before the end date. */
export const FUNDAMENTAL_YEARS = 5;

export interface GeneratedFundamentals {
  /** The published periods, oldest first (each year's quarters, then the year as quarter 0). */
  periods: Period[];
  statements: FinancialStatementRow[];
  businessPlans: BusinessPlanRow[];
}

type Values = Record<string, number>;
type MarketInput = Pick<
  GeneratedMarket,
  'companies' | 'corporateActions' | 'sessions' | 'shares'
> & {
  dailyPrices?: GeneratedMarket['dailyPrices'];
};

const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'] as const;
const SEASON = [0.93, 1.0, 0.99, 1.08] as const;

/** The published periods for an end date: five full years, then the current year's reported quarters. */
export function publishedPeriods(endDate: string): Period[] {
  const endYear = Number(endDate.slice(0, 4));
  const periods: Period[] = [];
  for (let year = endYear - FUNDAMENTAL_YEARS; year < endYear; year += 1) {
    for (const quarter of [1, 2, 3, 4] as const) periods.push({ year, quarter });
    periods.push({ year, quarter: 0 });
  }
  for (const quarter of [1, 2, 3, 4] as const) {
    if (addDays(`${endYear}-${QUARTER_END[quarter - 1]}`, PUBLICATION_LAG_DAYS) <= endDate) {
      periods.push({ year: endYear, quarter });
    }
  }
  return periods;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The leaf codes (and signs) a sum of lines comes to, subtotals expanded. */
function leaves(firmType: FirmType, terms: readonly Term[]): Map<string, number> {
  const items = lineItems(firmType);
  const out = new Map<string, number>();
  const walk = (code: string, sign: number) => {
    const item = items.get(code);
    if (item?.subtotal) for (const [c, s] of item.terms) walk(c, sign * s);
    else out.set(code, (out.get(code) ?? 0) + sign);
  };
  for (const [code, sign] of terms) walk(code, sign);
  return out;
}

/** Fills every subtotal of a firm type from its terms. */
function withSubtotals(firmType: FirmType, values: Values, summary: boolean): Values {
  const items = lineItems(firmType);
  const out: Values = { ...values };
  const value = (code: string): number => {
    const known = out[code];
    if (known !== undefined) return known;
    const item = items.get(code);
    if (!item?.subtotal) return 0;
    const v = item.terms.reduce((sum, [c, s]) => sum + s * value(c), 0);
    out[code] = v;
    return v;
  };
  for (const item of items.values()) {
    if (item.subtotal && (summary || item.family !== 'CFS')) value(item.code);
  }
  return out;
}

/** Per firm type: where equity, cash and the balancing lines live on the balance sheet. */
interface Layout {
  charter: string;
  premium: string;
  fund: string;
  retained: string;
  minority: string | null;
  /** Cash lines and the share of cash each holds (the last takes the rest). */
  cash: readonly [string, number][];
  /** The asset that takes surplus funds and the borrowing that covers a shortfall. */
  surplus: string;
  deficit: string;
  fixedAssets: string;
  /** Capital work in progress (paid for as capex). */
  inProgress: string | null;
  /** Assets bought and sold as investing activities. */
  investments: readonly string[];
  /** Borrowings (financing activities). */
  borrowings: readonly string[];
}

const LAYOUTS: Record<FirmType, Layout> = {
  bank: {
    charter: 'F2041',
    premium: 'F2042',
    fund: 'F2043',
    retained: 'F2044',
    minority: 'F2045',
    cash: [
      ['F2001', 0.25],
      ['F2002', 0.75],
    ],
    surplus: 'F2008',
    deficit: 'F2031',
    fixedAssets: 'F2010',
    inProgress: null,
    investments: ['F2009'],
    borrowings: [],
  },
  company: {
    charter: 'F2051',
    premium: 'F2052',
    fund: 'F2053',
    retained: 'F2054',
    minority: 'F2055',
    cash: [['F2002', 1]],
    surplus: 'F2003',
    deficit: 'F2035',
    fixedAssets: 'F2012',
    inProgress: 'F2014',
    investments: ['F2003', 'F2013', 'F2015'],
    borrowings: ['F2035', 'F2041'],
  },
  insurance: {
    charter: 'F2051',
    premium: 'F2052',
    fund: 'F2053',
    retained: 'F2054',
    minority: 'F2055',
    cash: [['F2002', 1]],
    surplus: 'F2003',
    deficit: 'F2032',
    fixedAssets: 'F2011',
    inProgress: null,
    investments: ['F2003', 'F2012', 'F2013'],
    borrowings: ['F2032'],
  },
  securities: {
    charter: 'F2051',
    premium: 'F2052',
    fund: 'F2053',
    retained: 'F2054',
    minority: null,
    cash: [['F2003', 1]],
    surplus: 'F2005',
    deficit: 'F2032',
    fixedAssets: 'F2012',
    inProgress: null,
    investments: ['F2011'],
    borrowings: ['F2032', 'F2033', 'F2036'],
  },
};

/** The prefix of the cash-flow family whose net flows the summary (CFS) repeats. */
const SUMMARY_FAMILY: Record<FirmType, 'F8' | 'F9'> = {
  bank: 'F8',
  company: 'F9',
  insurance: 'F8',
  securities: 'F8',
};

/** Life insurers' share of premiums (the others write non-life business only). */
const LIFE_SHARE: Record<string, number> = { BVH: 0.6 };

/** What a quarter's model hands to the shared bookkeeping. */
interface QuarterResult {
  /** Income-statement, business-performance and balance-sheet leaves (not cash, surplus, deficit). */
  values: Values;
  /** Profit after tax, total. */
  profit: number;
  depreciation: number;
  cashTarget: number;
  deficitTarget: number;
  /** Operating cash-flow lines (F8 and/or F9), investment income received and non-BS lines. */
  operating: (open: Values, close: Values) => Values;
  investmentIncome: number;
  /** Business-performance lines that need the closed balance sheet. */
  closing?: (close: Values) => Values;
}

interface Context {
  random: Random;
  year: number;
  quarter: number;
  macro: number;
  bad: boolean;
  open: Values;
  /** Equity before this quarter's profit. */
  equity: number;
  /** Total assets at the quarter's start. */
  assets: number;
}

const round = Math.round;
const d = (open: Values, close: Values, ...codes: string[]) =>
  codes.reduce((sum, c) => sum + (close[c] ?? 0) - (open[c] ?? 0), 0);

/** One company's simulation parameters and models, drawn once from its own stream. */
function companyModel(
  firmType: FirmType,
  symbol: string,
  random: Random,
  equity0: number,
  icb: string,
) {
  const realEstate = icb === '8600';
  if (firmType === 'bank') {
    const p = {
      lev: random.between(10, 13),
      loans: random.between(0.6, 0.7),
      interbank: random.between(0.05, 0.1),
      trading: random.between(0.004, 0.015),
      lti: random.between(0.002, 0.006),
      fa: random.between(0.004, 0.008),
      other: random.between(0.02, 0.04),
      cash: random.between(0.025, 0.04),
      gov: random.between(0.003, 0.02),
      papers: random.between(0.03, 0.1),
      otherL: random.between(0.02, 0.03),
      ib: random.between(0.05, 0.09),
      ldr: random.between(0.78, 0.95),
      casa: random.between(0.12, 0.4),
      yield: random.between(0.07, 0.09),
      nim: random.between(0.028, 0.045),
      fee: random.between(0.003, 0.008),
      cir: random.between(0.28, 0.45),
      credit: random.between(0.006, 0.015),
      npl: random.between(0.01, 0.025),
      coverage: random.between(0.9, 2.2),
    };
    return (c: Context): QuarterResult => {
      const { open, random: r } = c;
      const assets = c.equity * p.lev * (1 + 0.01 * r.normal());
      const earning = d({}, open, 'F2002', 'F2003', 'F2004', 'F2006', 'F2008');
      const nim = Math.max(
        0.012,
        p.nim + 0.003 * c.macro + 0.001 * r.normal() - (c.bad ? 0.006 : 0),
      );
      const v: Values = {};
      v.F3001 = round((p.yield * earning) / 4);
      v.F3002 = round(((p.yield - nim) * earning) / 4);
      v.F3004 = round(((p.fee * c.assets) / 4) * (1 + 0.08 * r.normal()));
      v.F3005 = round(v.F3004 * 0.3);
      const side = (share: number, noise: number) =>
        round(((c.assets * share) / 4) * (1 + noise * r.normal()));
      v.F3007 = side(0.0008, 0.5);
      v.F3008 = side(0.0003, 2);
      v.F3009 = side(0.0004, 2);
      v.F3010 = side(0.002, 0.6);
      v.F3011 = round(((open.F2009 ?? 0) * 0.06) / 4);
      const income =
        v.F3001 - v.F3002 + v.F3004 - v.F3005 + v.F3007 + v.F3008 + v.F3009 + v.F3010 + v.F3011;
      v.F3013 = round(Math.max(0, income) * p.cir * (1 + 0.04 * r.normal()));
      const depreciation = round(((open.F2010 ?? 0) * 0.12) / 4);
      v.F3015 = round(
        ((p.credit * (c.bad ? 1.8 : 1) * (open.F2006 ?? 0)) / 4) * (1 + 0.15 * r.normal()),
      );
      const pbt = income - v.F3013 - v.F3015;
      v.F3017 = pbt > 0 ? round(pbt * 0.2) : 0;
      const profit = pbt - v.F3017;
      // Balance sheet.
      const loans = round(assets * p.loans * (1 + 0.01 * r.normal()));
      v.F2006 = loans;
      const nplRatio = Math.max(0.006, p.npl * (c.bad ? 1.4 : 1) * (1 + 0.1 * r.normal()));
      v.F4003 = round(loans * nplRatio * 1.3);
      v.F4004 = round(loans * nplRatio * 0.3);
      v.F4005 = round(loans * nplRatio * 0.25);
      v.F4006 = round(loans * nplRatio * 0.45);
      v.F4002 = loans - v.F4003 - v.F4004 - v.F4005 - v.F4006;
      const npl = v.F4004 + v.F4005 + v.F4006;
      // The opening balance sheet (no previous quarter) starts at the covered reserve.
      const reserveOpen = open.F2007 === undefined ? round(p.coverage * npl) : -open.F2007;
      const writeOff = Math.max(0, round(reserveOpen + v.F3015 - p.coverage * npl));
      const reserve = reserveOpen + v.F3015 - writeOff;
      v.F2007 = -reserve;
      v.F4012 = reserve;
      v.F4013 = writeOff;
      v.F2003 = round(assets * p.interbank * (1 + 0.05 * r.normal()));
      v.F2004 = round(assets * p.trading * (1 + 0.1 * r.normal()));
      v.F2009 = round(assets * p.lti);
      const capexTarget = assets * p.fa;
      v.F2010 = Math.max(round(capexTarget), (open.F2010 ?? 0) - depreciation);
      v.F2011 = round(assets * p.other * (1 + 0.05 * r.normal()));
      v.F2030 = round(assets * p.gov);
      v.F2032 = round(loans / (p.ldr * (1 + 0.02 * r.normal())));
      v.F4009 = round(v.F2032 * p.casa * (1 + 0.03 * r.normal()));
      v.F4010 = v.F2032 - v.F4009;
      v.F2033 = round(assets * p.papers);
      v.F2034 = round(assets * p.otherL * (1 + 0.05 * r.normal()));
      return {
        values: v,
        profit,
        depreciation,
        cashTarget: round(assets * p.cash),
        deficitTarget: round(assets * p.ib),
        investmentIncome: v.F3011,
        closing: (close) => ({ F4011: d({}, close, 'F2002', 'F2003', 'F2004', 'F2006', 'F2008') }),
        operating: (o, cl) => ({
          F8001: v.F3001!,
          F8002: -v.F3002!,
          F8003: v.F3004! - v.F3005!,
          F8004: v.F3007! + v.F3008! + v.F3009!,
          F8005: v.F3010!,
          F8006: -(v.F3013! - depreciation),
          F8007: -v.F3017!,
          F8009: -d(o, cl, 'F2003'),
          F8010: -d(o, cl, 'F2004', 'F2008'),
          F8011: -d(o, cl, 'F2006'),
          F8012: -writeOff,
          F8013: -d(o, cl, 'F2011'),
          F8014: d(o, cl, 'F2030'),
          F8015: d(o, cl, 'F2031'),
          F8016: d(o, cl, 'F2032'),
          F8017: d(o, cl, 'F2033'),
          F8018: d(o, cl, 'F2034'),
        }),
      };
    };
  }

  if (firmType === 'insurance') {
    const life = LIFE_SHARE[symbol] ?? 0;
    const p = {
      scale: equity0 * random.between(0.9, 1.8),
      growth: random.between(0.05, 0.12),
      cede: random.between(0.15, 0.35),
      rec: random.between(0.15, 0.25),
      fa: random.between(0.015, 0.03),
      ip: random.between(0.01, 0.03),
      pay: random.between(0.08, 0.12),
      lt: random.between(0.3, 0.45),
      combined: random.between(0.94, 1.02),
      yield: random.between(0.05, 0.065),
      ga: random.between(0.08, 0.11),
    };
    let scale = p.scale;
    return (c: Context): QuarterResult => {
      const { open, random: r } = c;
      if (c.quarter === 1)
        scale *= 1 + p.growth + 0.04 * c.macro + 0.03 * r.normal() - (c.bad ? 0.12 : 0);
      const gross = round((scale / 4) * SEASON[c.quarter - 1]! * (1 + 0.04 * r.normal()));
      const v: Values = {};
      v.F4003 = round(gross * life);
      v.F4002 = gross - v.F4003;
      v.F3001 = gross;
      v.F3002 = round(v.F4002 * 0.05);
      const nonLifeYear = (v.F4002 + v.F3002) * 4;
      v.F2037 = round(nonLifeYear * 0.4 * (1 + 0.02 * r.normal()));
      // Life policies' reserve builds up from premiums; the opening one is about two years of them.
      v.F2038 = round((open.F2038 ?? p.scale * life * 2) * 0.99 + v.F4003 * 0.55);
      v.F2039 = round(nonLifeYear * 0.25 * (1 + 0.03 * r.normal()));
      v.F2041 = (open.F2041 ?? 0) + round(v.F4002 * 0.01);
      v.F3003 = d(open, v, 'F2037');
      v.F3005 = round((v.F4002 + v.F3002) * p.cede);
      v.F3007 = round(v.F3005 * 0.3);
      v.F3011 = d(open, v, 'F2038', 'F2039');
      v.F3012 = d(open, v, 'F2041');
      const earned = v.F3001 + v.F3002 - v.F3003 - v.F3005;
      v.F3014 = round(gross * 0.12 * (1 + 0.03 * r.normal()));
      v.F3020 = round(gross * p.ga * (1 + 0.03 * r.normal()));
      const target = (p.combined + (c.bad ? 0.06 : 0) + 0.02 * r.normal()) * earned;
      const netClaims = Math.max(
        round(0.15 * earned),
        round(target - v.F3014 - v.F3020 - v.F3011 - v.F3012),
      );
      const recovery = p.cede * 0.6;
      v.F3009 = round(netClaims / (1 - recovery));
      v.F3010 = v.F3009 - netClaims;
      const portfolio = d({}, open, 'F2002', 'F2003', 'F2012', 'F2013');
      v.F3017 = round(((p.yield + 0.004 * c.macro) * portfolio) / 4);
      v.F3018 = round(v.F3017 * 0.12 + ((open.F2032 ?? 0) * 0.07) / 4);
      v.F3022 = round(gross * 0.002 * r.normal());
      const depreciation = round(((open.F2011 ?? 0) * 0.1) / 4);
      const pbt =
        v.F3001 +
        v.F3002 -
        v.F3003 -
        v.F3005 +
        v.F3007 -
        netClaims -
        v.F3011 -
        v.F3012 -
        v.F3014 +
        v.F3017 -
        v.F3018 -
        v.F3020 +
        v.F3022;
      v.F3024 = pbt > 0 ? round(pbt * 0.2) : 0;
      const year = gross * 4;
      v.F2004 = round(year * p.rec * (1 + 0.04 * r.normal()));
      v.F2005 = round((v.F2037 + v.F2039) * p.cede * 0.8);
      v.F2006 = round(year * 0.02);
      v.F2011 = Math.max(round(year * p.fa), (open.F2011 ?? 0) - depreciation);
      v.F2012 = round(year * p.ip);
      v.F2013 = round((c.equity + v.F2037 + v.F2038 + v.F2039) * p.lt);
      v.F2014 = round(year * 0.02);
      v.F2033 = round(year * p.pay * (1 + 0.04 * r.normal()));
      v.F2034 = round(year * 0.05);
      v.F2042 = round(year * 0.01);
      v.F4004 = earned;
      v.F4005 = netClaims + v.F3011 + v.F3012;
      v.F4006 = v.F3014 + v.F3020;
      return {
        values: v,
        profit: pbt - v.F3024,
        depreciation,
        cashTarget: round(year * 0.04),
        deficitTarget: 0,
        investmentIncome: v.F3017,
        closing: (close) => ({
          F4007: d({}, close, 'F2037', 'F2038', 'F2039', 'F2041'),
          F4008: d({}, close, 'F2002', 'F2003', 'F2012', 'F2013'),
        }),
        operating: (o, cl) => ({
          F8001: v.F3001! + v.F3002! - d(o, cl, 'F2004'),
          F8002: -v.F3005! + d(o, cl, 'F2033'),
          F8003: -(v.F3009! - v.F3010!) - d(o, cl, 'F2005'),
          F8004: v.F3007!,
          F8005:
            -(v.F3014! + v.F3020! - depreciation) +
            d(o, cl, 'F2034', 'F2042') -
            d(o, cl, 'F2006', 'F2014'),
          F8006: v.F3022! - v.F3018!,
          F8007: -v.F3024!,
          F9001: pbt,
          F9002: depreciation,
          F9003: v.F3003! + v.F3011! + v.F3012!,
          F9004: -v.F3017!,
          F9006: -d(o, cl, 'F2004', 'F2005'),
          F9007: d(o, cl, 'F2033', 'F2034', 'F2042'),
          F9008: -d(o, cl, 'F2006', 'F2014'),
          F9009: -v.F3024!,
        }),
      };
    };
  }

  if (firmType === 'securities') {
    const p = {
      margin: random.between(0.6, 1.4),
      fvtpl: random.between(0.2, 0.7),
      afs: random.between(0.05, 0.3),
      rec: random.between(0.03, 0.08),
      lti: random.between(0, 0.08),
      fa: random.between(0.01, 0.03),
      payT: random.between(0.05, 0.15),
      bonds: random.between(0, 0.3),
      lt: random.between(0, 0.1),
      debt: random.between(0.4, 1.0),
      broker: random.between(0.12, 0.3),
      brokerCost: random.between(0.55, 0.75),
      ga: random.between(0.02, 0.04),
    };
    return (c: Context): QuarterResult => {
      const { open, random: r, equity } = c;
      const activity = Math.exp(0.25 * c.macro + 0.1 * r.normal() - (c.bad ? 0.3 : 0));
      const v: Values = {};
      const ret = 0.02 + 0.05 * c.macro + 0.04 * r.normal();
      const fv = open.F2004 ?? 0;
      v.F3001 = round(fv * (0.04 + Math.max(0, ret)));
      v.F3010 = round(fv * (0.03 + Math.max(0, -ret)));
      v.F3002 = round(((open.F2005 ?? 0) * 0.065) / 4);
      v.F3003 = round(((open.F2006 ?? 0) * 0.12) / 4);
      v.F3004 = round(Math.max(0, (((open.F2007 ?? 0) * 0.05) / 4) * (1 + 0.5 * r.normal())));
      v.F3005 = round(((p.broker * equity * activity) / 4) * (1 + 0.08 * r.normal()));
      v.F3006 = round(((0.02 * equity) / 4) * Math.max(0.1, 1 + 0.4 * r.normal()));
      v.F3007 = round(((0.01 * equity) / 4) * Math.max(0.1, 1 + 0.4 * r.normal()));
      v.F3008 = round((0.005 * equity) / 4);
      v.F3011 = round(v.F3005 * p.brokerCost);
      v.F3012 = round(0.3 * (v.F3006 + v.F3007 + v.F3008) + (0.005 * equity) / 4);
      v.F3014 = round(((open.F2003 ?? 0) * 0.01) / 4 + ((open.F2011 ?? 0) * 0.03) / 4);
      const debt = d({}, open, 'F2032', 'F2033', 'F2036');
      v.F3016 = round((debt * 0.065) / 4);
      v.F3015 = round(v.F3016 * 1.05);
      v.F3017 = round(((p.ga * equity) / 4) * (1 + 0.05 * r.normal()));
      v.F3019 = round(((0.001 * equity) / 4) * r.normal());
      const revenue = v.F3001 + v.F3002 + v.F3003 + v.F3004 + v.F3005 + v.F3006 + v.F3007 + v.F3008;
      const pbt = revenue - v.F3010 - v.F3011 - v.F3012 + v.F3014 - v.F3015 - v.F3017 + v.F3019;
      v.F3021 = pbt > 0 ? round(pbt * 0.2) : 0;
      v.F3023 = pbt - v.F3021;
      const depreciation = round(((open.F2012 ?? 0) * 0.15) / 4);
      v.F4001 = round(equity * p.margin * activity);
      v.F4002 = round(v.F4001 * 0.08);
      v.F2006 = v.F4001 + v.F4002;
      v.F2004 = round(equity * p.fvtpl * (1 + 0.1 * r.normal()));
      v.F2007 = round(equity * p.afs);
      v.F2008 = round(equity * p.rec * activity);
      v.F2009 = round(equity * 0.01);
      v.F2011 = round(equity * p.lti);
      v.F2012 = Math.max(round(equity * p.fa), (open.F2012 ?? 0) - depreciation);
      v.F2013 = round(equity * 0.01);
      v.F2033 = round(equity * p.bonds);
      v.F2034 = round(equity * p.payT * activity);
      v.F2035 = round(equity * 0.03);
      v.F2036 = round(equity * p.lt);
      v.F4003 = v.F3005;
      v.F4004 = v.F3003;
      v.F4008 = v.F3001 + v.F3004 - v.F3010;
      return {
        values: v,
        profit: pbt - v.F3021,
        depreciation,
        cashTarget: round(equity * 0.08),
        deficitTarget: round(equity * p.debt * activity),
        investmentIncome: v.F3014,
        closing: (close) => ({ F4006: close.F2004!, F4007: close.F2007!, F4010: close.F2005! }),
        operating: (o, cl) => ({
          F8001: v.F3005! + v.F3006! + v.F3007! + v.F3008! - d(o, cl, 'F2008'),
          F8002: v.F3002! + v.F3003! + v.F3004!,
          F8003: v.F3001! - v.F3010! - d(o, cl, 'F2004', 'F2005', 'F2007'),
          F8004: -d(o, cl, 'F2006'),
          F8005:
            -(v.F3011! + v.F3012! + v.F3017! - depreciation) -
            d(o, cl, 'F2009', 'F2013') +
            d(o, cl, 'F2035'),
          F8006: d(o, cl, 'F2034'),
          F8007: -v.F3015!,
          F8008: -v.F3021!,
          F8009: v.F3019!,
          F9001: pbt,
          F9002: depreciation,
          F9003: -v.F3014!,
          F9005: -d(o, cl, 'F2004'),
          F9006: -d(o, cl, 'F2005'),
          F9007: -d(o, cl, 'F2006'),
          F9008: -d(o, cl, 'F2007'),
          F9009: -d(o, cl, 'F2008', 'F2009', 'F2013'),
          F9010: d(o, cl, 'F2034', 'F2035'),
          F9011: -v.F3021!,
        }),
      };
    };
  }

  // An ordinary company: sized by revenue.
  const netMargin = realEstate ? random.between(0.15, 0.3) : random.between(0.04, 0.15);
  const roe = random.between(0.08, 0.22);
  const p = {
    growth: random.between(0.03, 0.15),
    selling: random.between(0.02, 0.08),
    admin: random.between(0.02, 0.05),
    deductions: random.between(0.003, 0.02),
    goods: random.between(0.5, 0.9),
    services: random.between(0.05, 0.3),
    rec: random.between(0.1, 0.25),
    inv: realEstate ? random.between(0.8, 2) : random.between(0.05, 0.3),
    fa: random.between(0.15, 0.6),
    ip: realEstate ? random.between(0.1, 0.3) : random.between(0, 0.05),
    lti: random.between(0.03, 0.15),
    pay: random.between(0.1, 0.2),
    adv: realEstate ? random.between(0.3, 0.6) : random.between(0.02, 0.05),
    debt: random.between(0, 0.8),
    cash: random.between(0.05, 0.15),
    rate: random.between(0.06, 0.1),
    yield: random.between(0.04, 0.06),
    tax: random.between(0.17, 0.22),
  };
  let scale = (equity0 * roe) / netMargin;
  // Enough gross margin to pay selling, admin and interest and keep the drawn net margin.
  const interestBurden = (p.debt * p.rate * netMargin) / roe + 0.002;
  const grossMargin0 = netMargin / 0.8 + p.selling + p.admin + interestBurden;
  let grossMargin = grossMargin0;
  return (c: Context): QuarterResult => {
    const { open, random: r } = c;
    if (c.quarter === 1) {
      scale *= 1 + p.growth + 0.05 * c.macro + 0.04 * r.normal() - (c.bad ? 0.2 : 0);
      grossMargin = Math.min(
        0.9,
        Math.max(
          0.05,
          0.7 * grossMargin +
            0.3 * grossMargin0 +
            0.01 * r.normal() -
            (c.bad ? 0.25 * grossMargin0 : 0),
        ),
      );
    }
    const v: Values = {};
    const net = round((scale / 4) * SEASON[c.quarter - 1]! * (1 + 0.03 * r.normal()));
    v.F3001 = round(net / (1 - p.deductions));
    v.F3002 = v.F3001 - net;
    v.F3004 = round(net * (1 - grossMargin - 0.01 * r.normal()));
    v.F4001 = round(net * p.goods);
    v.F4002 = round((net * (1 - p.goods) * p.services) / (p.services + 0.1));
    v.F4003 = net - v.F4001 - v.F4002;
    v.F4005 = v.F3004;
    const liquid = d({}, open, 'F2002', 'F2003');
    v.F3006 = round((p.yield * liquid) / 4);
    v.F3009 = round(((open.F2015 ?? 0) * 0.04) / 4);
    v.F3008 = round((p.rate * d({}, open, 'F2035', 'F2041')) / 4);
    v.F3007 = round(v.F3008 * 1.15 + net * 0.002);
    v.F3010 = round(net * p.selling * (1 + 0.03 * r.normal()));
    v.F3011 = round(net * p.admin * (1 + 0.05 * r.normal()));
    v.F3013 = round(net * 0.004 * (1 + 0.5 * Math.abs(r.normal())));
    v.F3014 = round(net * 0.003 * (1 + 0.5 * Math.abs(r.normal())));
    const pbt = net - v.F3004 + v.F3006 - v.F3007 + v.F3009 - v.F3010 - v.F3011 + v.F3013 - v.F3014;
    v.F3017 = pbt > 0 ? round(pbt * p.tax) : 0;
    const depreciation = round(((open.F2012 ?? 0) * 0.1) / 4);
    v.F4007 = depreciation;
    v.F4008 = pbt + v.F3008;
    const year = scale;
    const cogsYear = year * (1 - grossMargin);
    const noise = () => 1 + 0.04 * r.normal();
    v.F2004 = round(year * p.rec * noise());
    v.F2005 = round(year * p.inv * noise());
    v.F2006 = round(year * 0.02);
    v.F2011 = round(year * 0.02);
    v.F2012 = Math.max(round(year * p.fa), (open.F2012 ?? 0) - depreciation);
    v.F2014 = round(v.F2012 * 0.08 * noise());
    v.F2013 = round(year * p.ip);
    v.F2015 = round(year * p.lti);
    v.F2016 = round(year * 0.03);
    v.F2032 = round(cogsYear * p.pay * noise());
    v.F2033 = round(year * p.adv * noise());
    v.F2034 = round(year * 0.015);
    v.F2036 = round(year * 0.05 * noise());
    v.F2041 = round(c.equity * p.debt * 0.4);
    v.F2042 = round(year * 0.02);
    return {
      values: v,
      profit: pbt - v.F3017,
      depreciation,
      cashTarget: round(year * p.cash),
      deficitTarget: round(c.equity * p.debt * 0.6),
      investmentIncome: v.F3006 + v.F3009,
      operating: (o, cl) => ({
        F9001: pbt,
        F9002: depreciation,
        F9003: -(v.F3006! + v.F3009!),
        F9004: v.F3008!,
        F9006: -d(o, cl, 'F2004', 'F2011'),
        F9007: -d(o, cl, 'F2005'),
        F9008: d(o, cl, 'F2032', 'F2033', 'F2034', 'F2036', 'F2042'),
        F9009: -d(o, cl, 'F2006', 'F2016'),
        F9010: -v.F3008!,
        F9011: -v.F3017!,
      }),
    };
  };
}

interface EquityParts {
  charter: number;
  premium: number;
  fund: number;
  retained: number;
  minority: number;
}
const totalEquity = (e: EquityParts) => e.charter + e.premium + e.fund + e.retained + e.minority;

/** The codes of a period whose values are written, per firm type (cached). */
const ITEMS_BY_TYPE = new Map(
  (['bank', 'insurance', 'securities', 'company'] as const).map((t) => [
    t,
    LINE_ITEMS.filter((i) => i.firmType === t),
  ]),
);

/** Book value per share over par at the start, by firm type (a P/B drawn from these). */
const PB_RANGE: Record<FirmType, [number, number]> = {
  // Listed Vietnamese banks trade well above book; sizing them from a low P/B would make
  // the largest (VCB) several times its real balance sheet.
  bank: [2, 3.5],
  insurance: [1.2, 2.2],
  securities: [1, 2.2],
  company: [1.2, 3.2],
};
const MINORITY_RANGE: Record<FirmType, [number, number]> = {
  bank: [0, 0.01],
  insurance: [0, 0.04],
  securities: [0, 0],
  company: [0, 0.12],
};
const PROFIT_LINES: Record<FirmType, { parent: string; minority: string | null }> = {
  bank: { parent: 'F3020', minority: 'F3019' },
  company: { parent: 'F3019', minority: 'F3020' },
  insurance: { parent: 'F3026', minority: 'F3027' },
  securities: { parent: 'F3023', minority: null },
};

interface CompanyInput {
  symbol: string;
  firmType: FirmType;
  icbCode: string;
  price: number;
  sessions: readonly string[];
  shares: readonly number[];
  actions: readonly CorporateActionRow[];
}

interface CompanyBooks {
  /** Quarter values by "year-quarter" (quarter 0 = the year), warm-up year included. */
  periods: Map<string, Values>;
  planRandom: Random;
}

const key = (year: number, quarter: number) => `${year}-${quarter}`;

function simulateCompany(
  input: CompanyInput,
  macro: ReadonlyMap<number, number>,
  firstYear: number,
  last: Period,
  seed: number,
): CompanyBooks {
  const { symbol, firmType, sessions, shares } = input;
  const random = new Random(seedOf(`${seed}|fundamentals|${symbol}`));
  const layout = LAYOUTS[firmType];
  const items = ITEMS_BY_TYPE.get(firmType)!;
  const keys = KEY_LINES[firmType];
  const assetLeaves = leaves(firmType, keys.totalAssets);
  const assetTerms = [...assetLeaves].map(([code, sign]): Term => [code, sign > 0 ? 1 : -1]);
  const fundingLeaves = leaves(firmType, [...keys.totalLiabilities, ...keys.totalEquity]);
  const cashCodes = new Set(layout.cash.map(([c]) => c));
  const families = new Set(items.map((i) => i.family));
  const cashFamilies = (['F8', 'F9'] as const).filter((f) => families.has(f));

  const shares0 = shares[0]!;
  const charter0 = shares0 * PAR_VALUE;
  const pb = random.between(...PB_RANGE[firmType]);
  const parent0 = Math.max(round(charter0 * 1.1), round((input.price * shares0) / pb));
  const minorityShare = random.between(...MINORITY_RANGE[firmType]);
  const rest = parent0 - charter0;
  const equity: EquityParts = {
    charter: charter0,
    premium: round(rest * 0.25),
    fund: round(rest * 0.15),
    retained: rest - round(rest * 0.25) - round(rest * 0.15),
    minority: round((parent0 * minorityShare) / (1 - minorityShare)),
  };
  const fundRate = random.between(0.05, 0.1);
  const model = companyModel(firmType, symbol, random, totalEquity(equity), input.icbCode);
  const bad = new Map<number, boolean>();
  for (let year = firstYear; year <= last.year; year += 1) {
    bad.set(year, (macro.get(year) ?? 0) < -1.3 || random.chance(0.1));
  }
  const sessionIndex = new Map(sessions.map((date, i) => [date, i]));

  /** The closed balance sheet: the model's lines, equity, then cash, surplus and borrowing. */
  const close = (values: Values, cashTarget: number, deficitTarget: number): Values => {
    const bs: Values = {};
    for (const [code, value] of Object.entries(values)) if (code.startsWith('F2')) bs[code] = value;
    bs[layout.charter] = equity.charter;
    bs[layout.premium] = equity.premium;
    bs[layout.fund] = equity.fund;
    bs[layout.retained] = equity.retained;
    if (layout.minority) bs[layout.minority] = equity.minority;
    let gap = 0;
    for (const [code, sign] of fundingLeaves)
      if (code !== layout.deficit) gap += sign * (bs[code] ?? 0);
    for (const [code, sign] of assetLeaves) {
      if (!cashCodes.has(code) && code !== layout.surplus) gap -= sign * (bs[code] ?? 0);
    }
    // cash + surplus − deficit = gap.
    const minCash = round(cashTarget * 0.3);
    const available = gap + deficitTarget;
    let cash = cashTarget;
    let surplus = available - cashTarget;
    let deficit = deficitTarget;
    if (available < cashTarget) {
      surplus = 0;
      cash = Math.max(minCash, available);
      deficit = deficitTarget + cash - available;
    }
    bs[layout.surplus] = surplus;
    bs[layout.deficit] = deficit;
    let left = cash;
    layout.cash.forEach(([code, share], i) => {
      const part = i === layout.cash.length - 1 ? left : round(cash * share);
      bs[code] = part;
      left -= part;
    });
    return bs;
  };

  // The opening balance sheet, at the end of the year before the first.
  const opening = model({
    random,
    year: firstYear - 1,
    quarter: 4,
    macro: 0,
    bad: false,
    open: {},
    equity: totalEquity(equity),
    assets: 0,
  });
  let open = close(opening.values, opening.cashTarget, opening.deficitTarget);
  const periods = new Map<string, Values>();
  let lastYearParent = 0;
  let yearParent = 0;

  for (let year = firstYear; year <= last.year; year += 1) {
    for (let quarter = 1; quarter <= 4; quarter += 1) {
      if (year === last.year && quarter > last.quarter) break;
      const from =
        quarter === 1 ? `${year}-01-01` : addDays(`${year}-${QUARTER_END[quarter - 2]}`, 1);
      const to = `${year}-${QUARTER_END[quarter - 1]}`;
      const result = model({
        random,
        year,
        quarter,
        macro: macro.get(year) ?? 0,
        bad: bad.get(year) ?? false,
        open,
        equity: totalEquity(equity),
        assets: sumTerms(open, assetTerms),
      });
      const parentProfit = round(result.profit * (1 - minorityShare));
      equity.retained += parentProfit;
      equity.minority += result.profit - parentProfit;
      if (quarter === 1) {
        lastYearParent = yearParent;
        yearParent = 0;
      }
      yearParent += parentProfit;
      if (quarter === 2 && lastYearParent > 0) {
        // The AGM appropriates part of last year's profit to the funds.
        const moved = round(lastYearParent * fundRate);
        equity.retained -= moved;
        equity.fund += moved;
      }
      let dividends = 0;
      let raised = 0;
      for (const action of input.actions) {
        if (action.exDate < from || action.exDate > to) continue;
        const at = sessionIndex.get(action.exDate);
        if (at === undefined || at === 0) continue;
        const newShares = shares[at]! - shares[at - 1]!;
        if (action.kind === 'cash-dividend') {
          const paid = (action.cashPerShare ?? 0) * shares[at]!;
          dividends += paid;
          equity.retained -= paid;
        } else if (action.kind === 'rights') {
          const price = action.subscriptionPrice ?? PAR_VALUE;
          raised += newShares * price;
          equity.charter += newShares * PAR_VALUE;
          equity.premium += newShares * (price - PAR_VALUE);
        } else {
          let amount = newShares * PAR_VALUE;
          equity.charter += amount;
          if (action.kind === 'bonus') {
            // Bonus shares come out of the share premium, then the funds, then retained earnings.
            const fromPremium = Math.min(amount, Math.max(0, equity.premium));
            equity.premium -= fromPremium;
            amount -= fromPremium;
            const fromFund = Math.min(amount, Math.max(0, equity.fund));
            equity.fund -= fromFund;
            amount -= fromFund;
          }
          equity.retained -= amount;
        }
      }
      const closed = close(result.values, result.cashTarget, result.deficitTarget);
      const v: Values = {
        ...result.values,
        ...closed,
        ...result.operating(open, closed),
        ...result.closing?.(closed),
      };
      const lines = PROFIT_LINES[firmType];
      v[lines.parent] = parentProfit;
      if (lines.minority) v[lines.minority] = result.profit - parentProfit;
      const inProgress = layout.inProgress ? d(open, closed, layout.inProgress) : 0;
      for (const family of cashFamilies) {
        const c = (n: number) => `${family}0${n}`;
        v[c(20)] = -(d(open, closed, layout.fixedAssets) + result.depreciation + inProgress);
        v[c(21)] = 0;
        v[c(22)] = 0;
        for (const code of layout.investments) {
          const change = d(open, closed, code);
          v[change > 0 ? c(21) : c(22)]! -= change;
        }
        v[c(23)] = result.investmentIncome;
        v[c(30)] = raised;
        if (layout.borrowings.length > 0) {
          v[c(31)] = 0;
          v[c(32)] = 0;
          for (const code of layout.borrowings) {
            const change = d(open, closed, code);
            v[change > 0 ? c(31) : c(32)]! += change;
          }
        }
        v[c(33)] = -dividends;
      }
      const withLines = withSubtotals(firmType, v, false);
      const summary = SUMMARY_FAMILY[firmType];
      withLines.CFS001 = withLines[`${summary}019`]!;
      withLines.CFS002 = withLines[`${summary}024`]!;
      withLines.CFS003 = withLines[`${summary}034`]!;
      withLines.CFS005 = sumTerms(open, keys.cash);
      const all = withSubtotals(firmType, withLines, true);
      const out: Values = {};
      for (const item of items) {
        const value = all[item.code];
        if (value === undefined)
          throw new Error(`${symbol} ${year}Q${quarter}: ${item.code} has no value`);
        out[item.code] = value;
      }
      periods.set(key(year, quarter), out);
      open = closed;
    }
    if (year < last.year || last.quarter === 4)
      periods.set(key(year, 0), yearOf(items, periods, year));
  }
  return { periods, planRandom: random };
}

/** A year from its quarters: flows summed, balances at the fourth quarter, opening balances at the first. */
function yearOf(
  items: readonly { code: string; kind: string }[],
  periods: ReadonlyMap<string, Values>,
  year: number,
): Values {
  const quarters = [1, 2, 3, 4].map((q) => periods.get(key(year, q))!);
  const out: Values = {};
  for (const { code, kind } of items) {
    out[code] =
      kind === 'flow'
        ? quarters.reduce((sum, q) => sum + q[code]!, 0)
        : kind === 'stock'
          ? quarters[3]![code]!
          : quarters[0]![code]!;
  }
  return out;
}

/**
 * The fundamentals of every company of a generated market: statements for the published
 * periods and business plans for the published years (and the current one). Pure.
 */
export function generateFundamentals(
  market: MarketInput,
  { seed = MARKET_SEED, endDate = MARKET_END_DATE }: { seed?: number; endDate?: string } = {},
): GeneratedFundamentals {
  const periods = publishedPeriods(endDate);
  const firstYear = periods[0]!.year;
  const warmUp = firstYear - 1;
  const last = periods.filter((p) => p.quarter > 0).at(-1)!;
  const macroRandom = new Random(seedOf(`${seed}|fundamentals|macro`));
  const macro = new Map<number, number>();
  for (let year = warmUp; year <= last.year; year += 1) macro.set(year, macroRandom.normal());

  const firstClose = new Map<string, number>();
  for (const row of market.dailyPrices ?? [])
    if (!firstClose.has(row.symbol)) firstClose.set(row.symbol, row.close);
  const actionsBySymbol = new Map<string, CorporateActionRow[]>();
  for (const action of market.corporateActions) {
    actionsBySymbol.set(action.symbol, [...(actionsBySymbol.get(action.symbol) ?? []), action]);
  }

  const statements: FinancialStatementRow[] = [];
  const businessPlans: BusinessPlanRow[] = [];
  for (const company of market.companies) {
    const shares = market.shares[company.symbol];
    if (!shares) throw new Error(`${company.symbol} has no shares series`);
    const books = simulateCompany(
      {
        symbol: company.symbol,
        firmType: company.firmType,
        icbCode: company.icbCode,
        price:
          firstClose.get(company.symbol) ??
          Math.round(company.charteredCapital / shares.at(-1)!) * 2,
        sessions: market.sessions,
        shares,
        actions: actionsBySymbol.get(company.symbol) ?? [],
      },
      macro,
      warmUp,
      last,
      seed,
    );
    for (const period of periods) {
      const values = books.periods.get(key(period.year, period.quarter))!;
      for (const item of ITEMS_BY_TYPE.get(company.firmType)!) {
        statements.push({
          symbol: company.symbol,
          fiscalYear: period.year,
          quarter: period.quarter,
          code: item.code,
          value: values[item.code]!,
        });
      }
    }
    businessPlans.push(...plans(company.symbol, company.firmType, books, firstYear, last.year));
  }
  return { periods, statements, businessPlans };
}

/**
 * Each year's targets, set at the AGM in the spring of that year from the year before's results:
 * revenue and profit after tax grown by what management promises (usually 5–20 %, sometimes
 * a cautious cut after a bad year).
 */
function plans(
  symbol: string,
  firmType: FirmType,
  books: CompanyBooks,
  firstYear: number,
  lastYear: number,
): BusinessPlanRow[] {
  const random = books.planRandom;
  const keys = KEY_LINES[firmType];
  const rows: BusinessPlanRow[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    const before = books.periods.get(key(year - 1, 0));
    if (!before) continue;
    const revenue = sumTerms(before, keys.revenue);
    const profit = sumTerms(before, keys.profitAfterTax);
    const growth = random.chance(0.15) ? random.between(-0.1, 0.03) : random.between(0.05, 0.2);
    const profitGrowth = growth + random.between(-0.03, 0.06);
    const profitBase = Math.max(profit, Math.abs(revenue) * 0.03);
    rows.push({
      symbol,
      fiscalYear: year,
      agmDate: `${year}-04-${String(random.int(10, 28)).padStart(2, '0')}`,
      revenueTarget: Math.round((revenue * (1 + growth)) / 1e9) * 1e9,
      profitAfterTaxTarget: Math.round((profitBase * (1 + profitGrowth)) / 1e9) * 1e9,
    });
  }
  return rows;
}
