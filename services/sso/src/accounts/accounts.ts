/**
 * The SSO's own customer store: profiles with argon2id password hashes in
 * `${DATA_DIR}/sso/accounts.json`, and the login counters in `lockouts.json`.
 *
 * The rules are the shared login policy's (shared/src/server/loginPolicy.ts), the same as the
 * API's direct login: a browser with a valid device cookie for the account is counted per
 * (account, device) and never refused because of strangers; unknown clients are spaced out per
 * (account, address), per account past its threshold (a growing delay, never a lock) and per
 * address across accounts. This store keeps the counters in memory, written through to the file,
 * and reserves an attempt synchronously, before the first await, so a burst of parallel guesses
 * meets the limits as a sequence would. Password checks run in a bounded pool: a login that finds
 * no place in it is refused at once, before anything is counted. Addresses are kept only as
 * salted hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { hash, verify, type Options } from '@node-rs/argon2';
import { BoundedPool } from '@brokerage/shared/server/boundedPool.ts';
import { clientKeys } from '@brokerage/shared/server/clientNetwork.ts';
import {
  type Counter,
  type CounterRef,
  type CounterScope,
  type CounterWrite,
  type LoginRefusalReason,
  type LoginSettings,
  LoginPolicy,
} from '@brokerage/shared/server/loginPolicy.ts';
import { DeviceCookies } from '@brokerage/shared/server/loginPolicyDevice.ts';
import { readJson, SerialWriter } from '../store/json-file';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type AccountProfile } from './demo-accounts';

/** Depository member code + letter + six digits, e.g. 009C123456 (market-facts.md). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{3}[A-Z]\d{6}$/;

/** Trimmed and upper-cased: the account number is case-insensitive on input. */
export const normalizeAccountNumber = (value: string): string => value.trim().toUpperCase();

/** OWASP's argon2id baseline (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id. */
const HASH_OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Per scope: made-up account numbers and addresses count too, and must not grow it for ever. */
const MAX_ENTRIES = 10_000;

const SCOPES: readonly CounterScope[] = ['device', 'pair', 'account', 'address'];

/** Hashes made at start-up (demo accounts, the dummy) take a place like any other. */
const START_UP = { key: 'start-up', priority: true };

export interface Account extends AccountProfile {
  passwordHash: string;
}

interface SavedState {
  version: 3;
  salt: string;
  counters: Partial<Record<CounterScope, Record<string, Counter>>>;
}

/** Who is logging in: the client address, and the device cookie its browser sent. */
export interface LoginClient {
  address: string;
  /** The value of the device cookie, if any (checked here). */
  device?: string | undefined;
}

export type AuthResult =
  /** In; `device` is the device cookie's new value. */
  | { ok: true; account: Account; device: string }
  | { ok: false; reason: 'invalid_credentials' }
  /** Refused before the password check (see the policy), or the hashing pool is full. */
  | { ok: false; reason: LoginRefusalReason | 'busy'; retryAfterSeconds: number };

export class AccountStore {
  readonly #bySub = new Map<string, Account>();
  readonly #byNumber = new Map<string, Account>();
  /** Per scope, least recently changed first. */
  readonly #counters = new Map<CounterScope, Map<string, Counter>>(
    SCOPES.map((scope) => [scope, new Map()]),
  );
  readonly #accountsWriter: SerialWriter;
  readonly #locksWriter: SerialWriter;
  readonly #policy: LoginPolicy;
  readonly #devices: DeviceCookies;
  readonly #hashing: BoundedPool;
  #salt = randomBytes(16).toString('base64url');
  /** Verified for unknown account numbers, so they take as long as known ones. */
  #dummyHash = '';

  private constructor(
    dir: string,
    settings: LoginSettings,
    private readonly now: () => number,
  ) {
    this.#policy = new LoginPolicy(settings);
    this.#devices = new DeviceCookies(settings.device);
    this.#hashing = new BoundedPool(settings.hashPool);
    this.#accountsWriter = new SerialWriter(path.join(dir, 'accounts.json'), () => ({
      version: 1,
      accounts: [...this.#bySub.values()],
    }));
    this.#locksWriter = new SerialWriter(path.join(dir, 'lockouts.json'), (): SavedState => {
      this.#prune();
      return {
        version: 3,
        salt: this.#salt,
        counters: Object.fromEntries(
          [...this.#counters].map(([scope, map]) => [scope, Object.fromEntries(map)]),
        ),
      };
    });
  }

  /** Loads the store; demo accounts missing from it are created with hashed passwords. */
  static async open(
    dir: string,
    settings: LoginSettings,
    now: () => number = Date.now,
  ): Promise<AccountStore> {
    const store = new AccountStore(dir, settings, now);
    const saved = (await readJson(path.join(dir, 'accounts.json'))) as
      { accounts?: Account[] } | undefined;
    for (const account of saved?.accounts ?? []) store.#add(account);

    const missing = DEMO_ACCOUNTS.filter((a) => !store.#byNumber.has(a.accountNumber));
    for (const profile of missing) {
      store.#add({ ...profile, passwordHash: await store.#hash(DEMO_PASSWORD) });
    }
    if (missing.length > 0) await store.#accountsWriter.save();

    // Versions 1 and 2 (account-wide locks) are dropped: their locks were the problem.
    const locks = (await readJson(path.join(dir, 'lockouts.json'))) as
      Partial<SavedState> | undefined;
    if (locks?.version === 3 && typeof locks.salt === 'string') {
      store.#salt = locks.salt;
      for (const scope of SCOPES) {
        const map = store.#counters.get(scope)!;
        for (const [key, counter] of Object.entries(locks.counters?.[scope] ?? {})) {
          map.set(key, counter);
        }
      }
    }

    store.#dummyHash = await store.#hash(randomBytes(16).toString('hex'));
    return store;
  }

  #hash(password: string): Promise<string> {
    return this.#hashing.run(() => hash(password, HASH_OPTIONS), START_UP);
  }

  #add(account: Account): void {
    this.#bySub.set(account.sub, account);
    this.#byNumber.set(normalizeAccountNumber(account.accountNumber), account);
  }

  findBySub(sub: string): Account | undefined {
    return this.#bySub.get(sub);
  }

  #addressKey(address: string): string {
    return createHash('sha256')
      .update(`${this.#salt}\0${address}`)
      .digest('base64url')
      .slice(0, 22);
  }

  readonly #read = (ref: CounterRef): Counter | undefined =>
    this.#counters.get(ref.scope)?.get(ref.key);

  #apply(writes: CounterWrite[]): void {
    for (const { scope, key, counter } of writes) {
      const map = this.#counters.get(scope)!;
      // Removed and re-inserted: a Map's insertion order is then least recently changed first.
      map.delete(key);
      if (counter) map.set(key, counter);
    }
  }

  /**
   * Checks a login from `client`. The pool place, the policy's checks and the reservation all
   * happen before the first await, so parallel calls see each other.
   */
  async authenticate(
    accountNumberInput: string,
    password: string,
    client: LoginClient,
  ): Promise<AuthResult> {
    const number = normalizeAccountNumber(accountNumberInput);
    const now = this.now();
    const device = this.#devices.deviceFor(client.device, number, now);
    const place = this.#hashing.admit({
      key: clientKeys(client.address).network,
      priority: device !== undefined,
    });
    if (!place) {
      return { ok: false, reason: 'busy', retryAfterSeconds: this.#hashing.retryAfterSeconds() };
    }
    try {
      const keys = { account: number, address: this.#addressKey(client.address), device };
      const reservation = this.#policy.reserve(keys, this.#read, now);
      if ('refused' in reservation) return { ok: false, ...reservation.refused };
      this.#apply(reservation.writes);
      const reserved = this.#locksWriter.save();

      const known = this.#byNumber.get(number);
      const valid = await place.run(() =>
        verify(known?.passwordHash ?? this.#dummyHash, password).catch(() => false),
      );
      if (known && valid) {
        this.#apply(this.#policy.succeed(keys, reservation.as, this.#read, this.now()));
        await Promise.all([reserved, this.#locksWriter.save()]);
        return {
          ok: true,
          account: known,
          device: this.#devices.issue(client.device, number, now),
        };
      }
      await reserved;
      return { ok: false, reason: 'invalid_credentials' };
    } finally {
      place.release();
    }
  }

  /** Max-Age of the device cookie, in seconds. */
  get deviceMaxAgeSeconds(): number {
    return this.#devices.maxAgeSeconds;
  }

  #prune(): void {
    const now = this.now();
    for (const [scope, map] of this.#counters) {
      for (const [key, counter] of [...map]) {
        if (!this.#policy.live(scope, counter, now)) map.delete(key);
      }
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
