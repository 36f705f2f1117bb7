import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobFailures } from '../db/schema';
import { bindDb } from './bind-db';

export type JobFailureRow = typeof jobFailures.$inferSelect;

async function record(db: Db, values: Omit<typeof jobFailures.$inferInsert, 'id'>): Promise<void> {
  await db.insert(jobFailures).values(values);
}

/** The latest failures, newest first. */
const latest = (db: Db, limit = 50): Promise<JobFailureRow[]> =>
  db
    .select()
    .from(jobFailures)
    .orderBy(desc(jobFailures.failedAt), desc(jobFailures.id))
    .limit(limit);

/** Jobs that failed for good (the dead-letter worker writes them). */
export const jobFailuresRepository = (db: Db) => bindDb(db, { record, latest });
