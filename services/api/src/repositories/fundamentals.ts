import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  marketBusinessPlans,
  marketDailyPrices,
  marketFinancialStatements,
  marketLineItems,
} from '../db/schema';
import { bindDb } from './bind-db';

export type StatementRow = Pick<
  typeof marketFinancialStatements.$inferSelect,
  'symbol' | 'fiscalYear' | 'quarter' | 'code' | 'value'
>;
export type BusinessPlanRecord = typeof marketBusinessPlans.$inferSelect;

/**
 * The statement rows of `symbols` from `fromYear` on (every year without it), `quarters`
 * only (1–4) or the years only (0), or both when not given.
 */
async function statementRows(
  db: Db,
  symbols: readonly string[],
  options: { fromYear?: number; quarters?: boolean } = {},
): Promise<StatementRow[]> {
  if (symbols.length === 0) return [];
  const s = marketFinancialStatements;
  const conditions = [inArray(s.symbol, [...symbols])];
  if (options.fromYear !== undefined) conditions.push(gte(s.fiscalYear, options.fromYear));
  if (options.quarters === true) conditions.push(sql`${s.quarter} > 0`);
  if (options.quarters === false) conditions.push(eq(s.quarter, 0));
  return db
    .select({
      symbol: s.symbol,
      fiscalYear: s.fiscalYear,
      quarter: s.quarter,
      code: s.code,
      value: s.value,
    })
    .from(s)
    .where(and(...conditions));
}

/** The periods one company has published, newest first (quarter 0 = the year). */
async function statementPeriods(
  db: Db,
  symbol: string,
): Promise<{ fiscalYear: number; quarter: number }[]> {
  const s = marketFinancialStatements;
  return db
    .selectDistinct({ fiscalYear: s.fiscalYear, quarter: s.quarter })
    .from(s)
    .where(eq(s.symbol, symbol))
    .orderBy(desc(s.fiscalYear), desc(s.quarter));
}

/** One company's business plans, newest first. */
async function businessPlans(db: Db, symbol: string): Promise<BusinessPlanRecord[]> {
  return db
    .select()
    .from(marketBusinessPlans)
    .where(eq(marketBusinessPlans.symbol, symbol))
    .orderBy(desc(marketBusinessPlans.fiscalYear));
}

/** Each of `symbols`' close on the last session on or before `day` (unadjusted). */
async function closesOn(
  db: Db,
  symbols: readonly string[],
  day: string,
): Promise<Map<string, number>> {
  if (symbols.length === 0) return new Map();
  const p = marketDailyPrices;
  const rows = await db
    .selectDistinctOn([p.symbol], { symbol: p.symbol, close: p.close })
    .from(p)
    .where(and(inArray(p.symbol, [...symbols]), lte(p.sessionDate, day)))
    .orderBy(p.symbol, desc(p.sessionDate));
  return new Map(rows.map((r) => [r.symbol, r.close]));
}

/** The stored line labels of a firm type, by code (the seed's catalogue or an imported file). */
async function lineLabels(
  db: Db,
  firmType: (typeof marketLineItems.$inferSelect)['firmType'],
): Promise<Map<string, { labelVi: string; labelEn: string }>> {
  const l = marketLineItems;
  const rows = await db
    .select({ code: l.code, labelVi: l.labelVi, labelEn: l.labelEn })
    .from(l)
    .where(eq(l.firmType, firmType));
  return new Map(rows.map(({ code, ...labels }) => [code, labels]));
}

/**
 * The fundamentals dataset (issue 24, docs/fundamentals.md): the statements, business plans and
 * period-end closes the analysis centre's `ttpt-stox-tb-fund-*`, ratio, plan and report calls read.
 */
export const fundamentalsRepository = (db: Db) =>
  bindDb(db, { statementRows, statementPeriods, businessPlans, closesOn, lineLabels });

export type FundamentalsRepository = ReturnType<typeof fundamentalsRepository>;
