import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A visitor's proof that the account number is theirs (they read the OTP sent to its phone on
 * file): `base64url(JSON {a, e}) . base64url(HMAC-SHA256)`, keyed with the server secret under its
 * own prefix, so it can be neither forged nor moved to another account, and it ends at `e`.
 */
const PREFIX = 'bond-confirmation';

const signatureOf = (key: string, payload: string) =>
  createHmac('sha256', key).update(`${PREFIX}\u0000${payload}`).digest();

export function signConfirmation(key: string, accountNumber: string, expiresAt: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ a: accountNumber, e: expiresAt.getTime() }),
  ).toString('base64url');
  return `${payload}.${signatureOf(key, payload).toString('base64url')}`;
}

export type ConfirmationCheck =
  | { ok: true; accountNumber: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature (constant time) and the expiry of a confirmation token. */
export function verifyConfirmation(key: string, token: string, now: Date): ConfirmationCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = signatureOf(key, payload);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { a, e } = (claims ?? {}) as { a?: unknown; e?: unknown };
  if (typeof a !== 'string' || typeof e !== 'number') return { ok: false, reason: 'invalid' };
  if (e <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, accountNumber: a, expiresAt: new Date(e) };
}
