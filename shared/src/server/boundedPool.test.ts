// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BoundedPool, PoolFullError, defaultConcurrency } from './boundedPool';

/** A task that runs until the test lets it finish; counts how many started. */
function gate() {
  const opened: (() => void)[] = [];
  let started = 0;
  return {
    task: () => {
      started += 1;
      return new Promise<string>((done) => opened.push(() => done('done')));
    },
    get started() {
      return started;
    },
    /** Lets the oldest running task finish. */
    finishOne() {
      opened.shift()?.();
    },
    finishAll() {
      for (const done of opened.splice(0)) done();
    },
  };
}

/** Lets every pending promise reaction run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('BoundedPool', () => {
  it('runs at most `concurrency` tasks and admits at most the queue more; the rest at once refused', async () => {
    const pool = new BoundedPool({ concurrency: 2, queue: 4, perNetwork: 100 });
    const work = gate();
    // A quarter of the queue is kept for priority callers: 2 + 4 - 1 ordinary places.
    const tickets = Array.from({ length: 10 }, (_, i) => pool.admit({ key: `net-${i}` }));
    expect(tickets.filter(Boolean)).toHaveLength(5);
    const runs = tickets.filter((t) => t !== undefined).map((t) => t.run(work.task));
    await settle();
    expect(work.started).toBe(2);
    expect(pool.load).toEqual({ admitted: 5, running: 2 });
    work.finishOne();
    await settle();
    expect(work.started).toBe(3);
    expect(pool.load).toEqual({ admitted: 4, running: 2 });
    work.finishAll();
    while (work.started < 5) {
      await settle();
      work.finishAll();
    }
    expect(await Promise.all(runs)).toEqual(Array(5).fill('done'));
    expect(pool.load).toEqual({ admitted: 0, running: 0 });
  });

  it('keeps a quarter of the queue for priority callers, and starts them first', async () => {
    const pool = new BoundedPool({ concurrency: 1, queue: 4, perNetwork: 100 });
    const order: string[] = [];
    const work = gate();
    const ordinary = Array.from({ length: 4 }, (_, i) => pool.admit({ key: `o${i}` }));
    expect(ordinary.every(Boolean)).toBe(true);
    expect(pool.admit({ key: 'o9' })).toBeUndefined();
    const known = pool.admit({ key: 'p', priority: true });
    expect(known).toBeDefined();
    expect(pool.admit({ key: 'p2', priority: true })).toBeUndefined();

    const runs = ordinary.map((t, i) =>
      t!.run(() => {
        order.push(`o${i}`);
        return work.task();
      }),
    );
    const priority = known!.run(() => {
      order.push('p');
      return work.task();
    });
    for (let i = 0; i < 5; i++) {
      await settle();
      work.finishAll();
    }
    await Promise.all([...runs, priority]);
    // o0 was running already; the known device goes before the strangers that waited.
    expect(order).toEqual(['o0', 'p', 'o1', 'o2', 'o3']);
  });

  it('lets one key hold only its share, of each kind', () => {
    const pool = new BoundedPool({ concurrency: 1, queue: 20, perNetwork: 2 });
    expect(pool.admit({ key: '198.51.100.0/24' })).toBeDefined();
    expect(pool.admit({ key: '198.51.100.0/24' })).toBeDefined();
    expect(pool.admit({ key: '198.51.100.0/24' })).toBeUndefined();
    expect(pool.admit({ key: '203.0.113.0/24' })).toBeDefined();
    expect(pool.admit({ key: '198.51.100.0/24', priority: true })).toBeDefined();
  });

  it('gives a place back on release, once, and never runs a ticket twice', async () => {
    const pool = new BoundedPool({ concurrency: 1, queue: 0, perNetwork: 1 });
    const ticket = pool.admit({ key: 'a' });
    expect(pool.admit({ key: 'b' })).toBeUndefined();
    ticket!.release();
    ticket!.release();
    expect(pool.load.admitted).toBe(0);
    const next = pool.admit({ key: 'a' });
    expect(await next!.run(async () => 7)).toBe(7);
    await expect(next!.run(async () => 8)).rejects.toThrow(/once/);
    next!.release();
    expect(pool.load).toEqual({ admitted: 0, running: 0 });
  });

  it('frees the place of a task that throws', async () => {
    const pool = new BoundedPool({ concurrency: 1, queue: 0, perNetwork: 1 });
    await expect(pool.run(() => Promise.reject(new Error('boom')), { key: 'a' })).rejects.toThrow(
      'boom',
    );
    expect(pool.load).toEqual({ admitted: 0, running: 0 });
  });

  it('run() refuses with PoolFullError and a Retry-After of at least a second', async () => {
    const pool = new BoundedPool({ concurrency: 1, queue: 0, perNetwork: 1 });
    const work = gate();
    const first = pool.run(work.task, { key: 'a' });
    const refused = await pool.run(work.task, { key: 'b' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PoolFullError);
    expect((refused as PoolFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(work.started).toBe(1);
    work.finishAll();
    await first;
  });

  it('with maxWaitMs, refuses a caller whose likely wait passes it, measured from the tasks run', async () => {
    let clock = 0;
    const pool = new BoundedPool({
      concurrency: 1,
      queue: 100,
      perNetwork: 100,
      maxWaitMs: 120,
      now: () => clock,
    });
    // The first guess is 50 ms a task: waits of 0, 50 and 100 ms are admitted, 150 is not.
    const ordinary = Array.from({ length: 4 }, (_, i) => pool.admit({ key: `o${i}` }));
    expect(ordinary.map(Boolean)).toEqual([true, true, true, false]);
    // A known device waits only for the running slot, not for the strangers' queue.
    const known = pool.admit({ key: 'p', priority: true });
    expect(known).toBeDefined();
    known!.release();
    for (const t of ordinary.slice(1)) t?.release();

    // A task that takes a second raises the mean (0.8 × 50 + 0.2 × 1000 = 240 ms): now only a
    // caller with nothing ahead of it fits in 120 ms.
    const slow = ordinary[0]!.run(async () => {
      clock += 1000;
    });
    await slow;
    const first = pool.admit({ key: 'a' });
    expect(first).toBeDefined();
    expect(pool.admit({ key: 'b' })).toBeUndefined();
    expect(pool.retryAfterSeconds()).toBeGreaterThanOrEqual(1);
    first!.release();
    expect(pool.load).toEqual({ admitted: 0, running: 0 });
  });

  it('uses the cores but one by default', () => {
    expect(defaultConcurrency()).toBeGreaterThanOrEqual(1);
  });
});
