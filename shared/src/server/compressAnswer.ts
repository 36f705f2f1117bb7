/**
 * Compression of the servers' own answers (the API's JSON, the price board's Acc/amw): which
 * encoding a client gets, which answers are worth it, and the compression itself, always off the
 * event loop (zlib's thread pool) at settings fast enough for a body made per request.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';
export type Compression = Exclude<Encoding, 'identity'>;

/** Smaller answers go as they are: the encoding's overhead eats the saving. */
export const MIN_COMPRESS_BYTES = 1024;

/** Brotli's quality for a body made per request: most of the gain at a fraction of 11's cost. */
export const ANSWER_BROTLI_QUALITY = 4;
/** gzip's default level. */
export const ANSWER_GZIP_LEVEL = 6;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text-like types only: PDFs, images, archives, spreadsheets and video are compressed already
 * (or gain too little to be worth the CPU).
 */
const COMPRESSIBLE =
  /^\s*(text\/[a-z0-9.+-]+|application\/([a-z0-9.-]+\+)?(json|xml)|application\/(javascript|ecmascript|x-javascript|manifest\+json|problem\+json|x-ndjson)|image\/svg\+xml)\s*(;|$)/i;

export function isCompressibleType(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/**
 * Pick an encoding from Accept-Encoding (RFC 9110 §12.5.3): highest q wins, brotli on a tie,
 * `*` stands for anything not named, q=0 forbids.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name.trim()) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  }
  const star = q.get('*') ?? 0;
  const br = q.get('br') ?? star;
  const gz = q.get('gzip') ?? q.get('x-gzip') ?? star;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** One body compressed on zlib's thread pool, never on the event loop. */
export function compressAnswer(body: Buffer, encoding: Compression): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: ANSWER_GZIP_LEVEL });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** `accept-encoding` added to a Vary header's names (kept once, whatever was there before). */
export function varyWithAcceptEncoding(current: unknown): string {
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*')) return '*';
  if (names.some((name) => name.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'accept-encoding'].join(', ');
}

/**
 * Compressed bytes of answers that carry an ETag, by (ETag, size, encoding), bounded in entries
 * and bytes with least-recently-used eviction. Requests for the same key at once share one
 * compression.
 */
export class CompressedAnswerCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 256,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  async get(etag: string, body: Buffer, encoding: Compression): Promise<Buffer> {
    const key = `${encoding}\n${body.length}\n${etag}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const job = compressAnswer(body, encoding)
      .then((compressed) => {
        this.keep(key, compressed);
        return compressed;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  private keep(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
