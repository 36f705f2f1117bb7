import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { LINE_FAMILIES, LINE_KINDS } from '@brokerage/shared/market/fundamentals/types.ts';
import { FIRM_TYPES } from '@brokerage/shared/validation/market.ts';
import { enumCheck } from './columns';
import { marketCompanies } from './market';

/**
 * The fundamentals dataset (issue 24; rows checked by shared/validation/fundamentals.ts, the
 * contract in docs/fundamentals.md): statement values by coded line, the line catalogue that
 * names and lays them out, and business plans. Amounts are whole VND as bigint read as a
 * number (a bank's assets are about 2·10^15, within 2^53).
 */

const big = (name: string) => bigint(name, { mode: 'number' });

/** One line of one company's statements for one period: quarter 1–4, or 0 for the year. */
export const marketFinancialStatements = pgTable(
  'market_financial_statements',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => marketCompanies.symbol, { onDelete: 'cascade' }),
    fiscalYear: smallint('fiscal_year').notNull(),
    quarter: smallint('quarter').notNull(),
    code: text('code').notNull(),
    value: big('value').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'market_financial_statements_pk',
      columns: [t.symbol, t.fiscalYear, t.quarter, t.code],
    }),
    check('market_financial_statements_quarter_ck', sql`${t.quarter} between 0 and 4`),
    // The screener and the sector medians read one line of every company for a period.
    index('market_financial_statements_period_idx').on(t.fiscalYear, t.quarter, t.code),
  ],
);

/** The line catalogue per firm type (shared/market/fundamentals/catalogue.ts, importable). */
export const marketLineItems = pgTable(
  'market_line_items',
  {
    firmType: text('firm_type', { enum: FIRM_TYPES }).notNull(),
    code: text('code').notNull(),
    family: text('family', { enum: LINE_FAMILIES }).notNull(),
    parent: text('parent'),
    sort: integer('sort').notNull(),
    labelVi: text('label_vi').notNull(),
    labelEn: text('label_en').notNull(),
    kind: text('kind', { enum: LINE_KINDS }).notNull(),
    subtotal: boolean('subtotal').notNull().default(false),
    /** A subtotal's signed terms, "+F3001 -F3002"; empty otherwise. */
    terms: text('terms').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'market_line_items_pk', columns: [t.firmType, t.code] }),
    enumCheck('market_line_items_firm_type_ck', t.firmType, FIRM_TYPES),
    enumCheck('market_line_items_family_ck', t.family, LINE_FAMILIES),
    enumCheck('market_line_items_kind_ck', t.kind, LINE_KINDS),
  ],
);

/** A year's targets approved by the annual general meeting; achievement = actual / target. */
export const marketBusinessPlans = pgTable(
  'market_business_plans',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => marketCompanies.symbol, { onDelete: 'cascade' }),
    fiscalYear: smallint('fiscal_year').notNull(),
    agmDate: date('agm_date', { mode: 'string' }),
    revenueTarget: big('revenue_target').notNull(),
    profitAfterTaxTarget: big('profit_after_tax_target').notNull(),
  },
  (t) => [primaryKey({ name: 'market_business_plans_pk', columns: [t.symbol, t.fiscalYear] })],
);
