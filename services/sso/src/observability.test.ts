import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSso } from './app';
import { createLogger, createMetrics, observed, requestIdOf, routeOf } from './observability';
import { start, tempDataDir } from './test/harness';

describe('routeOf', () => {
  it.each([
    ['/sso/.well-known/openid-configuration', '/sso/.well-known/openid-configuration'],
    ['/sso/auth?client_id=website&state=abc', '/sso/auth'],
    ['/sso/auth/Xy_9-abc', '/sso/auth/:uid'],
    ['/sso/interaction/k3Jd8_x-Qq', '/sso/interaction/:uid'],
    ['/sso/interaction/k3Jd8_x-Qq/login', '/sso/interaction/:uid/login'],
    ['/sso/interaction/k3Jd8_x-Qq/abort?x=1', '/sso/interaction/:uid/abort'],
    ['/sso/assets/sso.css', '/sso/assets/:file'],
    ['/sso/token', '/sso/token'],
    ['/sso/session/end/', '/sso/session/end'],
    ['/metrics', '/metrics'],
    ['/sso/interaction/a/b/c', 'unmatched'],
    ['/wp-admin/0987654321', 'unmatched'],
  ])('%s → %s', (url, route) => {
    expect(routeOf(url)).toBe(route);
  });
});

describe('requestIdOf', () => {
  const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } });
  it('keeps a plausible id and replaces anything else', () => {
    const given = 'c0ffee00-1234-4abc-8def-0123456789ab';
    expect(requestIdOf(req(given) as http.IncomingMessage)).toBe(given);
    for (const bad of [undefined, 'short', 'x'.repeat(65), 'has space in it'])
      expect(requestIdOf(req(bad) as http.IncomingMessage)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('observed requests', () => {
  it('writes one JSON line per request with its id and route pattern, never the query', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('debug', (line) => lines.push(JSON.parse(line)));
    const metrics = createMetrics();
    const server = http.createServer(
      observed(
        (req, res) => {
          logger.warn('inside the handler');
          res.writeHead(req.url?.startsWith('/sso/token') ? 400 : 200).end();
        },
        metrics,
        logger,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const id = 'req-0123456789';
      const res = await fetch(`http://127.0.0.1:${port}/sso/token?code=secret-code`, {
        method: 'POST',
        headers: { 'x-request-id': id },
      });
      expect(res.headers.get('x-request-id')).toBe(id);
      await expect.poll(() => lines.length).toBe(2);
      expect(lines[0]).toMatchObject({ level: 40, reqId: id, msg: 'inside the handler' });
      expect(lines[1]).toMatchObject({
        level: 30,
        reqId: id,
        method: 'POST',
        route: '/sso/token',
        statusCode: 400,
        msg: 'request completed',
      });
      expect(typeof lines[1]!.responseTime).toBe('number');
      expect(JSON.stringify(lines)).not.toContain('secret-code');
      expect(await metrics.registry.metrics()).toContain(
        'http_requests_total{method="POST",route="/sso/token",status="400"} 1',
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes nothing below its level', () => {
    const lines: string[] = [];
    const logger = createLogger('silent', (line) => lines.push(line));
    logger.error('hidden', new Error('x'));
    expect(lines).toEqual([]);
  });
});

describe('SSO probes and metrics', () => {
  let sso: RunningSso;
  beforeAll(async () => {
    sso = await start(tempDataDir());
  });
  afterAll(() => sso?.close());

  it('answers liveness and readiness at the root of its listener, with the request id', async () => {
    const live = await fetch(`${sso.origin}/healthz`, {
      headers: { 'x-request-id': 'probe-1234' },
    });
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    expect(live.headers.get('x-request-id')).toBe('probe-1234');
    const ready = await fetch(`${sso.origin}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ready', checks: { store: 'ok' } },
    ]);
  });

  it('serves request counts by route pattern and the default process metrics', async () => {
    expect((await fetch(`${sso.origin}/sso/.well-known/openid-configuration`)).status).toBe(200);
    expect((await fetch(`${sso.origin}/sso/interaction/nosuchinteraction1`)).status).toBe(400);
    expect((await fetch(`${sso.origin}/nothing/here`)).status).toBe(404);
    const res = await fetch(`${sso.origin}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain(
      'http_requests_total{method="GET",route="/sso/.well-known/openid-configuration",status="200"} 1',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/sso/interaction/:uid",status="400"} 1',
    );
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET"/);
    expect(text).not.toContain('nosuchinteraction1');
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

describe('SSO readiness without its store', () => {
  it('is unready (503) with the reason while the store directory is gone', async () => {
    const dataDir = tempDataDir();
    const sso = await start(dataDir);
    try {
      await rm(`${dataDir}/sso`, { recursive: true, force: true });
      const res = await fetch(`${sso.origin}/readyz`);
      expect([res.status, await res.json()]).toEqual([
        503,
        { status: 'unready', checks: { store: 'ENOENT' } },
      ]);
      expect((await fetch(`${sso.origin}/healthz`)).status).toBe(200);
    } finally {
      await sso.close().catch(() => {});
    }
  });
});
