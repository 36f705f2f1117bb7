/**
 * The statement layouts (spec §7's `bank | insurance | securities | company`), which are the
 * firm types of the market dataset too (shared/validation/market.ts re-exports this list).
 */
export const FIRM_TYPES = ['bank', 'insurance', 'securities', 'company'] as const;
export type FirmType = (typeof FIRM_TYPES)[number];

/**
 * The line-item families of the statements (spec §3): F2 balance sheet (a securities firm's
 * "security-balance"), F3 income statement, F4 business performance (key operating lines),
 * F8 direct cash-flow statement, F9 indirect cash-flow statement, CFS the cash-flow summary.
 */
export const LINE_FAMILIES = ['F2', 'F3', 'F4', 'F8', 'F9', 'CFS'] as const;
export type LineFamily = (typeof LINE_FAMILIES)[number];

/** The statement sub-paths of `ttpt-stox-tb-fund-{type}/` (spec §7). */
export const STATEMENT_PATHS = [
  'business-performance',
  'balance-sheet',
  'security-balance',
  'income-statement',
  'cash-flow-statement',
  'cashflow-statement',
  'cashflow-statement-gt',
] as const;
export type StatementPath = (typeof STATEMENT_PATHS)[number];

/**
 * How a line's yearly value comes from its quarters: a `flow` (income, cash flows) is the sum of
 * the four quarters; a `stock` (a balance at the period's end) is the fourth quarter's; an
 * `opening` balance (opening cash) is the first quarter's.
 */
export const LINE_KINDS = ['flow', 'stock', 'opening'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** One term of a computed subtotal: the code and its sign. */
export type Term = readonly [code: string, sign: 1 | -1];

export interface LineItem {
  /** Stable code, unique within a firm type (the family is its prefix). */
  code: string;
  firmType: FirmType;
  family: LineFamily;
  /** The line it is indented under; null at the top level. */
  parent: string | null;
  /** Position in its family's layout (1, 2, …). */
  order: number;
  labelVi: string;
  labelEn: string;
  kind: LineKind;
  /** A computed subtotal: its value is the signed sum of `terms`. */
  subtotal: boolean;
  /** Empty unless `subtotal`. */
  terms: readonly Term[];
}

/** One period: fiscal year and quarter 1–4, or 0 for the whole year. */
export interface Period {
  year: number;
  quarter: 0 | 1 | 2 | 3 | 4;
}

/** A period's values by line code, whole VND. */
export type LineValues = Readonly<Record<string, number>>;
