/**
 * Keep-alive on both hops (issue 20 #8): a connection that sat idle is reused, and neither
 * side closes it under the other. A request sent on an idle connection just as the other end
 * closes it is reset (`read ECONNRESET`): the proxy must not close a visitor's connection before
 * the visitor would, and must not reuse one an upstream is about to close.
 */
import http from 'node:http';
import net, { type Socket } from 'node:net';
import { type Started, listen, makeSitesDir, startProxy } from '../test/test-helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Node's default `server.keepAliveTimeout`, which the proxy had. Node 20.20 closes the idle
 * connection a second after it (the timeout it announces): idle visitors were cut at 6 s.
 */
const NODE_DEFAULT_KEEPALIVE_MS = 5000;
const NODE_DEFAULT_CLOSE_MS = NODE_DEFAULT_KEEPALIVE_MS + 1000;

/** One HTTP/1.1 exchange on a raw socket that stays open: the status, once the whole body is in. */
function exchange(socket: Socket, path: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed || !socket.writable) {
      reject(new Error(`the connection was closed before ${path} was sent`));
      return;
    }
    let buffer = Buffer.alloc(0);
    const done = (error?: Error) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      if (error) reject(error);
    };
    const onClose = () => done(new Error(`the connection closed before the answer to ${path}`));
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffer.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      done();
      resolve({ status: Number(head.split(' ')[1]), head });
    };
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

/**
 * An upstream that never closes an idle connection by itself, and instead resets the request
 * that arrives on a connection idle for `closesAfterMs` or more: exactly what a server does when
 * its keep-alive timer fires as the request comes in, without leaving it to chance. `hint`
 * announces `Keep-Alive: timeout=<hint>` (Node's servers do; some upstreams do not).
 */
interface RacyUpstream extends Started {
  /** Requests it reset, and requests it answered. */
  counts: { resets: number; answered: number };
}

async function startRacyUpstream(closesAfterMs: number, hint?: number): Promise<RacyUpstream> {
  const idleSince = new WeakMap<Socket, number>();
  const counts = { resets: 0, answered: 0 };
  const server = http.createServer((req, res) => {
    const socket = req.socket;
    const since = idleSince.get(socket);
    if (since !== undefined && Date.now() - since >= closesAfterMs) {
      counts.resets += 1;
      socket.resetAndDestroy();
      return;
    }
    req.resume();
    req.on('end', () => {
      const body = JSON.stringify({ ok: true, path: req.url });
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...(hint ? { connection: 'keep-alive', 'keep-alive': `timeout=${hint}` } : {}),
      });
      res.end(body);
      res.once('finish', () => {
        counts.answered += 1;
        idleSince.set(socket, Date.now());
      });
    });
  });
  // 0: no timer of its own and no Keep-Alive header; the reset above stands for its close.
  server.keepAliveTimeout = 0;
  return { ...(await listen(server)), counts };
}

describe('client → proxy: a visitor’s idle keep-alive connection', () => {
  let sites: Awaited<ReturnType<typeof makeSitesDir>>;
  let proxy: Started;
  beforeAll(async () => {
    sites = await makeSitesDir(['corporate']);
    proxy = await startProxy({ sitesDir: sites.dir });
  });
  afterAll(async () => {
    await proxy.close();
    await sites.remove();
  });

  it('is still open after Node’s default, so a client that idles longer reuses it', async () => {
    const socket = net.connect(proxy.port, '127.0.0.1');
    socket.on('error', () => undefined);
    try {
      const first = await exchange(socket, '/_site/corporate/favicon.svg');
      expect(first.status).toBe(200);
      // Past the old timeout: Playwright's request context, for one, never closes idle sockets.
      await sleep(NODE_DEFAULT_CLOSE_MS + 500);
      expect((await exchange(socket, '/_site/corporate/favicon.svg')).status).toBe(200);
      // Clients that honour the hint (undici, Node agents with a timeout) close before the proxy.
      const hint = Number(/\r\nkeep-alive:\s*timeout=(\d+)/i.exec(first.head)?.[1]);
      expect(hint * 1000).toBeGreaterThan(NODE_DEFAULT_KEEPALIVE_MS);
    } finally {
      socket.destroy();
    }
  }, 15_000);
});

describe('proxy → upstream: pooled keep-alive connections', () => {
  const upstreams: Started[] = [];
  const proxies: Started[] = [];
  const warnings: string[] = [];
  afterEach(async () => {
    await Promise.all([...proxies.splice(0), ...upstreams.splice(0)].map((s) => s.close()));
    warnings.length = 0;
  });
  const racy = async (closesAfterMs: number, hint?: number) => {
    const upstream = await startRacyUpstream(closesAfterMs, hint);
    upstreams.push(upstream);
    return upstream;
  };
  const proxyOver = async (overrides: Parameters<typeof startProxy>[0]) => {
    const proxy = await startProxy(overrides, {
      log: (m) => warnings.push(m),
      // Long: a replica wrongly marked down would stay down for the whole test.
      probeIntervalMs: 60_000,
    });
    proxies.push(proxy);
    return proxy;
  };
  const get = (proxy: Started, path: string, method = 'GET') =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: proxy.port, path, method, agent: false },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(method === 'POST' ? 'a=1' : undefined);
    });

  it('closes an idle connection before the upstream’s announced Keep-Alive timeout (API and SSO)', async () => {
    const api = await racy(2000, 2);
    const sso = await racy(2000, 2);
    const proxy = await proxyOver({ apiUrls: [api.url], ssoUpstream: sso.url });
    expect(await get(proxy, '/api/v1/x')).toBe(200);
    expect(await get(proxy, '/sso/x')).toBe(200);
    await sleep(2300);
    expect(await get(proxy, '/api/v1/x')).toBe(200);
    expect(await get(proxy, '/sso/x')).toBe(200);
    expect(api.counts.resets + sso.counts.resets).toBe(0);
  });

  it('closes an idle connection after UPSTREAM_KEEPALIVE_MS when the upstream announces nothing (a POST is never repeated)', async () => {
    const api = await racy(600);
    const proxy = await proxyOver({ apiUrls: [api.url], upstreamKeepAliveMs: 300 });
    expect(await get(proxy, '/api/v1/forms', 'POST')).toBe(200);
    await sleep(800);
    expect(await get(proxy, '/api/v1/forms', 'POST')).toBe(200);
    expect(api.counts).toEqual({ resets: 0, answered: 2 });
  });

  it('repeats a GET whose reused connection was reset before any answer, and keeps the replica up', async () => {
    const api = await racy(300);
    const proxy = await proxyOver({ apiUrls: [api.url] });
    expect(await get(proxy, '/api/v1/x')).toBe(200);
    await sleep(500);
    expect(await get(proxy, '/api/v1/x')).toBe(200);
    expect(api.counts.resets).toBe(1);
    expect(await get(proxy, '/api/v1/x')).toBe(200);
    expect(warnings.some((w) => w.includes('is down'))).toBe(false);
  });
});
