import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { splitUrl } from '@brokerage/shared/routing/pathPolicy.ts';
import { createPeerAllowList } from '@brokerage/shared/server/observability.ts';
import { CompressionCache } from './static/compress';
import type { ProxyConfig } from './config';
import { createApiContent, type ContentSource } from './pages/content';
import { IDEMPOTENT, createApiPool } from './http/api-pool';
import type { ContentEvents } from './http/content-events';
import {
  type AccessLogEntry,
  type RouteKind,
  assignRequestId,
  createProxyMetrics,
  jsonLine,
  writeAccessLog,
} from './http/observability';
import { sendUnavailable } from './pages/error-page';
import { cachedHealthCheck, checkHealth } from './http/healthz';
import { applyHeaders, createSecurityHeaders, isHttpsRequest, requestOrigin } from './http/headers';
import { createDevTemplates, createDistTemplates, handlePage } from './pages/pages';
import { createDistRenderers, type PageRenderer } from './pages/ssr';
import { PageCache } from './pages/page-cache';
import { createRenderPool, type RenderPool } from './pages/render-pool';
import { createSeoFileHandler, isSeoFilePath } from './seo/seo-files';
import { sendText } from './static/send';
import { SITE_PREFIX, createStaticServer } from './static/static';
import {
  createUpstreams,
  findUpstream,
  forwardUpgrade,
  priceboardTimeoutMs,
  refuseOversized,
  setForwardedHeaders,
} from './http/upstreams';

export type ProxyServer = http.Server & {
  /** Stop accepting, let requests in flight finish for `graceMs`, then cut what is left. */
  shutdown(graceMs?: number): Promise<void>;
};

export interface ProxyServerOptions {
  /** Replaces the API-backed content source (tests, or a future non-HTTP source). */
  content?: ContentSource;
  /** How long the computed sitemap is kept (10 minutes); tests shorten it. */
  sitemapTtlMs?: number;
  /** How long a `/healthz` report is reused (2 s); tests that flip upstream health use 0. */
  healthTtlMs?: number;
  /** How often an API replica marked down is asked for its /readyz (1 s). */
  probeIntervalMs?: number;
  /** content-changed (Redis): drops the CMS lookups and the sitemap on each message. */
  contentEvents?: ContentEvents;
  /** Warnings (one line each); JSON lines on stderr by default. */
  log?: (message: string) => void;
  /** The one line per request; a JSON line on stdout by default. */
  accessLog?: (entry: AccessLogEntry) => void;
}

/** The route kind of an upstream for metrics: the dev sites' Vite servers count as one. */
const upstreamKind = (name: string): RouteKind =>
  name === 'api' || name === 'sso' || name === 'priceboard' ? name : 'dev-site';

/** The Vite dev server compiles on first request; give it longer than the API gets. */
const DEV_TEMPLATE_TIMEOUT_MS = 10_000;

/** Render threads (render-pool.ts), or the proxy's own thread with SSR_WORKERS=0. */
function createRenderer(
  config: ProxyConfig,
  log: (message: string) => void,
): { renderer: PageRenderer; pool?: RenderPool } {
  if (config.ssrWorkers === 0) {
    const renderer = createDistRenderers(config.sitesDir, { timeoutMs: config.ssrTimeoutMs, log });
    void renderer.warm();
    return { renderer };
  }
  const pool = createRenderPool({
    sitesDir: config.sitesDir,
    workers: config.ssrWorkers,
    perWorker: config.ssrRendersPerWorker,
    maxQueue: config.ssrQueue,
    timeoutMs: config.ssrTimeoutMs,
    nice: config.ssrNice,
    log,
  });
  return { renderer: pool, pool };
}

/**
 * The one public origin (design §1): upstream prefixes, site assets, health, then pages.
 * Returned unstarted so tests can listen on an ephemeral port.
 */
export function createProxyServer(
  config: ProxyConfig,
  options: ProxyServerOptions = {},
): ProxyServer {
  const log = options.log ?? ((message: string) => jsonLine('warn', message));
  const accessLog = options.accessLog ?? writeAccessLog;
  const security = createSecurityHeaders(config);
  const compression = new CompressionCache();
  const metrics = createProxyMetrics();
  const metricsPeer = createPeerAllowList(config.metricsAllow);
  const pool = createApiPool(config.apiUrls, {
    timeoutMs: config.upstreamTimeoutMs,
    idleMs: config.upstreamKeepAliveMs,
    probeIntervalMs: options.probeIntervalMs,
    log,
    onAttempt: (target, outcome) => metrics.countUpstream('api', target, outcome),
  });
  // A real feed (PRICEBOARD_URL) has no agreed readiness route: any answer below 500 is alive.
  const priceboardPool = createApiPool(config.priceboardUrls, {
    timeoutMs: priceboardTimeoutMs(config),
    idleMs: config.upstreamKeepAliveMs,
    probeIntervalMs: options.probeIntervalMs,
    label: 'price-board instance',
    probe: { path: '/priceboard/', ok: (status) => status < 500 },
    // The board's POSTs (the SignalR negotiate, Acc/amw) only read: one whose connection broke
    // before its body went out is asked of another instance.
    repeatable: new Set([...IDEMPOTENT, 'POST']),
    log,
    onAttempt: (target, outcome) => metrics.countUpstream('priceboard', target, outcome),
  });
  const content =
    options.content ??
    createApiContent({ fetchApi: pool.fetch, timeoutMs: config.apiTimeoutMs, log });
  const templates =
    config.mode === 'dev'
      ? createDevTemplates(config.devSites, DEV_TEMPLATE_TIMEOUT_MS)
      : createDistTemplates(config.sitesDir);
  const staticFiles = createStaticServer(config.sitesDir, compression, security);
  const upstreams = createUpstreams(
    config,
    log,
    { api: pool, priceboard: priceboardPool },
    metrics.countUpstream,
  );
  // Dev serves Vite's live modules, which the server builds would not match.
  const rendering =
    config.mode === 'production' && config.ssr ? createRenderer(config, log) : undefined;
  const renderer = rendering?.renderer;
  // Dev pages change with every edit; production keeps finished ones (page-cache.ts).
  const pageCache =
    config.mode === 'production' && (config.pageCacheTtlMs > 0 || config.pageCacheMarketTtlMs > 0)
      ? new PageCache({
          ttlMs: (site) =>
            site === 'analysis' ? config.pageCacheMarketTtlMs : config.pageCacheTtlMs,
        })
      : undefined;
  const pageDeps = {
    config,
    content,
    templates,
    compression,
    security,
    renderer,
    apiBase: pool.baseUrl,
    pageCache,
  };
  const seoFiles = createSeoFileHandler({
    config,
    content,
    compression,
    security,
    sitemapTtlMs: options.sitemapTtlMs,
    fetchApi: pool.fetch,
    log,
  });
  // /healthz asks an API replica and a price-board instance that are up (the first when none is).
  const health = cachedHealthCheck(
    () =>
      checkHealth({ ...config, apiUrl: pool.baseUrl(), priceboardUrl: priceboardPool.baseUrl() }),
    options.healthTtlMs,
  );
  options.contentEvents?.onChange(() => {
    content.invalidate?.();
    pageCache?.clear();
    seoFiles.invalidate();
  });
  const upgraded = new Set<Duplex>();

  /** JSON for the probes: no caching, HEAD without a body. */
  function sendJson(res: http.ServerResponse, status: number, value: unknown, head: boolean) {
    const body = JSON.stringify(value);
    res.statusCode = status;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-length', Buffer.byteLength(body));
    res.end(head ? undefined : body);
  }

  async function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    seen: { route: RouteKind; upstream?: string },
  ): Promise<void> {
    const { rawPath } = splitUrl(req.url ?? '/');
    const head = req.method === 'HEAD';
    const https = isHttpsRequest(req, config);
    const origin = requestOrigin(req, config);

    const upstream = findUpstream(upstreams, rawPath);
    if (upstream) {
      seen.route = upstreamKind(upstream.name);
      // Set first: the upstream's headers are copied over ours, so an upstream's own CSP or
      // caching for its content wins and ours only fill what it left out.
      applyHeaders(res, security({ https, origin }));
      if (refuseOversized(upstream, req, res)) return;
      setForwardedHeaders(req, config);
      await upstream.forward(req, res, (target) => {
        seen.upstream = target;
      });
      return;
    }

    if (rawPath === '/healthz') {
      seen.route = 'healthz';
      applyHeaders(res, security({ https, origin }));
      const report = await health();
      sendJson(res, report.status === 'ok' ? 200 : 503, report, head);
      return;
    }

    // For the operator only (loopback or METRICS_ALLOW); anyone else gets the 404 page below.
    if (
      (rawPath === '/readyz' || rawPath === '/metrics') &&
      metricsPeer(req.socket.remoteAddress)
    ) {
      applyHeaders(res, security({ https, origin }));
      if (rawPath === '/readyz') {
        seen.route = 'readyz';
        const ready = await pool.ready();
        sendJson(
          res,
          ready ? 200 : 503,
          ready
            ? { status: 'ready', checks: { api: 'ok' } }
            : { status: 'unready', checks: { api: 'no API replica is ready' } },
          head,
        );
        return;
      }
      seen.route = 'metrics';
      const body = await metrics.registry.metrics();
      res.statusCode = 200;
      res.setHeader('content-type', metrics.registry.contentType);
      res.setHeader('cache-control', 'no-store');
      res.end(head ? undefined : body);
      return;
    }

    if (rawPath.startsWith(SITE_PREFIX) || rawPath === '/_site') {
      seen.route = 'static';
      if (req.method !== 'GET' && !head) {
        applyHeaders(res, security({ https, origin }));
        res.setHeader('allow', 'GET, HEAD');
        sendText(res, 405, 'Method Not Allowed', head);
        return;
      }
      // The full security set (CSP…) goes on documents only; assets carry fixed headers.
      const outcome = await staticFiles.serve(req, res, rawPath, { https, origin });
      if (outcome === 'served') return;
      applyHeaders(res, security({ https, origin }));
      if (outcome === 'no-dist') sendUnavailable(res, 'html', head);
      else sendText(res, 404, 'Not Found', head);
      return;
    }

    // Conventional root files: without this they would cost a CMS lookup and get the 404 page.
    if (isSeoFilePath(rawPath)) {
      seen.route = 'seo-file';
      await seoFiles(req, res, rawPath);
      return;
    }

    await handlePage(req, res, pageDeps);
  }

  const server = http.createServer((req, res) => {
    const started = performance.now();
    const reqId = assignRequestId(req, res);
    const seen: { route: RouteKind; upstream?: string } = { route: 'page' };
    res.once('close', () => {
      const ms = performance.now() - started;
      metrics.observeRequest(req.method ?? 'GET', seen.route, res.statusCode, ms / 1000);
      accessLog({
        reqId,
        method: req.method ?? 'GET',
        path: splitUrl(req.url ?? '/').rawPath,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        route: seen.route,
        ...(seen.upstream ? { upstream: seen.upstream } : {}),
      });
    });
    handle(req, res, seen).catch((error: unknown) => {
      log(
        `unhandled error on ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal Server Error', req.method === 'HEAD');
    });
  });

  // Visitors' clients keep idle connections longer than Node's 5 s (issue 20 #8): closing one
  // as a request arrives on it resets that request.
  server.keepAliveTimeout = config.keepAliveTimeoutMs;

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    // A reset from either side must not take the process down.
    socket.on('error', () => socket.destroy());
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    req.headers['x-request-id'] = randomUUID();
    forwardUpgrade(upstreams, config, req, socket, head, splitUrl(req.url ?? '/').rawPath);
  });

  return Object.assign(server, {
    async shutdown(graceMs = 10_000): Promise<void> {
      await rendering?.pool?.close();
      // Web sockets (price board, HMR) never end by themselves; clients reconnect elsewhere.
      for (const socket of upgraded) socket.destroy();
      for (const upstream of upstreams) upstream.close();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  });
}
