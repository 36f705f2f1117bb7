import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { SITES } from '@brokerage/shared/routing/core';
import type { ProxyConfig } from './config';
import { sendUnavailable } from './error-page';
import { isHttpsRequest } from './headers';

export interface Upstream {
  name: string;
  prefix: string;
  target: string;
  /** How an outage is reported: the API's JSON envelope, or the 503 page. */
  errorKind: 'json' | 'html';
  handler: RequestHandler;
}

export const underPrefix = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * X-Forwarded-For/Proto/Host as the upstreams (Fastify `trustProxy`, oidc-provider `proxy`)
 * expect them. A client's own X-Forwarded-* are only kept behind a trusted load balancer;
 * otherwise anyone could claim HTTPS or another IP to the API's rate limiter.
 */
export function setForwardedHeaders(
  req: IncomingMessage,
  config: Pick<ProxyConfig, 'trustProxy'>,
): void {
  const remote = req.socket.remoteAddress ?? '';
  const prior = config.trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const priorText = Array.isArray(prior) ? prior.join(', ') : prior;
  req.headers['x-forwarded-for'] = priorText ? `${priorText}, ${remote}` : remote;
  req.headers['x-forwarded-proto'] = isHttpsRequest(req, config) ? 'https' : 'http';
  const host =
    (config.trustProxy ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
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

function createUpstream(
  name: string,
  prefix: string,
  target: string,
  errorKind: Upstream['errorKind'],
  log: (message: string) => void,
): Upstream {
  const handler = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    // Real upstreams (the brokerage SSO, a hosted API) route by Host; the browser's host
    // travels in X-Forwarded-Host instead.
    changeOrigin: true,
    // The dispatcher in app.ts already chose this upstream; every path it hands over is ours.
    pathFilter: () => true,
    on: {
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
        log(
          `${name} upstream error on ${req.method} ${req.url}: ${(error as NodeJS.ErrnoException).code ?? error.message}`,
        );
        if ('writeHead' in resOrSocket) {
          const kind = errorKind === 'json' || prefersJson(req) ? 'json' : 'html';
          sendUnavailable(resOrSocket, kind, req.method === 'HEAD');
        } else {
          rejectUpgrade(resOrSocket, '503 Service Unavailable');
        }
      },
    },
  });
  return { name, prefix, target, errorKind, handler };
}

/**
 * The upstreams behind one origin, longest prefix first. In dev the sites' Vite servers are
 * upstreams too (assets and HMR web sockets), with the `/_site/<name>` path kept as Vite's base.
 */
export function createUpstreams(config: ProxyConfig, log: (message: string) => void): Upstream[] {
  const upstreams = [
    createUpstream('api', '/api', config.apiUrl, 'json', log),
    createUpstream('priceboard', '/priceboard', config.priceboardUrl, 'html', log),
    createUpstream('sso', '/sso', config.ssoUpstream, 'html', log),
  ];
  if (config.mode === 'dev') {
    for (const site of SITES) {
      upstreams.push(
        createUpstream(`site:${site}`, `/_site/${site}`, config.devSites[site], 'html', log),
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
  upstream.handler.upgrade(req, socket as Parameters<RequestHandler['upgrade']>[1], head);
}
