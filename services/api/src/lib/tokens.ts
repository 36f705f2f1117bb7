import { createHash, timingSafeEqual } from 'node:crypto';

/** Tokens are stored as sha256 hex; the token itself never reaches the database. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function tokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashToken(token), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
