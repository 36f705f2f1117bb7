/**
 * The production runtime of the Node services (issue 26): each one's TypeScript bundled by
 * esbuild into `<service>/dist/*.js`, which `npm start` runs with plain `node` and
 * NODE_ENV=production. Only the workspace's own code (the service and @brokerage/shared) goes
 * into the bundle; every npm package stays an import that Node resolves from node_modules, as
 * it would for the TypeScript, so native modules, WebAssembly files and packages that read
 * their own files keep working. `npm run dev` still runs the sources under `tsx watch`.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

export interface ServiceBuild {
  /** Folder relative to the repository root. */
  cwd: string;
  /** Output name (without .js) → source relative to `cwd`. */
  entries: Record<string, string>;
  /** Folders (relative to `cwd`) copied into dist/ under the given name: files the code reads. */
  copy?: Record<string, string>;
}

/** What `npm start` runs from dist/; the rows of scripts/lib/services.ts name them by `cwd`. */
export const SERVICE_BUILDS: readonly ServiceBuild[] = [
  {
    cwd: 'services/api',
    // The seed runs before the server, as its own process (PGlite has one owner).
    entries: { server: 'src/server.ts', seed: 'seed/run.ts' },
    // db/client.ts reads the migrations beside itself: `new URL('./migrations', import.meta.url)`.
    copy: { migrations: 'src/db/migrations' },
  },
  {
    cwd: 'services/sso',
    entries: { server: 'src/server.ts' },
    // web.ts serves its stylesheet and logo from `./assets/` beside itself.
    copy: { assets: 'src/assets' },
  },
  { cwd: 'services/priceboard', entries: { server: 'src/server.ts' } },
  {
    cwd: 'services/ekyc-vendor',
    // The face checks run in a process of their own (src/face/face-process.ts).
    entries: { server: 'src/server.ts', 'face-worker': 'src/face/face-worker.ts' },
  },
  {
    cwd: 'proxy',
    // The server-render threads load their own module (pages/render-pool.ts).
    entries: { server: 'src/server.ts', 'render-worker': 'src/pages/render-worker.ts' },
  },
];

/** The file whose presence and age say a service is built (the last one written). */
export const BUILT_MARKER = 'dist/server.js';

/** Bare imports of npm packages stay imports; the workspace's own packages are bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@brokerage/') || path.isAbsolute(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Bundles one service into `<cwd>/dist` (emptied first), the marker file last. */
export async function buildService(root: string, service: ServiceBuild): Promise<void> {
  const dir = path.join(root, service.cwd);
  const outdir = path.join(dir, 'dist');
  await rm(outdir, { recursive: true, force: true });
  for (const [name, from] of Object.entries(service.copy ?? {})) {
    await cp(path.join(dir, from), path.join(outdir, name), { recursive: true });
  }
  // server.js last: a build cut short leaves no marker, so the next start builds again.
  const ordered = Object.entries(service.entries).sort(([a], [b]) =>
    a === 'server' ? 1 : b === 'server' ? -1 : 0,
  );
  for (const [name, source] of ordered) {
    await build({
      absWorkingDir: dir,
      entryPoints: { [name]: source },
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Stack traces name the TypeScript (node --enable-source-maps).
      sourcemap: true,
      plugins: [externalPackages],
      logLevel: 'warning',
      // The sources are ES modules throughout; keep class and function names for the logs.
      keepNames: true,
    });
  }
}

export function serviceBuildFor(cwd: string): ServiceBuild | undefined {
  return SERVICE_BUILDS.find((s) => s.cwd === cwd);
}
