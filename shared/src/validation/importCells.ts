import { z } from 'zod';

/**
 * Readers of an imported file's cells (npm run import:market): a CSV gives text, a JSON file
 * numbers and nulls; both read the same.
 */

/** An empty CSV cell (or a JSON null) is "no value". */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A number given as a JSON number or as text ("12500", "1234.56"); no thousands separators. */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'not a number')
    .transform(Number),
]);

export const wholeNumber = (min: number) =>
  numeric.pipe(z.number().int('not a whole number').min(min));

/** A value that may be left out (an empty cell). */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** true/false or 1/0 (any case), or a JSON boolean. */
export const flag = z.union([
  z.boolean(),
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((s) => ['true', 'false', '1', '0'].includes(s), 'not true or false')
    .transform((s) => s === 'true' || s === '1'),
]);
