import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITES } from '../../shared/src/routing/routes';
import { apiFeatures, featureLines, listenerLine } from './banner';
import { clusterApiEnv, findPostgresBin } from './cluster';
import { serviceBuildFor } from './service-build';
import {
  apiUrls,
  priceboardUrls,
  proxyHost,
  resolveBin,
  SERVICES,
  servicesFor,
  type Context,
} from './services';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ctx = (mode: 'start' | 'dev' | 'cluster', asPostgresUser = false): Context => ({
  root,
  mode,
  port: 8080,
  apiPort: 5100,
  ssoPort: 5200,
  priceboardPort: 5300,
  ekycPort: 5400,
  publicUrl: 'http://localhost:8080',
  sso: {
    issuer: 'http://localhost:8080/sso',
    clientId: 'website',
    clientSecret: 'generated-secret',
    internalUrl: 'http://127.0.0.1:5200/sso',
  },
  loginDeviceSecret: 'a-generated-device-cookie-key-0123456789',
  dataDir: '/tmp/data',
  sitesDir: path.join(root, 'sites'),
  cluster:
    mode === 'cluster'
      ? {
          replicas: 2,
          priceboardReplicas: 2,
          priceboardTokenSecret: 'a-token-secret-for-both-instances',
          pgPort: 5433,
          redisPort: 6380,
          s3Port: 9000,
          dir: '/tmp/data/cluster',
          pgBin: '/usr/lib/postgresql/15/bin',
          asPostgresUser,
        }
      : undefined,
});

describe('service table', () => {
  it('runs the API, the SSO, the price board and the proxy for npm start, plus a Vite server per site for npm run dev', () => {
    expect(servicesFor('start').map((s) => s.name)).toEqual([
      'api',
      'sso',
      'priceboard',
      'ekyc-vendor',
      'proxy',
    ]);
    expect(servicesFor('dev').map((s) => s.name)).toEqual([
      'api',
      'sso',
      'priceboard',
      'ekyc-vendor',
      ...SITES.map((s) => `vite:${s}`),
      'proxy',
    ]);
  });

  it('seeds the API database with a one-shot step in the API folder before the server starts', () => {
    const api = SERVICES.find((s) => s.name === 'api');
    expect(api?.prepare?.name).toBe('seed');
    for (const mode of ['start', 'dev'] as const) {
      expect(api?.prepare?.args(ctx(mode))).toEqual(['seed/run.ts']);
    }
    expect(existsSync(path.join(root, api?.cwd ?? '', 'seed/run.ts'))).toBe(true);
  });

  it('gives every service its own port in each mode', () => {
    for (const mode of ['start', 'dev'] as const) {
      const ports = servicesFor(mode).map((s) => s.port(ctx(mode)).port);
      expect(new Set(ports).size).toBe(ports.length);
    }
  });

  it('points the proxy at the API and the built sites, in the right mode', () => {
    const proxy = SERVICES.find((s) => s.name === 'proxy');
    expect(proxy?.env(ctx('start'))).toMatchObject({
      PORT: '8080',
      PROXY_MODE: 'production',
      API_URL: 'http://127.0.0.1:5100',
      SSO_UPSTREAM: 'http://127.0.0.1:5200',
      // The public origin is configuration, so no Host header can reach canonical URLs.
      PUBLIC_ORIGIN: 'http://localhost:8080',
    });
    expect(proxy?.env(ctx('dev')).PROXY_MODE).toBe('dev');
  });

  it('gives the API and the SSO the same public origin, issuer, client and back channel', () => {
    const shared = {
      PUBLIC_URL: 'http://localhost:8080',
      SSO_ISSUER: 'http://localhost:8080/sso',
      SSO_CLIENT_ID: 'website',
      SSO_CLIENT_SECRET: 'generated-secret',
      SSO_INTERNAL_URL: 'http://127.0.0.1:5200/sso',
    };
    const api = SERVICES.find((s) => s.name === 'api');
    const sso = SERVICES.find((s) => s.name === 'sso');
    expect(api?.env(ctx('start'))).toMatchObject({
      ...shared,
      API_PORT: '5100',
      DATA_DIR: '/tmp/data',
    });
    expect(sso?.env(ctx('start'))).toMatchObject({
      ...shared,
      SSO_PORT: '5200',
      DATA_DIR: '/tmp/data',
      LOGIN_DEVICE_SECRET: 'a-generated-device-cookie-key-0123456789',
    });
    // One key for both: a device known to one login is known to the other.
    expect(api?.env(ctx('start')).LOGIN_DEVICE_SECRET).toBe(
      sso?.env(ctx('start')).LOGIN_DEVICE_SECRET,
    );
    expect(sso?.port(ctx('start'))).toEqual({ port: 5200, envVar: 'SSO_PORT' });
    expect(sso?.health(ctx('start'))).toBe('http://127.0.0.1:5200/readyz');
    // Like the API: tsx watch reloads it in dev.
    expect(sso?.args(ctx('dev'))).toEqual(['watch', '--clear-screen=false', 'src/server.ts']);
    expect(sso?.command?.(ctx('dev'))).toBeUndefined();
  });

  it('runs every Node service from its bundle in production mode, and its sources under tsx watch in dev', () => {
    const servers = SERVICES.filter((s) => s.cwd.startsWith('services/') || s.cwd === 'proxy');
    expect(new Set(servers.map((s) => s.cwd))).toEqual(
      new Set([
        'services/api',
        'services/sso',
        'services/priceboard',
        'services/ekyc-vendor',
        'proxy',
      ]),
    );
    for (const server of servers) {
      for (const mode of ['start', 'cluster'] as const) {
        expect(server.command?.(ctx(mode)), server.name).toEqual({
          command: process.execPath,
          args: ['--enable-source-maps', 'dist/server.js'],
        });
        expect(server.env(ctx(mode)).NODE_ENV, server.name).toBe('production');
        // The bundle the launcher builds for it (scripts/lib/service-build.ts).
        expect(serviceBuildFor(server.cwd)?.entries.server, server.name).toBe('src/server.ts');
      }
      expect(server.bin).toBe('tsx');
      expect(server.command?.(ctx('dev'))).toBeUndefined();
      expect(server.env(ctx('dev')).NODE_ENV, server.name).toBe('development');
      if (server.cwd !== 'proxy')
        expect(server.args(ctx('dev'))).toEqual(['watch', '--clear-screen=false', 'src/server.ts']);
    }
    // The seed too: from its bundle, before the server.
    const seed = SERVICES.find((s) => s.name === 'api')?.prepare;
    expect(seed?.command?.(ctx('start'))?.args).toEqual(['--enable-source-maps', 'dist/seed.js']);
    expect(seed?.command?.(ctx('dev'))).toBeUndefined();
    expect(seed?.args(ctx('dev'))).toEqual(['seed/run.ts']);
  });

  it('replays a past session off hours under npm start unless PRICEBOARD_CLOCK says otherwise', () => {
    const board = SERVICES.find((s) => s.name === 'priceboard');
    expect(board?.env(ctx('start')).PRICEBOARD_CLOCK).toBe(process.env.PRICEBOARD_CLOCK ?? 'auto');
  });

  it('waits for readiness, not only a listening port', () => {
    const health = Object.fromEntries(
      servicesFor('start').map((svc) => [svc.name, svc.health(ctx('start'))]),
    );
    expect(health).toEqual({
      api: 'http://127.0.0.1:5100/readyz',
      sso: 'http://127.0.0.1:5200/readyz',
      priceboard: 'http://127.0.0.1:5300/readyz',
      'ekyc-vendor': 'http://127.0.0.1:5400/readyz',
      proxy: 'http://127.0.0.1:8080/readyz',
    });
    expect(servicesFor('start').some((svc) => svc.anyStatus)).toBe(false);
  });

  it('starts every service from a folder and binary that exist', () => {
    for (const svc of SERVICES.filter((s) => !s.command)) {
      expect(existsSync(path.join(root, svc.cwd)), svc.cwd).toBe(true);
      expect(resolveBin(root, path.join(root, svc.cwd), svc.bin, existsSync)).toMatch(
        /node_modules\/\.bin\//,
      );
    }
  });

  it('runs PostgreSQL, Redis and an S3 server first in the cluster, then two API replicas and two boards', () => {
    const cluster = servicesFor('cluster');
    expect(cluster.map((s) => s.name)).toEqual([
      'postgres',
      'redis',
      's3',
      'api-1',
      'api-2',
      'sso',
      'priceboard-1',
      'priceboard-2',
      'ekyc-vendor',
      'proxy',
    ]);
    expect(cluster.filter((s) => s.layer === 'infrastructure').map((s) => s.name)).toEqual([
      'postgres',
      'redis',
      's3',
    ]);
    const ports = cluster.map((s) => s.port(ctx('cluster')).port);
    expect(new Set(ports).size).toBe(ports.length);
    // The seed runs once, before the first replica; both replicas share the same stores.
    const [api1, api2] = cluster.filter((s) => s.name.startsWith('api-'));
    expect(api1?.prepare?.name).toBe('seed');
    expect(api2?.prepare).toBeUndefined();
    const stores = clusterApiEnv(ctx('cluster').cluster!);
    expect(api1?.env(ctx('cluster'))).toMatchObject({ ...stores, API_PORT: '5100' });
    expect(api2?.env(ctx('cluster'))).toMatchObject({ ...stores, API_PORT: '5101' });
    expect(stores.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5433/postgres');
    // The proxy balances over both and hears content changes through Redis.
    const proxy = cluster.find((s) => s.name === 'proxy');
    expect(proxy?.env(ctx('cluster'))).toMatchObject({
      API_URLS: 'http://127.0.0.1:5100,http://127.0.0.1:5101',
      REDIS_URL: 'redis://127.0.0.1:6380',
    });
    expect(apiUrls(ctx('start'))).toEqual(['http://127.0.0.1:5100']);
    // Each board seeds from the first replica, shares the market through Redis and signs its
    // connection tokens with the same secret; the proxy balances over both.
    const [board1, board2] = cluster.filter((s) => s.name.startsWith('priceboard-'));
    const shared = {
      API_URL: 'http://127.0.0.1:5100',
      REDIS_URL: 'redis://127.0.0.1:6380',
      PRICEBOARD_TOKEN_SECRET: 'a-token-secret-for-both-instances',
    };
    expect(board1?.env(ctx('cluster'))).toMatchObject({ ...shared, PORT: '5300' });
    expect(board2?.env(ctx('cluster'))).toMatchObject({ ...shared, PORT: '5301' });
    expect(board2?.health(ctx('cluster'))).toBe('http://127.0.0.1:5301/readyz');
    expect(proxy?.env(ctx('cluster'))).toMatchObject({
      PRICEBOARD_URL: 'http://127.0.0.1:5300',
      PRICEBOARD_URLS: 'http://127.0.0.1:5300,http://127.0.0.1:5301',
    });
    expect(priceboardUrls(ctx('start'))).toEqual(['http://127.0.0.1:5300']);
  });

  it('runs the price board after the API, and points the proxy at it', () => {
    const names = servicesFor('start').map((s) => s.name);
    expect(names.indexOf('priceboard')).toBeGreaterThan(names.indexOf('api'));
    const priceboard = SERVICES.find((s) => s.name === 'priceboard');
    expect(priceboard?.env(ctx('start'))).toEqual({
      NODE_ENV: 'production',
      MIMALLOC_PURGE_DELAY: '0',
      PRICEBOARD_CLOCK: process.env.PRICEBOARD_CLOCK ?? 'auto',
      PORT: '5300',
      HOST: '127.0.0.1',
      API_URL: 'http://127.0.0.1:5100',
    });
    expect(priceboard?.port(ctx('start'))).toEqual({ port: 5300, envVar: 'PRICEBOARD_PORT' });
    expect(SERVICES.find((s) => s.name === 'proxy')?.env(ctx('start'))).toMatchObject({
      PRICEBOARD_URL: 'http://127.0.0.1:5300',
    });
  });

  it('runs the eKYC vendor stand-in on EKYC_PORT in every mode and points every API at it', () => {
    const vendor = SERVICES.find((s) => s.name === 'ekyc-vendor');
    expect(vendor?.modes).toEqual(['start', 'dev', 'cluster']);
    expect(vendor?.env(ctx('start'))).toEqual({
      NODE_ENV: 'production',
      MIMALLOC_PURGE_DELAY: '0',
      PORT: '5400',
      HOST: '127.0.0.1',
    });
    expect(vendor?.port(ctx('start'))).toEqual({ port: 5400, envVar: 'EKYC_PORT' });
    expect(vendor?.health(ctx('start'))).toBe('http://127.0.0.1:5400/readyz');
    expect(SERVICES.find((s) => s.name === 'api')?.env(ctx('start'))).toMatchObject({
      EKYC_VENDOR_URL: 'http://127.0.0.1:5400',
    });
    for (const api of servicesFor('cluster').filter((s) => s.name.startsWith('api-'))) {
      expect(api.env(ctx('cluster')).EKYC_VENDOR_URL).toBe('http://127.0.0.1:5400');
    }
  });

  it('runs as many API replicas as asked (CLUSTER_API_REPLICAS), one for the single-replica bench', () => {
    const names = (replicas: number) =>
      servicesFor('cluster', replicas)
        .map((s) => s.name)
        .filter((n) => n.startsWith('api'));
    expect(names(1)).toEqual(['api-1']);
    expect(names(4)).toEqual(['api-1', 'api-2', 'api-3', 'api-4']);
  });

  it('runs as many price-board instances as asked (CLUSTER_PRICEBOARD_REPLICAS)', () => {
    const boards = (count: number) =>
      servicesFor('cluster', 2, count)
        .map((s) => s.name)
        .filter((n) => n.startsWith('priceboard'));
    expect(boards(1)).toEqual(['priceboard-1']);
    expect(boards(3)).toEqual(['priceboard-1', 'priceboard-2', 'priceboard-3']);
    // npm start keeps one, without Redis or a shared secret.
    expect(servicesFor('start').filter((s) => s.name.startsWith('priceboard'))).toHaveLength(1);
  });

  it('runs PostgreSQL as the postgres user when the launcher is root, since it refuses root', () => {
    const postgres = servicesFor('cluster').find((s) => s.name === 'postgres');
    expect(postgres?.command?.(ctx('cluster', true))).toMatchObject({
      command: '/usr/sbin/runuser',
      args: expect.arrayContaining(['-u', 'postgres', '/usr/lib/postgresql/15/bin/postgres']),
    });
    expect(postgres?.command?.(ctx('cluster', false))?.command).toBe(
      '/usr/lib/postgresql/15/bin/postgres',
    );
  });

  it('says which Debian packages the cluster needs when PostgreSQL is missing', () => {
    expect(() => findPostgresBin('/nonexistent')).toThrow(
      /apt-get install -y postgresql redis-server/,
    );
  });

  it('says how to fix a missing binary', () => {
    expect(() => resolveBin(root, path.join(root, 'proxy'), 'nope', () => false)).toThrow(
      /npm install/,
    );
  });
});

/** The environment the launcher gives the API: its own, then the service table's on top. */
function apiEnv(mode: 'start' | 'dev', launcherEnv: Record<string, string> = {}) {
  const api = SERVICES.find((s) => s.name === 'api');
  return { ...launcherEnv, ...api?.env(ctx(mode)) };
}

/** Issue 20 item 5: `npm start` never opens the outbox, and its banner says so. */
describe('the API features in the ready banner', () => {
  it('npm start (production): no outbox, docs off unless API_DOCS; npm run dev: docs on', () => {
    expect(apiFeatures(apiEnv('start'))).toEqual({ devOutbox: false, apiDocs: false });
    expect(apiFeatures(apiEnv('start', { API_DOCS: 'true' })).apiDocs).toBe(true);
    expect(apiFeatures(apiEnv('dev')).apiDocs).toBe(true);
    expect(apiFeatures(apiEnv('dev', { API_DOCS: 'false' })).apiDocs).toBe(false);
  });

  it('npm run dev turns the outbox on; the test stack turns it on through its environment', () => {
    expect(apiEnv('dev').DEV_OUTBOX).toBe('true');
    expect(apiEnv('start').DEV_OUTBOX).toBeUndefined();
    expect(apiFeatures(apiEnv('dev')).devOutbox).toBe(true);
    expect(apiFeatures(apiEnv('start', { DEV_OUTBOX: 'true' })).devOutbox).toBe(true);
    expect(apiFeatures(apiEnv('start', { DEV_OUTBOX: 'no' })).devOutbox).toBe(false);
  });

  it('says whether the outbox is on, and where', () => {
    const [off, docs] = featureLines({ devOutbox: false, apiDocs: true }, 'http://localhost:8080');
    expect(off).toMatch(/^dev outbox off/);
    expect(off).toContain('DEV_OUTBOX=true');
    expect(docs).toBe('API docs http://localhost:8080/api/docs');
    const [on, noDocs] = featureLines({ devOutbox: true, apiDocs: false }, 'http://localhost:8080');
    expect(on).toMatch(/^dev outbox on, for clients on this machine only/);
    expect(on).toContain('http://localhost:8080/api/v1/dev/outbox?to=');
    expect(noDocs).toMatch(/^API docs off/);
  });
});

/**
 * Issue 20, dev mode: the proxy forwards /_site/<site>/ to the Vite dev servers (the sites'
 * sources), so `npm run dev` listens on loopback unless HOST says otherwise.
 */
describe('where the proxy listens', () => {
  const proxy = SERVICES.find((s) => s.name === 'proxy');

  it('npm run dev: on loopback only, unless HOST is set', () => {
    expect(proxyHost(ctx('dev'))).toBe('127.0.0.1');
    expect(proxy?.env(ctx('dev')).HOST).toBe('127.0.0.1');
    expect(proxy?.env({ ...ctx('dev'), host: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(proxy?.env({ ...ctx('dev'), host: '::1' }).HOST).toBe('::1');
  });

  it('npm start and the cluster: on every address, as before, unless HOST is set', () => {
    for (const mode of ['start', 'cluster'] as const) {
      expect(proxy?.env(ctx(mode)).HOST, mode).toBe('0.0.0.0');
      expect(proxy?.env({ ...ctx(mode), host: '127.0.0.1' }).HOST, mode).toBe('127.0.0.1');
    }
  });

  it('the banner says where, and warns when dev mode is open to the network', () => {
    expect(listenerLine('dev', '127.0.0.1', 8080)).toEqual({
      warn: false,
      text: "listening on 127.0.0.1:8080 only: the dev servers (the sites' sources) are not on the network; HOST=0.0.0.0 opens them to it",
    });
    expect(listenerLine('dev', '0.0.0.0', 8080)).toEqual({
      warn: true,
      text: "listening on 0.0.0.0:8080 (HOST): anyone who reaches this port reads the sites' sources from the dev servers",
    });
    expect(listenerLine('dev', '::1', 8080).warn).toBe(false);
    expect(listenerLine('start', '0.0.0.0', 8080)).toEqual({
      warn: false,
      text: 'listening on 0.0.0.0:8080 (HOST moves it)',
    });
  });
});
