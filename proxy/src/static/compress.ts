import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ByteLru } from './cache';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller bodies gain nothing: the encoding overhead eats the saving. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/**
 * Pick an encoding from Accept-Encoding (RFC 9110 §12.5.3): highest q wins, brotli on a
 * tie, `*` stands for anything not named, q=0 forbids.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const star = q.get('*') ?? 0;
  const br = q.get('br') ?? star;
  const gz = q.get('gzip') ?? q.get('x-gzip') ?? star;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

async function encode(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotli(body, {
    params: {
      // Maximum quality is worth it: each file is compressed once and then served from memory.
      // Very large bundles (source maps) drop to a quality that does not stall the first request.
      [zlib.constants.BROTLI_PARAM_QUALITY]: body.length > 2_000_000 ? 6 : 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Compress a body that is rendered per request (page HTML varies with URL and Host): a fast
 * brotli quality and gzip's default level, and nothing kept, so per-request bodies cannot
 * crowd the static assets out of the cache.
 */
export async function compressDynamic(
  body: Buffer,
  encoding: Exclude<Encoding, 'identity'>,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body);
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Compressed bodies in memory, bounded by total bytes, with least-recently-used eviction.
 * Concurrent requests for the same key share one compression.
 */
export class CompressionCache {
  private readonly entries: ByteLru;
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.entries = new ByteLru(maxBytes);
  }

  async get(key: string, body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    const fullKey = `${encoding}:${key}`;
    const hit = this.entries.get(fullKey);
    if (hit) return hit;
    const running = this.pending.get(fullKey);
    if (running) return running;
    const job = encode(body, encoding)
      .then((result) => {
        this.entries.set(fullKey, result);
        return result;
      })
      .finally(() => this.pending.delete(fullKey));
    this.pending.set(fullKey, job);
    return job;
  }
}
