/**
 * The SSO's own customer store: profiles with argon2id password hashes in
 * `${DATA_DIR}/sso/accounts.json`, and the login throttle's state in `lockouts.json`.
 *
 * Lockout policy (ASVS 6.1.1 / 6.3.x, NIST 800-63B 5.2.2): a lock must stop guessing without
 * letting a stranger lock the owner out, so failures are counted three ways.
 *
 * - Per (account number, client address) pair: the first `delayAfterFailures` failures are free;
 *   after n failures beyond them the pair's next attempt must wait 2^n seconds (2, 4, 8 …,
 *   at most `lockMinutes`). This is what a guesser at one address meets; the owner at another
 *   address is not affected.
 * - Per account number, all addresses together: `maxFailuresPerAccount` failures (default 50,
 *   NIST's ceiling is 100) lock the account for `lockMinutes` for everyone. Reaching it takes
 *   many addresses or a long time, not a handful of requests.
 * - Per client address, all account numbers together: `maxFailuresPerAddress` failures refuse
 *   that address for the rest of the window (password spraying across sequential numbers).
 *
 * Failures are forgotten `lockMinutes` after the last one; a success clears its pair and its
 * account. Every attempt is reserved (counted as a failure) synchronously, before the argon2
 * verify is awaited, so a burst of parallel guesses meets the limits like a sequence would. An
 * unknown account number is counted and answered exactly like a known one. Addresses are kept
 * only as salted hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { hash, verify, type Options } from '@node-rs/argon2';
import type { LockoutPolicy } from '../config';
import { readJson, SerialWriter } from '../store/json-file';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type AccountProfile } from './demo-accounts';

/** Depository member code + letter + six digits, e.g. 009C123456 (market-facts.md). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{3}[A-Z]\d{6}$/;

/** Trimmed and upper-cased: the account number is case-insensitive on input. */
export const normalizeAccountNumber = (value: string): string => value.trim().toUpperCase();

/** OWASP's argon2id baseline (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id. */
const HASH_OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Per map: made-up account numbers and addresses count too, and must not grow it for ever. */
const MAX_ENTRIES = 10_000;

export interface Account extends AccountProfile {
  passwordHash: string;
}

interface Failures {
  failures: number;
  lastFailureAt: number;
  /** Account only: the hard lock. */
  lockedUntil?: number;
}

interface SavedState {
  version: 2;
  salt: string;
  accounts: Record<string, Failures>;
  pairs: Record<string, Failures>;
  addresses: Record<string, Failures>;
}

export type AuthResult =
  | { ok: true; account: Account }
  | { ok: false; reason: 'invalid_credentials' }
  /** This pair must wait before its next attempt. */
  | { ok: false; reason: 'delayed'; retryAfterSeconds: number }
  /** The account is hard-locked for everyone. */
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  /** This address failed on too many account numbers. */
  | { ok: false; reason: 'address_limited'; retryAfterSeconds: number };

/** Removes and re-inserts, so a Map's insertion order is least recently changed first. */
function touch(map: Map<string, Failures>, key: string, value: Failures): void {
  map.delete(key);
  map.set(key, value);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class AccountStore {
  readonly #bySub = new Map<string, Account>();
  readonly #byNumber = new Map<string, Account>();
  readonly #accountFailures = new Map<string, Failures>();
  readonly #pairFailures = new Map<string, Failures>();
  readonly #addressFailures = new Map<string, Failures>();
  readonly #accountsWriter: SerialWriter;
  readonly #locksWriter: SerialWriter;
  #salt = randomBytes(16).toString('base64url');
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
    this.#locksWriter = new SerialWriter(path.join(dir, 'lockouts.json'), (): SavedState => {
      this.#prune();
      return {
        version: 2,
        salt: this.#salt,
        accounts: Object.fromEntries(this.#accountFailures),
        pairs: Object.fromEntries(this.#pairFailures),
        addresses: Object.fromEntries(this.#addressFailures),
      };
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

    // Version 1 (per-account locks after five failures) is dropped: its locks were the problem.
    const locks = (await readJson(path.join(dir, 'lockouts.json'))) as
      Partial<SavedState> | undefined;
    if (locks?.version === 2 && typeof locks.salt === 'string') {
      store.#salt = locks.salt;
      const load = (map: Map<string, Failures>, saved: Record<string, Failures> | undefined) => {
        for (const [key, state] of Object.entries(saved ?? {})) map.set(key, state);
      };
      load(store.#accountFailures, locks.accounts);
      load(store.#pairFailures, locks.pairs);
      load(store.#addressFailures, locks.addresses);
    }

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

  get #windowMs(): number {
    return this.policy.lockMinutes * 60_000;
  }

  /** The state if its failures still count, else undefined (and forgotten). */
  #current(map: Map<string, Failures>, key: string, now: number): Failures | undefined {
    const state = map.get(key);
    if (!state) return undefined;
    const over = state.lockedUntil
      ? state.lockedUntil <= now
      : now - state.lastFailureAt >= this.#windowMs;
    if (!over) return state;
    map.delete(key);
    return undefined;
  }

  /** How long the pair must still wait after `failures` failures, the last at `lastFailureAt`. */
  #pairWaitMs(state: Failures, now: number): number {
    const beyond = state.failures - this.policy.delayAfterFailures;
    if (beyond < 0) return 0;
    const delayMs = Math.min(2 ** (beyond + 1) * 1000, this.#windowMs);
    return state.lastFailureAt + delayMs - now;
  }

  #addressKey(address: string): string {
    return createHash('sha256')
      .update(`${this.#salt}\0${address}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /**
   * Checks a login from `address` (the client's IP address). See the policy above; the checks
   * and the reservation run before the first await, so parallel calls see each other.
   */
  async authenticate(
    accountNumberInput: string,
    password: string,
    address: string,
  ): Promise<AuthResult> {
    const number = normalizeAccountNumber(accountNumberInput);
    const addressKey = this.#addressKey(address);
    const pairKey = `${number} ${addressKey}`;
    const now = this.now();

    const account = this.#current(this.#accountFailures, number, now);
    if (account?.lockedUntil) {
      return { ok: false, reason: 'locked', retryAfterSeconds: seconds(account.lockedUntil - now) };
    }
    const byAddress = this.#current(this.#addressFailures, addressKey, now);
    if (byAddress && byAddress.failures >= this.policy.maxFailuresPerAddress) {
      return {
        ok: false,
        reason: 'address_limited',
        retryAfterSeconds: seconds(byAddress.lastFailureAt + this.#windowMs - now),
      };
    }
    const pair = this.#current(this.#pairFailures, pairKey, now);
    const waitMs = pair ? this.#pairWaitMs(pair, now) : 0;
    if (waitMs > 0) return { ok: false, reason: 'delayed', retryAfterSeconds: seconds(waitMs) };

    // Reserve: this attempt counts as a failure until the password proves otherwise.
    const accountNext: Failures = { failures: (account?.failures ?? 0) + 1, lastFailureAt: now };
    if (accountNext.failures >= this.policy.maxFailuresPerAccount) {
      accountNext.lockedUntil = now + this.#windowMs;
    }
    touch(this.#accountFailures, number, accountNext);
    touch(this.#pairFailures, pairKey, { failures: (pair?.failures ?? 0) + 1, lastFailureAt: now });
    touch(this.#addressFailures, addressKey, {
      failures: (byAddress?.failures ?? 0) + 1,
      lastFailureAt: now,
    });
    const reserved = this.#locksWriter.save();

    const known = this.#byNumber.get(number);
    const valid = await verify(known?.passwordHash ?? this.#dummyHash, password).catch(() => false);
    if (known && valid) {
      this.#accountFailures.delete(number);
      this.#pairFailures.delete(pairKey);
      const addressNow = this.#addressFailures.get(addressKey);
      if (addressNow && addressNow.failures > 0) addressNow.failures -= 1;
      await Promise.all([reserved, this.#locksWriter.save()]);
      return { ok: true, account: known };
    }
    await reserved;
    // The attempt that reaches the account's limit already answers "locked".
    return accountNext.lockedUntil
      ? { ok: false, reason: 'locked', retryAfterSeconds: seconds(this.#windowMs) }
      : { ok: false, reason: 'invalid_credentials' };
  }

  #prune(): void {
    const now = this.now();
    for (const map of [this.#accountFailures, this.#pairFailures, this.#addressFailures]) {
      for (const key of [...map.keys()]) this.#current(map, key, now);
      // Least recently changed first: a flood of made-up entries pushes out the oldest.
      for (const key of map.keys()) {
        if (map.size <= MAX_ENTRIES) break;
        map.delete(key);
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.#accountsWriter.idle(), this.#locksWriter.idle()]);
  }
}
