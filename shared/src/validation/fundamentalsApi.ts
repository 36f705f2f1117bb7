import { z } from 'zod';
import { FIRM_TYPES, STATEMENT_PATHS } from '../market/fundamentals/types.ts';
import { PagingQuerySchema } from './common.ts';
import { IsoDateSchema } from './dates.ts';
import { StockSymbolSchema } from './marketApi.ts';

/**
 * The analysis centre's calls over the fundamentals dataset (spec §7, docs/fundamentals.md
 * "API"): statements per sub-path of `ttpt-stox-tb-fund-{type}/`, the charter-capital series,
 * ratios with the sector median, business plans and the financial-report downloads. Amounts are
 * whole VND, shares are shares, ratios are fractions (0.15 = 15 %), achievements percentages.
 * Every call also takes `locale=vi|en`.
 */

// ─── Queries ───────────────────────────────────────────────────────────────────────────────

/** Annual figures (quarter 0) or the quarters. */
export const FUNDAMENTAL_PERIODS = ['year', 'quarter'] as const;
export type FundamentalPeriod = (typeof FUNDAMENTAL_PERIODS)[number];

/** A fiscal year as typed; the API also bounds it by the stored years and the current one. */
const FiscalYearSchema = z.coerce.number().int().min(1900).max(9999);

/** `?stock_symbol=` alone (capital-raising history, business plans). */
export const FundamentalSymbolQuerySchema = z.object({ stock_symbol: StockSymbolSchema });

/**
 * `ttpt-stox-tb-fund-{type}/{sub-path}`: one statement, every stored period of the kind asked
 * between `year_from` and `year_to` (both included; default every stored year).
 */
export const StatementQuerySchema = z.object({
  stock_symbol: StockSymbolSchema,
  period: z.enum(FUNDAMENTAL_PERIODS).default('year'),
  year_from: FiscalYearSchema.optional(),
  year_to: FiscalYearSchema.optional(),
});
export type StatementQuery = z.input<typeof StatementQuerySchema>;

/** `ttpt-financial-ratios`: the ratios at each year end or each quarter end (TTM). */
export const FinancialRatioQuerySchema = z.object({
  stock_symbol: StockSymbolSchema,
  period: z.enum(FUNDAMENTAL_PERIODS).default('year'),
});

/** `ttpt-financial-reports`: the published statements, newest first, 15 a page. */
export const FinancialReportQuerySchema = PagingQuerySchema.extend({
  stock_symbol: StockSymbolSchema,
  limit: z.coerce.number().int().min(1).max(100).default(15),
});

/** `POST ttpt-financial-reports/create-download`: one period's statements (quarter 0 = the year). */
export const FinancialReportDownloadSchema = z.object({
  stock_symbol: StockSymbolSchema,
  year: FiscalYearSchema,
  quarter: z.coerce.number().int().min(0).max(4),
});

// ─── Responses ─────────────────────────────────────────────────────────────────────────────

/** One column of a statement: a year (quarter 0, label "2025") or a quarter ("Q3/2026"). */
export const PeriodColumnSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int().min(0).max(4),
  label: z.string(),
});
export type PeriodColumn = z.infer<typeof PeriodColumnSchema>;

export const StatementLineSchema = z.object({
  code: z.string(),
  /** The line it is indented under (may belong to another family of the same statement). */
  parent: z.string().nullable(),
  /** Indentation depth: 0 for a top-level line. */
  level: z.number().int().min(0),
  label: z.string(),
  subtotal: z.boolean(),
  /** One value per column, in the columns' order; null when the period has no such line. */
  values: z.array(z.number().nullable()),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

export const StatementSchema = z.object({
  stockSymbol: z.string(),
  firmType: z.enum(FIRM_TYPES),
  statement: z.enum(STATEMENT_PATHS),
  period: z.enum(FUNDAMENTAL_PERIODS),
  unit: z.literal('VND'),
  /** Newest first. */
  columns: z.array(PeriodColumnSchema),
  /** In the catalogue's layout order. */
  lines: z.array(StatementLineSchema),
});
export type Statement = z.infer<typeof StatementSchema>;

/**
 * `ttpt-stox-tb-fund-{type}/capital-raising-history` answers the rows of
 * `ttpt-capital-raising-histories` (companyDataApi.ts `CapitalRaisingSchema`).
 */

export const RATIO_KEYS = [
  'eps',
  'bvps',
  'pe',
  'pb',
  'ps',
  'roe',
  'roa',
  'grossMargin',
  'operatingMargin',
  'netMargin',
  'revenueGrowth',
  'profitGrowth',
  'debtToEquity',
  'currentRatio',
  'nim',
  'nplRatio',
  'casaRatio',
  'ldr',
  'combinedRatio',
  'marginLendingToEquity',
] as const;

/** shared/market/fundamentals/ratios.ts `Ratios`: null where a ratio is undefined. */
export const RatioValuesSchema = z.object(
  Object.fromEntries(RATIO_KEYS.map((k) => [k, z.number().nullable()])) as Record<
    (typeof RATIO_KEYS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);

export const RatioPeriodSchema = PeriodColumnSchema.extend({
  periodEnd: IsoDateSchema,
  /** The close of the last session on or before the period end; null before the dataset. */
  price: z.number().nullable(),
  /** Shares outstanding at the period end (charter capital ÷ 10,000). */
  shares: z.number(),
  ratios: RatioValuesSchema,
});

export const FinancialRatiosSchema = z.object({
  stockSymbol: z.string(),
  firmType: z.enum(FIRM_TYPES),
  icbCode: z.string(),
  period: z.enum(FUNDAMENTAL_PERIODS),
  /** Newest first. */
  periods: z.array(RatioPeriodSchema),
  /** The median of each ratio over the sector's companies at the latest period; null with none. */
  sectorMedian: PeriodColumnSchema.extend({
    companies: z.number().int(),
    ratios: RatioValuesSchema,
  }).nullable(),
});
export type FinancialRatios = z.infer<typeof FinancialRatiosSchema>;

/** `ttpt-business-plan-statistics`: one year's AGM targets against the statements, newest first. */
export const BusinessPlanStatisticSchema = z.object({
  year: z.number().int(),
  agmDate: IsoDateSchema.nullable(),
  revenueTarget: z.number(),
  profitAfterTaxTarget: z.number(),
  /** The year's figures, or the sum of the quarters published so far in the current year. */
  revenueActual: z.number().nullable(),
  profitAfterTaxActual: z.number().nullable(),
  quartersReported: z.number().int().min(0).max(4),
  /** actual ÷ target × 100, two decimals; null without an actual or a positive target. */
  revenueAchievement: z.number().nullable(),
  profitAfterTaxAchievement: z.number().nullable(),
});
export type BusinessPlanStatistic = z.infer<typeof BusinessPlanStatisticSchema>;

/** `ttpt-financial-reports`: a published set of statements (one per period). */
export const FinancialReportSchema = z.object({
  id: z.string(),
  stockSymbol: z.string(),
  firmType: z.enum(FIRM_TYPES),
  year: z.number().int(),
  quarter: z.number().int().min(0).max(4),
  label: z.string(),
  title: z.string(),
  periodEnd: IsoDateSchema,
  /** The period end + 30 days. */
  publishedDate: IsoDateSchema,
});
export type FinancialReport = z.infer<typeof FinancialReportSchema>;
