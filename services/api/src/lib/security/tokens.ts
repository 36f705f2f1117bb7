import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Tokens are stored as sha256 hex; the token itself never reaches the database. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function tokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashToken(token), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** An opaque bearer token or handle: 256 random bits, base64url (43 characters). */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** What `newOpaqueToken` makes; anything else is refused before a database lookup. */
export const OPAQUE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
