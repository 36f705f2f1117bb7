import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { CONTENT_CHANGED } from '../../lib/state/content-changed';

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache;
  }
  interface FastifyContextConfig {
    /** The answer is the same for every visitor: kept in memory, Cache-Control public, ETag. */
    publicContent?: boolean;
  }
  interface FastifyRequest {
    contentCacheKey: string | null;
  }
}

interface Entry {
  /** The bytes of the answer: encoded once, not on every send. */
  payload: Buffer;
  etag: string;
  contentType: string;
  expiresAt: number;
  /** When one request went to the database to renew an expired entry (others get the old one). */
  renewingSince: number | null;
  /** The cache generation it was read in; `invalidate` starts a new one. */
  generation: number;
}

/** How long a renewal may take before another request tries; the stale answer is served meanwhile. */
const RENEWAL_TIMEOUT_MS = 10_000;

/**
 * Answers of public content in memory, keyed by route, path parameters and validated query (so
 * the locale and paging are part of the key and unknown parameters are not). Entries live for
 * `CONTENT_CACHE_TTL_SECONDS`; when one expires, the first request renews it while the others
 * still get the old answer, so a busy page costs one database read per TTL, not a stampede.
 * `invalidate()` drops everything (content changed), also when another process says so on the
 * shared state's `content-changed` channel (Redis pub/sub: every replica drops its copy).
 */
export class ContentCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get size() {
    return this.entries.size;
  }

  get currentGeneration() {
    return this.generation;
  }

  /** Content changed: forget every answer (and any renewal under way). */
  invalidate() {
    this.entries.clear();
    this.generation += 1;
  }

  /** The entry to answer with, or null when this request must go to the database. */
  lookup(key: string, now: number): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (now < entry.expiresAt) return entry;
    if (entry.renewingSince !== null && now - entry.renewingSince < RENEWAL_TIMEOUT_MS)
      return entry;
    entry.renewingSince = now;
    return null;
  }

  store(key: string, entry: Omit<Entry, 'renewingSince'>) {
    if (this.ttlMs === 0 || entry.generation !== this.generation) return;
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { ...entry, renewingSince: null });
  }

  /** A renewal that did not answer 200: gone content is dropped, a failure lets another try. */
  renewalFailed(key: string, status: number) {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (status === 404 || status === 410) this.entries.delete(key);
    else entry.renewingSince = null;
  }
}

const etagOf = (payload: string) =>
  `"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;

/** If-None-Match holds the ETag (a list, weak or not, or `*`). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry, cacheControl: string) {
  void reply.header('cache-control', cacheControl).header('etag', entry.etag);
  if (matches(request, entry.etag)) return reply.code(304).send();
  return reply.type(entry.contentType).send(entry.payload);
}

export const contentCachePlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const { ttlSeconds, maxEntries } = config.contentCache;
    const cache = new ContentCache(ttlSeconds * 1000, maxEntries);
    const cacheControl =
      ttlSeconds > 0 ? `public, max-age=${ttlSeconds}` : 'public, max-age=0, must-revalidate';
    app.decorate('contentCache', cache);
    await app.state.subscribe(CONTENT_CHANGED, (message) => {
      cache.invalidate();
      let source = 'unknown';
      try {
        source = String((JSON.parse(message) as { source?: unknown }).source ?? source);
      } catch {
        // Any message on the channel means the content changed; its shape is only for the log.
      }
      app.log.info({ source }, 'content changed: content cache dropped');
    });
    app.decorateRequest('contentCacheKey', null);
    // The generation a database read started in: an answer read before an invalidation is
    // not stored after it.
    const generations = new WeakMap<FastifyRequest, number>();

    // After validation, so the key holds the parsed query (defaults filled, unknown keys gone).
    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.publicContent || request.method !== 'GET') return;
      const key = `${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(request.query)}`;
      const entry = cache.ttlMs > 0 ? cache.lookup(key, app.now().getTime()) : null;
      if (entry) return answer(request, reply, entry, cacheControl);
      request.contentCacheKey = key;
      generations.set(request, cache.currentGeneration);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.contentCacheKey;
      if (key === null) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        cache.renewalFailed(key, reply.statusCode);
        return payload;
      }
      const etag = etagOf(payload);
      cache.store(key, {
        payload: Buffer.from(payload),
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        expiresAt: app.now().getTime() + cache.ttlMs,
        generation: generations.get(request) ?? -1,
      });
      void reply.header('cache-control', cacheControl).header('etag', etag);
      if (!matches(request, etag)) return payload;
      void reply.code(304);
      return '';
    });
  },
  { name: 'content-cache', dependencies: ['state'] },
);
