import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSeedFetcher } from './feed/seed';
import { FIXTURE_SEED } from './test/fixtures';
import { startHarness, waitFor } from './test/harness';

/** A stand-in for the API's board-seed route: down for the first `downFor` requests. */
async function fakeApi(downFor: number) {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (asked.length <= downFor) {
      res.writeHead(503).end();
    } else if (!req.url?.startsWith('/api/v1/stock-quotes/board-seed?session_date=')) {
      res.writeHead(404).end();
    } else if (req.url.endsWith('=2020-01-01')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ errors: [{ code: 'session_not_found', message: 'no' }] }));
    } else {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: FIXTURE_SEED }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, asked, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the price-board server', () => {
  it('is not ready until seeded, retrying while the API is down', async () => {
    const api = await fakeApi(2);
    const h = await startHarness({
      env: { API_URL: api.url, PRICEBOARD_CLOCK: 'replay::30' },
      fetchSeed: createSeedFetcher(api.url),
      ready: false,
    });
    try {
      const first = await fetch(`${h.origin}/readyz`);
      expect([200, 503]).toContain(first.status);
      await waitFor(
        async () => (await fetch(`${h.origin}/readyz`)).status === 200,
        10_000,
        'ready',
      );
      expect(api.asked.length).toBe(3);
      // replay::30 asks for the last stored session.
      expect(api.asked.at(-1)).toBe('/api/v1/stock-quotes/board-seed?session_date=latest');
      const status = (await (await fetch(`${h.origin}/priceboard/`)).json()) as Record<
        string,
        unknown
      >;
      expect(status).toMatchObject({ service: 'priceboard', status: 'ready', role: 'standalone' });
    } finally {
      await h.close();
      await api.close();
    }
  });

  it('says when the API has no such session', async () => {
    const api = await fakeApi(0);
    try {
      await expect(createSeedFetcher(api.url)('2020-01-01')).rejects.toMatchObject({
        retryable: false,
      });
      await expect(createSeedFetcher(api.url)('latest')).resolves.toMatchObject({
        sessionDate: '2026-11-20',
      });
    } finally {
      await api.close();
    }
  });

  it('keeps an idle keep-alive connection open well past Node’s default (issue 20 #8)', async () => {
    const h = await startHarness();
    // As the proxy's pool did: keeps an idle socket until the server closes it.
    const agent = new http.Agent({ keepAlive: true });
    const reused = () =>
      new Promise<boolean>((resolve, reject) => {
        const req = http.get(`${h.origin}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(req.reusedSocket));
        });
        req.on('error', reject);
      });
    try {
      expect(await reused()).toBe(false);
      // Node 20 closes an idle connection a second after its 5 s default keepAliveTimeout.
      await new Promise((resolve) => setTimeout(resolve, 6500));
      expect(await reused()).toBe(true);
    } finally {
      agent.destroy();
      await h.close();
    }
  }, 15_000);

  it('answers probes, request ids, metrics for loopback, and 404s', async () => {
    const h = await startHarness();
    try {
      expect((await fetch(`${h.origin}/healthz`)).status).toBe(200);
      expect((await fetch(`${h.origin}/readyz`)).status).toBe(200);
      const status = await fetch(`${h.origin}/priceboard/`, {
        headers: { 'x-request-id': 'test-request-0001' },
      });
      expect(status.headers.get('x-request-id')).toBe('test-request-0001');
      const metrics = await (await fetch(`${h.origin}/metrics`)).text();
      expect(metrics).toContain('priceboard_hub_connections');
      expect(metrics).toContain(
        'http_requests_total{method="GET",route="/priceboard/",status="200"}',
      );
      expect((await fetch(`${h.origin}/priceboard/nothing`)).status).toBe(404);
      expect((await fetch(`${h.origin}/priceboard/hubs/priceboard`)).status).toBe(400);
      expect((await fetch(`${h.origin}/priceboard/hubs/priceboard/negotiate`)).status).toBe(405);
    } finally {
      await h.close();
    }
  });
});
