import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALES, type Locale } from '@brokerage/shared/routing/routes.ts';
import type { CompressionCache } from '../static/compress';
import type { ProxyConfig } from '../config';
import { type ApiFetch, type ContentSource, fetchFrom } from '../pages/content';
import { RETRY_AFTER_SECONDS } from '../pages/error-page';
import { applyHeaders, isHttpsRequest, requestOrigin, type SecurityHeaders } from '../http/headers';
import { renderRobots } from './robots';
import { sendBody, sendText } from '../static/send';
import {
  capSitemap,
  contentItemEntries,
  createSitemapCache,
  fetchAllContent,
  fetchPublishedPages,
  renderSitemap,
  sitemapEntries,
  type SitemapCache,
  type SitemapEntry,
} from './sitemap';

/** The root files crawlers and browsers ask for by convention. */
export const SEO_FILE_PATHS = ['/robots.txt', '/sitemap.xml', '/favicon.ico'] as const;

export const isSeoFilePath = (rawPath: string): boolean =>
  (SEO_FILE_PATHS as readonly string[]).includes(rawPath);

/** Browsers ask for /favicon.ico by default; the sites ship an SVG icon. */
export const FAVICON_LOCATION = '/_site/corporate/favicon.svg';

const CACHE_CONTROL = 'public, max-age=3600';

/** Rendered sitemaps kept per generation; one per public host name is the normal case. */
const MAX_RENDERED_ORIGINS = 8;

export interface SeoFileOptions {
  config: ProxyConfig;
  content: ContentSource;
  compression: CompressionCache;
  security: SecurityHeaders;
  /** How long a computed sitemap is kept before the API is asked again (10 minutes). */
  sitemapTtlMs?: number;
  /** How the sitemap's lists are fetched (the API pool); `config.apiUrl` otherwise. */
  fetchApi?: ApiFetch;
  now?: () => number;
  log?: (message: string) => void;
}

export type SeoFileHandler = ((
  req: IncomingMessage,
  res: ServerResponse,
  rawPath: string,
) => Promise<void>) & {
  /** Content changed: the sitemap is listed again on its next request. */
  invalidate(): void;
};

/** The languages the CMS has switched on; both when the API cannot say. */
async function enabledLocales(content: ContentSource): Promise<Locale[]> {
  const general = await content.general('vi');
  if (general.status !== 'found') return [...LOCALES];
  const codes = general.value.locales.filter((l) => l.enabled).map((l) => l.code);
  const enabled = LOCALES.filter((locale) => codes.includes(locale));
  return enabled.length > 0 ? enabled : [...LOCALES];
}

/** `/robots.txt`, `/sitemap.xml` and `/favicon.ico`, answered by the proxy itself. */
export function createSeoFileHandler(options: SeoFileOptions): SeoFileHandler {
  const { config, content, compression, security } = options;
  const fetchApi = options.fetchApi ?? fetchFrom(config.apiUrl);
  const sitemap: SitemapCache = createSitemapCache({
    ttlMs: options.sitemapTtlMs,
    now: options.now,
    log: options.log,
    load: async (): Promise<SitemapEntry[]> => {
      // Either list failing fails the load: the last good sitemap is kept rather than one
      // that tells crawlers every article (or every CMS page) is gone.
      const [pages, items, enabled] = await Promise.all([
        fetchPublishedPages(fetchApi, config.apiTimeoutMs),
        fetchAllContent(fetchApi, config.apiTimeoutMs),
        enabledLocales(content),
      ]);
      const { entries, droppedUrls } = capSitemap([
        ...sitemapEntries(pages, enabled),
        ...contentItemEntries(items, enabled),
      ]);
      if (droppedUrls > 0)
        options.log?.(`sitemap: ${droppedUrls} URLs over the size limit left out (oldest content)`);
      return entries;
    },
  });

  // The rendered body and its hash per (sitemap generation, origin): the entries array is
  // replaced on every reload, so a WeakMap keyed on it drops old renders with it. Origins are
  // bounded because the Host header is client-chosen.
  const rendered = new WeakMap<SitemapEntry[], Map<string, { body: Buffer; hash: string }>>();
  const renderFor = (entries: SitemapEntry[], origin: string) => {
    let byOrigin = rendered.get(entries);
    if (!byOrigin) {
      byOrigin = new Map();
      rendered.set(entries, byOrigin);
    }
    const hit = byOrigin.get(origin);
    if (hit) return hit;
    const body = Buffer.from(renderSitemap(entries, origin), 'utf8');
    const value = { body, hash: createHash('sha1').update(body).digest('base64url') };
    if (byOrigin.size >= MAX_RENDERED_ORIGINS) {
      const oldest = byOrigin.keys().next().value;
      if (oldest !== undefined) byOrigin.delete(oldest);
    }
    byOrigin.set(origin, value);
    return value;
  };

  const handler = async (req: IncomingMessage, res: ServerResponse, rawPath: string) => {
    const head = req.method === 'HEAD';
    const https = isHttpsRequest(req, config);
    const origin = requestOrigin(req, config);
    applyHeaders(res, security({ https, origin }));
    if (req.method !== 'GET' && !head) {
      res.setHeader('allow', 'GET, HEAD');
      sendText(res, 405, 'Method Not Allowed', head);
      return;
    }

    if (rawPath === '/favicon.ico') {
      res.statusCode = 301;
      res.setHeader('location', FAVICON_LOCATION);
      res.setHeader('cache-control', 'public, max-age=86400');
      res.setHeader('content-length', 0);
      res.end();
      return;
    }

    if (rawPath === '/robots.txt') {
      await sendBody(req, res, compression, {
        status: 200,
        body: Buffer.from(renderRobots(origin), 'utf8'),
        contentType: 'text/plain; charset=utf-8',
        headers: { 'cache-control': CACHE_CONTROL },
      });
      return;
    }

    // A sitemap holds absolute URLs only; without a trustworthy host there is nothing to write.
    if (!origin) {
      sendText(res, 400, 'Bad Request', head);
      return;
    }
    const result = await sitemap.get();
    if (!result) {
      // Never an empty sitemap: crawlers would read it as every page gone.
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      sendText(res, 503, 'Service Unavailable', head);
      return;
    }
    // A stale copy (API down since the last good list) is still the best answer there is.
    const { body, hash } = renderFor(result.entries, origin);
    await sendBody(req, res, compression, {
      status: 200,
      body,
      contentType: 'application/xml; charset=utf-8',
      cacheKey: `sitemap:${hash}`,
      etag: `W/"${hash}"`,
      headers: { 'cache-control': CACHE_CONTROL },
    });
  };
  return Object.assign(handler, { invalidate: () => sitemap.invalidate() });
}
