/**
 * Logs, request ids and metrics of the price board, as the SSO and the API keep them: one JSON
 * line per answered request (route pattern, status, time; never a query or a body), the
 * proxy's x-request-id carried or a new one, echoed in the answer; Prometheus counters of the
 * requests and of the hub (connections, pushes, drops, fan-out time) on GET /metrics of the
 * service's own listener, for loopback and METRICS_ALLOW only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const RANK: Record<LogLevel, number> = { debug: 20, info: 30, warn: 40, error: 50, silent: 100 };

const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** An error as its class, code and message (no own properties: they may hold input). */
function errorFields(error: unknown) {
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
      if (RANK[at] < RANK[logger.level]) return;
      const reqId = requestContext.getStore()?.reqId;
      const line = { level: RANK[at], time: Date.now(), ...(reqId ? { reqId } : {}), ...fields };
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

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const ROUTES: [RegExp, string][] = [
  [/^\/(healthz|readyz|metrics)$/, '/$1'],
  [/^\/priceboard\/?$/, '/priceboard/'],
  [/^\/priceboard\/Acc\/amw$/i, '/priceboard/Acc/amw'],
  [/^\/priceboard\/hubs\/priceboard\/negotiate$/, '/priceboard/hubs/priceboard/negotiate'],
  [/^\/priceboard\/hubs\/priceboard$/, '/priceboard/hubs/priceboard'],
];

/** The route pattern of a request URL, `unmatched` for anything else. */
export function routeOf(url: string): string {
  const pathname = url.split('?', 1)[0] ?? '';
  for (const [pattern, route] of ROUTES) {
    if (pattern.test(pathname)) return pathname.replace(pattern, route);
  }
  return 'unmatched';
}

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export type DropReason = 'slow' | 'idle' | 'protocol' | 'too_large';

export interface Metrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  connections: Gauge;
  connectionsOpened: Counter<'outcome'>;
  pushes: Counter;
  pushBytes: Counter;
  drops: Counter<'reason'>;
  invocations: Counter<'method' | 'outcome'>;
  /** From a batch's arrival to the last connection's send: the hub's share of tick-to-client. */
  fanout: Histogram;
  batches: Counter;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers,
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    connections: new Gauge({
      name: 'priceboard_hub_connections',
      help: 'Open hub connections (handshake done or pending)',
      registers,
    }),
    connectionsOpened: new Counter({
      name: 'priceboard_hub_connection_attempts_total',
      help: 'WebSocket upgrades to the hub, by outcome (accepted, unknown_id, too_many, per_address)',
      labelNames: ['outcome'],
      registers,
    }),
    pushes: new Counter({
      name: 'priceboard_hub_pushes_total',
      help: 'updateStockPrice messages sent',
      registers,
    }),
    pushBytes: new Counter({
      name: 'priceboard_hub_push_bytes_total',
      help: 'Bytes of updateStockPrice messages sent',
      registers,
    }),
    drops: new Counter({
      name: 'priceboard_hub_drops_total',
      help: 'Connections the hub closed, by reason (slow: too much unsent, idle, protocol, too_large)',
      labelNames: ['reason'],
      registers,
    }),
    invocations: new Counter({
      name: 'priceboard_hub_invocations_total',
      help: 'Hub method calls, by method and outcome',
      labelNames: ['method', 'outcome'],
      registers,
    }),
    fanout: new Histogram({
      name: 'priceboard_hub_fanout_seconds',
      help: 'Time from a batch of board changes reaching the hub to its last push being handed to the socket',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    }),
    batches: new Counter({
      name: 'priceboard_batches_total',
      help: 'Batches of board changes applied to this instance',
      registers,
    }),
  };
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

/** ::ffff:1.2.3.4 and 1.2.3.4 are one client. */
export const unmapped = (address: string) =>
  address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's IP address. Each trusted proxy appends the address it was reached from to
 * X-Forwarded-For, so the entry `proxyHops` from the right is the client's; anything left of it
 * came from the client and proves nothing. Without the header, the peer itself.
 */
export function clientAddress(req: IncomingMessage, proxyHops: number): string {
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
 * Wraps the HTTP handler: gives the request its id (header, log lines, answer), and when the
 * answer is sent, counts it and logs one line (successes at debug: the access log is the
 * proxy's; 4xx info; 5xx error).
 */
export function observed(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  metrics: Metrics,
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const reqId = requestIdOf(req);
    const method = req.method ?? 'GET';
    const route = routeOf(req.url ?? '/');
    res.setHeader('x-request-id', reqId);
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(method, route, res.statusCode, seconds);
      const status = res.statusCode;
      requestContext.run({ reqId }, () =>
        logger.log(
          // Probes are asked every second and a 503 there means "not seeded yet": not news.
          PROBES.has(route) ? 'debug' : status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug',
          { method, route, statusCode: status, responseTime: Math.round(seconds * 10_000) / 10 },
          'request completed',
        ),
      );
    });
    requestContext.run({ reqId }, () => handle(req, res));
  };
}
