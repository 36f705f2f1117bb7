import { type SQL, and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { customerLoginFailures } from '../db/schema';
import { bindDb } from './bind-db';
import { HttpError } from '../lib/http/http-error';

/**
 * How many direct-login attempts may reach the password check (contracts.md, issue 9).
 *
 * An attempt is reserved before its password is checked, one upsert per counter inside one
 * transaction: a burst of parallel guesses sees each other's reservations, so no more of them
 * reach argon2 than the limits allow. A refused attempt reserves nothing; a successful one
 * clears its account and pair counters and gives its address and global reservations back.
 *
 * - pair (account number + client address): the first `pairFreeAttempts`
 *   (LOGIN_DELAY_AFTER_FAILURES, 3) go straight through; after that each attempt must wait 2, 4,
 *   8 s… after the one before (at most LOGIN_LOCK_MINUTES): 429 `login_delayed`. It slows one guesser without touching anyone else.
 * - account, from all addresses: LOGIN_MAX_FAILURES_PER_ACCOUNT within LOGIN_LOCK_MINUTES lock
 *   the account for LOGIN_LOCK_MINUTES (429 `account_locked`). High by default, since anyone
 *   can set it; the owner can still log in through the SSO, which does not look at it.
 * - address: LOGIN_MAX_FAILURES_PER_ADDRESS within the window refuse every direct login from it
 *   for LOGIN_LOCK_MINUTES (429 `too_many_attempts`): spraying many accounts from one place.
 * - global: LOGIN_MAX_FAILURES_GLOBAL a minute from everyone (429 `login_busy`): what a botnet
 *   can get checked, and what argon2 can cost this server.
 *
 * Unknown account numbers are counted like real ones, so no answer says whether one exists.
 */
export interface ThrottleLimits {
  maxPerAccount: number;
  maxPerAddress: number;
  maxGlobal: number;
  lockMinutes: number;
  /** Attempts of one pair before the delays start (default PAIR_FREE_ATTEMPTS). */
  pairFreeAttempts?: number;
}

export interface ThrottleKeys {
  /** Upper-case account number. */
  account: string;
  /** Keyed hash of the client address (lib/ip-hash). */
  address: string;
}

/** Attempts of one pair before the delays start, unless configured. */
export const PAIR_FREE_ATTEMPTS = 3;
const GLOBAL_WINDOW_MS = 60_000;
const GLOBAL_KEY = '*';

type Scope = 'pair' | 'account' | 'address' | 'global';
type RefusalCode = 'login_delayed' | 'account_locked' | 'too_many_attempts' | 'login_busy';

const t = customerLoginFailures;
const pairKey = (keys: ThrottleKeys) => `${keys.account}:${keys.address}`;

class Refused extends Error {
  constructor(readonly error: HttpError) {
    super(error.message);
  }
}

function refusal(code: RefusalCode, until: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new HttpError(429, code, {
    headers: { 'retry-after': String(seconds) },
    params: { seconds, minutes: Math.ceil(seconds / 60) },
  });
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const afterMs = (now: Date, ms: SQL | number) => sql`${at(now)} + ${ms} * interval '1 millisecond'`;

interface Counter {
  scope: Scope;
  key: string;
  /** A count that started this long ago (a pair: last moved this long ago) starts over. */
  windowMs: number;
  /** `locked_until` after the n-th attempt of the window (null: the next need not wait). */
  lockAfter: (n: SQL, now: Date) => SQL;
  code: RefusalCode;
}

/**
 * One upsert: counts the attempt unless the key is waiting (`locked_until` in the future), and
 * sets the wait that the new count calls for. No row back means refused.
 */
async function reserve(tx: Tx, counter: Counter, now: Date): Promise<boolean> {
  const since = counter.scope === 'pair' ? t.updatedAt : t.windowStartedAt;
  const stale = sql`(${since} <= ${at(new Date(now.getTime() - counter.windowMs))})`;
  const count = sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
  const rows = await tx
    .insert(t)
    .values({
      scope: counter.scope,
      key: counter.key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: counter.lockAfter(sql`1`, now),
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: {
        failures: count,
        windowStartedAt: sql`case when ${stale} then ${at(now)} else ${t.windowStartedAt} end`,
        lockedUntil: counter.lockAfter(count, now),
        updatedAt: now,
      },
      setWhere: sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${at(now)})`,
    })
    .returning({ failures: t.failures });
  return rows.length > 0;
}

/** A count that locks for `lockMs` once it reaches `max`. */
const lockAt =
  (max: number, lockMs: number) =>
  (n: SQL, now: Date): SQL =>
    sql`case when ${n} >= ${max} then ${afterMs(now, lockMs)} else null end`;

function counters(keys: ThrottleKeys, limits: ThrottleLimits): Counter[] {
  const windowMs = limits.lockMinutes * 60_000;
  const free = limits.pairFreeAttempts ?? PAIR_FREE_ATTEMPTS;
  return [
    {
      scope: 'pair',
      key: pairKey(keys),
      windowMs,
      // 2^(n-free+1) s after the n-th attempt from n = free on: 2, 4, 8 s…, at most the window.
      lockAfter: (n, now) =>
        sql`case when ${n} >= ${free}
          then ${afterMs(now, sql`least(power(2, least(${n} - ${free} + 1, 60)) * 1000, ${windowMs})`)}
          else null end`,
      code: 'login_delayed',
    },
    {
      scope: 'account',
      key: keys.account,
      windowMs,
      lockAfter: lockAt(limits.maxPerAccount, windowMs),
      code: 'account_locked',
    },
    {
      scope: 'address',
      key: keys.address,
      windowMs,
      lockAfter: lockAt(limits.maxPerAddress, windowMs),
      code: 'too_many_attempts',
    },
    {
      scope: 'global',
      key: GLOBAL_KEY,
      windowMs: GLOBAL_WINDOW_MS,
      lockAfter: lockAt(limits.maxGlobal, GLOBAL_WINDOW_MS),
      code: 'login_busy',
    },
  ];
}

/**
 * Reserves one attempt on every counter, or none: throws the 429 of the first counter that is
 * waiting (Retry-After: until when).
 */
async function reserveAttempt(
  db: Db,
  keys: ThrottleKeys,
  limits: ThrottleLimits,
  now: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      for (const counter of counters(keys, limits)) {
        if (await reserve(tx, counter, now)) continue;
        const [row] = await tx
          .select({ lockedUntil: t.lockedUntil })
          .from(t)
          .where(and(eq(t.scope, counter.scope), eq(t.key, counter.key)));
        throw new Refused(refusal(counter.code, row?.lockedUntil ?? now, now));
      }
    });
  } catch (error) {
    if (error instanceof Refused) throw error.error;
    throw error;
  }
}

/**
 * A successful login: its pair and account counts are over; its address and global
 * reservations are given back (a guesser with one real account must not reset their budget,
 * and a success must not use it up either).
 */
async function releaseOnSuccess(db: Db, keys: ThrottleKeys, limits: ThrottleLimits): Promise<void> {
  // Row by row in the order reserveAttempt locks them, so the two cannot deadlock (PostgreSQL).
  await db.transaction(async (tx) => {
    for (const [scope, key] of [
      ['pair', pairKey(keys)],
      ['account', keys.account],
    ] as const) {
      await tx.delete(t).where(and(eq(t.scope, scope), eq(t.key, key)));
    }
    for (const [scope, key, max] of [
      ['address', keys.address, limits.maxPerAddress],
      ['global', GLOBAL_KEY, limits.maxGlobal],
    ] as const) {
      await tx
        .update(t)
        .set({
          failures: sql`greatest(${t.failures} - 1, 0)`,
          // The reservation that set the lock was this success's: no lock after all.
          lockedUntil: sql`case when ${t.failures} - 1 < ${max} then null else ${t.lockedUntil} end`,
        })
        .where(and(eq(t.scope, scope), eq(t.key, key)));
    }
  });
}

/** Rows idle for a day say nothing any more (every window and lock is far shorter). */
async function pruneFailures(db: Db, now: Date): Promise<void> {
  await db.delete(t).where(lt(t.updatedAt, new Date(now.getTime() - 86_400_000)));
}

/** The login failure counters (per account, address, pair and overall) behind the lockout. */
export const loginThrottleRepository = (db: Db) =>
  bindDb(db, { reserve: reserveAttempt, release: releaseOnSuccess, prune: pruneFailures });
