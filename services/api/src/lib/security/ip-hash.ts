import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the forms keep of a sender's address: a keyed hash that groups posts from one client for
 * abuse checks. Keyed, because the IPv4 space is small enough to reverse a plain hash.
 */
export const hashIp = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(ip).digest('hex');

/** Under DATA_DIR: the key when IP_HASH_SECRET is not set. */
export const IP_HASH_SECRET_FILE = 'ip-hash-secret';

const readSecret = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * The key kept in DATA_DIR, made on first use (256 random bits, mode 0600). A key per process
 * would reset the per-address login limits on every restart; one on disk keeps them. Several
 * API processes on one database need the same IP_HASH_SECRET instead (README).
 */
export function persistentIpHashSecret(dataDir: string): string {
  const file = path.join(dataDir, IP_HASH_SECRET_FILE);
  let secret = readSecret(file);
  if (secret === undefined) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // `wx`: of two processes starting together, one writes and both read its key.
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    secret = readSecret(file) ?? '';
  }
  if (secret.length < 16) {
    throw new Error(
      `${file} holds no usable key (at least 16 characters): delete it or set IP_HASH_SECRET`,
    );
  }
  return secret;
}
