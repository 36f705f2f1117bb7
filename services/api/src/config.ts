import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import {
  RedisPrefixSchema,
  RedisUrlSchema,
  isAddressOrCidr,
} from '@brokerage/shared/validation/serverEnv.ts';
import { persistentIpHashSecret } from './lib/security/ip-hash';
import { parseStorageUrl } from './lib/storage/storage-url';

/** services/api/src → repo root; resolved from this file so the cwd does not matter. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = optionalText.pipe(z.url().optional());
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** An http(s) URL kept without its trailing slashes, so paths can be appended to it. */
const baseUrl = optionalText.pipe(httpUrl.transform((v) => v.replace(/\/+$/, '')).optional());
const positiveInt = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** "true"/"1"/"yes" → true; everything else (including unset) → false. */
const flag = z
  .string()
  .optional()
  .transform((v) => ['true', '1', 'yes', 'on'].includes((v ?? '').trim().toLowerCase()));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(5100),
  API_HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: optionalText,
  /** PostgreSQL connection string; without it the API embeds PGlite under DATA_DIR. */
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  MAINTENANCE_MODE: flag,
  /** Seconds announced in Retry-After while in maintenance. */
  MAINTENANCE_RETRY_AFTER: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Form posts (contact, newsletter) per client per window: a person sends a few, a bot many. */
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** Logins, SSO starts and report downloads per client per minute (on top of the lockout). */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /**
   * Which peers may set X-Forwarded-For: addresses and CIDRs, comma separated, or `none`. The
   * proxy shares the host, so by default only loopback is trusted; the proxy's lookups then
   * count against each visitor's own rate-limit bucket, not one shared by everybody.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('127.0.0.1,::1')
    .transform((v) =>
      ['', 'none'].includes(v.toLowerCase()) ? [] : v.split(',').map((a) => a.trim()),
    )
    .refine((list) => list.every(isAddressOrCidr), {
      error: 'must be IP addresses or CIDRs, comma separated (e.g. 127.0.0.1,::1), or none',
    }),
  /**
   * Seconds the API keeps a public content answer (home page, menus, news…) in memory and lets
   * browsers keep it (Cache-Control max-age); 0 turns the memory cache off.
   */
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Most answers kept; the oldest goes first. */
  CONTENT_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  RECAPTCHA_SECRET: optionalText,
  /** Key of the HMAC that stands in for a sender's IP address in stored form posts. */
  IP_HASH_SECRET: z.string().min(16).optional(),
  RECAPTCHA_SITE_KEY: optionalText,
  /** The proxy's port: only for the default of PUBLIC_URL. */
  PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * The public origin the browser sees (the proxy), default `http://localhost:${PORT ?? 8080}`.
   * The SSO redirect and post-logout URIs are exactly `${PUBLIC_URL}/login-sso` and
   * `${PUBLIC_URL}/en/login-sso`.
   */
  PUBLIC_URL: optionalText.pipe(
    httpUrl
      .refine((v) => ['', '/'].includes(new URL(v).pathname) && !new URL(v).search, {
        error: 'must be an origin such as http://localhost:8080 (no path or query)',
      })
      .transform((v) => new URL(v).origin)
      .optional(),
  ),
  /** The `iss` of the provider's tokens (the browser's view), default `${PUBLIC_URL}/sso`. */
  SSO_ISSUER: baseUrl,
  /** Where the API reaches the provider server-to-server (token, jwks, userinfo under it). */
  SSO_INTERNAL_URL: baseUrl,
  /** The website's confidential client at the provider. */
  SSO_CLIENT_ID: optionalText,
  /**
   * Its secret (client_secret_basic). Required in production; elsewhere SSO login answers 502
   * `sso_unavailable` without it (`npm start` generates one and passes it to API and SSO).
   */
  SSO_CLIENT_SECRET: optionalText,
  /** Lifetime of a customer's bearer token (8 hours: a working day). */
  CUSTOMER_TOKEN_TTL_SECONDS: positiveInt(28_800, 30 * 86_400),
  /**
   * Failed direct logins on one account number, from all addresses together, before it is
   * locked for LOGIN_LOCK_MINUTES. High on purpose: one address is slowed down long before
   * (repositories/login-throttle.ts), and a lock anyone can set must not be cheap. SSO logins
   * ignore it.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(50, 10_000),
  /** Failed direct logins from one client address within the window before it is refused. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(20, 100_000),
  /** Both the counting window of failed logins and the length of a lock. */
  LOGIN_LOCK_MINUTES: positiveInt(15, 24 * 60),
  /** Direct login attempts a minute from everyone together that reach the password check. */
  LOGIN_MAX_FAILURES_GLOBAL: positiveInt(300, 1_000_000),
  /** Failures of one (account, address) pair before its attempts are spaced 2^n s apart. */
  LOGIN_DELAY_AFTER_FAILURES: positiveInt(3, 100),
  /** A customer session unused for this long ends (401 `session_idle`). */
  CUSTOMER_IDLE_MINUTES: positiveInt(30, 24 * 60),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  /** Where an SMS is POSTed as JSON {to, text, reference}; a non-2xx answer is retried. */
  SMS_WEBHOOK_URL: optionalUrl,
  /**
   * The sender of every e-mail, e.g. `"An Phát Securities" <no-reply@anphat.example>`; default
   * the brand name of the system settings at <no-reply@localhost>.
   */
  MAIL_FROM: optionalText,
  /**
   * Whether this process runs the job workers and the cron schedules (mail, SMS, retention);
   * default on, off in tests unless a test turns it on. Sending jobs works either way.
   */
  JOBS_WORKERS: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v.trim() === ''
        ? undefined
        : ['true', '1', 'yes', 'on'].includes(v.trim().toLowerCase()),
    ),
  /**
   * S3-compatible object storage (lib/storage/storage-url.ts): `http(s)://KEY:SECRET@host:port/
   * bucket[/prefix]?region=…` (MinIO, s3rver, Ceph; path-style) or `s3://bucket[/prefix]` (AWS,
   * default credential chain). Unset: files under DATA_DIR/uploads.
   */
  STORAGE_URL: optionalText.superRefine((value, ctx) => {
    if (value === undefined) return;
    try {
      parseStorageUrl(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  /**
   * Redis for the state every replica shares (rate limits, short-lived codes, cache
   * invalidation); without it that state lives in the database and pub/sub stays in-process.
   * Set but unreachable at start: the API exits.
   */
  REDIS_URL: RedisUrlSchema,
  /** Start of every Redis key and channel, so several deployments can share one Redis. */
  REDIS_PREFIX: RedisPrefixSchema,
  /**
   * The price board (services/priceboard, or the brokerage's feed speaking the same protocol):
   * the order-matching calls read today's session from `${PRICEBOARD_URL}/priceboard/Acc/amw`.
   */
  PRICEBOARD_URL: baseUrl,
  /** How long the API waits for the price board before answering 503 `priceboard_unavailable`. */
  PRICEBOARD_TIMEOUT_MS: positiveInt(2000, 60_000),
  /**
   * How long one answer of the board serves the same request again (0: only requests on their
   * way are shared); the board pushes every 250 ms.
   */
  PRICEBOARD_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(250),
});

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  maintenanceMode: boolean;
  maintenanceRetryAfter: number;
  rateLimit: { max: number; windowMs: number; formMax: number; authMax: number };
  /** Peers whose X-Forwarded-For is believed (Fastify `trustProxy`); false: none. */
  trustProxy: string[] | false;
  contentCache: { ttlSeconds: number; maxEntries: number };
  logLevel: string;
  recaptcha: { secret: string | undefined; siteKey: string | undefined };
  /** IP_HASH_SECRET, else a key kept in DATA_DIR (lib/ip-hash), so the per-address login
   *  limits survive a restart. */
  readonly ipHashSecret: string;
  /** Public origin without a trailing slash, e.g. http://localhost:8080. */
  publicUrl: string;
  sso: {
    /** The provider's `iss` (no trailing slash); the browser's authorize and end-session URLs. */
    issuer: string;
    /** The provider as the API reaches it (token, jwks and userinfo endpoints). */
    internalUrl: string;
    clientId: string;
    /** Unset outside production: SSO logins then answer 502 `sso_unavailable`. */
    clientSecret: string | undefined;
  };
  customers: {
    tokenTtlSeconds: number;
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    maxFailuresGlobal: number;
    delayAfterFailures: number;
    lockMinutes: number;
    idleMinutes: number;
  };
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  /** MAIL_FROM; unset: the brand name of the system settings at no-reply@localhost. */
  mailFrom: string | undefined;
  /** JOBS_WORKERS: this process works the job queues and runs the cron schedules. */
  jobsWorkers: boolean;
  storageUrl: string | undefined;
  redisUrl: string | undefined;
  /** REDIS_PREFIX, e.g. `brokerage:`. */
  redisPrefix: string;
  /** The price board's base URL (no trailing slash) and the API's timeout for it. */
  priceboard: { url: string; timeoutMs: number; cacheMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SSO_CLIENT_SECRET) {
    throw new ConfigError(
      'Invalid API configuration:\n  SSO_CLIENT_SECRET: required in production (the secret of ' +
        'the SSO client, the same value the SSO provider has)',
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT ?? 8080}`;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  let ipHashSecret: string | undefined;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    maintenanceMode: e.MAINTENANCE_MODE,
    maintenanceRetryAfter: e.MAINTENANCE_RETRY_AFTER,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      formMax: e.FORM_RATE_LIMIT_MAX,
      authMax: e.AUTH_RATE_LIMIT_MAX,
    },
    trustProxy: e.TRUST_PROXY.length > 0 ? e.TRUST_PROXY : false,
    contentCache: {
      ttlSeconds: e.CONTENT_CACHE_TTL_SECONDS,
      maxEntries: e.CONTENT_CACHE_MAX_ENTRIES,
    },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    recaptcha: { secret: e.RECAPTCHA_SECRET, siteKey: e.RECAPTCHA_SITE_KEY },
    // Read (or made) in DATA_DIR on first use, so parsing the environment touches no file.
    get ipHashSecret() {
      ipHashSecret ??= e.IP_HASH_SECRET ?? persistentIpHashSecret(dataDir);
      return ipHashSecret;
    },
    publicUrl,
    sso: {
      issuer: e.SSO_ISSUER ?? `${publicUrl}/sso`,
      internalUrl: e.SSO_INTERNAL_URL ?? 'http://127.0.0.1:5200/sso',
      clientId: e.SSO_CLIENT_ID ?? 'website',
      clientSecret: e.SSO_CLIENT_SECRET,
    },
    customers: {
      tokenTtlSeconds: e.CUSTOMER_TOKEN_TTL_SECONDS,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      maxFailuresGlobal: e.LOGIN_MAX_FAILURES_GLOBAL,
      delayAfterFailures: e.LOGIN_DELAY_AFTER_FAILURES,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      idleMinutes: e.CUSTOMER_IDLE_MINUTES,
    },
    smtpUrl: e.SMTP_URL,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    mailFrom: e.MAIL_FROM,
    jobsWorkers: e.JOBS_WORKERS ?? e.NODE_ENV !== 'test',
    storageUrl: e.STORAGE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    priceboard: {
      url: e.PRICEBOARD_URL ?? 'http://127.0.0.1:5300',
      timeoutMs: e.PRICEBOARD_TIMEOUT_MS,
      cacheMs: e.PRICEBOARD_CACHE_MS,
    },
  };
}

/** The configuration of a command (server, seed): a bad variable ends it with its message. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
