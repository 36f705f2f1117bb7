import { isApiRequestError } from '@brokerage/shared/api/errors.ts';

/**
 * The server's messages by field (already in the user's language), kept to the fields the form
 * shows: a 400 about another field (a rejected reCAPTCHA) is a plain failure instead.
 */
export function visibleFieldErrors(
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  if (!isApiRequestError(error) || (error.status !== 400 && error.status !== 409)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field)),
  );
}

/** Seconds to wait from a 429's Retry-After (the API sends it with every 429); null without one. */
export function waitSeconds(error: unknown): number | null {
  if (!isApiRequestError(error) || error.retryAfterSeconds === undefined) return null;
  return Math.max(1, Math.ceil(error.retryAfterSeconds));
}
