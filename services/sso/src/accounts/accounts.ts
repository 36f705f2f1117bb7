/**
 * The SSO's own customer store: profiles with argon2id password hashes in
 * `${DATA_DIR}/sso/accounts.json`, and per-account lockout state in `lockouts.json`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { hash, verify, type Options } from '@node-rs/argon2';
import { readJson, SerialWriter } from '../store/json-file';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type AccountProfile } from './demo-accounts';

/** Depository member code + letter + six digits, e.g. 009C123456 (market-facts.md). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{3}[A-Z]\d{6}$/;

/** Trimmed and upper-cased: the account number is case-insensitive on input. */
export const normalizeAccountNumber = (value: string): string => value.trim().toUpperCase();

/** OWASP's argon2id baseline (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id. */
const HASH_OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const MAX_LOCK_ENTRIES = 10_000;

export interface Account extends AccountProfile {
  passwordHash: string;
}

interface LockState {
  failures: number;
  lastFailureAt: number;
  lockedUntil?: number;
}

export type AuthResult =
  | { ok: true; account: Account }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export interface LockoutPolicy {
  maxFailures: number;
  lockMinutes: number;
}

export class AccountStore {
  readonly #bySub = new Map<string, Account>();
  readonly #byNumber = new Map<string, Account>();
  readonly #locks = new Map<string, LockState>();
  readonly #accountsWriter: SerialWriter;
  readonly #locksWriter: SerialWriter;
  /** Verified for unknown account numbers, so they take as long as known ones. */
  #dummyHash = '';

  private constructor(
    dir: string,
    private readonly policy: LockoutPolicy,
    private readonly now: () => number,
  ) {
    this.#accountsWriter = new SerialWriter(path.join(dir, 'accounts.json'), () => ({
      version: 1,
      accounts: [...this.#bySub.values()],
    }));
    this.#locksWriter = new SerialWriter(path.join(dir, 'lockouts.json'), () => {
      this.#pruneLocks();
      return { version: 1, locks: Object.fromEntries(this.#locks) };
    });
  }

  /** Loads the store; demo accounts missing from it are created with hashed passwords. */
  static async open(
    dir: string,
    policy: LockoutPolicy,
    now: () => number = Date.now,
  ): Promise<AccountStore> {
    const store = new AccountStore(dir, policy, now);
    const saved = (await readJson(path.join(dir, 'accounts.json'))) as
      { accounts?: Account[] } | undefined;
    for (const account of saved?.accounts ?? []) store.#add(account);

    const missing = DEMO_ACCOUNTS.filter((a) => !store.#byNumber.has(a.accountNumber));
    for (const profile of missing) {
      store.#add({ ...profile, passwordHash: await hash(DEMO_PASSWORD, HASH_OPTIONS) });
    }
    if (missing.length > 0) await store.#accountsWriter.save();

    const locks = (await readJson(path.join(dir, 'lockouts.json'))) as
      { locks?: Record<string, LockState> } | undefined;
    for (const [number, state] of Object.entries(locks?.locks ?? {}))
      store.#locks.set(number, state);

    store.#dummyHash = await hash(randomBytes(16).toString('hex'), HASH_OPTIONS);
    return store;
  }

  #add(account: Account): void {
    this.#bySub.set(account.sub, account);
    this.#byNumber.set(normalizeAccountNumber(account.accountNumber), account);
  }

  findBySub(sub: string): Account | undefined {
    return this.#bySub.get(sub);
  }

  /**
   * Checks a login. Wrong password and unknown account give the same answer; the lockout
   * counts per (well-formed) account number whether or not it exists, so "locked" reveals
   * nothing either. The attempt that reaches the limit already answers "locked".
   */
  async authenticate(accountNumberInput: string, password: string): Promise<AuthResult> {
    const number = normalizeAccountNumber(accountNumberInput);
    const now = this.now();
    const lock = this.#locks.get(number);
    if (lock?.lockedUntil && lock.lockedUntil > now) {
      return {
        ok: false,
        reason: 'locked',
        retryAfterSeconds: Math.ceil((lock.lockedUntil - now) / 1000),
      };
    }

    const account = this.#byNumber.get(number);
    const valid = await verify(account?.passwordHash ?? this.#dummyHash, password).catch(
      () => false,
    );
    if (account && valid) {
      if (this.#locks.delete(number)) await this.#locksWriter.save();
      return { ok: true, account };
    }

    const windowMs = this.policy.lockMinutes * 60_000;
    const recent = lock && !lock.lockedUntil && now - lock.lastFailureAt < windowMs;
    const failures = (recent ? lock.failures : 0) + 1;
    const next: LockState = { failures, lastFailureAt: now };
    if (failures >= this.policy.maxFailures) next.lockedUntil = now + windowMs;
    this.#locks.set(number, next);
    await this.#locksWriter.save();
    return next.lockedUntil
      ? { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil(windowMs / 1000) }
      : { ok: false, reason: 'invalid_credentials' };
  }

  #pruneLocks(): void {
    const now = this.now();
    const windowMs = this.policy.lockMinutes * 60_000;
    for (const [number, state] of this.#locks) {
      const stale = state.lockedUntil
        ? state.lockedUntil <= now
        : now - state.lastFailureAt >= windowMs;
      if (stale) this.#locks.delete(number);
    }
    // Made-up account numbers count too; keep a flood of them from growing the file for ever.
    for (const number of this.#locks.keys()) {
      if (this.#locks.size <= MAX_LOCK_ENTRIES) break;
      this.#locks.delete(number);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.#accountsWriter.idle(), this.#locksWriter.idle()]);
  }
}
