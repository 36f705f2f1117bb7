import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Started, makeSitesDir, request, startProxy } from '../test/test-helpers';
import { type ApiPool, createApiPool } from './api-pool';

/**
 * Two real HTTP servers stand in for two API replicas. Each answers with its name, echoes a
 * body, counts what reached it, and can be told to break the connection of a request.
 */
interface Replica extends Started {
  name: string;
  seen: Array<{ method: string; path: string; body: string; requestId?: string }>;
  /** Paths whose connection is destroyed as soon as the request (and its body) is in. */
  reset: Set<string>;
  /** Paths never answered: a request stuck in a slow replica (a login under a burst). */
  hang: Set<string>;
  ready: boolean;
}

async function startReplica(name: string, port = 0): Promise<Replica> {
  const seen: Replica['seen'] = [];
  const reset = new Set<string>();
  const hang = new Set<string>();
  const state = { ready: true };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path === '/readyz') {
        res.writeHead(state.ready ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: state.ready ? 'ready' : 'unready' }));
        return;
      }
      const body = Buffer.concat(chunks).toString();
      const requestId = req.headers['x-request-id'] as string | undefined;
      seen.push({ method: req.method ?? '', path, body, ...(requestId ? { requestId } : {}) });
      if (reset.has(path)) {
        req.socket.destroy();
        return;
      }
      if (hang.has(path)) return;
      res.writeHead(200, { 'content-type': 'application/json', 'x-replica': name });
      res.end(JSON.stringify({ replica: name, method: req.method, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  const replica: Replica = {
    name,
    server,
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    seen,
    reset,
    hang,
    get ready() {
      return state.ready;
    },
    set ready(value: boolean) {
      state.ready = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return replica;
}

/** Polls `check` until it holds (no timing assertion: only a generous deadline). */
async function eventually(check: () => boolean | Promise<boolean>, deadlineMs = 5000) {
  const end = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const replicaOf = (res: { text: string }) => (JSON.parse(res.text) as { replica: string }).replica;

describe('the proxy over two API replicas (API_URLS)', () => {
  let a: Replica;
  let b: Replica;
  let proxy: Started;
  let sites: Awaited<ReturnType<typeof makeSitesDir>>;
  const warnings: string[] = [];

  beforeEach(async () => {
    [a, b, sites] = await Promise.all([startReplica('a'), startReplica('b'), makeSitesDir()]);
    proxy = await startProxy(
      { apiUrls: [a.url, b.url], sitesDir: sites.dir },
      { probeIntervalMs: 50, log: (m) => warnings.push(m) },
    );
  });
  afterEach(async () => {
    await Promise.all([proxy.close(), a.close(), b.close()]);
    await sites.remove();
    warnings.length = 0;
  });

  it('balances /api/* over both, round robin', async () => {
    const answered: string[] = [];
    for (let i = 0; i < 6; i += 1) answered.push(replicaOf(await request(proxy.url, '/api/v1/x')));
    expect(answered.filter((r) => r === 'a')).toHaveLength(3);
    expect(answered.filter((r) => r === 'b')).toHaveLength(3);
    expect(answered[0]).not.toBe(answered[1]);
  });

  it('loses no GET when a replica is killed mid-test, and takes it back once it is ready', async () => {
    for (let i = 0; i < 4; i += 1) expect((await request(proxy.url, '/api/v1/x')).status).toBe(200);
    const port = a.port;
    await a.close();
    for (let i = 0; i < 10; i += 1) {
      const res = await request(proxy.url, `/api/v1/after-kill-${i}`);
      expect(res.status).toBe(200);
      expect(replicaOf(res)).toBe('b');
    }
    expect(warnings.some((w) => w.includes(`${a.url} is down`))).toBe(true);

    // The replica comes back on the same port: the probe finds its /readyz and it gets work.
    a = await startReplica('a', port);
    await eventually(async () => replicaOf(await request(proxy.url, '/api/v1/back')) === 'a');
  });

  it('does not take back a replica whose /readyz says it is not ready', async () => {
    const port = a.port;
    await a.close();
    await request(proxy.url, '/api/v1/x');
    await request(proxy.url, '/api/v1/x');
    a = await startReplica('a', port);
    a.ready = false;
    for (let i = 0; i < 10; i += 1) {
      expect(replicaOf(await request(proxy.url, '/api/v1/x'))).toBe('b');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(a.seen).toEqual([]);
  });

  it('retries a POST on the other replica when the connection was refused (nothing was sent)', async () => {
    await a.close();
    for (let i = 0; i < 2; i += 1) {
      const res = await request(proxy.url, '/api/v1/forms', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"n":${i}}`,
      });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toEqual({ replica: 'b', method: 'POST', body: `{"n":${i}}` });
    }
    expect(b.seen.filter((s) => s.method === 'POST')).toHaveLength(2);
  });

  it('never sends a POST twice once its body went out: 503, and the other replica saw nothing', async () => {
    a.reset.add('/api/v1/pay');
    b.reset.add('/api/v1/pay');
    const res = await request(proxy.url, '/api/v1/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"amount":1}',
    });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(a.seen.length + b.seen.length).toBe(1);
  });

  it('retries a GET whose connection broke before an answer', async () => {
    a.reset.add('/api/v1/flaky');
    b.reset.add('/api/v1/flaky');
    // Whichever replica gets it first breaks; the other is asked too, and both break: 503.
    const broken = await request(proxy.url, '/api/v1/flaky');
    expect(broken.status).toBe(503);
    expect(a.seen.length + b.seen.length).toBe(2);
    await eventually(async () => (await request(proxy.url, '/api/v1/x')).status === 200);
    // One replica breaking: the GET is answered by the other.
    a.reset.add('/api/v1/half');
    const results = await Promise.all([0, 1, 2, 3].map(() => request(proxy.url, '/api/v1/half')));
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(replicaOf(res)).toBe('b');
    }
  });

  it('answers the JSON 503 when no replica is up', async () => {
    await Promise.all([a.close(), b.close()]);
    const res = await request(proxy.url, '/api/v1/x', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('a request that times out (issue 20 #2)', () => {
  let a: Replica;
  let proxy: Started;
  const warnings: string[] = [];
  beforeEach(async () => {
    a = await startReplica('a');
    a.hang.add('/api/v1/slow');
    // One replica, probed rarely: had the timeout marked it down, it would stay down here.
    proxy = await startProxy(
      { apiUrls: [a.url], upstreamTimeoutMs: 300 },
      { probeIntervalMs: 60_000, log: (m) => warnings.push(m) },
    );
  });
  afterEach(async () => {
    await Promise.all([proxy.close(), a.close()]);
    warnings.length = 0;
  });

  it('gets its own 503, and the replica stays up: concurrent and later requests are answered', async () => {
    const slow = request(proxy.url, '/api/v1/slow', { headers: { accept: 'application/json' } });
    const concurrent = await Promise.all([0, 1, 2, 3].map(() => request(proxy.url, '/api/v1/x')));
    const timedOut = await slow;
    expect(timedOut.status).toBe(503);
    expect(JSON.parse(timedOut.text)).toMatchObject({
      errors: [{ code: 'service_unavailable' }],
    });
    const later = [];
    for (let i = 0; i < 4; i += 1) later.push(await request(proxy.url, `/api/v1/later-${i}`));
    for (const res of [...concurrent, ...later]) {
      expect(res.status).toBe(200);
      expect(replicaOf(res)).toBe('a');
    }
    // Asked once: a slow request is not repeated elsewhere (it would double the load).
    expect(a.seen.filter((s) => s.path === '/api/v1/slow')).toHaveLength(1);
    expect(warnings.some((w) => w.includes('is down'))).toBe(false);
  });
});

describe('createApiPool.fetch (the CMS lookups)', () => {
  let a: Replica;
  let b: Replica;
  let pool: ApiPool;
  beforeEach(async () => {
    [a, b] = await Promise.all([startReplica('a'), startReplica('b')]);
    pool = createApiPool([a.url, b.url], { timeoutMs: 1000, probeIntervalMs: 50, log: () => {} });
  });
  afterEach(async () => {
    pool.close();
    await Promise.all([a.close(), b.close()]);
  });

  it('asks the other replica when one cannot be reached, and marks it down', async () => {
    await b.close();
    for (let i = 0; i < 4; i += 1) {
      const response = await pool.fetch('/api/v1/pages/x', { timeoutMs: 1000 });
      expect(((await response.json()) as { replica: string }).replica).toBe('a');
    }
    expect(pool.replicas.map((r) => r.up)).toEqual([true, false]);
  });

  it('a lookup that times out marks no replica down (only a failed connection does)', async () => {
    a.hang.add('/api/v1/slow');
    b.hang.add('/api/v1/slow');
    await expect(pool.fetch('/api/v1/slow', { timeoutMs: 200 })).rejects.toThrow();
    expect(pool.replicas.map((r) => r.up)).toEqual([true, true]);
  });

  it('rejects when no replica answers', async () => {
    await Promise.all([a.close(), b.close()]);
    await expect(pool.fetch('/api/v1/pages/x', { timeoutMs: 1000 })).rejects.toThrow();
  });

  it('is ready while one replica’s /readyz answers 200', async () => {
    expect(await pool.ready()).toBe(true);
    a.ready = false;
    expect(await pool.ready()).toBe(true);
    b.ready = false;
    expect(await pool.ready()).toBe(false);
  });
});
