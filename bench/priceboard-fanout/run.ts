/**
 * Fan-out bench of the price-board hub (issues 12 and 26): N real SignalR clients on one hub,
 * tick-to-client latency (receive time − the push's `sentAt`, stamped by the hub when the batch
 * leaves the simulator, before the fan-out) of every push, at 1,000, 5,000 and 10,000 clients.
 * Goal: p99 ≤ 100 ms at 5,000 clients on the 2-core machine, and 10,000 held (every client
 * connected, none dropped or closed) with the hub's workers on.
 *
 *   npx tsx bench/priceboard-fanout/run.ts [--clients 1000,5000,10000] [--duration 10]
 *     [--official 250] [--workers 2] [--official-workers 1] [--hub-workers 2]
 *     [--instruments 60] [--speed 10]
 *     [--push-interval 250] [--all-board-share 0.1] [--json results/priceboard-fanout.json]
 *
 * It starts the service itself (services/priceboard, the real market engine) on loopback with a
 * replay of a generated session at `--speed` from 09:15, seeded by a stand-in for the API.
 * The clients are two kinds, each in its own child processes, and their latencies are reported
 * apart and together:
 * - `--official` of them (a sample, the first to connect) are the official @microsoft/signalr
 *   client (skipNegotiation, WebSockets), in `--official-workers` processes;
 * - the rest are lean protocol-level clients (lean-client.ts) in `--workers` processes: a real
 *   negotiate, a real WebSocket, the handshake, a ping every 15 s, the invocation and its
 *   completion, and every pushed record split on the separator and parsed with JSON.parse. The
 *   official client costs several times more CPU per connection; 5,000 of them on the hub's
 *   two cores measure the clients more than the hub.
 * `--hub-workers` runs the hub as that many node:cluster workers (PRICEBOARD_WORKERS, 2 by
 * default, every step: 1 measures a single process), the batches stamped in the primary as they
 * leave the simulator.
 * On two cores the clients share the machine with the hub (and with whatever else runs on it:
 * the load average is printed), all at the same priority: the figures are an upper bound. The
 * bench raises its open-file limit for the largest step (root, or a hard limit high enough),
 * and the lean clients connect from several loopback addresses (127.0.0.1, .2, …), each with
 * its own ephemeral ports. Each client subscribes as a page would: a share of them to the whole board
 * (GetAllStocks), the others to one symbol (UpdateParams). Client counts are reached in order on
 * the same connections; each is measured for `--duration` seconds after a short settle.
 * Everything is stopped after at most 15 minutes.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCH_SESSION, benchSeed, seedServer } from './seed';
import type { ClientKind, FromWorker, ToWorker } from './worker';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const GOAL_P99_MS = 100;
/** The client count the p99 goal is for; every step must hold its clients. */
const GOAL_CLIENTS = 5_000;
/**
 * Lean clients per loopback source address: well under the ~28,000 ephemeral ports of one
 * address pair, leaving room for the TIME_WAITs of an earlier run and for other work.
 */
const CLIENTS_PER_SOURCE_ADDRESS = 5_000;
/** Descriptors beyond the clients' sockets: modules, pipes, the negotiate connections. */
const SPARE_FILES = 1_024;
const HARD_LIMIT_MS = 15 * 60_000;

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000,5000,10000' },
    duration: { type: 'string', default: '10' },
    settle: { type: 'string', default: '3' },
    official: { type: 'string', default: '250' },
    /** PRICEBOARD_WORKERS of the hub: node:cluster workers sharing its port. */
    'hub-workers': { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
    'official-workers': { type: 'string', default: '1' },
    instruments: { type: 'string', default: '60' },
    speed: { type: 'string', default: '10' },
    'push-interval': { type: 'string', default: '250' },
    'all-board-share': { type: 'string', default: '0.1' },
    json: { type: 'string' },
    /** Write a CPU profile of the hub into this folder (for chrome://inspect or speedscope). */
    profile: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(
    'Usage: npx tsx bench/priceboard-fanout/run.ts [--clients 1000,5000,10000] [--duration 10]\n' +
      '  [--settle 3] [--official 250] [--workers 2] [--official-workers 1] [--hub-workers 2]\n' +
      '  [--instruments 60] [--speed 10] [--push-interval 250]\n' +
      '  [--all-board-share 0.1] [--json FILE] [--profile DIR]\n',
  );
  process.exit(0);
}

const steps = values.clients.split(',').map((n) => Number(n.trim()));
const durationMs = Number(values.duration) * 1000;
const settleMs = Number(values.settle) * 1000;
const leanWorkerCount = Math.max(1, Number(values.workers));
const officialWorkerCount = Math.max(1, Number(values['official-workers']));
const officialCount = Number(values.official);
const hubWorkers = Number(values['hub-workers']);
const instruments = Number(values.instruments);
const allBoardShare = Number(values['all-board-share']);
if (
  steps.some((n) => !Number.isInteger(n) || n < 1) ||
  !(durationMs > 0) ||
  !(allBoardShare >= 0) ||
  !Number.isInteger(officialCount) ||
  !Number.isInteger(hubWorkers) ||
  hubWorkers < 1 ||
  officialCount < 0
) {
  process.stderr.write(
    'bad arguments: --clients 1000,5000,10000 --duration 10 --official 250 --all-board-share 0.1\n',
  );
  process.exit(2);
}

const sourceAddresses = Array.from(
  { length: Math.ceil(Math.max(...steps) / CLIENTS_PER_SOURCE_ADDRESS) },
  (_, i) => `127.0.0.${i + 1}`,
);

const children: ChildProcess[] = [];
const guard = setTimeout(() => {
  process.stderr.write('priceboard-fanout: over the time limit, stopping\n');
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}, HARD_LIMIT_MS);
guard.unref();
// Stopped from outside (Ctrl-C, a time-out), the hub and the clients go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // SIGTERM: the hub's primary stops its workers on it.
    for (const child of children) child.kill('SIGTERM');
    process.exit(130);
  });
}

/** This process's open-file limits (Linux), soft and hard. */
function openFileLimits(): { soft: number; hard: number } {
  const match = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  const read = (text: string | undefined) => (text === 'unlimited' ? Infinity : Number(text));
  return { soft: read(match?.[1]), hard: read(match?.[2]) };
}

/**
 * The largest step's sockets in one process (a hub run as one, or a client group) pass the usual
 * limit of 1,024 and can pass 20,000: the bench raises its own limit, which the hub and the client
 * processes inherit (prlimit; a hard limit goes up for root only).
 */
function raiseOpenFiles(needed: number): void {
  const { soft, hard } = openFileLimits();
  if (soft >= needed) return;
  const limit = hard >= needed ? `${needed}:` : `${needed}:${needed}`;
  spawnSync('prlimit', ['--pid', String(process.pid), `--nofile=${limit}`]);
  if (openFileLimits().soft < needed) {
    process.stdout.write(
      `  (could not raise the open-file limit to ${needed}: connections may fail; ` +
        `run with ulimit -n ${needed})\n`,
    );
  }
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startHub(apiUrl: string, port: number): Promise<ChildProcess> {
  const profile = values.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`]
    : [];
  const hub = spawn(process.execPath, ['--import', 'tsx', ...profile, 'src/server.ts'], {
    cwd: path.join(ROOT, 'services/priceboard'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: apiUrl,
      PRICEBOARD_CLOCK: `replay:${BENCH_SESSION}:${values.speed}:09:15`,
      PUSH_INTERVAL_MS: values['push-interval'],
      PRICEBOARD_WORKERS: String(hubWorkers),
      // Every bench client comes from 127.0.0.1.
      HUB_MAX_CONNECTIONS: '100000',
      HUB_MAX_CONNECTIONS_PER_ADDRESS: '100000',
      PRICEBOARD_PROXY_HOPS: '0',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(hub);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    // /readyz answers once the first worker listens; the others may still be starting, and
    // until they listen every connection goes to the ones that do.
    const workers = ready ? await workerMetrics(origin).catch(() => null) : null;
    // Every worker has its board once it has published a batch.
    if (workers && [...workers.values()].every((t) => sumOf(t, 'priceboard_batches_total') > 0))
      return hub;
    if (hub.exitCode !== null) throw new Error(`the hub exited with ${hub.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the hub did not get ready within 30 s');
}

interface Worker {
  kind: ClientKind;
  child: ChildProcess;
  next<K extends FromWorker['kind']>(kind: K): Promise<Extract<FromWorker, { kind: K }>>;
  send(message: ToWorker): void;
}

function startWorker(kind: ClientKind): Worker {
  const child = fork(path.join(HERE, 'worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  return {
    kind,
    child,
    next: (wanted) =>
      new Promise((resolve) => {
        const listen = (message: FromWorker) => {
          if (message.kind !== wanted) return;
          child.off('message', listen);
          resolve(message as never);
        };
        child.on('message', listen);
      }),
    send: (message) => child.send(message),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN);

const sumOf = (text: string, name: string) => {
  let sum = 0;
  for (const match of text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))) {
    sum += Number(match[1]);
  }
  return sum;
};

interface HubCounters {
  /** Connections open on the hub (its gauge): fewer than the clients connected is a loss. */
  open: number;
  drops: number;
  /** Drops by reason (slow, idle, protocol, too_large). */
  dropReasons: Record<string, number>;
  fanSum: number;
  fanCount: number;
  bytes: number;
  sent: number;
  cpuSeconds: number;
}

/** One answer of /metrics on a connection of its own (the cluster hands each to the next worker). */
function metricsText(origin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/metrics`, { agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

/** /metrics of each of the hub's `hubWorkers` processes (a worker's answer names it). */
async function workerMetrics(origin: string): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (let tries = 0; answers.size < hubWorkers; tries += 1) {
    if (tries >= 50) throw new Error(`only ${answers.size} of ${hubWorkers} hub workers answered`);
    const text = await metricsText(origin);
    answers.set(/\{worker="(\d+)"/.exec(text)?.[1] ?? '', text);
  }
  return answers;
}

function dropsByReason(answers: string[]): Record<string, number> {
  const reasons: Record<string, number> = {};
  for (const text of answers) {
    for (const [, reason, value] of text.matchAll(
      /^priceboard_hub_drops_total\{reason="(\w+)"[^}]*\} (\S+)$/gm,
    )) {
      if (reason) reasons[reason] = (reasons[reason] ?? 0) + Number(value);
    }
  }
  return reasons;
}

/** The hub's counters, summed over its processes (the primary's own CPU is left out). */
async function hubCounters(origin: string): Promise<HubCounters> {
  const answers = [...(await workerMetrics(origin)).values()];
  const total = (name: string) => answers.reduce((sum, text) => sum + sumOf(text, name), 0);
  return {
    open: total('priceboard_hub_connections'),
    drops: total('priceboard_hub_drops_total'),
    dropReasons: dropsByReason(answers),
    fanSum: total('priceboard_hub_fanout_seconds_sum'),
    fanCount: total('priceboard_hub_fanout_seconds_count'),
    bytes: total('priceboard_hub_push_bytes_total'),
    sent: total('priceboard_hub_pushes_total'),
    cpuSeconds: total('process_cpu_seconds_total'),
  };
}

interface Latencies {
  pushes: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Row extends Latencies {
  clients: number;
  connected: { official: number; lean: number };
  /** Connections open on the hub at the window's start and end. */
  open: { start: number; end: number };
  /** Connections the hub dropped since the bench started (the window's are `drops`), by reason. */
  dropsSoFar: number;
  dropReasonsSoFar: Record<string, number>;
  official: Latencies;
  lean: Latencies;
  drops: number;
  clientCloses: number;
  fanoutMeanMs: number;
  bytesPerPush: number;
  /** CPU used in the window, in % of one core: the hub's process and each client group's. */
  cpu: { hub: number; official: number; lean: number };
  /** The worst p99 event-loop delay of each group's processes (ms): clients lagging show here. */
  clientLoopDelayP99: { official: number; lean: number };
  /** The machine's 1-minute load average at the end of the step (other work on it shows). */
  loadAverage: number;
}

/** Every client of the step connected, and none dropped by the hub or closed in the window. */
const held = (row: Row) =>
  row.connected.official + row.connected.lean === row.clients &&
  row.open.start === row.clients &&
  row.open.end === row.clients &&
  row.dropsSoFar === 0 &&
  row.clientCloses === 0;

function summarise(values: number[]): Latencies {
  const sorted = values.sort((a, b) => a - b);
  return {
    pushes: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
  };
}

const line = (l: Latencies) =>
  `${l.pushes} pushes, p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms`;

/** Spreads `add` new clients of one kind over its processes. */
async function connect(
  group: Worker[],
  url: string,
  symbols: string[],
  add: number,
  offset: number,
): Promise<{ ok: number; failed: number; error?: string }> {
  if (add <= 0 || group.length === 0) return { ok: 0, failed: 0 };
  let next = offset;
  const results = await Promise.all(
    group.map((worker, i) => {
      const count = Math.floor(add / group.length) + (i < add % group.length ? 1 : 0);
      const reply = worker.next('connected');
      worker.send({
        kind: 'connect',
        client: worker.kind,
        url,
        count,
        allBoardShare,
        symbols,
        sourceAddresses,
        offset: next,
      });
      next += count;
      return reply;
    }),
  );
  const error = results.find((r) => r.error)?.error;
  return {
    ok: results.reduce((sum, r) => sum + r.ok, 0),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
    ...(error ? { error } : {}),
  };
}

async function main() {
  raiseOpenFiles(Math.max(...steps) + SPARE_FILES);
  const api = await seedServer(instruments);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/priceboard/hubs/priceboard`;
  const symbols = benchSeed(instruments).instruments.map((i) => i.symbol);
  process.stdout.write(
    `priceboard-fanout: ${instruments} instruments, replay x${values.speed}, push every ` +
      `${values['push-interval']} ms, ${Math.round(allBoardShare * 100)}% whole-board clients, ` +
      `${officialCount} official clients in ${officialWorkerCount} process(es), the rest lean ` +
      `in ${leanWorkerCount} from ${sourceAddresses.length} loopback address(es), hub in ` +
      `${hubWorkers} process(es), all at one priority, ` +
      `${durationMs / 1000} s per step\n`,
  );
  const hub = await startHub(api.url, port);
  const official =
    officialCount > 0
      ? Array.from({ length: officialWorkerCount }, () => startWorker('official'))
      : [];
  const lean = Array.from({ length: leanWorkerCount }, () => startWorker('lean'));
  const workers = [...official, ...lean];
  const rows: Row[] = [];
  const connected = { official: 0, lean: 0 };
  const asked = { official: 0, lean: 0 };
  try {
    for (const target of steps) {
      const wantOfficial = Math.min(officialCount, target);
      const wantLean = target - wantOfficial;
      const [o, l] = await Promise.all([
        connect(official, url, symbols, wantOfficial - asked.official, asked.official),
        connect(lean, url, symbols, wantLean - asked.lean, asked.lean),
      ]);
      asked.official = Math.max(asked.official, wantOfficial);
      asked.lean = Math.max(asked.lean, wantLean);
      connected.official += o.ok;
      connected.lean += l.ok;
      if (o.failed + l.failed > 0) {
        process.stdout.write(
          `  ${o.failed + l.failed} clients failed to connect: ${o.error ?? l.error}\n`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const before = await hubCounters(origin);
      for (const worker of workers) worker.send({ kind: 'measure', on: true });
      await new Promise((resolve) => setTimeout(resolve, durationMs));
      const results = await Promise.all(
        workers.map(async (worker) => {
          const reply = worker.next('result');
          worker.send({ kind: 'measure', on: false });
          return { ...(await reply), client: worker.kind };
        }),
      );
      const after = await hubCounters(origin);
      const drops = after.drops - before.drops;
      const fanCount = after.fanCount - before.fanCount;
      const sent = after.sent - before.sent;
      const cpuOf = (kind: ClientKind) =>
        Math.round(
          (results.filter((r) => r.client === kind).reduce((sum, r) => sum + r.cpuMs, 0) * 100) /
            durationMs,
        );
      const loopDelayOf = (kind: ClientKind) =>
        Math.max(0, ...results.filter((r) => r.client === kind).map((r) => r.loopDelayP99Ms));
      const of = (kind: ClientKind) =>
        results.filter((r) => r.client === kind).flatMap((r) => r.latencies);
      const row: Row = {
        clients: target,
        connected: { ...connected },
        open: { start: before.open, end: after.open },
        dropsSoFar: after.drops,
        dropReasonsSoFar: after.dropReasons,
        ...summarise(results.flatMap((r) => r.latencies)),
        official: summarise(of('official')),
        lean: summarise(of('lean')),
        drops,
        clientCloses: results.reduce((sum, r) => sum + r.closed, 0),
        fanoutMeanMs:
          fanCount > 0
            ? Math.round(((after.fanSum - before.fanSum) / fanCount) * 10_000) / 10
            : NaN,
        cpu: {
          hub: Math.round(((after.cpuSeconds - before.cpuSeconds) * 100_000) / durationMs),
          official: cpuOf('official'),
          lean: cpuOf('lean'),
        },
        clientLoopDelayP99: { official: loopDelayOf('official'), lean: loopDelayOf('lean') },
        loadAverage: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
        bytesPerPush: sent > 0 ? Math.round((after.bytes - before.bytes) / sent) : NaN,
      };
      rows.push(row);
      process.stdout.write(
        `  ${String(row.clients).padStart(5)} clients (${row.connected.official} official + ` +
          `${row.connected.lean} lean connected, ${row.open.start} → ${row.open.end} open on the ` +
          `hub): ${line(row)}, drops ${row.drops} (${row.dropsSoFar} so far` +
          `${row.dropsSoFar > 0 ? `: ${JSON.stringify(row.dropReasonsSoFar)}` : ''}), client ` +
          `closes ${row.clientCloses}, fan-out ${row.fanoutMeanMs} ms a batch, ` +
          `${row.bytesPerPush} B a push, CPU hub ${row.cpu.hub}% official ${row.cpu.official}% ` +
          `lean ${row.cpu.lean}%, load ${row.loadAverage}` +
          `${row.clients === GOAL_CLIENTS && row.p99 > GOAL_P99_MS ? '  (over the p99 goal)' : ''}` +
          `${held(row) ? '' : '  (clients not held)'}\n` +
          `        official: ${line(row.official)}; client loop delay p99 ` +
          `${row.clientLoopDelayP99.official} ms\n` +
          `        lean:     ${line(row.lean)}; client loop delay p99 ${row.clientLoopDelayP99.lean} ms\n`,
      );
    }
  } finally {
    await Promise.all(
      workers.map((worker) => {
        const stopped = Promise.race([
          worker.next('stopped'),
          new Promise((resolve) => setTimeout(resolve, 10_000)),
        ]);
        worker.send({ kind: 'stop' });
        return stopped;
      }),
    );
    for (const worker of workers) worker.child.kill();
    hub.kill('SIGTERM');
    api.close();
  }
  if (values.json) {
    const file = path.resolve(process.cwd(), values.json);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify({ goalP99Ms: GOAL_P99_MS, goalClients: GOAL_CLIENTS, rows }, null, 2)}\n`,
    );
  }
  const goalMet = rows.every(
    (r) => held(r) && (r.clients !== GOAL_CLIENTS || r.p99 <= GOAL_P99_MS),
  );
  process.exitCode = rows.length === steps.length && goalMet ? 0 : 1;
}

void main().catch((error: unknown) => {
  process.stderr.write(
    `priceboard-fanout: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
