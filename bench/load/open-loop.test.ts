import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoop, quantile } from './open-loop';

let server: http.Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

/** A server that notes when each request arrived and answers after `delayOf(i)` ms. */
async function listen(delayOf: (i: number) => number, status = 200) {
  const arrivals: number[] = [];
  server = http.createServer((req, res) => {
    const i = arrivals.push(performance.now()) - 1;
    setTimeout(() => {
      res.statusCode = status;
      res.end(req.url);
    }, delayOf(i));
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

describe('quantile', () => {
  it('is the nearest rank, 0 for no values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([quantile(values, 0.5), quantile(values, 0.99), quantile(values, 1)]).toEqual([
      50, 99, 100,
    ]);
    expect(quantile([], 0.99)).toBe(0);
  });
});

describe('openLoop', () => {
  it('sends at an even pace, not in bursts, and counts every answer', async () => {
    const { url, arrivals } = await listen(() => 0);
    const before = performance.now();
    const result = await openLoop({ url: `${url}/x`, rate: 200, duration: 1, connections: 8 });
    expect(result.requests.total).toBe(200);
    expect(result.errors + result.non2xx + result.timeouts).toBe(0);
    // Request i is due 5 ms × i after the start, and none goes out before it is due, so the
    // k-th to arrive came no earlier than that (less a millisecond of timer rounding): a busy
    // machine can only make them later. autocannon's overallRate sent a second's share within
    // a few milliseconds, which breaks this from the second request on.
    const sorted = [...arrivals].sort((a, b) => a - b);
    expect(sorted).toHaveLength(200);
    const early = sorted.filter((t, k) => t < before + k * 5 - 2);
    expect(early).toEqual([]);
  });

  it('counts a wait for a busy connection in the latency, from when the request was due', async () => {
    // One connection, the first answer held 300 ms: the requests due meanwhile wait for it.
    const { url } = await listen((i) => (i === 0 ? 300 : 0));
    const result = await openLoop({ url, rate: 100, duration: 0.5, connections: 1 });
    expect(result.requests.total).toBe(50);
    expect(result.latency.max).toBeGreaterThanOrEqual(290);
    // The second request was due 10 ms in and answered after the first: about 290 ms late.
    expect(result.latency.p90).toBeGreaterThan(100);
  });

  it('gives each request its own path when asked, and counts what is not 2xx', async () => {
    const { url } = await listen(() => 0, 404);
    const paths = new Set<string>();
    const result = await openLoop({
      url,
      rate: 100,
      duration: 0.2,
      connections: 2,
      pathOf: (i) => {
        paths.add(`/p${i}`);
        return `/p${i}`;
      },
    });
    expect(paths.size).toBe(20);
    expect(result.non2xx).toBe(20);
  });
});
