/**
 * The processes `npm start` and `npm run dev` run. Later pieces (the price board) join by
 * adding a row here: where it lives, how to run it, its port and its health URL. The launcher
 * knows nothing else about any of them.
 */
import path from 'node:path';
// routes.ts directly: the package entry also exports React components, which a launcher must not load.
import { SITE_DEV_PORTS } from '../../shared/src/routing/devPorts';
import { SITES } from '../../shared/src/routing/routes';
import { CLUSTER_INFRASTRUCTURE, clusterApiEnv, type ClusterSettings } from './cluster';
import type { Color } from './log';
import { ssoEnv, type SsoSettings } from './sso';

/** `npm start`, `npm run dev`, `npm run start:cluster` (PostgreSQL, Redis, S3, two APIs, two boards). */
export type Mode = 'start' | 'dev' | 'cluster';

export interface Context {
  root: string;
  mode: Mode;
  /** The public port of the proxy (PORT). */
  port: number;
  /** HOST as the launcher was given it (the proxy's listener); unset: see `proxyHost`. */
  host?: string;
  apiPort: number;
  ssoPort: number;
  priceboardPort: number;
  /** The eKYC vendor stand-in (EKYC_PORT); the API reaches it at EKYC_VENDOR_URL. */
  ekycPort: number;
  /** The public origin (PUBLIC_URL, default http://localhost:<port>). */
  publicUrl: string;
  /** Shared by the API (the client) and the SSO stand-in (the provider). */
  sso: SsoSettings;
  /** LOGIN_DEVICE_SECRET of the API and the SSO (the key of the login device cookies). */
  loginDeviceSecret: string;
  dataDir: string;
  sitesDir: string;
  /** Only in cluster mode. */
  cluster?: ClusterSettings;
}

/** A command line: an absolute path or a name found on PATH, and its arguments. */
export interface CommandLine {
  command: string;
  args: string[];
}

export interface ServiceDef {
  name: string;
  color: Color;
  /** The commands that run it (a dev-only Vite server is absent from `npm start`). */
  modes: readonly Mode[];
  /**
   * Infrastructure (a database, Redis) is started, prepared and ready before the application
   * services start, and stopped after they stopped.
   */
  layer?: 'infrastructure';
  /**
   * A program instead of `bin` from node_modules/.bin (then `args` is unused): a system one,
   * or node running a built bundle; undefined in a mode that runs `bin`.
   */
  command?: (ctx: Context) => CommandLine | undefined;
  /** Folder relative to the repository root; also where its binary is looked up first. */
  cwd: string;
  /** A binary from node_modules/.bin, so no npm/sh wrapper sits between us and the process. */
  bin: string;
  args: (ctx: Context) => string[];
  env: (ctx: Context) => Record<string, string>;
  /** The port it listens on, and the variable that moves it (for the busy-port message). */
  port: (ctx: Context) => { port: number; envVar?: string };
  /** Polled until it answers 2xx (any status with `anyStatus`). */
  health: (ctx: Context) => string;
  /** Instead of `health`: a command polled until it exits 0 (pg_isready, redis-cli ping). */
  probe?: (ctx: Context) => CommandLine;
  anyStatus?: boolean;
  /** Between SIGTERM and SIGKILL. */
  graceMs: number;
  /** Said once while waiting for it, when a wait is expected. */
  waitNote?: string;
  /**
   * A one-shot command run to completion before it starts, with the same binary, folder and
   * environment (the API's demo seed: PGlite has one owner, so never beside the server).
   */
  prepare?: {
    name: string;
    args: (ctx: Context) => string[];
    note: string;
    /** A program instead of the service's own binary (undefined: the binary). */
    command?: (ctx: Context) => CommandLine | undefined;
    /** Already done (a database that exists): not run. */
    skip?: (ctx: Context) => boolean;
  };
}

const SITE_COLORS: readonly Color[] = ['blue', 'magenta', 'yellow', 'brightCyan'];

const viteDevServers: ServiceDef[] = SITES.map((site, i) => ({
  name: `vite:${site}`,
  color: SITE_COLORS[i % SITE_COLORS.length] ?? 'blue',
  modes: ['dev'],
  cwd: `sites/${site}`,
  bin: 'vite',
  args: () => [],
  // PORT tells the Vite config which port the browser's HMR socket goes back through.
  env: (ctx) => ({ PORT: String(ctx.port) }),
  port: () => ({ port: SITE_DEV_PORTS[site] }),
  health: () => `http://127.0.0.1:${SITE_DEV_PORTS[site]}/_site/${site}/`,
  anyStatus: true,
  graceMs: 5_000,
}));

/**
 * Where the proxy listens: HOST when it is set, else loopback for `npm run dev` (it forwards
 * /_site/<site>/ to the Vite dev servers, which serve the sites' sources) and every address
 * otherwise, the proxy's own default.
 */
export const proxyHost = (ctx: Context): string =>
  ctx.host ?? (ctx.mode === 'dev' ? '127.0.0.1' : '0.0.0.0');

/** The API port of replica `index` (0-based): API_PORT, API_PORT + 1, … */
export const apiPortOf = (ctx: Context, index: number) => ctx.apiPort + index;

/** Every API process the proxy balances over: one, or the cluster's replicas. */
export function apiUrls(ctx: Context): string[] {
  const count = ctx.mode === 'cluster' ? (ctx.cluster?.replicas ?? 1) : 1;
  return Array.from({ length: count }, (_, i) => `http://127.0.0.1:${apiPortOf(ctx, i)}`);
}

/** The port of price-board instance `index` (0-based): PRICEBOARD_PORT, PRICEBOARD_PORT + 1, … */
export const priceboardPortOf = (ctx: Context, index: number) => ctx.priceboardPort + index;

/** Every price-board instance the proxy balances over: one, or the cluster's. */
export function priceboardUrls(ctx: Context): string[] {
  const count = ctx.mode === 'cluster' ? (ctx.cluster?.priceboardReplicas ?? 1) : 1;
  return Array.from({ length: count }, (_, i) => `http://127.0.0.1:${priceboardPortOf(ctx, i)}`);
}

/**
 * How a Node service runs: `npm start` and the cluster run its bundle (dist/, made by
 * scripts/lib/service-build.ts) with plain node, NODE_ENV=production; `npm run dev` runs its
 * sources under `tsx watch`, reloaded on change.
 */
function nodeServer(cwd: string): Pick<ServiceDef, 'cwd' | 'bin' | 'args' | 'command'> {
  return {
    cwd,
    bin: 'tsx',
    // --clear-screen=false: tsx watch would otherwise wipe the other processes' logs on reload.
    args: () => ['watch', '--clear-screen=false', 'src/server.ts'],
    command: (ctx) => (ctx.mode === 'dev' ? undefined : builtScript('server')),
  };
}

/** `node dist/<name>.js`; stack traces name the TypeScript through the bundle's source map. */
const builtScript = (name: string): CommandLine => ({
  command: process.execPath,
  args: ['--enable-source-maps', `dist/${name}.js`],
});

/**
 * NODE_ENV of the services (production but under `npm run dev`), and their allocator's tuning:
 * @node-rs/argon2 allocates each hash's 19 MiB with its own mimalloc, which gives freed memory
 * back to the system only on a later allocation in the same thread, so the API and the SSO kept
 * about 20 MB per libuv thread that had ever hashed (the demo accounts at start: +40–100 MB
 * idle). A purge delay of 0 gives it back when it is freed (docker/*.Dockerfile set it too).
 */
const nodeEnv = (ctx: Context) => ({
  NODE_ENV: ctx.mode === 'dev' ? 'development' : 'production',
  MIMALLOC_PURGE_DELAY: '0',
});

/**
 * The API server: `api` for npm start and dev, `api-1`, `api-2` in the cluster (on PostgreSQL,
 * Redis and S3). The seed runs once, before the first of them starts.
 */
function apiService(modes: readonly Mode[], index: number, name: string): ServiceDef {
  return {
    name,
    color: index === 0 ? 'cyan' : 'brightCyan',
    modes,
    ...nodeServer('services/api'),
    env: (ctx) => ({
      ...nodeEnv(ctx),
      API_PORT: String(apiPortOf(ctx, index)),
      DATA_DIR: ctx.dataDir,
      // The order-matching calls read today's session from the price board.
      PRICEBOARD_URL: `http://127.0.0.1:${ctx.priceboardPort}`,
      // The account opening's document and face checks (docs/ekyc.md "Vendor port").
      EKYC_VENDOR_URL: `http://127.0.0.1:${ctx.ekycPort}`,
      ...ssoEnv(ctx.publicUrl, ctx.sso),
      LOGIN_DEVICE_SECRET: ctx.loginDeviceSecret,
      ...(ctx.cluster ? clusterApiEnv(ctx.cluster) : {}),
      // GET /api/v1/dev/outbox (loopback clients only): npm run dev reads the codes it sends
      // there; npm start opens it only when DEV_OUTBOX=true is in its own environment.
      ...(ctx.mode === 'dev' ? { DEV_OUTBOX: 'true' } : {}),
    }),
    port: (ctx) => ({ port: apiPortOf(ctx, index), envVar: 'API_PORT' }),
    // Ready: its database (and Redis, storage, jobs when configured) answer, not just the port.
    health: (ctx) => `http://127.0.0.1:${apiPortOf(ctx, index)}/readyz`,
    // PGlite must checkpoint and close its data directory; a kill can lose the last writes.
    graceMs: 15_000,
    waitNote:
      index === 0
        ? 'the first start creates, migrates and seeds the database, which takes a while'
        : undefined,
    // Fills an empty database with the demo content and copies the demo files into storage;
    // a seeded database is left as it is. The servers themselves only migrate.
    prepare:
      index === 0
        ? {
            name: 'seed',
            args: () => ['seed/run.ts'],
            command: (ctx) => (ctx.mode === 'dev' ? undefined : builtScript('seed')),
            note: 'seeding the database if it is empty',
          }
        : undefined,
  };
}

/**
 * The market simulator and SignalR hub (design §7), under /priceboard: `priceboard` for npm
 * start and dev, `priceboard-1`, `priceboard-2` in the cluster, one market through Redis (one
 * leads and runs the engine) and one token secret, so the proxy may send a client's negotiate
 * to one and its WebSocket to the other. It seeds itself from the API (the first replica in the
 * cluster), so it starts after it.
 */
function priceboardService(modes: readonly Mode[], index: number, name: string): ServiceDef {
  return {
    name,
    color: index === 0 ? 'brightBlue' : 'blue',
    modes,
    ...nodeServer('services/priceboard'),
    // PRICEBOARD_CLOCK and PRICEBOARD_SEED reach it from the launcher's own environment.
    env: (ctx) => ({
      ...nodeEnv(ctx),
      // A moving market at any hour: live while an exchange is open, else a replay of the last
      // session (production's own default is live at every hour).
      PRICEBOARD_CLOCK: process.env.PRICEBOARD_CLOCK ?? 'auto',
      PORT: String(priceboardPortOf(ctx, index)),
      HOST: '127.0.0.1',
      // Where the board's seed comes from: the API, unless PRICEBOARD_API_URL in the launcher's
      // environment names another (bench:board --stocks serves a larger market that way).
      API_URL: process.env.PRICEBOARD_API_URL ?? apiUrls(ctx)[0] ?? '',
      ...(ctx.cluster
        ? {
            REDIS_URL: clusterApiEnv(ctx.cluster).REDIS_URL,
            PRICEBOARD_TOKEN_SECRET: ctx.cluster.priceboardTokenSecret,
          }
        : {}),
    }),
    port: (ctx) => ({ port: priceboardPortOf(ctx, index), envVar: 'PRICEBOARD_PORT' }),
    // Ready once seeded from the API (or from the leader's log in Redis).
    health: (ctx) => `http://127.0.0.1:${priceboardPortOf(ctx, index)}/readyz`,
    // Clients are told to reconnect and closed within two seconds.
    graceMs: 5_000,
  };
}

/** Price-board instances of `npm run start:cluster` unless CLUSTER_PRICEBOARD_REPLICAS says otherwise. */
export const CLUSTER_PRICEBOARD_REPLICAS = 2;
export const MAX_CLUSTER_PRICEBOARD_REPLICAS = 4;

const clusterBoards = Array.from({ length: MAX_CLUSTER_PRICEBOARD_REPLICAS }, (_, i) =>
  priceboardService(['cluster'], i, `priceboard-${i + 1}`),
);

/** API replicas of `npm run start:cluster` unless CLUSTER_API_REPLICAS says otherwise. */
export const CLUSTER_API_REPLICAS = 2;
/** The most the launcher starts (each is a Node process of ~150 MB on a small machine). */
export const MAX_CLUSTER_API_REPLICAS = 4;

const clusterReplicas = Array.from({ length: MAX_CLUSTER_API_REPLICAS }, (_, i) =>
  apiService(['cluster'], i, `api-${i + 1}`),
);

export const SERVICES: readonly ServiceDef[] = [
  ...CLUSTER_INFRASTRUCTURE,
  apiService(['start', 'dev'], 0, 'api'),
  ...clusterReplicas,
  {
    // The OpenID Connect provider standing in for the brokerage's SSO, mounted under /sso.
    name: 'sso',
    color: 'brightMagenta',
    modes: ['start', 'dev', 'cluster'],
    ...nodeServer('services/sso'),
    env: (ctx) => ({
      ...nodeEnv(ctx),
      SSO_PORT: String(ctx.ssoPort),
      DATA_DIR: ctx.dataDir,
      ...ssoEnv(ctx.publicUrl, ctx.sso),
      LOGIN_DEVICE_SECRET: ctx.loginDeviceSecret,
    }),
    port: (ctx) => ({ port: ctx.ssoPort, envVar: 'SSO_PORT' }),
    // Ready: its store is writable (the discovery document alone says only that it listens).
    health: (ctx) => `http://127.0.0.1:${ctx.ssoPort}/readyz`,
    // Sessions and codes are written through; the grace only covers a write in flight.
    graceMs: 10_000,
  },
  priceboardService(['start', 'dev'], 0, 'priceboard'),
  ...clusterBoards,
  {
    // The identity vendor standing in for the real one (docs/ekyc.md): ID photos, signature,
    // face video. Stateless, so one serves every API replica of the cluster too.
    name: 'ekyc-vendor',
    color: 'yellow',
    modes: ['start', 'dev', 'cluster'],
    ...nodeServer('services/ekyc-vendor'),
    env: (ctx) => ({ ...nodeEnv(ctx), PORT: String(ctx.ekycPort), HOST: '127.0.0.1' }),
    port: (ctx) => ({ port: ctx.ekycPort, envVar: 'EKYC_PORT' }),
    // Ready once what its checks need is loaded (the face model).
    health: (ctx) => `http://127.0.0.1:${ctx.ekycPort}/readyz`,
    // A check in flight is a few seconds at most; the API retries on 503.
    graceMs: 5_000,
  },
  ...viteDevServers,
  {
    name: 'proxy',
    color: 'green',
    modes: ['start', 'dev', 'cluster'],
    cwd: 'proxy',
    bin: 'tsx',
    args: () => ['src/server.ts'],
    command: (ctx) => (ctx.mode === 'dev' ? undefined : builtScript('server')),
    env: (ctx) => ({
      PORT: String(ctx.port),
      HOST: proxyHost(ctx),
      PROXY_MODE: ctx.mode === 'dev' ? 'dev' : 'production',
      // Also React's server renderer in its production build: the development one is several
      // times slower and checks what production never needs.
      ...nodeEnv(ctx),
      API_URL: apiUrls(ctx)[0] ?? '',
      // The replicas it balances over, and the channel that tells it content changed.
      ...(ctx.cluster
        ? { API_URLS: apiUrls(ctx).join(','), REDIS_URL: clusterApiEnv(ctx.cluster).REDIS_URL }
        : {}),
      SSO_UPSTREAM: `http://127.0.0.1:${ctx.ssoPort}`,
      PRICEBOARD_URL: priceboardUrls(ctx)[0] ?? '',
      ...(ctx.cluster ? { PRICEBOARD_URLS: priceboardUrls(ctx).join(',') } : {}),
      SITES_DIR: ctx.sitesDir,
      // Canonical URLs, hreflang and the sitemap name this origin, never a client's Host.
      PUBLIC_ORIGIN: ctx.publicUrl,
    }),
    port: (ctx) => ({ port: ctx.port, envVar: 'PORT' }),
    // Ready once an API replica it balances over is ready (loopback may read /readyz).
    health: (ctx) => `http://127.0.0.1:${ctx.port}/readyz`,
    graceMs: 5_000,
  },
];

/**
 * The rows a mode runs; in the cluster, `replicas` API processes (api-1 … api-n) and
 * `boards` price-board instances (priceboard-1 … priceboard-n).
 */
export function servicesFor(
  mode: Mode,
  replicas = CLUSTER_API_REPLICAS,
  boards = CLUSTER_PRICEBOARD_REPLICAS,
): ServiceDef[] {
  const extra = new Set([...clusterReplicas.slice(replicas), ...clusterBoards.slice(boards)]);
  return SERVICES.filter((s) => s.modes.includes(mode) && !extra.has(s));
}

/** A binary from the nearest node_modules/.bin between `cwd` and the repository root. */
export function resolveBin(
  root: string,
  cwd: string,
  bin: string,
  exists: (p: string) => boolean,
): string {
  for (let dir = path.resolve(root, cwd); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '.bin', bin);
    if (exists(candidate)) return candidate;
    if (dir === root || dir === path.dirname(dir)) break;
  }
  throw new Error(
    `Cannot find "${bin}" in node_modules/.bin for ${cwd}. Run \`npm install\` first.`,
  );
}
