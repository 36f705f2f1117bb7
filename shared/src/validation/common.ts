import { z } from 'zod';

export const LocaleSchema = z.enum(['vi', 'en']);

/** `locale` query parameter: anything but vi/en means vi (spec §2, §5). */
export const LocaleQuerySchema = z.object({
  locale: z
    .string()
    .optional()
    .transform((v) => (v === 'en' ? 'en' : 'vi')),
});

export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** What the message says, for a site to word it itself (`bond_sold_out`: `{ remaining }`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
export const ApiErrorBodySchema = z.object({ errors: z.array(ApiErrorSchema).min(1) });

export const ListMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

export const dataEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: ListMetaSchema });

/** Paging query shared by every list endpoint: bad values are a 400, never a silent default. */
export const PagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
