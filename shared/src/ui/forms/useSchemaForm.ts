import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';

/**
 * A Mantine form validated by one of the shared zod schemas (the API validates the same body).
 * Fields are checked when left and on submit; values stay as typed whatever happens.
 */
// zod's `ZodType<Output, Input>`: the form holds the input shape (untrimmed text).
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
) {
  return useForm<z.input<S>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
}
