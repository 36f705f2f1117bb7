import { type SQL, lt, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  customerLoginFailures,
  customerSessions,
  devOutbox,
  ephemeralEntries,
  jobFailures,
} from '../db/schema';
import { bindDb } from './bind-db';

const DAY_MS = 86_400_000;

/**
 * How long each kind of row is kept once it is of no use. Sessions stay a day past their end,
 * so a late request still gets `token_expired` rather than `token_invalid`; login-failure rows
 * idle a day are past every window and lock. (SSO states live in the shared state and expire
 * there: an unknown state and an expired one both answer `sso_state_invalid`.)
 */
export const RETENTION = {
  endedSessionMs: DAY_MS,
  idleLoginFailureMs: DAY_MS,
  outboxMs: 7 * DAY_MS,
  jobFailureMs: 90 * DAY_MS,
};

export interface RetentionReport {
  customerSessions: number;
  loginFailures: number;
  ephemeralEntries: number;
  outbox: number;
  jobFailures: number;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Deletes the rows of `table` that `where` picks; how many (each row's `key` comes back). */
async function deleteWhere(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  key: PgColumn,
): Promise<number> {
  return (await db.delete(table).where(where).returning({ key })).length;
}

/** Deletes what nothing can use any more (the daily retention job); counts by table. */
async function purge(db: Db, now: Date): Promise<RetentionReport> {
  const s = customerSessions;
  const sessionsEnded = ago(now, RETENTION.endedSessionMs);
  const before = (column: PgColumn, ms: number) => lt(column, ago(now, ms));
  return {
    customerSessions: await deleteWhere(
      db,
      s,
      or(lt(s.expiresAt, sessionsEnded), lt(s.revokedAt, sessionsEnded)),
      s.id,
    ),
    loginFailures: await deleteWhere(
      db,
      customerLoginFailures,
      before(customerLoginFailures.updatedAt, RETENTION.idleLoginFailureMs),
      customerLoginFailures.id,
    ),
    // An expired entry (a counter, a code, an SSO state) already counts as absent (lib/state).
    ephemeralEntries: await deleteWhere(
      db,
      ephemeralEntries,
      lt(ephemeralEntries.expiresAt, now),
      ephemeralEntries.key,
    ),
    outbox: await deleteWhere(
      db,
      devOutbox,
      before(devOutbox.createdAt, RETENTION.outboxMs),
      devOutbox.id,
    ),
    jobFailures: await deleteWhere(
      db,
      jobFailures,
      before(jobFailures.failedAt, RETENTION.jobFailureMs),
      jobFailures.id,
    ),
  };
}

/** The daily clean-up of expired sessions, counters and states, outbox and failure records. */
export const retentionRepository = (db: Db) => bindDb(db, { purge });
