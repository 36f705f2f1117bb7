/**
 * "Build whatever is missing": a site (or a service's bundle) is rebuilt only when its build
 * (dist/index.html, dist/server.js) is absent or older than something that goes into it. Comparing mtimes costs a few milliseconds for the
 * whole tree, where asking Vite (or turbo's hashing) would cost seconds on every start.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Folders that never feed a build. */
const IGNORED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  '.turbo',
  'coverage',
  'test-results',
  '__snapshots__',
  // Test-only helpers (shared/src/testing, src/test/fakes) never end up in a bundle.
  'test',
  'tests',
  '__tests__',
  '__mocks__',
  'testing',
]);
/** Tests live beside the code but are not bundled; editing one should not cost a rebuild. */
const IGNORED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

export interface Newest {
  mtimeMs: number;
  file: string | undefined;
}

/**
 * The most recently modified input under the given files/folders (missing ones are skipped).
 * Folders below the given ones count too: deleting or renaming a source file changes no file's
 * mtime, only its folder's. The given folders themselves do not count, because a site's root
 * also holds dist/, test-results/ and the like, whose creation would bump it on every build.
 */
export async function newestInput(entries: readonly string[]): Promise<Newest> {
  let newest: Newest = { mtimeMs: 0, file: undefined };
  const consider = (file: string, mtimeMs: number) => {
    if (mtimeMs > newest.mtimeMs) newest = { mtimeMs, file };
  };
  const visit = async (entry: string, top: boolean): Promise<void> => {
    let stat;
    try {
      stat = await fs.stat(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      if (IGNORED_DIRS.has(path.basename(entry))) return;
      if (!top) consider(entry, stat.mtimeMs);
      const names = await fs.readdir(entry);
      await Promise.all(names.map((name) => visit(path.join(entry, name), false)));
    } else if (!IGNORED_FILE.test(entry)) {
      consider(entry, stat.mtimeMs);
    }
  };
  await Promise.all(entries.map((entry) => visit(entry, true)));
  return newest;
}

/** What every site's bundle is made of besides its own folder. */
export function sharedInputs(root: string): string[] {
  return [
    path.join(root, 'shared/src'),
    path.join(root, 'shared/package.json'),
    path.join(root, 'sites/vite.site.ts'),
    // Dependency versions and compiler settings change the output as much as source does.
    path.join(root, 'package-lock.json'),
    path.join(root, 'tsconfig.base.json'),
  ];
}

export interface SiteState {
  site: string;
  stale: boolean;
  /** Why it needs a build, for the log. */
  reason: string;
}

export async function siteState(root: string, site: string, shared?: Newest): Promise<SiteState> {
  const siteDir = path.join(root, 'sites', site);
  const built = await fs.stat(path.join(siteDir, 'dist/index.html')).catch(() => undefined);
  if (!built) return { site, stale: true, reason: 'no build yet' };
  const server = await fs.stat(path.join(siteDir, 'dist-server/server.js')).catch(() => undefined);
  if (!server) return { site, stale: true, reason: 'no server build yet' };
  return { site, ...(await staleness(root, siteDir, built.mtimeMs, shared)) };
}

/** Whether anything that goes into `dir`'s build is newer than the build (`builtMs`). */
async function staleness(
  root: string,
  dir: string,
  builtMs: number,
  shared?: Newest,
  extra: readonly string[] = [],
): Promise<{ stale: boolean; reason: string }> {
  const own = await newestInput([dir, ...extra]);
  const common = shared ?? (await newestInput(sharedInputs(root)));
  const newest = own.mtimeMs >= common.mtimeMs ? own : common;
  if (newest.mtimeMs > builtMs) {
    return {
      stale: true,
      reason: `${path.relative(root, newest.file ?? dir)} changed since the last build`,
    };
  }
  return { stale: false, reason: 'up to date' };
}

export interface ServiceState {
  /** The service's folder relative to the root (services/api, proxy). */
  cwd: string;
  stale: boolean;
  reason: string;
}

/**
 * Whether a service's dist/ (scripts/lib/service-build.ts) is missing or older than its
 * sources, the shared code, or the build settings themselves.
 */
export async function serviceState(
  root: string,
  cwd: string,
  marker: string,
  shared?: Newest,
): Promise<ServiceState> {
  const built = await fs.stat(path.join(root, cwd, marker)).catch(() => undefined);
  if (!built) return { cwd, stale: true, reason: 'no build yet' };
  const settings = path.join(root, 'scripts/lib/service-build.ts');
  return {
    cwd,
    ...(await staleness(root, path.join(root, cwd), built.mtimeMs, shared, [settings])),
  };
}

export async function siteStates(root: string, sites: readonly string[]): Promise<SiteState[]> {
  const shared = await newestInput(sharedInputs(root));
  return Promise.all(sites.map((site) => siteState(root, site, shared)));
}

export async function serviceStates(
  root: string,
  services: readonly { cwd: string }[],
  marker: string,
): Promise<ServiceState[]> {
  const shared = await newestInput(sharedInputs(root));
  return Promise.all(services.map(({ cwd }) => serviceState(root, cwd, marker, shared)));
}
