import { buildTestApp, useTestApp } from '../../test/build-test-app';

describe('probes at the root of the listener', () => {
  // A dependency of the test's own, as the storage or jobs plugins add theirs.
  let exampleUp = true;
  const app = useTestApp({
    before(app) {
      app.addReadinessCheck('example', async () => {
        if (!exampleUp) throw new Error('connect ECONNREFUSED 127.0.0.1:9000\nat …');
      });
    },
  });

  it('answers liveness and readiness', async () => {
    for (let i = 0; i < 3; i += 1) {
      const live = await app.inject('/healthz');
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'ready',
        checks: { database: 'ok', example: 'ok' },
      });
    }
  });

  it('is unready with the reason while a check fails, ready again when it passes', async () => {
    exampleUp = false;
    const unready = await app.inject('/readyz');
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toMatchObject({
      status: 'unready',
      checks: { database: 'ok', example: 'connect ECONNREFUSED 127.0.0.1:9000' },
    });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    exampleUp = true;
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('refuses a second check under the same name', () => {
    expect(() => app.addReadinessCheck('database', async () => {})).toThrow(/twice/);
  });

  it('serves Prometheus metrics by route pattern, never the raw URL', async () => {
    await app.inject('/api/v1/pages/khong-co-trang-nay?keyword=secret');
    await app.inject('/api/v1/nowhere/0987654321');
    const metrics = await app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/v1/pages/:slug",status="404"} 1',
    );
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toMatch(
      /\nhttp_requests_total\{method="GET",route="\/healthz",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/readyz",status="503"\} 1/,
    );
    expect(text).not.toMatch(/khong-co-trang-nay|0987654321|secret/);
    // The embedded PGlite is one connection; default process metrics are on.
    expect(text).toContain('db_pool_connections{state="total"} 1');
    expect(text).toContain('db_pool_connections{state="waiting"} 0');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('keeps the probes out of the OpenAPI document', async () => {
    const paths = Object.keys((await app.inject('/api/docs/json')).json().paths as object);
    expect(paths.some((p) => /healthz|readyz|metrics/.test(p))).toBe(false);
  });
});

describe('probes under a tight rate limit', () => {
  it('are never limited while the API itself is', async () => {
    const app = await buildTestApp({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      for (let i = 0; i < 3; i += 1)
        for (const url of ['/healthz', '/readyz', '/metrics'])
          expect((await app.inject(url)).statusCode).toBe(200);
      expect((await app.inject('/api/v1/systems/general')).statusCode).toBe(200);
      expect((await app.inject('/api/v1/systems/general')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('probes during maintenance', () => {
  it('stay open while the API answers 503 maintenance', async () => {
    const app = await buildTestApp({ env: { MAINTENANCE_MODE: 'true' } });
    try {
      expect((await app.inject('/api/v1/menus')).statusCode).toBe(503);
      for (const url of ['/healthz', '/readyz', '/metrics'])
        expect((await app.inject(url)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
