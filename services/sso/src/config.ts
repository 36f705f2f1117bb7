import path from 'node:path';
import { z } from 'zod';
import { ConfigError, dataDirOf, issueLines } from '@brokerage/shared/server/startup.ts';
import {
  LoginEnvSchema,
  type LoginSettings,
  loginEnvProblems,
  loginSettings,
} from '@brokerage/shared/server/loginPolicy.ts';
import { LOG_LEVELS, type LogLevel } from '@brokerage/shared/server/observability.ts';
import { MetricsAllowSchema } from '@brokerage/shared/validation/serverEnv.ts';

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
  /**
   * The login policy, the same variables as the API's (LOGIN_*: limits, device cookies, the
   * password-hashing pool): shared/src/server/loginPolicy.ts. LOGIN_DEVICE_SECRET is required
   * in production.
   */
  ...LoginEnvSchema.shape,
  /*
   * The two global guards are overload protection, sized from measured capacity (issue 20):
   * `tsx src/server.ts` on a 2-core machine at load average 10-13 from other work, driven by
   * autocannon on the same machine (8-16 connections, 15-30 s, a new address per visitor),
   * served 500-1,400 requests/s of GET /sso/auth + its login page, and 7-12 login posts/s with
   * a wrong password (an argon2 verify each). The defaults stay well under the lower figures:
   * 200 requests/s (12,000/min, 40 %) and 4 posts/s (240/min, about half).
   */
  /** Requests to /sso/auth and /sso/interaction/* per client address per minute. */
  SSO_RATE_LIMIT_MAX: count(10_000_000, 120),
  /** The same per network (/24 for IPv4, /64 for IPv6), its addresses together. */
  SSO_NETWORK_RATE_LIMIT_MAX: count(10_000_000, 600),
  /**
   * The same, all clients together: overload protection only (rate-limit.ts). Past half of it
   * only light networks are served; at it, nobody.
   */
  SSO_GLOBAL_RATE_LIMIT_MAX: count(10_000_000, 12_000),
  /** Login form posts per client address per minute (the API's name for its logins). */
  AUTH_RATE_LIMIT_MAX: count(10_000_000, 30),
  /** Login form posts per network (/24, /64) per minute. */
  SSO_NETWORK_LOGIN_RATE_LIMIT_MAX: count(10_000_000, 150),
  /** Login form posts per minute, all clients together (each costs an argon2 verify), as above. */
  SSO_GLOBAL_LOGIN_RATE_LIMIT_MAX: count(10_000_000, 240),
  /**
   * Login pages opened but not yet posted, held in memory only (store/pending-interactions.ts);
   * past it the oldest is dropped and its page says to start again. About 600 bytes each, and
   * at most 2 KiB each on average: 20,000 is some 12-40 MB.
   */
  SSO_PENDING_INTERACTIONS_MAX: count(10_000_000, 20_000),
  /**
   * How many X-Forwarded-For entries, counted from the right, were added by proxies we trust
   * (1: our proxy). The entry that many from the right is the client; 0 ignores the header.
   */
  SSO_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /**
   * Peers besides loopback that may read GET /metrics (a Prometheus), addresses and CIDRs,
   * comma separated; default none. Anyone else gets a 404: with SSO_HOST=0.0.0.0 the whole
   * network would otherwise read it. The proxy, the API and the board read the same variable.
   */
  METRICS_ALLOW: MetricsAllowSchema,
  /** JSON log lines from this level up; default info (silent under NODE_ENV=test). */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
});

export interface SsoConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: LogLevel;
  port: number;
  host: string;
  /** METRICS_ALLOW: who may read /metrics besides loopback (addresses and CIDRs). */
  metricsAllow: string[];
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
  /** The login policy (limits, device cookies, hashing pool); without LOGIN_DEVICE_SECRET its
   *  key is read or made in the store on first use. */
  lockout: LoginSettings;
  limits: RequestLimits;
}

/** In the store: the key of the device cookies when LOGIN_DEVICE_SECRET is not set. */
export const LOGIN_DEVICE_SECRET_FILE = 'login-device-secret';

/** Requests per minute (see rate-limit.ts). */
export interface RequestLimits {
  requestsPerAddress: number;
  requestsPerNetwork: number;
  requestsGlobal: number;
  loginsPerAddress: number;
  loginsPerNetwork: number;
  loginsGlobal: number;
  proxyHops: number;
  /** Not a rate: how many un-posted interactions are held (store/pending-interactions.ts). */
  pendingInteractions: number;
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

/** What `loadConfig` throws on a refused environment (one class for every server). */
export { ConfigError };

/** Parses the environment once at start-up; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SsoConfig {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success ? [] : issueLines(parsed.error.issues);
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
  if (e) problems.push(...loginEnvProblems(e, e.NODE_ENV).map((problem) => `  ${problem}`));
  if (!e || !secret || problems.length > 0) {
    throw new ConfigError(`Invalid SSO configuration:\n${problems.join('\n')}`);
  }

  const publicUrl = new URL(e.PUBLIC_URL ?? 'http://localhost:8080').origin;
  const issuer = (e.SSO_ISSUER ?? `${publicUrl}${MOUNT_PATH}`).replace(/\/+$/, '');
  const dataDir = dataDirOf(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    port: e.SSO_PORT,
    host: e.SSO_HOST,
    metricsAllow: e.METRICS_ALLOW,
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
    lockout: loginSettings(e, path.join(dataDir, 'sso', LOGIN_DEVICE_SECRET_FILE)),
    limits: {
      requestsPerAddress: e.SSO_RATE_LIMIT_MAX,
      requestsPerNetwork: e.SSO_NETWORK_RATE_LIMIT_MAX,
      requestsGlobal: e.SSO_GLOBAL_RATE_LIMIT_MAX,
      loginsPerAddress: e.AUTH_RATE_LIMIT_MAX,
      loginsPerNetwork: e.SSO_NETWORK_LOGIN_RATE_LIMIT_MAX,
      loginsGlobal: e.SSO_GLOBAL_LOGIN_RATE_LIMIT_MAX,
      proxyHops: e.SSO_PROXY_HOPS,
      pendingInteractions: e.SSO_PENDING_INTERACTIONS_MAX,
    },
  };
}
