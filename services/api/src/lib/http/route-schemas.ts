import { z } from 'zod';
import { ApiErrorBodySchema, type ListMeta } from '@brokerage/shared/validation/common.ts';
import { HttpError } from './http-error';

/** Error bodies every route can answer with, listed so the OpenAPI document shows them. */
export const COMMON_ERRORS = {
  400: ApiErrorBodySchema.describe('Validation failed; one error per field'),
  429: ApiErrorBodySchema.describe('Rate limited; see Retry-After'),
  500: ApiErrorBodySchema.describe('Unexpected error'),
  503: ApiErrorBodySchema.describe('Maintenance; see Retry-After'),
} as const;

export const NOT_FOUND = { 404: ApiErrorBodySchema.describe('Not found') } as const;

/** Routes behind a customer bearer token (OpenAPI security requirement). */
export const CUSTOMER_SECURITY = [{ customerToken: [] }];

/** The 401 of a route that needs a customer session. */
export const UNAUTHORIZED = {
  401: ApiErrorBodySchema.describe(
    '`token_missing`, `token_invalid`, `token_expired` or `token_revoked`',
  ),
} as const;

/**
 * Route `config` of answers that are the same for every visitor (home page, menus, news,
 * pages): kept in memory for CONTENT_CACHE_TTL_SECONDS, sent with Cache-Control public and an
 * ETag (plugins/app/content-cache.ts). Never for anything that depends on who asks.
 */
export const PUBLIC_CONTENT = { publicContent: true } as const;

export const NO_CONTENT = z.undefined().describe('No content');

export function listMeta(page: number, limit: number, total: number): ListMeta {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/**
 * The list envelope of one page. A page past the end is the caller's mistake (issue "Bad
 * input": 400 on `page` with the last page); page 1 of nothing is not. `countAll` gives the
 * total when `result.total` cannot (e.g. a window count over an empty page).
 */
export async function listPage<T>(
  result: { items: T[]; total: number },
  page: number,
  limit: number,
  countAll: () => number | Promise<number> = () => result.total,
): Promise<{ data: T[]; meta: ListMeta }> {
  if (result.items.length === 0 && page > 1) {
    const maximum = Math.max(1, Math.ceil((await countAll()) / limit));
    throw new HttpError(400, 'too_big_number', { field: 'page', params: { maximum } });
  }
  return { data: result.items, meta: listMeta(page, limit, result.total) };
}
