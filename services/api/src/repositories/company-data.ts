import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  EXERCISE_RIGHT_TYPES,
  type ExerciseRightType,
} from '@brokerage/shared/market/companyData.ts';
import type { Db } from '../db/client';
import {
  companyAssociations,
  companyCapitalHistory,
  companyExerciseRights,
  companyInsiderTransactions,
  companyLargeShareholders,
  companyNews,
  companyOfficers,
  companyOwnershipStructures,
  companyProfiles,
  companyRecommendations,
  exerciseRightTypes,
  marketCompanies,
  marketDailyPrices,
  recommendationCategories,
} from '../db/schema';
import { bindDb } from './bind-db';
import { escapeLike } from './search';

export type CompanyProfileRecord = typeof companyProfiles.$inferSelect;
export type CapitalHistoryRecord = typeof companyCapitalHistory.$inferSelect;
export type RecommendationRecord = typeof companyRecommendations.$inferSelect & {
  exchange: (typeof marketCompanies.$inferSelect)['exchange'];
};

interface Paging {
  page: number;
  limit: number;
}
export interface Page<T> {
  items: T[];
  /** 0 on a page past the end (the window count has no row to ride on). */
  total: number;
}

const offsetOf = ({ page, limit }: Paging) => (page - 1) * limit;
/** `count(*) over ()`: the rows matched before the limit, on every row of the page. */
const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);
const pageOf = <T>(rows: { row: T; total: number }[]): Page<T> => ({
  items: rows.map((r) => r.row),
  total: rows[0]?.total ?? 0,
});

/** The market company (exchange, names, sector) and its profile, if the dataset has one. */
async function findCompany(db: Db, symbol: string) {
  const [row] = await db
    .select({ company: marketCompanies, profile: companyProfiles })
    .from(marketCompanies)
    .leftJoin(companyProfiles, eq(companyProfiles.symbol, marketCompanies.symbol))
    .where(eq(marketCompanies.symbol, symbol));
  return row;
}

/** Subsidiaries, then associates; larger stakes first. */
async function associations(db: Db, symbol: string) {
  const a = companyAssociations;
  return db
    .select()
    .from(a)
    .where(eq(a.symbol, symbol))
    .orderBy(desc(sql`${a.kind} = 'subsidiary'`), desc(a.ownershipPercent), asc(a.id));
}

async function ownership(db: Db, symbol: string) {
  return db
    .select()
    .from(companyOwnershipStructures)
    .where(eq(companyOwnershipStructures.symbol, symbol));
}

/** Largest holding first. */
async function largeShareholders(db: Db, symbol: string, paging: Paging) {
  const h = companyLargeShareholders;
  return pageOf(
    await db
      .select({ row: h, total: windowTotal })
      .from(h)
      .where(eq(h.symbol, symbol))
      .orderBy(desc(h.shares), asc(h.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
  );
}

async function countLargeShareholders(db: Db, symbol: string) {
  return db.$count(companyLargeShareholders, eq(companyLargeShareholders.symbol, symbol));
}

/** In board order within `sort` (the chair first); the route groups them. */
async function officers(db: Db, symbol: string) {
  const o = companyOfficers;
  return db.select().from(o).where(eq(o.symbol, symbol)).orderBy(asc(o.sort), asc(o.id));
}

export interface InsiderFilter {
  symbol: string;
  /** Announced on this day or later. */
  announcedFrom?: string | undefined;
}

const insiderConditions = ({ symbol, announcedFrom }: InsiderFilter) =>
  and(
    eq(companyInsiderTransactions.symbol, symbol),
    announcedFrom === undefined
      ? undefined
      : gte(companyInsiderTransactions.announcedDate, announcedFrom),
  );

/** Newest announcement first. */
async function insiderTransactions(db: Db, filter: InsiderFilter, paging: Paging) {
  const t = companyInsiderTransactions;
  return pageOf(
    await db
      .select({ row: t, total: windowTotal })
      .from(t)
      .where(insiderConditions(filter))
      .orderBy(desc(t.announcedDate), desc(t.startDate), desc(t.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
  );
}

async function countInsiderTransactions(db: Db, filter: InsiderFilter) {
  return db.$count(companyInsiderTransactions, insiderConditions(filter));
}

/** Oldest first. */
async function capitalHistory(db: Db, symbol: string) {
  const c = companyCapitalHistory;
  return db.select().from(c).where(eq(c.symbol, symbol)).orderBy(asc(c.eventDate), asc(c.id));
}

async function exerciseRightTypeList(db: Db) {
  return db
    .select()
    .from(exerciseRightTypes)
    .orderBy(asc(exerciseRightTypes.sort), asc(exerciseRightTypes.id));
}

export interface ExerciseRightFilter {
  symbol?: string | undefined;
  typeId?: ExerciseRightType | undefined;
  /** Part of the title in either language, case and diacritics ignored. */
  keyword?: string | undefined;
}

/** A right with the close before its ex-date and the reference on it (the adjusted chart's log). */
export interface ExerciseRightRecord {
  id: number;
  symbol: string;
  typeId: ExerciseRightType;
  titleVi: string;
  titleEn: string;
  announcedDate: string;
  exDate: string;
  recordDate: string;
  executionDate: string;
  cashPerShare: number | null;
  percentOfPar: number | null;
  ratio: number | null;
  ratioText: string | null;
  subscriptionPrice: number | null;
  exReference: number | null;
  previousClose: number | null;
}

const nullableNumber = z.coerce.number().nullable();
const ExerciseRightRowsSchema = z.object({
  rows: z.array(
    z.object({
      id: z.coerce.number().int(),
      symbol: z.string(),
      type_id: z.enum(EXERCISE_RIGHT_TYPES),
      title_vi: z.string(),
      title_en: z.string(),
      announced_date: z.string(),
      ex_date: z.string(),
      record_date: z.string(),
      execution_date: z.string(),
      cash: nullableNumber,
      percent_of_par: nullableNumber,
      ratio: nullableNumber,
      ratio_text: z.string().nullable(),
      subscription: nullableNumber,
      ex_reference: nullableNumber,
      previous_close: nullableNumber,
      total: z.coerce.number().int(),
    }),
  ),
});

function rightConditions({ symbol, typeId, keyword }: ExerciseRightFilter): SQL | undefined {
  const r = companyExerciseRights;
  const conditions: SQL[] = [];
  if (symbol) conditions.push(eq(r.symbol, symbol));
  if (typeId) conditions.push(eq(r.typeId, typeId));
  const needle = keyword?.normalize('NFC').trim().toLowerCase() ?? '';
  if (needle !== '') {
    // As the companies' search does (market.ts `searchCompanies`): "dai hoi" finds "Đại hội".
    const contains = `%${escapeLike(needle)}%`;
    conditions.push(
      sql`(unaccent(lower(${r.titleVi})) like unaccent(${contains})
        or unaccent(lower(${r.titleEn})) like unaccent(${contains}))`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of rights, newest ex-date first. */
async function listExerciseRights(
  db: Db,
  filter: ExerciseRightFilter,
  paging: Paging,
): Promise<Page<ExerciseRightRecord>> {
  const r = companyExerciseRights;
  const where = rightConditions(filter);
  const result = await db.execute(sql`
    select ${r.id} as id, ${r.symbol} as symbol, ${r.typeId} as type_id,
           ${r.titleVi} as title_vi, ${r.titleEn} as title_en,
           ${r.announcedDate}::text as announced_date, ${r.exDate}::text as ex_date,
           ${r.recordDate}::text as record_date, ${r.executionDate}::text as execution_date,
           ${r.cashPerShare} as cash, ${r.percentOfPar}::float8 as percent_of_par,
           ${r.ratio}::float8 as ratio, ${r.ratioText} as ratio_text,
           ${r.subscriptionPrice} as subscription,
           cur.reference::float8 as ex_reference, prev.close::float8 as previous_close,
           count(*) over ()::int as total
    from ${r}
    left join ${marketDailyPrices} cur on cur.symbol = ${r.symbol} and cur.session_date = ${r.exDate}
    left join lateral (
      select p.close from ${marketDailyPrices} p
      where p.symbol = ${r.symbol} and p.session_date < ${r.exDate}
      order by p.session_date desc limit 1
    ) prev on true
    ${where ? sql`where ${where}` : sql``}
    order by ${r.exDate} desc, ${r.symbol}, ${r.id}
    limit ${paging.limit} offset ${offsetOf(paging)}`);
  const rows = ExerciseRightRowsSchema.parse(result).rows;
  return {
    items: rows.map((row) => ({
      id: row.id,
      symbol: row.symbol,
      typeId: row.type_id,
      titleVi: row.title_vi,
      titleEn: row.title_en,
      announcedDate: row.announced_date,
      exDate: row.ex_date,
      recordDate: row.record_date,
      executionDate: row.execution_date,
      cashPerShare: row.cash,
      percentOfPar: row.percent_of_par,
      ratio: row.ratio,
      ratioText: row.ratio_text,
      subscriptionPrice: row.subscription,
      exReference: row.ex_reference,
      previousClose: row.previous_close,
    })),
    total: rows[0]?.total ?? 0,
  };
}

async function countExerciseRights(db: Db, filter: ExerciseRightFilter) {
  return db.$count(companyExerciseRights, rightConditions(filter));
}

/** Newest first. */
async function news(db: Db, symbol: string, paging: Paging) {
  const n = companyNews;
  return pageOf(
    await db
      .select({ row: n, total: windowTotal })
      .from(n)
      .where(eq(n.symbol, symbol))
      .orderBy(desc(n.publishedAt), desc(n.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
  );
}

async function countNews(db: Db, symbol: string) {
  return db.$count(companyNews, eq(companyNews.symbol, symbol));
}

async function recommendationCategoryList(db: Db) {
  return db
    .select()
    .from(recommendationCategories)
    .orderBy(asc(recommendationCategories.sort), asc(recommendationCategories.code));
}

export interface RecommendationFilter {
  categoryCode?: string | undefined;
  symbol?: string | undefined;
  /** Only each company's latest call of the category. */
  latest: boolean;
}

function recommendationConditions({ categoryCode, symbol }: RecommendationFilter) {
  const r = companyRecommendations;
  return and(
    categoryCode === undefined ? undefined : eq(r.categoryCode, categoryCode),
    symbol === undefined ? undefined : eq(r.symbol, symbol),
  );
}

/** The latest call's id per company and category, among the filter's. */
function latestIds(db: Db, filter: RecommendationFilter) {
  const r = companyRecommendations;
  return db
    .selectDistinctOn([r.symbol, r.categoryCode], { id: r.id })
    .from(r)
    .where(recommendationConditions(filter))
    .orderBy(r.symbol, r.categoryCode, desc(r.recommendationDate), desc(r.id));
}

function recommendationWhere(db: Db, filter: RecommendationFilter) {
  const r = companyRecommendations;
  const conditions = recommendationConditions(filter);
  return filter.latest ? and(conditions, sql`${r.id} in ${latestIds(db, filter)}`) : conditions;
}

/** Newest first, with the company's exchange. */
async function recommendations(
  db: Db,
  filter: RecommendationFilter,
  paging: Paging,
): Promise<Page<RecommendationRecord>> {
  const r = companyRecommendations;
  const rows = await db
    .select({ row: r, exchange: marketCompanies.exchange, total: windowTotal })
    .from(r)
    .innerJoin(marketCompanies, eq(marketCompanies.symbol, r.symbol))
    .where(recommendationWhere(db, filter))
    .orderBy(desc(r.recommendationDate), asc(r.symbol), desc(r.id))
    .limit(paging.limit)
    .offset(offsetOf(paging));
  return pageOf(rows.map(({ row, exchange, total }) => ({ row: { ...row, exchange }, total })));
}

async function countRecommendations(db: Db, filter: RecommendationFilter) {
  return db.$count(companyRecommendations, recommendationWhere(db, filter));
}

/**
 * The company data of the fundamentals dataset (issue 24; db/schema/company-profiles.ts):
 * what the analysis centre's company-data calls read (routes/company-data).
 */
export const companyDataRepository = (db: Db) =>
  bindDb(db, {
    findCompany,
    associations,
    ownership,
    largeShareholders,
    countLargeShareholders,
    officers,
    insiderTransactions,
    countInsiderTransactions,
    capitalHistory,
    exerciseRightTypes: exerciseRightTypeList,
    listExerciseRights,
    countExerciseRights,
    news,
    countNews,
    recommendationCategories: recommendationCategoryList,
    recommendations,
    countRecommendations,
  });

export type CompanyDataRepository = ReturnType<typeof companyDataRepository>;
