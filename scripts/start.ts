/**
 * `npm start` (and `npm run dev`, which passes --dev): one command that brings up the whole
 * product on one origin.
 *
 *   1. load .env if present (the shell's variables win), validate ports, refuse busy ports;
 *   2. start mode: `vite build` each site whose dist is missing or older than its sources;
 *      then run each service's one-shot `prepare` step (the API's seed of an empty database);
 *   3. start every service of the table in scripts/lib/services.ts, each in its own process
 *      group, with its output prefixed;
 *   4. wait until each answers its health URL, print the address;
 *   5. supervise them: a service that dies after it was ready is restarted with backoff
 *      (scripts/lib/supervise.ts) while the proxy shows the maintenance page for it; one that
 *      dies before it was ever ready, or keeps dying, stops everything with a non-zero exit,
 *      so a supervisor (or Playwright's webServer) sees the failure;
 *   6. on Ctrl-C / SIGTERM / SIGHUP stop them all (SIGTERM, grace period, SIGKILL) and exit.
 *
 * Options: --dev, --temp-data (a fresh throw-away DATA_DIR, deleted on exit: the e2e suite
 * uses it so every run sees the seed), --skip-build, --help.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { siteStates } from './lib/build';
import { waitForHealthy } from './lib/health';
import { colorEnabled, paint, say, setPrefixWidth } from './lib/log';
import { findPortProblems } from './lib/ports';
import { expectSuccess, startProcess, type ManagedProcess } from './lib/process';
import { resolveBin, servicesFor, type Context, type Mode, type ServiceDef } from './lib/services';
import { clientSecretFor, SSO_SECRET_FILE } from './lib/sso';
import { Supervisor } from './lib/supervise';
import { SITES } from '../shared/src/routing/routes';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const USAGE = `Usage: tsx scripts/start.ts [--dev] [--temp-data] [--skip-build]

  --dev          Vite dev servers with hot reload behind the proxy, API under tsx watch
  --temp-data    use a fresh temporary DATA_DIR (seeded on start, deleted on exit)
  --skip-build   serve whatever is in sites/*/dist without checking it

Environment: PORT (8080), API_PORT (5100), SSO_PORT (5200), PUBLIC_URL (http://localhost:PORT),
DATA_DIR (.data), STARTUP_TIMEOUT_SECONDS (300), plus everything the API, SSO and proxy read
(see README). SSO_CLIENT_SECRET, when unset, is generated once into DATA_DIR/${SSO_SECRET_FILE}.
SITES_DIR is refused: builds go to sites/.`;

class UsageError extends Error {}

interface Settings {
  mode: Mode;
  tempData: boolean;
  skipBuild: boolean;
  port: number;
  apiPort: number;
  ssoPort: number;
  publicUrl: string;
  ssoIssuer: string;
  ssoClientId: string;
  dataDir: string | undefined;
  sitesDir: string;
  startupTimeoutMs: number;
}

function readSettings(argv: string[], env: NodeJS.ProcessEnv): Settings {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        dev: { type: 'boolean', default: false },
        'temp-data': { type: 'boolean', default: false },
        'skip-build': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new UsageError(
        `${name}=${raw} is not valid: expected a whole number from ${min} to ${max}.`,
      );
    }
    return value;
  };
  // The launcher builds into sites/<site>/dist; serving another folder would show stale or
  // missing builds. Pointing it at sites/ itself is harmless and allowed.
  const sitesDirRaw = env.SITES_DIR?.trim();
  if (sitesDirRaw && path.resolve(ROOT, sitesDirRaw) !== path.join(ROOT, 'sites')) {
    throw new UsageError(
      `SITES_DIR=${sitesDirRaw} is not supported here: SITES_DIR is for running the proxy ` +
        'alone; npm start builds into sites/. Unset it (check .env too).',
    );
  }
  const port = int('PORT', 8080, 1, 65535);
  const publicUrl = httpUrl(env, 'PUBLIC_URL', `http://localhost:${port}`, 'origin');
  return {
    mode: values.dev ? 'dev' : 'start',
    tempData: values['temp-data'],
    skipBuild: values['skip-build'],
    port,
    apiPort: int('API_PORT', 5100, 1, 65535),
    ssoPort: int('SSO_PORT', 5200, 1, 65535),
    publicUrl,
    ssoIssuer: httpUrl(env, 'SSO_ISSUER', `${publicUrl}/sso`, 'url'),
    ssoClientId: env.SSO_CLIENT_ID?.trim() || 'website',
    dataDir: env.DATA_DIR?.trim() || undefined,
    sitesDir: path.join(ROOT, 'sites'),
    startupTimeoutMs: int('STARTUP_TIMEOUT_SECONDS', 300, 5, 3600) * 1000,
  };
}

/** An http(s) URL from the environment without its trailing slash; `origin` allows no path. */
function httpUrl(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: string,
  kind: 'origin' | 'url',
): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const ok =
    url &&
    /^https?:$/.test(url.protocol) &&
    (kind === 'url' || (['', '/'].includes(url.pathname) && !url.search));
  if (!url || !ok) {
    throw new UsageError(
      `${name}=${raw} is not valid: expected ${kind === 'origin' ? 'an http(s) origin such as http://localhost:8080' : 'an http(s) URL'}.`,
    );
  }
  return kind === 'origin' ? url.origin : raw.replace(/\/+$/, '');
}

// ---- process bookkeeping -------------------------------------------------------------------

/** One-shot commands (builds) we spawned and have not yet seen stop. */
const running = new Set<ManagedProcess>();
/** The long-running services, each kept up by its supervisor. */
const supervisors: Supervisor[] = [];
let shuttingDown = false;
let tempDataDir: string | undefined;

async function shutdown(code: number, why?: string): Promise<never> {
  if (shuttingDown) return new Promise<never>(() => {});
  shuttingDown = true;
  if (why) say.info(why);
  const procs = [...running];
  const names = [...procs.map((p) => p.name), ...supervisors.map((s) => s.name)];
  if (names.length > 0) say.info(`stopping ${names.join(', ')}…`);
  // In parallel: each gets its own grace period (the API's is long, for PGlite).
  await Promise.all([
    ...procs.map((p) => p.stop(graceFor(p.name)).then(() => running.delete(p))),
    ...supervisors.map((s) => s.stop(graceFor(s.name))),
  ]);
  removeTempData();
  if (names.length > 0) say.info('all stopped');
  process.exit(code);
}

const graceByName = new Map<string, number>();
const graceFor = (name: string) => graceByName.get(name) ?? 5_000;

function removeTempData(): void {
  if (!tempDataDir) return;
  rmSync(tempDataDir, { recursive: true, force: true });
  tempDataDir = undefined;
}

function installSignalHandlers(): void {
  let firstSignalAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt === undefined) {
      firstSignalAt = Date.now();
      void shutdown(0, `${signal} received`);
      return;
    }
    // One Ctrl-C reaches us more than once: the terminal signals the whole foreground group,
    // and npm and tsx each relay it too. Only a deliberate second Ctrl-C counts.
    if (Date.now() - firstSignalAt < 1_000) return;
    // A second Ctrl-C means "now": no more grace periods.
    say.warn(`${signal} again: killing everything`);
    for (const proc of running) proc.kill();
    for (const supervisor of supervisors) supervisor.kill();
    removeTempData();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  // Whoever read our output is gone (a test runner killed without passing the signal on): the
  // next log line would throw EPIPE and take the launcher down without its grace periods. Stop
  // the stack the orderly way instead, and write nothing more.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      for (const output of [process.stdout, process.stderr]) output.write = () => true;
      if (firstSignalAt === undefined) {
        firstSignalAt = Date.now();
        void shutdown(0, 'output closed');
      }
    });
  }
  // Last line of defence (an uncaught exception, process.exit from anywhere): never leave a
  // process group behind. Synchronous, so it can only SIGKILL.
  process.on('exit', () => {
    for (const proc of running) proc.kill();
    for (const supervisor of supervisors) supervisor.kill();
    removeTempData();
  });
}

// ---- steps ---------------------------------------------------------------------------------

/** A site's two builds (its package.json `build` script runs the same). */
const SITE_BUILDS = [
  ['build', '--ssr', 'src/server.tsx', '--outDir', 'dist-server'],
  ['build'],
] as const;

async function buildStaleSites(): Promise<void> {
  const states = await siteStates(ROOT, SITES);
  const stale = states.filter((s) => s.stale);
  if (stale.length === 0) {
    say.info('all four sites are built and up to date');
    return;
  }
  for (const { site, reason } of stale) {
    if (shuttingDown) return;
    say.info(`building ${site} (${reason})`);
    const cwd = path.join(ROOT, 'sites', site);
    const started = Date.now();
    // One at a time: Vite already uses every core, and interleaved build logs are unreadable.
    // The server build first: the browser build's index.html is what marks a site as built.
    for (const args of SITE_BUILDS) {
      if (shuttingDown) return;
      const build = startProcess({
        name: `build:${site}`,
        color: 'gray',
        command: resolveBin(ROOT, cwd, 'vite', existsSync),
        args: [...args, '--logLevel', 'warn'],
        cwd,
        env: childEnv({}),
      });
      running.add(build);
      try {
        await expectSuccess(build);
      } finally {
        running.delete(build);
      }
    }
    say.info(`built ${site} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Each service's one-shot preparation (the API's seed), in order, before any service starts. */
async function prepareServices(services: readonly ServiceDef[], ctx: Context): Promise<void> {
  for (const svc of services) {
    if (!svc.prepare || shuttingDown) continue;
    say.info(`${svc.prepare.name}: ${svc.prepare.note}`);
    const cwd = path.join(ROOT, svc.cwd);
    const step = startProcess({
      name: svc.prepare.name,
      color: 'gray',
      command: resolveBin(ROOT, cwd, svc.bin, existsSync),
      args: svc.prepare.args(ctx),
      cwd,
      env: childEnv(svc.env(ctx)),
    });
    running.add(step);
    try {
      await expectSuccess(step);
    } finally {
      running.delete(step);
    }
  }
}

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  // Children write into our pipes, not a TTY; keep their colours when ours are on.
  if (colorEnabled() && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
  return env;
}

async function main(): Promise<void> {
  // `.env` is optional; variables already set in the environment take precedence over it.
  const dotenv = path.join(ROOT, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);

  const settings = readSettings(process.argv.slice(2), process.env);
  installSignalHandlers();

  const services = servicesFor(settings.mode);
  // Build lines may run wider; the long-running services' columns are what should line up.
  setPrefixWidth(services.map((s) => s.name));
  for (const svc of services) {
    graceByName.set(svc.name, svc.graceMs);
    if (svc.prepare) graceByName.set(svc.prepare.name, svc.graceMs);
  }

  if (settings.tempData) {
    tempDataDir = mkdtempSync(path.join(os.tmpdir(), 'brokerage-data-'));
  }
  const dataDir = path.resolve(ROOT, tempDataDir ?? settings.dataDir ?? '.data');
  const ctx: Context = {
    root: ROOT,
    mode: settings.mode,
    port: settings.port,
    apiPort: settings.apiPort,
    ssoPort: settings.ssoPort,
    publicUrl: settings.publicUrl,
    sso: {
      issuer: settings.ssoIssuer,
      clientId: settings.ssoClientId,
      // The API and the SSO must hold the same secret; without one in the environment it is
      // generated once and kept beside the data, so restarts keep working.
      clientSecret: clientSecretFor(dataDir, process.env.SSO_CLIENT_SECRET),
      internalUrl: `http://127.0.0.1:${settings.ssoPort}/sso`,
    },
    dataDir,
    sitesDir: settings.sitesDir,
  };

  // Ports first: finding out after a two-minute build that 8080 is taken is no fun.
  const problems = await findPortProblems(
    services.map((svc) => ({ ...svc.port(ctx), owner: svc.name })),
  );
  if (problems.length > 0) {
    for (const line of problems) say.error(line);
    return shutdown(1);
  }

  if (settings.mode === 'start' && !settings.skipBuild) await buildStaleSites();
  if (shuttingDown) return;
  await prepareServices(services, ctx);
  if (shuttingDown) return;

  for (const svc of services) {
    const cwd = path.join(ROOT, svc.cwd);
    const command = resolveBin(ROOT, cwd, svc.bin, existsSync);
    supervisors.push(
      new Supervisor({
        name: svc.name,
        start: () =>
          startProcess({
            name: svc.name,
            color: svc.color,
            command,
            args: svc.args(ctx),
            cwd,
            env: childEnv(svc.env(ctx)),
          }),
        onFatal: (reason) => {
          if (shuttingDown) return;
          say.error(`${reason}; stopping everything`);
          void shutdown(1);
        },
        log: { warn: (m) => say.warn(m), info: (m) => say.info(m) },
      }),
    );
  }

  const slow = services.filter((s) => s.waitNote);
  for (const svc of slow) say.info(`waiting for ${svc.name}: ${svc.waitNote}`);
  await Promise.all(
    services.map(async (svc, i) => {
      const supervisor = supervisors[i];
      await waitForHealthy(svc.health(ctx), {
        timeoutMs: settings.startupTimeoutMs,
        anyStatus: svc.anyStatus,
        giveUp: () =>
          supervisor?.failed || shuttingDown
            ? `${svc.name} stopped before it was ready`
            : undefined,
      });
      supervisor?.markReady();
    }),
  );
  if (shuttingDown) return;

  const url = settings.publicUrl;
  const db = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${ctx.dataDir}`;
  say.ok(`ready${settings.mode === 'dev' ? ' (dev mode, hot reload)' : ''}: ${paint('bold', url)}`);
  say.info(`API ${url}/api/v1 · database: ${db}`);
  say.info(`SSO ${url}/sso · issuer ${ctx.sso.issuer} · client ${ctx.sso.clientId}`);
  say.info('Ctrl-C stops everything');
}

main().catch((error: unknown) => {
  if (shuttingDown) return;
  say.error(error instanceof Error ? error.message : String(error));
  void shutdown(1);
});
