import { readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import {
  BUNDLE,
  makeSitesDir,
  request,
  startProxy,
  startProxyFixture,
  type Started,
} from '../test/test-helpers';
import { REBUILD_CHECK_MS } from './static';

let fixture: Awaited<ReturnType<typeof startProxyFixture>>;
let proxy: Started;
let dist: string;

const asset = '/_site/corporate/assets/index-abc123.js';
const get = (url: string, headers: Record<string, string> = {}) =>
  request(proxy.url, url, { headers });

/** Not what the proxy would make itself (quality 11, level 9): the bytes prove their origin. */
const brotliFast = (body: string | Buffer) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
const gzipFast = (body: string | Buffer) => zlib.gzipSync(body, { level: 1 });

/** A rebuild as Vite makes one: new files, then index.html, all newer than the last build. */
async function rebuild(files: Record<string, string | Buffer>): Promise<void> {
  const later = new Date(Date.now() + 10_000);
  for (const [name, body] of Object.entries(files)) {
    await writeFile(path.join(dist, name), body);
    await utimes(path.join(dist, name), later, later);
  }
  await utimes(path.join(dist, 'index.html'), later, later);
  await sleep(REBUILD_CHECK_MS + 100);
}

beforeAll(async () => {
  fixture = await startProxyFixture({ trustProxy: true });
  proxy = fixture.proxy;
  dist = path.join(fixture.sites.dir, 'corporate', 'dist');
  // The build's precompressed variants (sites/precompress.ts), before the first request.
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliFast(BUNDLE));
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipFast(BUNDLE));
});

afterAll(() => fixture.close());

describe('precompressed variants', () => {
  it('serves the .br and .gz files byte for byte', async () => {
    const br = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(await readFile(path.join(dist, 'assets', 'index-abc123.js.br')))).toBe(
      true,
    );
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');

    const gz = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(await readFile(path.join(dist, 'assets', 'index-abc123.js.gz')))).toBe(
      true,
    );
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BUNDLE);
  });

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate'])(
    'identity for Accept-Encoding %s',
    async (acceptEncoding) => {
      const res = await get(asset, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.text).toBe(BUNDLE);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(BUNDLE));
    },
  );

  it('304 on If-None-Match, whatever the encoding', async () => {
    const first = await get(asset, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get(asset, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['content-type']).toBeUndefined();
  });

  it('HEAD: the length of the chosen variant, no body', async () => {
    const head = await request(proxy.url, asset, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(brotliFast(BUNDLE).length);
  });

  it('a variant is not a URL of its own', async () => {
    expect((await get(`${asset}.br`)).status).toBe(404);
    expect((await get(`${asset}.gz`)).status).toBe(404);
  });

  it('a build without variants is compressed once in memory', async () => {
    const res = await get('/_site/analysis/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(BUNDLE);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });
});

describe('headers', () => {
  it('an asset gets nosniff, not the document policies', async () => {
    const res = await get(asset);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await get(asset, { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(overHttps.headers['content-security-policy']).toBeUndefined();
  });

  it.each(['/_site/corporate/index.html', '/_site/corporate/favicon.svg', '/'])(
    'a document keeps the CSP: %s',
    async (url) => {
      const res = await get(url, { 'x-forwarded-proto': 'https' });
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    },
  );

  it('an HTML file is revalidated, other files cached briefly', async () => {
    expect((await get('/_site/corporate/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get('/_site/corporate/favicon.svg')).headers['cache-control']).toBe(
      'public, max-age=300',
    );
  });
});

describe('large files', () => {
  it('are streamed from disk, with validators', async () => {
    const sites = await makeSitesDir(['onboarding']);
    const big = Buffer.alloc(17 * 1024 * 1024, 7);
    await writeFile(path.join(sites.dir, 'onboarding', 'dist', 'assets', 'model-x1.bin'), big);
    const alone = await startProxy({ sitesDir: sites.dir });
    try {
      const url = '/_site/onboarding/assets/model-x1.bin';
      const res = await request(alone.url, url, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.body.equals(big)).toBe(true);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBeUndefined();
      const again = await request(alone.url, url, {
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.status).toBe(304);
    } finally {
      await alone.close();
      await sites.remove();
    }
  });
});

describe('rebuilds', () => {
  it('serves a rebuild without a restart', async () => {
    const before = await get(asset, { 'accept-encoding': 'br' });
    expect(before.status).toBe(200);
    expect((await get('/_site/corporate/assets/index-def456.js')).status).toBe(404);

    const next = `console.log('build 2');\n`.repeat(100);
    await rm(path.join(dist, 'assets', 'index-abc123.js.br'));
    await rebuild({
      'assets/index-def456.js': next,
      'assets/index-def456.js.br': brotliFast(next),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" data-build="2"></svg>',
    });

    const added = await get('/_site/corporate/assets/index-def456.js', { 'accept-encoding': 'br' });
    expect(added.status).toBe(200);
    expect(added.body.equals(brotliFast(next))).toBe(true);
    expect((await get('/_site/corporate/favicon.svg')).text).toContain('data-build="2"');
    // The old bundle is still in dist, now without its .br: compressed in memory instead.
    const old = await get(asset, { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(old.body).toString()).toBe(BUNDLE);
  });

  it('a site built after the start is served; one whose dist goes away is 503', async () => {
    const sites = await makeSitesDir([]);
    const alone = await startProxy({ sitesDir: sites.dir });
    try {
      const url = '/_site/recruitment/assets/index-abc123.js';
      expect((await request(alone.url, url)).status).toBe(503);
      const built = await makeSitesDir(['recruitment']);
      await rename(path.join(built.dir, 'recruitment'), path.join(sites.dir, 'recruitment'));
      await built.remove();
      await sleep(REBUILD_CHECK_MS + 100);
      expect((await request(alone.url, url)).text).toBe(BUNDLE);
      await rm(path.join(sites.dir, 'recruitment'), { recursive: true });
      await sleep(REBUILD_CHECK_MS + 100);
      expect((await request(alone.url, url)).status).toBe(503);
    } finally {
      await alone.close();
      await sites.remove();
    }
  });
});
