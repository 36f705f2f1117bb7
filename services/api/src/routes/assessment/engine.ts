import type { FastifyInstance } from 'fastify';
import {
  type AnnualFigures,
  type Assessment,
  assess,
} from '@brokerage/shared/market/fundamentals/assessment.ts';
import { KEY_LINES, sumTerms } from '@brokerage/shared/market/fundamentals/catalogue.ts';
import { type Ratios, sectorMedian } from '@brokerage/shared/market/fundamentals/ratios.ts';
import type { LineValues } from '@brokerage/shared/market/fundamentals/types.ts';
import { createPriceboardClient } from '../../lib/priceboard/client';
import { coalescePriceboard } from '../../lib/priceboard/coalesce';
import type { StatementRow } from '../../repositories/fundamentals';
import { Books, publishedDate, ratiosAt } from '../fundamentals/books';
import { currentCut, LiveBoard } from '../market/live';
import {
  type CompanyRecord,
  type DailyRow,
  marketDataOf,
  type MarketSnapshot,
} from '../market/market-data';

/** How many fiscal years the business-model axis reads. */
const BUSINESS_YEARS = 5;

/** One company's assessment as of a session, with what the call shows beside it. */
export interface CompanyAssessment {
  company: CompanyRecord;
  assessment: Assessment;
  /** The last quarter the ratios cover, or null without four published quarters. */
  statementPeriod: { year: number; quarter: number } | null;
  /** Close × shares at the session; null without a close. */
  marketCapital: number | null;
}

export interface MarketAssessment {
  /** The session of the prices (the last closed one); undefined without prices. */
  asOf: string | undefined;
  companies: Map<string, CompanyAssessment>;
}

/** Every assessment of a snapshot by the session it is made at: the sessions close once a day. */
const cache = new WeakMap<MarketSnapshot, Map<string, Promise<MarketAssessment>>>();
/** One reader of the board per market repository (the process's one, in production). */
const boards = new WeakMap<object, LiveBoard>();

function boardOf(app: FastifyInstance): LiveBoard {
  let board = boards.get(app.repos.market);
  if (!board) {
    const port = createPriceboardClient({
      url: app.config.priceboard.url,
      timeoutMs: app.config.priceboard.timeoutMs,
    });
    board = new LiveBoard(coalescePriceboard(port, { ttlMs: app.config.priceboard.cacheMs }));
    boards.set(app.repos.market, board);
  }
  return board;
}

/**
 * The session the assessment is made at: the last stored one the board has closed. While the
 * board trades (or replays) a session, its figures change at every push and the day's stored
 * close must not show before the board gets there, so the assessment stays at the session
 * before it (routes/market/live.ts `cutAt`).
 */
async function assessmentSession(
  app: FastifyInstance,
  snapshot: MarketSnapshot,
): Promise<string | undefined> {
  return (await currentCut(snapshot.sessions, boardOf(app))).lastStored;
}

/** Every company's assessment at the last closed session, computed once per snapshot and session. */
export async function assessMarket(app: FastifyInstance): Promise<MarketAssessment> {
  const snapshot = await (await marketDataOf(app)).snapshot();
  const asOf = await assessmentSession(app, snapshot);
  let bySession = cache.get(snapshot);
  if (!bySession) cache.set(snapshot, (bySession = new Map()));
  const key = asOf ?? '';
  let found = bySession.get(key);
  if (!found) {
    const made = compute(app, snapshot, asOf);
    found = made;
    bySession.set(key, made);
    made.catch(() => {
      if (bySession.get(key) === made) bySession.delete(key);
    });
  }
  return found;
}

/** A fiscal year's revenue and profit after tax: the sums of its four quarters. */
function annualFigures(
  company: CompanyRecord,
  books: Books,
  year: number,
): AnnualFigures | undefined {
  const keys = KEY_LINES[company.firmType];
  const quarters: LineValues[] = [];
  for (const quarter of [1, 2, 3, 4]) {
    const values = books.get(year, quarter);
    if (!values) return undefined;
    quarters.push(values);
  }
  const total = (terms: typeof keys.revenue) =>
    quarters.reduce((sum, v) => sum + sumTerms(v, terms), 0);
  return { year, revenue: total(keys.revenue), netProfit: total(keys.profitAfterTax) };
}

interface Gathered {
  company: CompanyRecord;
  years: AnnualFigures[];
  ratios: Ratios | null;
  equity: number | null;
  statementPeriod: { year: number; quarter: number } | null;
  close: number | null;
}

/** What the statements published by `asOf` and the close at `asOf` say of one company. */
function gather(
  company: CompanyRecord,
  rows: readonly StatementRow[],
  asOf: string | undefined,
  close: number | null,
): Gathered {
  const books = new Books(rows);
  const published = books
    .list()
    .filter((p) => asOf !== undefined && publishedDate(p.year, p.quarter) <= asOf);
  const years: AnnualFigures[] = [];
  const fiscalYears = [...new Set(published.map((p) => p.year))];
  for (const year of fiscalYears) {
    // A year counts once its fourth quarter is out (its year-end + 30 days, with the annual report).
    if (!published.some((p) => p.year === year && p.quarter === 4)) continue;
    const figures = annualFigures(company, books, year);
    if (figures) years.push(figures);
    if (years.length === BUSINESS_YEARS) break;
  }
  years.reverse();
  const latest = published.find((p) => p.quarter > 0);
  const window = latest && ratiosAt(company.firmType, books, latest.year, latest.quarter, close);
  const lastValues = latest && books.get(latest.year, latest.quarter);
  return {
    company,
    years,
    ratios: window?.ratios ?? null,
    equity: lastValues ? sumTerms(lastValues, KEY_LINES[company.firmType].totalEquity) : null,
    statementPeriod: window ? { year: window.year, quarter: window.quarter } : null,
    close,
  };
}

/** The sector median of the values known and how many they are. */
const figure = (values: (number | null)[]) => ({
  median: sectorMedian(values),
  companies: values.filter((v) => v !== null && Number.isFinite(v)).length,
});

/** Net margin of the last fiscal year gathered, or null. */
const lastMargin = (g: Gathered) => {
  const last = g.years.at(-1);
  return last && last.revenue > 0 ? last.netProfit / last.revenue : null;
};

async function compute(
  app: FastifyInstance,
  snapshot: MarketSnapshot,
  asOf: string | undefined,
): Promise<MarketAssessment> {
  const companies = [...snapshot.companies.values()];
  const symbols = companies.map((c) => c.symbol);
  // The five fiscal years before the session's year and its own quarters; a year's figures
  // are its four quarters' (docs/fundamentals.md), so the annual rows are not read.
  const fromYear = asOf === undefined ? undefined : Number(asOf.slice(0, 4)) - BUSINESS_YEARS;
  const cut = { lastStored: asOf, live: null };
  const [rows, day, index, series] = await Promise.all([
    app.repos.fundamentals.statementRows(symbols, { quarters: true, fromYear }),
    asOf === undefined ? new Map<string, DailyRow>() : snapshot.day(asOf),
    snapshot.history('VNINDEX', '1Y', false, cut),
    Promise.all(symbols.map((symbol) => snapshot.history(symbol, '1Y', true, cut))),
  ]);
  const rowsOf = new Map<string, StatementRow[]>();
  for (const row of rows) {
    let own = rowsOf.get(row.symbol);
    if (!own) rowsOf.set(row.symbol, (own = []));
    own.push(row);
  }

  const gathered = companies.map((company) =>
    gather(company, rowsOf.get(company.symbol) ?? [], asOf, day.get(company.symbol)?.close ?? null),
  );
  const sectors = new Map<string, Gathered[]>();
  for (const g of gathered) {
    let sector = sectors.get(g.company.icbCode);
    if (!sector) sectors.set(g.company.icbCode, (sector = []));
    sector.push(g);
  }
  const indexBy = new Map(index.map((p) => [p.sessionDate, p.close]));

  const result = new Map<string, CompanyAssessment>();
  gathered.forEach((g, i) => {
    const sector = sectors.get(g.company.icbCode) ?? [g];
    const margins = sector.map(lastMargin);
    const points = (series[i] ?? []).filter((p) => indexBy.has(p.sessionDate));
    const assessment = assess({
      firmType: g.company.firmType,
      business: {
        years: g.years,
        sectorNetMargin: sectorMedian(margins),
        sectorCompanies: margins.filter((m) => m !== null).length,
      },
      ratios: g.ratios,
      equity: g.equity,
      sector: {
        pe: figure(sector.map((s) => s.ratios?.pe ?? null)),
        pb: figure(sector.map((s) => s.ratios?.pb ?? null)),
      },
      closes: points.map((p) => p.close),
      indexCloses: points.map((p) => indexBy.get(p.sessionDate)!),
    });
    result.set(g.company.symbol, {
      company: g.company,
      assessment,
      statementPeriod: g.statementPeriod,
      marketCapital: g.close === null ? null : g.close * g.company.sharesOutstanding,
    });
  });
  return { asOf, companies: result };
}
