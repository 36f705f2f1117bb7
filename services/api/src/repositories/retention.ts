import { lt, or } from 'drizzle-orm';
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

async function deleted(rows: Promise<unknown[]>): Promise<number> {
  return (await rows).length;
}

/** Deletes what nothing can use any more (the daily retention job); counts by table. */
async function purge(db: Db, now: Date): Promise<RetentionReport> {
  const s = customerSessions;
  const sessionsEnded = ago(now, RETENTION.endedSessionMs);
  return {
    customerSessions: await deleted(
      db
        .delete(s)
        .where(or(lt(s.expiresAt, sessionsEnded), lt(s.revokedAt, sessionsEnded)))
        .returning({ id: s.id }),
    ),
    loginFailures: await deleted(
      db
        .delete(customerLoginFailures)
        .where(lt(customerLoginFailures.updatedAt, ago(now, RETENTION.idleLoginFailureMs)))
        .returning({ id: customerLoginFailures.id }),
    ),
    // An expired entry (a counter, a code, an SSO state) already counts as absent (lib/state).
    ephemeralEntries: await deleted(
      db
        .delete(ephemeralEntries)
        .where(lt(ephemeralEntries.expiresAt, now))
        .returning({ key: ephemeralEntries.key }),
    ),
    outbox: await deleted(
      db
        .delete(devOutbox)
        .where(lt(devOutbox.createdAt, ago(now, RETENTION.outboxMs)))
        .returning({ id: devOutbox.id }),
    ),
    jobFailures: await deleted(
      db
        .delete(jobFailures)
        .where(lt(jobFailures.failedAt, ago(now, RETENTION.jobFailureMs)))
        .returning({ id: jobFailures.id }),
    ),
  };
}

/** The daily clean-up of expired sessions, counters and states, outbox and failure records. */
export const retentionRepository = (db: Db) => bindDb(db, { purge });
