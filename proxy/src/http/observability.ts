import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered by the proxy, by method, route kind and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by method, route kind and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreams = new Counter({
    name: 'upstream_requests_total',
    help: 'Attempts at an upstream, by upstream, target (replica) and outcome',
    labelNames: ['upstream', 'target', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method: methodLabel(method), route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
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

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<LogLevel, number> = { debug: 20, info: 30, warn: 40, error: 50, silent: 100 };
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
  if (RANK[level] < RANK[threshold]) return;
  const line = `${JSON.stringify({ level, time: Date.now(), name: 'proxy', ...fields, msg })}\n`;
  (RANK[level] < RANK.warn ? process.stdout : process.stderr).write(line);
}

/** The level of a request's line, as the API logs its own: lean at the default info. */
export const accessLevel = (status: number): 'debug' | 'info' | 'error' =>
  status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';

/** Probes are asked every second by launchers and balancers: their answers are not news. */
const PROBES: ReadonlySet<RouteKind> = new Set(['healthz', 'readyz', 'metrics']);

export const writeAccessLog = (entry: AccessLogEntry) =>
  jsonLine(PROBES.has(entry.route) ? 'debug' : accessLevel(entry.status), 'request', entry);

/**
 * Who may read /metrics and /readyz: loopback always, and the addresses or CIDRs of
 * METRICS_ALLOW (a Prometheus in the same network). IPv4-mapped IPv6 peers count as IPv4.
 */
export function createPeerAllowList(
  allow: readonly string[],
): (address: string | undefined) => boolean {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const entry of allow) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const plain =
      address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
