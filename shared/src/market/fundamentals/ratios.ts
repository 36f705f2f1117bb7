/**
 * Financial ratios, computed from the statements and a price, never stored or drawn at random
 * (docs/fundamentals.md "Ratios"). Each takes plain numbers (VND, shares) and answers null when
 * a denominator is zero, negative where that makes no sense, or missing. "TTM" is the sum of
 * the last four quarters; an "average" balance is (opening + closing) / 2 over the same window.
 */
import { KEY_LINES, sumTerms } from './catalogue.ts';
import type { FirmType, LineValues } from './types.ts';

const positive = (numerator: number, denominator: number): number | null =>
  denominator > 0 ? numerator / denominator : null;
const average = (opening: number, closing: number) => (opening + closing) / 2;

/** EPS (VND/share) = TTM profit after tax attributable to the parent / weighted average shares. */
export const eps = (ttmProfitParent: number, weightedShares: number) =>
  positive(ttmProfitParent, weightedShares);

/** BVPS (VND/share) = equity attributable to the parent / shares outstanding at the period end. */
export const bookValuePerShare = (parentEquity: number, shares: number) =>
  positive(parentEquity, shares);

/** P/E = price / EPS; null when EPS is not positive (a loss has no meaningful P/E). */
export const priceToEarnings = (price: number, earningsPerShare: number | null) =>
  earningsPerShare !== null && earningsPerShare > 0 ? price / earningsPerShare : null;

/** P/B = price / BVPS. */
export const priceToBook = (price: number, bvps: number | null) =>
  bvps !== null && bvps > 0 ? price / bvps : null;

/** P/S = market capitalisation (price × shares) / TTM revenue. */
export const priceToSales = (price: number, shares: number, ttmRevenue: number) =>
  positive(price * shares, ttmRevenue);

/** ROE = TTM profit attributable to the parent / average parent equity (opening and closing). */
export const returnOnEquity = (
  ttmProfitParent: number,
  openingEquity: number,
  closingEquity: number,
) => positive(ttmProfitParent, average(openingEquity, closingEquity));

/** ROA = TTM profit after tax / average total assets (opening and closing). */
export const returnOnAssets = (ttmProfit: number, openingAssets: number, closingAssets: number) =>
  positive(ttmProfit, average(openingAssets, closingAssets));

/** A margin: a profit line / revenue of the same period (gross, operating or net). */
export const margin = (profit: number, revenue: number) => positive(profit, revenue);

/** Year-on-year growth = current / same period a year before − 1; null from a non-positive base. */
export const growth = (current: number, yearBefore: number) =>
  yearBefore > 0 ? current / yearBefore - 1 : null;

/** Debt to equity = total liabilities / total equity (the vendors' "Nợ/VCSH"). */
export const debtToEquity = (liabilities: number, equity: number) => positive(liabilities, equity);

/** Current ratio (companies) = current assets / current liabilities. */
export const currentRatio = (currentAssets: number, currentLiabilities: number) =>
  positive(currentAssets, currentLiabilities);

/** Banks: NIM = TTM net interest income / average interest-earning assets. */
export const netInterestMargin = (
  ttmNetInterestIncome: number,
  openingEarning: number,
  closingEarning: number,
) => positive(ttmNetInterestIncome, average(openingEarning, closingEarning));

/** Banks: NPL ratio = loans in groups 3–5 / total loans, at the period end. */
export const nplRatio = (group3to5: number, totalLoans: number) => positive(group3to5, totalLoans);

/** Banks: CASA ratio = current and savings accounts / customer deposits. */
export const casaRatio = (casa: number, deposits: number) => positive(casa, deposits);

/** Banks: LDR = loans to customers / customer deposits. */
export const loanToDeposit = (loans: number, deposits: number) => positive(loans, deposits);

/** Insurers: combined ratio = (net claims incurred + operating expenses) / net earned premiums. */
export const combinedRatio = (claims: number, expenses: number, netEarnedPremium: number) =>
  positive(claims + expenses, netEarnedPremium);

/** Securities firms: margin lending / owners' equity, at the period end. */
export const marginLendingToEquity = (marginLending: number, equity: number) =>
  positive(marginLending, equity);

/** A business plan's achievement = actual / target (1 = met). */
export const planAchievement = (actual: number, target: number) => positive(actual, target);

/** The median of the values given (nulls left out); null when none is left. */
export function sectorMedian(values: readonly (number | null)[]): number | null {
  const sorted = values
    .filter((v): v is number => v !== null && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface RatioInput {
  firmType: FirmType;
  /** The last four quarters, oldest first, and the quarter before them (for opening balances). */
  quarters: readonly LineValues[];
  opening: LineValues;
  /** The same four quarters a year earlier (for growth), when published. */
  yearBefore?: readonly LineValues[];
  price: number;
  /** Shares outstanding at the last quarter's end. */
  shares: number;
  /** Weighted average shares over the four quarters. */
  weightedShares: number;
}

export type Ratios = Record<
  | 'eps'
  | 'bvps'
  | 'pe'
  | 'pb'
  | 'ps'
  | 'roe'
  | 'roa'
  | 'grossMargin'
  | 'operatingMargin'
  | 'netMargin'
  | 'revenueGrowth'
  | 'profitGrowth'
  | 'debtToEquity'
  | 'currentRatio'
  | 'nim'
  | 'nplRatio'
  | 'casaRatio'
  | 'ldr'
  | 'combinedRatio'
  | 'marginLendingToEquity',
  number | null
>;

/** Every ratio of a company at the end of its last four quarters, from its statements. */
export function computeRatios(input: RatioInput): Ratios {
  const { firmType, quarters, opening } = input;
  if (quarters.length !== 4) throw new RangeError('four quarters are needed');
  const keys = KEY_LINES[firmType];
  const last = quarters[3]!;
  const ttm = (terms: Parameters<typeof sumTerms>[1], periods = quarters) =>
    periods.reduce((sum, q) => sum + sumTerms(q, terms), 0);
  const at = (values: LineValues, terms: Parameters<typeof sumTerms>[1]) => sumTerms(values, terms);
  const revenue = ttm(keys.revenue);
  const profit = ttm(keys.profitAfterTax);
  const profitParent = ttm(keys.profitParent);
  const epsValue = eps(profitParent, input.weightedShares);
  const bvps = bookValuePerShare(at(last, keys.parentEquity), input.shares);
  const code = (values: LineValues, c: string) => values[c] ?? 0;
  const none = null;
  return {
    eps: epsValue,
    bvps,
    pe: priceToEarnings(input.price, epsValue),
    pb: priceToBook(input.price, bvps),
    ps: priceToSales(input.price, input.shares, revenue),
    roe: returnOnEquity(profitParent, at(opening, keys.parentEquity), at(last, keys.parentEquity)),
    roa: returnOnAssets(profit, at(opening, keys.totalAssets), at(last, keys.totalAssets)),
    grossMargin: keys.grossProfit ? margin(ttm(keys.grossProfit), revenue) : none,
    operatingMargin: margin(ttm(keys.operatingProfit), revenue),
    netMargin: margin(profit, revenue),
    revenueGrowth: input.yearBefore ? growth(revenue, ttm(keys.revenue, input.yearBefore)) : none,
    profitGrowth: input.yearBefore
      ? growth(profitParent, ttm(keys.profitParent, input.yearBefore))
      : none,
    debtToEquity: debtToEquity(at(last, keys.totalLiabilities), at(last, keys.totalEquity)),
    currentRatio:
      firmType === 'company' && keys.currentAssets && keys.currentLiabilities
        ? currentRatio(at(last, keys.currentAssets), at(last, keys.currentLiabilities))
        : none,
    nim:
      firmType === 'bank'
        ? netInterestMargin(ttm([['F3003', 1]]), code(opening, 'F4011'), code(last, 'F4011'))
        : none,
    nplRatio: firmType === 'bank' ? nplRatio(code(last, 'F4007'), code(last, 'F4001')) : none,
    casaRatio: firmType === 'bank' ? casaRatio(code(last, 'F4009'), code(last, 'F4008')) : none,
    ldr: firmType === 'bank' ? loanToDeposit(code(last, 'F4001'), code(last, 'F4008')) : none,
    combinedRatio:
      firmType === 'insurance'
        ? combinedRatio(
            ttm([
              ['F3013', 1],
              ['F3011', 1],
              ['F3012', 1],
            ]),
            ttm([
              ['F3014', 1],
              ['F3020', 1],
            ]),
            ttm([['F3006', 1]]),
          )
        : none,
    marginLendingToEquity:
      firmType === 'securities'
        ? marginLendingToEquity(code(last, 'F4001'), at(last, keys.totalEquity))
        : none,
  };
}
