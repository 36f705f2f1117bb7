// Response parsing needs zod; it loads with the first request (client.ts), so no
// site's first render waits for it (scripts/check-bundles.ts).
import { z } from 'zod';
import { ListMetaSchema } from '../validation/common';
import { ApiSchemaError } from './errors';

/** Where a response that does not match its schema is reported. */
export interface SchemaErrorLogger {
  error(message: string, details?: unknown): void;
}

/** The body parsed with `schema`, or ApiSchemaError (its issues go to the logger). */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  url: string,
  logger: SchemaErrorLogger,
): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    logger.error(`Unexpected response from ${url}`, z.prettifyError(result.error));
    throw new ApiSchemaError(url, result.error.issues);
  }
  return result.data;
}

// zod cannot follow a generic schema through z.object(), hence the one cast: the envelope's
// `data` is exactly what `schema` produced.
/** A `{data: T}` envelope: its `data` parsed with `schema`. */
export function parseDataBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  url: string,
  logger: SchemaErrorLogger,
): z.output<S> {
  const envelope = parseBody(z.object({ data: schema as z.ZodType }), body, url, logger);
  return envelope.data as z.output<S>;
}

/** A `{data: T[], meta}` list, each item parsed with `itemSchema`. */
export function parseListBody<S extends z.ZodType>(
  itemSchema: S,
  body: unknown,
  url: string,
  logger: SchemaErrorLogger,
): { data: z.output<S>[]; meta: z.output<typeof ListMetaSchema> } {
  return parseBody(
    z.object({ data: z.array(itemSchema), meta: ListMetaSchema }),
    body,
    url,
    logger,
  );
}
