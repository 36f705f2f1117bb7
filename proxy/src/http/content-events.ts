import { Redis } from 'ioredis';

/** The content-changed channel (contract): `${REDIS_PREFIX}content-changed`. */
export const contentChangedChannel = (prefix: string) => `${prefix}content-changed`;

export interface ContentEvents {
  /** `listener` runs on every message, and once when Redis comes back after a loss (what
   *  changed meanwhile was not heard). */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** Where Redis is, for messages: never the password. */
function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * Subscribes to content-changed (REDIS_URL): the API's seed and import publish it after
 * writing content, and the proxy drops its CMS lookups and sitemap then. Connecting at start
 * must work (a set REDIS_URL means the operator wants it: RedisUnavailableError names it);
 * a loss later is logged once and costs nothing but freshness: lookups keep their TTLs, and
 * ioredis reconnects and subscribes again by itself.
 */
export async function connectContentEvents(options: {
  url: string;
  prefix: string;
  log: (message: string) => void;
  connectTimeoutMs?: number;
}): Promise<ContentEvents> {
  const channel = contentChangedChannel(options.prefix);
  const listeners: Array<() => void> = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const redis = new Redis(options.url, {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 3000,
    // Keep trying for good once running; the first connect is bounded below.
    retryStrategy: (times) => Math.min(200 * times, 2000),
    maxRetriesPerRequest: null,
  });
  let started = false;
  let lost = false;
  const lose = (reason: string) => {
    // Before the start succeeded the failure is thrown below instead.
    if (!started || lost) return;
    lost = true;
    options.log(
      `Redis at ${describe(options.url)} lost (${reason}); CMS lookups keep their TTLs meanwhile`,
    );
  };
  redis.on('error', (error: Error) => lose(error.message));
  // A closed connection is not always an error (a restart, a proxy in between).
  redis.on('close', () => lose('connection closed'));
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    options.log(`Redis at ${describe(options.url)} is back; dropping the CMS lookups`);
    notify();
  });
  redis.on('message', (from: string) => {
    if (from === channel) notify();
  });

  try {
    await Promise.race([
      redis.connect(),
      new Promise((_resolve, reject) =>
        setTimeout(
          () => reject(new Error('timed out')),
          (options.connectTimeoutMs ?? 3000) + 500,
        ).unref(),
      ),
    ]);
    await redis.subscribe(channel);
  } catch (error) {
    redis.disconnect();
    throw new RedisUnavailableError(
      `REDIS_URL: cannot reach Redis at ${describe(options.url)} (${(error as Error).message})`,
    );
  }
  started = true;

  return {
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      redis.disconnect();
    },
  };
}
