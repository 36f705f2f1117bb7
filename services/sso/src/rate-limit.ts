/**
 * Request limits in front of the login, in fixed one-minute windows held in memory (one process
 * owns the SSO). They stay there with REDIS_URL too (issue 11): the SSO stand-in runs as one
 * process by design (oidc-provider over its file store), so there is no second replica to
 * share a count with. The lockout in accounts/ counts failures; these count requests, so a
 * flood of interactions or login posts is refused before it costs an argon2 verify.
 *
 * No limit here is one that a few dozen addresses can use up for everybody (issue 20): each
 * client address has its limit, and so has its network (/24, /64: one party holds many
 * neighbouring addresses). The global guard is overload protection only, and it is fair: past
 * half of it only light networks are served, so a flood is refused before any visitor is.
 */
import { clientKeys } from '@brokerage/shared/server/clientNetwork.ts';
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
    const window = this.hit(key);
    return window.count > this.limit ? window.retryAfter : 0;
  }

  /** Counts a request: how many the key has made in its window, and seconds until it ends. */
  hit(key: string): { count: number; retryAfter: number } {
    const window = this.#current(key) ?? this.#open(key);
    window.count += 1;
    return { count: window.count, retryAfter: this.#secondsLeft(window) };
  }

  /** The same without counting one more. */
  peek(key: string): { count: number; retryAfter: number } {
    const window = this.#current(key);
    return window
      ? { count: window.count, retryAfter: this.#secondsLeft(window) }
      : { count: 0, retryAfter: Math.ceil(this.windowMs / 1000) };
  }

  #current(key: string) {
    const window = this.#windows.get(key);
    return window && window.resetAt > this.now() ? window : undefined;
  }

  #open(key: string) {
    this.#windows.delete(key);
    const window = { count: 0, resetAt: this.now() + this.windowMs };
    this.#windows.set(key, window);
    for (const old of this.#windows.keys()) {
      if (this.#windows.size <= MAX_KEYS) break;
      this.#windows.delete(old);
    }
    return window;
  }

  #secondsLeft(window: { resetAt: number }): number {
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }
}

export interface ClientLimitOptions {
  /** Requests per client address per minute. */
  perAddress: number;
  /** Requests per network (/24, /64) per minute, its addresses together. */
  perNetwork: number;
  /**
   * Requests per minute served to everybody together: the overload ceiling. Past half of it,
   * only networks that are light this minute (at most a tenth of `perAddress`) are served.
   */
  global: number;
}

/** Per address, per network, and the fair global guard, taken together. */
export class ClientLimit {
  readonly #addresses: RateLimiter;
  readonly #networks: RateLimiter;
  /** Counts only what was served: a refused request costs nobody else a slot. */
  readonly #served: RateLimiter;
  readonly #light: number;

  constructor(
    private readonly options: ClientLimitOptions,
    now: () => number = Date.now,
  ) {
    this.#addresses = new RateLimiter(options.perAddress, now);
    this.#networks = new RateLimiter(options.perNetwork, now);
    this.#served = new RateLimiter(options.global, now);
    // A visitor's login is a handful of requests; a tenth of what one address may make
    // leaves room for a few tries without leaving a flood anything to work with.
    this.#light = Math.ceil(options.perAddress / 10);
  }

  /** 0 when allowed, else seconds to wait. */
  take(address: string): number {
    const keys = clientKeys(address);
    // Both counted first: a client that keeps knocking stays heavy while refused.
    const byAddress = this.#addresses.hit(keys.address);
    const byNetwork = this.#networks.hit(keys.network);
    if (byAddress.count > this.options.perAddress) return byAddress.retryAfter;
    if (byNetwork.count > this.options.perNetwork) return byNetwork.retryAfter;
    const served = this.#served.peek('*');
    const overloaded = served.count >= this.options.global;
    const heavyUnderLoad = served.count >= this.options.global / 2 && byNetwork.count > this.#light;
    if (overloaded || heavyUnderLoad) return served.retryAfter;
    this.#served.hit('*');
    return 0;
  }
}

export interface SsoLimits {
  /** GET /auth, the interaction pages and their posts. */
  requests: ClientLimit;
  /** Login form posts. */
  logins: ClientLimit;
  proxyHops: number;
}

export function createLimits(config: RequestLimits, now: () => number = Date.now): SsoLimits {
  return {
    requests: new ClientLimit(
      {
        perAddress: config.requestsPerAddress,
        perNetwork: config.requestsPerNetwork,
        global: config.requestsGlobal,
      },
      now,
    ),
    logins: new ClientLimit(
      {
        perAddress: config.loginsPerAddress,
        perNetwork: config.loginsPerNetwork,
        global: config.loginsGlobal,
      },
      now,
    ),
    proxyHops: config.proxyHops,
  };
}
