import type { ApiError } from '../validation/common';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One error as `ApiErrorSchema` reads it (its keys only), or null when it is not one. */
function errorOf(item: unknown): ApiError | null {
  if (!isRecord(item) || typeof item.code !== 'string' || typeof item.message !== 'string')
    return null;
  const error: ApiError = { code: item.code, message: item.message };
  if (item.field !== undefined) {
    if (typeof item.field !== 'string') return null;
    error.field = item.field;
  }
  if (item.params !== undefined) {
    if (!isRecord(item.params)) return null;
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(item.params)) {
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      params[key] = value;
    }
    error.params = params;
  }
  return error;
}

/**
 * The error array of a failed response body, or [] when the body is something else: what
 * `ApiErrorBodySchema` accepts, read without zod, so that an error answer (a 404 page's) does
 * not load the response schemas (errorBody.test.ts holds the two to the same answers).
 */
export function parseErrorBody(body: unknown): ApiError[] {
  if (!isRecord(body) || !Array.isArray(body.errors) || body.errors.length === 0) return [];
  const errors: ApiError[] = [];
  for (const item of body.errors) {
    const error = errorOf(item);
    if (!error) return [];
    errors.push(error);
  }
  return errors;
}
