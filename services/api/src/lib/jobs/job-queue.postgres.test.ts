import { z } from 'zod';
import { testServerUrl, useScratchDatabase } from '../../../test/backend';
import { JobQueue, defineJob } from './job-queue';

/**
 * Two replicas on one PostgreSQL database (TEST_DATABASE_URL, a database of this file's own):
 * each job runs once, and jobs queued before a restart are worked after it. CI fails without
 * the variable; a developer without PostgreSQL skips it.
 */
const adminUrl = testServerUrl('TEST_DATABASE_URL');

const TEST_JOBS = {
  'test.once': defineJob({
    schema: z.object({ n: z.number().int() }),
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
  }),
};

const silent = { info() {}, warn() {}, error() {} };

describe.skipIf(!adminUrl)('JobQueue on PostgreSQL', () => {
  const { url } = useScratchDatabase(adminUrl, 'brokerage_jobs');
  const queues: JobQueue<typeof TEST_JOBS>[] = [];

  function replica(handled: number[]): JobQueue<typeof TEST_JOBS> {
    const queue = new JobQueue({
      connection: { connectionString: url, max: 3 },
      jobs: TEST_JOBS,
      log: silent,
      pollingIntervalSeconds: 0.5,
      onFailure: () => Promise.resolve(),
    });
    queue.work('test.once', async ({ n }) => {
      handled.push(n);
      // Long enough for the other replica to poll while this one holds the job.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    queues.push(queue);
    return queue;
  }

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
  });

  it('works each job exactly once across two replicas', async () => {
    const first: number[] = [];
    const second: number[] = [];
    const a = replica(first);
    const b = replica(second);
    // Both start at once: the schema install and queue creation race too.
    const starts = await Promise.allSettled([
      a.start({ workers: true }),
      b.start({ workers: true }),
    ]);
    // A replica that did start must not go on working the next test's jobs.
    if (starts.some(({ status }) => status === 'rejected')) await Promise.all([a.stop(), b.stop()]);
    for (const start of starts) if (start.status === 'rejected') throw start.reason;
    const numbers = Array.from({ length: 40 }, (_, i) => i);
    for (const n of numbers) await (n % 2 ? a : b).send('test.once', { n });
    await vi.waitFor(() => expect(first.length + second.length).toBeGreaterThanOrEqual(40), {
      timeout: 30_000,
      interval: 100,
    });
    expect([...first, ...second].sort((x, y) => x - y)).toEqual(numbers);
    await vi.waitFor(async () =>
      expect(await a.counts()).toEqual([{ queue: 'test.once', state: 'completed', count: 40 }]),
    );
    await Promise.all([a.stop(), b.stop()]);
  });

  it('keeps jobs queued while no replica works them, and works them after a restart', async () => {
    const handled: number[] = [];
    const sender = replica([]);
    await sender.start({ workers: false });
    await sender.send('test.once', { n: 100 });
    await sender.send('test.once', { n: 101 });
    await sender.stop();

    const restarted = replica(handled);
    await restarted.start({ workers: true });
    await vi.waitFor(() => expect(handled.sort()).toEqual([100, 101]), {
      timeout: 15_000,
      interval: 100,
    });
  });
});
