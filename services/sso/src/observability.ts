/**
 * Logs, request ids and metrics of the SSO (issue 11): one JSON line per request with the
 * request id, method, route pattern, status and time, never a query string or a body; the
 * proxy's x-request-id carried (or a new one), echoed in the answer; Prometheus counts and
 * durations by route pattern plus the process's default metrics, on GET /metrics of the SSO's
 * own listener (the proxy forwards only /sso/*, so it is never public).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
    info: (msg, fields = {}) => logger.log('info', fields, msg),
    warn: (msg, fields = {}) => logger.log('warn', fields, msg),
    error: (msg, error) =>
      logger.log('error', error === undefined ? {} : { err: errorFields(error) }, msg),
  };
  return logger;
}

/** The process's logger; server.ts sets its level from LOG_LEVEL. */
export const log = createLogger('info');

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const STATIC_ROUTES = new Set([
  '/healthz',
  '/readyz',
  '/metrics',
  '/sso',
  '/sso/auth',
  '/sso/token',
  '/sso/me',
  '/sso/jwks',
  '/sso/session/end',
  '/sso/session/end/confirm',
  '/sso/session/end/success',
  '/sso/token/introspection',
  '/sso/token/revocation',
  '/sso/.well-known/openid-configuration',
]);
const PATTERNS: [RegExp, string][] = [
  [/^\/sso\/interaction\/[^/]+$/, '/sso/interaction/:uid'],
  [/^\/sso\/interaction\/[^/]+\/login$/, '/sso/interaction/:uid/login'],
  [/^\/sso\/interaction\/[^/]+\/abort$/, '/sso/interaction/:uid/abort'],
  [/^\/sso\/auth\/[^/]+$/, '/sso/auth/:uid'],
  [/^\/sso\/assets\/[^/]+$/, '/sso/assets/:file'],
];

/** The route pattern of a request URL (ids replaced), `unmatched` for anything else. */
export function routeOf(url: string): string {
  const pathname = (url.split('?', 1)[0] ?? '').replace(/(.)\/+$/, '$1');
  if (STATIC_ROUTES.has(pathname)) return pathname;
  for (const [pattern, route] of PATTERNS) if (pattern.test(pathname)) return route;
  return 'unmatched';
}

export interface HttpMetrics {
  registry: Registry;
  observe(method: string, route: string, status: number, seconds: number): void;
}

export function createMetrics(): HttpMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
    // A login post verifies an argon2 hash: up to a second is normal.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
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

/**
 * Wraps the SSO's handler: gives the request its id (header, log lines, answer), and when the
 * answer is sent, counts it and logs one line (successes at debug: the access log is the
 * proxy's; 4xx info; 5xx error).
 */
export function observed(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  metrics: HttpMetrics,
  logger: Logger = log,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const reqId = requestIdOf(req);
    const method = req.method ?? 'GET';
    // Before the handler rewrites req.url to its mount.
    const route = routeOf(req.url ?? '/');
    res.setHeader('x-request-id', reqId);
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observe(method, route, res.statusCode, seconds);
      const status = res.statusCode;
      requestContext.run({ reqId }, () =>
        logger.log(
          status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug',
          {
            method,
            route,
            statusCode: status,
            responseTime: Math.round(seconds * 10_000) / 10,
          },
          'request completed',
        ),
      );
    });
    requestContext.run({ reqId }, () => handle(req, res));
  };
}
