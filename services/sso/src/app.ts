/**
 * The SSO as an HTTP handler: oidc-provider mounted under /sso, with our middleware in front
 * (security headers, assets, interactions). The same handler answers the browser through the
 * proxy (X-Forwarded-Host/Proto honoured) and the API's back channel on 127.0.0.1.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson, sendMetrics } from '@brokerage/shared/server/http.ts';
import { listen } from '@brokerage/shared/server/startup.ts';
import {
  type HttpMetrics,
  createPeerAllowList,
  observed,
} from '@brokerage/shared/server/observability.ts';
import type Provider from 'oidc-provider';
import { AccountStore } from './accounts/accounts';
import { MOUNT_PATH, type SsoConfig } from './config';
import { interactionRoutes, requestLimits } from './interactions';
import { createMetrics, log, routeOf } from './observability';
import { createProvider } from './provider';
import { createLimits } from './rate-limit';
import { FileStore } from './store/file-adapter';
import { ensureDir } from './store/json-file';
import { loadKeys } from './store/keys';
import { errorPage } from './views/pages';
import { assets, corsPolicy, pageContext, securityHeaders } from './web';

export interface SsoApp {
  provider: Provider;
  metrics: HttpMetrics;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Waits for pending writes; call after the HTTP server has stopped. */
  close: () => Promise<void>;
}

/** Express-style fields oidc-provider reads to learn its mount path. */
type MountedRequest = IncomingMessage & { originalUrl?: string; baseUrl?: string };

export async function createSsoApp(config: SsoConfig): Promise<SsoApp> {
  // One SSO per process (oidc-provider with its file store): its logger is the process's.
  log.level = config.logLevel;
  await ensureDir(config.storeDir);
  const [keys, store, accounts] = await Promise.all([
    loadKeys(config.storeDir),
    FileStore.open(config.storeDir),
    AccountStore.open(config.storeDir, config.lockout),
  ]);
  const provider = createProvider({ config, keys, store, accounts });
  const limits = createLimits(config.limits);

  provider.use(securityHeaders(config));
  provider.use(corsPolicy(config));
  provider.use(async (ctx, next) => {
    await next();
    if (
      ctx.path === '/.well-known/openid-configuration' &&
      ctx.body &&
      typeof ctx.body === 'object'
    ) {
      // Endpoints are listed for the origin that asked (the API reads this document on
      // 127.0.0.1), but the two the browser is sent to always belong to the issuer.
      Object.assign(ctx.body, {
        authorization_endpoint: `${config.issuer}/auth`,
        end_session_endpoint: `${config.issuer}/session/end`,
      });
    } else if (ctx.status === 404 && !ctx.body && ctx.method === 'GET') {
      ctx.status = 404;
      ctx.type = 'html';
      ctx.body = errorPage(
        pageContext(ctx, config, undefined, { switchPath: null }),
        'notFound',
        undefined,
      );
    }
  });
  provider.use(assets());
  provider.use(requestLimits(config, limits));
  provider.use(interactionRoutes(provider, accounts, config, limits));

  const callback = provider.callback();
  const metrics = createMetrics();
  const probe = probes(config, metrics);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (probe(req, res)) return;
    const rest = url.slice(MOUNT_PATH.length);
    if (!url.startsWith(MOUNT_PATH) || (rest !== '' && !/^[/?]/.test(rest))) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const mounted = req as MountedRequest;
    mounted.originalUrl = url;
    mounted.baseUrl = MOUNT_PATH;
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    void callback(req, res);
  };

  return {
    provider,
    metrics,
    handle: observed(handle, { metrics, logger: log, routeOf }),
    close: async () => {
      await Promise.all([store.close(), accounts.close()]);
    },
  };
}

/**
 * GET /healthz (liveness), /readyz (the store directory is writable: keys, accounts and
 * sessions live there) and /metrics, at the root of the SSO's own listener, outside /sso and
 * its request limits. True when the request was one of them. /metrics is for loopback and
 * METRICS_ALLOW only (the TCP peer, as the proxy and the board check it); anyone else gets the
 * 404 of any unknown path.
 */
function probes(config: SsoConfig, metrics: HttpMetrics) {
  const mayScrape = createPeerAllowList(config.metricsAllow);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (path === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
    } else if (path === '/readyz') {
      access(config.storeDir, constants.W_OK).then(
        () => sendJson(res, 200, { status: 'ready', checks: { store: 'ok' } }),
        (error: NodeJS.ErrnoException) =>
          sendJson(res, 503, { status: 'unready', checks: { store: error.code ?? 'unavailable' } }),
      );
    } else if (path === '/metrics' && mayScrape(req.socket.remoteAddress)) {
      sendMetrics(res, metrics.registry);
    } else {
      return false;
    }
    return true;
  };
}

export interface RunningSso {
  app: SsoApp;
  server: http.Server;
  /** http://127.0.0.1:<port> (no mount path). */
  origin: string;
  close: () => Promise<void>;
}

export async function startSso(config: SsoConfig): Promise<RunningSso> {
  const app = await createSsoApp(config);
  const server = http.createServer(app.handle);
  // Far longer than the proxy keeps an idle connection to it (UPSTREAM_KEEPALIVE_MS, 4 s):
  // Node's 5 s default left a second between them, and a form posted on a connection as it
  // closed was reset (issue 20 #8).
  server.keepAliveTimeout = 65_000;
  await listen(server, config.port, config.host);
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; in-flight requests still finish.
        server.closeIdleConnections();
      });
      await app.close();
    })();
    return closing;
  };
  return { app, server, origin: `http://${config.host}:${port}`, close };
}
