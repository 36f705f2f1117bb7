/**
 * `npm run import:market -- <dir>`: loads a vendor's market data (companies, daily prices,
 * corporate actions, covered warrants, and the fundamentals: statements, line items, plans and
 * the company data; CSV or JSON, the shape is described in market-files.ts)
 * into the configured database (DATABASE_URL, else the PGlite under DATA_DIR: stop the API
 * first, PGlite has one owner). Every row is checked with the shared zod schemas first; any bad
 * row is printed as `file:line: field: message` and nothing is loaded. Otherwise all rows are
 * upserted (by symbol; symbol and session date; symbol, ex-date and kind; warrant code) in one
 * transaction. With REDIS_URL, running API replicas are then told (`content-changed`) and drop
 * their snapshot of the market dataset.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfigOrExit } from '../config';
import { type Db, openMigrated } from '../db/client';
import { announceContentChanged } from '../lib/state/content-changed';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
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
  marketBusinessPlans,
  marketCompanies,
  marketCorporateActions,
  marketCoveredWarrants,
  marketDailyPrices,
  marketFinancialStatements,
  marketLineItems,
  recommendationCategories,
} from '../db/schema';
import { bulkInsert } from './bulk-insert';
import {
  type FundamentalFile,
  type FundamentalRows,
  type MarketRows,
  readMarketDir,
} from './market-files';

export type ImportResult =
  | {
      ok: true;
      files: string[];
      counts: Record<keyof MarketRows, number> & Partial<Record<FundamentalFile, number>>;
    }
  | { ok: false; problems: string[] };

type SymbolTable = PgTable & { symbol: PgColumn };

/**
 * Where each fundamentals file goes: upserted on its key, or, for a company's lists (officers,
 * news…, rows without a key of their own), the file's rows replace the stored rows of the
 * companies it names. In this order: the lookups before the rows that name them.
 */
const FUNDAMENTAL_TABLES: {
  [K in FundamentalFile]: { table: PgTable; upsertOn?: PgColumn[]; replaceBySymbol?: SymbolTable };
} = {
  'line-items': {
    table: marketLineItems,
    upsertOn: [marketLineItems.firmType, marketLineItems.code],
  },
  'exercise-right-types': { table: exerciseRightTypes, upsertOn: [exerciseRightTypes.id] },
  'recommendation-categories': {
    table: recommendationCategories,
    upsertOn: [recommendationCategories.code],
  },
  'financial-statements': {
    table: marketFinancialStatements,
    upsertOn: [
      marketFinancialStatements.symbol,
      marketFinancialStatements.fiscalYear,
      marketFinancialStatements.quarter,
      marketFinancialStatements.code,
    ],
  },
  'business-plans': {
    table: marketBusinessPlans,
    upsertOn: [marketBusinessPlans.symbol, marketBusinessPlans.fiscalYear],
  },
  'company-profiles': { table: companyProfiles, upsertOn: [companyProfiles.symbol] },
  'ownership-structures': {
    table: companyOwnershipStructures,
    upsertOn: [companyOwnershipStructures.symbol, companyOwnershipStructures.category],
  },
  'company-associations': { table: companyAssociations, replaceBySymbol: companyAssociations },
  'large-shareholders': {
    table: companyLargeShareholders,
    replaceBySymbol: companyLargeShareholders,
  },
  'company-officers': { table: companyOfficers, replaceBySymbol: companyOfficers },
  'insider-transactions': {
    table: companyInsiderTransactions,
    replaceBySymbol: companyInsiderTransactions,
  },
  'capital-history': { table: companyCapitalHistory, replaceBySymbol: companyCapitalHistory },
  'exercise-rights': { table: companyExerciseRights, replaceBySymbol: companyExerciseRights },
  'company-news': { table: companyNews, replaceBySymbol: companyNews },
  recommendations: { table: companyRecommendations, replaceBySymbol: companyRecommendations },
};

/** A file's rows as the table takes them (the catalogue's `order` is the column `sort`). */
function tableRows(kind: FundamentalFile, rows: readonly Record<string, unknown>[]) {
  if (kind !== 'line-items') return rows;
  return rows.map(({ order, ...row }) => ({ ...row, sort: order }));
}

/** The lookups carry JSON columns, which the bulk insert's arrays do not: one row at a time. */
const JSON_TABLES: ReadonlySet<FundamentalFile> = new Set(['recommendation-categories']);

async function writeFundamentals(tx: Tx, rows: Partial<FundamentalRows>): Promise<void> {
  for (const [kind, target] of Object.entries(FUNDAMENTAL_TABLES) as [
    FundamentalFile,
    (typeof FUNDAMENTAL_TABLES)[FundamentalFile],
  ][]) {
    const given = rows[kind] as Record<string, unknown>[] | undefined;
    if (!given || given.length === 0) continue;
    const values = tableRows(kind, given) as never[];
    if (target.replaceBySymbol) {
      const symbols = [...new Set(given.map((row) => String(row.symbol)))];
      await tx
        .delete(target.replaceBySymbol)
        .where(inArray(target.replaceBySymbol.symbol, symbols));
      await bulkInsert(tx, target.table, values);
    } else if (JSON_TABLES.has(kind)) {
      for (const value of values) {
        await tx
          .insert(target.table)
          .values(value)
          .onConflictDoUpdate({ target: target.upsertOn!, set: value });
      }
    } else {
      await bulkInsert(tx, target.table, values, { upsertOn: target.upsertOn! });
    }
  }
}

/** Checks the directory's files and, when every row is good, upserts them all at once. */
export async function importMarket(db: Db, dir: string): Promise<ImportResult> {
  const known = await db.select({ symbol: marketCompanies.symbol }).from(marketCompanies);
  const types = await db.select({ id: exerciseRightTypes.id }).from(exerciseRightTypes);
  const categories = await db
    .select({ code: recommendationCategories.code })
    .from(recommendationCategories);
  const { rows, fundamentals, problems, files } = await readMarketDir(
    dir,
    new Set(known.map((k) => k.symbol)),
    {
      rightTypes: new Set(types.map((t) => t.id)),
      categories: new Set(categories.map((c) => c.code)),
    },
  );
  if (problems.length > 0) return { ok: false, problems };
  await db.transaction(async (tx) => {
    await bulkInsert(tx, marketCompanies, rows.companies, {
      upsertOn: [marketCompanies.symbol],
      // Files from before these columns (or with their cells empty) keep the stored names.
      keepOnNull: [marketCompanies.shortName, marketCompanies.brands],
    });
    await bulkInsert(tx, marketDailyPrices, rows.dailyPrices, {
      upsertOn: [marketDailyPrices.symbol, marketDailyPrices.sessionDate],
    });
    await bulkInsert(tx, marketCorporateActions, rows.corporateActions, {
      upsertOn: [
        marketCorporateActions.symbol,
        marketCorporateActions.exDate,
        marketCorporateActions.kind,
      ],
    });
    await bulkInsert(tx, marketCoveredWarrants, rows.coveredWarrants, {
      upsertOn: [marketCoveredWarrants.code],
    });
    await writeFundamentals(tx, fundamentals);
  });
  return {
    ok: true,
    files,
    counts: {
      companies: rows.companies.length,
      dailyPrices: rows.dailyPrices.length,
      corporateActions: rows.corporateActions.length,
      coveredWarrants: rows.coveredWarrants.length,
      ...Object.fromEntries(
        Object.entries(fundamentals).map(([kind, list]) => [kind, (list as unknown[]).length]),
      ),
    },
  };
}

async function main(args: string[]) {
  const dir = args.find((a) => a !== '--');
  if (!dir) {
    console.error('usage: npm run import:market -- <dir>');
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const database = await openMigrated(config);
  try {
    // npm runs the script in services/api; a relative directory is the caller's (INIT_CWD).
    const result = await importMarket(database.db, path.resolve(process.env.INIT_CWD ?? '.', dir));
    if (!result.ok) {
      for (const problem of result.problems) console.error(problem);
      console.error(`nothing imported: ${result.problems.length} problem(s)`);
      process.exitCode = 1;
      return;
    }
    const { counts } = result;
    console.log(
      `imported ${result.files.join(', ')}: ${counts.companies} companies, ` +
        `${counts.dailyPrices} daily prices, ${counts.corporateActions} corporate actions, ` +
        `${counts.coveredWarrants} covered warrants` +
        Object.entries(counts)
          .filter(([kind]) => kind.includes('-') || kind === 'recommendations')
          .map(([kind, n]) => `, ${n} ${kind}`)
          .join(''),
    );
    await announceContentChanged(
      { url: config.redisUrl, prefix: config.redisPrefix },
      'import-market',
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
