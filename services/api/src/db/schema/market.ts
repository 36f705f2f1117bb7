import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { CORPORATE_ACTION_KINDS, FIRM_TYPES } from '@brokerage/shared/validation/market.ts';
import { EXCHANGES } from '@brokerage/shared/market/exchanges.ts';
import { enumCheck, id } from './columns';

/**
 * The market dataset (issue 12; rows checked by shared/validation/market.ts): the demo seed's
 * generated market or a vendor's, loaded by `npm run import:market`. Prices are VND: whole VND
 * for securities, two decimals for the index points that share the price table. Volumes are
 * shares, values VND (bigint: a session's value passes 2^31).
 */

/** A calendar day as its ISO text (YYYY-MM-DD), the form the calendar functions take. */
const day = (name: string) => date(name, { mode: 'string' });
/** VND for securities, points for indices (numeric(14,2) read as a number). */
const price = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const big = (name: string) => bigint(name, { mode: 'number' });

export const marketCompanies = pgTable(
  'market_companies',
  {
    symbol: text('symbol').primaryKey(),
    exchange: text('exchange', { enum: EXCHANGES }).notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    /** The name the market uses (Vinamilk, Hòa Phát); null when the import gave none. */
    shortName: text('short_name'),
    /** Other names it is looked up by, `"A; B"` (BRAND_SEPARATOR); null when none. */
    brands: text('brands'),
    icbCode: text('icb_code').notNull(),
    sectorVi: text('sector_vi').notNull(),
    sectorEn: text('sector_en').notNull(),
    firmType: text('firm_type', { enum: FIRM_TYPES }).notNull(),
    sharesOutstanding: big('shares_outstanding').notNull(),
    charteredCapital: big('chartered_capital').notNull(),
    listingDate: day('listing_date').notNull(),
    vn30: boolean('vn30').notNull().default(false),
    hnx30: boolean('hnx30').notNull().default(false),
  },
  (t) => [
    enumCheck('market_companies_exchange_ck', t.exchange, EXCHANGES),
    enumCheck('market_companies_firm_type_ck', t.firmType, FIRM_TYPES),
    index('market_companies_exchange_idx').on(t.exchange),
    index('market_companies_icb_idx').on(t.icbCode),
  ],
);

/**
 * One row per symbol per session, for the companies and the five main indices (their points
 * as open/high/low/close/reference, no band). Unadjusted prices: the adjusted series is
 * computed from `market_corporate_actions` when read. The key (symbol, session_date) serves a
 * symbol's history; the session_date index serves the whole market on one day (breadth, top
 * movers, the simulator's last close).
 */
export const marketDailyPrices = pgTable(
  'market_daily_prices',
  {
    symbol: text('symbol').notNull(),
    sessionDate: day('session_date').notNull(),
    open: price('open').notNull(),
    high: price('high').notNull(),
    low: price('low').notNull(),
    close: price('close').notNull(),
    reference: price('reference').notNull(),
    ceiling: price('ceiling'),
    floor: price('floor'),
    volume: big('volume').notNull(),
    value: big('value').notNull(),
    foreignBuyVolume: big('foreign_buy_volume').notNull().default(0),
    foreignSellVolume: big('foreign_sell_volume').notNull().default(0),
    /**
     * The session's order book: orders placed on each side and the shares they asked for,
     * matched or not. Null when the source did not give them (a vendor file without them).
     */
    buyOrderCount: integer('buy_order_count'),
    sellOrderCount: integer('sell_order_count'),
    buyOrderVolume: big('buy_order_volume'),
    sellOrderVolume: big('sell_order_volume'),
  },
  (t) => [
    primaryKey({ name: 'market_daily_prices_pk', columns: [t.symbol, t.sessionDate] }),
    index('market_daily_prices_session_idx').on(t.sessionDate),
    check('market_daily_prices_range_ck', sql`${t.low} <= ${t.high}`),
  ],
);

export const marketCorporateActions = pgTable(
  'market_corporate_actions',
  {
    id: id(),
    symbol: text('symbol')
      .notNull()
      .references(() => marketCompanies.symbol, { onDelete: 'cascade' }),
    exDate: day('ex_date').notNull(),
    kind: text('kind', { enum: CORPORATE_ACTION_KINDS }).notNull(),
    /** VND per share (cash dividends). */
    cashPerShare: integer('cash_per_share'),
    /** New shares per old share (stock dividends, bonus shares, rights). */
    ratio: numeric('ratio', { precision: 10, scale: 6, mode: 'number' }),
    /** VND (rights issues). */
    subscriptionPrice: integer('subscription_price'),
  },
  (t) => [
    unique('market_corporate_actions_uq').on(t.symbol, t.exDate, t.kind),
    index('market_corporate_actions_ex_date_idx').on(t.exDate),
    enumCheck('market_corporate_actions_kind_ck', t.kind, CORPORATE_ACTION_KINDS),
  ],
);

export const marketCoveredWarrants = pgTable(
  'market_covered_warrants',
  {
    code: text('code').primaryKey(),
    underlying: text('underlying')
      .notNull()
      .references(() => marketCompanies.symbol, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    exercisePrice: integer('exercise_price').notNull(),
    /** Warrants per underlying share. */
    ratio: numeric('ratio', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    issueDate: day('issue_date').notNull(),
    maturityDate: day('maturity_date').notNull(),
    /** The first session's reference price, VND. */
    listingReference: integer('listing_reference').notNull(),
    issuedQuantity: big('issued_quantity'),
  },
  (t) => [
    index('market_covered_warrants_underlying_idx').on(t.underlying),
    index('market_covered_warrants_maturity_idx').on(t.maturityDate),
  ],
);
