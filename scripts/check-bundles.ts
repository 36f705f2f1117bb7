/**
 * Bundle budgets (issue 9, gate 14; issue 26 item 4): the JS a first visit of a site's entry page
 * downloads before the page is idle must stay under a gzip budget, counted as the browser fetches
 * it: the entry chunk and its static imports, the classic scripts index.html and the server
 * render run (color-scheme.js, hydrate.js), the page language's texts, and every lazy chunk the
 * first render pulls in (`FIRST_RENDER`: the home page's route module, the shell's
 * pre-hydration loads, ...) with their own static imports. Reads each site's Vite manifest
 * (`dist/.vite/manifest.json`, `build.manifest`) and the built index.html, so it checks exactly
 * what the build emitted. e2e/platform/bundle-count.spec.ts holds the count to a real Chromium
 * network log: a chunk fetched before idle that is not counted here fails it.
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

/**
 * The lazy modules (manifest keys, relative to the site's root) that the first render of each
 * site's entry page imports before the page is idle: each is counted with its static imports.
 * Keep it to what the entry page really loads at once (e2e/platform/bundle-count.spec.ts checks
 * it against the browser); a key the manifest does not list as a lazy chunk fails the check, so
 * the list cannot rot silently.
 */
const SHELL_FIRST_RENDER = [
  // (Response parsing, with zod, is not here: a server-rendered page hydrates from the parsed
  // answers the server recorded in it; it loads with the first answer that needs parsing.)
  // The shell's settings, menus and texts (SystemStore).
  '../../shared/src/api/contentApi.ts',
  // The server's recorded answers, replayed while a server-rendered page hydrates.
  '../../shared/src/app/start/pageData.ts',
  // The footer's newsletter form: on the page, so loaded before hydration (preloadShell).
  '../../shared/src/app/components/NewsletterSignup/NewsletterForm.tsx',
];

export const FIRST_RENDER: Record<string, readonly string[]> = {
  corporate: [
    ...SHELL_FIRST_RENDER,
    'src/app/routes/HomeRoute.tsx',
    // The home page's sections load their lists through these (answered from the record).
    'src/features/home/api/homeApi.ts',
    'src/features/reports/api/reportsApi.ts',
    'src/features/videos/api/videosApi.ts',
  ],
  analysis: [
    ...SHELL_FIRST_RENDER,
    'src/app/routes/AnalysisCenterRoute.tsx',
    // The centre's market calls (answered from the record: their schemas and zod are not loaded).
    'src/lib/api/marketApi.ts',
    // The price board's live connection and its payload checks (the centre shows a moving market).
    '../../node_modules/@microsoft/signalr/dist/esm/index.js',
    '../../shared/src/realtime/boardPayloads.ts',
    // The analysis header's menu icons.
    '../../shared/src/ui/icons/menuIcons.ts',
  ],
  recruitment: [
    ...SHELL_FIRST_RENDER,
    'src/app/routes/RecruitmentRoute.tsx',
    '../../shared/src/api/recruitmentApi.ts',
  ],
  onboarding: [...SHELL_FIRST_RENDER, 'src/app/routes/EkycRoute.tsx'],
};

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
export function initialLoads(
  manifest: Manifest,
  firstRender: readonly string[] = [],
): InitialLoad[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk');
  for (const key of firstRender)
    if (!manifest[key]?.isDynamicEntry)
      throw new Error(`The first render loads ${key}, which the manifest has as no lazy chunk`);
  return entries.map(([key]) => {
    const js: string[] = [];
    const css: string[] = [];
    const seen = new Set<string>();
    // CSS stays the entry's own (the CSS budget is the stylesheet the page starts with).
    const visit = (k: string, withCss: boolean) => {
      if (seen.has(k)) return;
      seen.add(k);
      const chunk = manifest[k];
      if (!chunk) throw new Error(`The manifest imports ${k}, which it does not list`);
      if (chunk.file.endsWith('.js') && !js.includes(chunk.file)) js.push(chunk.file);
      if (withCss) for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
      for (const imported of chunk.imports ?? []) visit(imported, withCss);
    };
    visit(key, true);
    // The lazy modules of the first render belong to the HTML entry (the page), not to others.
    if (key === 'index.html') for (const lazy of firstRender) visit(lazy, false);
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

/**
 * The classic (non-module) scripts of the page, dist-relative: index.html's own
 * (`color-scheme.js`) and `hydrate.js`, which the proxy puts in place of the module script on a
 * server-rendered page. Neither is in the manifest (they are copied from `public/`).
 */
export function classicScripts(html: string, site: string, dist: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\btype="module"/.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src?.startsWith(`/_site/${site}/`)) files.push(src.replace(`/_site/${site}/`, ''));
  }
  if (existsSync(path.join(dist, 'hydrate.js')) && !files.includes('hydrate.js'))
    files.push('hydrate.js');
  return files;
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
  firstRender: readonly string[] = FIRST_RENDER[site] ?? [],
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
  const html = existsSync(htmlPath) ? readFileSync(htmlPath, 'utf8') : '';
  const texts = localeTexts(html, site);
  const classic = classicScripts(html, site, dist);
  // The heavier language counts: the budget holds for a page in either.
  const [heaviestTexts = []] = [...texts.values()]
    .map((files) => ({ files, bytes: size(files) }))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ files }) => files);
  return initialLoads(manifest, firstRender).map(({ entry, js: entryJs, css }) => {
    const js =
      entry === 'index.html' ? [...new Set([...classic, ...entryJs, ...heaviestTexts])] : entryJs;
    const jsGzip = size(js);
    const cssGzip = size(css);
    const failures: string[] = [];
    if (jsGzip > budgets.js)
      failures.push(
        `${site} ${entry}: first-visit JS ${kB(jsGzip)} gzip > ${kB(budgets.js)} (${js.join(', ')})`,
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
