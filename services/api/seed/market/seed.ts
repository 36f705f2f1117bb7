import { count } from 'drizzle-orm';
import { bulkInsert } from '../../src/cli/bulk-insert';
import type { Tx } from '../../src/db/client';
import {
  marketCompanies,
  marketCorporateActions,
  marketCoveredWarrants,
  marketDailyPrices,
} from '../../src/db/schema';
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
 * The demo market (generate.ts) when the market tables are empty; a market already there
 * (seeded earlier or imported from a vendor) is left as it is. Returns the rows added.
 */
export async function seedMarket(tx: Tx): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(marketCompanies);
  if ((existing?.n ?? 0) > 0) return 0;
  const counts = await insertMarket(tx, generateMarket());
  return counts.companies + counts.dailyPrices + counts.corporateActions + counts.coveredWarrants;
}
