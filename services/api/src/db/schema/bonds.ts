import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CashFlow, CouponTerms } from '@brokerage/shared/bonds/terms.ts';
import { at, createdAt, enumCheck, id, locale } from './columns';
import { customers } from './customers';

export const BOND_PRODUCT_TYPES = ['secured', 'unsecured', 'green'] as const;
const BOND_SIDES = ['buy', 'sell'] as const;
const BOND_HOLDINGS = ['maturity', 'flexible'] as const;

/** Money columns: whole VND, read as JS numbers (every amount is far below 2^53). */
const vnd = (name: string) => bigint(name, { mode: 'number' });

/**
 * The corporate bonds the brokerage sells from its inventory (issue 25, docs/bonds.md). The
 * name, issuer and text come from the CMS item (`bond_product`) whose Vietnamese slug is
 * `content_slug`, in the request's language; the terms and the inventory live here.
 */
export const bondProducts = pgTable(
  'bond_products',
  {
    code: text('code').primaryKey(),
    productType: text('product_type', { enum: BOND_PRODUCT_TYPES }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    maturityDate: date('maturity_date', { mode: 'string' }).notNull(),
    faceValueVnd: vnd('face_value_vnd').notNull(),
    coupon: jsonb('coupon').$type<CouponTerms>().notNull(),
    buyYieldBps: integer('buy_yield_bps').notNull(),
    sellYieldBps: integer('sell_yield_bps').notNull(),
    feeBps: integer('fee_bps').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    remainingQuantity: integer('remaining_quantity').notNull(),
    professionalOnly: boolean('professional_only').notNull(),
    /** The Vietnamese slug of the CMS `bond_product` item (its name, issuer and article). */
    contentSlug: text('content_slug').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('bond_products_remaining_ck', sql`${t.remainingQuantity} >= 0`),
    check('bond_products_min_quantity_ck', sql`${t.minQuantity} >= 1`),
    enumCheck('bond_products_type_ck', t.productType, BOND_PRODUCT_TYPES),
  ],
);

/**
 * A booked registration: the order, the figures the server computed (the same the page showed)
 * and the customer. `summary_token_hash` is the sha256 of the token of the PDF summary's link.
 */
export const bondRegistrations = pgTable(
  'bond_registrations',
  {
    id: id(),
    /** `TP` + Vietnam date (yymmdd) + a 4-digit number of the day, e.g. TP2611290001. */
    reference: text('reference').notNull(),
    productCode: text('product_code')
      .notNull()
      .references(() => bondProducts.code),
    side: text('side', { enum: BOND_SIDES }).notNull(),
    holding: text('holding', { enum: BOND_HOLDINGS }).notNull(),
    quantity: integer('quantity').notNull(),
    registrationDate: date('registration_date', { mode: 'string' }).notNull(),
    saleDate: date('sale_date', { mode: 'string' }),
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    exitDate: date('exit_date', { mode: 'string' }).notNull(),
    holdingDays: integer('holding_days').notNull(),
    unitPriceVnd: vnd('unit_price_vnd').notNull(),
    valueVnd: vnd('value_vnd').notNull(),
    feeVnd: vnd('fee_vnd').notNull(),
    paymentVnd: vnd('payment_vnd').notNull(),
    saleUnitPriceVnd: vnd('sale_unit_price_vnd'),
    saleFeeVnd: vnd('sale_fee_vnd'),
    profitVnd: vnd('profit_vnd'),
    ytm: doublePrecision('ytm').notNull(),
    irr: doublePrecision('irr'),
    cashFlows: jsonb('cash_flows').$type<CashFlow[]>().notNull(),
    professionalInvestor: boolean('professional_investor').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    accountNumber: text('account_number').notNull(),
    bankAccount: text('bank_account').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    locale: locale(),
    summaryTokenHash: text('summary_token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bond_registrations_reference_uq').on(t.reference),
    index('bond_registrations_product_idx').on(t.productCode),
    check('bond_registrations_quantity_ck', sql`${t.quantity} >= 1`),
    enumCheck('bond_registrations_side_ck', t.side, BOND_SIDES),
    enumCheck('bond_registrations_holding_ck', t.holding, BOND_HOLDINGS),
  ],
);

/** The last reference number given out on a day (yymmdd), bumped in the booking's transaction. */
export const bondReferenceCounters = pgTable('bond_reference_counters', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * One-time codes that prove a visitor holds the account number (sent to the phone on file):
 * lib/security/otp.ts, subject = the account number.
 */
export const bondOtps = pgTable(
  'bond_otps',
  {
    id: id(),
    accountNumber: text('account_number').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    resendAt: at('resend_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('bond_otps_account_idx').on(t.accountNumber, t.createdAt)],
);

/**
 * Feature flags of the sites (`systems/general` `features`), e.g. `bondRegistration`. An
 * environment variable may force one off (config); the dev route flips the row.
 */
export const siteFeatures = pgTable('site_features', {
  code: text('code').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
