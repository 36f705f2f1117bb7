import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TradeRow } from '@brokerage/shared/market/board.ts';
import {
  ApiErrorBodySchema,
  dataEnvelope,
  listEnvelope,
  LocaleQuerySchema,
} from '@brokerage/shared/validation/common.ts';
import {
  IntradaySeriesSchema,
  MinuteBarSeriesSchema,
  OrderMatchCurrentSchema,
  OrderMatchingListQuerySchema,
  OrderMatchingQuerySchema,
  OrderMatchRowSchema,
  VolumeAtPriceSeriesSchema,
} from '@brokerage/shared/validation/marketApi.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, listPage } from '../../lib/http/route-schemas';
import {
  PriceboardUnknownSymbolError,
  PriceboardUnavailableError,
  type PriceboardPort,
  readSymbolSession,
  type SymbolSession,
} from '../../lib/priceboard/client';
import {
  intradayPoints,
  minuteBars,
  orderMatchRows,
  volumeAtPrice,
} from '../../lib/priceboard/intraday';
import type { MarketData } from './market-data';

const TAG = 'market';
const BASE = '/ttpt-ws-order-matching';

const ERRORS = {
  ...COMMON_ERRORS,
  ...NOT_FOUND,
  503: ApiErrorBodySchema.describe(
    '`priceboard_unavailable`: the price board did not answer in time (or maintenance)',
  ),
} as const;

/** Live answers: never kept by the content cache or a browser. */
const NO_STORE = 'no-store';

/**
 * Today's session of one symbol from the price board (spec §7 `ttpt-ws-order-matching/*`):
 * read through the board's Acc/amw at each call. A symbol the dataset does not list (companies
 * and covered warrants) is 404 `stock_symbol_not_found`; a board that does not answer is 503
 * `priceboard_unavailable`, never a 500.
 */
export function orderMatchingRoutes(
  market: MarketData,
  priceboard: PriceboardPort,
): FastifyPluginAsyncZod {
  async function sessionOf(symbol: string): Promise<SymbolSession & { reference: number }> {
    const snapshot = await market.snapshot();
    const listed =
      snapshot.companies.has(symbol) || snapshot.warrants.some((w) => w.code === symbol);
    if (!listed) throw new HttpError(404, 'stock_symbol_not_found', { field: 'stock_symbol' });
    let session: SymbolSession;
    try {
      session = await readSymbolSession(priceboard, symbol);
    } catch (error) {
      if (error instanceof PriceboardUnknownSymbolError) {
        throw new HttpError(404, 'stock_symbol_not_found', { field: 'stock_symbol' });
      }
      if (error instanceof PriceboardUnavailableError) {
        throw new HttpError(503, 'priceboard_unavailable', { headers: { 'retry-after': '5' } });
      }
      throw error;
    }
    if (!session.row) throw new HttpError(404, 'stock_symbol_not_found', { field: 'stock_symbol' });
    return { ...session, reference: session.row.reference };
  }

  function series<T>(symbol: string, s: SymbolSession & { reference: number }, items: T[]) {
    return {
      stockSymbol: symbol,
      sessionDate: s.session.sessionDate,
      trading: s.session.trading,
      reference: s.reference,
      items,
    };
  }

  /** A series route's handler: `items` of the session's trades, under the session's figures. */
  const seriesOf =
    <T>(items: (trades: readonly TradeRow[]) => T[]) =>
    async (request: { query: { stock_symbol: string } }) => {
      const symbol = request.query.stock_symbol;
      const s = await sessionOf(symbol);
      return { data: series(symbol, s, items(s.trades)) };
    };

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', NO_STORE);
    });

    app.get(
      `${BASE}/current`,
      {
        schema: {
          tags: [TAG],
          summary:
            'Order-match overview of today’s session (spec §3): reference, min, max, open, current, percent, increase, total',
          querystring: LocaleQuerySchema.extend(OrderMatchingQuerySchema.shape),
          response: { 200: dataEnvelope(OrderMatchCurrentSchema), ...ERRORS },
        },
      },
      async (request) => {
        const symbol = request.query.stock_symbol;
        const s = await sessionOf(symbol);
        const row = s.row!;
        return {
          data: {
            stockSymbol: symbol,
            sessionDate: s.session.sessionDate,
            trading: s.session.trading,
            reference: row.reference,
            ceiling: row.ceiling,
            floor: row.floor,
            min: row.low,
            max: row.high,
            open: row.open,
            current: row.price,
            increase: row.change,
            percent: row.changePercent,
            total: row.totalVolume,
            totalValue: row.totalValue,
            foreignBuyVolume: row.foreignBuyVolume,
            foreignSellVolume: row.foreignSellVolume,
            time: row.time,
          },
        };
      },
    );

    app.get(
      `${BASE}/list-by-today`,
      {
        schema: {
          tags: [TAG],
          summary:
            'Today’s time and sales (price, amount, rate, time, amountSaved), newest first, paged',
          querystring: LocaleQuerySchema.extend(OrderMatchingListQuerySchema.shape),
          response: { 200: listEnvelope(OrderMatchRowSchema), ...ERRORS },
        },
      },
      async (request) => {
        const { stock_symbol: symbol, page, limit } = request.query;
        const s = await sessionOf(symbol);
        const rows = orderMatchRows(s.trades, s.reference);
        const start = (page - 1) * limit;
        return listPage(
          { items: rows.slice(start, start + limit), total: rows.length },
          page,
          limit,
        );
      },
    );

    app.get(
      `${BASE}/list-group-by-minute-today`,
      {
        schema: {
          tags: [TAG],
          summary:
            'Today’s one-minute bars (time, open, high, low, close, volume): the 1m…1h candles',
          querystring: LocaleQuerySchema.extend(OrderMatchingQuerySchema.shape),
          response: { 200: dataEnvelope(MinuteBarSeriesSchema), ...ERRORS },
        },
      },
      seriesOf(minuteBars),
    );

    app.get(
      `${BASE}/chart-volume-and-price-by-today`,
      {
        schema: {
          tags: [TAG],
          summary: 'The 1D chart: each minute’s last price and volume of today’s session',
          querystring: LocaleQuerySchema.extend(OrderMatchingQuerySchema.shape),
          response: { 200: dataEnvelope(IntradaySeriesSchema), ...ERRORS },
        },
      },
      seriesOf(intradayPoints),
    );

    app.get(
      `${BASE}/chart-volume-and-price`,
      {
        schema: {
          tags: [TAG],
          summary:
            'Volume at price of today’s session (price, volume, buyVolume, sellVolume), highest price first',
          querystring: LocaleQuerySchema.extend(OrderMatchingQuerySchema.shape),
          response: { 200: dataEnvelope(VolumeAtPriceSeriesSchema), ...ERRORS },
        },
      },
      seriesOf(volumeAtPrice),
    );
  };
}
