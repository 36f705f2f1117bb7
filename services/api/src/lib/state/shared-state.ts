/**
 * Short-lived state every API replica must agree on: fixed-window counters (rate limits,
 * attempt counters), values with an expiry (one-time codes, login states) and a broadcast
 * channel (cache invalidation). One port, two adapters: Redis when REDIS_URL is set
 * (lib/state/redis.ts), else the database (lib/state/database.ts, pub/sub in-process: the
 * embedded PGlite has one owner process).
 *
 * Keys and channels are given without REDIS_PREFIX; the Redis adapter adds it.
 */
export interface Counted {
  /** The count in the current window, this increment included. */
  count: number;
  /** When the window ends and the count starts again from 0. */
  resetAt: Date;
}

export type Unsubscribe = () => Promise<void>;

export interface SharedState {
  readonly kind: 'redis' | 'database';
  /** Adds one to a fixed-window counter (the window starts with the first increment). Atomic. */
  increment(key: string, windowMs: number): Promise<Counted>;
  /** Stores a value for ttlMs, replacing any value or counter under the key. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** The live value, or null when absent or expired. */
  get(key: string): Promise<string | null>;
  /** Gets and deletes in one step: of two parallel takes of a value, one gets it. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Sends a message to every subscriber of the channel (every replica with Redis). */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
  /** Throws when the store cannot answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store did not answer (Redis lost, a command timed out). Callers that guard something
 * (login limits, one-time codes) refuse the request; nothing waits for the store to return.
 */
export class StateUnavailableError extends Error {
  override name = 'StateUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** One command of an adapter: whatever it throws becomes a StateUnavailableError naming `store`. */
export async function unavailableOnFailure<T>(
  store: string,
  command: () => Promise<T>,
): Promise<T> {
  try {
    return await command();
  } catch (error) {
    throw new StateUnavailableError(
      `${store}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
