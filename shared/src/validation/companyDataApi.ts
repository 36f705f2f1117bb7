import { z } from 'zod';
import { EXCHANGES } from '../market/exchanges.ts';
import { PagingQuerySchema } from './common.ts';
import {
  ASSOCIATION_KINDS,
  CAPITAL_EVENT_KINDS,
  EXERCISE_RIGHT_TYPES,
  INSIDER_ACTIONS,
  NEWS_THEMES,
  OFFICER_BOARDS,
  OWNERSHIP_CATEGORIES,
  RECOMMENDATION_COLUMNS,
  RECOMMENDATIONS,
  SHAREHOLDER_KINDS,
} from '../market/companyData.ts';
import { FIRM_TYPES } from '../market/fundamentals/types.ts';
import { StockSymbolSchema } from './marketApi.ts';
import { safeLine } from './text.ts';

/**
 * The analysis centre's company-data calls (spec §7 "Analysis centre", §3 "Business profile",
 * "Recommendation category", the "shareholder transaction" query): the query schemas the API
 * validates with and the site builds its requests from, and the answer schemas. Over the
 * company data of the fundamentals dataset (companyProfiles.ts, docs/fundamentals.md). Texts
 * come in the request's language (`locale=vi|en`); amounts VND, volumes shares, percentages
 * 0–100, dates YYYY-MM-DD. `exercise-rights` keeps its schemas in marketApi.ts (its first
 * callers' module).
 */

/** One page: `page` from 1, `limit` 1–100 with the call's default. */
const paging = (defaultLimit: number) =>
  PagingQuerySchema.extend({
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });

// ─── Queries ───────────────────────────────────────────────────────────────────────────────

/** The calls of one company: profile, associations, ownership, officers, capital history. */
export const CompanySymbolQuerySchema = z.object({ stock_symbol: StockSymbolSchema });

/** `ttpt-large-shareholders`: largest first. */
export const LargeShareholderQuerySchema = paging(10).extend({ stock_symbol: StockSymbolSchema });

/**
 * `ttpt-shareholder-transactions` (spec §3 "shareholder transaction": stock_symbol,
 * announced_date, page, limit): newest announcement first; `announced_date` keeps those
 * announced on that day or later.
 */
export const ShareholderTransactionQuerySchema = paging(20).extend({
  stock_symbol: StockSymbolSchema,
  // One error for a malformed or impossible date (IsoDateSchema would add a second).
  announced_date: z.iso.date().optional(),
});

/** Business news of spec §9: 15 a page. */
export const BUSINESS_NEWS_PAGE_SIZE = 15;

/** `ttpt-business-news`: newest first. */
export const BusinessNewsQuerySchema = paging(BUSINESS_NEWS_PAGE_SIZE).extend({
  stock_symbol: StockSymbolSchema,
});

/** A recommendation category's code (`ttpt-suggestion-categories`); an unknown one is a 400. */
const CategoryCodeSchema = safeLine().trim().min(1).max(40);

/**
 * `ttpt-recommendations`: the latest call on each company in a category (the first category
 * when none is given), newest first; one company with `stock_symbol`.
 */
export const RecommendationQuerySchema = paging(20).extend({
  category_code: CategoryCodeSchema.optional(),
  stock_symbol: StockSymbolSchema.optional(),
});

/** `ttpt-recommendations/history`: every call (of a company, of a category), newest first. */
export const RecommendationHistoryQuerySchema = RecommendationQuerySchema;

// ─── Answers ───────────────────────────────────────────────────────────────────────────────

/** `ttpt-other-information`: the business profile (spec §3), null when the dataset has none. */
export const CompanyProfileSchema = z.object({
  stockSymbol: z.string(),
  /** In the request's language. */
  name: z.string(),
  shortName: z.string().nullable(),
  exchange: z.enum(EXCHANGES),
  exchangeCode: z.string(),
  icbCode: z.string(),
  /** In the request's language. */
  sector: z.string(),
  firmType: z.enum(FIRM_TYPES),
  /** Paragraphs in the request's language. */
  overview: z.array(z.string()),
  foundedDate: z.string(),
  listingDate: z.string(),
  /** VND, on `asOfDate`. */
  charterCapital: z.number(),
  sharesOutstanding: z.number(),
  employees: z.number().int(),
  auditor: z.string(),
  address: z.string(),
  website: z.string(),
  phone: z.string(),
  taxCode: z.string(),
  asOfDate: z.string(),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/** `ttpt-company-associations`: subsidiaries, then associates, larger stakes first. */
export const CompanyAssociationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ASSOCIATION_KINDS),
  kindLabel: z.string(),
  ownershipPercent: z.number(),
  charterCapital: z.number(),
  business: z.string(),
});
export type CompanyAssociation = z.infer<typeof CompanyAssociationSchema>;

/** `ttpt-ownership-structures`: state, foreign, other; the percentages add up to 100. */
export const OwnershipStructureSchema = z.object({
  category: z.enum(OWNERSHIP_CATEGORIES),
  name: z.string(),
  shares: z.number(),
  percent: z.number(),
  asOfDate: z.string(),
});
export type OwnershipStructure = z.infer<typeof OwnershipStructureSchema>;

/** `ttpt-large-shareholders`: one holder, largest first. */
export const LargeShareholderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SHAREHOLDER_KINDS),
  kindLabel: z.string(),
  shares: z.number(),
  /** Of the shares outstanding, 4 decimals. */
  percent: z.number(),
  asOfDate: z.string(),
});
export type LargeShareholder = z.infer<typeof LargeShareholderSchema>;

/** `ttpt-key-officers`: the boards in order (directors, supervisors, executives), chair first. */
export const OfficerGroupSchema = z.object({
  board: z.enum(OFFICER_BOARDS),
  name: z.string(),
  officers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      position: z.string(),
      sinceDate: z.string(),
      shares: z.number(),
    }),
  ),
});
export type OfficerGroup = z.infer<typeof OfficerGroupSchema>;

/** `ttpt-shareholder-transactions`: an insider's (or a related person's) registered trade. */
export const ShareholderTransactionSchema = z.object({
  id: z.number().int(),
  stockSymbol: z.string(),
  holderName: z.string(),
  relation: z.string(),
  /** The insider a related person trades beside; null when the holder is the insider. */
  relatedOfficer: z.string().nullable(),
  action: z.enum(INSIDER_ACTIONS),
  actionLabel: z.string(),
  announcedDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  registeredVolume: z.number(),
  executedVolume: z.number(),
  volumeBefore: z.number(),
  volumeAfter: z.number(),
  percentAfter: z.number(),
});
export type ShareholderTransaction = z.infer<typeof ShareholderTransactionSchema>;

/** `ttpt-capital-raising-histories`: every change of charter capital, oldest first. */
export const CapitalRaisingSchema = z.object({
  id: z.number().int(),
  eventDate: z.string(),
  kind: z.enum(CAPITAL_EVENT_KINDS),
  sharesAdded: z.number(),
  sharesAfter: z.number(),
  charterCapitalBefore: z.number(),
  charterCapitalAfter: z.number(),
  /** VND a share when the shares were sold. */
  issuePrice: z.number().nullable(),
  description: z.string(),
});
export type CapitalRaising = z.infer<typeof CapitalRaisingSchema>;

/** `exercise-right-types`: the type ids `exercise-rights?exercise_right_type_id=` takes. */
export const ExerciseRightTypeSchema = z.object({
  id: z.enum(EXERCISE_RIGHT_TYPES),
  name: z.string(),
});
export type ExerciseRightType = z.infer<typeof ExerciseRightTypeSchema>;

/** `ttpt-business-news`: one item, newest first. */
export const BusinessNewsSchema = z.object({
  id: z.number().int(),
  stockSymbol: z.string(),
  /** ISO 8601 with its offset. */
  publishedAt: z.string(),
  theme: z.enum(NEWS_THEMES),
  title: z.string(),
  summary: z.string(),
  paragraphs: z.array(z.string()),
});
export type BusinessNews = z.infer<typeof BusinessNewsSchema>;

/**
 * `ttpt-suggestion-categories` (spec §3 "Recommendation category"): `columnsMapping` gives the
 * header of each column key in the request's language, `columnsData` the keys shown, in order
 * (each a field of a recommendation).
 */
export const RecommendationCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  columnsMapping: z.partialRecord(z.enum(RECOMMENDATION_COLUMNS), z.string()),
  columnsData: z.array(z.enum(RECOMMENDATION_COLUMNS)),
});
export type RecommendationCategory = z.infer<typeof RecommendationCategorySchema>;

/** A recommendation: every column key of RECOMMENDATION_COLUMNS is a field. */
export const RecommendationSchema = z.object({
  id: z.number().int(),
  categoryCode: z.string(),
  stockSymbol: z.string(),
  exchange: z.enum(EXCHANGES),
  recommendationDate: z.string(),
  recommendation: z.enum(RECOMMENDATIONS),
  recommendationLabel: z.string(),
  /** The close on the date, VND. */
  price: z.number(),
  targetPrice: z.number(),
  upsidePercent: z.number(),
  stopLossPrice: z.number().nullable(),
  horizonMonths: z.number().int(),
  source: z.string(),
  analyst: z.string(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;
