import { z } from 'zod';
import { LINE_FAMILIES, LINE_KINDS } from '../market/fundamentals/types.ts';
import { flag } from './importCells.ts';
import { FIRM_TYPES, IsoDateSchema, MarketSymbolSchema } from './market.ts';

/**
 * The rows of the fundamentals dataset (docs/fundamentals.md): statement values, the line-item
 * catalogue and business plans, as the seed writes them and `npm run import:market` reads them
 * (JSON numbers or CSV text). Amounts are whole VND; a value may be negative (losses, outflows,
 * a bank's loan-loss provision) and stays within 2^53 (a bank's total assets are about 2·10^15).
 */

const integer = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'not a whole number')
    .transform(Number),
]);
const amount = integer.pipe(
  z.number().int('not whole VND').refine(Number.isSafeInteger, 'too large'),
);
const year = integer.pipe(z.number().int().min(1990, 'before 1990').max(2100, 'after 2100'));

/** A line code: its family (F2, F3, F4, F8, F9, CFS) then three digits. */
export const LineCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^(F[23489]|CFS)\d{3}$/, 'not a line code'));

export const FinancialStatementRowSchema = z.object({
  symbol: MarketSymbolSchema,
  fiscalYear: year,
  /** 1–4 for a quarter, 0 for the whole year. */
  quarter: integer.pipe(z.number().int().min(0).max(4)),
  code: LineCodeSchema,
  value: amount,
});
export type FinancialStatementRow = z.output<typeof FinancialStatementRowSchema>;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

export const LineItemRowSchema = z.object({
  code: LineCodeSchema,
  firmType: z.enum(FIRM_TYPES),
  family: z.enum(LINE_FAMILIES),
  parent: z.preprocess(blankToNull, LineCodeSchema.nullable()),
  order: integer.pipe(z.number().int().min(1)),
  labelVi: z.string().trim().min(1).max(300),
  labelEn: z.string().trim().min(1).max(300),
  kind: z.enum(LINE_KINDS),
  subtotal: flag,
  /** A subtotal's signed terms, `"+F3001 -F3002"`; empty for other lines. */
  terms: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .regex(/^([+-](F[23489]|CFS)\d{3}( [+-](F[23489]|CFS)\d{3})*)?$/, 'not "+CODE -CODE"'),
  ),
});
export type LineItemRow = z.output<typeof LineItemRowSchema>;

export const BusinessPlanRowSchema = z.object({
  symbol: MarketSymbolSchema,
  fiscalYear: year,
  /** The annual general meeting that approved the plan. */
  agmDate: z.preprocess(blankToNull, IsoDateSchema.nullable()),
  revenueTarget: amount,
  profitAfterTaxTarget: amount,
});
export type BusinessPlanRow = z.output<typeof BusinessPlanRowSchema>;
