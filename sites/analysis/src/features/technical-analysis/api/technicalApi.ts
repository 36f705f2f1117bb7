import { createApiClient, type ApiClient, type ApiLocale } from '@brokerage/shared/api/client.ts';
import {
  MAX_PRICE_HISTORY_LIMIT,
  MinuteBarSeriesSchema,
  PriceHistoryPointSchema,
  type MinuteBarSeries,
  type PriceHistoryPoint,
} from '@brokerage/shared/validation/marketApi.ts';

export type { MinuteBarSeries, PriceHistoryPoint };

/**
 * `GET stock-quotes/price-histories`: five years of daily sessions, oldest first, in one page,
 * back-adjusted for corporate actions (a split must not look like a crash on a chart).
 */
export async function getDailyHistory(
  api: ApiClient,
  symbol: string,
  signal: AbortSignal,
): Promise<PriceHistoryPoint[]> {
  const page = await api.getList('/stock-quotes/price-histories', PriceHistoryPointSchema, {
    params: {
      stock_symbol: symbol,
      period: '5Y',
      adjusted: true,
      order: 'asc',
      limit: MAX_PRICE_HISTORY_LIMIT,
    },
    signal,
  });
  return page.data;
}

/**
 * `GET ttpt-ws-order-matching/list-group-by-minute-today`: today's one-minute bars from the
 * board; 503 `priceboard_unavailable` while the board is down.
 */
export const getTodayMinuteBars = (
  api: ApiClient,
  symbol: string,
  signal: AbortSignal,
): Promise<MinuteBarSeries> =>
  api.getData('/ttpt-ws-order-matching/list-group-by-minute-today', MinuteBarSeriesSchema, {
    params: { stock_symbol: symbol },
    signal,
  });

/**
 * The store's loaders. The board's endpoint goes through its own client without the shared
 * maintenance hook: that client turns every 503 into the site-wide maintenance page, but a 503
 * `priceboard_unavailable` only means live data is missing, and the daily chart must stay.
 */
export function createTechnicalLoaders(api: ApiClient, locale: ApiLocale) {
  const boardApi = createApiClient({ getToken: () => null, getLocale: () => locale });
  return {
    daily: (symbol: string, signal: AbortSignal) => getDailyHistory(api, symbol, signal),
    minutes: (symbol: string, signal: AbortSignal) => getTodayMinuteBars(boardApi, symbol, signal),
  };
}
