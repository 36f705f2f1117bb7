import http from 'node:http';
import { HttpTransportType, HubConnectionState, type HubConnection } from '@microsoft/signalr';
import type { AllStocksResult } from '@brokerage/shared/market/board.ts';
import WebSocket from 'ws';
import { fakeMarket } from '../test/fake-market';
import { FIXTURE_SYMBOLS } from '../test/fixtures';
import { startHarness, waitFor, type Harness } from '../test/harness';
import { collectPushes, hubClient } from '../test/hub-client';
import { RECORD_SEPARATOR as RS } from './protocol';

const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

const TRANSPORTS = [
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
] as const;

async function negotiate(h: Harness): Promise<string> {
  const response = await fetch(`${h.hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST' });
  return ((await response.json()) as { connectionToken: string }).connectionToken;
}

/** A request to the hub path with `?id=`, its status and body. */
async function call(
  h: Harness,
  method: string,
  id: string | null,
  body?: string,
): Promise<{ status: number; text: string }> {
  const query = id === null ? '' : `?id=${encodeURIComponent(id)}`;
  const response = await fetch(`${h.hubUrl}${query}`, {
    method,
    ...(body === undefined ? {} : { body, headers: { 'content-type': 'text/plain' } }),
  });
  return { status: response.status, text: await response.text() };
}

/** A raw Server-Sent Events stream: its status, headers, and the text received so far. */
function eventStream(h: Harness, id: string) {
  const received = { text: '' };
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(`${h.hubUrl}?id=${id}`, { headers: { accept: 'text/event-stream' } });
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received.text += chunk;
      });
      res.on('error', () => undefined);
      resolve(res);
    });
    req.on('error', reject);
  });
  return { response, received };
}

describe('every SignalR transport with the official client', () => {
  let hub: Harness;
  const open: HubConnection[] = [];
  beforeAll(async () => {
    hub = await startHarness({ market: fakeMarket({ perAdvance: 2 }) });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.stop()));
  });
  afterAll(() => hub.close());

  it('negotiate offers WebSockets, Server-Sent Events and long polling (versions 1 and 0)', async () => {
    const transports = [
      { transport: 'WebSockets', transferFormats: ['Text'] },
      { transport: 'ServerSentEvents', transferFormats: ['Text'] },
      { transport: 'LongPolling', transferFormats: ['Text'] },
    ];
    for (const version of [1, 0]) {
      const response = await fetch(`${hub.hubUrl}/negotiate?negotiateVersion=${version}`, {
        method: 'POST',
      });
      expect(
        ((await response.json()) as { availableTransports: unknown }).availableTransports,
      ).toEqual(transports);
    }
  });

  it.each(TRANSPORTS)(
    'over %s: connects, GetAllStocks, UpdateParams, receives pushes and stops',
    async (name, transport) => {
      const connection = hubClient(hub.hubUrl, { transport });
      open.push(connection);
      const pushes = collectPushes(connection);
      await connection.start();
      expect(connection.state).toBe(HubConnectionState.Connected);
      expect(connection.connectionId).toEqual(expect.any(String));
      expect(hub.hub.transports()).toEqual({ [name]: 1 });

      const board = await connection.invoke<AllStocksResult>('GetAllStocks');
      expect(board.pb.map((row) => row.symbol)).toEqual(FIXTURE_SYMBOLS);
      await expect(connection.invoke('UpdateParams', 'fpt shs')).resolves.toEqual({
        symbols: ['FPT', 'SHS'],
      });
      await expect(connection.invoke('UpdateParams', 'NOPE')).rejects.toThrow(/Unknown symbol/);
      // The rows and trades of the symbols followed, then the batches with the indices.
      await waitFor(
        () => pushes.some((p) => p.tl.some((t) => t.symbol === 'FPT')),
        5000,
        'a push with an FPT trade',
      );
      await waitFor(
        () => pushes.some((p) => p.pb.length > 0 && p.mi.length > 0),
        5000,
        'a batch of rows and indices',
      );

      await connection.stop();
      expect(connection.state).toBe(HubConnectionState.Disconnected);
      await waitFor(() => hub.hub.size === 0, 5000, 'the connection to be forgotten');
    },
  );
});

describe('Server-Sent Events and long polling refuse what a real server refuses', () => {
  let hub: Harness;
  beforeAll(async () => {
    hub = await startHarness({
      env: {
        HUB_LONG_POLL_MS: '300',
        HUB_LONG_POLL_DISCONNECT_MS: '300',
        HUB_MAX_MESSAGE_BYTES: '1024',
      },
      market: fakeMarket({ paused: () => true }),
    });
  });
  afterAll(() => hub.close());

  it('answers an unknown id with 404 and a missing id with 400, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const body = method === 'POST' ? HANDSHAKE : undefined;
      expect((await call(hub, method, 'unknown', body)).status).toBe(404);
      expect((await call(hub, method, null, body)).status).toBe(400);
    }
    const forged = eventStream(hub, 'unknown');
    expect((await forged.response).statusCode).toBe(404);
    expect(hub.hub.size).toBe(0);
  });

  it('long polling: answers the first poll at once, then frames, an empty 200 on timeout, 204 once deleted', async () => {
    const id = await negotiate(hub);
    expect(await call(hub, 'GET', id)).toEqual({ status: 200, text: '' });
    expect(hub.hub.transports()).toEqual({ LongPolling: 1 });
    expect(await call(hub, 'POST', id, HANDSHAKE)).toMatchObject({ status: 200 });
    expect(await call(hub, 'GET', id)).toEqual({ status: 200, text: `{}${RS}` });
    // Nothing to send within HUB_LONG_POLL_MS: an empty answer, and the client polls again.
    expect(await call(hub, 'GET', id)).toEqual({ status: 200, text: '' });
    const invoke = `{"type":1,"invocationId":"1","target":"UpdateParams","arguments":["VCB"]}${RS}`;
    const poll = call(hub, 'GET', id);
    expect((await call(hub, 'POST', id, invoke)).status).toBe(200);
    const answered = await poll;
    expect(answered.status).toBe(200);
    expect(answered.text.split(RS)[0]).toBe(
      '{"type":3,"invocationId":"1","result":{"symbols":["VCB"]}}',
    );
    // A pending poll ends with 204 when the client deletes the connection.
    const pending = call(hub, 'GET', id);
    await waitFor(() => hub.hub.pendingPolls() === 1, 5000, 'the poll to be pending');
    expect((await call(hub, 'DELETE', id)).status).toBe(202);
    expect((await pending).status).toBe(204);
    expect((await call(hub, 'GET', id)).status).toBe(404);
    expect(hub.hub.size).toBe(0);
  });

  it('long polling: closes a connection whose client stopped polling', async () => {
    const id = await negotiate(hub);
    expect((await call(hub, 'GET', id)).status).toBe(200);
    expect((await call(hub, 'POST', id, HANDSHAKE)).status).toBe(200);
    expect(hub.hub.size).toBe(1);
    await waitFor(() => hub.hub.size === 0, 5000, 'the idle connection to be closed');
    expect((await call(hub, 'GET', id)).status).toBe(404);
    expect((await call(hub, 'POST', id, HANDSHAKE)).status).toBe(404);
  });

  it('a message over HUB_MAX_MESSAGE_BYTES is 413 and closes the connection', async () => {
    const id = await negotiate(hub);
    expect((await call(hub, 'GET', id)).status).toBe(200);
    const big = `${HANDSHAKE}{"type":1,"target":"x","arguments":["${'A'.repeat(2000)}"]}${RS}`;
    expect((await call(hub, 'POST', id, big)).status).toBe(413);
    expect(hub.hub.size).toBe(0);
  });

  it('Server-Sent Events: streams each frame as a data event, unbuffered, and forgets the connection when the stream closes', async () => {
    const id = await negotiate(hub);
    const stream = eventStream(hub, id);
    const res = await stream.response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(hub.hub.transports()).toEqual({ ServerSentEvents: 1 });
    // A second stream on the same connection is refused.
    expect((await eventStream(hub, id).response).statusCode).toBe(409);
    expect((await call(hub, 'POST', id, HANDSHAKE)).status).toBe(200);
    await waitFor(() => stream.received.text.includes(`data: {}${RS}\n\n`), 5000, 'the handshake');
    res.destroy();
    await waitFor(() => hub.hub.size === 0, 5000, 'the connection to be forgotten');
    expect((await call(hub, 'POST', id, HANDSHAKE)).status).toBe(404);
  });
});

describe('the per-address cap', () => {
  it('counts Server-Sent Events and long-polling connections with the sockets', async () => {
    const strict = await startHarness({
      env: { HUB_MAX_CONNECTIONS_PER_ADDRESS: '2', PRICEBOARD_PROXY_HOPS: '0' },
      market: fakeMarket({ paused: () => true }),
    });
    const sse = hubClient(strict.hubUrl, { transport: HttpTransportType.ServerSentEvents });
    const polling = hubClient(strict.hubUrl, { transport: HttpTransportType.LongPolling });
    try {
      await sse.start();
      await polling.start();
      expect(strict.hub.transports()).toEqual({ ServerSentEvents: 1, LongPolling: 1 });
      const refused = new WebSocket(`${strict.hubUrl.replace(/^http/, 'ws')}`);
      const status = await new Promise<number>((resolve) =>
        refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
      );
      expect(status).toBe(429);
      expect((await call(strict, 'GET', await negotiate(strict))).status).toBe(429);
      expect((await eventStream(strict, await negotiate(strict)).response).statusCode).toBe(429);
      await expect(
        hubClient(strict.hubUrl, { transport: HttpTransportType.LongPolling }).start(),
      ).rejects.toThrow();

      // A stream that closes gives its place back.
      await sse.stop();
      await waitFor(() => strict.hub.size === 1, 5000, 'the stream to be forgotten');
      const again = hubClient(strict.hubUrl, { transport: HttpTransportType.ServerSentEvents });
      await again.start();
      await again.stop();
    } finally {
      await Promise.all([sse.stop(), polling.stop()]);
      await strict.close();
    }
  });
});
