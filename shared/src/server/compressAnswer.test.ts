// @vitest-environment node
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CompressedAnswerCache,
  compressAnswer,
  isCompressibleType,
  negotiateEncoding,
  varyWithAcceptEncoding,
} from './compressAnswer';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    [['gzip', 'br;q=0.1'], 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/plain; charset=utf-8', true],
    ['text/html', true],
    ['text/javascript', true],
    ['application/javascript', true],
    ['application/xml', true],
    ['application/rss+xml', true],
    ['image/svg+xml', true],
    ['application/pdf', false],
    ['image/png', false],
    ['application/zip', false],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
    ['video/mp4', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe('varyWithAcceptEncoding', () => {
  it.each([
    [undefined, 'accept-encoding'],
    ['origin', 'origin, accept-encoding'],
    ['Accept-Encoding', 'Accept-Encoding'],
    ['*', '*'],
  ])('%j → %s', (current, expected) => {
    expect(varyWithAcceptEncoding(current)).toBe(expected);
  });
});

describe('compressAnswer', () => {
  const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => i) }));

  it('round-trips in both encodings', async () => {
    expect(zlib.gunzipSync(await compressAnswer(body, 'gzip')).equals(body)).toBe(true);
    expect(zlib.brotliDecompressSync(await compressAnswer(body, 'br')).equals(body)).toBe(true);
  });

  it('keeps the compressed bytes by ETag and encoding, bounded', async () => {
    const cache = new CompressedAnswerCache(2);
    const [a, b] = await Promise.all([cache.get('"x"', body, 'br'), cache.get('"x"', body, 'br')]);
    expect(a).toBe(b);
    expect(await cache.get('"x"', body, 'br')).toBe(a);
    const gz = await cache.get('"x"', body, 'gzip');
    expect(zlib.gunzipSync(gz).equals(body)).toBe(true);
    await cache.get('"y"', body, 'gzip');
    expect(cache.size).toBe(2);
  });
});
