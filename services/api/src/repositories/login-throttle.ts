import { and, asc, eq, lt, or } from 'drizzle-orm';
import {
  type AttemptKeys,
  type Counter,
  type CounterRef,
  type CounterWrite,
  type CountedAs,
  type LoginPolicy,
  type Reservation,
  byRef,
} from '@brokerage/shared/server/loginPolicy.ts';
import type { Db, Tx } from '../db/client';
import { customerLoginFailures } from '../db/schema';
import { bindDb } from './bind-db';

/**
 * The direct login's counters (contracts.md, issues 9 and 20) in `customer_login_failures`; the
 * rules are the shared login policy's (shared/src/server/loginPolicy.ts), the same as the SSO's.
 *
 * An attempt is reserved before its password is checked, in one transaction that locks the
 * rows of its counters (made first where missing, so there is a row to lock) in one order for
 * every attempt: parallel guesses see each other's reservations, so no more of them reach
 * argon2 than the limits allow, and two attempts cannot deadlock. A refused attempt writes
 * nothing. Every replica shares the table, so the limits hold across replicas.
 */

const t = customerLoginFailures;
const refKey = (ref: CounterRef) => `${ref.scope} ${ref.key}`;
const whereRef = (ref: CounterRef) => and(eq(t.scope, ref.scope), eq(t.key, ref.key));

type Row = typeof t.$inferSelect;
const toCounter = (row: Row): Counter => ({
  failures: row.failures,
  windowStartedAt: row.windowStartedAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  lockedUntil: row.lockedUntil?.getTime() ?? null,
});

/**
 * The counters of `refs`, locked for the rest of the transaction. With `now`, missing rows are
 * made first (no failures: "none" to the policy), so that a first attempt has a row to lock.
 */
async function lockCounters(
  tx: Tx,
  refs: CounterRef[],
  now?: Date,
): Promise<(ref: CounterRef) => Counter | undefined> {
  const sorted = [...refs].sort(byRef);
  if (now) {
    await tx
      .insert(t)
      .values(sorted.map((ref) => ({ ...ref, failures: 0, windowStartedAt: now, updatedAt: now })))
      .onConflictDoNothing({ target: [t.scope, t.key] });
  }
  const rows = await tx
    .select()
    .from(t)
    .where(or(...sorted.map(whereRef)))
    .orderBy(asc(t.scope), asc(t.key))
    .for('update');
  const counters = new Map(rows.map((row) => [refKey(row), toCounter(row)]));
  return (ref) => counters.get(refKey(ref));
}

async function write(tx: Tx, writes: CounterWrite[]): Promise<void> {
  for (const { counter, ...ref } of writes) {
    if (counter === null) {
      await tx.delete(t).where(whereRef(ref));
      continue;
    }
    await tx
      .update(t)
      .set({
        failures: counter.failures,
        windowStartedAt: new Date(counter.windowStartedAt),
        updatedAt: new Date(counter.updatedAt),
        lockedUntil: counter.lockedUntil === null ? null : new Date(counter.lockedUntil),
      })
      .where(whereRef(ref));
  }
}

/**
 * Reserves one attempt as the policy says: refused (nothing written), or counted as the
 * device's or as an unknown client's.
 */
async function reserveAttempt(
  db: Db,
  policy: LoginPolicy,
  keys: AttemptKeys,
  now: Date,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const read = await lockCounters(tx, policy.counters(keys), now);
    const reservation = policy.reserve(keys, read, now.getTime());
    if ('as' in reservation) await write(tx, reservation.writes);
    return reservation;
  });
}

/** A successful login: the policy's clearing of its counters. */
async function recordSuccess(
  db: Db,
  policy: LoginPolicy,
  keys: AttemptKeys,
  as: CountedAs,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Its reservation made the rows it clears; none is needed for the others.
    const read = await lockCounters(tx, policy.counters(keys));
    await write(tx, policy.succeed(keys, as, read, now.getTime()));
  });
}

/** Rows idle for a day say nothing any more (every window and wait is far shorter). */
async function pruneFailures(db: Db, now: Date): Promise<void> {
  await db.delete(t).where(lt(t.updatedAt, new Date(now.getTime() - 86_400_000)));
}

/** The login failure counters (per account, address, pair and device) behind the lockout. */
export const loginThrottleRepository = (db: Db) =>
  bindDb(db, { reserve: reserveAttempt, succeed: recordSuccess, prune: pruneFailures });
