import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** services/sso/src → repo root; resolved from this file so the cwd does not matter. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The provider's routes live under this path, behind the proxy and on its own port alike. */
export const MOUNT_PATH = '/sso';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SSO_PORT: z.coerce.number().int().min(0).max(65535).default(5200),
  SSO_HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: optionalText,
  /** The public origin the browser sees (the proxy); redirect URIs hang off it. */
  PUBLIC_URL: optionalText.pipe(
    httpUrl
      .refine((v) => ['', '/'].includes(new URL(v).pathname) && !new URL(v).search, {
        error: 'must be an origin such as http://localhost:8080 (no path or query)',
      })
      .optional(),
  ),
  SSO_ISSUER: optionalText.pipe(
    httpUrl
      .refine((v) => new URL(v).pathname.replace(/\/+$/, '') === MOUNT_PATH, {
        error: `must end in ${MOUNT_PATH} (the provider is mounted there), e.g. http://localhost:8080${MOUNT_PATH}`,
      })
      .optional(),
  ),
  SSO_CLIENT_ID: optionalText,
  SSO_CLIENT_SECRET: optionalText,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});

export interface SsoConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** `${DATA_DIR}/sso`: keys, accounts, sessions, grants and codes. */
  storeDir: string;
  /** Public origin without a trailing slash, e.g. http://localhost:8080. */
  publicUrl: string;
  /** The `iss` of everything; `${publicUrl}/sso` unless set. */
  issuer: string;
  client: {
    id: string;
    secret: string;
    /** Redirect and post-logout URIs (contracts.md: exactly these two). */
    redirectUris: string[];
  };
  lockout: { maxFailures: number; lockMinutes: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SsoConfig {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  const e = parsed.data;
  const secret = e?.SSO_CLIENT_SECRET;
  if (e && !secret) {
    problems.push(
      '  SSO_CLIENT_SECRET: required. `npm start` generates one into DATA_DIR/sso-client-secret ' +
        'and passes it to the API and the SSO; when running the SSO alone, set it to the value ' +
        'the API uses.',
    );
  } else if (e && secret && secret.length < (e.NODE_ENV === 'production' ? 32 : 16)) {
    problems.push(
      `  SSO_CLIENT_SECRET: too short (at least ${e.NODE_ENV === 'production' ? 32 : 16} characters).`,
    );
  }
  if (!e || !secret || problems.length > 0) {
    throw new ConfigError(`Invalid SSO configuration:\n${problems.join('\n')}`);
  }

  const publicUrl = new URL(e.PUBLIC_URL ?? 'http://localhost:8080').origin;
  const issuer = (e.SSO_ISSUER ?? `${publicUrl}${MOUNT_PATH}`).replace(/\/+$/, '');
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return {
    nodeEnv: e.NODE_ENV,
    port: e.SSO_PORT,
    host: e.SSO_HOST,
    storeDir: path.join(dataDir, 'sso'),
    publicUrl,
    issuer,
    client: {
      id: e.SSO_CLIENT_ID ?? 'website',
      secret,
      redirectUris: [`${publicUrl}/login-sso`, `${publicUrl}/en/login-sso`],
    },
    lockout: { maxFailures: e.LOGIN_MAX_FAILURES_PER_ACCOUNT, lockMinutes: e.LOGIN_LOCK_MINUTES },
  };
}
