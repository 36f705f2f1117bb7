import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  CompressedAnswerCache,
  compressAnswer,
  isCompressibleType,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  varyWithAcceptEncoding,
} from '@brokerage/shared/server/compressAnswer.ts';

/** Statuses whose answer has no body to compress (or a partial one that must stay as it is). */
const BODILESS = new Set([204, 206, 304]);

function compressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false; // streams go as they are
  if (reply.statusCode < 200 || BODILESS.has(reply.statusCode)) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && isCompressibleType(type);
}

/**
 * Every answer of the API of at least 1 kB in a text-like type (JSON, text, SVG, XML, JS) is
 * compressed for a client that accepts it: brotli when it is accepted at least as much as gzip,
 * else gzip (the rules of Accept-Encoding in `negotiateEncoding`). Answers with an ETag (the
 * content cache's) keep their compressed bytes, so a busy page is compressed once per change.
 * The hook is registered after every other app-wide `onSend` hook, so the content cache stores
 * and hashes the identity bytes; the route-level hooks that run after it only set headers.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    const kept = new CompressedAnswerCache();
    app.addHook('onSend', async (request, reply, payload) => {
      if (!compressible(reply, payload)) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < MIN_COMPRESS_BYTES) return payload;
      void reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return payload;
      const etag = reply.getHeader('etag');
      const compressed =
        typeof etag === 'string'
          ? await kept.get(etag, body, encoding)
          : await compressAnswer(body, encoding);
      void reply.header('content-encoding', encoding).header('content-length', compressed.length);
      return compressed;
    });
  },
  { name: 'compression' },
);
