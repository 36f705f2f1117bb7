/**
 * PRICEBOARD_WORKERS=2: the real server (src/server.ts) as a primary and two workers sharing a
 * port, over the real engine and a stand-in for the API's board seed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HubConnection } from '@microsoft/signalr';
import type { StockPricePush } from '@brokerage/shared/market/board.ts';
import { FIXTURE_SEED } from './test/fixtures';
import { waitFor } from './test/harness';
import { collectPushes, hubClient } from './test/hub-client';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** GET on a connection of its own: the cluster hands each connection to the next worker. */
function get(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });
}

let api: http.Server;
let server: ChildProcess;
let origin: string;
const connections: HubConnection[] = [];

beforeAll(async () => {
  api = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: FIXTURE_SEED }));
  });
  const apiPort = await listen(api);
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${apiPort}`,
      PRICEBOARD_CLOCK: 'replay:2026-11-20:600:09:10',
      PUSH_INTERVAL_MS: '50',
      PRICEBOARD_WORKERS: '2',
      PRICEBOARD_TOKEN_SECRET: '',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Ready when both workers answer with a board.
  await waitFor(
    async () => {
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => get(`${origin}/readyz`).catch(() => ({ status: 0 }))),
      );
      return answers.every((a) => a.status === 200);
    },
    15_000,
    'both workers ready',
  );
});

afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop().catch(() => {})));
  if (server.exitCode === null) server.kill('SIGKILL');
  api.close();
});

describe('the price board as cluster workers', () => {
  // A double stamp was seen once in CI under load: a worker that became ready late (the
  // readiness probe can reach one worker four times) published its joining image with a stamp
  // of its own; it now carries the last batch's. One retry stays while that is confirmed.
  it(
    'serves one board from two workers, each push stamped once in the primary',
    { retry: 1 },
    async () => {
      // A retry starts from no connections (the metrics below count them).
      await Promise.all(connections.splice(0).map((c) => c.stop().catch(() => {})));
      const pushes: StockPricePush[][] = [];
      for (let i = 0; i < 4; i += 1) {
        // Negotiate and socket on connections of their own: often on two workers (signed tokens).
        const connection = hubClient(`${origin}/priceboard/hubs/priceboard`);
        const received = collectPushes(connection);
        connections.push(connection);
        await connection.start();
        await connection.invoke('GetAllStocks');
        pushes.push(received);
      }
      await waitFor(() => pushes.every((p) => p.length >= 5), 10_000, 'pushes on every connection');

      const workers = new Map<string, number>();
      for (let i = 0; workers.size < 2 && i < 20; i += 1) {
        const { text } = await get(`${origin}/metrics`);
        const worker = /priceboard_hub_connections\{worker="(\d+)"\} (\d+)/.exec(text);
        if (worker?.[1] && worker[2]) workers.set(worker[1], Number(worker[2]));
      }
      expect(workers.size).toBe(2);
      expect([...workers.values()].reduce((a, b) => a + b, 0)).toBe(4);

      // A batch has one stamp, whichever worker sent it.
      const stamps = new Map<number, Set<number>>();
      for (const push of pushes.flat()) {
        const seen = stamps.get(push.session.seq) ?? new Set();
        stamps.set(push.session.seq, seen.add(push.sentAt));
      }
      // Named in the failure: the seq's pushes (one CI run saw a seq with two stamps, unexplained).
      const doubled = [...stamps].filter(([, s]) => s.size > 1).map(([seq]) => seq);
      expect(
        doubled.map((seq) =>
          pushes
            .flat()
            .filter((p) => p.session.seq === seq)
            .map((p) => ({
              seq,
              sentAt: p.sentAt,
              time: p.session.time,
              pb: p.pb.length,
              mi: p.mi.length,
            })),
        ),
      ).toEqual([]);
      const shared = [...stamps.keys()].filter(
        (seq) => pushes.filter((p) => p.some((push) => push.session.seq === seq)).length === 4,
      );
      expect(shared.length).toBeGreaterThan(0);
    },
  );

  it('stops its workers and tells their clients to reconnect on SIGTERM', async () => {
    const closed = connections.map(
      (c) => new Promise<void>((resolve) => c.onclose(() => resolve())),
    );
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    await Promise.all(closed);
    await expect(get(`${origin}/readyz`)).rejects.toThrow();
  });
});
