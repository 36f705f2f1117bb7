/**
 * The price board's large JSON answers (the whole board by Acc/amw is about 40 kB) compressed for
 * clients that accept it, by the API's rules (`compressAnswer.ts`): at least 1 kB, brotli when
 * accepted at least as much as gzip, else gzip, on zlib's thread pool. The board changes every
 * push, so nothing is kept.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  compressAnswer,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
} from '@brokerage/shared/server/compressAnswer.ts';

export function sendCompressedJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const identity = Buffer.from(JSON.stringify(body));
  const head: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  };
  const encoding =
    identity.length < MIN_COMPRESS_BYTES
      ? 'identity'
      : negotiateEncoding(req.headers['accept-encoding']);
  if (identity.length >= MIN_COMPRESS_BYTES) head.vary = 'accept-encoding';
  const send = (bytes: Buffer) => {
    if (res.destroyed) return;
    res.writeHead(status, { ...head, 'content-length': bytes.length }).end(bytes);
  };
  if (encoding === 'identity') {
    send(identity);
    return;
  }
  compressAnswer(identity, encoding).then(
    (compressed) => {
      head['content-encoding'] = encoding;
      send(compressed);
    },
    () => send(identity),
  );
}
