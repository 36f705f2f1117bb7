import { and, asc, between, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import type { ExerciseRightType } from '@brokerage/shared/market/companyData.ts';
import type { Db } from '../db/client';
import { companyExerciseRights, marketCompanies } from '../db/schema';
import { bindDb } from './bind-db';

/** A right whose record or execution date falls in a range, with its company's exchange. */
export type DatedRightRecord = Pick<
  typeof companyExerciseRights.$inferSelect,
  | 'id'
  | 'symbol'
  | 'typeId'
  | 'titleVi'
  | 'titleEn'
  | 'exDate'
  | 'recordDate'
  | 'executionDate'
  | 'cashPerShare'
  | 'ratio'
  | 'subscriptionPrice'
> & { exchange: Exchange };

export interface DatedRightsFilter {
  /** `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
  /** The right types wanted (never empty: the caller asks for nothing otherwise). */
  typeIds: readonly ExerciseRightType[];
  /** Empty: every exchange. */
  exchanges: readonly Exchange[];
  /** Empty: every company. */
  symbols: readonly string[];
}

const r = companyExerciseRights;

function conditions(filter: DatedRightsFilter): SQL | undefined {
  return and(
    or(
      between(r.recordDate, filter.from, filter.to),
      between(r.executionDate, filter.from, filter.to),
    ),
    inArray(r.typeId, [...filter.typeIds]),
    filter.exchanges.length > 0
      ? inArray(marketCompanies.exchange, [...filter.exchanges])
      : undefined,
    filter.symbols.length > 0 ? inArray(r.symbol, [...filter.symbols]) : undefined,
  );
}

/**
 * The rights with a record or execution date from `from` to `to` (record dates use
 * `company_exercise_rights_record_idx`), by symbol and id; the route splits each into its dates.
 */
async function datedRights(db: Db, filter: DatedRightsFilter): Promise<DatedRightRecord[]> {
  if (filter.typeIds.length === 0) return [];
  return db
    .select({
      id: r.id,
      symbol: r.symbol,
      typeId: r.typeId,
      titleVi: r.titleVi,
      titleEn: r.titleEn,
      exDate: r.exDate,
      recordDate: r.recordDate,
      executionDate: r.executionDate,
      cashPerShare: r.cashPerShare,
      ratio: r.ratio,
      subscriptionPrice: r.subscriptionPrice,
      exchange: marketCompanies.exchange,
    })
    .from(r)
    .innerJoin(marketCompanies, eq(marketCompanies.symbol, r.symbol))
    .where(conditions(filter))
    .orderBy(asc(r.symbol), asc(r.id));
}

/**
 * The companies with an annual general meeting recorded in the calendar year of each day from
 * `from` to `to`, as `SYMBOL:YEAR` (the route derives the legal deadline for the others).
 */
async function annualMeetingYears(
  db: Db,
  filter: { fromYear: number; toYear: number; symbols: readonly string[] },
): Promise<Set<string>> {
  const rows = await db
    .select({ symbol: r.symbol, executionDate: r.executionDate })
    .from(r)
    .where(
      and(
        eq(r.typeId, 'agm'),
        between(r.executionDate, `${filter.fromYear}-01-01`, `${filter.toYear}-12-31`),
        filter.symbols.length > 0 ? inArray(r.symbol, [...filter.symbols]) : undefined,
      ),
    );
  return new Set(rows.map((row) => `${row.symbol}:${row.executionDate.slice(0, 4)}`));
}

/**
 * The market events calendar's reads (issue 27 item 5; routes/market-events): the exercise
 * rights dated in a range, and which annual meetings the dataset already has.
 */
export const marketEventsRepository = (db: Db) => bindDb(db, { datedRights, annualMeetingYears });

export type MarketEventsRepository = ReturnType<typeof marketEventsRepository>;
