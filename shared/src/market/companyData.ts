/**
 * The kinds and code lists of the market dataset's company data (issue 24): plain constants, no
 * zod, so a page that only needs a list (the exercise-right filter, the API's response schemas
 * on the site) does not evaluate the import files' row schemas (shared/validation/
 * companyProfiles.ts; market.ts re-exports CORPORATE_ACTION_KINDS for its importers).
 */

export const CORPORATE_ACTION_KINDS = [
  'cash-dividend',
  'stock-dividend',
  'bonus',
  'rights',
] as const;
export type CorporateActionKind = (typeof CORPORATE_ACTION_KINDS)[number];

/** The par value of a Vietnamese share: charter capital = shares × PAR_VALUE. */
export const PAR_VALUE = 10_000;

export const ASSOCIATION_KINDS = ['subsidiary', 'associate'] as const;
export type AssociationKind = (typeof ASSOCIATION_KINDS)[number];

export const SHAREHOLDER_KINDS = [
  'state',
  'foreign-institution',
  'domestic-institution',
  'individual',
] as const;
export type ShareholderKind = (typeof SHAREHOLDER_KINDS)[number];

export const OWNERSHIP_CATEGORIES = ['state', 'foreign', 'other'] as const;
export type OwnershipCategory = (typeof OWNERSHIP_CATEGORIES)[number];

export const OFFICER_BOARDS = [
  'board-of-directors',
  'supervisory-board',
  'executive-board',
] as const;
export type OfficerBoard = (typeof OFFICER_BOARDS)[number];

export const INSIDER_ACTIONS = ['buy', 'sell'] as const;
export type InsiderAction = (typeof INSIDER_ACTIONS)[number];

/** Every change of charter capital: the founding capital, then each issue of new shares. */
export const CAPITAL_EVENT_KINDS = [
  'founding',
  'ipo',
  'rights',
  'stock-dividend',
  'bonus',
  'esop',
  'private-placement',
] as const;
export type CapitalEventKind = (typeof CAPITAL_EVENT_KINDS)[number];

/**
 * The exercise-right type ids: the corporate-action kinds that `exercise-rights` already
 * filters by (`exercise_right_type_id`), then the shareholder meetings, which move no price.
 */
export const EXERCISE_RIGHT_TYPES = [
  ...CORPORATE_ACTION_KINDS,
  'agm',
  'egm',
  'written-opinion',
] as const;
export type ExerciseRightType = (typeof EXERCISE_RIGHT_TYPES)[number];

export const NEWS_THEMES = [
  'results',
  'agm',
  'dividend',
  'capital',
  'contract',
  'insider',
] as const;
export type NewsTheme = (typeof NEWS_THEMES)[number];

/** Strongest to weakest. */
export const RECOMMENDATIONS = ['buy', 'accumulate', 'hold', 'reduce', 'sell'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** The column keys a recommendation table can show (`columnsData` lists some, in order). */
export const RECOMMENDATION_COLUMNS = [
  'stockSymbol',
  'exchange',
  'recommendationDate',
  'recommendation',
  'price',
  'targetPrice',
  'upsidePercent',
  'stopLossPrice',
  'horizonMonths',
  'source',
  'analyst',
] as const;
export type RecommendationColumn = (typeof RECOMMENDATION_COLUMNS)[number];
