import http from 'node:http';
import type { Duplex } from 'node:stream';
import { splitUrl } from '@brokerage/shared/routing/pathPolicy.ts';
import { CompressionCache } from './static/compress';
import type { ProxyConfig } from './config';
import { createApiContent, type ContentSource } from './pages/content';
import { sendUnavailable } from './pages/error-page';
import { cachedHealthCheck, checkHealth } from './http/healthz';
import { applyHeaders, createSecurityHeaders, isHttpsRequest, requestOrigin } from './http/headers';
import { createDevTemplates, createDistTemplates, handlePage } from './pages/pages';
import { createDistRenderers } from './pages/ssr';
import { createSeoFileHandler, isSeoFilePath } from './seo/seo-files';
import { sendText } from './static/send';
import { SITE_PREFIX, createStaticServer } from './static/static';
import {
  createUpstreams,
  findUpstream,
  forwardUpgrade,
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
  log?: (message: string) => void;
}

/** The Vite dev server compiles on first request; give it longer than the API gets. */
const DEV_TEMPLATE_TIMEOUT_MS = 10_000;

/**
 * The one public origin (design §1): upstream prefixes, site assets, health, then pages.
 * Returned unstarted so tests can listen on an ephemeral port.
 */
export function createProxyServer(
  config: ProxyConfig,
  options: ProxyServerOptions = {},
): ProxyServer {
  const log = options.log ?? ((message: string) => console.warn(`[proxy] ${message}`));
  const security = createSecurityHeaders(config);
  const compression = new CompressionCache();
  const content =
    options.content ??
    createApiContent({ apiUrl: config.apiUrl, timeoutMs: config.apiTimeoutMs, log });
  const templates =
    config.mode === 'dev'
      ? createDevTemplates(config.devSites, DEV_TEMPLATE_TIMEOUT_MS)
      : createDistTemplates(config.sitesDir);
  const staticFiles = createStaticServer(config.sitesDir, compression);
  const upstreams = createUpstreams(config, log);
  // Dev serves Vite's live modules, which the server builds would not match.
  const renderer =
    config.mode === 'production' && config.ssr
      ? createDistRenderers(config.sitesDir, { timeoutMs: config.ssrTimeoutMs, log })
      : undefined;
  const pageDeps = { config, content, templates, compression, security, renderer };
  const seoFiles = createSeoFileHandler({
    config,
    content,
    compression,
    security,
    sitemapTtlMs: options.sitemapTtlMs,
    log,
  });
  const health = cachedHealthCheck(() => checkHealth(config), options.healthTtlMs);
  const upgraded = new Set<Duplex>();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const { rawPath } = splitUrl(req.url ?? '/');
    const head = req.method === 'HEAD';
    const https = isHttpsRequest(req, config);
    const origin = requestOrigin(req, config);

    const upstream = findUpstream(upstreams, rawPath);
    if (upstream) {
      // Set first: http-proxy copies the upstream's headers over ours, so an upstream's own
      // CSP or caching for its content wins and ours only fill what it left out.
      applyHeaders(res, security({ https, origin }));
      if (refuseOversized(upstream, req, res, config.maxBodyBytes)) return;
      setForwardedHeaders(req, config);
      await upstream.handler(req, res, (error?: unknown) => {
        log(`${upstream.name}: cannot proxy ${req.url}: ${String(error)}`);
        sendUnavailable(res, upstream.errorKind, head);
      });
      return;
    }

    if (rawPath === '/healthz') {
      applyHeaders(res, security({ https, origin }));
      const report = await health();
      const body = JSON.stringify(report);
      res.statusCode = report.status === 'ok' ? 200 : 503;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.setHeader('content-length', Buffer.byteLength(body));
      res.end(head ? undefined : body);
      return;
    }

    if (rawPath.startsWith(SITE_PREFIX) || rawPath === '/_site') {
      const headers = security({ https, origin });
      if (req.method !== 'GET' && !head) {
        applyHeaders(res, headers);
        res.setHeader('allow', 'GET, HEAD');
        sendText(res, 405, 'Method Not Allowed', head);
        return;
      }
      const outcome = await staticFiles.serve(req, res, rawPath, headers);
      if (outcome === 'served') return;
      applyHeaders(res, headers);
      if (outcome === 'no-dist') sendUnavailable(res, 'html', head);
      else sendText(res, 404, 'Not Found', head);
      return;
    }

    // Conventional root files: without this they would cost a CMS lookup and get the 404 page.
    if (isSeoFilePath(rawPath)) {
      await seoFiles(req, res, rawPath);
      return;
    }

    await handlePage(req, res, pageDeps);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(
        `unhandled error on ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal Server Error', req.method === 'HEAD');
    });
  });

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    // A reset from either side must not take the process down.
    socket.on('error', () => socket.destroy());
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    forwardUpgrade(upstreams, config, req, socket, head, splitUrl(req.url ?? '/').rawPath);
  });

  return Object.assign(server, {
    async shutdown(graceMs = 10_000): Promise<void> {
      // Web sockets (price board, HMR) never end by themselves; clients reconnect elsewhere.
      for (const socket of upgraded) socket.destroy();
      for (const upstream of upstreams) upstream.agent.destroy();
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
