/**
 * The analysis centre's market calls (spec §7 "Analysis centre"), each a small typed function
 * whose answer is parsed with the shared schemas (`validation/marketApi.ts`). Lists come with
 * their meta (`{data, meta}`), the rest as `{data}` (design §5). The schemas, and zod with them,
 * load with the first answer that has to be parsed: a server-rendered page hydrates from the
 * answers recorded in it and loads neither (issue 26 item 4).
 */
import type { z } from 'zod';
import {
  lazySchemas,
  type ApiClient,
  type ListResult,
  type SchemaSource,
} from '@brokerage/shared/api/client.ts';
import { MAX_PRICE_HISTORY_LIMIT } from '@brokerage/shared/market/pricePeriods.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  Company,
  IndexQuote,
  MarketShare,
  OrderMatchRow,
  PricePeriod,
  PriceHistoryPoint,
} from '@brokerage/shared/validation/marketApi.ts';

export type {
  Company,
  CompanyIndicators,
  CoveredWarrant,
  ExerciseRight,
  IndexQuote,
  IntradaySeries,
  MarketShare,
  OrderMatchCurrent,
  OrderMatchRow,
  PricePeriod,
  PriceHistoryPoint,
  VolumeAtPriceSeries,
} from '@brokerage/shared/validation/marketApi.ts';

/** The chart asks for one page of this many sessions: five years fit. */
export const CHART_POINTS_LIMIT = MAX_PRICE_HISTORY_LIMIT;

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

const seg = encodeURIComponent;

const market = lazySchemas(() => import('@brokerage/shared/validation/marketApi.ts'));

/** `index-quotes`: the five main indices with their sparkline and breadth. */
export const getIndexQuotes = (api: ApiClient, { locale, signal }: Call): Promise<IndexQuote[]> =>
  api.getData('index-quotes', market('IndexQuotesSchema'), { params: { locale }, signal });

/** `stock-quotes/market-share`: the last session's traded value by exchange and sector. */
export const getMarketShare = (api: ApiClient, { locale, signal }: Call): Promise<MarketShare> =>
  api.getData('stock-quotes/market-share', market('MarketShareSchema'), {
    params: { locale },
    signal,
  });

/** `ttpt-companies?keyword`: by ticker or name, with or without diacritics. */
export const searchCompanies = (
  api: ApiClient,
  keyword: string,
  { locale, signal }: Call,
  limit = 8,
): Promise<ListResult<Company>> =>
  api.getList('ttpt-companies', market('CompanySchema'), {
    params: { locale, keyword, page: 1, limit },
    signal,
  });

/** A call about one symbol named in its path, answered as `{data}`. */
const bySymbolPath =
  <S extends z.ZodType>(url: string, schema: SchemaSource<S>) =>
  (api: ApiClient, symbol: string, { locale, signal }: Call): Promise<z.output<S>> =>
    api.getData(`${url}/${seg(symbol)}`, schema, { params: { locale }, signal });

/** A call about one symbol in `stock_symbol`, answered as `{data}`. */
const bySymbol =
  <S extends z.ZodType>(url: string, schema: SchemaSource<S>) =>
  (api: ApiClient, symbol: string, { locale, signal }: Call): Promise<z.output<S>> =>
    api.getData(url, schema, { params: { locale, stock_symbol: symbol }, signal });

/** Every row about one symbol in `stock_symbol`: one page of 100, more than any symbol has. */
const allOfSymbol =
  <S extends z.ZodType>(url: string, schema: SchemaSource<S>) =>
  (api: ApiClient, symbol: string, { locale, signal }: Call): Promise<ListResult<z.output<S>>> =>
    api.getList(url, schema, {
      params: { locale, stock_symbol: symbol, page: 1, limit: 100 },
      signal,
    });

/** `ttpt-companies/{symbol}`: 404 `stock_symbol_not_found` for an unknown symbol. */
export const getCompany = bySymbolPath('ttpt-companies', market('CompanySchema'));

export const getCompanyIndicators = bySymbolPath(
  'ttpt-company-indicators',
  market('CompanyIndicatorsSchema'),
);

export interface PriceHistoryRequest {
  symbol: string;
  period: PricePeriod;
  adjusted: boolean;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** `stock-quotes/price-histories`: daily rows of a period (the chart: one page, ascending). */
export const getPriceHistories = (
  api: ApiClient,
  request: PriceHistoryRequest,
  { locale, signal }: Call,
): Promise<ListResult<PriceHistoryPoint>> =>
  api.getList('stock-quotes/price-histories', market('PriceHistoryPointSchema'), {
    params: {
      locale,
      stock_symbol: request.symbol,
      period: request.period,
      adjusted: request.adjusted ? 'true' : 'false',
      order: request.order,
      page: request.page,
      limit: request.limit,
    },
    signal,
  });

/** `ttpt-covered-warrants?stock_symbol`: the live warrants on one underlying. */
export const getCoveredWarrants = allOfSymbol(
  'ttpt-covered-warrants',
  market('CoveredWarrantSchema'),
);

/** `exercise-rights?stock_symbol`: the corporate-action log, newest first. */
export const getExerciseRights = allOfSymbol('exercise-rights', market('ExerciseRightSchema'));

// Today's session, from the board through the API: 503 `priceboard_unavailable` when it is down.

export const getOrderMatchCurrent = bySymbol(
  'ttpt-ws-order-matching/current',
  market('OrderMatchCurrentSchema'),
);

/** `list-by-today`: time and sales, newest first. */
export const getOrderMatchList = (
  api: ApiClient,
  symbol: string,
  page: number,
  limit: number,
  { locale, signal }: Call,
): Promise<ListResult<OrderMatchRow>> =>
  api.getList('ttpt-ws-order-matching/list-by-today', market('OrderMatchRowSchema'), {
    params: { locale, stock_symbol: symbol, page, limit },
    signal,
  });

/** `chart-volume-and-price-by-today`: the 1D chart's minute points. */
export const getIntradayChart = bySymbol(
  'ttpt-ws-order-matching/chart-volume-and-price-by-today',
  market('IntradaySeriesSchema'),
);

/** `chart-volume-and-price`: volume at price, split by the side that crossed. */
export const getVolumeAtPrice = bySymbol(
  'ttpt-ws-order-matching/chart-volume-and-price',
  market('VolumeAtPriceSeriesSchema'),
);

/** The board's outage answer of the order-matching calls. */
export function isBoardUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 503;
}
