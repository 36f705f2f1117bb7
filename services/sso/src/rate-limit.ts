/**
 * Request limits in front of the login: per client address and for everybody together, in
 * fixed one-minute windows held in memory (one process owns the SSO). They stay there with
 * REDIS_URL too (issue 11): the SSO stand-in runs as one process by design (oidc-provider over
 * its file store), so there is no second replica to share a count with. The lockout in
 * accounts/accounts.ts counts failures; these count requests, so a flood of interactions or
 * login posts is refused before it creates records or costs an argon2 verify.
 */
import type { RequestLimits } from './config';

const WINDOW_MS = 60_000;
/** Keys kept at most; past it, the least recently started windows are dropped. */
const MAX_KEYS = 50_000;

export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /** Counts a request; 0 when allowed, else the seconds until the key's window ends. */
  take(key: string): number {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.delete(key);
      window = { count: 0, resetAt: now + this.windowMs };
      this.#windows.set(key, window);
      this.#evict();
    }
    window.count += 1;
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  #evict(): void {
    for (const key of this.#windows.keys()) {
      if (this.#windows.size <= MAX_KEYS) break;
      this.#windows.delete(key);
    }
  }
}

/** A per-address limit and a global one, taken together. */
export class AddressAndGlobalLimit {
  readonly #perAddress: RateLimiter;
  readonly #global: RateLimiter;

  constructor(perAddress: number, global: number, now: () => number = Date.now) {
    this.#perAddress = new RateLimiter(perAddress, now);
    this.#global = new RateLimiter(global, now);
  }

  /** 0 when allowed, else seconds to wait. A request refused per address costs no global slot. */
  take(address: string): number {
    return this.#perAddress.take(address) || this.#global.take('*');
  }
}

export interface SsoLimits {
  /** GET /auth, the interaction pages and their posts. */
  requests: AddressAndGlobalLimit;
  /** Login form posts. */
  logins: AddressAndGlobalLimit;
  proxyHops: number;
}

export function createLimits(config: RequestLimits, now: () => number = Date.now): SsoLimits {
  return {
    requests: new AddressAndGlobalLimit(config.requestsPerAddress, config.requestsGlobal, now),
    logins: new AddressAndGlobalLimit(config.loginsPerAddress, config.loginsGlobal, now),
    proxyHops: config.proxyHops,
  };
}
