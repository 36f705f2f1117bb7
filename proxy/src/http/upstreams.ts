import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { SITES } from '@brokerage/shared/routing/routes.ts';
import {
  PRICEBOARD_MAX_BODY_BYTES,
  SSO_MAX_BODY_BYTES,
} from '@brokerage/shared/server/bodyLimits.ts';
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';
import type { ProxyConfig } from '../config';
import { sendTooLarge, sendUnavailable } from '../pages/error-page';
import type { ApiPool } from './api-pool';
import { firstHeaderValue, isHttpsRequest } from './headers';
import type { UpstreamOutcome } from './observability';

export interface Upstream {
  name: string;
  prefix: string;
  /** Its origin (the first replica for the API), for logs. */
  target: string;
  /** How an outage is reported: the API's JSON envelope, or the 503 page. */
  errorKind: 'json' | 'html';
  /** The largest body it reads: a larger one is answered 413 here and never forwarded. */
  maxBodyBytes: number;
  /** The same for one path (the API's eKYC uploads take more than its other calls). */
  bodyLimitFor(pathname: string): number;
  /** Forwards a request; `answeredBy` learns which origin answered (the access log). */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    answeredBy: (target: string) => void,
  ): Promise<void>;
  /** Forwards a WebSocket upgrade. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Destroys its pooled keep-alive connections (shutdown). */
  close(): void;
}

/** Every attempt at an upstream, for `upstream_requests_total{upstream,target,outcome}`. */
export type AttemptCounter = (upstream: string, target: string, outcome: UpstreamOutcome) => void;

const outcomeOf = (error: NodeJS.ErrnoException): UpstreamOutcome =>
  error.code === 'ECONNREFUSED'
    ? 'refused'
    : error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED' || /timeout/i.test(error.message)
      ? 'timeout'
      : 'reset';

export const underPrefix = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The X-Forwarded-For chain for this request as the API should see it: the client's own
 * claims only behind a trusted load balancer, then the address that connected to us.
 */
export function forwardedFor(
  req: IncomingMessage,
  config: Pick<ProxyConfig, 'trustProxy'>,
): string {
  const remote = req.socket.remoteAddress ?? '';
  const prior = config.trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const priorText = Array.isArray(prior) ? prior.join(', ') : prior;
  return priorText ? `${priorText}, ${remote}` : remote;
}

/**
 * X-Forwarded-For/Proto/Host as the upstreams (Fastify `trustProxy`, oidc-provider `proxy`)
 * expect them. A client's own X-Forwarded-* are only kept behind a trusted load balancer;
 * otherwise anyone could claim HTTPS or another IP to the API's rate limiter.
 */
export function setForwardedHeaders(
  req: IncomingMessage,
  config: Pick<ProxyConfig, 'trustProxy'>,
): void {
  req.headers['x-forwarded-for'] = forwardedFor(req, config);
  req.headers['x-forwarded-proto'] = isHttpsRequest(req, config) ? 'https' : 'http';
  const host =
    (config.trustProxy ? firstHeaderValue(req.headers['x-forwarded-host']) : undefined) ??
    req.headers.host;
  if (host) req.headers['x-forwarded-host'] = host;
  else delete req.headers['x-forwarded-host'];
  if (!config.trustProxy) {
    delete req.headers.forwarded;
    delete req.headers['x-real-ip'];
  }
}

/** A JSON caller (fetch, the SignalR negotiate) gets JSON; a browser navigation the page. */
const prefersJson = (req: IncomingMessage): boolean => {
  const accept = req.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

function rejectUpgrade(socket: Duplex, status: string): void {
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** Requests whose upstream answer has begun: a later socket error must not replace it. */
const answered = new WeakSet<IncomingMessage>();
/** Requests already answered 413 here: the aborted upstream request's error is expected. */
const refused = new WeakSet<IncomingMessage>();

/** Room for the multipart form around an eKYC upload: boundaries, part headers, the uuid. */
const MULTIPART_ROOM = 64 * 1024;

/**
 * The API's calls that take a file (docs/ekyc.md): the ID and signature photos (5 MB) and the
 * face video (20 MB), each with its form around it. The API refuses a larger file itself with
 * the eKYC code; the proxy only keeps more from reaching it.
 */
const API_UPLOADS: readonly (readonly [RegExp, number])[] = [
  [
    /^\/api\/v1\/ekyc-open-account\/documents\/[^/]+\/?$/,
    EKYC_LIMITS.photoMaxBytes + MULTIPART_ROOM,
  ],
  [/^\/api\/v1\/ekyc-open-account\/face-video\/?$/, EKYC_LIMITS.videoMaxBytes + MULTIPART_ROOM],
];

/** The API's body limit for a path: PROXY_MAX_BODY_BYTES, or an upload's when that is larger. */
export function apiBodyLimit(config: Pick<ProxyConfig, 'maxBodyBytes'>, pathname: string): number {
  const upload = API_UPLOADS.find(([path]) => path.test(pathname))?.[1] ?? 0;
  return Math.max(config.maxBodyBytes, upload);
}

/**
 * How long the API may stay silent on an eKYC upload: it answers only after the vendor has
 * checked the file, and a face video takes the vendor several seconds of CPU (more when
 * several arrive at once), well past UPSTREAM_TIMEOUT_MS. The API's own wait for the vendor
 * (30 s) ends first, so the visitor gets its 503 `ekyc_vendor_unavailable`, not the proxy's.
 */
export const API_UPLOAD_TIMEOUT_MS = 60_000;

/** The API's silence limit for a path: UPSTREAM_TIMEOUT_MS, or an upload's when that is longer. */
export function apiTimeout(
  config: Pick<ProxyConfig, 'upstreamTimeoutMs'>,
  pathname: string,
): number {
  const upload = API_UPLOADS.some(([path]) => path.test(pathname));
  return upload
    ? Math.max(config.upstreamTimeoutMs, API_UPLOAD_TIMEOUT_MS)
    : config.upstreamTimeoutMs;
}

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0] ?? '/';

/** True when a declared Content-Length is over the limit (checked before anything is sent). */
export const declaredTooLarge = (req: IncomingMessage, maxBytes: number): boolean =>
  Number(req.headers['content-length'] ?? 0) > maxBytes;

interface UpstreamLimits {
  /** Socket inactivity on the upstream request before the caller gets a 503. */
  timeoutMs: number;
  /** The upstream's own body limit (or PROXY_MAX_BODY_BYTES for the API and dev sites). */
  maxBodyBytes: number;
  /** How long an idle pooled connection is kept (UPSTREAM_KEEPALIVE_MS). */
  idleMs: number;
}

function createUpstream(
  name: string,
  prefix: string,
  target: string,
  errorKind: Upstream['errorKind'],
  limits: UpstreamLimits,
  log: (message: string) => void,
  count: AttemptCounter = () => undefined,
): Upstream {
  const kindFor = (req: IncomingMessage) =>
    errorKind === 'json' || prefersJson(req) ? 'json' : 'html';
  // Without an agent http-proxy sends `Connection: close` upstream, so every request paid a
  // TCP handshake and every response told the browser to close too. The timeout closes an idle
  // socket before the upstream does (api-pool.ts says why).
  const agentOptions = {
    keepAlive: true,
    maxSockets: 256,
    maxFreeSockets: 64,
    timeout: limits.idleMs,
  };
  const agent = target.startsWith('https:')
    ? new https.Agent(agentOptions)
    : new http.Agent(agentOptions);
  const handler = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    agent,
    proxyTimeout: limits.timeoutMs,
    // Real upstreams (the brokerage SSO, a hosted API) route by Host; the browser's host
    // travels in X-Forwarded-Host instead.
    changeOrigin: true,
    // The dispatcher in app.ts already chose this upstream; every path it hands over is ours.
    pathFilter: () => true,
    on: {
      proxyReq(proxyReq, req, res) {
        // A chunked body declares no length: count it as it streams and stop it at the limit.
        if (req.headers['content-length'] !== undefined) return;
        let seen = 0;
        req.on('data', (chunk: Buffer) => {
          seen += chunk.length;
          if (seen <= limits.maxBodyBytes || refused.has(req)) return;
          refused.add(req);
          req.unpipe(proxyReq);
          proxyReq.destroy();
          sendTooLarge(res, kindFor(req), false);
        });
      },
      proxyRes(proxyRes, req, res) {
        answered.add(req);
        count(name, target, 'response');
        // An upstream that dies mid-answer: end the client's response rather than hang it.
        proxyRes.once('close', () => {
          if (!proxyRes.complete && !res.writableEnded) res.destroy();
        });
      },
      proxyReqWs(proxyReq, _req, socket) {
        // http-proxy pipes the two sockets, and a pipe only propagates a clean end: a client
        // that is destroyed (shutdown, dropped connection) would leave the upstream socket
        // open for good. Tie their lifetimes together both ways.
        proxyReq.on('upgrade', (_res, proxySocket: Duplex) => {
          socket.once('close', () => proxySocket.destroy());
          proxySocket.once('close', () => socket.destroy());
        });
      },
      error(error, req, resOrSocket) {
        if (refused.has(req)) return;
        // The upstream already answered (say a 413 before reading the whole body) and then
        // closed its side: its answer stands.
        if (answered.has(req)) return;
        count(name, target, outcomeOf(error as NodeJS.ErrnoException));
        log(
          `${name} upstream error on ${req.method} ${req.url?.split('?')[0]}: ${(error as NodeJS.ErrnoException).code ?? error.message}`,
        );
        if ('writeHead' in resOrSocket) {
          sendUnavailable(resOrSocket, kindFor(req), req.method === 'HEAD');
        } else {
          rejectUpgrade(resOrSocket, '503 Service Unavailable');
        }
      },
    },
  });
  return {
    name,
    prefix,
    target,
    errorKind,
    maxBodyBytes: limits.maxBodyBytes,
    bodyLimitFor: () => limits.maxBodyBytes,
    async forward(req, res, answeredBy) {
      answeredBy(target);
      await handler(req, res, (error?: unknown) => {
        log(`${name}: cannot proxy ${req.url?.split('?')[0]}: ${String(error)}`);
        sendUnavailable(res, kindFor(req), req.method === 'HEAD');
      });
    },
    upgrade(req, socket, head) {
      handler.upgrade(req, socket as Parameters<RequestHandler['upgrade']>[1], head);
    },
    close: () => agent.destroy(),
  };
}

/**
 * An upstream over the replicas of a pool (api-pool.ts): /api over API_URLS, /priceboard over
 * PRICEBOARD_URLS. Requests and WebSocket upgrades are balanced round robin over the healthy
 * ones, retried on another when that is safe, 503 (JSON or the page) when none is up.
 */
function createPoolUpstream(
  name: string,
  prefix: string,
  pool: ApiPool,
  errorKind: Upstream['errorKind'],
  limits: UpstreamLimits,
  bodyLimitFor: (pathname: string) => number = () => limits.maxBodyBytes,
  timeoutFor: (pathname: string) => number = () => limits.timeoutMs,
  affinityFor: (req: IncomingMessage) => string | undefined = () => undefined,
): Upstream {
  const kindFor = (req: IncomingMessage) =>
    errorKind === 'json' || prefersJson(req) ? 'json' : 'html';
  return {
    name,
    prefix,
    target: pool.replicas[0]!.target,
    errorKind,
    maxBodyBytes: limits.maxBodyBytes,
    bodyLimitFor,
    async forward(req, res, answeredBy) {
      const chunked = req.headers['content-length'] === undefined;
      const limit = bodyLimitFor(pathOf(req));
      let seen = 0;
      const affinity = affinityFor(req);
      await pool.forward(req, res, {
        answeredBy,
        timeoutMs: timeoutFor(pathOf(req)),
        ...(affinity === undefined ? {} : { affinity }),
        unavailable: () => sendUnavailable(res, kindFor(req), req.method === 'HEAD'),
        // A chunked body declares no length: count it as it streams and stop it at the limit.
        onData: (chunk) => {
          if (!chunked) return false;
          seen += chunk.length;
          if (seen <= limit) return false;
          sendTooLarge(res, kindFor(req), false);
          return true;
        },
      });
    },
    upgrade(req, socket, head) {
      pool.upgrade(req, socket, head, () => rejectUpgrade(socket, '503 Service Unavailable'));
    },
    close: () => pool.close(),
  };
}

/**
 * The price-board hub's connection id on a plain request (an event stream, a long poll, a send,
 * a DELETE): those keep their state on the instance the first one reached, so every request of
 * one id goes there. A WebSocket needs none (its one upgrade carries it), nor does negotiate.
 */
export function hubConnectionId(req: IncomingMessage): string | undefined {
  // PRICE_BOARD_HUB_PATH (shared/src/realtime, which servers do not import).
  const PRICE_BOARD_HUB_PATH = '/priceboard/hubs/priceboard';
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (path !== PRICE_BOARD_HUB_PATH || query < 0) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get('id') ?? undefined;
}

/**
 * SignalR's long-polling fallback holds a request open for up to 100 s by design (the board's
 * HUB_LONG_POLL_MS, 90 s, answers first); an event stream is never silent that long (pings).
 */
export const priceboardTimeoutMs = (config: Pick<ProxyConfig, 'upstreamTimeoutMs'>): number =>
  Math.max(config.upstreamTimeoutMs, 120_000);

/** Refuse a request whose declared body is over the upstream's limit before it is forwarded. */
export function refuseOversized(
  upstream: Upstream,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (!declaredTooLarge(req, upstream.bodyLimitFor(pathOf(req)))) return false;
  sendTooLarge(res, upstream.errorKind === 'json' || prefersJson(req) ? 'json' : 'html', false);
  return true;
}

/**
 * The upstreams behind one origin, longest prefix first. In dev the sites' Vite servers are
 * upstreams too (assets and HMR web sockets), with the `/_site/<name>` path kept as Vite's base.
 */
export function createUpstreams(
  config: ProxyConfig,
  log: (message: string) => void,
  pools: { api: ApiPool; priceboard: ApiPool },
  count: AttemptCounter = () => undefined,
): Upstream[] {
  const limits: UpstreamLimits = {
    timeoutMs: config.upstreamTimeoutMs,
    maxBodyBytes: config.maxBodyBytes,
    idleMs: config.upstreamKeepAliveMs,
  };
  // The board and the SSO read small forms only: anything larger, which they would refuse by
  // closing the connection mid-body, stops here (shared/server/bodyLimits.ts).
  const ownLimit = (maxBodyBytes: number): UpstreamLimits => ({
    ...limits,
    maxBodyBytes: Math.min(config.maxBodyBytes, maxBodyBytes),
  });
  const streaming: UpstreamLimits = { ...limits, timeoutMs: priceboardTimeoutMs(config) };
  const upstreams = [
    createPoolUpstream(
      'api',
      '/api',
      pools.api,
      'json',
      limits,
      (pathname) => apiBodyLimit(config, pathname),
      (pathname) => apiTimeout(config, pathname),
    ),
    createPoolUpstream(
      'priceboard',
      '/priceboard',
      pools.priceboard,
      'html',
      ownLimit(PRICEBOARD_MAX_BODY_BYTES),
      undefined,
      undefined,
      hubConnectionId,
    ),
    createUpstream(
      'sso',
      '/sso',
      config.ssoUpstream,
      'html',
      ownLimit(SSO_MAX_BODY_BYTES),
      log,
      count,
    ),
  ];
  if (config.mode === 'dev') {
    // Vite compiles on first request, and HMR holds connections: no short timeout here.
    for (const site of SITES) {
      upstreams.push(
        createUpstream(
          `site:${site}`,
          `/_site/${site}`,
          config.devSites[site],
          'html',
          streaming,
          log,
          count,
        ),
      );
    }
  }
  return upstreams;
}

export function findUpstream(
  upstreams: readonly Upstream[],
  pathname: string,
): Upstream | undefined {
  return upstreams.find((u) => underPrefix(pathname, u.prefix));
}

/** Hand a WebSocket upgrade to its upstream, or refuse it so the socket never dangles. */
export function forwardUpgrade(
  upstreams: readonly Upstream[],
  config: ProxyConfig,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  pathname: string,
): void {
  const upstream = findUpstream(upstreams, pathname);
  if (!upstream) {
    rejectUpgrade(socket, '404 Not Found');
    return;
  }
  setForwardedHeaders(req, config);
  upstream.upgrade(req, socket, head);
}
