import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  MIN_COMPRESS_BYTES,
  compressDynamic,
  isCompressibleType,
  negotiateEncoding,
  type CompressionCache,
} from './compress';
import { applyHeaders } from '../http/headers';

export interface SendOptions {
  status: number;
  body: Buffer;
  contentType: string;
  /** Identity of the body for the compression cache; a content hash when absent. */
  cacheKey?: string;
  /**
   * A body rendered per request (page HTML): compressed quickly and never stored in the
   * compression cache. `cacheKey` is ignored.
   */
  dynamic?: boolean;
  /** Validators; only a 200 answers a matching conditional request with 304. */
  etag?: string;
  lastModified?: Date;
  headers?: OutgoingHttpHeaders;
}

const stripWeak = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2); If-Modified-Since only without it. */
export function isNotModified(req: IncomingMessage, etag?: string, lastModified?: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (!etag) return false;
    return (
      ifNoneMatch.trim() === '*' ||
      ifNoneMatch.split(',').some((tag) => stripWeak(tag) === stripWeak(etag))
    );
  }
  const since = req.headers['if-modified-since'];
  if (since === undefined || !lastModified) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && Math.floor(lastModified.getTime() / 1000) * 1000 <= sinceMs;
}

/**
 * Send a body held in memory: conditional requests, content negotiation for compression,
 * HEAD. Static files and rendered pages both go through here so they behave alike.
 */
export async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  compression: CompressionCache,
  options: SendOptions,
): Promise<void> {
  const { status, body, contentType } = options;
  applyHeaders(res, options.headers ?? {});
  res.setHeader('content-type', contentType);
  if (options.etag) res.setHeader('etag', options.etag);
  if (options.lastModified) res.setHeader('last-modified', options.lastModified.toUTCString());
  const compressible = isCompressibleType(contentType);
  // Vary even on an identity answer: a shared cache must not hand it to a brotli client.
  if (compressible) res.setHeader('vary', 'Accept-Encoding');

  if (status === 200 && isNotModified(req, options.etag, options.lastModified)) {
    res.statusCode = 304;
    res.removeHeader('content-type');
    res.end();
    return;
  }

  let payload = body;
  if (compressible && body.length >= MIN_COMPRESS_BYTES) {
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding !== 'identity') {
      if (options.dynamic) {
        payload = await compressDynamic(body, encoding);
      } else {
        const key = options.cacheKey ?? createHash('sha1').update(body).digest('base64url');
        payload = await compression.get(key, body, encoding);
      }
      res.setHeader('content-encoding', encoding);
    }
  }
  res.statusCode = status;
  res.setHeader('content-length', payload.length);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** A short, uncached plain-text error of the proxy's own (400, 404, 405, 500, 503). */
export function sendText(res: ServerResponse, status: number, text: string, head: boolean): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(head ? undefined : text);
}
