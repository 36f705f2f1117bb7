import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import { BRAND_SEPARATOR } from '@brokerage/shared/validation/market.ts';
import type { Db } from '../db/client';
import {
  marketCompanies,
  marketCorporateActions,
  marketCoveredWarrants,
  marketDailyPrices,
} from '../db/schema';
import { bindDb } from './bind-db';
import { escapeLike } from './search';

export type CompanyRecord = typeof marketCompanies.$inferSelect;
export type DailyRow = typeof marketDailyPrices.$inferSelect;
export type WarrantRecord = typeof marketCoveredWarrants.$inferSelect;
export type ActionRecord = typeof marketCorporateActions.$inferSelect;

/** The dataset's static part, which the market routes keep in memory (routes/market/market-data.ts). */
export interface MarketDataset {
  /** Stored sessions, oldest first. */
  sessions: string[];
  /** In symbol order. */
  companies: CompanyRecord[];
  /** In code order. */
  warrants: WarrantRecord[];
  /** By ex-date, then id. */
  actions: ActionRecord[];
}

async function loadDataset(db: Db): Promise<MarketDataset> {
  const [companies, warrants, actions, indexSessions] = await Promise.all([
    db.select().from(marketCompanies).orderBy(asc(marketCompanies.symbol)),
    db.select().from(marketCoveredWarrants).orderBy(asc(marketCoveredWarrants.code)),
    db
      .select()
      .from(marketCorporateActions)
      .orderBy(asc(marketCorporateActions.exDate), asc(marketCorporateActions.id)),
    // VNINDEX has a row on every session: its key gives the sessions without a scan.
    db
      .select({ day: marketDailyPrices.sessionDate })
      .from(marketDailyPrices)
      .where(eq(marketDailyPrices.symbol, 'VNINDEX'))
      .orderBy(asc(marketDailyPrices.sessionDate)),
  ]);
  let sessions = indexSessions.map((r) => r.day);
  if (sessions.length === 0) {
    // A vendor's dataset without index rows.
    const all = await db
      .selectDistinct({ day: marketDailyPrices.sessionDate })
      .from(marketDailyPrices)
      .orderBy(asc(marketDailyPrices.sessionDate));
    sessions = all.map((r) => r.day);
  }
  return { sessions, companies, warrants, actions };
}

// The row readers are async functions on purpose: a Drizzle query runs again each time it is
// awaited, and the snapshot caches what they return.

/** Every row of one stored session. */
async function sessionRows(db: Db, sessionDate: string): Promise<DailyRow[]> {
  return db.select().from(marketDailyPrices).where(eq(marketDailyPrices.sessionDate, sessionDate));
}

/** One symbol's rows from `from` (included) to the last session, oldest first. */
async function symbolRows(db: Db, symbol: string, from: string): Promise<DailyRow[]> {
  return db
    .select()
    .from(marketDailyPrices)
    .where(and(eq(marketDailyPrices.symbol, symbol), gte(marketDailyPrices.sessionDate, from)))
    .orderBy(asc(marketDailyPrices.sessionDate));
}

/** Mean volume per symbol over the stored sessions from `from` to `to` (both included). */
async function averageVolumes(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const result = await db
    .select({
      symbol: marketDailyPrices.symbol,
      n: sql<number>`avg(${marketDailyPrices.volume})::float8`.mapWith(Number),
    })
    .from(marketDailyPrices)
    .where(and(gte(marketDailyPrices.sessionDate, from), lte(marketDailyPrices.sessionDate, to)))
    .groupBy(marketDailyPrices.symbol);
  return new Map(result.map((r) => [r.symbol, r.n]));
}

const NumberRows = z.object({
  rows: z.array(z.object({ symbol: z.string(), n: z.coerce.number() })),
});

/** Net foreign buying (buy − sell volume) per symbol over the sessions from `day` on, or all. */
async function netForeignFrom(db: Db, day?: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select ${marketDailyPrices.symbol} as symbol,
           coalesce(sum(${marketDailyPrices.foreignBuyVolume} - ${marketDailyPrices.foreignSellVolume}), 0)::float8 as n
    from ${marketDailyPrices}
    ${day === undefined ? sql`` : sql`where ${marketDailyPrices.sessionDate} >= ${day}`}
    group by ${marketDailyPrices.symbol}`);
  return new Map(NumberRows.parse(result).rows.map((r) => [r.symbol, r.n]));
}

export interface CompanySearch {
  keyword?: string | undefined;
  exchange?: Exchange | undefined;
}

/**
 * Companies whose ticker starts with `keyword` or whose names (either language, the short name
 * or a brand) contain it, case and diacritics ignored (`unaccent`; "ngan hang" finds "Ngân
 * hàng", "vinamilk" VNM), or whose names are close to it word by word (pg_trgm
 * `word_similarity`, for a letter missed). The exact ticker first, then ticker prefixes, then
 * short names and then brand names that start with it (what a type-ahead has typed so far),
 * then the closest names, then by ticker. The table is small (one row per listed company): a
 * scan of it is cheaper than keeping an expression index in step.
 */
async function searchCompanies(
  db: Db,
  query: CompanySearch,
  paging: { page: number; limit: number },
): Promise<{ items: CompanyRecord[]; total: number }> {
  const keyword = query.keyword?.normalize('NFC').trim() ?? '';
  const conditions: SQL[] = [];
  if (query.exchange) conditions.push(eq(marketCompanies.exchange, query.exchange));
  let rank: SQL[] = [];
  if (keyword !== '') {
    const ticker = keyword.toUpperCase();
    const lowered = escapeLike(keyword.toLowerCase());
    const contains = `%${lowered}%`;
    const name = sql`unaccent(lower(${marketCompanies.nameVi}))`;
    const nameEn = sql`unaccent(lower(${marketCompanies.nameEn}))`;
    // "; vinamilk" or "; thế giới di động; điện máy xanh; …": each name after "; ".
    const known = sql`unaccent(lower(${`${BRAND_SEPARATOR} `} || concat_ws(${`${BRAND_SEPARATOR} `}, ${marketCompanies.shortName}, ${marketCompanies.brands})))`;
    const needle = sql`unaccent(lower(${keyword}))`;
    conditions.push(
      sql`(${marketCompanies.symbol} like ${`${escapeLike(ticker)}%`}
        or ${name} like unaccent(${contains})
        or ${nameEn} like unaccent(${contains})
        or ${known} like unaccent(${contains})
        or word_similarity(${needle}, ${name}) >= 0.65
        or word_similarity(${needle}, ${nameEn}) >= 0.65
        or word_similarity(${needle}, ${known}) >= 0.65)`,
    );
    rank = [
      desc(sql`${marketCompanies.symbol} = ${ticker}`),
      desc(sql`${marketCompanies.symbol} like ${`${escapeLike(ticker)}%`}`),
      // coalesce: a NULL would sort first under DESC.
      desc(
        sql`unaccent(lower(coalesce(${marketCompanies.shortName}, ''))) like unaccent(${`${lowered}%`})`,
      ),
      desc(sql`${known} like unaccent(${`%${BRAND_SEPARATOR} ${lowered}%`})`),
      desc(
        sql`greatest(word_similarity(${needle}, ${name}), word_similarity(${needle}, ${nameEn}), word_similarity(${needle}, ${known}))`,
      ),
    ];
  }
  const rows = await db
    .select({ company: marketCompanies, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(marketCompanies)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...rank, asc(marketCompanies.symbol))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  return { items: rows.map((r) => r.company), total: rows[0]?.total ?? 0 };
}

/**
 * The market dataset (issue 12; db/schema/market.ts): what the analysis centre's calls and the
 * price board's seed read. The routes keep a snapshot of it in memory (routes/market/market-data.ts).
 */
export const marketRepository = (db: Db) =>
  bindDb(db, {
    loadDataset,
    sessionRows,
    symbolRows,
    averageVolumes,
    netForeignFrom,
    searchCompanies,
  });

export type MarketRepository = ReturnType<typeof marketRepository>;
