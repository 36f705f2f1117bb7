import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { publishContentChanged } from '../../lib/state/content-changed';
import {
  buildTestApp,
  openTemplateDatabase,
  testClock,
  useTestApp,
} from '../../test/build-test-app';
import { ContentCache } from './content-cache';
import { testServerUrl } from '../../../test/backend';

const redisUrl = testServerUrl('TEST_REDIS_URL');

/**
 * Issue 9 finding 12: what every visitor sees the same (home page, menus, news) is answered
 * from memory for a short time, with Cache-Control and an ETag, and dropped when content
 * changes.
 */
describe('public content cache', () => {
  const clock = testClock();
  const app = useTestApp({
    now: clock.now,
    env: { CONTENT_CACHE_TTL_SECONDS: '30', CONTENT_CACHE_MAX_ENTRIES: '20' },
  });
  beforeEach(() => app.contentCache.invalidate());

  const HOME = '/api/v1/pages/static/home-page';
  const homeTitle = async (url = HOME) => (await app.inject(url)).json().data.title as string;
  const setHomeTitle = (title: string, locale = 'vi') =>
    app.db.execute(sql`
      update page_translations set title = ${title}
      where locale = ${locale}
        and page_id = (select id from pages where static_key = 'home-page')`);

  it('answers the same content from memory until it is invalidated', async () => {
    const before = await homeTitle();
    await setHomeTitle('Tiêu đề mới');
    expect(await homeTitle()).toBe(before);
    app.contentCache.invalidate();
    expect(await homeTitle()).toBe('Tiêu đề mới');
    await setHomeTitle(before);
  });

  it('drops everything when content-changed is published on the shared state', async () => {
    const before = await homeTitle();
    await setHomeTitle('Đã nhập nội dung');
    expect(await homeTitle()).toBe(before);
    expect(app.contentCache.size).toBeGreaterThan(0);
    await publishContentChanged(app.state, 'test');
    await expect.poll(() => app.contentCache.size).toBe(0);
    expect(await homeTitle()).toBe('Đã nhập nội dung');
    await setHomeTitle(before);
  });

  it('reads the database again once the entry is older than the TTL', async () => {
    const before = await homeTitle();
    await setHomeTitle('Sau 30 giây');
    clock.advance(29_000);
    expect(await homeTitle()).toBe(before);
    clock.advance(2_000);
    expect(await homeTitle()).toBe('Sau 30 giây');
    await setHomeTitle(before);
  });

  it('keeps one entry per language and query, and ignores parameters the route does not take', async () => {
    const vi = await homeTitle(`${HOME}?locale=vi`);
    const en = await homeTitle(`${HOME}?locale=en`);
    expect(en).not.toBe(vi);
    await setHomeTitle('Changed', 'en');
    // Same route and validated query (utm_source is not part of it): the cached English page.
    expect(await homeTitle(`${HOME}?locale=en&utm_source=x`)).toBe(en);
    const page1 = (await app.inject('/api/v1/news?limit=2&page=1')).json().data;
    const page2 = (await app.inject('/api/v1/news?limit=2&page=2')).json().data;
    expect(page1[0].id).not.toBe(page2[0].id);
    app.contentCache.invalidate();
    expect(await homeTitle(`${HOME}?locale=en`)).toBe('Changed');
    await setHomeTitle(en, 'en');
  });

  it.each([HOME, '/api/v1/menus', '/api/v1/news?limit=6', '/api/v1/systems/general'])(
    '%s: Cache-Control, ETag and 304 on a matching If-None-Match',
    async (url) => {
      for (const round of ['miss', 'hit']) {
        const res = await app.inject(url);
        expect(res.statusCode, round).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=30');
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const etag = String(res.headers.etag);
        expect(etag).toMatch(/^"[\w-]{16,}"$/);
        const again = await app.inject({ url, headers: { 'if-none-match': etag } });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        const other = await app.inject({ url, headers: { 'if-none-match': '"other"' } });
        expect(other.statusCode).toBe(200);
        expect(other.body).toBe(res.body);
      }
    },
  );

  it('caches a news item by its key', async () => {
    const [first] = (await app.inject('/api/v1/news?limit=1')).json().data as { slug: string }[];
    const url = `/api/v1/news/${first!.slug}`;
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect((await app.inject(url)).headers.etag).toBe(res.headers.etag);
  });

  it('keeps errors, personal and per-visitor answers out of it', async () => {
    const missing = await app.inject('/api/v1/pages/khong-co-trang-nay');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
    const search = await app.inject('/api/v1/search?keyword=cổ phiếu');
    expect(search.headers['cache-control']).toBeUndefined();
    const me = await app.inject('/api/v1/customers/me');
    expect(me.headers.etag).toBeUndefined();
  });

  it('bounds the number of entries', async () => {
    for (let page = 1; page <= 30; page += 1)
      await app.inject(`/api/v1/menus?page=1&limit=${page}`);
    expect(app.contentCache.size).toBeLessThanOrEqual(app.config.contentCache.maxEntries);
    expect(app.contentCache.size).toBeGreaterThan(0);
  });
});

describe('public content cache turned off', () => {
  it('reads the database every time with CONTENT_CACHE_TTL_SECONDS=0', async () => {
    const app = await buildTestApp({ env: { CONTENT_CACHE_TTL_SECONDS: '0' } });
    try {
      const res = await app.inject('/api/v1/pages/static/home-page');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(res.headers.etag).toBeDefined();
      expect(app.contentCache.size).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('ContentCache renewal', () => {
  const entry = (generation = 0) => ({
    payload: Buffer.from('{"data":1}'),
    etag: '"x"',
    contentType: 'application/json',
    expiresAt: 1_000,
    generation,
  });

  it('sends one request to the database when an entry expires; the others get the old answer', () => {
    const cache = new ContentCache(1_000, 10);
    cache.store('k', entry());
    expect(cache.lookup('k', 999)?.payload.toString()).toBe('{"data":1}');
    expect(cache.lookup('k', 1_000)).toBeNull(); // this one renews
    expect(cache.lookup('k', 1_001)?.payload.toString()).toBe('{"data":1}');
    expect(cache.lookup('k', 5_000)?.payload.toString()).toBe('{"data":1}');
    // A renewal that never came back does not block the next one for ever.
    expect(cache.lookup('k', 11_001)).toBeNull();
  });

  it('drops content that is gone and lets another request retry after a failure', () => {
    const cache = new ContentCache(1_000, 10);
    cache.store('k', entry());
    expect(cache.lookup('k', 2_000)).toBeNull();
    cache.renewalFailed('k', 500);
    expect(cache.lookup('k', 2_001)).toBeNull();
    cache.renewalFailed('k', 404);
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer read before an invalidation', () => {
    const cache = new ContentCache(1_000, 10);
    const generation = cache.currentGeneration;
    cache.invalidate();
    cache.store('k', entry(generation));
    expect(cache.size).toBe(0);
  });
});

describe.skipIf(!redisUrl)('content cache across replicas (Redis pub/sub)', () => {
  const prefix = `test:content:${randomUUID()}:`;
  const replicas: FastifyInstance[] = [];
  let publisher: Redis;
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: inject('apiTestDataDir'),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
      });
      const replica = await buildApp(config, { database: await openTemplateDatabase() });
      await replica.ready();
      replicas.push(replica);
    }
    publisher = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    publisher?.disconnect();
  });

  it('drops the cache of every replica on a message on ${REDIS_PREFIX}content-changed', async () => {
    for (const replica of replicas) {
      expect((await replica.inject('/api/v1/menus')).statusCode).toBe(200);
      expect(replica.contentCache.size).toBeGreaterThan(0);
    }
    // As the seed (or any other writer, in any language) sends it: the contract's channel.
    const message = JSON.stringify({ at: new Date().toISOString(), source: 'seed' });
    expect(await publisher.publish(`${prefix}content-changed`, message)).toBe(2);
    for (const replica of replicas) await expect.poll(() => replica.contentCache.size).toBe(0);
  });
});
