import path from 'node:path';
import { z } from 'zod';
import {
  ConfigError,
  configOrExit,
  dataDirOf,
  issueLines,
} from '@brokerage/shared/server/startup.ts';
import {
  MetricsAllowSchema,
  RedisPrefixSchema,
  RedisUrlSchema,
  isAddressOrCidr,
} from '@brokerage/shared/validation/serverEnv.ts';
import {
  LoginEnvSchema,
  type LoginSettings,
  loginEnvProblems,
  loginSettings,
} from '@brokerage/shared/server/loginPolicy.ts';
import { persistentIpHashSecret } from './lib/security/ip-hash';
import { parseStorageUrl } from './lib/storage/storage-url';

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
/** As `flag`, but unset or blank stays undefined, so the caller picks the default. */
const optionalFlag = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : flag.parse(v)));

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
  /**
   * The bond registration flow (docs/bonds.md): `off` (false, 0, no) turns it off whatever the
   * `site_features` row says; unset or on leaves it to the row (seeded on).
   */
  BOND_REGISTRATION: optionalFlag,
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
   * Peers besides loopback that may read GET /metrics (a Prometheus), addresses and CIDRs,
   * comma separated; default none. Anyone else gets the 404 of an unknown route: with
   * API_HOST=0.0.0.0 the whole network would otherwise read it. The proxy and the board read
   * the same variable.
   */
  METRICS_ALLOW: MetricsAllowSchema,
  /**
   * Seconds the API keeps a public content answer (home page, menus, news…) in memory and lets
   * browsers keep it (Cache-Control max-age); 0 turns the memory cache off.
   */
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Most answers kept; the oldest goes first. */
  CONTENT_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(2000),
  /**
   * The site search answers from an index in memory, rebuilt when content changes and at the
   * latest this long after it was built (a change another replica wrote and did not announce).
   */
  SEARCH_INDEX_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Searches at once; past them SEARCH_QUEUE wait, and the rest get 429 `search_busy` at once. */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  SEARCH_QUEUE: z.coerce.number().int().min(0).max(1024).default(16),
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
   * The login policy, the same variables as the SSO's (LOGIN_*: limits, device cookies, the
   * password-hashing pool): shared/src/server/loginPolicy.ts. LOGIN_DEVICE_SECRET is required
   * in production and must be the same on every replica.
   */
  ...LoginEnvSchema.shape,
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
  JOBS_WORKERS: optionalFlag,
  /**
   * The dev outbox route, `GET /api/v1/dev/outbox?to=` (design §5): only when set (`npm run dev`
   * and the test stacks set it), and then for loopback clients only, whatever NODE_ENV says
   * (the test stack runs the production build). Mail and SMS without SMTP_URL / SMS_WEBHOOK_URL
   * are kept in the outbox table outside production, and in production when this is set
   * (plugins/app/messaging.ts).
   */
  DEV_OUTBOX: flag,
  /**
   * Swagger UI at /api/docs and the OpenAPI document at /api/docs/json; unset: on unless
   * NODE_ENV=production. Off: both answer 404.
   */
  API_DOCS: optionalFlag,
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
  /**
   * The eKYC vendor (docs/ekyc.md "Vendor port"): services/ekyc-vendor by default, the real
   * vendor's adapter in production.
   */
  EKYC_VENDOR_URL: baseUrl,
  /** An unfinished account opening answers 404 this long after its last accepted step. */
  EKYC_CASE_TTL_HOURS: positiveInt(72, 30 * 24),
  /**
   * Days a case's ID photos, face video and checks are kept (completed ones too: the vendor
   * keeps its own copy); the retention job deletes them and the case after.
   */
  EKYC_RETENTION_DAYS: positiveInt(30, 3650),
  /** The completion screen: the e-contract is to be signed in the app within this many days. */
  EKYC_SIGN_WITHIN_DAYS: positiveInt(7, 365),
  /** Where the completion screen's QR code sends the customer to get the mobile app. */
  EKYC_APP_URL: optionalUrl,
  /**
   * A face video the vendor passed with a match score under this (0–1) still opens nothing at
   * once: the case goes to a person (variant `review`). The stand-in vendor passes from 0.5
   * (face-api distance 0.6); 0.5–0.6 (distance 0.48–0.6) is where look-alikes fall.
   */
  EKYC_FACE_REVIEW_SCORE: z.coerce.number().min(0).max(1).default(0.6),
  /**
   * Face checks one API process has with the vendor at once (twice as many may wait), at most
   * three places per client network (/24, /64); a request finding none is answered 503
   * `ekyc_vendor_busy` with Retry-After at once. The checks the vendor runs side by side, plus
   * one each ready to start (the stand-in runs one at a time: 2). docs/ekyc.md "Under load".
   */
  EKYC_FACE_CHECKS: positiveInt(2, 100),
  /** ID photo and face video uploads per client per RATE_LIMIT_WINDOW_MS (retakes included). */
  EKYC_UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
  /** A one-time code by SMS (eKYC, later recruitment) is valid this long. */
  OTP_TTL_SECONDS: positiveInt(180, 3600),
  /** A new code may be asked for this long after the last one was sent. */
  OTP_RESEND_SECONDS: positiveInt(60, 3600),
  /** Wrong tries per code; after them a new code is needed. */
  OTP_MAX_ATTEMPTS: positiveInt(5, 100),
  /** Codes sent per case and per phone number per hour. */
  OTP_MAX_SENDS_PER_HOUR: positiveInt(5, 1000),
  /** Lifetime of a recruitment candidate's bearer token (7 days: candidates come back often). */
  RECRUITMENT_TOKEN_TTL_SECONDS: positiveInt(7 * 86_400, 30 * 86_400),
  /** A candidate session unused for this long ends (401 `session_idle`). */
  RECRUITMENT_IDLE_MINUTES: positiveInt(24 * 60, 30 * 24 * 60),
  /**
   * An unverified candidate registration answers 410 `registration_expired` (and is deleted)
   * this long after it was made; it must outlast a few OTP resends (OTP_TTL_SECONDS each).
   */
  RECRUITMENT_REGISTRATION_TTL_MINUTES: positiveInt(30, 24 * 60),
});

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  maintenanceMode: boolean;
  maintenanceRetryAfter: number;
  /** BOND_REGISTRATION: false forces the bond registration flow off; undefined: the database decides. */
  bondRegistration: boolean | undefined;
  rateLimit: { max: number; windowMs: number; formMax: number; authMax: number };
  /** Peers whose X-Forwarded-For is believed (Fastify `trustProxy`); false: none. */
  trustProxy: string[] | false;
  /** METRICS_ALLOW: who may read /metrics besides loopback (addresses and CIDRs). */
  metricsAllow: string[];
  contentCache: { ttlSeconds: number; maxEntries: number };
  search: { indexTtlSeconds: number; concurrency: number; queue: number };
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
    idleMinutes: number;
  };
  /** The direct login's policy (limits, device cookies, hashing pool); the secret is read or
   *  made in DATA_DIR on first use when LOGIN_DEVICE_SECRET is not set. */
  login: LoginSettings;
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  /** MAIL_FROM; unset: the brand name of the system settings at no-reply@localhost. */
  mailFrom: string | undefined;
  /** JOBS_WORKERS: this process works the job queues and runs the cron schedules. */
  jobsWorkers: boolean;
  /** DEV_OUTBOX: `GET /api/v1/dev/outbox` exists (for loopback clients only). */
  devOutbox: boolean;
  /** API_DOCS: /api/docs and /api/docs/json are served. */
  apiDocs: boolean;
  storageUrl: string | undefined;
  redisUrl: string | undefined;
  /** REDIS_PREFIX, e.g. `brokerage:`. */
  redisPrefix: string;
  /** The price board's base URL (no trailing slash) and the API's timeout for it. */
  priceboard: { url: string; timeoutMs: number; cacheMs: number };
  /** The online account opening (docs/ekyc.md). */
  ekyc: {
    vendorUrl: string;
    caseTtlHours: number;
    retentionDays: number;
    signWithinDays: number;
    appUrl: string;
    faceReviewScore: number;
    /** Face checks in flight to the vendor from this process (EKYC_FACE_CHECKS). */
    faceChecks: number;
    uploadRateLimitMax: number;
  };
  /** One-time codes by SMS (lib/security/otp.ts). */
  otp: { ttlSeconds: number; resendSeconds: number; maxAttempts: number; maxSendsPerHour: number };
  /** Recruitment candidates' sessions (plugins/app/member-auth.ts). */
  candidates: { tokenTtlSeconds: number; idleMinutes: number; registrationTtlMinutes: number };
}

/** The mobile app's download page (the completion screen's QR code) when EKYC_APP_URL is unset. */
export const DEFAULT_EKYC_APP_URL = 'https://app.chungkhoananphat.example/tai-ung-dung';

/** Under DATA_DIR: the key of the device cookies when LOGIN_DEVICE_SECRET is not set. */
export const LOGIN_DEVICE_SECRET_FILE = 'login-device-secret';

/** What `loadConfig` throws on a refused environment (one class for every server). */
export { ConfigError };

/** Parses the environment once at start-up; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = issueLines(parsed.error.issues);
    throw new ConfigError(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SSO_CLIENT_SECRET) {
    throw new ConfigError(
      'Invalid API configuration:\n  SSO_CLIENT_SECRET: required in production (the secret of ' +
        'the SSO client, the same value the SSO provider has)',
    );
  }
  const loginProblems = loginEnvProblems(e, e.NODE_ENV);
  if (loginProblems.length > 0) {
    throw new ConfigError(`Invalid API configuration:\n  ${loginProblems.join('\n  ')}`);
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT ?? 8080}`;
  const dataDir = dataDirOf(e.DATA_DIR);
  let ipHashSecret: string | undefined;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    maintenanceMode: e.MAINTENANCE_MODE,
    maintenanceRetryAfter: e.MAINTENANCE_RETRY_AFTER,
    bondRegistration: e.BOND_REGISTRATION,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      formMax: e.FORM_RATE_LIMIT_MAX,
      authMax: e.AUTH_RATE_LIMIT_MAX,
    },
    trustProxy: e.TRUST_PROXY.length > 0 ? e.TRUST_PROXY : false,
    metricsAllow: e.METRICS_ALLOW,
    contentCache: {
      ttlSeconds: e.CONTENT_CACHE_TTL_SECONDS,
      maxEntries: e.CONTENT_CACHE_MAX_ENTRIES,
    },
    search: {
      indexTtlSeconds: e.SEARCH_INDEX_TTL_SECONDS,
      concurrency: e.SEARCH_CONCURRENCY,
      queue: e.SEARCH_QUEUE,
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
      idleMinutes: e.CUSTOMER_IDLE_MINUTES,
    },
    login: loginSettings(e, path.join(dataDir, LOGIN_DEVICE_SECRET_FILE)),
    smtpUrl: e.SMTP_URL,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    mailFrom: e.MAIL_FROM,
    jobsWorkers: e.JOBS_WORKERS ?? e.NODE_ENV !== 'test',
    devOutbox: e.DEV_OUTBOX,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    storageUrl: e.STORAGE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    priceboard: {
      url: e.PRICEBOARD_URL ?? 'http://127.0.0.1:5300',
      timeoutMs: e.PRICEBOARD_TIMEOUT_MS,
      cacheMs: e.PRICEBOARD_CACHE_MS,
    },
    ekyc: {
      vendorUrl: e.EKYC_VENDOR_URL ?? 'http://127.0.0.1:5400',
      caseTtlHours: e.EKYC_CASE_TTL_HOURS,
      retentionDays: e.EKYC_RETENTION_DAYS,
      signWithinDays: e.EKYC_SIGN_WITHIN_DAYS,
      appUrl: e.EKYC_APP_URL ?? DEFAULT_EKYC_APP_URL,
      faceReviewScore: e.EKYC_FACE_REVIEW_SCORE,
      faceChecks: e.EKYC_FACE_CHECKS,
      // A photo may be retaken a few times: six form posts' worth unless set.
      uploadRateLimitMax: e.EKYC_UPLOAD_RATE_LIMIT_MAX ?? 6 * e.FORM_RATE_LIMIT_MAX,
    },
    otp: {
      ttlSeconds: e.OTP_TTL_SECONDS,
      resendSeconds: e.OTP_RESEND_SECONDS,
      maxAttempts: e.OTP_MAX_ATTEMPTS,
      maxSendsPerHour: e.OTP_MAX_SENDS_PER_HOUR,
    },
    candidates: {
      tokenTtlSeconds: e.RECRUITMENT_TOKEN_TTL_SECONDS,
      idleMinutes: e.RECRUITMENT_IDLE_MINUTES,
      registrationTtlMinutes: e.RECRUITMENT_REGISTRATION_TTL_MINUTES,
    },
  };
}

/** The configuration of a command (server, seed): a bad variable ends it with its message. */
export const loadConfigOrExit = (): AppConfig => configOrExit(() => loadConfig());
