import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITES, type SiteId } from '@brokerage/shared/routing/routes.ts';
import { escapeHtml } from '@brokerage/shared/server/escapeHtml.ts';
import {
  PAGE_DATA_ELEMENT_ID,
  SSR_ATTRIBUTE,
  SSR_LAYOUT_ATTRIBUTE,
  type ServerRender,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@brokerage/shared/app/start/ssrMarkup.ts';
import { classesOf, cutSheet, parseSheet, type Sheet } from './criticalCss';
import { distDir } from '../static/static';

/**
 * Server rendering (design §1): each site's build has a `dist-server/server.js` whose `render`
 * turns a page request into the markup of `#root`. The page then paints before any script runs,
 * and the browser hydrates it. Whatever goes wrong here (no server build, an exception, a slow
 * API), the page is served as before, empty, and the browser renders it.
 */
export interface PageRenderer {
  /**
   * `document` (a site's template with the page's head and system data) with the page rendered
   * into it (injectRendered), as UTF-8; undefined when the page was not rendered (the document
   * then goes out as it is and the browser renders the page).
   */
  renderDocument(
    site: SiteId,
    request: ServerRenderRequest,
    document: string,
    /** The visitor left: a render not yet started is not worth starting. */
    signal?: AbortSignal,
  ): Promise<Uint8Array | undefined>;
}

/** The sites' server builds in this thread: the page's parts, or its whole document. */
export interface DistRenderers extends PageRenderer {
  /** The page's markup and data, and the stylesheets it needs beyond `template`'s. */
  render(
    site: SiteId,
    request: ServerRenderRequest,
    template: string,
  ): Promise<RenderedPage | undefined>;
  /**
   * Imports every site's server build now: the first render of a site otherwise waits for it
   * (about a second on this machine), and a page that waits past the render's time goes out
   * unrendered.
   */
  warm(): Promise<void>;
}

export interface RenderedPage extends ServerRenderResult {
  styles: PageStyles;
}

/** How a rendered page gets its styles: its own share inline, the whole sheets after paint. */
export interface PageStyles {
  /**
   * The rules of `sheets` that the page's markup uses (criticalCss.ts), for a `<style>`; empty
   * when they could not be cut (the page then links `sheets` as the build's template does).
   */
  critical: string;
  /** The template's stylesheets and those of the page's route, in cascade order. */
  sheets: string[];
}

export interface RendererOptions {
  /** How long a render may take (its API calls included) before the page goes out without it. */
  timeoutMs: number;
  log?: (message: string) => void;
}

const NO_RENDER = Symbol('no render');

/** Production: each site's server build, imported once and again when a rebuild replaces it. */
export function createDistRenderers(sitesDir: string, options: RendererOptions): DistRenderers {
  const loaded = new Map<SiteId, { mtimeMs: number; render: Promise<ServerRender | undefined> }>();
  const log = options.log ?? ((message: string) => console.warn(message));
  const styles = createStyleIndex(sitesDir);

  async function renderFor(site: SiteId): Promise<ServerRender | undefined> {
    const file = path.join(sitesDir, site, 'dist-server', 'server.js');
    const info = await stat(file).catch(() => undefined);
    if (!info) {
      loaded.delete(site);
      return undefined;
    }
    const hit = loaded.get(site);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.render;
    // A new URL per build: Node caches modules by URL, and a rebuilt file must be read again.
    const render = import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`).then(
      (module: { render?: ServerRender }) => {
        if (typeof module.render !== 'function')
          log(`ssr: ${site}'s server build exports no render`);
        return module.render;
      },
      (error: unknown) => {
        log(`ssr: ${site}'s server build did not load: ${String(error)}`);
        return undefined;
      },
    );
    loaded.set(site, { mtimeMs: info.mtimeMs, render });
    return render;
  }

  async function renderPage(
    site: SiteId,
    request: ServerRenderRequest,
    template: string,
  ): Promise<RenderedPage | undefined> {
    const render = await renderFor(site);
    if (!render) return undefined;
    // The path only: a query string may hold what a visitor typed (logs never carry it).
    const where = `${site} ${request.url.split('?')[0]}`;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<typeof NO_RENDER>((resolve) => {
      timer = setTimeout(() => resolve(NO_RENDER), options.timeoutMs);
    });
    try {
      const result = await Promise.race([render(request), late]);
      if (result === NO_RENDER) {
        log(`ssr: ${where} took over ${options.timeoutMs} ms; sent unrendered`);
        return undefined;
      }
      if (!result) return undefined;
      return { ...result, styles: await styles.stylesFor(site, template, result.html) };
    } catch (error) {
      log(
        `ssr: ${where} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    render: renderPage,
    async warm() {
      await Promise.all(SITES.map((site) => renderFor(site)));
    },
    async renderDocument(site, request, document) {
      const page = await renderPage(site, request, document);
      // Encoded here: in a render thread, the bytes move to the proxy's thread without a copy.
      return page && UTF8.encode(injectRendered(document, page));
    },
  };
}

const UTF8 = new TextEncoder();

const EMPTY_ROOT = /<div id="root"><\/div>/;
/** The build's entry: `<script type="module" crossorigin src="/_site/<site>/assets/…">`. */
const ENTRY_SCRIPT =
  /<script type="module" crossorigin src="(\/_site\/([a-z]+)\/[^"]+)"><\/script>/;
/** A module preload of the build (`<link rel="modulepreload" crossorigin href="…" …>`). */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/** A stylesheet link of the build (`<link rel="stylesheet" crossorigin href="…">`). */
const STYLESHEET = /[ \t]*<link rel="stylesheet" crossorigin href="([^"]+)">\n?/g;

/** CSS in a `<style>` element: nothing in it may close the element. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The rendered markup into the template's empty `#root`, marked as the server's, with the API
 * answers it was made from right after it. The page is readable before any script runs, so its
 * code comes second: the module script gives way to the site's `hydrate.js` (deferred; it
 * makes the markup inert, waits for the first paint, then loads the whole stylesheets and the
 * entry's chunks and starts it), and the build's module preloads and stylesheet links move onto
 * that script (`data-modules`, `data-styles`). The first paint needs the document alone: its
 * styles are the page's share of the sheets, inline (criticalCss.ts); the fonts and pictures of
 * that paint do not share the connection with the code.
 */
export function injectRendered(html: string, result: RenderedPage | undefined): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!result || !entry || !EMPTY_ROOT.test(html)) return html;
  const [tag, src, site] = entry;
  const layout = result.layout ? ` ${SSR_LAYOUT_ATTRIBUTE}="${escapeHtml(result.layout)}"` : '';
  const root = `<div id="root" ${SSR_ATTRIBUTE}${layout}>${result.html}</div>`;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${result.pageData}</script>`;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const { critical, sheets } = result.styles;
  const deferStyles = critical !== '';
  const styles = deferStyles ? ` data-styles="${escapeHtml(sheets.join(' '))}"` : '';
  const loader = `<script src="/_site/${site}/hydrate.js" data-entry="${src}" data-modules="${modules.join(' ')}"${styles} defer></script>`;
  const link = (href: string) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`;
  // Without JavaScript the whole sheets load as before (the inline share covers the markup).
  const head = deferStyles
    ? `<style data-critical>${styleText(critical)}</style>\n    <noscript>${sheets.map(link).join('')}</noscript>\n  </head>`
    : `${sheets
        .filter((href) => !html.includes(`href="${href}"`))
        .map((href) => `${link(href)}\n    `)
        .join('')}</head>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, (built, href: string) =>
      deferStyles && sheets.includes(href) ? '' : built,
    )
    .replace(tag, () => loader)
    .replace(/<\/head>/i, () => head)
    .replace(EMPTY_ROOT, () => `${root}\n    ${data}`);
}

/** A CSS-module class as Vite names it (`_hero_134er_1`); Mantine's own are in the entry CSS. */
const MODULE_CLASS = /\._[A-Za-z][\w-]*_[a-z0-9]{5}_\d+/g;

/**
 * A site build's stylesheets for rendered pages: which sheet defines each CSS-module class (a
 * page's own styles live in its route's CSS chunk, which the browser would only fetch with the
 * route's code), and each sheet parsed once so that every page gets its share inline.
 */
export interface StyleIndex {
  /** The stylesheets `markup` needs (the template's first) and their rules it uses. */
  stylesFor(site: SiteId, template: string, markup: string): Promise<PageStyles>;
}

interface SiteStyles {
  mtimeMs: number;
  /** CSS-module class → the stylesheet (file name) that defines it. */
  modules: Promise<Map<string, string>>;
  sheets: Map<string, Promise<Sheet>>;
}

export function createStyleIndex(sitesDir: string): StyleIndex {
  const bySite = new Map<SiteId, SiteStyles>();

  async function moduleIndex(assets: string): Promise<Map<string, string>> {
    const index = new Map<string, string>();
    const files = (await readdir(assets)).filter((name) => name.endsWith('.css')).sort();
    for (const name of files) {
      const css = await readFile(path.join(assets, name), 'utf8');
      for (const [selector] of css.matchAll(MODULE_CLASS)) {
        const className = selector.slice(1);
        if (!index.has(className)) index.set(className, name);
      }
    }
    return index;
  }

  async function siteStyles(
    site: SiteId,
  ): Promise<{ assets: string; styles: SiteStyles } | undefined> {
    const assets = path.join(distDir(sitesDir, site), 'assets');
    const info = await stat(assets).catch(() => undefined);
    if (!info) return undefined;
    const hit = bySite.get(site);
    if (hit && hit.mtimeMs === info.mtimeMs) return { assets, styles: hit };
    const styles: SiteStyles = {
      mtimeMs: info.mtimeMs,
      modules: moduleIndex(assets),
      sheets: new Map(),
    };
    bySite.set(site, styles);
    return { assets, styles };
  }

  function sheet(assets: string, styles: SiteStyles, file: string): Promise<Sheet> {
    let parsed = styles.sheets.get(file);
    if (!parsed) {
      parsed = readFile(path.join(assets, file), 'utf8').then(parseSheet);
      styles.sheets.set(file, parsed);
    }
    return parsed;
  }

  return {
    async stylesFor(site, template, markup) {
      const found = await siteStyles(site).catch(() => undefined);
      if (!found) return { critical: '', sheets: [] };
      const { assets, styles } = found;
      const prefix = `/_site/${site}/assets/`;
      const files: string[] = [];
      for (const [, href] of template.matchAll(STYLESHEET)) {
        if (href?.startsWith(prefix)) files.push(href.slice(prefix.length));
      }
      const modules = await styles.modules;
      const classes = classesOf(markup);
      for (const className of classes) {
        const file = modules.get(className);
        if (file && !files.includes(file)) files.push(file);
      }
      try {
        const cuts = await Promise.all(
          files.map(async (file) => cutSheet(await sheet(assets, styles, file), classes, markup)),
        );
        return { critical: cuts.join(''), sheets: files.map((file) => `${prefix}${file}`) };
      } catch {
        // A sheet that will not read or parse: the page links the sheets, as the template does.
        styles.sheets.clear();
        return { critical: '', sheets: files.map((file) => `${prefix}${file}`) };
      }
    },
  };
}
