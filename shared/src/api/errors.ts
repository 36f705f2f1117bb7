import type { z } from 'zod';
import type { ApiError } from '../validation/common';

/**
 * The server answered with an error status. `errors` is the body's `errors` array (design §5),
 * empty when the body was not in that shape (a proxy's HTML 502, for instance).
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly errors: ApiError[];
  readonly url: string | undefined;
  /** Seconds from a `Retry-After` header (429, 503), when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    errors: ApiError[];
    url?: string;
    retryAfterSeconds?: number;
  }) {
    super(init.errors[0]?.message ?? `Request failed with status ${init.status}`);
    this.status = init.status;
    this.errors = init.errors;
    this.url = init.url;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The first error code, e.g. `otp_expired`. */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  hasCode(code: string): boolean {
    return this.errors.some((e) => e.code === code);
  }

  /** Messages keyed by form field, for showing each on its input (design §9). */
  get fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const e of this.errors) {
      if (e.field && !(e.field in byField)) byField[e.field] = e.message;
    }
    return byField;
  }
}

/**
 * The response did not match the schema. The issues go to the logger; the message stays
 * neutral because it may reach an error boundary that shows it.
 */
export class ApiSchemaError extends Error {
  override readonly name = 'ApiSchemaError';
  readonly url: string;
  readonly issues: z.core.$ZodIssue[];

  constructor(url: string, issues: z.core.$ZodIssue[]) {
    super('The server sent a response this page cannot read.');
    this.url = url;
    this.issues = issues;
  }
}

/** A request aborted by its caller. Callers ignore it: nobody is waiting for that answer. */
export class RequestCanceled extends Error {
  override readonly name = 'RequestCanceled';
  readonly url: string | undefined;

  constructor(url?: string) {
    super(`Request canceled${url ? `: ${url}` : ''}`);
    this.url = url;
  }
}

/**
 * The 503 codes that mean the whole API is unavailable: `maintenance` (MAINTENANCE_MODE) and
 * `service_unavailable` (the proxy's answer while no API replica takes the request, and the API
 * error plugin's generic 503). Any other code names one dependency that is down
 * (`priceboard_unavailable`, `storage_unavailable`, `rate_limit_unavailable`): the page that made
 * the call says so and the rest of the site keeps working.
 */
const SITE_WIDE_503_CODES: ReadonlySet<string> = new Set(['maintenance', 'service_unavailable']);

/**
 * Whether a 503 answer raises the site-wide maintenance page (spec §8): its errors carry a
 * site-wide code, or none at all (not the API's envelope: a proxy or balancer answering for an
 * API that is not there).
 */
export function isSiteWideUnavailable(errors: readonly ApiError[]): boolean {
  return errors.length === 0 || errors.some((e) => SITE_WIDE_503_CODES.has(e.code));
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;
export const isApiSchemaError = (error: unknown): error is ApiSchemaError =>
  error instanceof ApiSchemaError;
export const isRequestCanceled = (error: unknown): error is RequestCanceled =>
  error instanceof RequestCanceled;

/** `Retry-After` is either seconds or an HTTP date. */
export function parseRetryAfter(header: unknown, now: number = Date.now()): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** No answer came back at all: the network failed, or the request ran out of time. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly url: string | undefined;
  readonly timedOut: boolean;

  constructor(url?: string, cause?: unknown, { timedOut = false }: { timedOut?: boolean } = {}) {
    super(timedOut ? `Request timed out${url ? `: ${url}` : ''}` : 'Network Error', { cause });
    this.url = url;
    this.timedOut = timedOut;
  }
}

/** True for a network failure or timeout: no response came back at all. */
export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError;
