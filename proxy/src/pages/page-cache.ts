import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { SiteId } from '@brokerage/shared/routing/routes.ts';
import { MIN_COMPRESS_BYTES, negotiateEncoding, type Encoding } from '../static/compress';
import { isNotModified } from '../static/send';

/**
 * Finished documents, kept per origin and URL (issue 26 #1). A rendered page carries nothing of
 * its visitor: the render gets no cookies, and what a signed-in visitor sees of their own
 * (name, portfolio) the browser fetches after hydration, so one entry serves everyone who asks
 * for that URL on that origin. The theme is applied by the browser before paint and is not in
 * the markup, and the language is part of the URL.
 *
 * Entries live until their TTL (short for pages with market figures, whose live parts hydrate
 * from the board anyway) or until the API says content changed (app.ts wires the events), and
 * the whole cache is bounded by bytes. Concurrent misses for one key share one build, so a
 * burst on a cold page renders it once. Each entry's compressed forms are made once, off the
 * event loop, and every later answer is a header write and the stored bytes.
 */
export interface CachedPage {
  /** Only 200 and 404 are kept; a page built but not kept may be a 503. */
  status: number;
  site: SiteId;
  /** Everything but the body's length and encoding; computed once. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
}

interface Entry {
  page: CachedPage;
  expiresAt: number;
  /** Past `expiresAt` and until this, the page is still sent while a fresh one is made. */
  staleUntil: number;
  bytes: number;
  /** Compressed forms, made on first demand. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

export interface PageCacheOptions {
  /** Total bytes of bodies kept (compressed forms count too). */
  maxBytes?: number;
  /** How long a page stays, by site; a 404 keeps the shorter of this and `notFoundTtlMs`. */
  ttlMs: (site: SiteId) => number;
  notFoundTtlMs?: number;
  now?: () => number;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's quality for a rendered page. Quality 9 was 38 times the CPU of 6 for 1.7 % fewer
 * bytes (a 206 kB home page: 138 ms against 3.6 ms, 29.9 kB against 30.4 kB): with a new URL
 * per visitor at 30 a second, those passes alone wanted two cores, and every other request
 * waited behind them (the page bench's uncached phase: p99 1.9 s, the health call's 88 ms).
 */
export const PAGE_BROTLI_QUALITY = 6;
/** gzip's default level: 9 cost half as much again for the same bytes on the same page. */
export const PAGE_GZIP_LEVEL = 6;

function encode(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: PAGE_GZIP_LEVEL });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private generation = 0;
  private hits = 0;
  private misses = 0;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** The key of a request: its origin (canonical links carry it) and its URL, query included. */
  static key(origin: string, url: string): string {
    return `${origin} ${url}`;
  }

  /** A page under `key` that is fresh or may still be sent stale. */
  get(key: string): CachedPage | undefined {
    return this.lookup(key)?.page;
  }

  private lookup(key: string): { page: CachedPage; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.staleUntil <= now) {
      this.remove(key, entry);
      return undefined;
    }
    // Re-insert: Map order doubles as recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { page: entry.page, stale: entry.expiresAt <= now };
  }

  /**
   * The page under `key`, or what `build` makes of the request: concurrent callers of one key
   * share one build, and `keep` says which part of it (if any) is stored. What is not kept (a
   * redirect, an unrendered or undecided page, a 503) is handed to every waiting caller; a
   * build that finished after `clear()` is not kept either. A page past its TTL but within as
   * long again is still answered at once while one build replaces it in the background, so the
   * visitors of a busy page never wait for its renders (stale-while-revalidate).
   */
  async getOrBuild<T>(
    key: string,
    build: () => Promise<T>,
    keep: (built: T) => CachedPage | undefined,
  ): Promise<{ hit: CachedPage } | { built: T }> {
    const found = this.lookup(key);
    if (found) {
      this.hits++;
      if (found.stale && !this.building.has(key)) {
        this.startBuild(key, build, keep).catch(() => undefined);
      }
      return { hit: found.page };
    }
    this.misses++;
    const running = this.building.get(key) as Promise<T> | undefined;
    if (running) return { built: await running };
    return { built: await this.startBuild(key, build, keep) };
  }

  private startBuild<T>(
    key: string,
    build: () => Promise<T>,
    keep: (built: T) => CachedPage | undefined,
  ): Promise<T> {
    const generation = this.generation;
    const job = build()
      .then(async (built) => {
        const page = keep(built);
        if (!page || generation !== this.generation) return built;
        // A page that replaces one in use takes its place with the compressed forms its
        // visitors were sent already made: until then they keep getting the old one, instead
        // of waiting for a brotli pass of the new one (the stock pages' p99, every 5 s).
        const previous = this.entries.get(key);
        const wanted = previous
          ? (Object.keys(previous.encoded) as Exclude<Encoding, 'identity'>[])
          : [];
        const encoded = await Promise.all(
          wanted.map(async (encoding) => [encoding, await encode(page.body, encoding)] as const),
        );
        if (generation === this.generation) this.store(key, page, Object.fromEntries(encoded));
        return built;
      })
      .finally(() => {
        if (this.building.get(key) === job) this.building.delete(key);
      });
    this.building.set(key, job);
    return job;
  }

  private store(
    key: string,
    page: CachedPage,
    made: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>> = {},
  ): void {
    const { site } = page;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const forms = Object.values(made);
    const bytes = page.body.length + forms.reduce((sum, buffer) => sum + buffer.length, 0);
    // One huge page would flush everything else for little gain.
    if (bytes > this.maxBytes / 8) return;
    const ttl =
      page.status === 404
        ? Math.min(this.options.ttlMs(site), this.options.notFoundTtlMs ?? 10_000)
        : this.options.ttlMs(site);
    if (ttl <= 0) return;
    const now = this.now();
    this.entries.set(key, {
      page,
      expiresAt: now + ttl,
      staleUntil: now + 2 * ttl,
      bytes,
      encoded: Object.fromEntries(
        Object.entries(made).map(([encoding, buffer]) => [encoding, Promise.resolve(buffer)]),
      ),
    });
    this.bytes += bytes;
    this.evict();
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key, entry);
    }
  }

  /** Content changed: every page may show it. Builds under way are not kept either. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
    // A build under way reads the old content: the next request starts its own.
    this.building.clear();
  }

  /** The body in `encoding`, compressed once per entry and counted against the bound. */
  encoded(key: string, page: CachedPage, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    const entry = this.entries.get(key);
    if (!entry || entry.page !== page) return encode(page.body, encoding);
    let job = entry.encoded[encoding];
    if (!job) {
      job = encode(page.body, encoding).then((buffer) => {
        if (this.entries.get(key) === entry) {
          entry.bytes += buffer.length;
          this.bytes += buffer.length;
          this.evict();
        }
        return buffer;
      });
      entry.encoded[encoding] = job;
    }
    return job;
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }
}

/**
 * Send a cached page: a 304 for a matching validator, else its stored bytes in the best
 * encoding the client takes. Every header was computed when the page was stored.
 */
export async function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  key: string,
  page: CachedPage,
): Promise<void> {
  if (page.status === 200 && isNotModified(req, page.etag)) {
    const { 'content-type': _type, ...headers } = page.headers;
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let body = page.body;
  let encoding: Encoding = 'identity';
  if (body.length >= MIN_COMPRESS_BYTES) {
    encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding !== 'identity') body = await cache.encoded(key, page, encoding);
  }
  const headers: OutgoingHttpHeaders = {
    ...page.headers,
    'content-length': body.length,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  };
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
