import zlib from 'node:zlib';
import {
  CompressionCache,
  compressDynamic,
  isCompressibleType,
  negotiateEncoding,
} from './compress';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['BR', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['text/javascript; charset=utf-8', true],
    ['text/css; charset=utf-8', true],
    ['text/html; charset=utf-8', true],
    ['application/json; charset=utf-8', true],
    ['image/svg+xml', true],
    ['font/woff2', false],
    ['image/png', false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe('CompressionCache', () => {
  it('compresses once per key and encoding, and the output decodes', async () => {
    const cache = new CompressionCache();
    const body = Buffer.from('xin chào '.repeat(500));
    const [a, b] = await Promise.all([cache.get('k', body, 'br'), cache.get('k', body, 'br')]);
    expect(a).toBe(b);
    expect(await cache.get('k', body, 'br')).toBe(a);
    expect(zlib.brotliDecompressSync(a).equals(body)).toBe(true);
    const gz = await cache.get('k', body, 'gzip');
    expect(zlib.gunzipSync(gz).equals(body)).toBe(true);
    expect(gz.length).toBeLessThan(body.length);
  });
});

describe('compressDynamic', () => {
  it('compresses per-request bodies in both encodings without a cache', async () => {
    const body = Buffer.from('<p>xin chào</p>'.repeat(500));
    const br = await compressDynamic(body, 'br');
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length);
    const gz = await compressDynamic(body, 'gzip');
    expect(zlib.gunzipSync(gz).equals(body)).toBe(true);
  });
});
