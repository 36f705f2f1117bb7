/**
 * What the API and the SSO stand-in must agree on (contracts.md, "Customer accounts and SSO"):
 * the public origin, the issuer, the client and its secret, and the back-channel URL.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SSO_SECRET_FILE = 'sso-client-secret';
/**
 * The key of the login device cookies, given to the API and the SSO (required in production).
 * The API's own name for it in DATA_DIR, so a key it made before stays the key.
 */
export const LOGIN_DEVICE_SECRET_FILE = 'login-device-secret';

export interface SsoSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the API reaches the provider server-to-server. */
  internalUrl: string;
}

/**
 * A secret from the environment (SSO_CLIENT_SECRET, LOGIN_DEVICE_SECRET), else the one
 * generated into `${dataDir}/${name}` on the first start (32 random bytes, base64url, mode 0600).
 */
export function secretFor(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv?.trim()) return fromEnv.trim();
  const file = path.join(dataDir, name);
  const read = (): string | undefined => {
    try {
      return readFileSync(file, 'utf8').trim() || undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const existing = read();
  if (existing) {
    chmodSync(file, 0o600);
    return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function ssoEnv(publicUrl: string, sso: SsoSettings): Record<string, string> {
  return {
    PUBLIC_URL: publicUrl,
    SSO_ISSUER: sso.issuer,
    SSO_CLIENT_ID: sso.clientId,
    SSO_CLIENT_SECRET: sso.clientSecret,
    SSO_INTERNAL_URL: sso.internalUrl,
  };
}
