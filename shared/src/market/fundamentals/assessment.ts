/**
 * The automatic assessment's scoring rules (docs/assessment.md): six axes, each the mean of a
 * few criteria scored 0–5 points by fixed thresholds, and an overall score of 0–100. Pure
 * functions over plain numbers (ratios as fractions: 0.15 = 15 %); the API gathers the inputs
 * from the statements and prices and words the reasons.
 */
import type { Ratios } from './ratios.ts';
import type { FirmType } from './types.ts';

export const ASSESSMENT_AXES = [
  'businessModel',
  'performance',
  'financialHealth',
  'valuation',
  'technicalStrength',
  'priceMomentum',
] as const;
export type AssessmentAxis = (typeof ASSESSMENT_AXES)[number];

/** A criterion's and an axis's top score. */
export const MAX_POINTS = 5;
/** The overall score's top. */
export const MAX_OVERALL = 100;

/** Sessions in one, three and six months (the vendors' 1M, 3M, 6M returns). */
export const MOMENTUM_SESSIONS = { '1M': 21, '3M': 63, '6M': 126 } as const;
export type MomentumWindow = keyof typeof MOMENTUM_SESSIONS;
/** The moving averages of the technical axis and the RSI period. */
export const MOVING_AVERAGES = [20, 50, 200] as const;
/** A sector comparison needs this many companies with the figure (the company included). */
export const MIN_SECTOR_COMPANIES = 2;
export const RSI_PERIOD = 14;

/** What each criterion scores; the API words each one (routes/assessment/labels.ts). */
export const CRITERIA = [
  'revenueGrowthYears',
  'revenueCagr',
  'marginStability',
  'marginVsSector',
  'roe',
  'roa',
  'profitGrowth',
  'revenueGrowth',
  'debtToEquity',
  'currentRatio',
  'negativeEquity',
  'nplRatio',
  'loanToDeposit',
  'equityToAssets',
  'casaRatio',
  'combinedRatio',
  'marginLending',
  'peVsSector',
  'pbVsSector',
  'peLevel',
  'lossMaking',
  'movingAverages',
  'rsi',
  'momentum1M',
  'momentum3M',
  'momentum6M',
] as const;
export type CriterionCode = (typeof CRITERIA)[number];

/** One criterion's outcome: its points (null: not enough data) and the figures behind them. */
export interface Criterion {
  code: CriterionCode;
  points: number | null;
  values: Readonly<Record<string, number | null>>;
}

export interface AxisResult {
  axis: AssessmentAxis;
  /** The mean of the criteria scored, one decimal, 0–5; null when none could be. */
  score: number | null;
  criteria: Criterion[];
}

/** How many of the ascending `thresholds` the value reaches (value ≥ threshold): 0–5. */
export function pointsAtLeast(value: number, thresholds: readonly number[]): number {
  return thresholds.filter((t) => value >= t).length;
}

/** How many of the descending `thresholds` the value stays within (value ≤ threshold): 0–5. */
export function pointsAtMost(value: number, thresholds: readonly number[]): number {
  return thresholds.filter((t) => value <= t).length;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The mean of the points of the criteria scored, one decimal; null when none was. */
export function axisScore(criteria: readonly Criterion[]): number | null {
  const scored = criteria.flatMap((c) => (c.points === null ? [] : [c.points]));
  if (scored.length === 0) return null;
  return round1(scored.reduce((sum, p) => sum + p, 0) / scored.length);
}

/** The overall score: the mean of the axes scored, on 0–100, whole; null when none was. */
export function overallScore(scores: readonly (number | null)[]): number | null {
  const scored = scores.filter((s): s is number => s !== null);
  if (scored.length === 0) return null;
  const mean = scored.reduce((sum, s) => sum + s, 0) / scored.length;
  return Math.round((mean / MAX_POINTS) * MAX_OVERALL);
}

const criterion = (
  code: CriterionCode,
  points: number | null,
  values: Record<string, number | null>,
): Criterion => ({ code, points, values });

/** Unscored for want of data. */
const missing = (code: CriterionCode, values: Record<string, number | null> = {}) =>
  criterion(code, null, values);

// ---------------------------------------------------------------- thresholds (docs/assessment.md)

export const THRESHOLDS = {
  revenueCagr: [0, 0.05, 0.1, 0.15, 0.2],
  marginStability: [0.5, 0.35, 0.2, 0.1, 0.05],
  marginVsSector: [0.5, 0.75, 1, 1.25, 1.5],
  roe: [0.05, 0.1, 0.15, 0.2, 0.25],
  roaBank: [0.005, 0.01, 0.015, 0.02, 0.025],
  roa: [0.02, 0.04, 0.06, 0.08, 0.1],
  profitGrowth: [-0.1, 0, 0.1, 0.2, 0.3],
  revenueGrowth: [-0.05, 0, 0.05, 0.1, 0.2],
  debtToEquity: [2, 1.5, 1, 0.7, 0.4],
  currentRatio: [0.8, 1, 1.2, 1.5, 2],
  nplRatio: [0.05, 0.03, 0.02, 0.015, 0.01],
  loanToDeposit: [1, 0.95, 0.9, 0.85, 0.8],
  equityToAssetsBank: [0.04, 0.06, 0.08, 0.1, 0.12],
  casaRatio: [0.1, 0.15, 0.2, 0.3, 0.4],
  combinedRatio: [1.1, 1.05, 1, 0.95, 0.9],
  equityToAssetsInsurer: [0.1, 0.15, 0.2, 0.3, 0.4],
  marginLending: [2, 1.5, 1, 0.75, 0.5],
  debtToEquitySecurities: [3, 2, 1.5, 1, 0.5],
  relativeToSector: [1.5, 1.25, 1, 0.8, 0.6],
  peLevel: [30, 20, 15, 10, 7],
  relativeReturn: [-0.1, -0.05, 0, 0.05, 0.1],
} as const satisfies Record<string, readonly number[]>;

/** RSI bands: points by the band the RSI falls in (strong but not overbought scores best). */
export const RSI_BANDS: readonly { below: number; points: number }[] = [
  { below: 30, points: 1 },
  { below: 40, points: 2 },
  { below: 50, points: 3 },
  { below: 60, points: 4 },
  { below: 70, points: 5 },
  { below: 80, points: 3 },
  { below: Number.POSITIVE_INFINITY, points: 2 },
];

// ---------------------------------------------------------------- business model

/** One fiscal year's revenue and net profit (after tax), VND. */
export interface AnnualFigures {
  year: number;
  revenue: number;
  netProfit: number;
}

export interface BusinessModelInput {
  /** Up to five fiscal years, oldest first. */
  years: readonly AnnualFigures[];
  /** The median net margin of the sector's companies over their last fiscal year. */
  sectorNetMargin: number | null;
  /** How many companies that median is of (the company included). */
  sectorCompanies: number;
}

/** Population standard deviation ÷ mean. */
function coefficientOfVariation(values: readonly number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

/**
 * Business model: how steadily revenue grows (years up, CAGR) and how stable and how high the
 * net margin is against the sector's, over the last five fiscal years (three at least); the
 * sector comparison needs MIN_SECTOR_COMPANIES companies with a margin.
 */
export function scoreBusinessModel(input: BusinessModelInput): AxisResult {
  const { years } = input;
  const criteria: Criterion[] = [];
  const first = years[0];
  const last = years.at(-1);
  if (years.length < 3 || !first || !last) {
    criteria.push(
      missing('revenueGrowthYears', { years: years.length }),
      missing('revenueCagr', { years: years.length }),
      missing('marginStability', { years: years.length }),
    );
  } else {
    const comparisons = years.length - 1;
    let up = 0;
    for (let i = 1; i < years.length; i += 1) {
      if (years[i]!.revenue > years[i - 1]!.revenue) up += 1;
    }
    const range = { from: first.year, to: last.year };
    criteria.push(
      criterion('revenueGrowthYears', Math.round((MAX_POINTS * up) / comparisons), {
        up,
        comparisons,
        ...range,
      }),
    );
    if (first.revenue > 0 && last.revenue > 0) {
      const cagr = (last.revenue / first.revenue) ** (1 / comparisons) - 1;
      criteria.push(
        criterion('revenueCagr', pointsAtLeast(cagr, THRESHOLDS.revenueCagr), { cagr, ...range }),
      );
    } else {
      criteria.push(missing('revenueCagr', range));
    }
    const margins = years.map((y) => (y.revenue > 0 ? y.netProfit / y.revenue : null));
    if (margins.some((m) => m === null)) {
      criteria.push(missing('marginStability', range));
    } else {
      const values = margins as number[];
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      const lossYears = values.filter((m) => m <= 0).length;
      if (mean <= 0) {
        criteria.push(criterion('marginStability', 0, { cv: null, mean, lossYears, ...range }));
      } else {
        const cv = coefficientOfVariation(values);
        criteria.push(
          criterion('marginStability', pointsAtMost(cv, THRESHOLDS.marginStability), {
            cv,
            mean,
            lossYears,
            ...range,
          }),
        );
      }
    }
  }
  const lastMargin = last && last.revenue > 0 ? last.netProfit / last.revenue : null;
  const median = input.sectorNetMargin;
  const companies = input.sectorCompanies;
  if (lastMargin === null || median === null || median <= 0 || !last) {
    criteria.push(missing('marginVsSector', { margin: lastMargin, median }));
  } else if (companies < MIN_SECTOR_COMPANIES) {
    criteria.push(missing('marginVsSector', { margin: lastMargin, companies }));
  } else {
    const relative = lastMargin / median;
    criteria.push(
      criterion(
        'marginVsSector',
        lastMargin <= 0 ? 0 : pointsAtLeast(relative, THRESHOLDS.marginVsSector),
        { margin: lastMargin, median, relative, year: last.year, companies },
      ),
    );
  }
  return { axis: 'businessModel', score: axisScore(criteria), criteria };
}

// ---------------------------------------------------------------- performance and health

type RatioSet = Pick<
  Ratios,
  | 'roe'
  | 'roa'
  | 'profitGrowth'
  | 'revenueGrowth'
  | 'debtToEquity'
  | 'currentRatio'
  | 'nplRatio'
  | 'ldr'
  | 'casaRatio'
  | 'combinedRatio'
  | 'marginLendingToEquity'
  | 'pe'
  | 'pb'
  | 'eps'
>;

/** A ratio scored by `score` when known, else unscored. */
const scored = (
  code: CriterionCode,
  value: number | null,
  score: (v: number) => number,
  extra: Record<string, number | null> = {},
) => (value === null ? missing(code, extra) : criterion(code, score(value), { value, ...extra }));

/** Performance: ROE and ROA (TTM, banks on their own ROA scale) and TTM profit and revenue growth. */
export function scorePerformance(firmType: FirmType, ratios: RatioSet | null): AxisResult {
  const r = ratios;
  const roaScale = firmType === 'bank' ? THRESHOLDS.roaBank : THRESHOLDS.roa;
  const criteria = [
    scored('roe', r?.roe ?? null, (v) => pointsAtLeast(v, THRESHOLDS.roe)),
    scored('roa', r?.roa ?? null, (v) => pointsAtLeast(v, roaScale)),
    scored('profitGrowth', r?.profitGrowth ?? null, (v) =>
      pointsAtLeast(v, THRESHOLDS.profitGrowth),
    ),
    scored('revenueGrowth', r?.revenueGrowth ?? null, (v) =>
      pointsAtLeast(v, THRESHOLDS.revenueGrowth),
    ),
  ];
  return { axis: 'performance', score: axisScore(criteria), criteria };
}

/** Equity ÷ total assets from liabilities ÷ equity: E / (L + E) = 1 / (1 + L/E). */
export const equityToAssets = (debtToEquityRatio: number) => 1 / (1 + debtToEquityRatio);

/**
 * Financial health by the firm type's own measures: companies leverage and current ratio;
 * banks NPL, LDR, equity to assets (a capital-adequacy stand-in) and CASA; insurers the combined
 * ratio and equity to assets; securities firms margin lending to equity and leverage. Equity at
 * or below zero scores 0 on its own criterion.
 */
export function scoreFinancialHealth(
  firmType: FirmType,
  ratios: RatioSet | null,
  equity: number | null,
): AxisResult {
  const r = ratios;
  const criteria: Criterion[] = [];
  if (equity !== null && equity <= 0) criteria.push(criterion('negativeEquity', 0, { equity }));
  const leverage = r?.debtToEquity ?? null;
  const equityShare = leverage === null ? null : equityToAssets(leverage);
  if (firmType === 'company') {
    if (!(equity !== null && equity <= 0)) {
      criteria.push(
        scored('debtToEquity', leverage, (v) => pointsAtMost(v, THRESHOLDS.debtToEquity)),
      );
    }
    criteria.push(
      scored('currentRatio', r?.currentRatio ?? null, (v) =>
        pointsAtLeast(v, THRESHOLDS.currentRatio),
      ),
    );
  } else if (firmType === 'bank') {
    criteria.push(
      scored('nplRatio', r?.nplRatio ?? null, (v) => pointsAtMost(v, THRESHOLDS.nplRatio)),
      scored('loanToDeposit', r?.ldr ?? null, (v) => pointsAtMost(v, THRESHOLDS.loanToDeposit)),
      scored('equityToAssets', equityShare, (v) => pointsAtLeast(v, THRESHOLDS.equityToAssetsBank)),
      scored('casaRatio', r?.casaRatio ?? null, (v) => pointsAtLeast(v, THRESHOLDS.casaRatio)),
    );
  } else if (firmType === 'insurance') {
    criteria.push(
      scored('combinedRatio', r?.combinedRatio ?? null, (v) =>
        pointsAtMost(v, THRESHOLDS.combinedRatio),
      ),
      scored('equityToAssets', equityShare, (v) =>
        pointsAtLeast(v, THRESHOLDS.equityToAssetsInsurer),
      ),
    );
  } else {
    criteria.push(
      scored('marginLending', r?.marginLendingToEquity ?? null, (v) =>
        pointsAtMost(v, THRESHOLDS.marginLending),
      ),
      scored('debtToEquity', leverage, (v) => pointsAtMost(v, THRESHOLDS.debtToEquitySecurities)),
    );
  }
  return { axis: 'financialHealth', score: axisScore(criteria), criteria };
}

// ---------------------------------------------------------------- valuation

/** A sector median and how many companies it is of (the company included). */
export interface SectorFigure {
  median: number | null;
  companies: number;
}

export interface SectorValuation {
  /** Over the sector's companies with a P/E (positive EPS) at the same session. */
  pe: SectorFigure;
  /** Over the sector's companies with a P/B (positive book value). */
  pb: SectorFigure;
}

/**
 * Valuation: P/E and P/B against the sector medians (cheaper scores higher) and the P/E itself.
 * A loss over the last four quarters (EPS ≤ 0: no P/E) scores 0 in place of the two P/E criteria.
 * A comparison with fewer than MIN_SECTOR_COMPANIES companies (the company alone) is not scored.
 */
export function scoreValuation(ratios: RatioSet | null, sector: SectorValuation): AxisResult {
  const r = ratios;
  const criteria: Criterion[] = [];
  const relative = (code: 'peVsSector' | 'pbVsSector', value: number | null, of: SectorFigure) => {
    const { median, companies } = of;
    if (value === null || median === null || median <= 0) return missing(code, { value, median });
    if (companies < MIN_SECTOR_COMPANIES) return missing(code, { value, companies });
    return criterion(code, pointsAtMost(value / median, THRESHOLDS.relativeToSector), {
      value,
      median,
      relative: value / median,
      companies,
    });
  };
  if (r && r.eps !== null && r.eps <= 0) {
    criteria.push(criterion('lossMaking', 0, { eps: r.eps }));
  } else {
    criteria.push(
      relative('peVsSector', r?.pe ?? null, sector.pe),
      scored('peLevel', r?.pe ?? null, (v) => pointsAtMost(v, THRESHOLDS.peLevel)),
    );
  }
  criteria.push(relative('pbVsSector', r?.pb ?? null, sector.pb));
  return { axis: 'valuation', score: axisScore(criteria), criteria };
}

// ---------------------------------------------------------------- technical strength

/** The mean of the last `period` values; null when there are fewer. */
export function simpleAverage(values: readonly number[], period: number): number | null {
  if (values.length < period || period <= 0) return null;
  let sum = 0;
  for (let i = values.length - period; i < values.length; i += 1) sum += values[i]!;
  return sum / period;
}

/**
 * Wilder's RSI at the last value: the average gain and loss seeded with the plain mean of the
 * first `period` changes, then smoothed by (previous × (period − 1) + change) ÷ period, as
 * TA-Lib and the charting platforms do. Null with fewer than period + 1 values; 100 without a loss.
 */
export function relativeStrengthIndex(
  values: readonly number[],
  period = RSI_PERIOD,
): number | null {
  if (values.length <= period) return null;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i += 1) {
    const change = values[i]! - values[i - 1]!;
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  for (let i = period + 1; i < values.length; i += 1) {
    const change = values[i]! - values[i - 1]!;
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
  }
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

/** The RSI's points by RSI_BANDS. */
export const rsiPoints = (rsi: number) => RSI_BANDS.find((band) => rsi < band.below)!.points;

/**
 * Technical strength from the adjusted closes (oldest first): the trend checks, price above
 * MA20, MA50 and MA200 and MA20 above MA50 and MA50 above MA200, give one point each (scaled to
 * 5 when MA200 cannot be computed yet), and the RSI(14) by its band.
 */
export function scoreTechnicalStrength(closes: readonly number[]): AxisResult {
  const criteria: Criterion[] = [];
  const price = closes.at(-1) ?? null;
  const [ma20, ma50, ma200] = MOVING_AVERAGES.map((p) => simpleAverage(closes, p)) as [
    number | null,
    number | null,
    number | null,
  ];
  const checks = [
    [price, ma20],
    [price, ma50],
    [price, ma200],
    [ma20, ma50],
    [ma50, ma200],
  ].filter((pair): pair is [number, number] => pair[0] !== null && pair[1] !== null);
  const values = { price, ma20, ma50, ma200 };
  if (price === null || ma20 === null || ma50 === null) {
    criteria.push(missing('movingAverages', values));
  } else {
    const met = checks.filter(([a, b]) => a > b).length;
    criteria.push(
      criterion('movingAverages', Math.round((MAX_POINTS * met) / checks.length), {
        ...values,
        met,
        checks: checks.length,
      }),
    );
  }
  const rsi = relativeStrengthIndex(closes);
  criteria.push(rsi === null ? missing('rsi') : criterion('rsi', rsiPoints(rsi), { rsi }));
  return { axis: 'technicalStrength', score: axisScore(criteria), criteria };
}

// ---------------------------------------------------------------- price momentum

/** The return over the last `sessions` sessions: last ÷ the close `sessions` before − 1. */
export function returnOver(closes: readonly number[], sessions: number): number | null {
  if (closes.length <= sessions) return null;
  const start = closes[closes.length - 1 - sessions]!;
  return start > 0 ? closes.at(-1)! / start - 1 : null;
}

const MOMENTUM_CODES = {
  '1M': 'momentum1M',
  '3M': 'momentum3M',
  '6M': 'momentum6M',
} as const satisfies Record<MomentumWindow, CriterionCode>;

/**
 * Price momentum: the stock's 1-, 3- and 6-month returns less the VN-Index's over the same
 * sessions (the two series aligned by session, oldest first), in points of return.
 */
export function scorePriceMomentum(
  closes: readonly number[],
  indexCloses: readonly number[],
): AxisResult {
  const criteria = (Object.keys(MOMENTUM_SESSIONS) as MomentumWindow[]).map((window) => {
    const sessions = MOMENTUM_SESSIONS[window];
    const stock = returnOver(closes, sessions);
    const index = returnOver(indexCloses, sessions);
    const code = MOMENTUM_CODES[window];
    if (stock === null || index === null) return missing(code, { stock, index });
    const relative = stock - index;
    return criterion(code, pointsAtLeast(relative, THRESHOLDS.relativeReturn), {
      stock,
      index,
      relative,
      sessions,
    });
  });
  return { axis: 'priceMomentum', score: axisScore(criteria), criteria };
}

// ---------------------------------------------------------------- the whole assessment

export interface AssessmentInput {
  firmType: FirmType;
  business: BusinessModelInput;
  /** The ratios over the last four published quarters at the assessment's price. */
  ratios: RatioSet | null;
  /** Total equity at the last published quarter's end. */
  equity: number | null;
  sector: SectorValuation;
  /** Adjusted closes, oldest first, to the assessment's session. */
  closes: readonly number[];
  /** VN-Index closes on the same sessions as `closes`. */
  indexCloses: readonly number[];
}

export interface Assessment {
  overall: number | null;
  axes: AxisResult[];
}

/** The six axes in ASSESSMENT_AXES order and the overall score. */
export function assess(input: AssessmentInput): Assessment {
  const axes = [
    scoreBusinessModel(input.business),
    scorePerformance(input.firmType, input.ratios),
    scoreFinancialHealth(input.firmType, input.ratios, input.equity),
    scoreValuation(input.ratios, input.sector),
    scoreTechnicalStrength(input.closes),
    scorePriceMomentum(input.closes, input.indexCloses),
  ];
  return { overall: overallScore(axes.map((a) => a.score)), axes };
}
