import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): about 25 ms a hash here, slow
 * enough to make guessing expensive, fast enough for a login. The parameters travel inside
 * the PHC string, so raising them later still verifies old hashes. (`@node-rs/argon2`'s
 * default algorithm is argon2id; its enum is a const enum that isolated modules cannot read.)
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * The same work as a real check, against a hash of nothing anyone knows: an unknown account
 * then takes as long to refuse as a wrong password, so timing does not tell them apart.
 */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
