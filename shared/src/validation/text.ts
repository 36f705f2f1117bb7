import { z } from 'zod';
import { INVALID_CHARACTERS } from './codes';

/**
 * Text from outside (forms, query strings, paths) never carries control characters: a NUL byte
 * is refused by PostgreSQL ("invalid byte sequence"), and the others only serve to hide or
 * forge text in logs and terminals. Free text keeps tab and line breaks; one-line values
 * (names, slugs, keywords, paths, tokens) refuse them too.
 */
export { INVALID_CHARACTERS } from './codes';

// Control characters are the point of these patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;

export const hasControlCharacters = (value: string, { multiline = false } = {}) =>
  (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value);

type StringParams = Parameters<typeof z.string>[0];

/**
 * A string without control characters other than tab, CR and LF (messages, biographies).
 * The check comes first and aborts, so the field shows one message, `invalid_characters`.
 */
export const safeText = (params?: StringParams) =>
  z
    .string(params)
    .refine((v) => !CONTROL_IN_TEXT.test(v), { error: INVALID_CHARACTERS, abort: true });

/** A one-line string: no control character at all. */
export const safeLine = (params?: StringParams) =>
  z
    .string(params)
    .refine((v) => !CONTROL_IN_LINE.test(v), { error: INVALID_CHARACTERS, abort: true });

/**
 * The path of the first string in parsed input (query, params, JSON body) that holds a control
 * character other than tab, CR and LF; undefined when there is none. The API checks every
 * request with it, so a field a schema does not know (or a route without a schema) cannot
 * carry one either.
 */
export function findControlCharacter(
  value: unknown,
  seen: WeakSet<object> = new WeakSet(),
): string[] | undefined {
  if (typeof value === 'string') return CONTROL_IN_TEXT.test(value) ? [] : undefined;
  // Bytes and streams (uploads) are not text; a part that points back at its form is seen once.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  if (seen.has(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  seen.add(value);
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findControlCharacter(item, seen);
    if (found) return [key, ...found];
  }
  return undefined;
}
