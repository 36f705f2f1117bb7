import { z } from 'zod';
import { EXCHANGES, MAIN_INDICES } from '../market/exchanges.ts';
import { IsoDateSchema } from './dates.ts';
import { blankToUndefined, flag, numeric, optional, wholeNumber } from './importCells.ts';
import { CORPORATE_ACTION_KINDS } from '../market/companyData.ts';
import { FIRM_TYPES } from '../market/fundamentals/types.ts';

export { CORPORATE_ACTION_KINDS, type CorporateActionKind } from '../market/companyData.ts';
export { FIRM_TYPES, type FirmType } from '../market/fundamentals/types.ts';
export { IsoDateSchema } from './dates.ts';

/**
 * The rows of the market dataset (design §6): listed companies, one daily price row per symbol
 * per session (the five main indices included, their points as the prices), corporate actions
 * and covered warrants. The seed's generator, `npm run import:market` and the API read them
 * with these schemas. Field names are the import files' column names (CSV headers or JSON
 * keys); a CSV cell is text, so numbers, booleans and empty cells are read from text as well.
 * Prices are VND (whole VND for securities, two decimals for index points), volumes are
 * shares, values VND.
 */

const MAIN_INDEX_SET: ReadonlySet<string> = new Set(MAIN_INDICES);
/** True for VNINDEX, VN30, HNXINDEX, HNX30 and UPCOMINDEX (their rows carry index points). */
export const isMainIndex = (symbol: string) => MAIN_INDEX_SET.has(symbol);

const positiveAmount = numeric.pipe(z.number().positive('must be above 0'));

/** A ticker: 3–10 upper-case letters and digits (index codes included); input is upper-cased. */
export const MarketSymbolSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,10}$/, 'not a symbol'));

const text = (max: number) => z.string().trim().min(1, 'required').max(max);

/** What separates a company's brand names in a CSV cell and in the database. */
export const BRAND_SEPARATOR = ';';
const BRAND_MAX = 60;
/** The names of a stored `"A; B"`. */
export const splitBrands = (brands: string): string[] =>
  brands
    .split(BRAND_SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * A company's other names: `"A; B"` (a CSV cell) or `["A", "B"]` (JSON), kept as `"A; B"`
 * trimmed, without blanks or repeats; nothing left → no value.
 */
const brandList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? splitBrands(value)
      : Array.isArray(value)
        ? value.map((name: unknown) => (typeof name === 'string' ? name.trim() : name))
        : value,
  z
    .array(
      z
        .string()
        .max(BRAND_MAX)
        .refine((name) => !name.includes(BRAND_SEPARATOR), `no ${BRAND_SEPARATOR} in a name`),
    )
    .max(10)
    .optional()
    .transform((names) => {
      const unique = [...new Set(names?.filter((name) => name !== ''))];
      return unique.length === 0 ? undefined : unique.join(`${BRAND_SEPARATOR} `);
    }),
);

export const CompanyRowSchema = z.object({
  symbol: MarketSymbolSchema,
  exchange: z.enum(EXCHANGES),
  nameVi: text(200),
  nameEn: text(200),
  /**
   * Optional, for the search and the suggestions: the name the market uses (Vinamilk, Hòa
   * Phát) and other names people look the company up by (brands, former names). Files
   * without these columns import as before.
   */
  shortName: optional(text(BRAND_MAX)),
  brands: brandList,
  /** ICB code of the company's sector (the vendors' 4-digit supersector code, e.g. 8300). */
  icbCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'not a 4-digit ICB code'),
  sectorVi: text(100),
  sectorEn: text(100),
  firmType: z.enum(FIRM_TYPES),
  sharesOutstanding: wholeNumber(1),
  /** VND. */
  charteredCapital: wholeNumber(1),
  listingDate: IsoDateSchema,
  vn30: z.preprocess(blankToUndefined, flag.default(false)),
  hnx30: z.preprocess(blankToUndefined, flag.default(false)),
});
export type CompanyRow = z.output<typeof CompanyRowSchema>;

/** Prices of a security are whole VND; index points have at most two decimals. */
const price = numeric.pipe(
  z
    .number()
    .positive('must be above 0')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'more than 2 decimals'),
);

const ORDER_FIELDS = [
  'buyOrderCount',
  'sellOrderCount',
  'buyOrderVolume',
  'sellOrderVolume',
] as const;

export const DailyPriceRowSchema = z
  .object({
    symbol: MarketSymbolSchema,
    sessionDate: IsoDateSchema,
    open: price,
    high: price,
    low: price,
    close: price,
    reference: price,
    /** Absent for the indices, which have no band. */
    ceiling: optional(price),
    floor: optional(price),
    volume: wholeNumber(0),
    /** VND. */
    value: wholeNumber(0),
    foreignBuyVolume: z.preprocess(blankToUndefined, wholeNumber(0).default(0)),
    foreignSellVolume: z.preprocess(blankToUndefined, wholeNumber(0).default(0)),
    /**
     * The session's order book (spec §3 "buy/sell orders"): the buy and sell orders placed and
     * the shares they asked for, matched or not. Optional, all four together: vendor files
     * without them still import, and their rows show no order figures.
     */
    buyOrderCount: optional(wholeNumber(0)),
    sellOrderCount: optional(wholeNumber(0)),
    buyOrderVolume: optional(wholeNumber(0)),
    sellOrderVolume: optional(wholeNumber(0)),
  })
  .superRefine((row, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!isMainIndex(row.symbol)) {
      for (const key of ['open', 'high', 'low', 'close', 'reference'] as const) {
        if (!Number.isInteger(row[key])) issue(key, 'a security price is whole VND');
      }
    }
    if (row.high < Math.max(row.open, row.close, row.low))
      issue('high', 'below open, close or low');
    if (row.low > Math.min(row.open, row.close)) issue('low', 'above open or close');
    if (row.ceiling !== undefined && row.high > row.ceiling) issue('high', 'above the ceiling');
    if (row.floor !== undefined && row.low < row.floor) issue('low', 'below the floor');
    if (row.ceiling !== undefined && row.floor !== undefined && row.floor > row.ceiling) {
      issue('floor', 'above the ceiling');
    }
    if (row.foreignBuyVolume > row.volume) issue('foreignBuyVolume', 'above the volume');
    if (row.foreignSellVolume > row.volume) issue('foreignSellVolume', 'above the volume');
    const given = ORDER_FIELDS.filter((key) => row[key] !== undefined);
    if (given.length > 0 && given.length < ORDER_FIELDS.length) {
      for (const key of ORDER_FIELDS) {
        if (row[key] === undefined) issue(key, 'required with the other order figures');
      }
    }
    for (const [count, volume] of [
      ['buyOrderCount', 'buyOrderVolume'],
      ['sellOrderCount', 'sellOrderVolume'],
    ] as const) {
      const orders = row[count];
      const shares = row[volume];
      if (orders === undefined || shares === undefined) continue;
      // Every order asks for at least one share, and shares are asked for by some order.
      if (orders > shares) issue(count, `above ${volume}`);
      if (orders === 0 && shares > 0) issue(count, `0 with ${volume} above 0`);
    }
  });
export type DailyPriceRow = z.output<typeof DailyPriceRowSchema>;

/**
 * A corporate action on its ex-date: a cash dividend (`cashPerShare`, VND), a stock dividend
 * or bonus shares (`ratio`: new shares per old share, 0.1 = 10 %), or a rights issue (`ratio`
 * and `subscriptionPrice`, VND).
 */
export const CorporateActionRowSchema = z
  .object({
    symbol: MarketSymbolSchema,
    exDate: IsoDateSchema,
    kind: z.enum(CORPORATE_ACTION_KINDS),
    cashPerShare: optional(wholeNumber(1)),
    ratio: optional(positiveAmount.pipe(z.number().max(10, 'above 10'))),
    subscriptionPrice: optional(wholeNumber(1)),
  })
  .superRefine((row, ctx) => {
    const need = (path: 'cashPerShare' | 'ratio' | 'subscriptionPrice') => {
      if (row[path] === undefined) {
        ctx.addIssue({ code: 'custom', path: [path], message: `required for ${row.kind}` });
      }
    };
    const refuse = (path: 'cashPerShare' | 'ratio' | 'subscriptionPrice') => {
      if (row[path] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [path], message: `not used by ${row.kind}` });
      }
    };
    if (row.kind === 'cash-dividend') {
      need('cashPerShare');
      refuse('ratio');
      refuse('subscriptionPrice');
    } else {
      need('ratio');
      refuse('cashPerShare');
      if (row.kind === 'rights') need('subscriptionPrice');
      else refuse('subscriptionPrice');
    }
  });
export type CorporateActionRow = z.output<typeof CorporateActionRowSchema>;

/** A covered warrant code: C + three-letter underlying + issue year (2 digits) + round (2). */
export const WarrantCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^C[A-Z0-9]{3}\d{4}$/, 'not a covered warrant code'));

export const CoveredWarrantRowSchema = z
  .object({
    code: WarrantCodeSchema,
    underlying: MarketSymbolSchema,
    /** The issuing securities firm's short name. */
    issuer: text(100),
    /** VND. */
    exercisePrice: wholeNumber(1),
    /** Warrants per underlying share (2 means 2:1). */
    ratio: positiveAmount,
    issueDate: IsoDateSchema,
    maturityDate: IsoDateSchema,
    /** The reference price of the first trading day (VND, on the 10 VND tick). */
    listingReference: wholeNumber(10),
    issuedQuantity: optional(wholeNumber(1)),
  })
  .superRefine((row, ctx) => {
    if (row.maturityDate <= row.issueDate) {
      ctx.addIssue({ code: 'custom', path: ['maturityDate'], message: 'not after the issue date' });
    }
    if (row.code.slice(1, 4) !== row.underlying.slice(0, 3)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'does not name the underlying' });
    }
    if (row.listingReference % 10 !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['listingReference'],
        message: 'not on the 10 VND tick',
      });
    }
  });
export type CoveredWarrantRow = z.output<typeof CoveredWarrantRowSchema>;
