import { z } from 'zod';
import { IsoDateSchema, MarketSymbolSchema } from './market.ts';
import {
  PAR_VALUE,
  ASSOCIATION_KINDS,
  SHAREHOLDER_KINDS,
  OWNERSHIP_CATEGORIES,
  OFFICER_BOARDS,
  INSIDER_ACTIONS,
  CAPITAL_EVENT_KINDS,
  EXERCISE_RIGHT_TYPES,
  NEWS_THEMES,
  RECOMMENDATIONS,
  RECOMMENDATION_COLUMNS,
} from '../market/companyData.ts';
import { blankToUndefined, numeric, optional, wholeNumber } from './importCells.ts';

/**
 * The company data of the fundamentals dataset (issue 24): profile, subsidiaries and
 * associates, large shareholders, ownership structure, key officers, insider transactions,
 * capital-raising history, exercise rights, business news and analyst recommendations. The
 * demo seed's generator (services/api/seed/market/fundamentals/profiles.ts) and a vendor's
 * files read by `npm run import:market` give rows of these shapes. Field names are the import
 * files' column names; a CSV cell is text, so numbers and empty cells are read from text too.
 * Amounts are VND, volumes shares, percentages 0–100, dates YYYY-MM-DD (Vietnam time).
 */

// ─── Cell readers (as market.ts reads its files) ──────────────────────────────────────────

const whole = wholeNumber;
/** A percentage 0–100 with at most `decimals` decimals. */
const percent = (decimals: number) =>
  numeric.pipe(
    z
      .number()
      .min(0)
      .max(100)
      .refine(
        (n) => Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) < 1e-6,
        `more than ${decimals} decimals`,
      ),
  );
const text = (max: number) => z.string().trim().min(1, 'required').max(max);
/** Several paragraphs: a blank line between two (CSV cells and the database keep one text). */
const paragraphs = z.string().trim().min(1, 'required').max(20_000);
/** A JSON column given as JSON (a JSON file) or as its text (a CSV cell). */
const json = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

/** A date-time with its offset, e.g. `2026-04-21T08:30:00+07:00`. */
const DateTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, 'not a date-time')
  .refine((value) => !Number.isNaN(new Date(value).getTime()), 'not a date-time');

const bilingual = (max: number) => ({ vi: text(max), en: text(max) });

// ─── Rows ──────────────────────────────────────────────────────────────────────────────────

export const CompanyProfileRowSchema = z
  .object({
    symbol: MarketSymbolSchema,
    overviewVi: paragraphs,
    overviewEn: paragraphs,
    foundedDate: IsoDateSchema,
    listingDate: IsoDateSchema,
    /** VND; shares outstanding × PAR_VALUE on `asOfDate`. */
    charterCapital: whole(PAR_VALUE),
    sharesOutstanding: whole(1),
    employees: whole(1),
    auditorVi: text(200),
    auditorEn: text(200),
    addressVi: text(300),
    addressEn: text(300),
    website: z.string().trim().url().max(200),
    phone: text(40),
    /** The enterprise code (mã số doanh nghiệp): 10 digits. */
    taxCode: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'not a 10-digit tax code'),
    /** The day the capital and share figures are taken on (the dataset's last session). */
    asOfDate: IsoDateSchema,
  })
  .superRefine((row, ctx) => {
    if (row.foundedDate >= row.listingDate) {
      ctx.addIssue({ code: 'custom', path: ['foundedDate'], message: 'not before the listing' });
    }
    if (row.charterCapital !== row.sharesOutstanding * PAR_VALUE) {
      ctx.addIssue({
        code: 'custom',
        path: ['charterCapital'],
        message: 'not shares outstanding × 10,000',
      });
    }
  });
export type CompanyProfileRow = z.output<typeof CompanyProfileRowSchema>;

export const CompanyAssociationRowSchema = z
  .object({
    symbol: MarketSymbolSchema,
    nameVi: text(300),
    nameEn: text(300),
    kind: z.enum(ASSOCIATION_KINDS),
    /** The parent's share of the capital, percent with 2 decimals. */
    ownershipPercent: percent(2),
    /** VND. */
    charterCapital: whole(1),
    businessVi: text(200),
    businessEn: text(200),
  })
  .superRefine((row, ctx) => {
    const ok =
      row.kind === 'subsidiary'
        ? row.ownershipPercent > 50
        : row.ownershipPercent >= 20 && row.ownershipPercent <= 50;
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['ownershipPercent'],
        message:
          row.kind === 'subsidiary' ? 'a subsidiary is above 50 %' : 'an associate is 20–50 %',
      });
    }
  });
export type CompanyAssociationRow = z.output<typeof CompanyAssociationRowSchema>;

export const LargeShareholderRowSchema = z.object({
  symbol: MarketSymbolSchema,
  nameVi: text(300),
  nameEn: text(300),
  kind: z.enum(SHAREHOLDER_KINDS),
  shares: whole(1),
  /** Of the shares outstanding on `asOfDate`, 4 decimals. */
  percent: percent(4),
  asOfDate: IsoDateSchema,
});
export type LargeShareholderRow = z.output<typeof LargeShareholderRowSchema>;

export const OwnershipStructureRowSchema = z.object({
  symbol: MarketSymbolSchema,
  asOfDate: IsoDateSchema,
  category: z.enum(OWNERSHIP_CATEGORIES),
  shares: whole(0),
  /** 2 decimals; a company's three categories add up to 100. */
  percent: percent(2),
});
export type OwnershipStructureRow = z.output<typeof OwnershipStructureRowSchema>;

export const OfficerRowSchema = z.object({
  symbol: MarketSymbolSchema,
  name: text(120),
  board: z.enum(OFFICER_BOARDS),
  positionVi: text(120),
  positionEn: text(120),
  sinceDate: IsoDateSchema,
  /** Held on the dataset's last session. */
  shares: whole(0),
  /** Order within the board: the chair first. */
  sort: z.preprocess(blankToUndefined, whole(0).default(0)),
});
export type OfficerRow = z.output<typeof OfficerRowSchema>;

/**
 * An insider's (or a related person's) registered trade and its result: the volume before is
 * what the person held on the announced date, after is before ± the executed volume.
 */
export const InsiderTransactionRowSchema = z
  .object({
    symbol: MarketSymbolSchema,
    holderName: text(120),
    /** The holder's position, or how a related person is related to which insider. */
    relationVi: text(200),
    relationEn: text(200),
    /** The insider a related person trades beside; absent when the holder is the insider. */
    relatedOfficer: optional(text(120)),
    action: z.enum(INSIDER_ACTIONS),
    announcedDate: IsoDateSchema,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    registeredVolume: whole(1),
    executedVolume: whole(0),
    volumeBefore: whole(0),
    volumeAfter: whole(0),
    /** Of the shares outstanding at the end of the period, 4 decimals. */
    percentAfter: percent(4),
  })
  .superRefine((row, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (row.executedVolume > row.registeredVolume) issue('executedVolume', 'above the registered');
    const sign = row.action === 'buy' ? 1 : -1;
    if (row.volumeAfter !== row.volumeBefore + sign * row.executedVolume) {
      issue('volumeAfter', 'not the volume before ± the executed volume');
    }
    if (row.startDate < row.announcedDate) issue('startDate', 'before the announcement');
    if (row.endDate < row.startDate) issue('endDate', 'before the start');
  });
export type InsiderTransactionRow = z.output<typeof InsiderTransactionRowSchema>;

export const CapitalHistoryRowSchema = z
  .object({
    symbol: MarketSymbolSchema,
    eventDate: IsoDateSchema,
    kind: z.enum(CAPITAL_EVENT_KINDS),
    sharesAdded: whole(1),
    sharesAfter: whole(1),
    /** VND. */
    charterCapitalBefore: whole(0),
    charterCapitalAfter: whole(PAR_VALUE),
    /** VND a share when the shares were sold (IPO, rights, ESOP, placement). */
    issuePrice: optional(whole(1)),
    descriptionVi: text(300),
    descriptionEn: text(300),
  })
  .superRefine((row, ctx) => {
    if (row.charterCapitalAfter !== row.charterCapitalBefore + row.sharesAdded * PAR_VALUE) {
      ctx.addIssue({
        code: 'custom',
        path: ['charterCapitalAfter'],
        message: 'not the capital before + new shares × 10,000',
      });
    }
    if (row.charterCapitalAfter !== row.sharesAfter * PAR_VALUE) {
      ctx.addIssue({ code: 'custom', path: ['sharesAfter'], message: 'not the capital / 10,000' });
    }
  });
export type CapitalHistoryRow = z.output<typeof CapitalHistoryRowSchema>;

export const ExerciseRightTypeRowSchema = z.object({
  id: z.enum(EXERCISE_RIGHT_TYPES),
  nameVi: text(120),
  nameEn: text(120),
  sort: whole(0),
});
export type ExerciseRightTypeRow = z.output<typeof ExerciseRightTypeRowSchema>;

/**
 * One right: the ex-rights date is one trading day before the record date (T+2 settlement);
 * `executionDate` is the payment day (dividends), the day new shares are credited (stock
 * dividends, bonus shares), the last subscription day (rights) or the meeting (meetings).
 */
export const ExerciseRightRowSchema = z
  .object({
    symbol: MarketSymbolSchema,
    typeId: z.enum(EXERCISE_RIGHT_TYPES),
    titleVi: text(300),
    titleEn: text(300),
    announcedDate: IsoDateSchema,
    exDate: IsoDateSchema,
    recordDate: IsoDateSchema,
    executionDate: IsoDateSchema,
    /** Cash dividends: VND a share and its share of the par value. */
    cashPerShare: optional(whole(1)),
    percentOfPar: optional(numeric.pipe(z.number().positive())),
    /** Stock dividends, bonus shares, rights: new shares per old share (0.1 = 10 %). */
    ratio: optional(numeric.pipe(z.number().positive().max(10))),
    /** The ratio as announced, old:new, e.g. `100:10`. */
    ratioText: optional(text(20)),
    subscriptionPrice: optional(whole(1)),
  })
  .superRefine((row, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!(row.exDate < row.recordDate)) issue('recordDate', 'not after the ex-rights date');
    if (row.executionDate < row.recordDate) issue('executionDate', 'before the record date');
    if (row.announcedDate > row.exDate) issue('announcedDate', 'after the ex-rights date');
    if (row.typeId === 'cash-dividend' && row.cashPerShare === undefined) {
      issue('cashPerShare', 'required for a cash dividend');
    }
    if (['stock-dividend', 'bonus', 'rights'].includes(row.typeId) && row.ratio === undefined) {
      issue('ratio', `required for ${row.typeId}`);
    }
    if (row.typeId === 'rights' && row.subscriptionPrice === undefined) {
      issue('subscriptionPrice', 'required for rights');
    }
  });
export type ExerciseRightRow = z.output<typeof ExerciseRightRowSchema>;

export const CompanyNewsRowSchema = z.object({
  symbol: MarketSymbolSchema,
  publishedAt: DateTimeSchema,
  theme: z.enum(NEWS_THEMES),
  titleVi: text(300),
  titleEn: text(300),
  summaryVi: text(1000),
  summaryEn: text(1000),
  bodyVi: paragraphs,
  bodyEn: paragraphs,
});
export type CompanyNewsRow = z.output<typeof CompanyNewsRowSchema>;

/** Spec §3 "Recommendation category": a table of recommendations and its columns. */
export const RecommendationCategoryRowSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{1,39}$/, 'not a code'),
    nameVi: text(120),
    nameEn: text(120),
    /** Column key → its header in both languages. */
    columnsMapping: json(z.partialRecord(z.enum(RECOMMENDATION_COLUMNS), z.object(bilingual(80)))),
    /** The row keys shown, in column order. */
    columnsData: json(z.array(z.enum(RECOMMENDATION_COLUMNS)).min(1)),
    sort: whole(0),
  })
  .superRefine((row, ctx) => {
    for (const key of row.columnsData) {
      if (!row.columnsMapping[key]) {
        ctx.addIssue({ code: 'custom', path: ['columnsData'], message: `${key} has no header` });
      }
    }
  });
export type RecommendationCategoryRow = z.output<typeof RecommendationCategoryRowSchema>;

export const RecommendationRowSchema = z
  .object({
    symbol: MarketSymbolSchema,
    categoryCode: text(40),
    recommendationDate: IsoDateSchema,
    recommendation: z.enum(RECOMMENDATIONS),
    /** The close of `recommendationDate`, VND. */
    price: whole(1),
    targetPrice: whole(1),
    /** (target / price − 1) × 100, 2 decimals. */
    upsidePercent: numeric.pipe(z.number().min(-100).max(1000)),
    stopLossPrice: optional(whole(1)),
    horizonMonths: whole(1),
    sourceVi: text(200),
    sourceEn: text(200),
    analyst: text(120),
  })
  .superRefine((row, ctx) => {
    const upside = Math.round((row.targetPrice / row.price - 1) * 10_000) / 100;
    if (Math.abs(upside - row.upsidePercent) > 0.005) {
      ctx.addIssue({
        code: 'custom',
        path: ['upsidePercent'],
        message: 'not (target / price − 1) × 100',
      });
    }
  });
export type RecommendationRow = z.output<typeof RecommendationRowSchema>;
