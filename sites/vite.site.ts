/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
// A plain relative file: this config is bundled by Vite before any workspace package resolves,
// and the file has no imports beyond types.
// eslint-disable-next-line no-restricted-imports -- see above
import { SITE_DEV_PORTS } from '../shared/src/routing/devPorts.ts';

/**
 * Every site is its own Vite app behind the one proxy origin. Its assets live under
 * `/_site/<name>/` so four builds (and four dev servers) never collide; the router itself has
 * no basename because pages are served at their real paths by the proxy.
 */
export { SITE_DEV_PORTS };
export type SiteName = keyof typeof SITE_DEV_PORTS;

/** The pre-paint colour-scheme script: one source in shared/ui, one copy per site. */
const COLOR_SCHEME_SOURCE = fileURLToPath(
  new URL('../shared/src/ui/theme/color-scheme.js', import.meta.url),
);

/**
 * Serves `/_site/<name>/color-scheme.js` in dev and emits it into every build. It must be an
 * external classic script (the CSP forbids inline ones) that runs before the first paint, so it
 * cannot be part of the module bundle.
 */
function colorSchemeScript(name: SiteName): Plugin {
  const url = `/_site/${name}/color-scheme.js`;
  return {
    name: 'brokerage:color-scheme-script',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== url) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(COLOR_SCHEME_SOURCE, 'utf8'));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'color-scheme.js',
        source: readFileSync(COLOR_SCHEME_SOURCE, 'utf8'),
      });
    },
  };
}

/** A language's texts: a site's `locales/<lang>.ts` or `locales/<lang>/<name>.json`, shared's too. */
const LOCALE_MODULE = /\/locales\/(vi|en)(?:\.ts|\/[\w-]+\.json)$/;

/**
 * A page loads only its language's texts (shared/ui startSite), as dynamic chunks that the entry
 * would discover only once it runs. This marks them in the built index.html as
 * `<link rel="modulepreload" data-locale="vi|en">`; the proxy keeps the page language's links
 * and drops the others (proxy/src/head.ts), so the texts download beside the entry.
 */
function localePreloads(name: SiteName): Plugin {
  return {
    name: 'brokerage:locale-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const tags = [];
        for (const chunk of Object.values(context.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
          const locale = LOCALE_MODULE.exec(chunk.facadeModuleId)?.[1];
          if (!locale) continue;
          // Texts only: such a chunk imports nothing the entry does not already load.
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/_site/${name}/${chunk.fileName}`,
              'data-locale': locale,
            },
            injectTo: 'head' as const,
          });
        }
        return tags;
      },
    },
  };
}

export function siteConfig(name: SiteName): UserConfig {
  const proxyPort = Number(process.env.PORT ?? 8080);
  return defineConfig({
    base: `/_site/${name}/`,
    plugins: [react(), colorSchemeScript(name), localePreloads(name)],
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
  });
}
