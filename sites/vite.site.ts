/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  defineConfig,
  type IndexHtmlTransformHook,
  type Plugin,
  type UserConfigFnObject,
} from 'vite';
import react from '@vitejs/plugin-react';
// A plain relative file: this config is bundled by Vite before any workspace package resolves,
// and the file has no imports beyond types.
// eslint-disable-next-line no-restricted-imports -- see above
import { SITE_DEV_PORTS } from '../shared/src/routing/devPorts.ts';
import { precompress } from './precompress.ts';

/**
 * Every site is its own Vite app behind the one proxy origin. Its assets live under
 * `/_site/<name>/` so four builds (and four dev servers) never collide; the router itself has
 * no basename because pages are served at their real paths by the proxy.
 */
export { SITE_DEV_PORTS };
export type SiteName = keyof typeof SITE_DEV_PORTS;

/**
 * Classic scripts outside the module bundle, one source in shared/ui and one copy per site: the
 * pre-paint colour-scheme script (before the first paint) and the loader of server-rendered
 * pages (after it; proxy/src/pages/ssr.ts puts it in place of the module script).
 */
const PLAIN_SCRIPTS: Record<string, string> = {
  'color-scheme.js': fileURLToPath(new URL('../shared/src/ui/theme/color-scheme.js', import.meta.url)),
  'hydrate.js': fileURLToPath(new URL('../shared/src/app/start/hydrate.js', import.meta.url)),
};

/**
 * Serves `/_site/<name>/<script>` in dev and emits each into every build. They must be external
 * classic scripts (the CSP forbids inline ones), so they cannot be part of the module bundle.
 */
/**
 * The head and the no-script note every site's index.html shares, in place of its
 * `<!--site-head-->` and `<!--site-noscript-->`: one copy instead of four. `<!--app-head-->` is
 * where the proxy puts the page's own head (proxy/src/pages/head.ts).
 */
const siteHead = (name: SiteName) => `
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <!--app-head-->
    <title>An Phát Securities</title>
    <script src="/_site/${name}/color-scheme.js"></script>
  `;
const SITE_NOSCRIPT =
  '<noscript>Vui lòng bật JavaScript để sử dụng trang này. / Please enable JavaScript to use this site.</noscript>';

function siteShellHtml(name: SiteName): Plugin {
  return {
    name: 'brokerage:site-shell-html',
    transformIndexHtml: {
      // Before Vite reads the page's scripts and links, so the color-scheme script is seen as
      // the plain script it is.
      order: 'pre',
      handler: (html) =>
        html.replace('<!--site-head-->', siteHead(name)).replace('<!--site-noscript-->', SITE_NOSCRIPT),
    },
  };
}

function plainScripts(name: SiteName): Plugin {
  return {
    name: 'brokerage:plain-scripts',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // Vite's dev transform puts the base before the template's already-based `src` again
        // (`/_site/<name>/_site/<name>/color-scheme.js`): the file name is what counts.
        const path = req.url?.split('?')[0] ?? '';
        const source = PLAIN_SCRIPTS[path.slice(path.lastIndexOf('/') + 1)];
        if (!path.startsWith(`/_site/${name}/`) || !source) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(source, 'utf8'));
      });
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(PLAIN_SCRIPTS))
        this.emitFile({ type: 'asset', fileName, source: readFileSync(source, 'utf8') });
    },
  };
}

/** A language's texts: a site's `locales/<lang>.ts` or `locales/<lang>/<name>.json`, shared's too. */
const LOCALE_MODULE = /\/locales\/(vi|en)(?:\.ts|\/[\w-]+\.json)$/;

type BundleFile = NonNullable<Parameters<IndexHtmlTransformHook>[1]['bundle']>[string];

/** A build plugin that adds a `<link>` to index.html's head for each bundle file it picks. */
function headLinks(
  name: string,
  attrsFor: (file: BundleFile) => Record<string, string | boolean> | undefined,
): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.values(context.bundle ?? {}).flatMap((file) => {
          const attrs = attrsFor(file);
          return attrs ? [{ tag: 'link', attrs, injectTo: 'head' as const }] : [];
        }),
    },
  };
}

/**
 * A page loads only its language's texts (shared/ui startSite), as dynamic chunks that the entry
 * would discover only once it runs. This marks them in the built index.html as
 * `<link rel="modulepreload" data-locale="vi|en">`; the proxy keeps the page language's links
 * and drops the others (proxy/src/pages/head.ts), so the texts download beside the entry.
 */
const localePreloads = (name: SiteName) =>
  headLinks('brokerage:locale-preloads', (chunk) => {
    if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) return undefined;
    const locale = LOCALE_MODULE.exec(chunk.facadeModuleId)?.[1];
    // Texts only: such a chunk imports nothing the entry does not already load.
    return locale
      ? {
          rel: 'modulepreload',
          crossorigin: true,
          href: `/_site/${name}/${chunk.fileName}`,
          'data-locale': locale,
        }
      : undefined;
  });

/** The two faces of the sites' text (shared/src/ui/fonts.css): regular and bold. */
const FIRST_PAINT_FONT = /\/be-vietnam-pro-(400|700)-[\w-]+\.woff2$/;

/**
 * Server-rendered text paints before the page's scripts run; fonts found only once the CSS is
 * parsed would arrive after that paint and re-flow the text (headings wrap differently in the
 * fallback face). The build preloads the faces of body text and headings from the start.
 */
const fontPreloads = (name: SiteName) =>
  headLinks('brokerage:font-preloads', (file) =>
    file.type === 'asset' && FIRST_PAINT_FONT.test(`/${file.fileName}`)
      ? {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossorigin: true,
          href: `/_site/${name}/${file.fileName}`,
        }
      : undefined,
  );

/**
 * Mantine's ScrollArea (inside every Mantine Table) imports one small hook, `useMergeRefs`, from
 * @floating-ui/react, and with it that whole module went into the first download of every page
 * with a table (about 12.6 kB gzip of dropdown positioning). That one import is given a copy of
 * the hook (merge-refs.ts); the dropdowns still import the package itself.
 */
function scrollAreaMergeRefs(): Plugin {
  const copy = fileURLToPath(new URL('./merge-refs.ts', import.meta.url));
  const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  return {
    name: 'brokerage:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? copy : null;
    },
  };
}

export function siteConfig(name: SiteName): UserConfigFnObject {
  const proxyPort = Number(process.env.PORT ?? 8080);
  return defineConfig(({ isSsrBuild }) => ({
    base: `/_site/${name}/`,
    // One PostCSS config for the four sites: sites/postcss.config.cjs.
    css: { postcss: fileURLToPath(new URL('.', import.meta.url)) },
    plugins: [
      react(),
      scrollAreaMergeRefs(),
      siteShellHtml(name),
      plainScripts(name),
      localePreloads(name),
      fontPreloads(name),
      precompress(),
    ],
    server: {
      port: SITE_DEV_PORTS[name],
      strictPort: true,
      host: '127.0.0.1',
      // The browser talks to the proxy; HMR web sockets come back through it.
      hmr: { clientPort: proxyPort },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // scripts/check-bundles.ts reads what each entry loads before its first render from here.
      manifest: true,
      // The error pages' illustrations stay files: inlined, every entry would carry all four
      // (about 2 kB gzipped) for pages most visitors never see.
      assetsInlineLimit: (file) => (file.includes('/assets/errors/') ? false : undefined),
      // A lazy chunk's scripts load through its imports, not through one <link rel=modulepreload>
      // per dependency that Vite's helper would add to the head at the import: on a phone those
      // insertions were the longest part of the start (about 25 ms for a news article's ~60
      // chunks, most of them already loaded with the entry). Its stylesheets still come first.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      // The server build (`--ssr src/server.tsx`, for the proxy) is one file: the proxy imports
      // it again after a rebuild under a new URL, and chunks importing it back would get the
      // old copy (a second React context, a second set of stores).
      //
      // In the browser, react-dom (with its scheduler) is a chunk of its own, which hydrate.js
      // evaluates in a task before the entry's: one module graph evaluated at once was the
      // longest task of a phone's start (about 300 ms at 4x CPU on the corporate home). The
      // chunk also holds shared/src/app/start/reactDomClient.ts, whose import of react-dom's
      // client runs react-dom's CommonJS factory: in that task, not at the entry's first use.
      rolldownOptions: {
        output: {
          codeSplitting: isSsrBuild
            ? false
            : {
                groups: [
                  {
                    name: 'react-dom',
                    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]shared[\\/]src[\\/]app[\\/]start[\\/]reactDomClient\.ts$/,
                  },
                ],
              },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: [new URL('../shared/src/testing/setupTests.ts', import.meta.url).pathname],
      css: false,
      env: { TZ: 'UTC' },
      // jsdom + Mantine renders are CPU-bound; on a loaded 2-core machine 5 s is too tight.
      testTimeout: 30_000,
      // One jsdom window and module cache per worker, not per file: environment setup and the
      // Mantine/React imports were ~90% of the run. setupTests.ts resets the document, URL,
      // storage, spies and timers before each file.
      isolate: false,
    },
  }));
}
