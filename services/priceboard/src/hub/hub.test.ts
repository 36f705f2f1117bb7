import { createServer, request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import type { AllStocksResult } from '@brokerage/shared/market/board.ts';
import WebSocket from 'ws';
import { fakeMarket } from '../test/fake-market';
import { FIXTURE_SYMBOLS, largeSeed } from '../test/fixtures';
import { startHarness, waitFor, type Harness } from '../test/harness';
import { collectPushes, hubClient } from '../test/hub-client';

const RS = '\x1e';

/** A raw WebSocket speaking the protocol by hand: every record it receives, parsed. */
async function rawClient(url: string) {
  const ws = new WebSocket(url.replace(/^http/, 'ws'));
  const records: unknown[] = [];
  let tail = '';
  ws.on('message', (data) => {
    const parts = (tail + data.toString()).split(RS);
    tail = parts.pop() ?? '';
    for (const part of parts) records.push(JSON.parse(part));
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, records, closed };
}

let hub: Harness;
const open: HubConnection[] = [];

async function started(connection: HubConnection) {
  open.push(connection);
  await connection.start();
  return connection;
}

beforeAll(async () => {
  hub = await startHarness({ market: fakeMarket({ perAdvance: 2 }) });
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop()));
});

afterAll(async () => {
  await hub.close();
});

describe('the price-board hub with the official client', () => {
  it('negotiates, connects over WebSockets and answers GetAllStocks with the whole board', async () => {
    const response = await fetch(`${hub.hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST' });
    const negotiated = (await response.json()) as Record<string, unknown>;
    expect(negotiated).toMatchObject({
      negotiateVersion: 1,
      availableTransports: expect.arrayContaining([
        { transport: 'WebSockets', transferFormats: ['Text'] },
      ]) as unknown,
    });
    expect(negotiated.connectionToken).toEqual(expect.any(String));

    const connection = await started(hubClient(hub.hubUrl));
    expect(connection.connectionId).toEqual(expect.any(String));
    const board = await connection.invoke<AllStocksResult>('GetAllStocks');
    expect(board.pb.map((row) => row.symbol)).toEqual(FIXTURE_SYMBOLS);
    expect(board.mi.map((row) => row.symbol)).toEqual(['VNINDEX', 'HNXINDEX']);
    expect(board.session.sessionDate).toBe('2026-11-20');
  });

  it('then pushes every changed board row, the indices and the session', async () => {
    const connection = await started(hubClient(hub.hubUrl, { skipNegotiation: true }));
    expect(connection.connectionId).toBeNull();
    const pushes = collectPushes(connection);
    await connection.invoke('GetAllStocks');
    await waitFor(() => pushes.some((p) => p.pb.length > 0), 5000, 'a push with rows');
    const push = pushes.find((p) => p.pb.length > 0);
    expect(push?.mi.length).toBeGreaterThan(0);
    expect(push?.session.sessionDate).toBe('2026-11-20');
    expect(push?.sentAt).toEqual(expect.any(Number));
    // Not following anything: no time and sales.
    expect(pushes.every((p) => p.tl.length === 0)).toBe(true);
  });

  it('follows symbols given to UpdateParams: their rows and trades, none of the others', async () => {
    const connection = await started(hubClient(hub.hubUrl));
    const pushes = collectPushes(connection);
    const result = await connection.invoke<{ symbols: string[] }>('UpdateParams', ' fpt, shs ');
    expect(result.symbols).toEqual(['FPT', 'SHS']);
    await waitFor(
      () => pushes.some((p) => p.mi.length > 0 && p.tl.some((t) => t.symbol === 'SHS')),
      5000,
      'a batch with a SHS trade',
    );
    const rows = pushes.flatMap((p) => p.pb.map((r) => r.symbol));
    expect(rows).toContain('FPT');
    expect(new Set(rows)).toEqual(new Set(['FPT', 'SHS']));
    expect(new Set(pushes.flatMap((p) => p.tl.map((t) => t.symbol)))).toEqual(
      new Set(['FPT', 'SHS']),
    );
    // Index rows reach every connection.
    expect(pushes.some((p) => p.mi.length > 0)).toBe(true);
  });

  it('refuses junk, unknown symbols and too many at once, and keeps the connection', async () => {
    const connection = await started(hubClient(hub.hubUrl));
    await expect(connection.invoke('UpdateParams', 'NOPE')).rejects.toThrow(/Unknown symbol: NOPE/);
    await expect(connection.invoke('UpdateParams', '<script>')).rejects.toThrow(/Unknown symbol/);
    await expect(connection.invoke('UpdateParams', '')).rejects.toThrow(/No symbol/);
    await expect(connection.invoke('UpdateParams', 42)).rejects.toThrow(/one string/);
    const thousand = Array.from({ length: 1000 }, (_, i) => `S${i}`).join(',');
    await expect(connection.invoke('UpdateParams', thousand)).rejects.toThrow(/Too many symbols/);
    const forty = Array.from({ length: 40 }, (_, i) => `S${i}`).join(',');
    await expect(connection.invoke('UpdateParams', forty)).rejects.toThrow(/At most 30/);
    await expect(connection.invoke('Nope')).rejects.toThrow(/Unknown hub method 'Nope'/);
    expect(connection.state).toBe(HubConnectionState.Connected);
    await expect(connection.invoke('UpdateParams', 'VCB')).resolves.toEqual({ symbols: ['VCB'] });
  });

  it('sends pings the client counts as life', async () => {
    const quiet = await startHarness({
      env: { HUB_KEEPALIVE_MS: '50' },
      market: fakeMarket({ paused: () => true }),
    });
    try {
      const raw = await rawClient(quiet.hubUrl);
      raw.ws.send(`{"protocol":"json","version":1}${RS}`);
      await waitFor(
        () => raw.records.some((r) => (r as { type?: number }).type === 6),
        3000,
        'a ping',
      );
      expect(raw.records[0]).toEqual({});
      raw.ws.close();
    } finally {
      await quiet.close();
    }
  });

  it('reads several messages in one frame and one message split over frames', async () => {
    const raw = await rawClient(hub.hubUrl);
    raw.ws.send(
      `{"protocol":"json","version":1}${RS}{"type":6}${RS}{"type":1,"invocationId":"1","tar`,
    );
    raw.ws.send(`get":"UpdateParams","arguments":["VCB"]}${RS}`);
    await waitFor(() =>
      raw.records.some((r) => (r as { invocationId?: string }).invocationId === '1'),
    );
    expect(raw.records).toContainEqual({
      type: 3,
      invocationId: '1',
      result: { symbols: ['VCB'] },
    });
    raw.ws.close();
  });

  it('answers a bad handshake with the error form and closes', async () => {
    const raw = await rawClient(hub.hubUrl);
    raw.ws.send(`{"protocol":"messagepack","version":1}${RS}`);
    await raw.closed;
    expect(raw.records).toEqual([{ error: "The protocol 'messagepack' is not supported." }]);
  });

  it('refuses an unknown connection id with 404', async () => {
    const ws = new WebSocket(`${hub.hubUrl.replace(/^http/, 'ws')}?id=unknown`);
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });

  it('opens a socket on another instance with the same secret (the proxy balances the two)', async () => {
    const secret = 'a-secret-shared-by-both-instances-here';
    const [a, b, other] = await Promise.all([
      startHarness({ env: { PRICEBOARD_TOKEN_SECRET: secret } }),
      startHarness({ env: { PRICEBOARD_TOKEN_SECRET: secret } }),
      startHarness({ env: { PRICEBOARD_TOKEN_SECRET: `${secret}-not` } }),
    ]);
    try {
      const negotiate = async (version: number) => {
        const response = await fetch(`${a.hubUrl}/negotiate?negotiateVersion=${version}`, {
          method: 'POST',
        });
        const body = (await response.json()) as { connectionId: string; connectionToken?: string };
        return body.connectionToken ?? body.connectionId;
      };
      const upgrade = (h: Harness, id: string) =>
        new Promise<number>((resolve) => {
          const ws = new WebSocket(`${h.hubUrl.replace(/^http/, 'ws')}?id=${id}`);
          ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
          ws.on('open', () => {
            ws.close();
            resolve(101);
          });
        });
      for (const version of [1, 0]) {
        const token = await negotiate(version);
        expect(await upgrade(other, token)).toBe(404);
        expect(await upgrade(b, token)).toBe(101);
        // One token, one socket.
        expect(await upgrade(b, token)).toBe(404);
      }

      // The official client through a stand-in for the proxy: negotiate on A, socket on B.
      const balancer = createServer((req, res) => {
        const upstream = request(`${a.origin}${req.url}`, { method: req.method }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        req.pipe(upstream);
      });
      balancer.on('upgrade', (req, socket) => {
        const upstream = connect(Number(new URL(b.origin).port), '127.0.0.1', () => {
          const head = Object.entries(req.headers).map(([k, v]) => `${k}: ${String(v)}`);
          upstream.write(`GET ${req.url} HTTP/1.1\r\n${head.join('\r\n')}\r\n\r\n`);
          upstream.pipe(socket).pipe(upstream);
        });
        socket.on('close', () => upstream.destroy());
      });
      await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
      const port = (balancer.address() as AddressInfo).port;
      try {
        const connection = await started(
          hubClient(`http://127.0.0.1:${port}/priceboard/hubs/priceboard`),
        );
        const board = await connection.invoke<AllStocksResult>('GetAllStocks');
        expect(board.session.seq).toBeGreaterThan(0);
        expect(b.hub.size).toBe(1);
        expect(a.hub.size).toBe(0);
        await connection.stop();
      } finally {
        balancer.closeAllConnections();
        await new Promise((resolve) => balancer.close(resolve));
      }
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });

  it('drops a client that never reads while an official client keeps receiving', async () => {
    // 400 rows a push every 10 ms fill the socket buffers in a second or two.
    const busy = await startHarness({
      env: { HUB_MAX_BUFFERED_BYTES: '65536', PUSH_INTERVAL_MS: '10' },
      fetchSeed: () => Promise.resolve(largeSeed(400)),
    });
    try {
      const reader = await started(hubClient(busy.hubUrl));
      const pushes = collectPushes(reader);
      await reader.invoke('GetAllStocks');
      const stalled = await stalledClient(busy.origin);
      await waitFor(
        async () => (await dropCount(busy, 'slow')) > 0,
        20_000,
        'the stalled client to be dropped',
      );
      stalled.destroy();
      const before = pushes.length;
      await waitFor(() => pushes.length > before + 3, 5000, 'more pushes');
      expect(reader.state).toBe(HubConnectionState.Connected);
    } finally {
      await busy.close();
    }
  }, 30_000);

  it('closes a client that stays silent, and limits connections per address and message size', async () => {
    const strict = await startHarness({
      env: {
        HUB_CLIENT_TIMEOUT_MS: '300',
        HUB_MAX_CONNECTIONS_PER_ADDRESS: '2',
        HUB_MAX_MESSAGE_BYTES: '1024',
        // The client is the peer here, not a forwarded address.
        PRICEBOARD_PROXY_HOPS: '0',
      },
      market: fakeMarket({ paused: () => true }),
    });
    try {
      const silent = await rawClient(strict.hubUrl);
      silent.ws.send(`{"protocol":"json","version":1}${RS}`);
      const big = await rawClient(strict.hubUrl);
      const refused = new WebSocket(strict.hubUrl.replace(/^http/, 'ws'));
      const status = await new Promise<number>((resolve) =>
        refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
      );
      expect(status).toBe(429);
      big.ws.send(
        `{"protocol":"json","version":1}${RS}{"type":1,"target":"x","arguments":["${'A'.repeat(2000)}"]}${RS}`,
      );
      expect(await big.closed).toBe(1009);
      await silent.closed;
      expect(silent.records).toContainEqual({
        type: 7,
        error: 'Client timeout: nothing received for too long.',
      });
      expect(await dropCount(strict, 'idle')).toBe(1);
    } finally {
      await strict.close();
    }
  });

  it('tells clients to reconnect when it shuts down', async () => {
    const closing = await startHarness();
    const raw = await rawClient(closing.hubUrl);
    raw.ws.send(`{"protocol":"json","version":1}${RS}`);
    await waitFor(() => raw.records.length > 0);
    const official = hubClient(closing.hubUrl, { skipNegotiation: true });
    await official.start();
    const closed = new Promise<Error | undefined>((resolve) => official.onclose(resolve));
    await closing.close();
    await raw.closed;
    expect(raw.records).toContainEqual({ type: 7, allowReconnect: true });
    await closed;
    expect(official.state).toBe(HubConnectionState.Disconnected);
  });
  it('judges nobody silent on the round after the hub itself stood still', async () => {
    const starved = await startHarness({
      env: { HUB_CLIENT_TIMEOUT_MS: '300', HUB_KEEPALIVE_MS: '100' },
      market: fakeMarket({ paused: () => true }),
    });
    try {
      const client = await rawClient(starved.hubUrl);
      client.ws.send(`{"protocol":"json","version":1}${RS}`);
      await waitFor(() => client.records.length > 0, 5000, 'the handshake');
      // The client's ping reaches the hub's socket, and the whole process stands still past the
      // timeout before the hub reads it (as a starved machine would hold the hub).
      client.ws.send(`{"type":6}${RS}`);
      const until = Date.now() + 600;
      while (Date.now() < until) {
        // Busy: nothing of the event loop runs.
      }
      const pinging = setInterval(() => client.ws.send(`{"type":6}${RS}`), 50);
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
      } finally {
        clearInterval(pinging);
      }
      expect(client.records).not.toContainEqual(expect.objectContaining({ type: 7 }));
      expect(await dropCount(starved, 'idle')).toBe(0);
      expect(starved.hub.size).toBe(1);
    } finally {
      await starved.close();
    }
  });
});

async function dropCount(h: Harness, reason: string): Promise<number> {
  const metric = await h.metrics.drops.get();
  return metric.values.find((v) => v.labels.reason === reason)?.value ?? 0;
}

/**
 * A WebSocket client that subscribes to the whole board and then never reads: the upgrade and
 * two records written by hand on a paused socket.
 */
async function stalledClient(origin: string): Promise<Socket> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    'GET /priceboard/hubs/priceboard HTTP/1.1\r\n' +
      `Host: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  await new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.write(maskedTextFrame(`{"protocol":"json","version":1}${RS}`));
  socket.write(
    maskedTextFrame(`{"type":1,"invocationId":"0","target":"GetAllStocks","arguments":[]}${RS}`),
  );
  socket.pause();
  return socket;
}

function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length > 125) throw new Error('short frames only');
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0));
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
}
