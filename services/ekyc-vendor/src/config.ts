/**
 * The eKYC vendor stand-in's configuration: the environment parsed once at start-up with zod;
 * a bad value stops the process with one line per problem.
 */
import { LOG_LEVELS, type LogLevel } from '@brokerage/shared/server/observability.ts';
import { ConfigError, issueLines } from '@brokerage/shared/server/startup.ts';
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { MetricsAllowSchema } from '@brokerage/shared/validation/serverEnv.ts';
import { z } from 'zod';
import type { PhotoLimits } from './document/photo';

/** Where the API looks for it by default (EKYC_VENDOR_URL, docs/ekyc.md). */
export const DEFAULT_PORT = 5400;

const port = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().min(0).max(65535).optional(),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** The launcher passes EKYC_PORT as PORT (as it does PRICEBOARD_PORT for the board). */
  PORT: port,
  /** Read when PORT is unset: `EKYC_PORT=5401 npm start -w @brokerage/ekyc-vendor` works too. */
  EKYC_PORT: port,
  /** Loopback: only the API calls it. A container sets 0.0.0.0 on its private network. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** Peers besides loopback that may read /metrics: addresses and CIDRs. */
  METRICS_ALLOW: MetricsAllowSchema,
  /** Face checks waiting beside the one running; a request finding no place is answered busy. */
  FACE_QUEUE: z.coerce.number().int().min(0).max(100).default(3),
  /** A face check likely to wait longer than this for its turn is answered busy at once (ms). */
  FACE_MAX_WAIT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /** The face process, and the ~300 MB of its models, is stopped after this long without a check (ms). */
  FACE_MODELS_IDLE_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
});

export type Env = z.input<typeof EnvSchema>;

export interface VendorConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: LogLevel;
  port: number;
  host: string;
  metricsAllow: string[];
  /** Spec §5 (EKYC_LIMITS): a bigger photo is answered 413 document_too_large unread. */
  photo: PhotoLimits;
  /** The face video's limit (413 face_video_too_large). */
  videoMaxBytes: number;
  /**
   * The face checks' bounded queue (docs/ekyc.md "Vendor port"): one runs at a time (it takes
   * both cores for a second or two), `queue` wait, and a request that finds no place, or would
   * likely wait past `maxWaitMs`, is answered 503 `busy` with Retry-After before any work.
   */
  face: { queue: number; maxWaitMs: number; idleMs: number };
}

/** What the route plugins (the document checks, the face check) are registered with. */
export interface VendorRouteOptions {
  config: VendorConfig;
}

export { ConfigError };

export const PHOTO_LIMITS: PhotoLimits = {
  maxBytes: EKYC_LIMITS.photoMaxBytes,
  minWidth: EKYC_LIMITS.photoMinWidth,
  minHeight: EKYC_LIMITS.photoMinHeight,
  maxSide: EKYC_LIMITS.photoMaxSide,
};

export function loadConfig(
  env: NodeJS.ProcessEnv | Record<string, string | undefined>,
): VendorConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid eKYC vendor configuration:\n${issueLines(parsed.error.issues).join('\n')}`,
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    port: e.PORT ?? e.EKYC_PORT ?? DEFAULT_PORT,
    host: e.HOST,
    metricsAllow: e.METRICS_ALLOW,
    photo: PHOTO_LIMITS,
    videoMaxBytes: EKYC_LIMITS.videoMaxBytes,
    face: { queue: e.FACE_QUEUE, maxWaitMs: e.FACE_MAX_WAIT_MS, idleMs: e.FACE_MODELS_IDLE_MS },
  };
}
