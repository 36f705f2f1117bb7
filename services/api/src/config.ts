import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** services/api/src → repo root; resolved from this file so the cwd does not matter. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = optionalText.pipe(z.url().optional());

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
  /**
   * Which proxies may set X-Forwarded-For. The one public origin is the local proxy, so by
   * default only loopback is trusted; otherwise every visitor would share one rate-limit bucket.
   */
  TRUST_PROXY: z.string().trim().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  RECAPTCHA_SECRET: optionalText,
  /** Key of the HMAC that stands in for a sender's IP address in stored form posts. */
  IP_HASH_SECRET: z.string().min(16).optional(),
  RECAPTCHA_SITE_KEY: optionalText,
  SSO_ISSUER: optionalUrl,
  SSO_CLIENT_ID: optionalText,
  SSO_CLIENT_SECRET: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  SMS_WEBHOOK_URL: optionalUrl,
  /** S3-compatible storage; accepted now, local DATA_DIR/uploads is used until it is wired. */
  STORAGE_URL: optionalUrl,
  /** Accepted now for the shared rate-limit store and caches; not used yet. */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
      .optional(),
  ),
});

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  maintenanceMode: boolean;
  maintenanceRetryAfter: number;
  rateLimit: { max: number; windowMs: number; formMax: number };
  trustProxy: string;
  logLevel: string;
  recaptcha: { secret: string | undefined; siteKey: string | undefined };
  /** Set, or random per process: then hashes group posts only within one run, which is enough
   *  for abuse checks and reveals nothing. */
  ipHashSecret: string;
  sso: {
    issuer: string | undefined;
    clientId: string | undefined;
    clientSecret: string | undefined;
  };
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  storageUrl: string | undefined;
  redisUrl: string | undefined;
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
  return {
    nodeEnv: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: e.DATABASE_URL,
    maintenanceMode: e.MAINTENANCE_MODE,
    maintenanceRetryAfter: e.MAINTENANCE_RETRY_AFTER,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      formMax: e.FORM_RATE_LIMIT_MAX,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    recaptcha: { secret: e.RECAPTCHA_SECRET, siteKey: e.RECAPTCHA_SITE_KEY },
    ipHashSecret: e.IP_HASH_SECRET ?? randomBytes(32).toString('hex'),
    sso: { issuer: e.SSO_ISSUER, clientId: e.SSO_CLIENT_ID, clientSecret: e.SSO_CLIENT_SECRET },
    smtpUrl: e.SMTP_URL,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    storageUrl: e.STORAGE_URL,
    redisUrl: e.REDIS_URL,
  };
}
