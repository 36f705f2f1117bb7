/**
 * The module a `new Worker(...)` starts from, for the services' worker threads (the proxy's
 * render threads), and where a worker module lies (`siblingWorker`, also for the eKYC vendor's
 * face process). Built (`npm start`, dist/*.js) the worker's own
 * file is run as is. Under tsx (`npm run dev`, the tests) Node runs a worker's TypeScript only
 * through tsx's loader, and on Node 20 the loader that `tsx` registered in this thread does not
 * carry over to workers: such a worker starts from a small module that registers tsx in its own
 * thread first, then imports the worker.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** tsx's `register` as an ES module (resolving from CommonJS would pick its CommonJS form). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return path.join(path.dirname(manifest), exports['./esm/api']!.import.default);
}

export function workerEntry(url: URL): URL {
  if (!url.pathname.endsWith('.ts')) return url;
  const tsx = pathToFileURL(tsxEsmApi()).href;
  const source = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(url.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

/**
 * A worker module that lies beside `from` in the sources (run by tsx) and at dist/'s top in the
 * bundle `npm start` runs (scripts/lib/service-build.ts names it there as an entry).
 */
export function siblingWorker(from: string, name: string): URL {
  return from.endsWith('.ts') ? new URL(`./${name}.ts`, from) : new URL(`./${name}.js`, from);
}
