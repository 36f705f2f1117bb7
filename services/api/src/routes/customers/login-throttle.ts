import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerLoginFailures } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/**
 * Failed direct logins (contracts.md): per account number, LOGIN_MAX_FAILURES_PER_ACCOUNT
 * failures in a row lock it for LOGIN_LOCK_MINUTES, even for the right password; per client
 * address, LOGIN_MAX_FAILURES_PER_ADDRESS failures within LOGIN_LOCK_MINUTES refuse every login
 * from it for LOGIN_LOCK_MINUTES. A success clears the account's count, not the address's (a
 * guesser with one real account must not reset their own budget). Unknown account numbers are
 * counted like real ones, so a lock says nothing about whether an account exists.
 */
export interface ThrottleLimits {
  maxPerAccount: number;
  maxPerAddress: number;
  lockMinutes: number;
}

export interface ThrottleKeys {
  /** Upper-case account number. */
  account: string;
  /** Keyed hash of the client address (lib/ip-hash). */
  address: string;
}

const t = customerLoginFailures;

const lockError = (code: 'account_locked' | 'too_many_attempts', until: Date, now: Date) => {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new HttpError(429, code, {
    headers: { 'retry-after': String(seconds) },
    params: { minutes: Math.ceil(seconds / 60) },
  });
};

/** Throws 429 `too_many_attempts` or `account_locked` (Retry-After) while either is locked. */
export async function assertNotLocked(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  const rows = await db
    .select({ scope: t.scope, lockedUntil: t.lockedUntil })
    .from(t)
    .where(
      or(
        and(eq(t.scope, 'address'), eq(t.key, keys.address)),
        and(eq(t.scope, 'account'), eq(t.key, keys.account)),
      ),
    );
  const lockOf = (scope: 'account' | 'address') => {
    const until = rows.find((row) => row.scope === scope)?.lockedUntil;
    return until && until.getTime() > now.getTime() ? until : null;
  };
  const address = lockOf('address');
  if (address) throw lockError('too_many_attempts', address, now);
  const account = lockOf('account');
  if (account) throw lockError('account_locked', account, now);
}

/**
 * Counts one failure under a key, atomically (one upsert, so parallel guesses cannot slip past
 * the limit): a count whose window has passed or whose lock has been served starts over; the
 * failure that reaches the limit sets the lock.
 */
async function countFailure(
  db: Db,
  scope: 'account' | 'address',
  key: string,
  max: number,
  lockMinutes: number,
  now: Date,
): Promise<void> {
  const windowMs = lockMinutes * 60_000;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const lockUntil = new Date(now.getTime() + windowMs);
  const stale = sql`(${t.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz
    or (${t.lockedUntil} is not null and ${t.lockedUntil} <= ${nowAt}))`;
  const failures = sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
  await db
    .insert(t)
    .values({
      scope,
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: max <= 1 ? lockUntil : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then ${nowAt} else ${t.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${max} then ${lockUntil.toISOString()}::timestamptz
          when ${stale} then null else ${t.lockedUntil} end`,
        updatedAt: now,
      },
    });
}

export async function recordFailure(
  db: Db,
  keys: ThrottleKeys,
  limits: ThrottleLimits,
  now: Date,
): Promise<void> {
  await countFailure(db, 'account', keys.account, limits.maxPerAccount, limits.lockMinutes, now);
  await countFailure(db, 'address', keys.address, limits.maxPerAddress, limits.lockMinutes, now);
}

/** A successful login: the account's failures no longer count. */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.delete(t).where(and(eq(t.scope, 'account'), eq(t.key, account)));
}

/** Rows idle for a day say nothing any more (every window and lock is far shorter). */
export async function pruneFailures(db: Db, now: Date): Promise<void> {
  await db.delete(t).where(lt(t.updatedAt, new Date(now.getTime() - 86_400_000)));
}
