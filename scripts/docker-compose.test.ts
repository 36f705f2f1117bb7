/**
 * docker-compose.yml and the Dockerfiles cannot be run here (no Docker engine on CI), so this
 * checks what can be checked without one: the compose file parses and resolves (`config -q`),
 * declares the expected services, and the images follow the house rules.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
const inCi = Boolean(process.env.CI);

if (!hasCompose && !inCi) {
  process.stderr.write(
    'docker-compose.test.ts: SKIPPED — the docker-compose binary is not installed ' +
      '(apt-get install -y docker-compose; .ci/run installs it and CI never skips).\n',
  );
}

/** The compose file refuses to resolve without its secrets (no default secret is checked in). */
const TEST_SECRET = 'compose-test-secret-0123456789abcdef';
const SECRETS = {
  SSO_CLIENT_SECRET: TEST_SECRET,
  IP_HASH_SECRET: 'compose-test-ip-hash-0123456789abcdef',
  LOGIN_DEVICE_SECRET: 'compose-test-login-device-0123456789abcdef',
  PRICEBOARD_TOKEN_SECRET: 'compose-test-board-token-0123456789abcdef',
  POSTGRES_PASSWORD: 'compose-test-pg',
  MINIO_ROOT_PASSWORD: 'compose-test-minio',
};
const PATH_ONLY = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

const compose = (...args: string[]) =>
  execFileSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), ...args], {
    cwd: root,
    encoding: 'utf8',
    // Resolve ${VAR:-default} the same way whatever the caller's shell exports.
    env: { ...PATH_ONLY, ...SECRETS },
  });

describe.skipIf(!hasCompose && !inCi)('docker-compose.yml', () => {
  it('is valid (docker-compose config -q)', () => {
    expect(() => compose('config', '-q')).not.toThrow();
  });

  it('runs the production shape: stores, a one-off migrate job, two API replicas, SSO, two boards, the eKYC vendor, proxy, mail', () => {
    expect(compose('config', '--services').trim().split('\n').sort()).toEqual([
      'api-1',
      'api-2',
      'ekyc-vendor',
      'mailcatcher',
      'migrate',
      'minio',
      'postgres',
      'priceboard-1',
      'priceboard-2',
      'proxy',
      'redis',
      'sso',
    ]);
  });

  it.each(Object.keys(SECRETS))('refuses to resolve without %s', (name) => {
    const env: Record<string, string> = { ...PATH_ONLY, ...SECRETS };
    delete env[name];
    const result = spawnSync(
      'docker-compose',
      ['-f', path.join(root, 'docker-compose.yml'), 'config', '-q'],
      { cwd: root, encoding: 'utf8', env },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(name);
  });

  it('shares one client secret between the API replicas, the migrate job and the SSO', () => {
    const resolved = compose('config');
    expect(resolved.match(new RegExp(`SSO_CLIENT_SECRET: ${TEST_SECRET}`, 'g'))).toHaveLength(4);
    expect(resolved).toMatch(/SSO_UPSTREAM: http:\/\/sso:5200/);
    expect(resolved).toMatch(/SSO_INTERNAL_URL: http:\/\/sso:5200\/sso/);
  });

  it('wires every API process to the same PostgreSQL, Redis and bucket, and the proxy to both replicas', () => {
    const resolved = compose('config');
    const config = Object.fromEntries(
      ['migrate', 'api-1', 'api-2', 'proxy'].map((name) => [name, serviceEnv(resolved, name)]),
    );
    for (const name of ['migrate', 'api-1', 'api-2']) {
      expect(config[name]).toMatchObject({
        DATABASE_URL: 'postgres://brokerage:compose-test-pg@postgres:5432/brokerage',
        REDIS_URL: 'redis://redis:6379',
        STORAGE_URL: 'http://brokerage:compose-test-minio@minio:9000/brokerage',
        SMTP_URL: 'smtp://mailcatcher:1025',
        IP_HASH_SECRET: SECRETS.IP_HASH_SECRET,
        LOGIN_DEVICE_SECRET: SECRETS.LOGIN_DEVICE_SECRET,
      });
    }
    // The SSO signs its own device cookies with the same secret.
    expect(serviceEnv(resolved, 'sso').LOGIN_DEVICE_SECRET).toBe(SECRETS.LOGIN_DEVICE_SECRET);
    expect(config.proxy).toMatchObject({
      API_URLS: 'http://api-1:5100,http://api-2:5100',
      REDIS_URL: 'redis://redis:6379',
      PRICEBOARD_URLS: 'http://priceboard-1:5300,http://priceboard-2:5300',
    });
    expect(resolved).toMatch(/published: ["']?8080|8080:8080/);
    expect(resolved).toMatch(/condition: service_completed_successfully/);
    expect(resolved).toMatch(/condition: service_healthy/);
  });

  it('runs two price-board instances on one market (Redis) and one token secret, behind the proxy', () => {
    const resolved = compose('config');
    for (const name of ['priceboard-1', 'priceboard-2']) {
      expect(serviceEnv(resolved, name)).toMatchObject({
        REDIS_URL: 'redis://redis:6379',
        PRICEBOARD_TOKEN_SECRET: SECRETS.PRICEBOARD_TOKEN_SECRET,
        API_URL: 'http://api-1:5100',
        PORT: '5300',
      });
    }
    expect(serviceEnv(resolved, 'api-1').PRICEBOARD_URL).toBe('http://priceboard-1:5300');
  });

  it('runs the eKYC vendor stand-in on the compose network and points every API process at it', () => {
    const resolved = compose('config');
    expect(serviceEnv(resolved, 'ekyc-vendor')).toMatchObject({ HOST: '0.0.0.0', PORT: '5400' });
    for (const name of ['migrate', 'api-1', 'api-2']) {
      expect(serviceEnv(resolved, name).EKYC_VENDOR_URL).toBe('http://ekyc-vendor:5400');
    }
    // Not published: only the API calls it.
    expect(serviceBlock(resolved, 'ekyc-vendor')).not.toMatch(/ports:/);
  });

  it('gives every long-running service a health check and a restart policy', () => {
    const resolved = compose('config');
    for (const name of [
      'postgres',
      'redis',
      'minio',
      'mailcatcher',
      'api-1',
      'api-2',
      'priceboard-1',
      'priceboard-2',
      'ekyc-vendor',
    ]) {
      const block = serviceBlock(resolved, name);
      expect(block, name).toMatch(/healthcheck:/);
      expect(block, name).toMatch(/restart: unless-stopped/);
    }
    expect(serviceBlock(resolved, 'migrate')).toMatch(/restart: ['"]?no/);
  });
});

/** One service's block of `docker-compose config` (two-space indented under `services:`). */
function serviceBlock(resolved: string, name: string): string {
  const lines = resolved.split('\n');
  const start = lines.findIndex((l) => l === `  ${name}:`);
  if (start < 0) throw new Error(`no service ${name}`);
  const end = lines.findIndex((l, i) => i > start && /^ {2}\S/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** A service's resolved environment, read from its block. */
function serviceEnv(resolved: string, name: string): Record<string, string> {
  const block = serviceBlock(resolved, name).split('\n');
  const start = block.findIndex((l) => l === '    environment:');
  const env: Record<string, string> = {};
  for (const line of block.slice(start + 1)) {
    const match = /^ {6}([A-Z_0-9]+): (.*)$/.exec(line);
    if (!match) break;
    env[match[1]!] = match[2]!.replace(/^'(.*)'$/, '$1');
  }
  return env;
}

describe.each([
  'docker/api.Dockerfile',
  'docker/proxy.Dockerfile',
  'docker/sso.Dockerfile',
  'docker/priceboard.Dockerfile',
  'docker/ekyc-vendor.Dockerfile',
])('%s', (file) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  const froms = [...text.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);

  it('builds on node:20-bookworm-slim with npm ci', () => {
    const external = froms.filter((image) => image?.includes(':'));
    expect(external.length).toBeGreaterThan(0);
    expect(new Set(external)).toEqual(new Set(['node:20-bookworm-slim']));
    expect(text).toMatch(/RUN npm ci\b/);
  });

  it('runs as a non-root user', () => {
    const users = [...text.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
    expect(users.at(-1)).toBeDefined();
    expect(users.at(-1)).not.toMatch(/^(root|0)$/);
  });

  it('runs its bundle with plain node, not the TypeScript through tsx (issue 26)', () => {
    const cmd = [...text.matchAll(/^CMD\s+(.*)$/gm)].at(-1)?.[1] ?? '';
    expect(cmd).toMatch(/"node"|node --enable-source-maps/);
    expect(cmd).toContain('dist/server.js');
    expect(cmd).not.toContain('tsx');
    expect(text).toMatch(/^RUN cd \S+ && npm run build$/m);
  });
});
