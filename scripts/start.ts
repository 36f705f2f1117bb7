/**
 * `npm start` (and `npm run dev`, which passes --dev): one command that brings up the whole
 * product on one origin.
 *
 *   1. load .env if present (the shell's variables win), validate ports, refuse busy ports;
 *   2. start mode: `vite build` each site whose dist is missing or older than its sources, and
 *      bundle each Node service the same way (scripts/lib/service-build.ts: they run from
 *      dist/ with NODE_ENV=production; --dev runs their sources under tsx watch);
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
 * Options: --dev, --cluster (`npm run start:cluster`: PostgreSQL, Redis and an S3 server
 * started first, then two API replicas and two price-board instances behind the proxy;
 * scripts/lib/cluster.ts), --temp-data
 * (a fresh throw-away DATA_DIR, deleted on exit: the e2e suite uses it so every run sees the
 * seed), --skip-build, --help.
 *
 * Each running service's pid is written to DATA_DIR/run/<name>.pid (the cluster smoke test
 * kills one API replica by it).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiFeatures, featureLines, listenerLine } from './lib/banner';
import { serviceStates, siteStates } from './lib/build';
import { findPostgresBin } from './lib/cluster';
import { waitForHealthy } from './lib/health';
import { colorEnabled, paint, say, setPrefixWidth } from './lib/log';
import { findPortProblems } from './lib/ports';
import { expectSuccess, sleep, startProcess, type ManagedProcess } from './lib/process';
import {
  CLUSTER_API_REPLICAS,
  CLUSTER_PRICEBOARD_REPLICAS,
  MAX_CLUSTER_API_REPLICAS,
  MAX_CLUSTER_PRICEBOARD_REPLICAS,
  proxyHost,
  resolveBin,
  servicesFor,
  type CommandLine,
  type Context,
  type Mode,
  type ServiceDef,
} from './lib/services';
import { BUILT_MARKER, buildService, SERVICE_BUILDS } from './lib/service-build';
import { LOGIN_DEVICE_SECRET_FILE, secretFor, SSO_SECRET_FILE } from './lib/sso';
import { Supervisor } from './lib/supervise';
import { SITES } from '../shared/src/routing/routes';

/**
 * The repository root (the folder with turbo.json): the one above scripts/ whether this runs as
 * scripts/start.ts (tsx) or as the bundle scripts/launch.mjs makes of it in scripts/dist/.
 */
const ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'turbo.json')) && path.dirname(dir) !== dir)
    dir = path.dirname(dir);
  return dir;
})();

const USAGE = `Usage: node scripts/launch.mjs [--dev | --cluster] [--temp-data] [--skip-build]

  --dev          Vite dev servers with hot reload behind the proxy, API under tsx watch,
                 the dev outbox on (DEV_OUTBOX=true: GET /api/v1/dev/outbox, loopback only),
                 the proxy on 127.0.0.1 unless HOST is set (it serves the sites' sources)
  --cluster      the production topology here: PostgreSQL, Redis and an S3 server (from
                 Debian and npm packages), two API replicas and two price-board instances,
                 the proxy balancing over them
  --temp-data    use a fresh temporary DATA_DIR (seeded on start, deleted on exit)
  --skip-build   serve whatever is in sites/*/dist without checking it (the services'
                 bundles are still checked: a second at most)

Environment: PORT (8080), HOST (the proxy's listener: 127.0.0.1 with --dev, else 0.0.0.0), API_PORT (5100), SSO_PORT (5200), PRICEBOARD_PORT (5300), EKYC_PORT (5400), PUBLIC_URL (http://localhost:PORT),
DATA_DIR (.data), STARTUP_TIMEOUT_SECONDS (300); with --cluster also CLUSTER_PG_PORT (5433),
CLUSTER_REDIS_PORT (6380), CLUSTER_S3_PORT (9000), CLUSTER_API_REPLICAS (2, at most 4),
CLUSTER_PRICEBOARD_REPLICAS (2, at most 4, on PRICEBOARD_PORT and the ports after it); plus everything the API, SSO and proxy read
(see README). SSO_CLIENT_SECRET and LOGIN_DEVICE_SECRET, when unset, are generated once into
DATA_DIR/${SSO_SECRET_FILE} and DATA_DIR/${LOGIN_DEVICE_SECRET_FILE}.
SITES_DIR is refused: builds go to sites/.`;

class UsageError extends Error {}

interface Settings {
  mode: Mode;
  tempData: boolean;
  skipBuild: boolean;
  port: number;
  /** HOST when set: where the proxy listens (services.ts `proxyHost`). */
  host: string | undefined;
  apiPort: number;
  ssoPort: number;
  priceboardPort: number;
  ekycPort: number;
  publicUrl: string;
  ssoIssuer: string;
  ssoClientId: string;
  dataDir: string | undefined;
  sitesDir: string;
  startupTimeoutMs: number;
  clusterPorts: { pg: number; redis: number; s3: number };
  clusterReplicas: number;
  clusterBoards: number;
}

function readSettings(argv: string[], env: NodeJS.ProcessEnv): Settings {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        dev: { type: 'boolean', default: false },
        cluster: { type: 'boolean', default: false },
        'temp-data': { type: 'boolean', default: false },
        'skip-build': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.dev && values.cluster) {
    throw new UsageError(`--dev and --cluster do not go together\n\n${USAGE}`);
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
    mode: values.dev ? 'dev' : values.cluster ? 'cluster' : 'start',
    tempData: values['temp-data'],
    skipBuild: values['skip-build'],
    port,
    host: env.HOST?.trim() || undefined,
    apiPort: int('API_PORT', 5100, 1, 65535),
    ssoPort: int('SSO_PORT', 5200, 1, 65535),
    priceboardPort: int('PRICEBOARD_PORT', 5300, 1, 65535),
    ekycPort: int('EKYC_PORT', 5400, 1, 65535),
    publicUrl,
    ssoIssuer: httpUrl(env, 'SSO_ISSUER', `${publicUrl}/sso`, 'url'),
    ssoClientId: env.SSO_CLIENT_ID?.trim() || 'website',
    dataDir: env.DATA_DIR?.trim() || undefined,
    sitesDir: path.join(ROOT, 'sites'),
    startupTimeoutMs: int('STARTUP_TIMEOUT_SECONDS', 300, 5, 3600) * 1000,
    clusterPorts: {
      pg: int('CLUSTER_PG_PORT', 5433, 1, 65535),
      redis: int('CLUSTER_REDIS_PORT', 6380, 1, 65535),
      s3: int('CLUSTER_S3_PORT', 9000, 1, 65535),
    },
    clusterReplicas: int('CLUSTER_API_REPLICAS', CLUSTER_API_REPLICAS, 1, MAX_CLUSTER_API_REPLICAS),
    clusterBoards: int(
      'CLUSTER_PRICEBOARD_REPLICAS',
      CLUSTER_PRICEBOARD_REPLICAS,
      1,
      MAX_CLUSTER_PRICEBOARD_REPLICAS,
    ),
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
/** The long-running services, each kept up by its supervisor, infrastructure first. */
const supervisors: { supervisor: Supervisor; infrastructure: boolean }[] = [];
let shuttingDown = false;
let tempDataDir: string | undefined;

async function shutdown(code: number, why?: string): Promise<never> {
  if (shuttingDown) return new Promise<never>(() => {});
  shuttingDown = true;
  if (why) say.info(why);
  const procs = [...running];
  const names = [...procs.map((p) => p.name), ...supervisors.map((s) => s.supervisor.name)];
  if (names.length > 0) say.info(`stopping ${names.join(', ')}…`);
  // In parallel: each gets its own grace period (the API's is long, for PGlite). The database,
  // Redis and storage go last, once nothing is using them.
  const stopAll = (infrastructure: boolean) =>
    supervisors
      .filter((s) => s.infrastructure === infrastructure)
      .map(({ supervisor }) => supervisor.stop(graceFor(supervisor.name)));
  await Promise.all([
    ...procs.map((p) => p.stop(graceFor(p.name)).then(() => running.delete(p))),
    ...stopAll(false),
  ]);
  await Promise.all(stopAll(true));
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
    for (const { supervisor } of supervisors) supervisor.kill();
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
    for (const { supervisor } of supervisors) supervisor.kill();
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

/**
 * Bundles each Node service whose dist/ is missing or older than its sources, in this process
 * (esbuild takes well under a second a service). Only those this mode runs.
 */
async function buildStaleServices(services: readonly ServiceDef[]): Promise<void> {
  const wanted = SERVICE_BUILDS.filter((b) => services.some((s) => s.cwd === b.cwd));
  const states = await serviceStates(ROOT, wanted, BUILT_MARKER);
  const stale = states.filter((s) => s.stale);
  if (stale.length === 0) {
    say.info('every service is built and up to date');
    return;
  }
  for (const { cwd, reason } of stale) {
    if (shuttingDown) return;
    const started = Date.now();
    await buildService(
      ROOT,
      wanted.find((b) => b.cwd === cwd)!,
    );
    say.info(`built ${cwd} (${reason}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // esbuild's service process would otherwise live as long as the launcher.
  (await import('esbuild')).stop();
}

/** Each service's one-shot preparation (the API's seed), in order, before any service starts. */
async function prepareServices(services: readonly ServiceDef[], ctx: Context): Promise<void> {
  for (const svc of services) {
    if (!svc.prepare || shuttingDown || svc.prepare.skip?.(ctx)) continue;
    say.info(`${svc.prepare.name}: ${svc.prepare.note}`);
    const cwd = path.join(ROOT, svc.cwd);
    const line: CommandLine = svc.prepare.command?.(ctx) ?? {
      command: resolveBin(ROOT, cwd, svc.bin, existsSync),
      args: svc.prepare.args(ctx),
    };
    const step = startProcess({
      name: svc.prepare.name,
      color: 'gray',
      ...line,
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

/** Starts a layer's services under supervisors and waits until each is ready. */
async function startLayer(
  layer: readonly ServiceDef[],
  ctx: Context,
  timeoutMs: number,
): Promise<void> {
  const started = layer.map((svc) => {
    const cwd = path.join(ROOT, svc.cwd);
    const line: CommandLine = svc.command?.(ctx) ?? {
      command: resolveBin(ROOT, cwd, svc.bin, existsSync),
      args: svc.args(ctx),
    };
    const supervisor = new Supervisor({
      name: svc.name,
      start: () => {
        const proc = startProcess({
          name: svc.name,
          color: svc.color,
          ...line,
          cwd,
          env: childEnv(svc.env(ctx)),
        });
        writePidFile(ctx.dataDir, svc.name, proc.pid);
        return proc;
      },
      onFatal: (reason) => {
        if (shuttingDown) return;
        say.error(`${reason}; stopping everything`);
        void shutdown(1);
      },
      log: { warn: (m) => say.warn(m), info: (m) => say.info(m) },
    });
    supervisors.push({ supervisor, infrastructure: svc.layer === 'infrastructure' });
    return { svc, supervisor };
  });

  for (const { svc } of started)
    if (svc.waitNote) say.info(`waiting for ${svc.name}: ${svc.waitNote}`);
  await Promise.all(
    started.map(async ({ svc, supervisor }) => {
      const giveUp = () =>
        supervisor.failed || shuttingDown ? `${svc.name} stopped before it was ready` : undefined;
      const probe = svc.probe?.(ctx);
      if (probe) await waitForCommand(svc.name, probe, timeoutMs, giveUp);
      else {
        await waitForHealthy(svc.health(ctx), { timeoutMs, anyStatus: svc.anyStatus, giveUp });
      }
      supervisor.markReady();
    }),
  );
}

/** Polls a command (pg_isready, redis-cli ping) until it exits 0. */
async function waitForCommand(
  name: string,
  { command, args }: CommandLine,
  timeoutMs: number,
  giveUp: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = giveUp();
    if (reason) throw new Error(reason);
    const ok = await new Promise<boolean>((resolve) => {
      execFile(command, args, { timeout: 5_000 }, (error) => resolve(!error));
    });
    if (ok) return;
    if (Date.now() >= deadline) {
      throw new Error(`${name} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
    }
    await sleep(250);
  }
}

/** DATA_DIR/run/<name>.pid: which process group is which service (ops, the cluster smoke). */
function writePidFile(dataDir: string, name: string, pid: number): void {
  const dir = path.join(dataDir, 'run');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.pid`), `${pid}\n`);
}

/**
 * DATA_DIR/cluster/{postgres,redis,s3}. As root, PostgreSQL runs as the postgres user: its
 * folder is given to it, and the folders above it must let it through.
 */
function prepareClusterDirs(clusterDir: string, dataDir: string, asPostgresUser: boolean): void {
  for (const sub of ['postgres', 'redis', 's3']) {
    mkdirSync(path.join(clusterDir, sub), { recursive: true, mode: 0o700 });
  }
  if (!asPostgresUser) return;
  const postgresDir = path.join(clusterDir, 'postgres');
  const ids = postgresIds();
  chownSync(postgresDir, ids.uid, ids.gid);
  // A private temporary DATA_DIR (mode 0700) would stop it at the door.
  for (let dir = clusterDir; dir !== path.dirname(dataDir); dir = path.dirname(dir)) {
    chmodSync(dir, 0o711);
  }
}

function postgresIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('the postgres user is missing: apt-get install -y postgresql');
  return { uid: Number(uid), gid: Number(gid) };
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

  const services = servicesFor(settings.mode, settings.clusterReplicas, settings.clusterBoards);
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
    host: settings.host,
    apiPort: settings.apiPort,
    ssoPort: settings.ssoPort,
    priceboardPort: settings.priceboardPort,
    ekycPort: settings.ekycPort,
    publicUrl: settings.publicUrl,
    sso: {
      issuer: settings.ssoIssuer,
      clientId: settings.ssoClientId,
      // The API and the SSO must hold the same secret; without one in the environment it is
      // generated once and kept beside the data, so restarts keep working.
      clientSecret: secretFor(dataDir, SSO_SECRET_FILE, process.env.SSO_CLIENT_SECRET),
      internalUrl: `http://127.0.0.1:${settings.ssoPort}/sso`,
    },
    // Production requires it; the API and the SSO sign their device cookies with the same key.
    loginDeviceSecret: secretFor(
      dataDir,
      LOGIN_DEVICE_SECRET_FILE,
      process.env.LOGIN_DEVICE_SECRET,
    ),
    dataDir,
    sitesDir: settings.sitesDir,
    cluster:
      settings.mode === 'cluster'
        ? {
            replicas: settings.clusterReplicas,
            priceboardReplicas: settings.clusterBoards,
            // The instances must share it; one set in the environment wins, else one per run.
            priceboardTokenSecret:
              process.env.PRICEBOARD_TOKEN_SECRET?.trim() || randomBytes(32).toString('hex'),
            pgPort: settings.clusterPorts.pg,
            redisPort: settings.clusterPorts.redis,
            s3Port: settings.clusterPorts.s3,
            dir: path.join(dataDir, 'cluster'),
            pgBin: findPostgresBin(),
            asPostgresUser: process.getuid?.() === 0,
          }
        : undefined,
  };

  // Ports first: finding out after a two-minute build that 8080 is taken is no fun.
  const problems = await findPortProblems(
    services.map((svc) => ({ ...svc.port(ctx), owner: svc.name })),
  );
  if (problems.length > 0) {
    for (const line of problems) say.error(line);
    return shutdown(1);
  }

  if (settings.mode !== 'dev' && !settings.skipBuild) await buildStaleSites();
  // Checked even with --skip-build (which is about the sites' slow builds): a few milliseconds
  // when up to date, and a service cannot start without its bundle.
  if (settings.mode !== 'dev' && !shuttingDown) await buildStaleServices(services);
  if (shuttingDown) return;
  if (ctx.cluster) prepareClusterDirs(ctx.cluster.dir, dataDir, ctx.cluster.asPostgresUser);

  // Infrastructure first (prepared, started and ready), then the application on top of it.
  const layers = [
    services.filter((s) => s.layer === 'infrastructure'),
    services.filter((s) => s.layer !== 'infrastructure'),
  ];
  for (const layer of layers) {
    if (layer.length === 0) continue;
    await prepareServices(layer, ctx);
    if (shuttingDown) return;
    await startLayer(layer, ctx, settings.startupTimeoutMs);
    if (shuttingDown) return;
  }

  const url = settings.publicUrl;
  const db = ctx.cluster
    ? `PostgreSQL on port ${ctx.cluster.pgPort}, Redis on ${ctx.cluster.redisPort}, S3 on ${ctx.cluster.s3Port} (${ctx.cluster.dir})`
    : process.env.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : `embedded PGlite in ${ctx.dataDir}`;
  const how = {
    dev: ' (dev mode, hot reload)',
    cluster:
      ` (cluster: ${settings.clusterReplicas} API ${settings.clusterReplicas === 1 ? 'replica' : 'replicas'},` +
      ` ${settings.clusterBoards} price-board ${settings.clusterBoards === 1 ? 'instance' : 'instances'})`,
    start: '',
  }[settings.mode];
  say.ok(`ready${how}: ${paint('bold', url)}`);
  const listener = listenerLine(settings.mode, proxyHost(ctx), settings.port);
  if (listener.warn) say.warn(listener.text);
  else say.info(listener.text);
  say.info(`API ${url}/api/v1 · database: ${db}`);
  say.info(`SSO ${url}/sso · issuer ${ctx.sso.issuer} · client ${ctx.sso.clientId}`);
  const api = services.find((s) => s.cwd === 'services/api');
  if (api)
    for (const line of featureLines(apiFeatures(childEnv(api.env(ctx))), url)) say.info(line);
  say.info('Ctrl-C stops everything');
}

main().catch((error: unknown) => {
  if (shuttingDown) return;
  say.error(error instanceof Error ? error.message : String(error));
  void shutdown(1);
});
