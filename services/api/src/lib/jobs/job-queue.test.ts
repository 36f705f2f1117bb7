import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { jobFailuresRepository } from '../../repositories/job-failures';
import { openPgliteTemplate } from '../../test/build-test-app';
import { JobQueue, defineJob } from './job-queue';
import { pgliteExecutor } from './pglite-executor';

const TEST_JOBS = {
  'test.flaky': defineJob({
    schema: z.object({ account: z.string(), note: z.string() }),
    retryLimit: 2,
    retryDelaySeconds: 0,
    retryBackoff: false,
    // The failure record keeps the account, not the note.
    redact: ({ account }) => ({ account }),
  }),
};

const silent = { info() {}, warn() {}, error() {} };

describe('JobQueue on PGlite', () => {
  let database: Database;
  let queue: JobQueue<typeof TEST_JOBS>;
  const failures = () => jobFailuresRepository(database.db).latest();
  const tries: { note: string; attempt: number }[] = [];

  beforeAll(async () => {
    // The seeded template: the app's tables (job_failures) and pg-boss's schema.
    database = await openPgliteTemplate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const records = jobFailuresRepository(database.db);
    queue = new JobQueue({
      connection: { db: pgliteExecutor(client) },
      jobs: TEST_JOBS,
      log: silent,
      pollingIntervalSeconds: 0.5,
      onFailure: (failure) => records.record(failure),
    });
    queue.work('test.flaky', ({ note }, { attempt }) => {
      tries.push({ note, attempt });
      if (note === 'always fails' || (note === 'fails twice' && attempt < 3)) {
        return Promise.reject(new Error(`broken on try ${attempt}`));
      }
      return Promise.resolve();
    });
    await queue.start({ workers: true });
  });

  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('checks a payload when it is sent', async () => {
    await expect(
      queue.send('test.flaky', { account: 'A1' } as unknown as { account: string; note: string }),
    ).rejects.toThrow(/note/);
  });

  it('retries a job that throws, then records it in job_failures once every try is used', async () => {
    await queue.send('test.flaky', { account: 'A1', note: 'always fails' });
    const [failure] = await vi.waitFor(
      async () => {
        const rows = await failures();
        expect(rows).toHaveLength(1);
        return rows;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(tries.filter((t) => t.note === 'always fails').map((t) => t.attempt)).toEqual([1, 2, 3]);
    expect(failure).toMatchObject({
      queue: 'test.flaky',
      payload: { account: 'A1' },
      error: 'broken on try 3',
      attempts: 3,
    });
  });

  it('does not record a job that succeeds on a retry', async () => {
    await queue.send('test.flaky', { account: 'A2', note: 'fails twice' });
    await vi.waitFor(() => expect(tries.filter((t) => t.note === 'fails twice')).toHaveLength(3), {
      timeout: 15_000,
      interval: 100,
    });
    await vi.waitFor(async () =>
      expect(await queue.counts()).toContainEqual({
        queue: 'test.flaky',
        state: 'completed',
        count: 1,
      }),
    );
    expect(await failures()).toHaveLength(1);
  });
});
