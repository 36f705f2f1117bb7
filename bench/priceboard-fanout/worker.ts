/**
 * One client process of the fan-out bench: opens its share of clients, official
 * @microsoft/signalr ones (skipNegotiation, WebSockets) or lean protocol-level ones
 * (lean-client.ts: negotiate, WebSocket, handshake, pings, every push parsed), subscribes each
 * (GetAllStocks, or UpdateParams of one symbol), and records receive time − `sentAt` of every
 * push inside the measuring window. Driven over IPC by run.ts; one process runs one kind.
 */
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LeanHubClient } from './lean-client';

export type ClientKind = 'official' | 'lean';

/** How often the lean clients are asked whether a ping is due (each pings 15 s after its last send). */
const PING_TICK_MS = 250;

export type ToWorker =
  | {
      kind: 'connect';
      client: ClientKind;
      url: string;
      count: number;
      allBoardShare: number;
      symbols: string[];
      /** Loopback addresses the lean clients connect from, in turn (ephemeral ports per address). */
      sourceAddresses: string[];
      offset: number;
    }
  | { kind: 'measure'; on: boolean }
  | { kind: 'stop' };

export type FromWorker =
  | { kind: 'connected'; ok: number; failed: number; error?: string }
  | {
      kind: 'result';
      latencies: number[];
      pushes: number;
      closed: number;
      /** CPU time (user + system) of this process in the measuring window. */
      cpuMs: number;
      /** p99 of this process's event-loop delay in the window (ms): how far it lags its sockets. */
      loopDelayP99Ms: number;
    }
  | { kind: 'stopped' };

const send = (message: FromWorker) => process.send?.(message);

const connections: HubConnection[] = [];
const leanClients: LeanHubClient[] = [];
const pinger = setInterval(() => {
  const now = Date.now();
  for (const client of leanClients) client.pingIfDue(now);
}, PING_TICK_MS);
let measuring = false;
let latencies: number[] = [];
let pushes = 0;
let closed = 0;
let cpuAtStart = process.cpuUsage();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let stopping = false;

function record(push: { sentAt: number }, receivedAt: number) {
  if (!measuring) return;
  pushes += 1;
  latencies.push(receivedAt - push.sentAt);
}

function countClose() {
  if (!stopping) closed += 1;
}

async function openLean(url: string, localAddress: string, target: string, args: unknown[]) {
  const client = new LeanHubClient(url, localAddress, record, countClose);
  await client.start();
  // Pinged from its handshake on, as the official client is: a completion slow to come while
  // thousands connect must not get it dropped as silent.
  leanClients.push(client);
  await client.invoke(target, args);
}

async function open(url: string, subscribe: (c: HubConnection) => Promise<unknown>) {
  const connection = new HubConnectionBuilder()
    .withUrl(url, { skipNegotiation: true, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  connection.on('updateStockPrice', (push: { sentAt: number }) => {
    record(push, Date.now());
  });
  connection.onclose(countClose);
  await connection.start();
  await subscribe(connection);
  connections.push(connection);
}

async function connectAll(message: Extract<ToWorker, { kind: 'connect' }>) {
  let ok = 0;
  let failed = 0;
  let error: string | undefined;
  const BATCH = 100;
  for (let start = 0; start < message.count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, message.count - start) }, (_, j) => {
      const index = message.offset + start + j;
      // Spread evenly: every 1/share-th client takes the whole board.
      const allBoard =
        message.allBoardShare > 0 && index % Math.round(1 / message.allBoardShare) === 0;
      const symbol = message.symbols[index % message.symbols.length] ?? '';
      const opened =
        message.client === 'lean'
          ? openLean(
              message.url,
              message.sourceAddresses[index % message.sourceAddresses.length] ?? '127.0.0.1',
              allBoard ? 'GetAllStocks' : 'UpdateParams',
              allBoard ? [] : [symbol],
            )
          : open(message.url, (c) =>
              allBoard ? c.invoke('GetAllStocks') : c.invoke('UpdateParams', symbol),
            );
      return opened.then(
        () => (ok += 1),
        (e: unknown) => {
          failed += 1;
          error ??= e instanceof Error ? e.message : String(e);
        },
      );
    });
    await Promise.all(batch);
  }
  send({ kind: 'connected', ok, failed, ...(error ? { error } : {}) });
}

process.on('message', (message: ToWorker) => {
  if (message.kind === 'connect') void connectAll(message);
  else if (message.kind === 'measure') {
    if (message.on) {
      latencies = [];
      pushes = 0;
      closed = 0;
      cpuAtStart = process.cpuUsage();
      loopDelay.reset();
      loopDelay.enable();
      measuring = true;
    } else {
      measuring = false;
      const cpu = process.cpuUsage(cpuAtStart);
      loopDelay.disable();
      send({
        kind: 'result',
        latencies,
        pushes,
        closed,
        cpuMs: (cpu.user + cpu.system) / 1000,
        loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
      });
    }
  } else if (message.kind === 'stop') {
    stopping = true;
    clearInterval(pinger);
    for (const client of leanClients) client.stop();
    void Promise.all(connections.map((c) => c.stop().catch(() => {}))).then(() => {
      send({ kind: 'stopped' });
      process.exit(0);
    });
  }
});
