import { z } from 'zod';
import { EXCHANGES, MAIN_INDICES } from '../market/exchanges.ts';
import { EXERCISE_RIGHT_TYPES } from '../market/companyData.ts';
import { FIRM_TYPES } from '../market/fundamentals/types.ts';
import { MAX_PRICE_HISTORY_LIMIT, PRICE_PERIODS } from '../market/pricePeriods.ts';
import { ListMetaSchema, PagingQuerySchema } from './common.ts';
import { IsoDateSchema } from './dates.ts';
import { safeLine } from './text.ts';

/**
 * The analysis centre's market calls (spec §7 "Analysis centre", field names of spec §3): the
 * query schemas the API validates with and the site builds its requests from, and the response
 * schemas the API serialises with and the site parses with. Prices are VND (index values
 * points), volumes shares, values VND, dates YYYY-MM-DD, times HH:mm(:ss) in Asia/Ho_Chi_Minh.
 * Every call also takes `locale=vi|en` (common.ts `LocaleQuerySchema`); responses come in the
 * `{data}` / `{data, meta}` envelope of design §5.
 */

// ─── Query building blocks ─────────────────────────────────────────────────────────────────

/**
 * A stock, warrant or index symbol as the user typed it: trimmed and upper-cased, then 3–10
 * letters and digits (`" fpt "` → `FPT`). An unknown symbol is a 404 `stock_symbol_not_found`.
 */
export const StockSymbolSchema = safeLine()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,10}$/);

/** `{symbol}` of `ttpt-companies/{symbol}` and `ttpt-company-indicators/{symbol}`. */
export const SymbolParamsSchema = z.object({ symbol: StockSymbolSchema });

// The chart's periods and the history page's bound live in a zod-free module (pages name them).
export {
  CHART_PERIODS,
  MAX_PRICE_HISTORY_LIMIT,
  PRICE_PERIODS,
  type ChartPeriod,
  type PricePeriod,
} from '../market/pricePeriods.ts';

/** `true`/`false` (also `1`/`0`) in a query string. */
const queryFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

/** One page of a list: `page` from 1, `limit` from 1 to `max`. */
const paging = (defaultLimit: number, max: number) =>
  PagingQuerySchema.extend({
    limit: z.coerce.number().int().min(1).max(max).default(defaultLimit),
  });

// ─── Queries ───────────────────────────────────────────────────────────────────────────────

/**
 * `stock-quotes/board-seed?session_date=`: a session date or `latest` (the last stored session).
 * What the price board starts a session from.
 */
export const BoardSeedQuerySchema = z.object({
  session_date: z.union([z.literal('latest'), IsoDateSchema]).default('latest'),
});

/**
 * `stock-quotes/price-histories`: one symbol's daily rows over `period` ending at the last
 * stored session. `adjusted=true` back-adjusts for corporate actions. The chart asks for one
 * page (`order=asc&limit=1500`); the history table asks `order=desc&limit=20&page=n`.
 */
export const PriceHistoryQuerySchema = paging(20, MAX_PRICE_HISTORY_LIMIT).extend({
  stock_symbol: StockSymbolSchema,
  period: z.enum(PRICE_PERIODS).default('1Y'),
  adjusted: queryFlag(false),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type PriceHistoryQuery = z.input<typeof PriceHistoryQuerySchema>;

/** An exchange by name (`HOSE`) or by its code (`10`, `02`, `04`). */
const ExchangeFilterSchema = z
  .enum([...EXCHANGES, '10', '02', '04'])
  .transform((v) => (v === '10' ? 'HOSE' : v === '02' ? 'HNX' : v === '04' ? 'UPCOM' : v));

/**
 * `ttpt-companies`: search by ticker prefix or by name, ignoring case and diacritics ("ngan
 * hang" finds "Ngân hàng…"); an exact ticker ranks first. No keyword lists every company by
 * ticker.
 */
export const CompanySearchQuerySchema = paging(10, 100).extend({
  keyword: safeLine().trim().max(100).optional(),
  exchange: ExchangeFilterSchema.optional(),
});
export type CompanySearchQuery = z.input<typeof CompanySearchQuerySchema>;

/** `ttpt-covered-warrants`: every live warrant, or those on one underlying. */
export const CoveredWarrantQuerySchema = paging(20, 100).extend({
  stock_symbol: StockSymbolSchema.optional(),
});

/**
 * `exercise-rights` (spec §3 "exercise-right" query): the rights of every company or of one,
 * newest ex-date first; `keyword` finds titles in either language, case and diacritics ignored;
 * `exercise_right_type_id` is an id of `exercise-right-types`.
 */
export const ExerciseRightQuerySchema = paging(20, 100).extend({
  stock_symbol: StockSymbolSchema.optional(),
  keyword: safeLine().trim().max(100).optional(),
  exercise_right_type_id: z.enum(EXERCISE_RIGHT_TYPES).optional(),
});

/** The `ttpt-ws-order-matching/*` calls: today's session of one symbol, from the price board. */
export const OrderMatchingQuerySchema = z.object({ stock_symbol: StockSymbolSchema });

/** `ttpt-ws-order-matching/list-by-today`: time and sales, newest first, paged. */
export const OrderMatchingListQuerySchema = paging(20, 500).extend({
  stock_symbol: StockSymbolSchema,
});

// ─── Responses ─────────────────────────────────────────────────────────────────────────────

const Bilingual = { nameVi: z.string(), nameEn: z.string() };

/** `stock-exchanges`: the exchanges and index groups (spec §3 "Exchange code labels"). */
export const StockExchangeSchema = z.object({
  exchangeCode: z.string(),
  /** The short label of spec §3 (HOSE, HNX, UPCOM, VN30, VNMID…). */
  label: z.string(),
  /** The full name in the request's language. */
  name: z.string(),
  type: z.enum(['exchange', 'index-group']),
  /** The exchange it belongs to (index groups: the exchange of their constituents). */
  exchange: z.enum(EXCHANGES),
  /** The main index quoted for it (`index-quotes`), when there is one. */
  indexSymbol: z.enum(MAIN_INDICES).nullable(),
});
export type StockExchange = z.infer<typeof StockExchangeSchema>;

export const SparklinePointSchema = z.object({ sessionDate: z.string(), value: z.number() });

/** `index-quotes`: one of the five main indices at its last stored session (spec §3 Index quote). */
export const IndexQuoteSchema = z.object({
  exchangeCode: z.string(),
  symbol: z.enum(MAIN_INDICES),
  value: z.number(),
  changeValue: z.number(),
  /** Percent, 2 decimals. */
  changeValuePercent: z.number(),
  /** The session's close, ISO 8601 with +07:00. */
  updatedAt: z.string(),
  sessionDate: z.string(),
  previousValue: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  totalVolume: z.number(),
  totalValue: z.number(),
  /** Constituents up, down, unchanged, at the ceiling, at the floor (market breadth). */
  advances: z.number().int(),
  declines: z.number().int(),
  unchanged: z.number().int(),
  ceilings: z.number().int(),
  floors: z.number().int(),
  /** The last ~30 closes, oldest first, the last one being `value`. */
  sparkline: z.array(SparklinePointSchema),
});
export type IndexQuote = z.infer<typeof IndexQuoteSchema>;
/** `index-quotes`' `data`: the five main indices. */
export const IndexQuotesSchema = z.array(IndexQuoteSchema);

export const MarketShareSliceSchema = z.object({
  value: z.number(),
  volume: z.number(),
  /** Percent of the session's total traded value, 2 decimals. */
  share: z.number(),
});

/** `stock-quotes/market-share`: the last session's traded value by exchange and by sector. */
export const MarketShareSchema = z.object({
  sessionDate: z.string(),
  totalValue: z.number(),
  totalVolume: z.number(),
  byExchange: z.array(
    MarketShareSliceSchema.extend({ exchange: z.enum(EXCHANGES), exchangeCode: z.string() }),
  ),
  /** Largest first. */
  bySector: z.array(
    MarketShareSliceSchema.extend({ icbCode: z.string(), name: z.string(), ...Bilingual }),
  ),
});
export type MarketShare = z.infer<typeof MarketShareSchema>;

/**
 * One session of `stock-quotes/price-histories` (spec §3 Chart point: price = close, volume,
 * priceChange, priceChangePercent, sessionDate; plus the history table's columns).
 */
export const PriceHistoryPointSchema = z.object({
  sessionDate: z.string(),
  price: z.number(),
  volume: z.number(),
  /** Against the session's reference; percent with 2 decimals. */
  priceChange: z.number(),
  priceChangePercent: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  reference: z.number(),
  /** Null for the indices (no band). */
  ceiling: z.number().nullable(),
  floor: z.number().nullable(),
  /** VND. */
  value: z.number(),
  foreignBuyVolume: z.number(),
  foreignSellVolume: z.number(),
  /** Buy minus sell. */
  foreignNetVolume: z.number(),
  /**
   * The session's order book (spec §3 "buy/sell orders"): orders placed on each side and the
   * shares they asked for, matched or not; null when the dataset does not have them (a vendor
   * file without them). Adjusted like the volume.
   */
  buyOrderCount: z.number().nullable(),
  sellOrderCount: z.number().nullable(),
  buyOrderVolume: z.number().nullable(),
  sellOrderVolume: z.number().nullable(),
});
export type PriceHistoryPoint = z.infer<typeof PriceHistoryPointSchema>;

export const PriceHistoryMetaSchema = ListMetaSchema.extend({
  stockSymbol: z.string(),
  period: z.enum(PRICE_PERIODS),
  adjusted: z.boolean(),
  /** The first and last session of the period (null when it holds none). */
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
});
export const PriceHistoryPageSchema = z.object({
  data: z.array(PriceHistoryPointSchema),
  meta: PriceHistoryMetaSchema,
});
export type PriceHistoryPage = z.infer<typeof PriceHistoryPageSchema>;

/** `ttpt-companies` items and `ttpt-companies/{symbol}`. */
export const CompanySchema = z.object({
  stockSymbol: z.string(),
  /** In the request's language. */
  name: z.string(),
  ...Bilingual,
  /** The name the market uses (Vinamilk, Hòa Phát), when the dataset has it. */
  shortName: z.string().nullable().default(null),
  /** Other names the search finds it by (brands, former names). */
  brands: z.array(z.string()).default([]),
  exchange: z.enum(EXCHANGES),
  exchangeCode: z.string(),
  icbCode: z.string(),
  /** In the request's language. */
  sector: z.string(),
  sectorVi: z.string(),
  sectorEn: z.string(),
  firmType: z.enum(FIRM_TYPES),
  listingDate: z.string(),
  sharesOutstanding: z.number(),
  /** VND. */
  charteredCapital: z.number(),
  /** The main indices it belongs to. */
  indices: z.array(z.enum(MAIN_INDICES)),
});
export type Company = z.infer<typeof CompanySchema>;

/**
 * `ttpt-company-indicators/{symbol}`: spec §3 "Stock information" and "Live quote" at the last
 * stored session. `eps`, `bookValue`, `roa` and `roe` are generated demo figures (per company,
 * deterministic); `pE` and `pB` follow from them and the close; `beta` is computed from a year
 * of returns against VNINDEX; the 52-week range from the data.
 */
export const CompanyIndicatorsSchema = z.object({
  exchangeCode: z.string(),
  stockSymbol: z.string(),
  icbCode: z.string(),
  sessionDate: z.string(),
  /** Against the reference of the last session; percent with 2 decimals. */
  priceChange: z.number(),
  priceChangePercent: z.number(),
  volumeAvg20Days: z.number(),
  beta: z.number(),
  charteredCapital: z.number(),
  /** VND: shares × close. */
  marketCapital: z.number(),
  /** 1 = largest of the dataset's companies. */
  marketCapitalRank: z.number().int(),
  pE: z.number().nullable(),
  /** VND per share, trailing four quarters. */
  eps: z.number().nullable(),
  pB: z.number().nullable(),
  sharesOutstanding: z.number(),
  /** VND per share. */
  bookValue: z.number().nullable(),
  priceHighest52w: z.number(),
  priceLowest52w: z.number(),
  /** Percent. */
  roa: z.number().nullable(),
  roe: z.number().nullable(),
  /** Percent of the shares foreigners may own (30 for banks, 49 otherwise). */
  foreignOwnershipLimit: z.number(),
  /** Shares foreigners hold and may still buy. */
  foreignHolding: z.number(),
  foreignRoom: z.number(),
  // Spec §3 "Live quote", at the last stored session.
  priceReference: z.number(),
  priceCeiling: z.number(),
  priceFloor: z.number(),
  priceOpen: z.number(),
  priceLowest: z.number(),
  priceHighest: z.number(),
  priceClose: z.number(),
  matchingVolume: z.number(),
  matchingValue: z.number(),
  volumeForeignSell: z.number(),
  /** Foreign buy volume. */
  volumeForeign: z.number(),
  /** Foreign holding in percent of the shares. */
  percentForeign: z.number(),
});
export type CompanyIndicators = z.infer<typeof CompanyIndicatorsSchema>;

/**
 * `ttpt-covered-warrants` (spec §3 Covered warrant: contractCode, expirationDate, ceiling,
 * floor, total = reference price) with the terms the break-even calculator needs.
 */
export const CoveredWarrantSchema = z.object({
  contractCode: z.string(),
  stockSymbol: z.string(),
  issuer: z.string(),
  /** VND per underlying share. */
  exercisePrice: z.number(),
  /** Warrants per underlying share (4 → 4:1). */
  ratio: z.number(),
  issueDate: z.string(),
  expirationDate: z.string(),
  /** The session the band is for (the board seed's next session). */
  sessionDate: z.string(),
  total: z.number(),
  ceiling: z.number(),
  floor: z.number(),
  /** The underlying's last stored close. */
  underlyingPrice: z.number(),
});
export type CoveredWarrant = z.infer<typeof CoveredWarrantSchema>;

/**
 * `exercise-rights`: one right (company_exercise_rights): a corporate action (the adjusted
 * switch's log) or a shareholder meeting.
 */
export const ExerciseRightSchema = z.object({
  id: z.number().int(),
  stockSymbol: z.string(),
  /** The ex-rights date (one trading day before the record date). */
  exDate: z.string(),
  /** The type id (`exercise-right-types`). */
  kind: z.enum(EXERCISE_RIGHT_TYPES),
  /** The type in the request's language. */
  kindLabel: z.string(),
  /** In the request's language, e.g. "Đại hội đồng cổ đông thường niên năm 2026". */
  title: z.string(),
  /**
   * One line in the request's language, e.g. "Cổ tức bằng tiền 1.500 đồng/cổ phiếu" (a
   * meeting: its title).
   */
  description: z.string(),
  announcedDate: z.string(),
  recordDate: z.string(),
  /** Payment, crediting of the new shares, last subscription day or the meeting. */
  executionDate: z.string(),
  cashPerShare: z.number().nullable(),
  /** The cash dividend as a percentage of the par value. */
  percentOfPar: z.number().nullable(),
  ratio: z.number().nullable(),
  /** The ratio as announced, old:new, e.g. `100:10`. */
  ratioText: z.string().nullable(),
  subscriptionPrice: z.number().nullable(),
  /** The close before the ex-date and the ex-date's reference (null outside the stored days). */
  previousClose: z.number().nullable(),
  exReference: z.number().nullable(),
});
export type ExerciseRight = z.infer<typeof ExerciseRightSchema>;

/** `ttpt-ws-order-matching/current`: spec §3 "Order-match overview" of today's session. */
export const OrderMatchCurrentSchema = z.object({
  stockSymbol: z.string(),
  sessionDate: z.string(),
  /** True while the board's session is being traded. */
  trading: z.boolean(),
  reference: z.number(),
  ceiling: z.number(),
  floor: z.number(),
  /** Lowest and highest matched price (null before the first match). */
  min: z.number().nullable(),
  max: z.number().nullable(),
  open: z.number().nullable(),
  /** The last matched price. */
  current: z.number().nullable(),
  /** Change against the reference, VND and percent (2 decimals). */
  increase: z.number(),
  percent: z.number(),
  /** The session's matched volume and value. */
  total: z.number(),
  totalValue: z.number(),
  foreignBuyVolume: z.number(),
  foreignSellVolume: z.number(),
  /** HH:mm:ss of the last match. */
  time: z.string().nullable(),
});
export type OrderMatchCurrent = z.infer<typeof OrderMatchCurrentSchema>;

/** A time-and-sales row (spec §3 Row: price, amount, rate, time, amountSaved). */
export const OrderMatchRowSchema = z.object({
  /** HH:mm:ss. */
  time: z.string(),
  price: z.number(),
  /** Matched volume. */
  amount: z.number(),
  /** Change against the reference, VND, and `rate` in percent (2 decimals). */
  change: z.number(),
  rate: z.number(),
  /** The session's volume after this match. */
  amountSaved: z.number(),
  /** Who crossed the spread; null for the auctions. */
  side: z.enum(['buy', 'sell']).nullable(),
});
export type OrderMatchRow = z.infer<typeof OrderMatchRowSchema>;

/** `list-group-by-minute-today`: a one-minute bar; `time` is the minute's start, HH:mm. */
export const MinuteBarSchema = z.object({
  time: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type MinuteBar = z.infer<typeof MinuteBarSchema>;

/** `chart-volume-and-price-by-today`: the 1D chart's minute points (last price, minute volume). */
export const IntradayPointSchema = z.object({
  time: z.string(),
  price: z.number(),
  volume: z.number(),
});
export type IntradayPoint = z.infer<typeof IntradayPointSchema>;

/** `chart-volume-and-price`: volume at price; buy/sell split by the side that crossed. */
export const VolumeAtPriceSchema = z.object({
  price: z.number(),
  volume: z.number(),
  buyVolume: z.number(),
  sellVolume: z.number(),
});
export type VolumeAtPrice = z.infer<typeof VolumeAtPriceSchema>;

/** The `data` of the intraday calls: the session and its points. */
export const intradaySeries = <T extends z.ZodType>(item: T) =>
  z.object({
    stockSymbol: z.string(),
    sessionDate: z.string(),
    trading: z.boolean(),
    reference: z.number(),
    items: z.array(item),
  });
export const MinuteBarSeriesSchema = intradaySeries(MinuteBarSchema);
export type MinuteBarSeries = z.infer<typeof MinuteBarSeriesSchema>;
export const IntradaySeriesSchema = intradaySeries(IntradayPointSchema);
export type IntradaySeries = z.infer<typeof IntradaySeriesSchema>;
export const VolumeAtPriceSeriesSchema = intradaySeries(VolumeAtPriceSchema);
export type VolumeAtPriceSeries = z.infer<typeof VolumeAtPriceSeriesSchema>;
