/**
 * The proxy under abuse and faults (issue "Hardening"): hung upstreams, oversized bodies,
 * keep-alive to the upstreams, CMS lookups keyed by the real client, rate-limited lookups, and
 * a Host header that must never reach canonical URLs or the sitemap.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import {
  listen,
  page,
  request,
  startProxy,
  startProxyFixture,
  withProxy,
  type Started,
} from './test/test-helpers';

let fixture: Awaited<ReturnType<typeof startProxyFixture>>;
let api: typeof fixture.api;
let sites: typeof fixture.sites;
let proxy: Started;
/** A fake API that accepts connections and never answers: a hung process. */
let hung: Started;
let hungProxy: Started;
const sockets = new Set<Socket>();

beforeAll(async () => {
  fixture = await startProxyFixture({
    maxBodyBytes: 1024,
    publicOrigin: 'https://www.anphat.example',
  });
  ({ api, sites, proxy } = fixture);
  api.state.pages.set('vi:gioi-thieu', page({ title: 'Về chúng tôi' }));
  api.server.on('connection', (socket: Socket) => sockets.add(socket));
  hung = await listen(http.createServer(() => undefined));
  hungProxy = await startProxy({ apiUrl: hung.url, sitesDir: sites.dir, upstreamTimeoutMs: 300 });
});

afterAll(async () => {
  await Promise.all([hungProxy.close(), hung.close()]);
  await fixture.close();
});

describe('upstream timeouts and keep-alive', () => {
  it('a hung API becomes a 503 envelope after the upstream timeout', async () => {
    const started = Date.now();
    const res = await request(hungProxy.url, '/api/v1/pages/static/home-page?locale=vi');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toMatchObject({ errors: [{ code: 'service_unavailable' }] });
    // Generous against a loaded machine, far below "hangs for 40 s".
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 10_000);

  it('keeps upstream connections alive and does not tell the browser to close', async () => {
    const before = sockets.size;
    for (let i = 0; i < 5; i += 1) {
      const res = await request(proxy.url, '/api/v1/echo', {
        headers: { connection: 'keep-alive' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.connection).not.toBe('close');
      const echo = JSON.parse(res.text) as { headers: Record<string, string> };
      expect(echo.headers.connection).not.toBe('close');
    }
    // Five sequential requests reuse one pooled connection instead of opening five.
    expect(sockets.size - before).toBeLessThanOrEqual(1);
  });
});

describe('request bodies over the limit', () => {
  it('413 with the envelope when Content-Length is over the limit, the API never asked', async () => {
    const calls = api.state.calls.length;
    const res = await request(proxy.url, '/api/v1/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(2000) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.text)).toMatchObject({ errors: [{ code: 'payload_too_large' }] });
    expect(api.state.calls.length).toBe(calls);
  });

  it('413 for a chunked body that grows over the limit', async () => {
    const { hostname, port } = new URL(proxy.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ hostname, port, path: '/api/v1/echo', method: 'POST' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      // No Content-Length: Node sends it chunked.
      req.write('x'.repeat(800));
      setTimeout(() => req.end('y'.repeat(800)), 50);
    });
    expect(status).toBe(413);
  });

  it('a body under the limit still reaches the API', async () => {
    const res = await request(proxy.url, '/api/v1/echo', { method: 'POST', body: 'small' });
    expect(res.status).toBe(200);
    expect((JSON.parse(res.text) as { body: string }).body).toBe('small');
  });

  it('an SSO or page POST over the limit gets the 413 page, not the 503 page', async () => {
    const res = await request(proxy.url, '/sso/interaction/x/login', {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: `password=${'x'.repeat(2000)}`,
    });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('Dữ liệu gửi lên quá lớn');
    expect(res.text).toContain('too large');
  });
});

describe('each upstream’s own body limit (issue 20 #4)', () => {
  it('a 20 KB form is 413 for the SSO and the board (16 KB each) and reaches the API (1 MB)', async () => {
    const seen: string[] = [];
    const upstream = await listen(
      http.createServer((req, res) => {
        seen.push(req.url ?? '');
        req.resume();
        req.on('end', () => res.end('{}'));
      }),
    );
    try {
      await withProxy(
        { apiUrl: api.url, ssoUpstream: upstream.url, priceboardUrl: upstream.url },
        async (proxy) => {
          const body = `password=${'x'.repeat(20 * 1024)}`;
          const form = { 'content-type': 'application/x-www-form-urlencoded' };
          for (const path of ['/sso/interaction/x/login', '/priceboard/Acc/amw']) {
            const res = await request(proxy.url, path, { method: 'POST', headers: form, body });
            expect(res.status).toBe(413);
          }
          expect(seen).toEqual([]);
          const toApi = await request(proxy.url, '/api/v1/echo', { method: 'POST', body });
          expect(toApi.status).toBe(200);
        },
      );
    } finally {
      await upstream.close();
    }
  });
});

describe('CMS lookups on behalf of a visitor', () => {
  it('carry the visitor’s address to the API, so its rate limit is the visitor’s', async () => {
    await withProxy({ apiUrl: api.url, sitesDir: sites.dir, trustProxy: true }, async (trusted) => {
      api.state.lookupHeaders.length = 0;
      await request(trusted.url, '/khong-co-trang-nay-1', {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      const seen = api.state.lookupHeaders.map((h) => h['x-forwarded-for']);
      expect(seen.length).toBeGreaterThan(0);
      for (const value of seen) expect(value).toMatch(/^203\.0\.113\.9, 127\.0\.0\.1$/);
    });
  });

  it('a rate-limited lookup serves the site shell (the site decides), never the 503 page', async () => {
    api.state.limited = true;
    try {
      const res = await request(proxy.url, '/mot-trang-cms-moi');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('data-site="corporate"');
      expect(res.text).not.toContain('Hệ thống tạm thời gián đoạn');
    } finally {
      api.state.limited = false;
    }
    // The limited answer was not cached: the real answer (a 404) comes once the limit lifts.
    expect((await request(proxy.url, '/mot-trang-cms-moi')).status).toBe(404);
  });
});

describe('the public origin never comes from the Host header', () => {
  it('canonical and sitemap use PUBLIC_ORIGIN whatever Host says', async () => {
    const headers = { host: 'evil.example' };
    const pageRes = await request(proxy.url, '/gioi-thieu', { headers });
    expect(pageRes.text).toContain('https://www.anphat.example/gioi-thieu');
    expect(pageRes.text).not.toContain('evil.example');
    expect(String(pageRes.headers['content-security-policy'])).not.toContain('evil.example');
    const sitemap = await request(proxy.url, '/sitemap.xml', { headers });
    expect(sitemap.text).not.toContain('evil.example');
  });

  it('unset PUBLIC_ORIGIN: a loopback Host is the browser’s own address, any other is not', async () => {
    await withProxy({ apiUrl: api.url, sitesDir: sites.dir, port: 8080 }, async (local) => {
      const evil = await request(local.url, '/gioi-thieu', { headers: { host: 'evil.example' } });
      expect(evil.text).not.toContain('evil.example');
      expect(evil.text).toContain('http://localhost:8080/gioi-thieu');
      const loop = await request(local.url, '/gioi-thieu', {
        headers: { host: '127.0.0.1:8080' },
      });
      expect(loop.text).toContain('http://127.0.0.1:8080/gioi-thieu');
    });
  });
});
