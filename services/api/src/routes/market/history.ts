import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import {
  PriceHistoryPageSchema,
  PriceHistoryQuerySchema,
} from '@brokerage/shared/validation/marketApi.ts';
import { COMMON_ERRORS, NOT_FOUND, listPage } from '../../lib/http/route-schemas';
import { currentCut, LIVE_CACHE_CONTROL, type LiveBoard } from './live';
import type { MarketData } from './market-data';
import { requireSymbol } from './symbols';

/** `stock-quotes/price-histories`: the chart's points and the history table's rows. */
export function historyRoutes(market: MarketData, live: LiveBoard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stock-quotes/price-histories',
      {
        schema: {
          tags: ['market'],
          summary:
            'One symbol’s daily history over a period (5D…5Y) ending at the session the price board shows (its figures at this moment until it closes the session), paged; adjusted=true back-adjusts for corporate actions',
          description:
            'Each point carries the chart fields of spec §3 (price = close, volume, priceChange, priceChangePercent, sessionDate) and the history table’s columns. The chart asks `order=asc&limit=1500` (five years fit one page); the history table `order=desc&limit=20&page=n`. Indices (VNINDEX…) have no band.',
          querystring: LocaleQuerySchema.extend(PriceHistoryQuerySchema.shape),
          response: { 200: PriceHistoryPageSchema, ...COMMON_ERRORS, ...NOT_FOUND },
        },
      },
      async (request, reply) => {
        const { stock_symbol: symbol, period, adjusted, order, page, limit } = request.query;
        const snapshot = await market.snapshot();
        requireSymbol(snapshot, symbol, 'stock_symbol');
        void reply.header('cache-control', LIVE_CACHE_CONTROL);
        const cut = await currentCut(snapshot.sessions, live);
        const points = await snapshot.history(symbol, period, adjusted, cut);
        const ordered = order === 'asc' ? points : [...points].reverse();
        const start = (page - 1) * limit;
        const { data, meta } = await listPage(
          { items: ordered.slice(start, start + limit), total: points.length },
          page,
          limit,
        );
        return {
          data,
          meta: {
            ...meta,
            stockSymbol: symbol,
            period,
            adjusted,
            fromDate: points[0]?.sessionDate ?? null,
            toDate: points.at(-1)?.sessionDate ?? null,
          },
        };
      },
    );
  };
}
