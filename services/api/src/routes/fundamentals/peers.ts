import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sectorMedian } from '@brokerage/shared/market/fundamentals/ratios.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { dataEnvelope, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import {
  COMPANY_PEERS_SHOWN,
  CompanyPeersParamsSchema,
  CompanyPeersSchema,
  PEER_MEDIAN_FIGURES,
  type CompanyPeer,
  type PeerFigures,
} from '@brokerage/shared/validation/companyPeersApi.ts';
import { COMMON_ERRORS, NOT_FOUND } from '../../lib/http/route-schemas';
import { createPriceboardClient } from '../../lib/priceboard/client';
import { coalescePriceboard } from '../../lib/priceboard/coalesce';
import { assessmentScores } from '../assessment/scores';
import { percentOf, round2 } from '../market/figures';
import {
  currentCut,
  LIVE_CACHE_CONTROL,
  LiveBoard,
  liveRowOf,
  type SessionCut,
} from '../market/live';
import type { CompanyRecord, DailyRow, MarketData } from '../market/market-data';
import { requireCompany } from '../market/symbols';
import { type ScreenedCompany, screenedCompanies } from '../screener/universe';

const TAG = 'fundamentals';

/** A company of the sector with the screener's figures; no session before the dataset has one. */
type SectorRow = Omit<ScreenedCompany, 'sessionDate'> & { sessionDate: string | null };

/** Largest market capital first, a company without one last, then by symbol. */
const bySize = (a: SectorRow, b: SectorRow) =>
  (b.marketCapital ?? -1) - (a.marketCapital ?? -1) ||
  a.company.symbol.localeCompare(b.company.symbol);

/** A company the universe has no row for (no session at all yet): every figure unknown. */
const unpriced = (company: CompanyRecord): SectorRow => ({
  company,
  sessionDate: null,
  price: null,
  marketCapital: null,
  pE: null,
  pB: null,
  roe: null,
  profitGrowth: null,
  revenueGrowth: null,
  score: null,
});

/**
 * One row: the screener's figures and the change of the price they were read at (the board's
 * row while the company trades on its session, else the last stored session's).
 */
function toPeer(row: SectorRow, quote: DailyRow | null, locale: Locale): CompanyPeer {
  const { company } = row;
  const change = quote && row.price !== null ? round2(quote.close - quote.reference) : null;
  return {
    stockSymbol: company.symbol,
    name: locale === 'en' ? company.nameEn : company.nameVi,
    exchange: company.exchange,
    sessionDate: row.sessionDate,
    price: row.price,
    priceChange: change,
    priceChangePercent: change === null || !quote ? null : percentOf(change, quote.reference),
    marketCapital: row.marketCapital,
    pE: row.pE,
    pB: row.pB,
    roe: row.roe,
    revenueGrowth: row.revenueGrowth,
    profitGrowth: row.profitGrowth,
    score: row.score,
  };
}

/** Each figure's median over `rows` (nulls left out); capital in whole VND, the rest 2 decimals. */
function medianOf(rows: readonly CompanyPeer[]): PeerFigures {
  return Object.fromEntries(
    PEER_MEDIAN_FIGURES.map((figure) => {
      const value = sectorMedian(rows.map((row) => row[figure]));
      const rounded =
        value === null ? null : figure === 'marketCapital' ? Math.round(value) : round2(value);
      return [figure, rounded];
    }),
  ) as PeerFigures;
}

/** The session of a row's price: the board's when the company has traded on it. */
function quoteOf(
  cut: SessionCut,
  lastDay: ReadonlyMap<string, DailyRow>,
  symbol: string,
): DailyRow | null {
  return liveRowOf(cut, symbol) ?? lastDay.get(symbol) ?? null;
}

/**
 * `ttpt-company-peers/{symbol}` (issue 27 item 4): the company beside its sector for the stock
 * information page. The figures are the screener's universe (routes/screener/universe.ts: the
 * statements' ratios through fundamentals/books.ts `ratiosAt`, as the company indicators and the
 * financial ratios' sector median read them, computed once per market snapshot and day), so the
 * three pages never disagree about a company.
 */
export function peerRoutes(market: MarketData): FastifyPluginAsyncZod {
  return async (app) => {
    // The session the board shows, as the market calls read it (one board read per
    // PRICEBOARD_CACHE_MS however many ask).
    const live = new LiveBoard(
      coalescePriceboard(
        createPriceboardClient({
          url: app.config.priceboard.url,
          timeoutMs: app.config.priceboard.timeoutMs,
        }),
        { ttlMs: app.config.priceboard.cacheMs },
      ),
    );

    app.get(
      '/ttpt-company-peers/:symbol',
      {
        schema: {
          tags: [TAG],
          summary: `The company beside up to ${COMPANY_PEERS_SHOWN} other companies of its ICB sector (largest market capital first): price, change, market capital, P/E, P/B, ROE, revenue and profit growth, assessment score; with the sector median of each`,
          description:
            'Figures at the session the price board shows (its last match while it trades, the last stored close otherwise), as `ttpt-company-indicators` and `ttpt-screener` compute them. Growth: trailing four quarters against the same four a year earlier (revenue: the firm type’s revenue line; profit: after tax, to the parent), in percent. Score: the automatic assessment, 0–100. The median is over every company of the sector (`sectorSize`, the company included), each figure’s nulls left out; price and the change in VND have none. Units and rules: shared/src/validation/companyPeersApi.ts. Never cached (the prices follow the board).',
          params: CompanyPeersParamsSchema,
          querystring: LocaleQuerySchema,
          response: { 200: dataEnvelope(CompanyPeersSchema), ...COMMON_ERRORS, ...NOT_FOUND },
        },
      },
      async (request, reply) => {
        const { locale } = request.query;
        const snapshot = await market.snapshot();
        const company = requireCompany(snapshot, request.params.symbol, 'symbol');
        void reply.header('cache-control', LIVE_CACHE_CONTROL);
        const [cut, scores] = await Promise.all([
          currentCut(snapshot.sessions, live),
          assessmentScores(app),
        ]);
        const [universe, lastDay] = await Promise.all([
          screenedCompanies(snapshot, app.repos.fundamentals, cut, scores),
          cut.lastStored === undefined ? new Map<string, DailyRow>() : snapshot.day(cut.lastStored),
        ]);
        const screened = new Map(universe.map((row) => [row.company.symbol, row]));
        const sector = [...snapshot.companies.values()]
          .filter((c) => c.icbCode === company.icbCode)
          .map((c): SectorRow => screened.get(c.symbol) ?? unpriced(c))
          .sort(bySize);
        const peers = sector.map((row) =>
          toPeer(row, quoteOf(cut, lastDay, row.company.symbol), locale),
        );
        // The company wherever its size puts it, and the largest others up to the limit.
        const shown = [];
        let others = 0;
        for (const peer of peers) {
          if (peer.stockSymbol === company.symbol) shown.push(peer);
          else if (others < COMPANY_PEERS_SHOWN) {
            shown.push(peer);
            others += 1;
          }
        }
        return {
          data: {
            stockSymbol: company.symbol,
            icbCode: company.icbCode,
            sector: locale === 'en' ? company.sectorEn : company.sectorVi,
            sectorSize: peers.length,
            companies: shown,
            median: medianOf(peers),
          },
        };
      },
    );
  };
}
