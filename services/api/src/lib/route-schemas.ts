import { z } from 'zod';
import { ApiErrorBodySchema, type ListMeta } from '@brokerage/shared/validation';

/** Error bodies every route can answer with, listed so the OpenAPI document shows them. */
export const COMMON_ERRORS = {
  400: ApiErrorBodySchema.describe('Validation failed; one error per field'),
  429: ApiErrorBodySchema.describe('Rate limited; see Retry-After'),
  500: ApiErrorBodySchema.describe('Unexpected error'),
  503: ApiErrorBodySchema.describe('Maintenance; see Retry-After'),
} as const;

export const NOT_FOUND = { 404: ApiErrorBodySchema.describe('Not found') } as const;

export const NO_CONTENT = z.undefined().describe('No content');

export function listMeta(page: number, limit: number, total: number): ListMeta {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
