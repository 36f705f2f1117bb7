import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITES } from '../../shared/src/routing/routes';
import { resolveBin, SERVICES, servicesFor, type Context } from './services';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ctx = (mode: 'start' | 'dev'): Context => ({
  root,
  mode,
  port: 8080,
  apiPort: 5100,
  dataDir: '/tmp/data',
  sitesDir: path.join(root, 'sites'),
});

describe('service table', () => {
  it('runs the API and the proxy for npm start, plus a Vite server per site for npm run dev', () => {
    expect(servicesFor('start').map((s) => s.name)).toEqual(['api', 'proxy']);
    expect(servicesFor('dev').map((s) => s.name)).toEqual([
      'api',
      ...SITES.map((s) => `vite:${s}`),
      'proxy',
    ]);
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
    });
    expect(proxy?.env(ctx('dev')).PROXY_MODE).toBe('dev');
  });

  it('starts every service from a folder and binary that exist', () => {
    for (const svc of SERVICES) {
      expect(existsSync(path.join(root, svc.cwd)), svc.cwd).toBe(true);
      expect(resolveBin(root, path.join(root, svc.cwd), svc.bin, existsSync)).toMatch(
        /node_modules\/\.bin\//,
      );
    }
  });

  it('says how to fix a missing binary', () => {
    expect(() => resolveBin(root, path.join(root, 'proxy'), 'nope', () => false)).toThrow(
      /npm install/,
    );
  });
});
