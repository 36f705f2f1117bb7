// @vitest-environment node
/**
 * The adapter against a real SignalR JSON hub (protocol v1, stack-notes §4): a tiny in-process
 * hub on `ws` that answers negotiate, the handshake and invocations, and pushes
 * `updateStockPrice` after `UpdateParams`. The official client runs unchanged against it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveConnection } from './LiveConnection';
import { symbolTopic, UPDATE_STOCK_PRICE } from './priceBoardHub';
import { createSignalrTransport } from './signalrTransport';

// `ws` arrives with @microsoft/signalr (its Node WebSocket) and ships no types: the few members
// used here are typed by hand.
interface HubSocket {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer | string) => void): void;
}
interface HubSocketServer {
  on(event: 'connection', listener: (socket: HubSocket, request: { url?: string }) => void): void;
  clients: Set<HubSocket>;
  close(callback?: () => void): void;
}
const { Server: WebSocketServer } = createRequire(import.meta.url)('ws') as {
  Server: new (options: { server: Server }) => HubSocketServer;
};

const RS = '\x1e';
const HUB_PATH = '/priceboard/hubs/priceboard';

interface TinyHub {
  url: string;
  calls: string[];
  /** Sends a close message with an error, then drops the socket: a hub restart. */
  closeAll(error: string): void;
  stop(): Promise<void>;
}

async function startTinyHub(): Promise<TinyHub> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url?.startsWith(`${HUB_PATH}/negotiate`)) {
      calls.push('negotiate');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          connectionId: 'c1',
          connectionToken: 't1',
          negotiateVersion: 1,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket, request) => {
    calls.push(`connect ${new URL(request.url ?? '', 'http://hub').searchParams.get('id')}`);
    const send = (message: object) => socket.send(JSON.stringify(message) + RS);
    let handshaken = false;
    socket.on('message', (data) => {
      for (const frame of String(data).split(RS).filter(Boolean)) {
        const message = JSON.parse(frame) as {
          type?: number;
          protocol?: string;
          invocationId?: string;
          target?: string;
          arguments?: unknown[];
        };
        if (!handshaken) {
          handshaken = true;
          calls.push(`handshake ${message.protocol}`);
          socket.send('{}' + RS);
          continue;
        }
        if (message.type !== 1) continue; // pings
        calls.push(`${message.target}(${(message.arguments ?? []).join(',')})`);
        if (message.target === 'UpdateParams') {
          send({ type: 3, invocationId: message.invocationId, result: null });
          send({
            type: 1,
            target: 'updateStockPrice',
            arguments: [{ symbol: message.arguments?.[0], price: 100.5 }],
          });
        } else if (message.target === 'GetAllStocks') {
          send({
            type: 3,
            invocationId: message.invocationId,
            result: [{ symbol: 'FPT' }, { symbol: 'VNM' }],
          });
        } else {
          send({
            type: 3,
            invocationId: message.invocationId,
            error: `Unknown method ${message.target}`,
          });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${HUB_PATH}`,
    calls,
    closeAll(error) {
      for (const socket of sockets.clients) {
        socket.send(JSON.stringify({ type: 7, error }) + RS);
        socket.close();
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets.clients) socket.close();
        sockets.close(() => server.close(() => resolve()));
      }),
  };
}

function nextValue<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let hub: TinyHub;

beforeEach(async () => {
  hub = await startTinyHub();
});

afterEach(async () => {
  await hub.stop();
});

describe('createSignalrTransport against a real SignalR JSON hub', () => {
  it('connects, invokes UpdateParams, receives updateStockPrice, reports the close, and starts again', async () => {
    const transport = createSignalrTransport({ url: hub.url, logLevel: 'none' });
    const pushed = nextValue<unknown>();
    transport.on(UPDATE_STOCK_PRICE, (row) => pushed.resolve(row));
    const closed = nextValue<Error | undefined>();
    transport.onclose((error) => closed.resolve(error));

    await transport.start();
    expect(hub.calls).toEqual(['negotiate', 'connect t1', 'handshake json']);

    await expect(transport.invoke('UpdateParams', 'FPT')).resolves.toBeNull();
    await expect(pushed.promise).resolves.toEqual({ symbol: 'FPT', price: 100.5 });
    await expect(transport.invoke('GetAllStocks')).resolves.toEqual([
      { symbol: 'FPT' },
      { symbol: 'VNM' },
    ]);
    await expect(transport.invoke('NoSuchMethod')).rejects.toThrow('Unknown method NoSuchMethod');

    hub.closeAll('hub restarting');
    const error = await closed.promise;
    expect(error?.message).toContain('hub restarting');

    // LiveConnection reuses one transport for every reconnect.
    await transport.start();
    await expect(transport.invoke('GetAllStocks')).resolves.toHaveLength(2);
    await transport.stop();
    expect(hub.calls.filter((call) => call === 'handshake json')).toHaveLength(2);
  });

  it('reports its own stop() as a close without an error', async () => {
    const transport = createSignalrTransport({ url: hub.url, logLevel: 'none' });
    const closed = nextValue<Error | undefined>();
    transport.onclose((error) => closed.resolve(error));
    await transport.start();
    await transport.stop();
    await expect(closed.promise).resolves.toBeUndefined();
  });

  it('under LiveConnection: live, a hub restart, back to live with the subscription re-sent', async () => {
    const live = new LiveConnection({
      transport: createSignalrTransport({ url: hub.url, logLevel: 'none' }),
      backoff: { initialDelayMs: 20, jitter: 0 },
      network: null,
    });
    const rows: unknown[] = [];
    let nextRow = nextValue<void>();
    live.on(UPDATE_STOCK_PRICE, (row) => {
      rows.push(row);
      nextRow.resolve();
    });
    const release = live.subscribe(symbolTopic('fpt'));
    await nextRow.promise;
    expect(live.status).toBe('live');

    nextRow = nextValue<void>();
    hub.closeAll('hub restarting');
    await nextRow.promise; // only a re-sent UpdateParams brings another row
    expect(live.status).toBe('live');
    expect(rows).toEqual([
      { symbol: 'FPT', price: 100.5 },
      { symbol: 'FPT', price: 100.5 },
    ]);
    expect(hub.calls.filter((call) => call === 'UpdateParams(FPT)')).toHaveLength(2);

    release();
    expect(live.status).toBe('stopped');
    await live.stop();
  });
});
