import type { ApiClient, ApiLocale } from '@brokerage/shared/api/client.ts';
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
  { locale, signal }: { locale: ApiLocale; signal: AbortSignal },
): Promise<PriceHistoryPoint[]> {
  const page = await api.getList('/stock-quotes/price-histories', PriceHistoryPointSchema, {
    params: {
      stock_symbol: symbol,
      period: '5Y',
      adjusted: true,
      order: 'asc',
      limit: MAX_PRICE_HISTORY_LIMIT,
      locale,
    },
    signal,
  });
  return page.data;
}

/**
 * `GET ttpt-ws-order-matching/list-group-by-minute-today`: today's one-minute bars from the
 * board; 503 `priceboard_unavailable` while the board is down (the client raises no maintenance
 * page for it: the page says live data is unavailable and keeps the daily chart).
 */
export const getTodayMinuteBars = (
  api: ApiClient,
  symbol: string,
  { locale, signal }: { locale: ApiLocale; signal: AbortSignal },
): Promise<MinuteBarSeries> =>
  api.getData('/ttpt-ws-order-matching/list-group-by-minute-today', MinuteBarSeriesSchema, {
    params: { stock_symbol: symbol, locale },
    signal,
  });

/** The store's loaders, in the page's language. */
export function createTechnicalLoaders(api: ApiClient, locale: ApiLocale) {
  return {
    daily: (symbol: string, signal: AbortSignal) =>
      getDailyHistory(api, symbol, { locale, signal }),
    minutes: (symbol: string, signal: AbortSignal) =>
      getTodayMinuteBars(api, symbol, { locale, signal }),
  };
}
