/**
 * `npm run import:market -- <dir>`: loads a vendor's market data (companies, daily prices,
 * corporate actions, covered warrants; CSV or JSON, the shape is described in market-files.ts)
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
import {
  marketCompanies,
  marketCorporateActions,
  marketCoveredWarrants,
  marketDailyPrices,
} from '../db/schema';
import { bulkInsert } from './bulk-insert';
import { type MarketRows, readMarketDir } from './market-files';

export type ImportResult =
  | { ok: true; files: string[]; counts: Record<keyof MarketRows, number> }
  | { ok: false; problems: string[] };

/** Checks the directory's files and, when every row is good, upserts them all at once. */
export async function importMarket(db: Db, dir: string): Promise<ImportResult> {
  const known = await db.select({ symbol: marketCompanies.symbol }).from(marketCompanies);
  const { rows, problems, files } = await readMarketDir(dir, new Set(known.map((k) => k.symbol)));
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
  });
  return {
    ok: true,
    files,
    counts: {
      companies: rows.companies.length,
      dailyPrices: rows.dailyPrices.length,
      corporateActions: rows.corporateActions.length,
      coveredWarrants: rows.coveredWarrants.length,
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
        `${counts.coveredWarrants} covered warrants`,
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
