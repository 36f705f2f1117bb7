import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createHttpMetrics,
  LEVEL_VALUES,
  type LogLevel,
  statusLevel,
} from '@brokerage/shared/server/observability.ts';
import { Counter, type Registry } from 'prom-client';

/** What a request was, for metrics and logs: never the raw URL (unbounded labels, personal data). */
export type RouteKind =
  | 'api'
  | 'sso'
  | 'priceboard'
  | 'dev-site'
  | 'static'
  | 'seo-file'
  | 'page'
  | 'healthz'
  | 'readyz'
  | 'metrics';

/** How a forwarded request ended at its upstream. */
export type UpstreamOutcome =
  /** An answer came (any status). */
  | 'response'
  /** No connection (refused, unreachable): nothing was sent. */
  | 'refused'
  /** The connection broke before an answer. */
  | 'reset'
  /** The upstream stayed silent too long. */
  | 'timeout'
  /** The visitor left first. */
  | 'aborted';

export interface ProxyMetrics {
  registry: Registry;
  /** One finished request. */
  observeRequest(method: string, route: RouteKind, status: number, seconds: number): void;
  /** One attempt at an upstream (a retried request counts each attempt). */
  countUpstream(upstream: string, target: string, outcome: UpstreamOutcome): void;
}

/** Methods as labels: the known ones, everything else `other` (the label stays bounded). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodLabel = (method: string | undefined) =>
  method && METHODS.has(method) ? method : 'other';

/** The proxy's own Prometheus registry (contract names), with the default process metrics. */
export function createProxyMetrics(): ProxyMetrics {
  const http = createHttpMetrics();
  const upstreams = new Counter({
    name: 'upstream_requests_total',
    help: 'Attempts at an upstream, by upstream, target (replica) and outcome',
    labelNames: ['upstream', 'target', 'outcome'] as const,
    registers: [http.registry],
  });
  return {
    registry: http.registry,
    observeRequest(method, route, status, seconds) {
      http.observe(methodLabel(method), route, status, seconds);
    },
    countUpstream(upstream, target, outcome) {
      upstreams.inc({ upstream, target, outcome });
    },
  };
}

/** A new id for every request (the contract): a client's own x-request-id is never trusted. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  return id;
}

/** One lean line per request: no query string (it may carry personal data), no body. */
export interface AccessLogEntry {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  route: RouteKind;
  /** The replica (or upstream origin) that answered, when one did. */
  upstream?: string;
}

let threshold: LogLevel = 'info';

/** LOG_LEVEL: lines below it are not written (server.ts sets it from the configuration). */
export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

/** JSON lines on stdout (debug, info) and stderr (warnings, errors), as pino writes them on the API. */
export function jsonLine(
  level: Exclude<LogLevel, 'silent'>,
  msg: string,
  fields: object = {},
): void {
  if (LEVEL_VALUES[level] < LEVEL_VALUES[threshold]) return;
  const line = `${JSON.stringify({ level, time: Date.now(), name: 'proxy', ...fields, msg })}\n`;
  (LEVEL_VALUES[level] < LEVEL_VALUES.warn ? process.stdout : process.stderr).write(line);
}

/** Probes are asked every second by launchers and balancers: their answers are not news. */
const PROBES: ReadonlySet<RouteKind> = new Set(['healthz', 'readyz', 'metrics']);

export const writeAccessLog = (entry: AccessLogEntry) =>
  jsonLine(PROBES.has(entry.route) ? 'debug' : statusLevel(entry.status), 'request', entry);
