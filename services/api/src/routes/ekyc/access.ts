import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EkycStepName } from '@brokerage/shared/validation/ekyc/codes.ts';
import { VendorBusyError, VendorUnavailableError } from '../../lib/ekyc-vendor/port';
import { HttpError } from '../../lib/http/http-error';
import { hashToken, tokenMatches } from '../../lib/security/tokens';
import type { EkycCaseRow } from '../../repositories/ekyc';

/** The case's secret travels in this header on every call but the anonymous ones. */
export const TOKEN_HEADER = 'x-ekyc-token';

/**
 * Documents the header; its absence is the same 404 as a wrong value, never a 400. Loose:
 * Fastify replaces `request.headers` with what the schema gives back, and the other headers
 * (content type, forwarding, logging) must stay.
 */
export const TokenHeadersSchema = z.looseObject({
  [TOKEN_HEADER]: z
    .string()
    .optional()
    .describe('The case token of generate-uuid (or of handoff/redeem on another device)'),
});

/** OpenAPI: the calls that need the case's token. */
export const EKYC_SECURITY = [{ ekycToken: [] }];

/** Seconds a client is told to wait when the vendor does not answer. */
const VENDOR_RETRY_AFTER_SECONDS = 30;

/** Compared against when there is no case, so an unknown uuid costs what a known one does. */
const NO_CASE_HASH = hashToken('no case');

export const caseNotFound = () => new HttpError(404, 'ekyc_case_not_found');
export const stepNotAllowed = () => new HttpError(409, 'ekyc_step_not_allowed');

/**
 * The case of `uuid` when the request carries its token (the starting device's, or the
 * phone's after a hand-over) and it has not expired; otherwise the one 404, whichever it was.
 * The stored hashes are compared in constant time.
 */
export async function openCase(
  app: FastifyInstance,
  request: FastifyRequest,
  uuid: string,
): Promise<EkycCaseRow> {
  const header = request.headers[TOKEN_HEADER];
  const token = typeof header === 'string' ? header : '';
  const row = await app.repos.ekyc.findCase(uuid);
  const own = tokenMatches(row?.tokenHash ?? NO_CASE_HASH, token);
  const handedOver = tokenMatches(row?.handoffTokenHash ?? NO_CASE_HASH, token);
  if (!row || token === '' || !(own || handedOver) || row.expiresAt <= app.now()) {
    throw caseNotFound();
  }
  return row;
}

/** 409 unless the case is at one of `steps`. */
export function assertStep(row: EkycCaseRow, steps: readonly EkycStepName[]): void {
  if (!steps.includes(row.step)) throw stepNotAllowed();
}

/** 503 `ekyc_vendor_busy`: no place for this check now; the customer's file stays with them. */
export const vendorBusy = (retryAfterSeconds: number) =>
  new HttpError(503, 'ekyc_vendor_busy', {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/**
 * A call to the vendor; its outage is 503 `ekyc_vendor_unavailable` with Retry-After, its full
 * queue 503 `ekyc_vendor_busy` with the vendor's Retry-After.
 */
export async function fromVendor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof VendorBusyError) throw vendorBusy(error.retryAfterSeconds);
    if (error instanceof VendorUnavailableError) {
      throw new HttpError(503, 'ekyc_vendor_unavailable', {
        headers: { 'retry-after': String(VENDOR_RETRY_AFTER_SECONDS) },
      });
    }
    throw error;
  }
}

/** When an unfinished case ends if nothing more happens (EKYC_CASE_TTL_HOURS from now). */
export const caseExpiry = (app: FastifyInstance): Date =>
  new Date(app.now().getTime() + app.config.ekyc.caseTtlHours * 3_600_000);

/** The hotline of the system settings, for the messages that name it. */
export async function hotline(app: FastifyInstance, locale: 'vi' | 'en'): Promise<string> {
  return (await app.repos.systems.findSettings(locale))?.hotline ?? '1900 98 9999';
}
