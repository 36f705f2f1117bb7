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
import { sessionCloseTime } from './symbols';

const TAG = 'market';
/** Closes in an index quote's sparkline. */
export const SPARKLINE_SESSIONS = 30;

async function indexQuotes(snapshot: MarketSnapshot): Promise<IndexQuote[]> {
  const last = snapshot.lastSession;
  if (last === undefined) return [];
  const from = snapshot.sessions.at(-Math.min(SPARKLINE_SESSIONS, snapshot.sessions.length));
  const day = await snapshot.day(last);
  const quotes: IndexQuote[] = [];
  for (const symbol of MAIN_INDICES) {
    const rows = await snapshot.symbolRows(symbol, from as string);
    const row = rows.at(-1);
    if (!row || row.sessionDate !== last) continue;
    const previousValue = rows.at(-2)?.close ?? row.reference;
    const breadth = { advances: 0, declines: 0, unchanged: 0, ceilings: 0, floors: 0 };
    for (const company of snapshot.companies.values()) {
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
      updatedAt: sessionCloseTime(last),
      sessionDate: last,
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

async function marketShare(snapshot: MarketSnapshot): Promise<MarketShare | null> {
  const last = snapshot.lastSession;
  if (last === undefined) return null;
  const day = await snapshot.day(last);
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
    sessionDate: last,
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
export function overviewRoutes(market: MarketData): FastifyPluginAsyncZod {
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
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary:
            'The five main indices at the last stored session: value, change, volume and value traded, breadth of their constituents and a sparkline of the last 30 closes',
          querystring: LocaleQuerySchema,
          response: { 200: dataEnvelope(z.array(IndexQuoteSchema)), ...COMMON_ERRORS },
        },
      },
      async () => ({ data: await indexQuotes(await market.snapshot()) }),
    );

    app.get(
      '/stock-quotes/market-share',
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary:
            'The last stored session’s traded value and volume by exchange and by ICB sector, with each share of the total (the liquidity widget)',
          querystring: LocaleQuerySchema,
          response: { 200: dataEnvelope(MarketShareSchema.nullable()), ...COMMON_ERRORS },
        },
      },
      async (request) => {
        const share = await marketShare(await market.snapshot());
        if (!share || request.query.locale === 'vi') return { data: share };
        return {
          data: { ...share, bySector: share.bySector.map((s) => ({ ...s, name: s.nameEn })) },
        };
      },
    );
  };
}
