import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from '@brokerage/shared/server/observability.ts';

/** services/sso/src → repo root; resolved from this file so the cwd does not matter. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The provider's routes live under this path, behind the proxy and on its own port alike. */
export const MOUNT_PATH = '/sso';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

function count(max: number, fallback: number) {
  return z.coerce.number().int().min(1).max(max).default(fallback);
}

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
  /** Failures on one account number, from every address together, before the hard lock. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: count(10_000, 50),
  /** Failures from one address, on any account numbers, before that address is refused. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: count(100_000, 20),
  /** Failures of one (account, address) pair before its attempts are spaced out. */
  LOGIN_DELAY_AFTER_FAILURES: count(100, 3),
  LOGIN_LOCK_MINUTES: count(24 * 60, 15),
  /** Requests to /sso/auth and /sso/interaction/* per client address per minute. */
  SSO_RATE_LIMIT_MAX: count(10_000_000, 120),
  /** The same, all addresses together. */
  SSO_GLOBAL_RATE_LIMIT_MAX: count(10_000_000, 3000),
  /** Login form posts per client address per minute (the API's name for its logins). */
  AUTH_RATE_LIMIT_MAX: count(10_000_000, 30),
  /** Login form posts per minute, all addresses together (each costs an argon2 verify). */
  SSO_GLOBAL_LOGIN_RATE_LIMIT_MAX: count(10_000_000, 600),
  /**
   * How many X-Forwarded-For entries, counted from the right, were added by proxies we trust
   * (1: our proxy). The entry that many from the right is the client; 0 ignores the header.
   */
  SSO_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /** JSON log lines from this level up; default info (silent under NODE_ENV=test). */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
});

export interface SsoConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: LogLevel;
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
    /**
     * Redirect and post-logout URIs: `/login-sso` and `/en/login-sso` on PUBLIC_URL (first), and
     * on a loopback PUBLIC_URL the same on both http://localhost and http://127.0.0.1.
     */
    redirectUris: string[];
  };
  lockout: LockoutPolicy;
  limits: RequestLimits;
}

/** See accounts/accounts.ts for how these combine. */
export interface LockoutPolicy {
  delayAfterFailures: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  lockMinutes: number;
}

/** Requests per minute (see rate-limit.ts). */
export interface RequestLimits {
  requestsPerAddress: number;
  requestsGlobal: number;
  loginsPerAddress: number;
  loginsGlobal: number;
  proxyHops: number;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins the website may be opened on: PUBLIC_URL, and on a loopback PUBLIC_URL both
 * localhost and 127.0.0.1 (same scheme and port), since a developer types either.
 */
export function clientOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  const loopback = ['localhost', '127.0.0.1'].map((host) => `${url.protocol}//${host}${port}`);
  return [...new Set([url.origin, ...loopback])];
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
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    port: e.SSO_PORT,
    host: e.SSO_HOST,
    storeDir: path.join(dataDir, 'sso'),
    publicUrl,
    issuer,
    client: {
      id: e.SSO_CLIENT_ID ?? 'website',
      secret,
      redirectUris: clientOrigins(publicUrl).flatMap((origin) => [
        `${origin}/login-sso`,
        `${origin}/en/login-sso`,
      ]),
    },
    lockout: {
      delayAfterFailures: e.LOGIN_DELAY_AFTER_FAILURES,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
    },
    limits: {
      requestsPerAddress: e.SSO_RATE_LIMIT_MAX,
      requestsGlobal: e.SSO_GLOBAL_RATE_LIMIT_MAX,
      loginsPerAddress: e.AUTH_RATE_LIMIT_MAX,
      loginsGlobal: e.SSO_GLOBAL_LOGIN_RATE_LIMIT_MAX,
      proxyHops: e.SSO_PROXY_HOPS,
    },
  };
}
