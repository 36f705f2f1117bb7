import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  compressAnswer,
  isCompressibleType as isCompressibleAnswer,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  type Encoding,
} from '@brokerage/shared/server/compressAnswer.ts';
import { ByteLru } from './cache';

// What the servers' own answers use too (shared/server/compressAnswer.ts): one negotiation and
// one size threshold for the whole product.
export { MIN_COMPRESS_BYTES, negotiateEncoding, type Encoding };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The answers' text-like types, and WebAssembly, which site builds may carry. */
export function isCompressibleType(contentType: string): boolean {
  return isCompressibleAnswer(contentType) || /^application\/wasm\b/i.test(contentType);
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
 * Compress a body that is rendered per request (page HTML varies with URL and Host): the API's
 * fast settings (compressAnswer), and nothing kept, so per-request bodies cannot crowd the static
 * assets out of the cache.
 */
export const compressDynamic = compressAnswer;

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
