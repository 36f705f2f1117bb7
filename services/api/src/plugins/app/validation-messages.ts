import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { isFormErrorCode } from '@brokerage/shared/validation/codes.ts';
import { EKYC_FORM_ERROR_CODES } from '@brokerage/shared/validation/ekyc/codes.ts';
import { RECRUITMENT_FORM_ERROR_CODES } from '@brokerage/shared/validation/recruitment/codes.ts';
import { type ApiError } from '@brokerage/shared/validation/common.ts';
import {
  type MessageCode,
  type MessageParams,
  isMessageCode,
  translate,
} from '../../i18n/messages';

type Params = Record<string, unknown>;

const SOURCES = {
  body: (r: FastifyRequest) => r.body,
  querystring: (r: FastifyRequest) => r.query,
  params: (r: FastifyRequest) => r.params,
  headers: (r: FastifyRequest) => r.headers,
} as const;

/** The raw value a zod issue points at, to tell "missing" from "wrong". */
function valueAt(root: unknown, segments: string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Picks the most specific catalogue entry for an issue, e.g. `too_small_number`. */
function describe(
  keyword: string,
  params: Params,
  missing: boolean,
): { code: string; message: MessageCode; params: MessageParams } {
  if (missing) return { code: 'required', message: 'required', params: {} };
  const origin = typeof params.origin === 'string' ? params.origin : '';
  const exclusive = params.inclusive === false ? '_exclusive' : '';
  const candidates: string[] = [];
  const values: MessageParams = {};
  switch (keyword) {
    case 'invalid_type':
      candidates.push(`invalid_type_${String(params.expected)}`);
      break;
    case 'too_small':
      values.minimum = String(params.minimum);
      if (origin === 'string' && params.minimum === 1) candidates.push('too_small_string_empty');
      candidates.push(`too_small_${origin}${exclusive}`, `too_small_${origin}`);
      break;
    case 'too_big':
      values.maximum = String(params.maximum);
      candidates.push(`too_big_${origin}${exclusive}`, `too_big_${origin}`);
      break;
    case 'invalid_value':
      if (Array.isArray(params.values) && params.values.length > 0 && params.values.length <= 10) {
        values.options = params.values.map(String).join(', ');
        candidates.push('invalid_value_options');
      }
      break;
    case 'unrecognized_keys':
      values.keys = Array.isArray(params.keys) ? params.keys.map(String).join(', ') : '';
      break;
  }
  candidates.push(keyword, 'invalid');
  const message = candidates.find(isMessageCode) ?? 'invalid';
  return { code: isMessageCode(keyword) ? keyword : 'invalid', message, params: values };
}

/** The codes the bond schemas (shared/validation/bonds.ts) name on their fields. */
const BOND_FORM_CODES = ['bond_quantity_invalid', 'bond_above_remaining', 'otp_length'] as const;

const EKYC_FORM_CODES: ReadonlySet<string> = new Set([
  ...EKYC_FORM_ERROR_CODES,
  ...RECRUITMENT_FORM_ERROR_CODES,
  ...BOND_FORM_CODES,
]);

/** An issue message that is a code of the shared form schemas (and one we have words for). */
const isOwnCode = (message: string | undefined): message is MessageCode =>
  message !== undefined &&
  (isFormErrorCode(message) || EKYC_FORM_CODES.has(message)) &&
  isMessageCode(message);

/** zod issues (via fastify-type-provider-zod) → one error per issue, on its field, in the user's language. */
export function validationErrors(
  issues: FastifySchemaValidationError[],
  request: FastifyRequest,
  context: string | undefined,
  locale: Locale,
): ApiError[] {
  const source =
    context && context in SOURCES ? SOURCES[context as keyof typeof SOURCES](request) : undefined;
  return issues.map((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const missing =
      issue.keyword === 'invalid_type' &&
      source !== undefined &&
      valueAt(source, segments) === undefined;
    const described = describe(issue.keyword, issue.params, missing);
    // The shared form schemas name their own codes (`phone_invalid`, `too_long`, …).
    const own = !missing && isOwnCode(issue.message) ? issue.message : undefined;
    const { code, message, params } = own ? { ...described, code: own, message: own } : described;
    const error: ApiError = { code, message: translate(locale, message, params) };
    if (segments.length > 0) error.field = segments.join('.');
    return error;
  });
}
