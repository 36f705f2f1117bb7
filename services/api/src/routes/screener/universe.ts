import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { priceToBook, priceToEarnings } from '@brokerage/shared/market/fundamentals/ratios.ts';
import type { ScreenerRow } from '@brokerage/shared/validation/screenerApi.ts';
import type { StatementRow } from '../../repositories/fundamentals';
import type { FundamentalsRepository } from '../../repositories/fundamentals';
import { Books, publishedDate, ratiosAt } from '../fundamentals/books';
import { round2 } from '../market/figures';
import { liveRowOf, type SessionCut } from '../market/live';
import type { CompanyRecord, MarketSnapshot } from '../market/market-data';

/**
 * The figures of one company that do not move with the price: from its statements, the four
 * quarters published by a day (a quarter comes out 30 days after it ends), as the company
 * indicators read them (`ttpt-company-indicators`): EPS and book value per share, to set against
 * the price of the moment, ROE and the profit growth (the revenue growth too, for the peer
 * comparison of `ttpt-company-peers`).
 */
export interface StatementFigures {
  eps: number | null;
  bvps: number | null;
  roe: number | null;
  profitGrowth: number | null;
  revenueGrowth: number | null;
}

/** One company with every figure the screener filters and sorts on (unrounded for nothing). */
export interface ScreenedCompany {
  company: CompanyRecord;
  /** The session of the price: the board's when the company has traded on it. */
  sessionDate: string;
  price: number | null;
  /** VND. */
  marketCapital: number | null;
  /** Rounded as shown (2 decimals; ROE and growth in percent): a filter reads what is shown. */
  pE: number | null;
  pB: number | null;
  roe: number | null;
  profitGrowth: number | null;
  revenueGrowth: number | null;
  score: number | null;
}

/** The ratios need four quarters, the quarter before them and the same four a year earlier. */
const QUARTERS_BACK = 8;

/**
 * The first fiscal year the ratios at `day` can read: the year of the quarter eight before the
 * newest one published by then (a year's last quarter comes out in the next year).
 */
export function firstYearNeeded(day: string): number {
  const year = Number(day.slice(0, 4));
  let index = year * 4 + 3; // Q4 of `day`'s year, then back until one is out by `day`
  while (publishedDate(Math.floor(index / 4), (index % 4) + 1) > day) index -= 1;
  return Math.floor((index - QUARTERS_BACK) / 4);
}

const NO_FIGURES: StatementFigures = {
  eps: null,
  bvps: null,
  roe: null,
  profitGrowth: null,
  revenueGrowth: null,
};

interface SnapshotCache {
  /** Each company's stored quarters, by the first fiscal year read. */
  books: Map<string, Promise<Map<string, Books>>>;
  /** The statement figures of every company as published by a day, by that day. */
  figures: Map<string, Promise<Map<string, StatementFigures>>>;
  /** Every company's row when no board session is shown, by the last stored session. */
  stored: Map<string, Promise<ScreenedCompany[]>>;
}

/** Days remembered per snapshot: the board moves from one session to the next, a few a day. */
const DAYS_KEPT = 8;

/**
 * The screener's universe, computed once per market snapshot (and per day for what the day
 * decides): a new snapshot (the TTL, a `content-changed`) starts afresh, an old one is dropped
 * with it.
 */
const caches = new WeakMap<MarketSnapshot, SnapshotCache>();

function cacheOf(snapshot: MarketSnapshot): SnapshotCache {
  let cache = caches.get(snapshot);
  if (!cache)
    caches.set(snapshot, (cache = { books: new Map(), figures: new Map(), stored: new Map() }));
  return cache;
}

/** A load kept under `key` in `map` (a failure is forgotten, the oldest goes past DAYS_KEPT). */
function keep<V>(map: Map<string, Promise<V>>, key: string, make: () => Promise<V>): Promise<V> {
  const found = map.get(key);
  if (found) return found;
  const value = make();
  map.set(key, value);
  value.catch(() => {
    if (map.get(key) === value) map.delete(key);
  });
  if (map.size > DAYS_KEPT) map.delete(map.keys().next().value as string);
  return value;
}

/** Each company's stored quarters from `fromYear` on (what the ratios of a day read). */
function booksFrom(
  snapshot: MarketSnapshot,
  repo: FundamentalsRepository,
  fromYear: number,
): Promise<Map<string, Books>> {
  return keep(cacheOf(snapshot).books, String(fromYear), async () => {
    const rows = await repo.statementRows([...snapshot.companies.keys()], {
      quarters: true,
      fromYear,
    });
    const bySymbol = new Map<string, StatementRow[]>();
    for (const row of rows) {
      let list = bySymbol.get(row.symbol);
      if (!list) bySymbol.set(row.symbol, (list = []));
      list.push(row);
    }
    return new Map([...bySymbol].map(([symbol, list]) => [symbol, new Books(list)]));
  });
}

/** `company`'s statement figures as published by `day` (the indicators' `valuation`). */
export function statementFigures(
  company: CompanyRecord,
  books: Books | undefined,
  day: string,
): StatementFigures {
  if (!books) return NO_FIGURES;
  const latest = books.list().find((p) => p.quarter > 0 && publishedDate(p.year, p.quarter) <= day);
  // The price does not enter these; P/E and P/B are set against it per request.
  const window = latest && ratiosAt(company.firmType, books, latest.year, latest.quarter, null);
  if (!window) return NO_FIGURES;
  const { eps, bvps, roe, profitGrowth, revenueGrowth } = window.ratios;
  return { eps, bvps, roe, profitGrowth, revenueGrowth };
}

function figuresOn(
  snapshot: MarketSnapshot,
  repo: FundamentalsRepository,
  day: string,
): Promise<Map<string, StatementFigures>> {
  return keep(cacheOf(snapshot).figures, day, async () => {
    const books = await booksFrom(snapshot, repo, firstYearNeeded(day));
    return new Map(
      [...snapshot.companies.values()].map((company) => [
        company.symbol,
        statementFigures(company, books.get(company.symbol), day),
      ]),
    );
  });
}

const percent = (n: number | null) => (n === null ? null : round2(n * 100));
const multiple = (n: number | null) => (n === null ? null : round2(n));

/**
 * Every company with its figures at the session the board shows (its last match while it
 * trades, the stored close otherwise), as `ttpt-company-indicators` computes them: P/E and P/B
 * on that price, market cap = shares outstanding × price. A company without a price on the
 * session shown (not listed yet, suspended) has null price figures.
 */
export async function screenedCompanies(
  snapshot: MarketSnapshot,
  repo: FundamentalsRepository,
  cut: SessionCut,
  scores: ReadonlyMap<string, number>,
): Promise<ScreenedCompany[]> {
  const lastStored = cut.lastStored;
  if (lastStored === undefined && !cut.live) return [];
  const build = async () => {
    const lastDay = lastStored === undefined ? new Map() : await snapshot.day(lastStored);
    const liveSession = cut.live?.sessionDate;
    const [storedFigures, liveFigures] = await Promise.all([
      lastStored === undefined
        ? new Map<string, StatementFigures>()
        : figuresOn(snapshot, repo, lastStored),
      liveSession === undefined ? null : figuresOn(snapshot, repo, liveSession),
    ]);
    return [...snapshot.companies.values()].map((company): ScreenedCompany => {
      const live = liveRowOf(cut, company.symbol);
      const price: number | null = live?.close ?? lastDay.get(company.symbol)?.close ?? null;
      const sessionDate = live?.sessionDate ?? lastStored ?? (liveSession as string);
      const figures = (live ? liveFigures : storedFigures)?.get(company.symbol) ?? NO_FIGURES;
      return {
        company,
        sessionDate,
        price,
        marketCapital: price === null ? null : company.sharesOutstanding * price,
        pE: price === null ? null : multiple(priceToEarnings(price, figures.eps)),
        pB: price === null ? null : multiple(priceToBook(price, figures.bvps)),
        roe: percent(figures.roe),
        profitGrowth: percent(figures.profitGrowth),
        revenueGrowth: percent(figures.revenueGrowth),
        score: null,
      };
    });
  };
  // Without the board's session every figure is stored: one computation per snapshot and day.
  // The scores come from the assessment's own per-snapshot cache and are laid on each time.
  const rows =
    cut.live || lastStored === undefined
      ? await build()
      : await keep(cacheOf(snapshot).stored, lastStored, build);
  return rows.map((row) => ({ ...row, score: scores.get(row.company.symbol) ?? null }));
}

/** The answer's row: names and sector in the request's language. */
export function toScreenerRow(row: ScreenedCompany, locale: Locale): ScreenerRow {
  const { company } = row;
  return {
    stockSymbol: company.symbol,
    name: locale === 'en' ? company.nameEn : company.nameVi,
    exchange: company.exchange,
    icbCode: company.icbCode,
    sector: locale === 'en' ? company.sectorEn : company.sectorVi,
    firmType: company.firmType,
    sessionDate: row.sessionDate,
    price: row.price,
    marketCapital: row.marketCapital,
    pE: row.pE,
    pB: row.pB,
    roe: row.roe,
    profitGrowth: row.profitGrowth,
    score: row.score,
  };
}
