import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BRAND_SEPARATOR } from '@brokerage/shared/validation/market.ts';
import { bulkInsert } from '../../src/cli/bulk-insert';
import type { Tx } from '../../src/db/client';
import {
  marketCompanies,
  marketCorporateActions,
  marketCoveredWarrants,
  marketDailyPrices,
} from '../../src/db/schema';
import { COMPANY_SEEDS } from './companies';
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
  if ((existing?.n ?? 0) > 0) return addKnownNames(tx);
  const counts = await insertMarket(tx, generateMarket());
  return counts.companies + counts.dailyPrices + counts.corporateActions + counts.coveredWarrants;
}
