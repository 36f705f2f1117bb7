import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http/http-error';
import type { Counted } from '../../lib/state/shared-state';
import { onceAMinute } from '../app/state';

/** Seconds a refused request is told to wait while the counter store is unreachable. */
const UNAVAILABLE_RETRY_AFTER = '30';

interface Counter {
  increment(key: string, windowMs: number): Promise<Counted>;
}

/**
 * Fixed windows in this process's memory: every limit on the embedded default (one API process
 * owns PGlite, so memory is as shared as the database, and a PGlite write per request would cost
 * more than the limit protects: each one waits behind every other statement of the process),
 * and the global limit on PostgreSQL without Redis.
 */
export class MemoryCounter implements Counter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number,
    private readonly maxKeys = 10_000,
  ) {}

  async increment(key: string, windowMs: number): Promise<Counted> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: new Date(window.resetAt) };
  }

  /**
   * Drops ended windows, then the oldest ones down to nine tenths of the room: a flood of new
   * keys pays for one pass over the map per tenth of it, not one per request.
   */
  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    const keep = Math.floor(this.maxKeys * 0.9);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= keep) break;
      this.windows.delete(key);
    }
  }
}

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The limits of every API route, counted where all replicas see them:
 *
 * - the global per-client limit: in Redis when REDIS_URL is set, else in memory. It fails open:
 *   while Redis is unreachable requests pass (a warning at most once a minute), since refusing
 *   every request would turn a Redis outage into a site outage.
 * - a route's own limit (logins, SSO, form posts, downloads, page views): in the shared state
 *   (Redis, or PostgreSQL's `ephemeral_entries` when replicas share a DATABASE_URL without
 *   Redis), in memory on embedded PGlite (its one owner process is the only replica), and it
 *   fails closed: 503 `rate_limit_unavailable` with Retry-After until the store answers again.
 *   A flood of limited requests then costs no database work: the burst of 320 logins in
 *   `bench:denial` had each refused one wait for a PGlite write (about 5 ms each, in one queue
 *   with every visitor's database read).
 *
 * The plugin sets Retry-After on 429; the error plugin writes the envelope.
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const now = () => app.now().getTime();
    const memory = new MemoryCounter(now);
    // Room for a window per client and limited route: an attacker with many addresses must not
    // push out the windows of the others (the database and Redis keep every one).
    const routeMemory = new MemoryCounter(now, 200_000);
    // Read when a request is counted: the state and db plugins are registered after this one.
    const shared = (): Counter =>
      config.redisUrl || app.database.driver !== 'pglite' ? app.state : routeMemory;
    const global = (): Counter => (config.redisUrl ? app.state : memory);
    const warnOpen = onceAMinute((message) => app.log.warn(message));
    const warnClosed = onceAMinute((message) => app.log.warn(message));

    class StateStore {
      constructor(
        private readonly counter: () => Counter,
        private readonly prefix: string,
        private readonly failOpen: boolean,
      ) {}

      incr(key: string, callback: StoreCallback, timeWindow: number) {
        this.counter()
          .increment(`${this.prefix}${key}`, timeWindow)
          .then(
            ({ count, resetAt }) =>
              callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - now()) }),
            (error: unknown) => {
              const reason = error instanceof Error ? error.message : String(error);
              if (this.failOpen) {
                warnOpen(`global rate limit not counted (requests pass): ${reason}`);
                callback(null, { current: 0, ttl: timeWindow });
                return;
              }
              warnClosed(`limited routes refused (rate_limit_unavailable): ${reason}`);
              callback(
                new HttpError(503, 'rate_limit_unavailable', {
                  headers: { 'retry-after': UNAVAILABLE_RETRY_AFTER },
                }),
              );
            },
          );
      }

      /**
       * A route with a limit of its own counts on its own key, in the shared state. The plugin
       * passes the merged limit options with the route under `routeInfo` (its types say the
       * route itself).
       */
      child(params: object) {
        const { method, url } = (params as RouteParams).routeInfo ?? {};
        const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
        return new StateStore(shared, `rate:${methods} ${url ?? ''}:`, false);
      }
    }

    await app.register(fastifyRateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      store: class extends StateStore {
        constructor() {
          super(global, 'rate:global:', true);
        }
      },
      errorResponseBuilder: () => new HttpError(429, 'rate_limited'),
    });
  },
  { name: 'rate-limit' },
);
