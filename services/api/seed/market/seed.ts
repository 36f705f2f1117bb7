import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BRAND_SEPARATOR } from '@brokerage/shared/validation/market.ts';
import { bulkInsert } from '../../src/cli/bulk-insert';
import type { Tx } from '../../src/db/client';
import {
  companyProfiles,
  marketCompanies,
  marketCorporateActions,
  marketCoveredWarrants,
  marketDailyPrices,
  marketFinancialStatements,
} from '../../src/db/schema';
import { COMPANY_SEEDS } from './companies';
import { insertCompanyProfiles } from './fundamentals/seed-profiles';
import { insertFundamentals } from './fundamentals/seed-statements';
import { type GeneratedCompanyData, generateCompanyData } from './fundamentals/profiles';
import { insertResearchReports, researchReportsMissing } from './fundamentals/seed-research';
import { generateFundamentals } from './fundamentals/statements';
import { type GeneratedMarket, generateMarket } from './generate';

export interface MarketCounts {
  companies: number;
  dailyPrices: number;
  corporateActions: number;
  coveredWarrants: number;
}

/** Writes a generated (or imported) market into empty market tables. */
export async function insertMarket(
  tx: Tx,
  market: Pick<
    GeneratedMarket,
    'companies' | 'dailyPrices' | 'corporateActions' | 'coveredWarrants'
  >,
): Promise<MarketCounts> {
  await bulkInsert(tx, marketCompanies, market.companies);
  await bulkInsert(tx, marketDailyPrices, market.dailyPrices);
  await bulkInsert(tx, marketCorporateActions, market.corporateActions);
  await bulkInsert(tx, marketCoveredWarrants, market.coveredWarrants);
  return {
    companies: market.companies.length,
    dailyPrices: market.dailyPrices.length,
    corporateActions: market.corporateActions.length,
    coveredWarrants: market.coveredWarrants.length,
  };
}

/**
 * The short and brand names of the demo companies for those still without a short name: the
 * names came after the first deployments, and a vendor's file may have none. Returns the
 * companies given names.
 */
async function addKnownNames(tx: Tx): Promise<number> {
  const symbols = COMPANY_SEEDS.map((s) => s.symbol);
  const shortNames = COMPANY_SEEDS.map((s) => s.shortName);
  const brands = COMPANY_SEEDS.map((s) => s.brands?.join(`${BRAND_SEPARATOR} `) ?? null);
  const result = await tx.execute(sql`
    update ${marketCompanies} as c
    set short_name = k.short_name, brands = coalesce(c.brands, k.brands)
    from unnest(${sql.param(symbols)}::text[], ${sql.param(shortNames)}::text[], ${sql.param(brands)}::text[])
      as k(symbol, short_name, brands)
    where c.symbol = k.symbol and c.short_name is null
    returning c.symbol`);
  // Both drivers answer `rows`; their counts of changed rows differ in name.
  return z.object({ rows: z.array(z.unknown()) }).parse(result).rows.length;
}

/**
 * The demo market (generate.ts) when the market tables are empty; a market already there
 * (seeded earlier or imported from a vendor) is left as it is but for the demo companies' short
 * and brand names where it has none. Returns the rows added or given names.
 */
export async function seedMarket(tx: Tx): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(marketCompanies);
  if ((existing?.n ?? 0) > 0) {
    const demo = demoData();
    return (
      (await addKnownNames(tx)) +
      (await addFundamentals(tx, demo)) +
      (await addResearchReports(tx, demo))
    );
  }
  const market = generateMarket();
  const counts = await insertMarket(tx, market);
  const added = await insertCompanyData(tx, market);
  return (
    counts.companies + counts.dailyPrices + counts.corporateActions + counts.coveredWarrants + added
  );
}

/**
 * The generated market's statements, plans and company data (docs/fundamentals.md), and its
 * research reports in the analysis-report content.
 */
async function insertCompanyData(tx: Tx, market: GeneratedMarket): Promise<number> {
  const statements = await insertFundamentals(tx, generateFundamentals(market));
  const companyData = generateCompanyData(market);
  return (
    statements +
    (await insertCompanyProfiles(tx, companyData)) +
    (await insertResearchReports(tx, companyData.researchReports))
  );
}

/** The demo market and its company data, generated (a second or two) only when first asked. */
interface DemoData {
  market: () => GeneratedMarket;
  companyData: () => GeneratedCompanyData;
}

function demoData(): DemoData {
  let market: GeneratedMarket | undefined;
  let companyData: GeneratedCompanyData | undefined;
  const demo: DemoData = {
    market: () => (market ??= generateMarket()),
    companyData: () => (companyData ??= generateCompanyData(demo.market())),
  };
  return demo;
}

/** The stored companies are exactly the demo's (not a vendor's market). */
async function isDemoMarket(tx: Tx): Promise<boolean> {
  const stored = await tx.select({ symbol: marketCompanies.symbol }).from(marketCompanies);
  const demo = new Set(COMPANY_SEEDS.map((s) => s.symbol));
  return stored.length === demo.size && stored.every((row) => demo.has(row.symbol));
}

/**
 * The fundamentals for a demo market seeded before they existed: generated from the same demo
 * market (deterministic) when the stored companies are exactly the demo's and no statements are
 * stored. A vendor's market (other companies) gets its fundamentals from its import.
 */
async function addFundamentals(tx: Tx, demo: DemoData): Promise<number> {
  const empty = async (table: typeof marketFinancialStatements | typeof companyProfiles) =>
    ((await tx.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
  const needStatements = await empty(marketFinancialStatements);
  const needCompanyData = await empty(companyProfiles);
  if (!needStatements && !needCompanyData) return 0;
  if (!(await isDemoMarket(tx))) return 0;
  let added = 0;
  if (needStatements) added += await insertFundamentals(tx, generateFundamentals(demo.market()));
  if (needCompanyData) added += await insertCompanyProfiles(tx, demo.companyData());
  return added;
}

/**
 * The house's research reports for a demo market whose content was seeded before they were
 * written into it (its calls are stored, their reports are not). Only for the demo's companies:
 * a vendor's market brings its own research.
 */
async function addResearchReports(tx: Tx, demo: DemoData): Promise<number> {
  if (!(await researchReportsMissing(tx)) || !(await isDemoMarket(tx))) return 0;
  return insertResearchReports(tx, demo.companyData().researchReports);
}
