import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createProxyServer } from '../app';
import {
  type Started,
  listen,
  makeSitesDir,
  request,
  startFakeApi,
  startProxy,
  testConfig,
} from '../test/test-helpers';
import { type AccessLogEntry, jsonLine, setLogLevel, writeAccessLog } from './observability';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids, access lines and metrics', () => {
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  let sites: Awaited<ReturnType<typeof makeSitesDir>>;
  let proxy: Started;
  const lines: AccessLogEntry[] = [];
  beforeAll(async () => {
    [api, sites] = await Promise.all([startFakeApi(), makeSitesDir()]);
    proxy = await startProxy(
      { apiUrl: api.url, sitesDir: sites.dir },
      { accessLog: (entry) => lines.push(entry) },
    );
  });
  afterAll(async () => {
    await Promise.all([proxy.close(), api.close()]);
    await sites.remove();
  });

  it('gives every request a new x-request-id, ignoring the client’s, and sends it upstream', async () => {
    const res = await request(proxy.url, '/api/v1/echo?secret=1', {
      headers: { 'x-request-id': 'client-chosen-id-1234' },
    });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(id).not.toBe('client-chosen-id-1234');
    expect(JSON.parse(res.text).headers['x-request-id']).toBe(id);
    const again = await request(proxy.url, '/api/v1/echo');
    expect(again.headers['x-request-id']).toMatch(UUID);
    expect(again.headers['x-request-id']).not.toBe(id);
    // A page gets one too.
    expect((await request(proxy.url, '/')).headers['x-request-id']).toMatch(UUID);
  });

  it('writes one lean line per request: no query string, the replica that answered', async () => {
    lines.length = 0;
    const res = await request(proxy.url, '/api/v1/echo?email=someone%40example.com');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: res.headers['x-request-id'],
      method: 'GET',
      path: '/api/v1/echo',
      status: 200,
      route: 'api',
      upstream: api.url,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('example.com');
  });

  it('serves Prometheus metrics to a loopback peer: requests by route kind, upstream attempts', async () => {
    await request(proxy.url, '/api/v1/echo');
    await request(proxy.url, '/_site/corporate/assets/app-x1.js');
    const res = await request(proxy.url, '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toMatch(/http_requests_total\{method="GET",route="api",status="200"\} \d+/);
    expect(res.text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="api"/);
    expect(res.text).toContain(
      `upstream_requests_total{upstream="api",target="${api.url}",outcome="response"}`,
    );
    expect(res.text).toContain('process_cpu_user_seconds_total');
    // Never a raw URL as a label.
    expect(res.text).not.toContain('/api/v1/echo');
  });

  it('is ready (/readyz) while the API replica answers its /readyz', async () => {
    const ready = await request(proxy.url, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', checks: { api: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('/readyz over two replicas', () => {
  it('is ready while one of them is, unready when none is', async () => {
    const http = await import('node:http');
    const replica = await listen(
      http.createServer((req, res) => {
        res.writeHead(req.url === '/readyz' ? 200 : 404).end('{}');
      }),
    );
    const proxy = await startProxy({ apiUrls: ['http://127.0.0.1:1', replica.url] });
    try {
      const res = await request(proxy.url, '/readyz');
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toEqual({ status: 'ready', checks: { api: 'ok' } });
      await replica.close();
      const none = await request(proxy.url, '/readyz');
      expect(none.status).toBe(503);
      expect(JSON.parse(none.text)).toEqual({
        status: 'unready',
        checks: { api: 'no API replica is ready' },
      });
    } finally {
      await Promise.all([proxy.close(), replica.close()]);
    }
  });
});

const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

describe.skipIf(!outside)('/metrics and /readyz from a peer that is not loopback', () => {
  async function proxyOn(address: string, metricsAllow: string[]) {
    const [api, sites] = await Promise.all([startFakeApi(), makeSitesDir()]);
    const server = createProxyServer(
      testConfig({ apiUrl: api.url, sitesDir: sites.dir, metricsAllow }),
      {
        log: () => undefined,
        accessLog: () => undefined,
      },
    );
    await new Promise<void>((resolve) => server.listen(0, address, resolve));
    const url = `http://${address}:${(server.address() as AddressInfo).port}`;
    return {
      url,
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await api.close();
        await sites.remove();
      },
    };
  }

  it('answers 404 like any unknown page, unless METRICS_ALLOW lists the peer', async () => {
    const closed = await proxyOn(outside!, []);
    try {
      for (const path of ['/metrics', '/readyz']) {
        const res = await request(closed.url, path);
        expect(res.status, path).toBe(404);
        expect(res.text).not.toContain('http_requests_total');
      }
    } finally {
      await closed.close();
    }
    const open = await proxyOn(outside!, [`${outside}/32`]);
    try {
      const res = await request(open.url, '/metrics');
      expect(res.status).toBe(200);
      expect(res.text).toContain('http_requests_total');
    } finally {
      await open.close();
    }
  });
});

describe('log levels (LOG_LEVEL)', () => {
  afterEach(() => setLogLevel('info'));

  it('keeps probe answers at debug, even a 503 from /readyz while the API starts', () => {
    const out = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    try {
      const entry = { reqId: 'r', method: 'GET', path: '/readyz', ms: 1, route: 'readyz' as const };
      writeAccessLog({ ...entry, status: 503 });
      expect(out).not.toHaveBeenCalled();
      writeAccessLog({ ...entry, path: '/api/v1/menus', route: 'api', status: 503 });
      expect(out).toHaveBeenCalledTimes(1);
    } finally {
      out.mockRestore();
    }
  });

  it('writes nothing below the level, and warnings and errors to stderr', () => {
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const err = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    try {
      jsonLine('debug', 'a success');
      jsonLine('info', 'a 404');
      jsonLine('error', 'a 503');
      setLogLevel('debug');
      jsonLine('debug', 'now shown');
      setLogLevel('silent');
      jsonLine('error', 'never shown');
      const written = (spy: typeof out) =>
        spy.mock.calls.map(([line]) => JSON.parse(String(line)).msg);
      expect(written(out)).toEqual(['a 404', 'now shown']);
      expect(written(err)).toEqual(['a 503']);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
