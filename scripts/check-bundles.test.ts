import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_BUDGETS,
  FIRST_RENDER,
  budgetsFor,
  formatTable,
  gzipBytes,
  initialLoads,
  measureSite,
  type Manifest,
} from './check-bundles';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b.js', '_runtime-c.js'],
    dynamicImports: ['src/pages/Chart.tsx'],
    css: ['assets/index-a.css'],
  },
  '_vendor-b.js': {
    file: 'assets/vendor-b.js',
    imports: ['_runtime-c.js'],
    css: ['assets/vendor-b.css'],
  },
  '_runtime-c.js': { file: 'assets/runtime-c.js' },
  'src/pages/Chart.tsx': {
    file: 'assets/Chart-d.js',
    isDynamicEntry: true,
    imports: ['_vendor-b.js', '_charts-e.js'],
    css: ['assets/Chart-d.css'],
  },
  '_charts-e.js': { file: 'assets/charts-e.js' },
};

describe('initialLoads', () => {
  it('counts the entry and its static imports once each, and no lazy chunk', () => {
    expect(initialLoads(manifest)).toEqual([
      {
        entry: 'index.html',
        js: ['assets/index-a.js', 'assets/vendor-b.js', 'assets/runtime-c.js'],
        css: ['assets/index-a.css', 'assets/vendor-b.css'],
      },
    ]);
  });

  it('adds the lazy chunks the first render loads, with their static imports, but not their CSS', () => {
    expect(initialLoads(manifest, ['src/pages/Chart.tsx'])).toEqual([
      {
        entry: 'index.html',
        js: [
          'assets/index-a.js',
          'assets/vendor-b.js',
          'assets/runtime-c.js',
          'assets/Chart-d.js',
          'assets/charts-e.js',
        ],
        css: ['assets/index-a.css', 'assets/vendor-b.css'],
      },
    ]);
  });

  it('refuses a first-render module the manifest has as no lazy chunk', () => {
    expect(() => initialLoads(manifest, ['src/pages/Gone.tsx'])).toThrow(/Gone\.tsx/);
    expect(() => initialLoads(manifest, ['_vendor-b.js'])).toThrow(/no lazy chunk/);
  });

  it('refuses a manifest without an entry or with a dangling import', () => {
    expect(() => initialLoads({ a: { file: 'a.js' } })).toThrow(/no entry/);
    expect(() =>
      initialLoads({ a: { file: 'a.js', isEntry: true, imports: ['_gone.js'] } }),
    ).toThrow(/_gone\.js/);
  });
});

describe('FIRST_RENDER', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  it.each(Object.entries(FIRST_RENDER))(
    "%s: every listed module is a lazy chunk of the site's build (when built)",
    (name, modules) => {
      const manifestPath = path.join(root, 'sites', name, 'dist', '.vite', 'manifest.json');
      if (!existsSync(manifestPath)) return;
      const built = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      expect(modules.filter((key) => !built[key]?.isDynamicEntry)).toEqual([]);
    },
  );
});

describe('measureSite', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A built site whose files are random bytes (gzip cannot shrink them) of the given sizes. */
  function site(sizes: Record<string, number>, withManifest = true): string {
    dir = mkdtempSync(path.join(tmpdir(), 'check-bundles-'));
    const dist = path.join(dir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, '.vite'));
    for (const [file, size] of Object.entries(sizes))
      writeFileSync(path.join(dist, file), randomBytes(size));
    if (withManifest)
      writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  const files = (js: number, css: number, lazy: number) => ({
    'assets/index-a.js': js,
    'assets/vendor-b.js': js,
    'assets/runtime-c.js': 100,
    'assets/Chart-d.js': lazy,
    'assets/charts-e.js': lazy,
    'assets/index-a.css': css,
    'assets/vendor-b.css': css,
    'assets/Chart-d.css': lazy,
  });

  it('passes a site under budget however big the lazy chunks its first render leaves are', () => {
    const [report] = measureSite('demo', site(files(40_000, 5_000, 500_000)));
    expect(report!.failures).toEqual([]);
    expect(report!.jsGzip).toBeGreaterThan(80_000);
    expect(report!.jsGzip).toBeLessThan(82_000);
    expect(report!.cssGzip).toBeGreaterThan(10_000);
    expect(report!.cssGzip).toBeLessThan(11_000);
  });

  it("adds the heavier language's preloaded texts to the entry, which awaits them", () => {
    const dir = site({
      ...files(40_000, 5_000, 0),
      'assets/vi-f.js': 9_000,
      'assets/en-g.js': 7_000,
    });
    const dist = path.join(dir, 'dist');
    writeFileSync(
      path.join(dist, 'index.html'),
      `<head>
    <link rel="modulepreload" crossorigin href="/_site/demo/assets/vi-f.js" data-locale="vi">
    <link rel="modulepreload" crossorigin href="/_site/demo/assets/en-g.js" data-locale="en">
  </head>`,
    );
    const [report] = measureSite('demo', dir, { js: 88_000, css: 40_000 });
    expect(report!.jsFiles).toContain('assets/vi-f.js');
    expect(report!.jsFiles).not.toContain('assets/en-g.js');
    expect(report!.jsGzip).toBeGreaterThan(89_000);
    expect(report!.failures).toHaveLength(1);
  });

  it('fails a site whose entry JS with its static imports is over budget', () => {
    // Each file alone is under 180 kB; together they are not.
    const [report] = measureSite('demo', site(files(100_000, 5_000, 0)));
    expect(report!.failures).toHaveLength(1);
    expect(report!.failures[0]).toMatch(
      /demo index\.html: first-visit JS 2\d\d\.\d kB gzip > 180\.0 kB/,
    );
  });

  it("counts the first render's lazy chunks and the page's classic scripts", () => {
    const dir = site({
      ...files(10_000, 1_000, 30_000),
      'color-scheme.js': 1_000,
      'hydrate.js': 2_000,
    });
    writeFileSync(
      path.join(dir, 'dist', 'index.html'),
      `<head>
    <script src="/_site/demo/color-scheme.js"></script>
    <script type="module" crossorigin src="/_site/demo/assets/index-a.js"></script>
  </head>`,
    );
    const [without] = measureSite('demo', dir);
    expect(without!.jsFiles).toEqual([
      'color-scheme.js',
      'hydrate.js',
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/runtime-c.js',
    ]);
    const [report] = measureSite('demo', dir, DEFAULT_BUDGETS, ['src/pages/Chart.tsx']);
    expect(report!.jsFiles).toContain('assets/Chart-d.js');
    expect(report!.jsFiles).toContain('assets/charts-e.js');
    expect(report!.jsGzip - without!.jsGzip).toBeGreaterThan(60_000);
    expect(report!.cssFiles).not.toContain('assets/Chart-d.css');
  });

  it('fails a site whose entry CSS is over budget', () => {
    const [report] = measureSite('demo', site(files(1_000, 21_000, 0)));
    expect(report!.failures).toEqual([
      expect.stringMatching(/entry CSS 42\.\d kB gzip > 40\.0 kB/),
    ]);
  });

  it('honours other budgets', () => {
    const [report] = measureSite('demo', site(files(1_000, 1_000, 0)), { js: 1_000, css: 1_000 });
    expect(report!.failures).toHaveLength(2);
  });

  it('fails a site that was built without a manifest', () => {
    const [report] = measureSite('demo', site(files(1, 1, 1), false));
    expect(report!.failures).toEqual([expect.stringMatching(/no .*manifest\.json/)]);
  });

  it('prints one row per site', () => {
    const reports = measureSite('demo', site(files(1_000, 1_000, 0)));
    const table = formatTable(reports).split('\n');
    expect(table).toHaveLength(2);
    expect(table[1]).toMatch(/^demo\s+index\.html\s+\d+\.\d kB\s+3\s+\d+\.\d kB\s+2\s+ok$/);
  });
});

it('measures gzip at the level the proxy serves (9)', () => {
  const text = 'Chứng khoán An Phát '.repeat(1_000);
  expect(gzipBytes(text)).toBeLessThan(Buffer.byteLength(text) / 10);
});

describe('budgetsFor', () => {
  it('holds a site to the target unless an interim ceiling above it is recorded', () => {
    const interim = { corporate: { js: 250_000, reason: 'shrinking' } };
    expect(budgetsFor('analysis', interim)).toEqual(DEFAULT_BUDGETS);
    expect(budgetsFor('corporate', interim)).toEqual({ js: 250_000, css: 40_000 });
    // A ceiling below the target never loosens anything, nor tightens it past the target.
    expect(budgetsFor('corporate', { corporate: { js: 1, reason: 'x' } })).toEqual(DEFAULT_BUDGETS);
  });
});
