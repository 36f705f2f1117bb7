import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  ASSOCIATION_KINDS,
  CAPITAL_EVENT_KINDS,
  EXERCISE_RIGHT_TYPES,
  INSIDER_ACTIONS,
  NEWS_THEMES,
  OFFICER_BOARDS,
  OWNERSHIP_CATEGORIES,
  RECOMMENDATIONS,
  SHAREHOLDER_KINDS,
} from '@brokerage/shared/market/companyData.ts';
import type { RecommendationCategoryRow } from '@brokerage/shared/validation/companyProfiles.ts';
import { enumCheck, id } from './columns';
import { marketCompanies } from './market';

/**
 * The company data of the fundamentals dataset (issue 24; rows checked by
 * shared/validation/companyProfiles.ts): the demo seed's generated rows
 * (seed/market/fundamentals/profiles.ts) or a vendor's. Every company row goes with its
 * market company. Amounts VND (bigint: charter capital passes 2^31), volumes shares,
 * percentages 0–100, dates their ISO text.
 */

const day = (name: string) => date(name, { mode: 'string' });
const big = (name: string) => bigint(name, { mode: 'number' });
/** Percent with 2 (ownership shares) or 4 (a holder's share of the company) decimals. */
const percent = (name: string, scale: 2 | 4) =>
  numeric(name, { precision: 7, scale, mode: 'number' });
const companySymbol = () =>
  text('symbol')
    .notNull()
    .references(() => marketCompanies.symbol, { onDelete: 'cascade' });

export const companyProfiles = pgTable('company_profiles', {
  symbol: text('symbol')
    .primaryKey()
    .references(() => marketCompanies.symbol, { onDelete: 'cascade' }),
  overviewVi: text('overview_vi').notNull(),
  overviewEn: text('overview_en').notNull(),
  foundedDate: day('founded_date').notNull(),
  listingDate: day('listing_date').notNull(),
  charterCapital: big('charter_capital').notNull(),
  sharesOutstanding: big('shares_outstanding').notNull(),
  employees: integer('employees').notNull(),
  auditorVi: text('auditor_vi').notNull(),
  auditorEn: text('auditor_en').notNull(),
  addressVi: text('address_vi').notNull(),
  addressEn: text('address_en').notNull(),
  website: text('website').notNull(),
  phone: text('phone').notNull(),
  taxCode: text('tax_code').notNull(),
  asOfDate: day('as_of_date').notNull(),
});

export const companyAssociations = pgTable(
  'company_associations',
  {
    id: id(),
    symbol: companySymbol(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: ASSOCIATION_KINDS }).notNull(),
    ownershipPercent: percent('ownership_percent', 2).notNull(),
    charterCapital: big('charter_capital').notNull(),
    businessVi: text('business_vi').notNull(),
    businessEn: text('business_en').notNull(),
  },
  (t) => [
    index('company_associations_symbol_idx').on(t.symbol),
    enumCheck('company_associations_kind_ck', t.kind, ASSOCIATION_KINDS),
  ],
);

export const companyLargeShareholders = pgTable(
  'company_large_shareholders',
  {
    id: id(),
    symbol: companySymbol(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: SHAREHOLDER_KINDS }).notNull(),
    shares: big('shares').notNull(),
    percent: percent('percent', 4).notNull(),
    asOfDate: day('as_of_date').notNull(),
  },
  (t) => [
    index('company_large_shareholders_symbol_idx').on(t.symbol, t.shares),
    enumCheck('company_large_shareholders_kind_ck', t.kind, SHAREHOLDER_KINDS),
  ],
);

export const companyOwnershipStructures = pgTable(
  'company_ownership_structures',
  {
    symbol: companySymbol(),
    category: text('category', { enum: OWNERSHIP_CATEGORIES }).notNull(),
    asOfDate: day('as_of_date').notNull(),
    shares: big('shares').notNull(),
    percent: percent('percent', 2).notNull(),
  },
  (t) => [
    primaryKey({ name: 'company_ownership_structures_pk', columns: [t.symbol, t.category] }),
    enumCheck('company_ownership_structures_category_ck', t.category, OWNERSHIP_CATEGORIES),
  ],
);

export const companyOfficers = pgTable(
  'company_officers',
  {
    id: id(),
    symbol: companySymbol(),
    name: text('name').notNull(),
    board: text('board', { enum: OFFICER_BOARDS }).notNull(),
    positionVi: text('position_vi').notNull(),
    positionEn: text('position_en').notNull(),
    sinceDate: day('since_date').notNull(),
    shares: big('shares').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('company_officers_symbol_idx').on(t.symbol, t.board, t.sort),
    enumCheck('company_officers_board_ck', t.board, OFFICER_BOARDS),
  ],
);

/** Spec §3 "shareholder transaction" query: stock_symbol and announced_date. */
export const companyInsiderTransactions = pgTable(
  'company_insider_transactions',
  {
    id: id(),
    symbol: companySymbol(),
    holderName: text('holder_name').notNull(),
    relationVi: text('relation_vi').notNull(),
    relationEn: text('relation_en').notNull(),
    relatedOfficer: text('related_officer'),
    action: text('action', { enum: INSIDER_ACTIONS }).notNull(),
    announcedDate: day('announced_date').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    registeredVolume: big('registered_volume').notNull(),
    executedVolume: big('executed_volume').notNull(),
    volumeBefore: big('volume_before').notNull(),
    volumeAfter: big('volume_after').notNull(),
    percentAfter: percent('percent_after', 4).notNull(),
  },
  (t) => [
    index('company_insider_transactions_symbol_idx').on(t.symbol, t.announcedDate),
    index('company_insider_transactions_date_idx').on(t.announcedDate),
    enumCheck('company_insider_transactions_action_ck', t.action, INSIDER_ACTIONS),
  ],
);

export const companyCapitalHistory = pgTable(
  'company_capital_history',
  {
    id: id(),
    symbol: companySymbol(),
    eventDate: day('event_date').notNull(),
    kind: text('kind', { enum: CAPITAL_EVENT_KINDS }).notNull(),
    sharesAdded: big('shares_added').notNull(),
    sharesAfter: big('shares_after').notNull(),
    charterCapitalBefore: big('charter_capital_before').notNull(),
    charterCapitalAfter: big('charter_capital_after').notNull(),
    issuePrice: integer('issue_price'),
    descriptionVi: text('description_vi').notNull(),
    descriptionEn: text('description_en').notNull(),
  },
  (t) => [
    index('company_capital_history_symbol_idx').on(t.symbol, t.eventDate),
    enumCheck('company_capital_history_kind_ck', t.kind, CAPITAL_EVENT_KINDS),
  ],
);

/** `exercise-right-types`: the corporate-action kinds' ids, then the meetings'. */
export const exerciseRightTypes = pgTable(
  'exercise_right_types',
  {
    id: text('id', { enum: EXERCISE_RIGHT_TYPES }).primaryKey(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [enumCheck('exercise_right_types_id_ck', t.id, EXERCISE_RIGHT_TYPES)],
);

/** Spec §3 "exercise-right" query: stock_symbol, keyword (titles), exercise_right_type_id. */
export const companyExerciseRights = pgTable(
  'company_exercise_rights',
  {
    id: id(),
    symbol: companySymbol(),
    typeId: text('type_id', { enum: EXERCISE_RIGHT_TYPES })
      .notNull()
      .references(() => exerciseRightTypes.id),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    announcedDate: day('announced_date').notNull(),
    exDate: day('ex_date').notNull(),
    recordDate: day('record_date').notNull(),
    executionDate: day('execution_date').notNull(),
    cashPerShare: integer('cash_per_share'),
    percentOfPar: numeric('percent_of_par', { precision: 7, scale: 2, mode: 'number' }),
    ratio: numeric('ratio', { precision: 10, scale: 6, mode: 'number' }),
    ratioText: text('ratio_text'),
    subscriptionPrice: integer('subscription_price'),
  },
  (t) => [
    index('company_exercise_rights_symbol_idx').on(t.symbol, t.exDate),
    index('company_exercise_rights_type_idx').on(t.typeId, t.exDate),
    index('company_exercise_rights_record_idx').on(t.recordDate),
  ],
);

/** Business news, 15 a page: paragraphs of a body are separated by a blank line. */
export const companyNews = pgTable(
  'company_news',
  {
    id: id(),
    symbol: companySymbol(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
    theme: text('theme', { enum: NEWS_THEMES }).notNull(),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    summaryVi: text('summary_vi').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyVi: text('body_vi').notNull(),
    bodyEn: text('body_en').notNull(),
  },
  (t) => [
    index('company_news_symbol_idx').on(t.symbol, t.publishedAt),
    enumCheck('company_news_theme_ck', t.theme, NEWS_THEMES),
  ],
);

/** Spec §3 "Recommendation category": name, code, columnsMapping, columnsData. */
export const recommendationCategories = pgTable('recommendation_categories', {
  code: text('code').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  columnsMapping: jsonb('columns_mapping')
    .$type<RecommendationCategoryRow['columnsMapping']>()
    .notNull(),
  columnsData: jsonb('columns_data').$type<RecommendationCategoryRow['columnsData']>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const companyRecommendations = pgTable(
  'company_recommendations',
  {
    id: id(),
    symbol: companySymbol(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => recommendationCategories.code),
    recommendationDate: day('recommendation_date').notNull(),
    recommendation: text('recommendation', { enum: RECOMMENDATIONS }).notNull(),
    price: integer('price').notNull(),
    targetPrice: integer('target_price').notNull(),
    upsidePercent: numeric('upside_percent', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    stopLossPrice: integer('stop_loss_price'),
    horizonMonths: integer('horizon_months').notNull(),
    sourceVi: text('source_vi').notNull(),
    sourceEn: text('source_en').notNull(),
    analyst: text('analyst').notNull(),
  },
  (t) => [
    index('company_recommendations_symbol_idx').on(t.symbol, t.recommendationDate),
    index('company_recommendations_category_idx').on(t.categoryCode, t.recommendationDate),
    enumCheck('company_recommendations_recommendation_ck', t.recommendation, RECOMMENDATIONS),
  ],
);
