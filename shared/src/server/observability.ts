/**
 * Logs, request ids and HTTP metrics of the node servers (the SSO, the price board, the proxy,
 * the API's metrics), so that every one writes the same lines and counts the same series.
 *
 * - Logs are pino-shaped JSON lines (level number, time, the request's id when in one, fields,
 *   msg), as the API's pino writes them. A request's line never holds its query or its body.
 * - A request id is the proxy's `x-request-id` when it is a plausible id, else a new UUID.
 * - `http_requests_total` and `http_request_duration_seconds` by method, route and status, with
 *   the process's default metrics, in a registry of the caller's own.
 * - /metrics is for loopback and the addresses of METRICS_ALLOW only.
 *
 * Node only: the sites may not import this folder (eslint.config.js).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** pino's level numbers; nothing is written at `silent`. */
export const LEVEL_VALUES: Readonly<Record<LogLevel, number>> = {
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  silent: 100,
};

const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `work` as part of the request `reqId`: every line logged meanwhile carries the id. */
export const runInRequest = <T>(reqId: string, work: () => T): T =>
  requestContext.run({ reqId }, work);

/** The id of the request being handled, if any. */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.reqId;

/** An error as its class, code and message (no own properties: they may hold input). */
export function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const { code } = error as { code?: unknown };
  return {
    type: error.constructor?.name ?? error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack,
  };
}

export interface Logger {
  /** Lines below it are not written (LOG_LEVEL; a server may change it after start). */
  level: LogLevel;
  log(level: Exclude<LogLevel, 'silent'>, fields: Record<string, unknown>, msg: string): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, error?: unknown): void;
}

/** pino-shaped JSON lines (level number, time, msg), with the request's id when in one. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const logger: Logger = {
    level,
    log(at, fields, msg) {
      if (LEVEL_VALUES[at] < LEVEL_VALUES[logger.level]) return;
      const reqId = currentRequestId();
      const line = {
        level: LEVEL_VALUES[at],
        time: Date.now(),
        ...(reqId ? { reqId } : {}),
        ...fields,
      };
      write(`${JSON.stringify({ ...line, msg })}\n`);
    },
    debug: (msg, fields = {}) => logger.log('debug', fields, msg),
    info: (msg, fields = {}) => logger.log('info', fields, msg),
    warn: (msg, fields = {}) => logger.log('warn', fields, msg),
    error: (msg, error) =>
      logger.log('error', error === undefined ? {} : { err: errorFields(error) }, msg),
  };
  return logger;
}

/**
 * The level of a request's line, as every server logs it: successes at debug (the access log
 * is the proxy's), client errors at info, server errors at error.
 */
export const statusLevel = (status: number): 'debug' | 'info' | 'error' =>
  status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The proxy's x-request-id when it is a plausible id, never a client's arbitrary text. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export interface HttpMetrics {
  registry: Registry;
  /** One answered request; `route` is a pattern or a kind, never the raw URL. */
  observe(method: string, route: string, status: number, seconds: number): void;
}

/**
 * The request counter and duration histogram, in `registry` (a new one by default: two servers
 * in one test process do not share one), with the process's default metrics once per registry.
 * `buckets` in seconds; prom-client's defaults (5 ms to 10 s) otherwise.
 */
export function createHttpMetrics({
  buckets,
  registry = new Registry(),
}: { buckets?: readonly number[]; registry?: Registry } = {}): HttpMetrics {
  if (!registry.getSingleMetric('process_cpu_user_seconds_total')) {
    collectDefaultMetrics({ register: registry });
  }
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames,
    ...(buckets ? { buckets: [...buckets] } : {}),
    registers: [registry],
  });
  return {
    registry,
    observe(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface ObservedOptions {
  metrics: HttpMetrics;
  logger: Logger;
  /** The route pattern of a request URL (ids replaced), `unmatched` for anything else. */
  routeOf: (url: string) => string;
  /** Routes whose answers are not news (probes asked every second): logged at debug. */
  quietRoutes?: ReadonlySet<string>;
}

/**
 * Wraps a node:http handler: gives the request its id (header, log lines, answer), and when the
 * answer is sent, counts it and logs one line at its status's level (statusLevel).
 */
export function observed(
  handle: Handler,
  { metrics, logger, routeOf, quietRoutes }: ObservedOptions,
): Handler {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const reqId = requestIdOf(req);
    const method = req.method ?? 'GET';
    // Before the handler: a mounted app may rewrite req.url.
    const route = routeOf(req.url ?? '/');
    res.setHeader('x-request-id', reqId);
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.statusCode;
      metrics.observe(method, route, status, seconds);
      runInRequest(reqId, () =>
        logger.log(
          quietRoutes?.has(route) ? 'debug' : statusLevel(status),
          { method, route, statusCode: status, responseTime: Math.round(seconds * 10_000) / 10 },
          'request completed',
        ),
      );
    });
    runInRequest(reqId, () => handle(req, res));
  };
}

/** ::ffff:1.2.3.4 and 1.2.3.4 are one client. */
export const unmapped = (address: string) =>
  address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's IP address. Each trusted proxy appends the address it was reached from to
 * X-Forwarded-For, so the entry `proxyHops` from the right is the client's; anything left of it
 * came from the client and proves nothing. Without the header, the peer itself.
 */
export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  proxyHops: number,
): string {
  const peer = unmapped(req.socket.remoteAddress ?? 'unknown');
  if (proxyHops === 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops.length === 0) return peer;
  const address = unmapped(hops[Math.max(0, hops.length - proxyHops)] ?? peer);
  return isIP(address) ? address : peer;
}

/**
 * Who may read /metrics: loopback always, and the addresses or CIDRs of METRICS_ALLOW (a
 * Prometheus in the same network). IPv4-mapped IPv6 peers count as IPv4.
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
    const plain = unmapped(address);
    const family = isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
