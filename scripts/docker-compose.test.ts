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

/** The compose file refuses to resolve without a client secret (no default secret is checked in). */
const TEST_SECRET = 'compose-test-secret-0123456789abcdef';

const compose = (...args: string[]) =>
  execFileSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), ...args], {
    cwd: root,
    encoding: 'utf8',
    // Resolve ${VAR:-default} the same way whatever the caller's shell exports.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', SSO_CLIENT_SECRET: TEST_SECRET },
  });

describe.skipIf(!hasCompose && !inCi)('docker-compose.yml', () => {
  it('is valid (docker-compose config -q)', () => {
    expect(() => compose('config', '-q')).not.toThrow();
  });

  it('runs postgres, the API, the SSO stand-in and the proxy', () => {
    expect(compose('config', '--services').trim().split('\n').sort()).toEqual([
      'api',
      'postgres',
      'proxy',
      'sso',
    ]);
  });

  it('refuses to resolve without SSO_CLIENT_SECRET', () => {
    const result = spawnSync(
      'docker-compose',
      ['-f', path.join(root, 'docker-compose.yml'), 'config', '-q'],
      { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/SSO_CLIENT_SECRET/);
  });

  it('shares one client secret between the API and the SSO, and routes /sso to it', () => {
    const resolved = compose('config');
    expect(resolved.match(new RegExp(`SSO_CLIENT_SECRET: ${TEST_SECRET}`, 'g'))).toHaveLength(2);
    expect(resolved).toMatch(/SSO_UPSTREAM: http:\/\/sso:5200/);
    expect(resolved).toMatch(/SSO_INTERNAL_URL: http:\/\/sso:5200\/sso/);
  });

  it('wires the API to postgres and the proxy to the API, on port 8080', () => {
    const resolved = compose('config');
    expect(resolved).toMatch(
      /DATABASE_URL: postgres:\/\/brokerage:brokerage@postgres:5432\/brokerage/,
    );
    expect(resolved).toMatch(/API_URL: http:\/\/api:5100/);
    expect(resolved).toMatch(/published: ["']?8080|8080:8080/);
    expect(resolved).toMatch(/condition: service_healthy/);
  });
});

describe.each(['docker/api.Dockerfile', 'docker/proxy.Dockerfile', 'docker/sso.Dockerfile'])(
  '%s',
  (file) => {
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
  },
);
