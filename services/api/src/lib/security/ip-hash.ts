import { createHmac } from 'node:crypto';
import path from 'node:path';
import { persistentSecret } from '@brokerage/shared/server/loginPolicyDevice.ts';

/**
 * What the forms keep of a sender's address: a keyed hash that groups posts from one client for
 * abuse checks. Keyed, because the IPv4 space is small enough to reverse a plain hash.
 */
export const hashIp = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(ip).digest('hex');

/** Under DATA_DIR: the key when IP_HASH_SECRET is not set. */
export const IP_HASH_SECRET_FILE = 'ip-hash-secret';

/** The shortest key IP_HASH_SECRET takes (config.ts); a kept one is held to the same. */
const MIN_LENGTH = 16;

/**
 * The key kept in DATA_DIR, made on first use (256 random bits, mode 0600), as the login device
 * key is. A key per process would reset the per-address login limits on every restart; one on
 * disk keeps them. Several API processes on one database need the same IP_HASH_SECRET instead
 * (README).
 */
export const persistentIpHashSecret = (dataDir: string): string =>
  persistentSecret(path.join(dataDir, IP_HASH_SECRET_FILE), 'IP_HASH_SECRET', MIN_LENGTH);
