/**
 * The login policy of the API's direct login and the SSO's login page (issue 20): one set of
 * rules, one set of variables. Each service keeps only the storage of the counters (the API a
 * table, the SSO a file) and makes a reservation atomic its own way; the rules are here.
 *
 * A browser that has logged in to an account holds a signed device cookie for it (OWASP "device
 * cookies", loginPolicyDevice.ts). An attempt is counted either as that device's or as an
 * unknown client's, never both, so strangers failing on an account never shut out its owner:
 *
 * - device (account + device id): a known browser's attempts count here only. After
 *   LOGIN_MAX_FAILURES_PER_DEVICE (10) in the window the device is distrusted for the window: its
 *   attempts are then an unknown client's. A stolen cookie buys ten guesses, no more.
 * - pair (account + client address), unknown clients: the first LOGIN_DELAY_AFTER_FAILURES (3)
 *   go straight through; after that each must wait 2, 4, 8 s… after the one before.
 * - account, every unknown client together: past LOGIN_MAX_FAILURES_PER_ACCOUNT (50) the same
 *   growing delay, for every unknown client of the account: distributed guessing gets one try
 *   per 2ⁿ s, and the owner on a new browser waits seconds, not a lock anyone can set.
 * - address, unknown clients on any accounts: LOGIN_MAX_FAILURES_PER_ADDRESS (20) in the window
 *   refuse that address for the window (spraying many accounts from one place).
 *
 * Delays are at most LOGIN_LOCK_MINUTES, the window. A pair or account count is forgotten a
 * window after its last attempt or wait, an address or device count a window after it started. An attempt
 * is reserved (counted as a failure) before its password is checked, so parallel guesses meet
 * the limits as a sequence would; a refused attempt reserves nothing and extends no wait. A
 * success clears its pair, account and device and gives back its address reservation. Unknown
 * account numbers are counted exactly like real ones.
 */
import { z } from 'zod';
import { defaultConcurrency, type BoundedPoolOptions } from './boundedPool';
import { persistentSecret, type DeviceCookieSettings } from './loginPolicyDevice';

export interface LoginLimits {
  /** Attempts of one (account, address) pair before its delays start. */
  delayAfterFailures: number;
  /** Attempts of unknown clients on one account before their delays start. */
  maxFailuresPerAccount: number;
  /** Attempts of unknown clients from one address, on any accounts, before it is refused. */
  maxFailuresPerAddress: number;
  /** Failures of one known device before it is treated as unknown. */
  maxFailuresPerDevice: number;
  /** The counting window, and the longest wait. */
  lockMinutes: number;
}

/** Everything a service needs to apply the policy: limits, device cookies, the hashing pool. */
export interface LoginSettings extends LoginLimits {
  device: DeviceCookieSettings;
  hashPool: BoundedPoolOptions;
}

const count = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * The variables of the policy, the same in the API and the SSO (each service's schema takes
 * them in). Defaults in parentheses above.
 */
export const LoginEnvSchema = z.object({
  /** Attempts of unknown clients on one account in the window before each must wait 2ⁿ s. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: count(50, 10_000),
  /** Attempts from one client address, on any accounts, before it is refused for the window. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: count(20, 100_000),
  /** Failures of one known device (device cookie) in the window before it counts as unknown. */
  LOGIN_MAX_FAILURES_PER_DEVICE: count(10, 10_000),
  /** Attempts of one (account, address) pair before they are spaced 2ⁿ s apart. */
  LOGIN_DELAY_AFTER_FAILURES: count(3, 100),
  /** The counting window of failures and the longest delay. */
  LOGIN_LOCK_MINUTES: count(15, 24 * 60),
  /**
   * Key of the device cookies' HMAC (32+ characters). Required in production, and the same on
   * every replica of a service; elsewhere made once under DATA_DIR.
   */
  LOGIN_DEVICE_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  /** How long a device cookie keeps a browser known after its last login there. */
  LOGIN_DEVICE_DAYS: count(180, 3650),
  /** Password hashes at once; default the cores but one (one is left to everything else). */
  LOGIN_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(1024).optional(),
  /** Logins that may wait for a hash; a login beyond them is refused at once (429). */
  LOGIN_HASH_QUEUE: z.coerce.number().int().min(0).max(100_000).default(32),
  /** Places in the hashing queue one client network (/24, /64) may hold. */
  LOGIN_HASH_QUEUE_PER_NETWORK: count(4, 100_000),
  /**
   * Longest likely wait for a hash a login is queued for (ms; the queue ahead times the mean
   * hash time); a login that would wait longer is refused at once (429). Kept under the proxy's
   * UPSTREAM_TIMEOUT_MS, so no queued login is answered 503 by the proxy.
   */
  LOGIN_HASH_MAX_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
});
export type LoginEnv = z.infer<typeof LoginEnvSchema>;

/** What a configuration check reports: nothing, or why the environment cannot be used. */
export function loginEnvProblems(env: LoginEnv, nodeEnv: string): string[] {
  return nodeEnv === 'production' && !env.LOGIN_DEVICE_SECRET
    ? [
        'LOGIN_DEVICE_SECRET: required in production (32+ random characters, the same on every ' +
          'replica): the key that signs the login device cookies',
      ]
    : [];
}

/**
 * The settings of a parsed environment. Without LOGIN_DEVICE_SECRET the key is read from (or
 * made in) `secretFile` on first use, so parsing the environment touches no file.
 */
export function loginSettings(env: LoginEnv, secretFile: string): LoginSettings {
  let secret = env.LOGIN_DEVICE_SECRET;
  return {
    delayAfterFailures: env.LOGIN_DELAY_AFTER_FAILURES,
    maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    maxFailuresPerDevice: env.LOGIN_MAX_FAILURES_PER_DEVICE,
    lockMinutes: env.LOGIN_LOCK_MINUTES,
    device: {
      days: env.LOGIN_DEVICE_DAYS,
      get secret() {
        secret ??= persistentSecret(secretFile, 'LOGIN_DEVICE_SECRET');
        return secret;
      },
    },
    hashPool: {
      concurrency: env.LOGIN_HASH_CONCURRENCY ?? defaultConcurrency(),
      queue: env.LOGIN_HASH_QUEUE,
      perNetwork: env.LOGIN_HASH_QUEUE_PER_NETWORK,
      maxWaitMs: env.LOGIN_HASH_MAX_WAIT_MS,
    },
  };
}

export type CounterScope = 'device' | 'pair' | 'account' | 'address';

/** One key's count; times in epoch milliseconds. */
export interface Counter {
  failures: number;
  windowStartedAt: number;
  updatedAt: number;
  /** Until when the key's attempts are refused (a device: distrusted); null: they are not. */
  lockedUntil: number | null;
}

export interface CounterRef {
  scope: CounterScope;
  key: string;
}

/** A counter's new state; null: delete it. */
export interface CounterWrite extends CounterRef {
  counter: Counter | null;
}

export interface AttemptKeys {
  /** The account number as typed, normalised (upper case). */
  account: string;
  /** The client address, as the service keeps it (a keyed or salted hash). */
  address: string;
  /** The device id of a valid device cookie for this account, if the browser sent one. */
  device?: string | undefined;
}

/** Why an attempt is refused before its password is checked. */
export type LoginRefusalReason =
  /** This pair must wait (API `login_delayed`). */
  | 'delayed'
  /** Unknown clients of this account must wait (API `login_delayed`). */
  | 'account_delayed'
  /** This address failed on too many accounts (API `too_many_attempts`). */
  | 'address_limited';

export interface LoginRefusal {
  reason: LoginRefusalReason;
  retryAfterSeconds: number;
}

/** Who the attempt was counted as: the success clears accordingly. */
export type CountedAs = 'device' | 'unknown';

export type Reservation = { refused: LoginRefusal } | { as: CountedAs; writes: CounterWrite[] };

/** The stored state of a counter, or undefined when there is none. */
export type ReadCounter = (ref: CounterRef) => Counter | undefined;

const REFUSAL: Record<Exclude<CounterScope, 'device'>, LoginRefusalReason> = {
  pair: 'delayed',
  account: 'account_delayed',
  address: 'address_limited',
};

const refKey = (ref: CounterRef) => `${ref.scope} ${ref.key}`;

/** A stable order of counters (a database locks them in it, so two attempts cannot deadlock). */
export const byRef = (a: CounterRef, b: CounterRef) =>
  refKey(a) < refKey(b) ? -1 : refKey(a) > refKey(b) ? 1 : 0;

export class LoginPolicy {
  constructor(private readonly limits: LoginLimits) {}

  get windowMs(): number {
    return this.limits.lockMinutes * 60_000;
  }

  /** Every counter an attempt with these keys may read or write, in `byRef` order. */
  counters(keys: AttemptKeys): CounterRef[] {
    const { pair, account, address, device } = this.#refs(keys);
    return [pair, account, address, ...(device ? [device] : [])].sort(byRef);
  }

  /**
   * Whether a stored count still says anything at `now`; one that does not is as good as none
   * (and may be dropped).
   */
  live(scope: CounterScope, counter: Counter, now: number): boolean {
    if (counter.failures <= 0) return false;
    if (counter.lockedUntil !== null && counter.lockedUntil > now) return true;
    // A delay counts from the end of its wait, so one capped at the window is not forgotten
    // the moment it is over; a lock counts from the start of its window.
    const since =
      scope === 'pair' || scope === 'account'
        ? Math.max(counter.updatedAt, counter.lockedUntil ?? 0)
        : counter.windowStartedAt;
    return now - since < this.windowMs;
  }

  /**
   * An attempt before its password is checked: refused (nothing to write), or counted as a
   * failure, as the device's or as an unknown client's; the caller writes `writes` atomically
   * with the reads.
   */
  reserve(keys: AttemptKeys, read: ReadCounter, now: number): Reservation {
    const refs = this.#refs(keys);
    const current = this.#reader(read, now);
    if (refs.device) {
      const device = current(refs.device);
      // A distrusted device is just another unknown client.
      if (waitOf(device, now) === 0) {
        return { as: 'device', writes: [this.#counted(refs.device, device, now)] };
      }
    }
    const unknown = [refs.pair, refs.account, refs.address];
    let refusal: LoginRefusal | undefined;
    for (const ref of unknown) {
      const waitMs = waitOf(current(ref), now);
      if (waitMs > 0 && (!refusal || waitMs > refusal.retryAfterSeconds * 1000)) {
        const reason = REFUSAL[ref.scope as keyof typeof REFUSAL];
        refusal = { reason, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
    }
    if (refusal) return { refused: refusal };
    return { as: 'unknown', writes: unknown.map((ref) => this.#counted(ref, current(ref), now)) };
  }

  /**
   * A success: its pair, account and device counts are over; an unknown client gets its
   * address reservation back (a guesser with one real account must not reset their budget, and
   * a success must not use it up either).
   */
  succeed(keys: AttemptKeys, as: CountedAs, read: ReadCounter, now: number): CounterWrite[] {
    const refs = this.#refs(keys);
    const writes: CounterWrite[] = [
      refs.pair,
      refs.account,
      ...(refs.device ? [refs.device] : []),
    ].map((ref) => ({ ...ref, counter: null }));
    const address = this.#reader(read, now)(refs.address);
    if (as === 'unknown' && address) {
      const failures = address.failures - 1;
      writes.push({
        ...refs.address,
        counter: {
          ...address,
          failures,
          // The reservation that set the lock was this success's: no lock after all.
          lockedUntil: failures < this.limits.maxFailuresPerAddress ? null : address.lockedUntil,
        },
      });
    }
    return writes.sort(byRef);
  }

  #refs(keys: AttemptKeys): Record<'pair' | 'account' | 'address', CounterRef> & {
    device: CounterRef | undefined;
  } {
    return {
      pair: { scope: 'pair', key: `${keys.account}:${keys.address}` },
      account: { scope: 'account', key: keys.account },
      address: { scope: 'address', key: keys.address },
      device: keys.device ? { scope: 'device', key: `${keys.account}:${keys.device}` } : undefined,
    };
  }

  #reader(read: ReadCounter, now: number) {
    return (ref: CounterRef): Counter | undefined => {
      const counter = read(ref);
      return counter && this.live(ref.scope, counter, now) ? counter : undefined;
    };
  }

  /** The counter after one more attempt at `now`, with the wait that count calls for. */
  #counted(ref: CounterRef, counter: Counter | undefined, now: number): CounterWrite {
    const failures = (counter?.failures ?? 0) + 1;
    const waitMs = this.#waitAfter(ref.scope, failures);
    return {
      ...ref,
      counter: {
        failures,
        windowStartedAt: counter?.windowStartedAt ?? now,
        updatedAt: now,
        lockedUntil: waitMs > 0 ? now + waitMs : null,
      },
    };
  }

  /** How long the key must wait after its `failures`-th attempt of the window. */
  #waitAfter(scope: CounterScope, failures: number): number {
    const growing = (free: number) =>
      failures < free ? 0 : Math.min(2 ** Math.min(failures - free + 1, 40) * 1000, this.windowMs);
    switch (scope) {
      case 'pair':
        return growing(this.limits.delayAfterFailures);
      case 'account':
        return growing(this.limits.maxFailuresPerAccount);
      case 'address':
        return failures < this.limits.maxFailuresPerAddress ? 0 : this.windowMs;
      case 'device':
        return failures < this.limits.maxFailuresPerDevice ? 0 : this.windowMs;
    }
  }
}

/** How long a counter still makes its key wait (0: not at all). */
const waitOf = (counter: Counter | undefined, now: number): number =>
  counter?.lockedUntil != null && counter.lockedUntil > now ? counter.lockedUntil - now : 0;
