/**
 * The price board's configuration (design §3, issue 12): the environment parsed once at
 * start-up with zod; a bad value stops the process with one line per problem.
 */
import { randomBytes } from 'node:crypto';
import { EXCHANGES } from '@brokerage/shared/market/exchanges.ts';
import { phaseAt } from '@brokerage/shared/market/sessions.ts';
import { LOG_LEVELS, type LogLevel } from '@brokerage/shared/server/observability.ts';
import {
  RedisPrefixSchema,
  RedisUrlSchema,
  MetricsAllowSchema,
} from '@brokerage/shared/validation/serverEnv.ts';
import { z } from 'zod';
import { ConfigError, issueLines } from '@brokerage/shared/server/startup.ts';
import type { ClockSpec } from './market-port';

/** Everything the service answers lives under this path, behind the proxy and on its own port. */
export const MOUNT_PATH = '/priceboard';
export const HUB_PATH = `${MOUNT_PATH}/hubs/priceboard`;

/**
 * Outside trading hours (and not in production): the last stored session at 30×, from a minute
 * before the opening auction matches, so a visitor sees prices within seconds of `npm start` and
 * the loop spends no time in the pre-open.
 */
export const OFF_HOURS_CLOCK = 'replay::30:09:14';

/** A whole number from `min` to `max`; `fallback` when unset. */
const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: int(0, 65535, 5300),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://127.0.0.1:5100')
    .transform((v) => v.replace(/\/+$/, '')),
  PRICEBOARD_CLOCK: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The simulator's random seed: the same seed and board time give the same board. */
  PRICEBOARD_SEED: int(0, 2 ** 31 - 1, 20_261_121),
  PUSH_INTERVAL_MS: int(10, 10_000, 250),
  REDIS_URL: RedisUrlSchema,
  REDIS_PREFIX: RedisPrefixSchema,
  /**
   * Signs the hub's connection tokens, so a negotiate answered by one instance opens a socket on
   * another: the same value on every instance behind one proxy. Unset: one per process.
   */
  PRICEBOARD_TOKEN_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, {
      error: 'must be at least 32 characters (e.g. openssl rand -hex 32)',
    }),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** Peers besides loopback that may read /metrics: addresses and CIDRs. */
  METRICS_ALLOW: MetricsAllowSchema,
  /**
   * How many X-Forwarded-For entries, counted from the right, were added by proxies we trust
   * (1: our proxy); the entry that many from the right is the client. 0 ignores the header.
   */
  PRICEBOARD_PROXY_HOPS: int(0, 10, 1),
  /**
   * `Acc/amw` calls one client address may make per AMW_RATE_LIMIT_WINDOW_MS; more are answered
   * 429 with Retry-After. A page polling every 250 ms makes 240 a minute. Calls straight from
   * inside (the API's, without X-Forwarded-For) are not counted.
   */
  AMW_RATE_LIMIT_MAX: int(1, 1_000_000, 300),
  AMW_RATE_LIMIT_WINDOW_MS: int(1000, 3_600_000, 60_000),
  HUB_MAX_CONNECTIONS: int(1, 1_000_000, 20_000),
  HUB_MAX_CONNECTIONS_PER_ADDRESS: int(1, 1_000_000, 50),
  /** One SignalR message (also a message split over frames) may not be longer. */
  HUB_MAX_MESSAGE_BYTES: int(1024, 16 * 1024 * 1024, 32 * 1024),
  /** A connection with more than this waiting to be sent is dropped (it does not read). */
  HUB_MAX_BUFFERED_BYTES: int(1024, 256 * 1024 * 1024, 1024 * 1024),
  /** Server pings; the client gives up after 30 s of silence. */
  HUB_KEEPALIVE_MS: int(10, 29_000, 15_000),
  /** A client silent this long (it pings every 15 s) is dropped. */
  HUB_CLIENT_TIMEOUT_MS: int(100, 600_000, 30_000),
  /**
   * How long a long poll waits for something to send before an empty answer (SignalR's 90 s).
   * Under the official client's 100 s poll time-out and the proxy's 120 s for the board.
   */
  HUB_LONG_POLL_MS: int(100, 95_000, 90_000),
  /** A long-polling connection with no poll for this long is closed (SignalR's 5 s). */
  HUB_LONG_POLL_DISCONNECT_MS: int(100, 600_000, 5_000),
});

export type Env = z.input<typeof EnvSchema>;

export interface HubLimits {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  maxMessageBytes: number;
  maxBufferedBytes: number;
  keepAliveMs: number;
  clientTimeoutMs: number;
  /** How long a long poll is held open when there is nothing to send. */
  longPollMs: number;
  /** A long-polling connection not polled for this long is closed. */
  longPollDisconnectMs: number;
  proxyHops: number;
  /** HMAC key of the connection tokens (PRICEBOARD_TOKEN_SECRET, or random per process). */
  tokenSecret: Buffer;
}

export interface PriceboardConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: LogLevel;
  port: number;
  host: string;
  apiUrl: string;
  /** PRICEBOARD_CLOCK as given, or the default chosen at start-up. */
  clockText: string;
  clock: ClockSpec;
  randomSeed: number;
  pushIntervalMs: number;
  redis?: { url: string; prefix: string };
  metricsAllow: string[];
  hub: HubLimits;
  /** The per-address limit on `Acc/amw` (the address read as the hub reads it: `hub.proxyHops`). */
  amwRateLimit: { max: number; windowMs: number };
}

/** What `loadConfig` throws on a refused environment (one class for every server). */
export { ConfigError };

/** Whether an exchange is in its trading day (an auction, continuous, lunch, closing) at `at`. */
export function exchangeOpen(at: Date): boolean {
  return EXCHANGES.some((exchange) => !['closed', 'pre-open'].includes(phaseAt(exchange, at)));
}

/** PRICEBOARD_CLOCK=auto: live while an exchange is open, else OFF_HOURS_CLOCK. */
export const AUTO_CLOCK = 'auto';

/**
 * The clock when PRICEBOARD_CLOCK is unset: live in production; elsewhere (and with `auto`,
 * which `npm start` passes) live while an exchange is open and the last stored session at 30×
 * otherwise, so a demo started at any hour moves. Chosen once, at start-up.
 */
export function defaultClock(nodeEnv: PriceboardConfig['nodeEnv'], now: Date): string {
  if (nodeEnv === 'production' || exchangeOpen(now)) return 'live';
  return OFF_HOURS_CLOCK;
}

function clockOf(given: string | undefined, nodeEnv: PriceboardConfig['nodeEnv'], now: Date) {
  if (given === AUTO_CLOCK) return defaultClock('development', now);
  return given ?? defaultClock(nodeEnv, now);
}

export interface LoadOptions {
  /** The engine's PRICEBOARD_CLOCK parser (throws naming the variable). */
  parseClock: (text: string | undefined) => ClockSpec;
  now?: Date;
}

export function loadConfig(
  env: NodeJS.ProcessEnv | Record<string, string | undefined>,
  options: LoadOptions,
): PriceboardConfig {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success ? [] : issueLines(parsed.error.issues);
  const e = parsed.data;
  // Several instances share a market only through Redis; without a shared secret a negotiate on
  // one and the upgrade on another fail as an unknown id, one connection in two.
  if (e?.NODE_ENV === 'production' && e.REDIS_URL && !e.PRICEBOARD_TOKEN_SECRET) {
    problems.push(
      '  PRICEBOARD_TOKEN_SECRET: required in production with REDIS_URL (the same on every instance)',
    );
  }
  let clock: ClockSpec | undefined;
  const clockText = e ? clockOf(e.PRICEBOARD_CLOCK, e.NODE_ENV, options.now ?? new Date()) : '';
  if (e) {
    try {
      clock = options.parseClock(clockText);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // The engine's message names the variable and the accepted forms.
      problems.push(
        message.startsWith('PRICEBOARD_CLOCK') ? `  ${message}` : `  PRICEBOARD_CLOCK: ${message}`,
      );
    }
  }
  if (!e || !clock || problems.length > 0) {
    throw new ConfigError(`Invalid price-board configuration:\n${problems.join('\n')}`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    port: e.PORT,
    host: e.HOST,
    apiUrl: e.API_URL,
    clockText,
    clock,
    randomSeed: e.PRICEBOARD_SEED,
    pushIntervalMs: e.PUSH_INTERVAL_MS,
    ...(e.REDIS_URL ? { redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } } : {}),
    metricsAllow: e.METRICS_ALLOW,
    amwRateLimit: { max: e.AMW_RATE_LIMIT_MAX, windowMs: e.AMW_RATE_LIMIT_WINDOW_MS },
    hub: {
      maxConnections: e.HUB_MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.HUB_MAX_CONNECTIONS_PER_ADDRESS,
      maxMessageBytes: e.HUB_MAX_MESSAGE_BYTES,
      maxBufferedBytes: e.HUB_MAX_BUFFERED_BYTES,
      keepAliveMs: e.HUB_KEEPALIVE_MS,
      clientTimeoutMs: e.HUB_CLIENT_TIMEOUT_MS,
      longPollMs: e.HUB_LONG_POLL_MS,
      longPollDisconnectMs: e.HUB_LONG_POLL_DISCONNECT_MS,
      proxyHops: e.PRICEBOARD_PROXY_HOPS,
      tokenSecret: e.PRICEBOARD_TOKEN_SECRET
        ? Buffer.from(e.PRICEBOARD_TOKEN_SECRET)
        : randomBytes(32),
    },
  };
}
