import { LOG_LEVELS, type LogLevel } from '@brokerage/shared/server/observability.ts';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from '@brokerage/shared/server/startup.ts';
import {
  RedisPrefixSchema,
  RedisUrlSchema,
  MetricsAllowSchema,
} from '@brokerage/shared/validation/serverEnv.ts';
import { SITE_DEV_PORTS } from '@brokerage/shared/routing/devPorts.ts';
import { SITES, type SiteId } from '@brokerage/shared/routing/routes.ts';

const DEFAULT_SITES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../sites');

/** Upstreams must be plain http(s) origins; a typo should stop the start, not every request. */
const upstreamUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(fallback)
    .transform((value) => value.replace(/\/+$/, ''));

/** A comma list of CSP sources: `https://chat.example.com, *.example.net`. */
const hostList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((h) => /^[a-z0-9*.:/[\]-]+$/i.test(h) && !h.includes(';')), {
    error: 'must be a comma-separated list of hosts or origins (no spaces or semicolons)',
  });

/** `API_URLS`, `PRICEBOARD_URLS`: the replicas of one upstream, comma separated http(s) origins. */
const upstreamList = (example: string) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((s) => s.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .refine(
      (urls) =>
        urls.every((u) => {
          try {
            return ['http:', 'https:'].includes(new URL(u).protocol);
          } catch {
            return false;
          }
        }),
      { error: `must be http(s) URLs, comma separated (${example})` },
    )
    .refine((urls) => new Set(urls).size === urls.length, { error: 'lists a replica twice' });

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('')
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PROXY_MODE: z.enum(['production', 'dev']).default('production'),
  API_URL: upstreamUrl('http://127.0.0.1:5100'),
  PRICEBOARD_URL: upstreamUrl('http://127.0.0.1:5300'),
  SSO_UPSTREAM: upstreamUrl('http://127.0.0.1:5200'),
  SITES_DIR: z.string().min(1).default(DEFAULT_SITES_DIR),
  RECAPTCHA_SITE_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  CHAT_SCRIPT_HOSTS: hostList,
  FRAME_HOSTS: hostList,
  PROXY_TRUST_FORWARDED: flag,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /**
   * How long a visitor's idle keep-alive connection stays open. Longer than the clients' own:
   * a request sent as the proxy closes the connection is reset (`read ECONNRESET`). Node's
   * default (5 s) is shorter than many clients keep theirs (Playwright's request context never
   * closes one); browsers and Node clients that honour the `Keep-Alive: timeout=` hint close first.
   */
  PROXY_KEEPALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(75_000),
  /**
   * How long an idle pooled connection to an upstream is kept: shorter than any upstream keeps
   * it (Node's servers default to 5 s), so the proxy never sends on one the upstream is closing.
   * An upstream's `Keep-Alive: timeout=` hint lowers it to a second under the hint.
   */
  UPSTREAM_KEEPALIVE_MS: z.coerce.number().int().min(100).max(600_000).default(4000),
  /** `false` serves every page unrendered (the browser renders it), as before server rendering. */
  SSR: z
    .enum(['true', 'false', '1', '0', ''])
    .default('')
    .transform((v) => v !== 'false' && v !== '0'),
  SSR_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
  /** Render threads (render-pool.ts); 0 renders on the proxy's own thread, as before. */
  SSR_WORKERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.max(1, Math.min(4, os.availableParallelism() - 1))),
  /** Renders a thread runs at once (they mostly wait for the API) and renders waiting. */
  SSR_RENDERS_PER_WORKER: z.coerce.number().int().min(1).max(64).default(4),
  SSR_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /**
   * The render threads' nice value (Linux: per thread): above the proxy's own thread, so that
   * on a busy machine the scheduler serves static files, API calls and cached pages first.
   */
  SSR_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** How long a rendered page is kept for the next visitor; 0 keeps none. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** The same for the analysis centre's pages, which carry market figures. */
  PAGE_CACHE_MARKET_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(5_000),
  PROXY_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(1024 * 1024),
  API_URLS: upstreamList('http://api-1:5100,http://api-2:5100'),
  PRICEBOARD_URLS: upstreamList('http://priceboard-1:5300,http://priceboard-2:5300'),
  /** Peers besides loopback that may read /metrics and /readyz: addresses and CIDRs. */
  METRICS_ALLOW: MetricsAllowSchema,
  /** Access lines: successes at debug, 4xx at info, 5xx at error (as the API). */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  REDIS_URL: RedisUrlSchema,
  REDIS_PREFIX: RedisPrefixSchema,
  PUBLIC_ORIGIN: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' })])
    .optional()
    .transform((v) => (v ? new URL(v).origin : undefined)),
});

export interface ProxyConfig {
  port: number;
  host: string;
  mode: 'production' | 'dev';
  /** The first API replica (API_URLS' first, or API_URL). */
  apiUrl: string;
  /** Every API replica the proxy balances /api/* and its CMS lookups over (at least one). */
  apiUrls: string[];
  /** Peers besides loopback allowed /metrics and /readyz (addresses or CIDRs). */
  metricsAllow: string[];
  /** The lowest level written (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Redis for the content-changed invalidations (optional). */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel (`brokerage:`). */
  redisPrefix: string;
  /** The first price-board instance (PRICEBOARD_URLS' first, or PRICEBOARD_URL). */
  priceboardUrl: string;
  /** Every price-board instance /priceboard/* and its WebSockets are balanced over. */
  priceboardUrls: string[];
  ssoUpstream: string;
  sitesDir: string;
  recaptchaSiteKey: string | undefined;
  chatScriptHosts: string[];
  frameHosts: string[];
  trustProxy: boolean;
  publicOrigin: string | undefined;
  /** Origin of each site's Vite dev server (dev mode only). */
  devSites: Record<SiteId, string>;
  /** How long a page lookup may wait for the API before the page is served as 503. */
  apiTimeoutMs: number;
  /**
   * How long the API or the SSO may stay silent on a proxied request before the caller gets
   * a 503 (the price board, whose SignalR long polls hold a request open, gets longer).
   */
  upstreamTimeoutMs: number;
  /**
   * The largest request body forwarded to the API (and the dev sites); the SSO and the price
   * board get their own, smaller limits (shared/server/bodyLimits.ts). Larger: 413 here.
   */
  maxBodyBytes: number;
  /** How long a visitor's idle keep-alive connection stays open (`server.keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
  /** How long an idle pooled connection to an upstream is kept (below the upstream's own). */
  upstreamKeepAliveMs: number;
  /** Pages are rendered on the server (production mode only; dev serves them unrendered). */
  ssr: boolean;
  /** How long a server render may take before the page goes out unrendered. */
  ssrTimeoutMs: number;
  ssrWorkers: number;
  ssrRendersPerWorker: number;
  ssrQueue: number;
  ssrNice: number;
  pageCacheTtlMs: number;
  pageCacheMarketTtlMs: number;
}

/** What `loadConfig` throws on a refused environment (one class for every server). */
export { ConfigError };

/** Parse the environment once at start-up and fail loudly on anything unexpected (style.md rule 8). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): ProxyConfig {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(`Invalid proxy configuration:\n${z.prettifyError(result.error)}`);
  }
  const e = result.data;
  // API_URLS wins; API_URL (one replica) is still accepted, as before.
  const apiUrls = e.API_URLS.length > 0 ? e.API_URLS : [e.API_URL];
  const priceboardUrls = e.PRICEBOARD_URLS.length > 0 ? e.PRICEBOARD_URLS : [e.PRICEBOARD_URL];
  return {
    port: e.PORT,
    host: e.HOST,
    mode: argv.includes('--dev') ? 'dev' : e.PROXY_MODE,
    apiUrl: apiUrls[0]!,
    apiUrls,
    metricsAllow: e.METRICS_ALLOW,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    priceboardUrl: priceboardUrls[0]!,
    priceboardUrls,
    ssoUpstream: e.SSO_UPSTREAM,
    sitesDir: path.resolve(e.SITES_DIR),
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    chatScriptHosts: e.CHAT_SCRIPT_HOSTS,
    frameHosts: e.FRAME_HOSTS,
    trustProxy: e.PROXY_TRUST_FORWARDED,
    publicOrigin: e.PUBLIC_ORIGIN,
    devSites: Object.fromEntries(
      SITES.map((s) => [s, `http://127.0.0.1:${SITE_DEV_PORTS[s]}`]),
    ) as Record<SiteId, string>,
    apiTimeoutMs: 3000,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    maxBodyBytes: e.PROXY_MAX_BODY_BYTES,
    keepAliveTimeoutMs: e.PROXY_KEEPALIVE_TIMEOUT_MS,
    upstreamKeepAliveMs: e.UPSTREAM_KEEPALIVE_MS,
    ssr: e.SSR,
    ssrTimeoutMs: e.SSR_TIMEOUT_MS,
    ssrWorkers: e.SSR_WORKERS,
    ssrRendersPerWorker: e.SSR_RENDERS_PER_WORKER,
    ssrQueue: e.SSR_QUEUE,
    ssrNice: e.SSR_NICE,
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    pageCacheMarketTtlMs: e.PAGE_CACHE_MARKET_TTL_MS,
  };
}
