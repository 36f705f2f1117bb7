/**
 * Bundle budgets (issue 9, gate 14): what a site's entry page downloads before its first render
 * (the entry chunk and every chunk it imports statically, and their CSS, plus the page
 * language's texts, which the entry awaits) must stay under a gzip budget. Reads each site's Vite
 * manifest (`dist/.vite/manifest.json`, `build.manifest`) and the built index.html, so it checks
 * exactly what the build emitted; lazy route chunks are not counted.
 *
 *   tsx scripts/check-bundles.ts [--sites-dir sites] [site ...]
 *
 * Exits 1 when a site misses a budget or has no build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { textTable } from '@brokerage/shared/format/textTable.ts';

/** One entry of Vite's `.vite/manifest.json` (keys are source paths relative to the root). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Budgets in bytes after gzip (1 kB = 1,000 bytes, as Vite's own build report counts). */
export interface Budgets {
  js: number;
  css: number;
}
export const DEFAULT_BUDGETS: Budgets = { js: 180_000, css: 40_000 };

/**
 * A site still over the target gets an interim ceiling in `scripts/bundle-budgets.json`: its
 * measured size when the ceiling was set, so the entry can only shrink until it meets the
 * target (then its row is deleted). Each row says why it is there.
 */
export interface InterimCeilings {
  [site: string]: Partial<Budgets> & { reason: string };
}

/** The budget a site is held to now: the target, or its interim ceiling above it. */
export function budgetsFor(site: string, interim: InterimCeilings): Budgets {
  const row = interim[site];
  return {
    js: Math.max(DEFAULT_BUDGETS.js, row?.js ?? 0),
    css: Math.max(DEFAULT_BUDGETS.css, row?.css ?? 0),
  };
}

/** The files loaded before the first render of one entry: its own and its static imports'. */
export interface InitialLoad {
  entry: string;
  js: string[];
  css: string[];
}

/**
 * Walks the static `imports` of every entry (never `dynamicImports`: those are lazy routes and
 * the libraries only they use). Each file counts once even when two chunks import it.
 */
export function initialLoads(manifest: Manifest): InitialLoad[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk');
  return entries.map(([key]) => {
    const js: string[] = [];
    const css: string[] = [];
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      const chunk = manifest[k];
      if (!chunk) throw new Error(`The manifest imports ${k}, which it does not list`);
      if (chunk.file.endsWith('.js') && !js.includes(chunk.file)) js.push(chunk.file);
      for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    return { entry: key, js, css };
  });
}

/**
 * The texts of each language that index.html preloads (`<link rel="modulepreload"
 * data-locale>`, sites/vite.site.ts): a page loads one language's before its first render.
 * Returns dist-relative files by language.
 */
export function localeTexts(html: string, site: string): Map<string, string[]> {
  const byLocale = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<link\b[^>]*\bdata-locale="[a-z]+"[^>]*>/g)) {
    const locale = /\bdata-locale="([a-z]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!locale || !href) continue;
    const file = href.replace(`/_site/${site}/`, '');
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), file]);
  }
  return byLocale;
}

export const gzipBytes = (content: Buffer | string): number =>
  gzipSync(content, { level: 9 }).length;

export interface SiteReport {
  site: string;
  entry: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  cssGzip: number;
  failures: string[];
}

/** Measures one built site (`<siteDir>/dist`) against the budgets. */
export function measureSite(
  site: string,
  siteDir: string,
  budgets: Budgets = DEFAULT_BUDGETS,
): SiteReport[] {
  const dist = path.join(siteDir, 'dist');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    return [
      {
        site,
        entry: '-',
        jsFiles: [],
        cssFiles: [],
        jsGzip: 0,
        cssGzip: 0,
        failures: [
          `${site}: no ${path.relative(process.cwd(), manifestPath)} (build the site with build.manifest)`,
        ],
      },
    ];
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const size = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(dist, file))), 0);
  const htmlPath = path.join(dist, 'index.html');
  const texts = existsSync(htmlPath)
    ? localeTexts(readFileSync(htmlPath, 'utf8'), site)
    : new Map();
  // The heavier language counts: the budget holds for a page in either.
  const [heaviestTexts = []] = [...texts.values()]
    .map((files) => ({ files, bytes: size(files) }))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ files }) => files);
  return initialLoads(manifest).map(({ entry, js: entryJs, css }) => {
    const js = entry === 'index.html' ? [...entryJs, ...heaviestTexts] : entryJs;
    const jsGzip = size(js);
    const cssGzip = size(css);
    const failures: string[] = [];
    if (jsGzip > budgets.js)
      failures.push(
        `${site} ${entry}: entry JS ${kB(jsGzip)} gzip > ${kB(budgets.js)} (${js.join(', ')})`,
      );
    if (cssGzip > budgets.css)
      failures.push(
        `${site} ${entry}: entry CSS ${kB(cssGzip)} gzip > ${kB(budgets.css)} (${css.join(', ')})`,
      );
    return { site, entry, jsFiles: js, cssFiles: css, jsGzip, cssGzip, failures };
  });
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

export function formatTable(reports: SiteReport[], budgets: Budgets = DEFAULT_BUDGETS): string {
  const rows = [
    [
      'site',
      'entry',
      `JS gzip (≤ ${kB(budgets.js)})`,
      'JS files',
      `CSS gzip (≤ ${kB(budgets.css)})`,
      'CSS files',
      '',
    ],
    ...reports.map((r) => [
      r.site,
      r.entry,
      kB(r.jsGzip),
      String(r.jsFiles.length),
      kB(r.cssGzip),
      String(r.cssFiles.length),
      r.failures.length ? 'FAIL' : 'ok',
    ]),
  ];
  return textTable(rows);
}

function main(argv: string[]): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let sitesDir = path.join(root, 'sites');
  const sites: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sites-dir') sitesDir = path.resolve(argv[++i] ?? '');
    else sites.push(argv[i]!);
  }
  const names =
    sites.length > 0
      ? sites
      : readdirSync(sitesDir, { withFileTypes: true })
          .filter(
            (d) => d.isDirectory() && existsSync(path.join(sitesDir, d.name, 'vite.config.ts')),
          )
          .map((d) => d.name)
          .sort();
  const interimFile = path.join(root, 'scripts', 'bundle-budgets.json');
  const interim = existsSync(interimFile)
    ? (JSON.parse(readFileSync(interimFile, 'utf8')) as InterimCeilings)
    : {};
  const reports = names.flatMap((site) =>
    measureSite(site, path.join(sitesDir, site), budgetsFor(site, interim)),
  );
  console.log(formatTable(reports));
  const failures = reports.flatMap((r) => r.failures);
  for (const failure of failures) console.error(`✗ ${failure}`);
  // Over the target but under an interim ceiling: not a failure, but never silent.
  for (const r of reports) {
    const over = [
      r.jsGzip > DEFAULT_BUDGETS.js ? `JS ${kB(r.jsGzip)} > ${kB(DEFAULT_BUDGETS.js)}` : '',
      r.cssGzip > DEFAULT_BUDGETS.css ? `CSS ${kB(r.cssGzip)} > ${kB(DEFAULT_BUDGETS.css)}` : '',
    ].filter(Boolean);
    if (over.length && r.failures.length === 0)
      console.warn(
        `! ${r.site}: over the target (${over.join(', ')}), within its interim ceiling in ` +
          `scripts/bundle-budgets.json: ${interim[r.site]?.reason ?? ''}`,
      );
  }
  return failures.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
