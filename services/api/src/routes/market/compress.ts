import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: gzip would save less than it costs. */
const MIN_BYTES = 16 * 1024;
/** Compressed answers kept, by ETag. */
const MAX_ENTRIES = 200;

/**
 * An `onSend` hook that gzips large JSON answers for clients that accept it, once per answer:
 * the content cache gives each answer an ETag, and the compressed bytes are kept under it. Five
 * years of chart points are about 385 kB of JSON and 40–60 kB gzipped, and at 200 requests a
 * second the difference is the machine's whole budget. The API has no compression of its own
 * (the proxy compresses static files only), so the market's large answers bring their own.
 */
export function gzipLargeAnswers() {
  const kept = new Map<string, Buffer>();
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
    void reply.header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (!/\bgzip\b/.test(accepted)) return payload;
    const etag = reply.getHeader('etag');
    const key = typeof etag === 'string' ? etag : undefined;
    let compressed = key === undefined ? undefined : kept.get(key);
    if (!compressed) {
      compressed = gzipSync(payload, { level: 6 });
      if (key !== undefined) {
        kept.set(key, compressed);
        if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
      }
    }
    void reply.header('content-encoding', 'gzip').header('content-length', compressed.length);
    return compressed;
  };
}
