import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Locale, SiteId } from '@brokerage/shared/routing/routes.ts';
import type { SystemData } from '@brokerage/shared/validation/systemData.ts';
import type { CompressionCache } from '../static/compress';
import type { ProxyConfig } from '../config';
import type { ContentSource } from './content';
import { RETRY_AFTER_SECONDS, sendUnavailable } from './error-page';
import { injectHead, injectSystemData } from './head';
import { injectRendered, type PageRenderer } from './ssr';
import {
  applyHeaders,
  inlineScriptHashes,
  isHttpsRequest,
  requestOrigin,
  type SecurityHeaders,
} from '../http/headers';
import { resolvePage, type Resolution } from './resolve';
import { forwardedFor } from '../http/upstreams';
import { sendBody } from '../static/send';
import { buildHeadMeta } from '../seo/seo';
import { distDir } from '../static/static';

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
}

function sendRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  redirect: Extract<Resolution, { type: 'redirect' }>,
): void {
  res.statusCode = redirect.status;
  res.setHeader('location', redirect.location);
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

/**
 * A page request: pick the site and status, inject the head, send the site's index.html.
 * The React app then renders the same decision (404 page, maintenance page) on the client.
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

  // Lookups go out on this visitor's behalf, so the API's rate limit counts them as theirs.
  const content = deps.content.forClient?.(forwardedFor(req, deps.config)) ?? deps.content;
  const resolution = await resolvePage(req.url ?? '/', content);
  if (resolution.type === 'redirect') {
    applyHeaders(res, deps.security({ https, origin }));
    sendRedirect(req, res, resolution);
    return;
  }

  const [template, headMeta, systemData] = await Promise.all([
    deps.templates.get(resolution.site),
    buildHeadMeta(resolution, content, origin),
    loadSystemData(content, resolution.locale),
  ]);
  if (template === undefined) {
    applyHeaders(res, deps.security({ https, origin, site: resolution.site }));
    sendUnavailable(res, 'html', head);
    return;
  }

  // The site renders the page itself, the same decision (a 404 included); the maintenance page
  // and a page whose status the proxy could not decide are left to the browser.
  const rendered =
    deps.renderer && !head && resolution.status !== 503 && !resolution.undecided
      ? await deps.renderer.render(
          resolution.site,
          {
            url: req.url ?? '/',
            origin,
            api: {
              baseURL: `${deps.apiBase?.() ?? deps.config.apiUrl}/api/v1`,
              headers: { 'x-forwarded-for': forwardedFor(req, deps.config) },
            },
            ...(systemData ? { systemData } : {}),
            ...(resolution.answers ? { answers: resolution.answers } : {}),
          },
          template,
        )
      : undefined;
  const html = injectRendered(
    injectSystemData(injectHead(template, resolution.locale, headMeta), systemData),
    rendered,
  );
  const body = Buffer.from(html, 'utf8');
  const hash = createHash('sha1').update(body).digest('base64url');
  const headers = {
    ...deps.security({
      https,
      origin,
      site: resolution.site,
      // The template's own inline scripts only (Vite's dev preamble; a build has none): never
      // those of the document as served, or a script in rendered markup would allow itself.
      scriptHashes: inlineScriptHashes(template),
    }),
    'cache-control': resolution.status === 503 || resolution.undecided ? 'no-store' : 'no-cache',
    ...(resolution.status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
  };
  await sendBody(req, res, deps.compression, {
    status: resolution.status,
    body,
    contentType: 'text/html; charset=utf-8',
    dynamic: true,
    etag: resolution.status === 200 && !resolution.undecided ? `W/"${hash}"` : undefined,
    headers,
  });
}
