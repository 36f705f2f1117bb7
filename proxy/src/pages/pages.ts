import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Locale, SiteId } from '@brokerage/shared/routing/routes.ts';
import type { SystemData } from '@brokerage/shared/validation/systemData.ts';
import type { CompressionCache } from '../static/compress';
import type { ProxyConfig } from '../config';
import type { ContentSource } from './content';
import { RETRY_AFTER_SECONDS, sendUnavailable } from './error-page';
import { injectHead, injectSystemData } from './head';
import { type PageRenderer } from './ssr';
import { PageCache, sendCachedPage, type CachedPage } from './page-cache';
import {
  applyHeaders,
  inlineScriptHashes,
  isHttpsRequest,
  requestOrigin,
  type SecurityHeaders,
  UNCOMPRESSED,
} from '../http/headers';
import { resolvePage, type Resolution } from './resolve';
import { forwardedFor } from '../http/upstreams';
import { sendBody } from '../static/send';
import { buildHeadMeta } from '../seo/seo';
import { distDir } from '../static/static';
import { splitTracking, withTracking } from './tracking';

/** Where a site's index.html comes from: its build, or its Vite dev server. */
export interface TemplateSource {
  /** The site's index.html, or undefined when it cannot be had (no build, dev server down). */
  get(site: SiteId): Promise<string | undefined>;
}

/** Production: each dist/index.html read once, re-read only when a rebuild changes it. */
export function createDistTemplates(sitesDir: string): TemplateSource {
  const cache = new Map<SiteId, { mtimeMs: number; size: number; html: string }>();
  return {
    async get(site) {
      const file = path.join(distDir(sitesDir, site), 'index.html');
      try {
        const info = await stat(file);
        const hit = cache.get(site);
        if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit.html;
        const html = await readFile(file, 'utf8');
        cache.set(site, { mtimeMs: info.mtimeMs, size: info.size, html });
        return html;
      } catch {
        cache.delete(site);
        return undefined;
      }
    },
  };
}

/** Dev: Vite's transformed index.html (HMR client, React refresh preamble), fetched each time. */
export function createDevTemplates(
  devSites: Record<SiteId, string>,
  timeoutMs: number,
): TemplateSource {
  return {
    async get(site) {
      try {
        const response = await fetch(`${devSites[site]}/_site/${site}/`, {
          headers: { accept: 'text/html' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return undefined;
        }
        return await response.text();
      } catch {
        return undefined;
      }
    },
  };
}

export interface PageDeps {
  config: ProxyConfig;
  content: ContentSource;
  templates: TemplateSource;
  compression: CompressionCache;
  security: SecurityHeaders;
  /** Server rendering; without it every page goes out unrendered. */
  renderer?: PageRenderer;
  /** The API origin a render calls (a replica that is up); `config.apiUrl` otherwise. */
  apiBase?: () => string;
  /** Finished documents (production); without it every request is resolved and rendered. */
  pageCache?: PageCache;
}

function sendRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  redirect: Extract<Resolution, { type: 'redirect' }>,
  tracking: string,
): void {
  res.statusCode = redirect.status;
  res.setHeader('location', withTracking(redirect.location, tracking));
  // Canonical redirects are forever; CMS redirects can be edited, so browsers re-check soon.
  res.setHeader(
    'cache-control',
    redirect.reason === 'canonical' ? 'public, max-age=86400' : 'public, max-age=300',
  );
  res.setHeader('content-length', 0);
  res.end();
}

/**
 * The settings, text overrides and menus of the page's language, for the page to render its
 * shell without asking the API (shared/validation systemData). Cached like every lookup; when
 * one of them is not to be had, none is sent and the page asks the API itself.
 */
export async function loadSystemData(
  content: ContentSource,
  locale: Locale,
): Promise<SystemData | undefined> {
  if (!content.menus || !content.translations) return undefined;
  const [general, menus, translations] = await Promise.all([
    content.general(locale),
    content.menus(locale),
    content.translations(locale),
  ]);
  if (general.status !== 'found' || menus.status !== 'found' || translations.status !== 'found')
    return undefined;
  return { locale, general: general.value, menus: menus.value, translations: translations.value };
}

/** What a page request came to; concurrent requests for one cold URL share one. */
type BuiltPage =
  | { type: 'redirect'; redirect: Extract<Resolution, { type: 'redirect' }> }
  | { type: 'unavailable'; site: SiteId }
  | {
      type: 'page';
      page: CachedPage;
      /** Rendered, decided and 200 or 404: the same for every visitor until content changes. */
      keep: boolean;
    };

/**
 * A page request: pick the site and status, inject the head, send the site's index.html.
 * The React app then renders the same decision (404 page, maintenance page) on the client.
 * With a page cache (production), a GET the cache holds is answered from it without a lookup.
 */
export async function handlePage(
  req: IncomingMessage,
  res: ServerResponse,
  deps: PageDeps,
): Promise<void> {
  const head = req.method === 'HEAD';
  const https = isHttpsRequest(req, deps.config);
  const origin = requestOrigin(req, deps.config);
  if (req.method !== 'GET' && !head) {
    applyHeaders(res, deps.security({ https, origin }));
    res.statusCode = 405;
    res.setHeader('allow', 'GET, HEAD');
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Method Not Allowed');
    return;
  }

  // Campaign parameters are no part of the page: one render and one cache entry serve them all.
  const { url, tracking } = splitTracking(req.url ?? '/');
  const cache = deps.pageCache;
  const key = PageCache.key(origin, url);
  const cachedHead = head ? cache?.get(key) : undefined;
  if (cache && cachedHead) {
    await sendCachedPage(req, res, cache, key, cachedHead);
    return;
  }

  // A HEAD is never rendered, so it never fills the cache either.
  const build = () => buildPage(req, res, deps, { url, head, https, origin });
  let built: BuiltPage;
  if (cache && !head) {
    const outcome = await cache.getOrBuild(key, build, (page) =>
      page.type === 'page' && page.keep ? page.page : undefined,
    );
    if ('hit' in outcome) {
      await sendCachedPage(req, res, cache, key, outcome.hit);
      return;
    }
    built = outcome.built;
  } else {
    built = await build();
  }

  if (built.type === 'redirect') {
    applyHeaders(res, deps.security({ https, origin }));
    sendRedirect(req, res, built.redirect, tracking);
    return;
  }
  if (built.type === 'unavailable') {
    applyHeaders(res, deps.security({ https, origin, site: built.site }));
    sendUnavailable(res, 'html', head);
    return;
  }
  if (cache && built.keep) {
    await sendCachedPage(req, res, cache, key, built.page);
    return;
  }
  const { page } = built;
  await sendBody(req, res, deps.compression, {
    status: page.status,
    body: page.body,
    contentType: HTML,
    dynamic: true,
    etag: page.etag || undefined,
    headers: page.headers,
  });
}

const HTML = 'text/html; charset=utf-8';

async function buildPage(
  req: IncomingMessage,
  res: ServerResponse,
  deps: PageDeps,
  { url, head, https, origin }: { url: string; head: boolean; https: boolean; origin: string },
): Promise<BuiltPage> {
  // Lookups go out on this visitor's behalf, so the API's rate limit counts them as theirs.
  const content = deps.content.forClient?.(forwardedFor(req, deps.config)) ?? deps.content;
  const resolution = await resolvePage(url, content);
  if (resolution.type === 'redirect') return { type: 'redirect', redirect: resolution };

  const [template, headMeta, systemData] = await Promise.all([
    deps.templates.get(resolution.site),
    buildHeadMeta(resolution, content, origin),
    loadSystemData(content, resolution.locale),
  ]);
  if (template === undefined) return { type: 'unavailable', site: resolution.site };

  // A visitor who leaves before their render starts does not cost one.
  const left = new AbortController();
  const onClose = () => {
    if (!res.writableEnded) left.abort();
  };
  res.once('close', onClose);
  // The site renders the page itself, the same decision (a 404 included); the maintenance page
  // and a page whose status the proxy could not decide are left to the browser.
  const document = injectSystemData(injectHead(template, resolution.locale, headMeta), systemData);
  const rendered =
    deps.renderer && !head && resolution.status !== 503 && !resolution.undecided
      ? await deps.renderer.renderDocument(
          resolution.site,
          {
            url,
            origin,
            api: {
              baseURL: `${deps.apiBase?.() ?? deps.config.apiUrl}/api/v1`,
              headers: { ...UNCOMPRESSED, 'x-forwarded-for': forwardedFor(req, deps.config) },
            },
            ...(systemData ? { systemData } : {}),
            ...(resolution.answers ? { answers: resolution.answers } : {}),
          },
          document,
          left.signal,
        )
      : undefined;
  res.off('close', onClose);
  const body = rendered
    ? Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength)
    : Buffer.from(document, 'utf8');
  const decided = resolution.status !== 503 && !resolution.undecided;
  const etag =
    resolution.status === 200 && decided
      ? `W/"${createHash('sha1').update(body).digest('base64url')}"`
      : '';
  const headers: OutgoingHttpHeaders = {
    ...deps.security({
      https,
      origin,
      site: resolution.site,
      // The template's own inline scripts only (Vite's dev preamble; a build has none): never
      // those of the document as served, or a script in rendered markup would allow itself.
      scriptHashes: inlineScriptHashes(template),
    }),
    'cache-control': decided ? 'no-cache' : 'no-store',
    ...(resolution.status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
    'content-type': HTML,
    vary: 'Accept-Encoding',
    ...(etag ? { etag } : {}),
  };
  const status = resolution.status;
  const keep = decided && rendered !== undefined && (status === 200 || status === 404);
  return {
    type: 'page',
    page: { status, site: resolution.site, headers, body, etag },
    keep,
  };
}
