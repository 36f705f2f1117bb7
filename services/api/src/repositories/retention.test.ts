import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  customerLoginFailures,
  customerSessions,
  customers,
  devOutbox,
  ephemeralEntries,
  jobFailures,
} from '../db/schema';
import { testClock, useTestApp } from '../test/build-test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the daily retention job', () => {
  const clock = testClock(new Date('2026-06-01T03:15:00Z'));
  const app = useTestApp({ env: { JOBS_WORKERS: 'true' }, now: clock.now });
  const ago = (ms: number) => new Date(clock.now().getTime() - ms);

  it('is scheduled every night, Vietnam time (the eKYC one every hour, the job reminders every 10 minutes)', async () => {
    const rows = await app.jobs.schedules();
    expect([...rows].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      // lib/ekyc/retention.test.ts: the eKYC cases and files, every hour.
      { name: 'ekyc.retention', cron: '40 * * * *', tz: 'Asia/Ho_Chi_Minh' },
      // lib/recruitment/reminders.ts: the job reminders, every 10 minutes.
      { name: 'recruitment.reminders', cron: '*/10 * * * *', tz: 'Asia/Ho_Chi_Minh' },
      { name: 'retention.daily', cron: '15 3 * * *', tz: 'Asia/Ho_Chi_Minh' },
    ]);
  });

  it('deletes what has expired by the app clock and keeps everything still of use', async () => {
    const [customer] = await app.db.select({ id: customers.id }).from(customers).limit(1);
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      customerId: customer!.id,
      tokenHash,
      loginMethod: 'direct' as const,
      expiresAt,
      revokedAt,
      lastSeenAt: ago(3 * DAY),
    });
    await app.db
      .insert(customerSessions)
      .values([
        session('retention-expired-2d', ago(2 * DAY)),
        session('retention-revoked-2d', new Date(clock.now().getTime() + HOUR), ago(2 * DAY)),
        session('retention-expired-1h', ago(HOUR)),
        session('retention-live', new Date(clock.now().getTime() + HOUR)),
      ]);
    const failure = (key: string, updatedAt: Date) => ({
      scope: 'address' as const,
      key,
      failures: 1,
      windowStartedAt: updatedAt,
      updatedAt,
    });
    await app.db
      .insert(customerLoginFailures)
      .values([failure('retention-idle', ago(2 * DAY)), failure('retention-fresh', ago(HOUR))]);
    await app.db.insert(ephemeralEntries).values([
      { key: 'retention:expired', count: 1, expiresAt: ago(1000) },
      { key: 'retention:live', count: 1, expiresAt: new Date(clock.now().getTime() + 1000) },
    ]);
    const outbox = (reference: string, createdAt: Date) => ({
      channel: 'mail' as const,
      recipient: 'retention@example.vn',
      text: 't',
      locale: 'vi',
      reference,
      createdAt,
    });
    await app.db
      .insert(devOutbox)
      .values([outbox('retention-8d', ago(8 * DAY)), outbox('retention-6d', ago(6 * DAY))]);
    const jobFailure = (queue: string, failedAt: Date) => ({
      queue,
      payload: {},
      error: 'e',
      attempts: 6,
      failedAt,
    });
    await app.db
      .insert(jobFailures)
      .values([
        jobFailure('retention-91d', ago(91 * DAY)),
        jobFailure('retention-89d', ago(89 * DAY)),
      ]);

    await app.jobs.send('retention.daily', {});

    /** The test's rows of `table` still there, by the column they were tagged in. */
    const left = async (table: PgTable, column: PgColumn) =>
      (
        await app.db
          .select({ v: column })
          .from(table)
          .where(sql`${column} like 'retention%'`)
      )
        .map((r) => String(r.v))
        .sort();
    // The job deletes table after table: wait for all of them, not only the first.
    await vi.waitFor(
      async () => {
        expect(await left(customerSessions, customerSessions.tokenHash)).toEqual([
          'retention-expired-1h',
          'retention-live',
        ]);
        expect(await left(customerLoginFailures, customerLoginFailures.key)).toEqual([
          'retention-fresh',
        ]);
        expect(await left(ephemeralEntries, ephemeralEntries.key)).toEqual(['retention:live']);
        expect(await left(devOutbox, devOutbox.reference)).toEqual(['retention-6d']);
        expect(await left(jobFailures, jobFailures.queue)).toEqual(['retention-89d']);
      },
      { timeout: 15_000, interval: 100 },
    );
  });
});
