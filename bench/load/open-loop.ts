/**
 * A fixed-rate, open-loop load of one call (wrk2's model): request i is due at start + i/rate
 * whatever the earlier ones are doing, goes out on a free keep-alive connection (at most
 * `connections`; past them it waits for one), and its latency counts from when it was due, so a
 * stall on either side shows in the figures instead of thinning the load.
 *
 * It replaces autocannon's `overallRate` in the load benches, which measured its own pattern:
 * each connection sends its share of a second back to back at the top of every second and then
 * pauses, so 300 req/s arrived as bursts of 300 within a few milliseconds; and it "corrects" each
 * latency for coordinated omission with a 1 ms interval (its `1 / rate`, in seconds), adding a
 * sample at every millisecond below a slow answer. One search keyword at 300 req/s read p99
 * 23 ms that way, the same 300 req/s over four instances of it 135–235 ms.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { siblingWorker, workerEntry } from '@brokerage/shared/server/workerEntry.ts';
import { Pool } from 'undici';

export interface OpenLoopOptions {
  /** Origin and path of the call, e.g. http://127.0.0.1:8080/api/v1/health. */
  url: string;
  /** Requests per second, spread evenly. */
  rate: number;
  /** Seconds of load. */
  duration: number;
  /** Keep-alive connections at most. */
  connections: number;
  headers?: Record<string, string>;
  /** Seconds before a request counts as a timeout. */
  timeout?: number;
  /** The path of request i (a new URL each time, for uncached pages); the URL's otherwise. */
  pathOf?: (i: number) => string;
}

/** The figures the benches read (report.ts figuresOf), as autocannon's result named them. */
export interface OpenLoopResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latency: { p50: number; p90: number; p99: number; max: number };
  requests: { total: number; sent: number };
}

/** The q-quantile of sorted values, nearest rank (ms, whole as autocannon's were). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[rank]!);
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const target = new URL(options.url);
  const path = `${target.pathname}${target.search}`;
  const timeoutMs = (options.timeout ?? 10) * 1000;
  const pool = new Pool(target.origin, {
    connections: options.connections,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const total = Math.max(1, Math.round(options.rate * options.duration));
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const counts = { errors: 0, timeouts: 0, non2xx: 0 };
  const inFlight = new Set<Promise<void>>();

  const send = (i: number, due: number) => {
    const done = pool
      .request({
        method: 'GET',
        path: options.pathOf?.(i) ?? path,
        headers: options.headers,
      })
      .then(async (response) => {
        await response.body.dump({ limit: Number.POSITIVE_INFINITY });
        latencies.push(performance.now() - due);
        if (response.statusCode < 200 || response.statusCode >= 300) counts.non2xx += 1;
      })
      .catch((error: unknown) => {
        const code = (error as { code?: string }).code ?? '';
        if (code.includes('TIMEOUT')) counts.timeouts += 1;
        else counts.errors += 1;
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  const start = performance.now();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    // Every request whose time has come goes out now, late ones included.
    while (next < total && start + next * interval <= now) {
      send(next, start + next * interval);
      next += 1;
    }
    if (next < total) {
      const wait = start + next * interval - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
  }
  await Promise.all(inFlight);
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    // The load's own length: answers that came late count in the latencies, not twice here.
    duration: options.duration,
    ...counts,
    latency: {
      p50: quantile(latencies, 0.5),
      p90: quantile(latencies, 0.9),
      p99: quantile(latencies, 0.99),
      max: quantile(latencies, 1),
    },
    requests: { total: latencies.length, sent: next },
  };
}

/**
 * `openLoop` in a worker thread of its own (no `pathOf`): for a light call measured beside a
 * heavy load, whose latencies would otherwise include its turns in the heavy load's event loop.
 */
export async function openLoopInThread(
  options: Omit<OpenLoopOptions, 'pathOf'>,
): Promise<OpenLoopResult> {
  const worker = new Worker(workerEntry(siblingWorker(import.meta.url, 'open-loop-thread')), {
    workerData: options,
  });
  try {
    return await new Promise<OpenLoopResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`open-loop thread exited (${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
