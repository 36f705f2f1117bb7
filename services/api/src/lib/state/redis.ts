import { Redis, type RedisOptions } from 'ioredis';
import {
  type Counted,
  type SharedState,
  type Unsubscribe,
  unavailableOnFailure,
} from './shared-state';

/** How long a start-up connection may take before REDIS_URL is reported unreachable. */
const CONNECT_TIMEOUT_MS = 3000;
/**
 * A command that takes longer fails: a caller refuses rather than hangs. Redis answers in well
 * under a millisecond; the margin is for this process's own event loop, whose timers run before
 * it reads an answer that arrived while it was busy (a 1 s limit failed an OTP request once on
 * a loaded two-core CI runner).
 */
const COMMAND_TIMEOUT_MS = 2500;

/**
 * INCR with the window's expiry set by the first increment (and repaired if a key lost it),
 * returning the count and the window's end (Redis's clock, the same for every replica; Unix
 * ms, PEXPIRETIME needs Redis 7), in one round trip and atomically.
 */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return {count, redis.call('PEXPIRETIME', KEYS[1])}
`;

/** The start-up failure server.ts prints as one line (no stack). */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/** The URL with its password masked, fit for a log line. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://…';
  }
}

const OPTIONS: RedisOptions = {
  lazyConnect: true,
  connectTimeout: CONNECT_TIMEOUT_MS,
  commandTimeout: COMMAND_TIMEOUT_MS,
  // While disconnected, commands fail at once instead of queueing until Redis returns;
  // ioredis keeps reconnecting in the background.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
};

/** Connects, or throws RedisUnreachableError naming REDIS_URL and the real reason. */
async function connect(url: string, role: string): Promise<Redis> {
  const client = new Redis(url, { ...OPTIONS, connectionName: role });
  let lastError: Error | undefined;
  const remember = (error: Error) => {
    lastError = error;
  };
  client.on('error', remember);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new RedisUnreachableError(`REDIS_URL: cannot reach ${redactedUrl(url)}: ${reason}`);
  } finally {
    client.off('error', remember);
  }
  return client;
}

export class RedisState implements SharedState {
  readonly kind = 'redis';
  private subscriber: Redis | null = null;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  private constructor(
    private readonly url: string,
    readonly client: Redis,
    readonly prefix: string,
    private readonly onError: (error: Error) => void,
  ) {
    client.defineCommand('brokerageIncrement', { numberOfKeys: 1, lua: INCREMENT });
    client.on('error', onError);
  }

  /**
   * Opens the command connection (and checks it answers). `onError` hears the connection's
   * errors while it reconnects (the caller logs them sparingly).
   */
  static async connect(
    url: string,
    prefix: string,
    onError: (error: Error) => void = () => {},
  ): Promise<RedisState> {
    return new RedisState(url, await connect(url, 'brokerage-api'), prefix, onError);
  }

  private run<T>(command: () => Promise<T>): Promise<T> {
    return unavailableOnFailure('redis', command);
  }

  async increment(key: string, windowMs: number): Promise<Counted> {
    const [count, resetAt] = await this.run(() =>
      (
        this.client as Redis & {
          brokerageIncrement(key: string, windowMs: number): Promise<[number, number]>;
        }
      ).brokerageIncrement(this.prefix + key, windowMs),
    );
    return { count, resetAt: new Date(resetAt) };
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.run(() => this.client.set(this.prefix + key, value, 'PX', Math.max(1, ttlMs)));
  }

  get(key: string): Promise<string | null> {
    return this.run(() => this.client.get(this.prefix + key));
  }

  take(key: string): Promise<string | null> {
    return this.run(() => this.client.getdel(this.prefix + key));
  }

  async delete(key: string): Promise<void> {
    await this.run(() => this.client.del(this.prefix + key));
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.run(() => this.client.publish(this.prefix + channel, message));
  }

  /** The first subscription opens a second connection (a subscribed one takes no commands). */
  async subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe> {
    if (!this.subscriber) {
      const subscriber = await connect(this.url, 'brokerage-api-subscriber');
      subscriber.on('error', this.onError);
      subscriber.on('message', (full: string, message: string) => {
        for (const h of this.handlers.get(full) ?? []) h(message);
      });
      this.subscriber = subscriber;
    }
    const full = this.prefix + channel;
    let set = this.handlers.get(full);
    if (!set) {
      set = new Set();
      this.handlers.set(full, set);
      const subscriber = this.subscriber;
      await this.run(() => subscriber.subscribe(full));
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(full) === set) {
        this.handlers.delete(full);
        await this.subscriber?.unsubscribe(full).catch(() => {});
      }
    };
  }

  async ping(): Promise<void> {
    await this.run(() => this.client.ping());
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.all(
      [this.client, this.subscriber].map(async (c) => {
        if (!c) return;
        await c.quit().catch(() => c.disconnect());
      }),
    );
  }
}
