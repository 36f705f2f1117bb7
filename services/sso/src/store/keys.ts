/**
 * The provider's secrets, created on first start and kept beside its data: the RS256 signing
 * key (ID tokens; a new key would invalidate every id_token_hint) and the cookie signing keys
 * (a new key would log everybody out).
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { JWK } from 'oidc-provider';
import { readJson, writeJsonAtomic } from './json-file';

export interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

function isJwks(value: unknown): value is { keys: JWK[] } {
  const keys = (value as { keys?: unknown } | undefined)?.keys;
  return Array.isArray(keys) && keys.length > 0 && keys.every((k) => k && typeof k === 'object');
}

function isKeyList(value: unknown): value is { keys: string[] } {
  const keys = (value as { keys?: unknown } | undefined)?.keys;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((k) => typeof k === 'string' && k.length >= 32)
  );
}

async function loadOrCreate<T>(
  file: string,
  valid: (value: unknown) => value is T,
  create: () => T,
): Promise<T> {
  const existing = await readJson(file);
  if (existing !== undefined) {
    if (!valid(existing))
      throw new Error(`${file} has an unexpected shape; move it away to start over`);
    return existing;
  }
  const fresh = create();
  await writeJsonAtomic(file, fresh);
  return fresh;
}

export function createSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...(privateKey.export({ format: 'jwk' }) as JWK),
    kid: randomUUID(),
    use: 'sig',
    alg: 'RS256',
  };
}

export async function loadKeys(dir: string): Promise<ProviderKeys> {
  const jwks = await loadOrCreate(path.join(dir, 'jwks.json'), isJwks, () => ({
    keys: [createSigningKey()],
  }));
  const cookies = await loadOrCreate(path.join(dir, 'cookie-keys.json'), isKeyList, () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  return { jwks, cookieKeys: cookies.keys };
}
