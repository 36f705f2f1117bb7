/**
 * The price chart's periods and the longest history page, apart from the schemas that use them
 * (`validation/marketApi.ts`), so that a page can name them without loading zod.
 */

/** The chart's periods served from the daily history. 1D (intraday) comes from the board. */
export const PRICE_PERIODS = ['5D', '1M', '3M', '6M', 'YTD', '1Y', '2Y', '3Y', '4Y', '5Y'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];
/** Every period button of the price chart, 1D first (spec §2 "chart periods"). */
export const CHART_PERIODS = ['1D', ...PRICE_PERIODS] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** The most points one price-history page holds: five years of sessions fit one page. */
export const MAX_PRICE_HISTORY_LIMIT = 1500;
