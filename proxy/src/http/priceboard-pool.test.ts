import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type Started, makeSitesDir, request, startProxy, upgrade } from '../test/test-helpers';

/**
 * Two stand-ins for price-board instances (PRICEBOARD_URLS): each answers HTTP with its name,
 * accepts an upgrade and answers `hi` down the tunnel with its name, anything else with an echo, and refuses an upgrade
 * whose id is `unknown` with 404, as the hub does. Like the board's Acc/amw, a body over its
 * 16 KB is answered 413 and the connection destroyed at once (a reset while the body streams).
 */
interface Instance extends Started {
  name: string;
  upgrades: string[];
  /** Paths whose connection is broken once the request is in, before any answer. */
  reset: Set<string>;
  /** Every request that reached it (method and path). */
  seen: string[];
}

/** The board's own limit on a form (services/priceboard amw.ts), as the stand-in applies it. */
const BOARD_BODY_LIMIT = 16 * 1024;

async function startInstance(name: string, port = 0): Promise<Instance> {
  const upgrades: string[] = [];
  const reset = new Set<string>();
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    seen.push(`${req.method} ${path}`);
    // A visitor whose request breaks the connection (`x-test-reset`), or a path that always does.
    if (reset.has(path) || req.headers['x-test-reset']) {
      req.socket.destroy();
      return;
    }
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BOARD_BODY_LIMIT || refused) return;
      refused = true;
      res.writeHead(413, { connection: 'close' }).end();
      req.destroy();
    });
    req.on('end', () => {
      if (refused) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ instance: name, path: req.url }));
    });
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Socket) => {
    upgrades.push(req.url ?? '');
    if (req.url?.includes('id=unknown')) {
      socket.end(
        'HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 26\r\n\r\n' +
          'No Connection with that ID',
      );
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
    socket.on('data', (data: Buffer) => {
      const text = data.toString();
      socket.write(text === 'hi' ? `hello from ${name}` : `${name}:${text}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    name,
    server,
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    upgrades,
    reset,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the tunnel carries back for `text`. */
const ask = (socket: Socket, text = 'hi') =>
  new Promise<string>((resolve) => {
    socket.once('data', (data: Buffer) => resolve(data.toString()));
    socket.write(text);
  });

const HUB = '/priceboard/hubs/priceboard';

describe('the proxy over two price-board instances (PRICEBOARD_URLS)', () => {
  let a: Instance;
  let b: Instance;
  let proxy: Started;
  let sites: Awaited<ReturnType<typeof makeSitesDir>>;
  const warnings: string[] = [];
  const tunnels: Socket[] = [];

  beforeEach(async () => {
    [a, b, sites] = await Promise.all([startInstance('a'), startInstance('b'), makeSitesDir()]);
    proxy = await startProxy(
      { priceboardUrls: [a.url, b.url], sitesDir: sites.dir },
      { probeIntervalMs: 50, log: (m) => warnings.push(m) },
    );
  });
  afterEach(async () => {
    for (const socket of tunnels.splice(0)) socket.destroy();
    await Promise.all([proxy.close(), a.close(), b.close()]);
    await sites.remove();
    warnings.length = 0;
  });

  async function tunnel(path: string) {
    const { status, socket } = await upgrade(proxy.url, path);
    if (socket) tunnels.push(socket);
    return { status, socket };
  }

  it('balances requests and WebSocket upgrades over both, round robin, and tunnels both ways', async () => {
    const answered: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await request(proxy.url, `${HUB}/negotiate?negotiateVersion=1`, {
        method: 'POST',
      });
      answered.push((JSON.parse(res.text) as { instance: string }).instance);
    }
    expect(answered.sort()).toEqual(['a', 'a', 'b', 'b']);

    const greetings: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { status, socket } = await tunnel(`${HUB}?id=token-${i}`);
      expect(status).toBe(101);
      greetings.push(await ask(socket!));
    }
    expect(greetings.sort()).toEqual([
      'hello from a',
      'hello from a',
      'hello from b',
      'hello from b',
    ]);
    expect(a.upgrades).toHaveLength(2);
    expect(b.upgrades).toHaveLength(2);

    const { socket } = await tunnel(`${HUB}?id=echo`);
    const greeting = await ask(socket!);
    const name = greeting.slice(-1);
    expect(await ask(socket!, 'ping')).toBe(`${name}:ping`);
  });

  it('spreads the sockets of clients that negotiate first (a request then an upgrade each)', async () => {
    const before = { a: a.upgrades.length, b: b.upgrades.length };
    for (let i = 0; i < 4; i += 1) {
      await request(proxy.url, `${HUB}/negotiate?negotiateVersion=1`, { method: 'POST' });
      const { status, socket } = await tunnel(`${HUB}?id=pair-${i}`);
      expect(status).toBe(101);
      await ask(socket!);
    }
    expect(a.upgrades.length - before.a).toBe(2);
    expect(b.upgrades.length - before.b).toBe(2);
  });

  it('relays an instance’s refusal of the upgrade (an unknown id is 404) and tries no other', async () => {
    const { status } = await tunnel(`${HUB}?id=unknown`);
    expect(status).toBe(404);
    expect(a.upgrades.length + b.upgrades.length).toBe(1);
  });

  it('skips an instance that is down for upgrades and requests, and takes it back when it answers', async () => {
    const port = a.port;
    await a.close();
    for (let i = 0; i < 4; i += 1) {
      const { status, socket } = await tunnel(`${HUB}?id=after-${i}`);
      expect(status).toBe(101);
      expect(await ask(socket!)).toBe('hello from b');
    }
    for (let i = 0; i < 4; i += 1) {
      const res = await request(proxy.url, '/priceboard/Acc/amw', { method: 'POST', body: 'x=1' });
      expect((JSON.parse(res.text) as { instance: string }).instance).toBe('b');
    }
    expect(warnings.some((w) => w.includes(`price-board instance ${a.url} is down`))).toBe(true);

    a = await startInstance('a', port);
    const deadline = Date.now() + 5000;
    while (a.upgrades.length === 0 && Date.now() < deadline) {
      await tunnel(`${HUB}?id=back`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(a.upgrades.length).toBeGreaterThan(0);
  });

  it('asks another instance for a negotiate whose connection broke (the board’s POSTs only read)', async () => {
    const negotiate = `${HUB}/negotiate`;
    a.reset.add(negotiate);
    for (let i = 0; i < 2; i += 1) {
      const res = await request(proxy.url, `${negotiate}?negotiateVersion=1`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect((JSON.parse(res.text) as { instance: string }).instance).toBe('b');
    }
    expect(warnings.some((w) => w.includes(`POST ${negotiate} at ${a.url}: ECONNRESET`))).toBe(
      true,
    );
  });

  it('answers 503 when no instance is up', async () => {
    await Promise.all([a.close(), b.close()]);
    expect((await tunnel(HUB)).status).toBe(503);
    const res = await request(proxy.url, '/priceboard/', {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(503);
  });
});

/** A body of `bytes` sent chunked (no Content-Length), as a streaming client sends it. */
function postChunked(
  baseUrl: string,
  path: string,
  bytes: number,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ hostname, port, path, method: 'POST', headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
    });
    // The proxy may answer and close before the whole body is out: the answer is what counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = 'a'.repeat(8 * 1024);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

const AMW = '/priceboard/Acc/amw';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };

describe('one address’s oversized or broken board calls (issue 20 #4)', () => {
  let a: Instance;
  let b: Instance;
  let proxy: Started;
  const warnings: string[] = [];

  beforeEach(async () => {
    [a, b] = await Promise.all([startInstance('a'), startInstance('b')]);
    // Probed rarely: an instance wrongly marked down would stay down for the whole test.
    proxy = await startProxy(
      { priceboardUrls: [a.url, b.url] },
      { probeIntervalMs: 60_000, log: (m) => warnings.push(m) },
    );
  });
  afterEach(async () => {
    await Promise.all([proxy.close(), a.close(), b.close()]);
    warnings.length = 0;
  });

  /** A small form (a visitor's call), or one whose connection the instance breaks. */
  const amw = (headers: http.OutgoingHttpHeaders = {}) =>
    request(proxy.url, AMW, { method: 'POST', headers: { ...FORM, ...headers }, body: 'a=1' });

  /** Four calls are spread over both instances, and none was counted out. */
  async function expectBothInRotation() {
    const answered = [];
    for (let i = 0; i < 4; i += 1)
      answered.push((JSON.parse((await amw()).text) as { instance: string }).instance);
    expect(answered.sort()).toEqual(['a', 'a', 'b', 'b']);
    expect(warnings.some((w) => w.includes('is down'))).toBe(false);
  }

  it('answers 413 for a 300 KB form under PROXY_MAX_BODY_BYTES, without forwarding it', async () => {
    const body = `selectedStocks=${'A'.repeat(300 * 1024)}`;
    const declared = await request(proxy.url, AMW, { method: 'POST', headers: FORM, body });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text)).toMatchObject({ errors: [{ code: 'payload_too_large' }] });
    expect([...a.seen, ...b.seen]).toEqual([]);

    // Chunked: cut at the board's limit as it streams; the instance never answers it.
    const chunked = await postChunked(proxy.url, AMW, 300 * 1024, FORM);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.text)).toMatchObject({ errors: [{ code: 'payload_too_large' }] });
    await expectBothInRotation();
  });

  it('keeps an instance up after one request’s reset: it still gets its share', async () => {
    // A form whose body went out is never sent twice: this one visitor gets the 503.
    expect((await amw({ 'x-test-reset': '1' })).status).toBe(503);
    await expectBothInRotation();
  });

  it('answers every other visitor while one address’s calls break the connection', async () => {
    const others: Array<Promise<{ status: number }>> = [];
    for (let round = 0; round < 5; round += 1) {
      const attack = [0, 1].map(() => amw({ 'x-test-reset': '1' }));
      const visitors = [0, 1, 2, 3].map(() => amw());
      others.push(...visitors);
      await Promise.all([...attack, ...visitors]);
    }
    const statuses = (await Promise.all(others)).map((r) => r.status);
    expect(statuses).toEqual(statuses.map(() => 200));
  });
});

describe('the hub’s Server-Sent Events and long polling through the proxy', () => {
  let a: Instance;
  let b: Instance;
  let proxy: Started;

  beforeEach(async () => {
    [a, b] = await Promise.all([startInstance('a'), startInstance('b')]);
    proxy = await startProxy({ priceboardUrls: [a.url, b.url] }, { log: () => {} });
  });
  afterEach(async () => {
    await Promise.all([proxy.close(), a.close(), b.close()]);
  });

  it('sends every request of one connection id to one instance, and spreads the ids', async () => {
    const owners = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const path = `${HUB}?id=connection-${i}`;
      const answered = new Set<string>();
      for (const method of ['GET', 'POST', 'GET', 'POST', 'DELETE']) {
        const res = await request(proxy.url, path, {
          method,
          ...(method === 'POST' ? { body: '{}\x1e' } : {}),
        });
        answered.add((JSON.parse(res.text) as { instance: string }).instance);
      }
      expect([...answered]).toHaveLength(1);
      owners.add([...answered][0]!);
    }
    expect([...owners].sort()).toEqual(['a', 'b']);
  });

  it('streams an event to the client before the stream ends', async () => {
    // A stand-in for the hub's event stream: headers and one event, then held open.
    const streams = new Set<http.ServerResponse>();
    const hub = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('data: {}\x1e\n\n');
      streams.add(res);
    });
    await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
    const port = (hub.address() as AddressInfo).port;
    const through = await startProxy(
      { priceboardUrls: [`http://127.0.0.1:${port}`] },
      { log: () => {} },
    );
    try {
      const { hostname, port: proxyPort } = new URL(through.url);
      const first = await new Promise<{ status: number; type: string; data: string }>(
        (resolve, reject) => {
          const req = http.get(
            {
              hostname,
              port: proxyPort,
              path: `${HUB}?id=abc`,
              headers: { accept: 'text/event-stream' },
            },
            (res) => {
              res.setEncoding('utf8');
              res.once('data', (data: string) => {
                resolve({
                  status: res.statusCode ?? 0,
                  type: String(res.headers['content-type']),
                  data,
                });
                req.destroy();
              });
            },
          );
          req.on('error', reject);
        },
      );
      expect(first).toEqual({ status: 200, type: 'text/event-stream', data: 'data: {}\x1e\n\n' });
    } finally {
      for (const res of streams) res.destroy();
      await through.close();
      hub.closeAllConnections();
      await new Promise((resolve) => hub.close(resolve));
    }
  });
});
