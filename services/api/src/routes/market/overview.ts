import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import {
  EXCHANGE_CODES,
  EXCHANGES,
  INDEX_EXCHANGE_CODES,
  MAIN_INDICES,
} from '@brokerage/shared/market/exchanges.ts';
import {
  IndexQuoteSchema,
  MarketShareSchema,
  StockExchangeSchema,
  type IndexQuote,
  type MarketShare,
} from '@brokerage/shared/validation/marketApi.ts';
import { COMMON_ERRORS, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import { percentOf, round2 } from './figures';
import { STOCK_EXCHANGES } from './labels';
import { indicesOf, type MarketData, type MarketSnapshot } from './market-data';
import { currentCut, LIVE_CACHE_CONTROL, type LiveBoard, liveRowOf, type SessionCut } from './live';
import { sessionCloseTime } from './symbols';

const TAG = 'market';
/** Closes in an index quote's sparkline. */
export const SPARKLINE_SESSIONS = 30;

/**
 * The main indices at the session the board shows (its values, volumes and breadth while it
 * trades it), else at the last stored session shown; the sparkline ends with the same value.
 */
async function indexQuotes(snapshot: MarketSnapshot, cut: SessionCut): Promise<IndexQuote[]> {
  const last = cut.lastStored;
  if (last === undefined) return [];
  const shown = snapshot.sessions.slice(0, snapshot.sessionIndex.get(last)! + 1);
  const from = shown.at(-Math.min(SPARKLINE_SESSIONS, shown.length));
  const day = await snapshot.day(last);
  const quotes: IndexQuote[] = [];
  for (const symbol of MAIN_INDICES) {
    const stored = (await snapshot.symbolRows(symbol, from as string)).filter(
      (r) => r.sessionDate <= last,
    );
    const live = liveRowOf(cut, symbol);
    const rows = live ? [...stored.slice(-(SPARKLINE_SESSIONS - 1)), live] : stored;
    const row = rows.at(-1);
    if (!row || row.sessionDate !== (live?.sessionDate ?? last)) continue;
    const previousValue = rows.at(-2)?.close ?? row.reference;
    const board = live && cut.live?.indices.get(symbol);
    const breadth = { advances: 0, declines: 0, unchanged: 0, ceilings: 0, floors: 0 };
    if (board) {
      breadth.advances = board.advances;
      breadth.declines = board.declines;
      breadth.unchanged = board.unchanged;
      breadth.ceilings = board.ceilings;
      breadth.floors = board.floors;
    }
    for (const company of board ? [] : snapshot.companies.values()) {
      if (!indicesOf(company).includes(symbol)) continue;
      const quote = day.get(company.symbol);
      if (!quote) continue;
      if (quote.close > quote.reference) breadth.advances += 1;
      else if (quote.close < quote.reference) breadth.declines += 1;
      else breadth.unchanged += 1;
      if (quote.ceiling !== null && quote.close >= quote.ceiling) breadth.ceilings += 1;
      if (quote.floor !== null && quote.close <= quote.floor) breadth.floors += 1;
    }
    const changeValue = round2(row.close - previousValue);
    quotes.push({
      exchangeCode: INDEX_EXCHANGE_CODES[symbol],
      symbol,
      value: row.close,
      changeValue,
      changeValuePercent: percentOf(changeValue, previousValue),
      updatedAt: board
        ? (cut.live?.time ?? sessionCloseTime(row.sessionDate))
        : sessionCloseTime(last),
      sessionDate: row.sessionDate,
      previousValue,
      open: row.open,
      high: row.high,
      low: row.low,
      totalVolume: row.volume,
      totalValue: row.value,
      ...breadth,
      sparkline: rows.map((r) => ({ sessionDate: r.sessionDate, value: r.close })),
    });
  }
  return quotes;
}

/** Liquidity of the session the board shows (its traded value so far), else the last stored one shown. */
async function marketShare(snapshot: MarketSnapshot, cut: SessionCut): Promise<MarketShare | null> {
  const last = cut.lastStored;
  if (last === undefined) return null;
  const board = cut.live;
  const day: Map<string, { value: number; volume: number }> = board
    ? new Map(
        [...board.rows.values()]
          .filter((r) => r.kind === 'stock')
          .map((r) => [r.symbol, { value: r.totalValue, volume: r.totalVolume }]),
      )
    : await snapshot.day(last);
  let totalValue = 0;
  let totalVolume = 0;
  const exchanges = new Map(EXCHANGES.map((e) => [e, { value: 0, volume: 0 }]));
  const sectors = new Map<
    string,
    { icbCode: string; nameVi: string; nameEn: string; value: number; volume: number }
  >();
  for (const company of snapshot.companies.values()) {
    const row = day.get(company.symbol);
    if (!row) continue;
    totalValue += row.value;
    totalVolume += row.volume;
    const exchange = exchanges.get(company.exchange)!;
    exchange.value += row.value;
    exchange.volume += row.volume;
    const sector = sectors.get(company.icbCode) ?? {
      icbCode: company.icbCode,
      nameVi: company.sectorVi,
      nameEn: company.sectorEn,
      value: 0,
      volume: 0,
    };
    sector.value += row.value;
    sector.volume += row.volume;
    sectors.set(company.icbCode, sector);
  }
  const share = (value: number) => percentOf(value, totalValue);
  return {
    sessionDate: board?.sessionDate ?? last,
    totalValue,
    totalVolume,
    byExchange: [...exchanges].map(([exchange, slice]) => ({
      exchange,
      exchangeCode: EXCHANGE_CODES[exchange],
      ...slice,
      share: share(slice.value),
    })),
    bySector: [...sectors.values()]
      .sort((a, b) => b.value - a.value || a.icbCode.localeCompare(b.icbCode))
      .map((s) => ({ ...s, name: s.nameVi, share: share(s.value) })),
  };
}

/** The dashboard's market overview: exchanges, index quotes with breadth, liquidity by exchange and sector. */
export function overviewRoutes(market: MarketData, live: LiveBoard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stock-exchanges',
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary: 'The exchanges and index groups with their exchange codes (spec §3 labels)',
          querystring: LocaleQuerySchema,
          response: { 200: dataEnvelope(z.array(StockExchangeSchema)), ...COMMON_ERRORS },
        },
      },
      async (request) => ({
        data: STOCK_EXCHANGES.map(({ name, ...exchange }) => ({
          ...exchange,
          name: name[request.query.locale],
        })),
      }),
    );

    app.get(
      '/index-quotes',
      {
        schema: {
          tags: [TAG],
          summary:
            'The five main indices at the session the price board shows (the last stored one without the board): value, change, volume and value traded, breadth of their constituents and a sparkline of the last 30 closes',
          querystring: LocaleQuerySchema,
          response: { 200: dataEnvelope(z.array(IndexQuoteSchema)), ...COMMON_ERRORS },
        },
      },
      async (_request, reply) => {
        const snapshot = await market.snapshot();
        void reply.header('cache-control', LIVE_CACHE_CONTROL);
        return { data: await indexQuotes(snapshot, await currentCut(snapshot.sessions, live)) };
      },
    );

    app.get(
      '/stock-quotes/market-share',
      {
        schema: {
          tags: [TAG],
          summary:
            'The traded value and volume of the session the price board shows (the last stored one without the board) by exchange and by ICB sector, with each share of the total (the liquidity widget)',
          querystring: LocaleQuerySchema,
          response: { 200: dataEnvelope(MarketShareSchema.nullable()), ...COMMON_ERRORS },
        },
      },
      async (request, reply) => {
        const snapshot = await market.snapshot();
        void reply.header('cache-control', LIVE_CACHE_CONTROL);
        const share = await marketShare(snapshot, await currentCut(snapshot.sessions, live));
        if (!share || request.query.locale === 'vi') return { data: share };
        return {
          data: { ...share, bySector: share.bySector.map((s) => ({ ...s, name: s.nameEn })) },
        };
      },
    );
  };
}
