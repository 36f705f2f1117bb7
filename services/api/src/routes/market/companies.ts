import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  isTradingDay,
  previousTradingDay,
  vietnamDate,
} from '@brokerage/shared/market/calendar.ts';
import { EXCHANGE_CODES } from '@brokerage/shared/market/exchanges.ts';
import { splitBrands } from '@brokerage/shared/validation/market.ts';
import {
  dataEnvelope,
  listEnvelope,
  LocaleQuerySchema,
} from '@brokerage/shared/validation/common.ts';
import {
  CompanyIndicatorsSchema,
  CompanySchema,
  CompanySearchQuerySchema,
  CoveredWarrantQuerySchema,
  CoveredWarrantSchema,
  SymbolParamsSchema,
  type Company,
  type CompanyIndicators,
  type CoveredWarrant,
} from '@brokerage/shared/validation/marketApi.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT, listPage } from '../../lib/http/route-schemas';
import type { StatementRow } from '../../repositories/fundamentals';
import { Books, publishedDate, ratiosAt } from '../fundamentals/books';
import { beta, foreignHolding, foreignOwnershipLimit, percentOf, round2 } from './figures';
import {
  type CompanyRecord,
  indicesOf,
  type MarketData,
  type MarketSnapshot,
  remember,
} from './market-data';
import { currentCut, LIVE_CACHE_CONTROL, type LiveBoard, liveRowOf, type SessionCut } from './live';
import { requireCompany } from './symbols';

const TAG = 'market';

export function toCompany(row: CompanyRecord, locale: Locale): Company {
  return {
    stockSymbol: row.symbol,
    name: locale === 'en' ? row.nameEn : row.nameVi,
    nameVi: row.nameVi,
    nameEn: row.nameEn,
    shortName: row.shortName,
    brands: row.brands === null ? [] : splitBrands(row.brands),
    exchange: row.exchange,
    exchangeCode: EXCHANGE_CODES[row.exchange],
    icbCode: row.icbCode,
    sector: locale === 'en' ? row.sectorEn : row.sectorVi,
    sectorVi: row.sectorVi,
    sectorEn: row.sectorEn,
    firmType: row.firmType,
    listingDate: row.listingDate,
    sharesOutstanding: row.sharesOutstanding,
    charteredCapital: row.charteredCapital,
    indices: indicesOf(row),
  };
}

/** The session a warrant quote is for: the latest trading day by the app's clock, never before the dataset's last. */
function currentSessionDate(now: Date, last: string): string {
  let today = vietnamDate(now);
  if (!isTradingDay(today)) today = previousTradingDay(today);
  return today > last ? today : last;
}

/**
 * The covered warrants of the session the board shows (its references and bands, which it took
 * from the same seed), or, with no board, of the current session by the app's clock.
 */
async function coveredWarrants(
  snapshot: MarketSnapshot,
  now: Date,
  cut: SessionCut,
  underlying: string | undefined,
): Promise<CoveredWarrant[]> {
  const last = snapshot.lastSession;
  if (last === undefined) return [];
  const board = cut.live;
  const sessionDate = board?.sessionDate ?? currentSessionDate(now, cut.lastStored ?? last);
  const seed = await snapshot.boardSeed(sessionDate);
  if (!seed) return [];
  const shownDay = cut.lastStored === undefined ? new Map() : await snapshot.day(cut.lastStored);
  const underlyingPrice = (symbol: string) => {
    const row = board?.rows.get(symbol);
    return row ? (row.price ?? row.reference) : (shownDay.get(symbol)?.close ?? 0);
  };
  const terms = new Map(snapshot.warrants.map((w) => [w.code, w]));
  return seed.instruments.flatMap((instrument) => {
    const warrant = terms.get(instrument.symbol);
    if (instrument.kind !== 'cw' || !warrant) return [];
    if (underlying !== undefined && warrant.underlying !== underlying) return [];
    const row = board?.rows.get(warrant.code);
    return [
      {
        contractCode: warrant.code,
        stockSymbol: warrant.underlying,
        issuer: warrant.issuer,
        exercisePrice: warrant.exercisePrice,
        ratio: warrant.ratio,
        issueDate: warrant.issueDate,
        expirationDate: warrant.maturityDate,
        sessionDate,
        total: row?.reference ?? instrument.reference,
        ceiling: row?.ceiling ?? instrument.ceiling,
        floor: row?.floor ?? instrument.floor,
        underlyingPrice: underlyingPrice(warrant.underlying),
      },
    ];
  });
}

/**
 * EPS, book value per share, P/E, P/B, ROE and ROA from the company's statements (the four
 * quarters published by `day`: a quarter comes out 30 days after it ends) and the price now;
 * null where there are no statements (a vendor's market without them) or a ratio is undefined.
 */
function valuation(
  company: CompanyRecord,
  statements: readonly StatementRow[],
  day: string,
  price: number,
) {
  const books = new Books(statements);
  const latest = books.list().find((p) => p.quarter > 0 && publishedDate(p.year, p.quarter) <= day);
  const window = latest && ratiosAt(company.firmType, books, latest.year, latest.quarter, price);
  const ratios = window?.ratios;
  const round = (n: number | null | undefined, scale: (x: number) => number) =>
    n === null || n === undefined ? null : scale(n);
  return {
    eps: round(ratios?.eps, Math.round),
    bookValue: round(ratios?.bvps, Math.round),
    pE: round(ratios?.pe, round2),
    pB: round(ratios?.pb, round2),
    roe: round(ratios?.roe, (n) => round2(n * 100)),
    roa: round(ratios?.roa, (n) => round2(n * 100)),
  };
}

/**
 * The indicators at the session the board shows (its prices and volumes while it trades it),
 * else at the last stored session shown.
 */
async function indicators(
  snapshot: MarketSnapshot,
  company: CompanyRecord,
  cut: SessionCut,
  statements: readonly StatementRow[],
): Promise<CompanyIndicators | null> {
  const symbol = company.symbol;
  const [year, raw, market, lastDay] = await Promise.all([
    snapshot.history(symbol, '1Y', true, cut),
    snapshot.history(symbol, '1M', false, cut),
    snapshot.history('VNINDEX', '1Y', false, cut),
    cut.lastStored === undefined ? null : snapshot.day(cut.lastStored),
  ]);
  const last = raw.at(-1);
  const live = liveRowOf(cut, symbol);
  // The session shown: the board's when the company has traded on it, else the last stored one.
  if (!last || !lastDay || last.sessionDate !== (live?.sessionDate ?? cut.lastStored)) return null;
  /** Each company's price now: the board's last match (or its reference before one), else the close. */
  const priceOf = (other: string) => {
    const row = cut.live?.rows.get(other);
    return row ? (row.price ?? row.reference) : (lastDay.get(other)?.close ?? 0);
  };

  const marketBy = new Map(market.map((p) => [p.sessionDate, p.close]));
  const paired = year.filter((p) => marketBy.has(p.sessionDate));
  const fundamentals = valuation(company, statements, last.sessionDate, last.close);

  const capitals = [...snapshot.companies.values()]
    .map((c) => ({
      symbol: c.symbol,
      capital: c.sharesOutstanding * priceOf(c.symbol),
    }))
    .sort((a, b) => b.capital - a.capital || a.symbol.localeCompare(b.symbol));
  const marketCapital = company.sharesOutstanding * last.close;

  // After the session shown: the stored sessions to it, and the board's trade so far in it.
  const netBought = await snapshot.netForeignBefore(nextDay(cut.lastStored ?? last.sessionDate));
  const liveNet = live ? live.foreignBuyVolume - live.foreignSellVolume : 0;
  const foreign = foreignHolding(
    symbol,
    company.firmType,
    company.sharesOutstanding,
    (netBought.get(symbol) ?? 0) + liveNet,
    snapshot.shareRatios(symbol),
  );
  const recent = raw.slice(-20);
  return {
    exchangeCode: EXCHANGE_CODES[company.exchange],
    stockSymbol: symbol,
    icbCode: company.icbCode,
    sessionDate: last.sessionDate,
    priceChange: last.priceChange,
    priceChangePercent: last.priceChangePercent,
    volumeAvg20Days: Math.round(recent.reduce((sum, p) => sum + p.volume, 0) / recent.length),
    beta: beta(
      paired.map((p) => p.close),
      paired.map((p) => marketBy.get(p.sessionDate) as number),
    ),
    charteredCapital: company.charteredCapital,
    marketCapital,
    marketCapitalRank: capitals.findIndex((c) => c.symbol === symbol) + 1,
    pE: fundamentals.pE,
    eps: fundamentals.eps,
    pB: fundamentals.pB,
    sharesOutstanding: company.sharesOutstanding,
    bookValue: fundamentals.bookValue,
    priceHighest52w: Math.max(...year.map((p) => p.high)),
    priceLowest52w: Math.min(...year.map((p) => p.low)),
    roa: fundamentals.roa,
    roe: fundamentals.roe,
    foreignOwnershipLimit: foreignOwnershipLimit(company.firmType),
    foreignHolding: foreign.holding,
    foreignRoom: foreign.room,
    priceReference: last.reference,
    priceCeiling: last.ceiling ?? last.reference,
    priceFloor: last.floor ?? last.reference,
    priceOpen: last.open,
    priceLowest: last.low,
    priceHighest: last.high,
    priceClose: last.close,
    matchingVolume: last.volume,
    matchingValue: last.value,
    volumeForeignSell: last.foreignSellVolume,
    volumeForeign: last.foreignBuyVolume,
    percentForeign: percentOf(foreign.holding, company.sharesOutstanding),
  };
}

/** The calendar day after an ISO date (the net foreign buying "before" it includes that date). */
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Companies (search, profile, indicators) and their covered warrants (exercise-rights: routes/company-data). */
/**
 * How many companies' quarterly statements the indicators keep: reading and parsing every line
 * of every quarter took about 20 ms of the call (27–56 ms, 12–19 ms with them kept), and a stock
 * page asks for the indicators at every render, every few seconds while it is open.
 */
const STATEMENTS_KEPT = 32;

export function companyRoutes(market: MarketData, live: LiveBoard): FastifyPluginAsyncZod {
  return async (app) => {
    // Per snapshot: a content change (an import) makes a new snapshot, and the old ones go.
    const statements = new WeakMap<MarketSnapshot, Map<string, Promise<StatementRow[]>>>();
    const quarterlyStatements = (snapshot: MarketSnapshot, symbol: string) => {
      let kept = statements.get(snapshot);
      if (!kept) statements.set(snapshot, (kept = new Map()));
      return remember(
        kept,
        symbol,
        () => app.repos.fundamentals.statementRows([symbol], { quarters: true }),
        STATEMENTS_KEPT,
      );
    };

    app.get(
      '/ttpt-companies',
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary:
            'Listed companies: search by ticker prefix or name, ignoring case and diacritics; the exact ticker first',
          querystring: LocaleQuerySchema.extend(CompanySearchQuerySchema.shape),
          response: { 200: listEnvelope(CompanySchema), ...COMMON_ERRORS },
        },
      },
      async (request) => {
        const { locale, keyword, exchange, page, limit } = request.query;
        const search = { keyword, exchange };
        const result = await app.repos.market.searchCompanies(search, { page, limit });
        return listPage(
          { items: result.items.map((row) => toCompany(row, locale)), total: result.total },
          page,
          limit,
          async () => (await app.repos.market.searchCompanies(search, { page: 1, limit: 1 })).total,
        );
      },
    );

    app.get(
      '/ttpt-companies/:symbol',
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary:
            'One listed company: names, exchange, sector, firm type, listing date, shares, chartered capital',
          params: SymbolParamsSchema,
          querystring: LocaleQuerySchema,
          response: { 200: dataEnvelope(CompanySchema), ...COMMON_ERRORS, ...NOT_FOUND },
        },
      },
      async (request) => {
        const company = requireCompany(await market.snapshot(), request.params.symbol, 'symbol');
        return { data: toCompany(company, request.query.locale) };
      },
    );

    app.get(
      '/ttpt-company-indicators/:symbol',
      {
        schema: {
          tags: [TAG],
          summary:
            'Stock information and the quote of the session the price board shows (the last stored one without the board) (spec §3): valuation, 52-week range, beta, 20-session volume, market capital and rank, foreign room',
          description:
            "EPS (the last four published quarters' profit to the parent over the weighted shares), book value per share, ROA and ROE (on average assets and equity) from the stored statements (docs/fundamentals.md), P/E and P/B on the price now; null without statements. Beta: a year of daily returns against VNINDEX. 52-week range from the adjusted year. Foreign limit 30 % for banks and 49 % otherwise; the holding is a fixed share of the limit per company plus the stored net foreign buying.",
          params: SymbolParamsSchema,
          querystring: LocaleQuerySchema,
          response: { 200: dataEnvelope(CompanyIndicatorsSchema), ...COMMON_ERRORS, ...NOT_FOUND },
        },
      },
      async (request, reply) => {
        const snapshot = await market.snapshot();
        const company = requireCompany(snapshot, request.params.symbol, 'symbol');
        void reply.header('cache-control', LIVE_CACHE_CONTROL);
        const [cut, statements] = await Promise.all([
          currentCut(snapshot.sessions, live),
          quarterlyStatements(snapshot, company.symbol),
        ]);
        const data = await indicators(snapshot, company, cut, statements);
        if (!data) throw new HttpError(404, 'stock_symbol_not_found', { field: 'symbol' });
        return { data };
      },
    );

    app.get(
      '/ttpt-covered-warrants',
      {
        schema: {
          tags: [TAG],
          summary:
            'Live covered warrants (all, or on one underlying) with terms and the reference (total), ceiling and floor of the session the price board shows (the current session by the clock without the board)',
          querystring: LocaleQuerySchema.extend(CoveredWarrantQuerySchema.shape),
          response: { 200: listEnvelope(CoveredWarrantSchema), ...COMMON_ERRORS, ...NOT_FOUND },
        },
      },
      async (request, reply) => {
        const { stock_symbol: symbol, page, limit } = request.query;
        const snapshot = await market.snapshot();
        if (symbol !== undefined) requireCompany(snapshot, symbol, 'stock_symbol');
        void reply.header('cache-control', LIVE_CACHE_CONTROL);
        const cut = await currentCut(snapshot.sessions, live);
        const all = await coveredWarrants(snapshot, app.now(), cut, symbol);
        const start = (page - 1) * limit;
        return listPage({ items: all.slice(start, start + limit), total: all.length }, page, limit);
      },
    );
  };
}
