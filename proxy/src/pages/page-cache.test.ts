import { brotliDecompressSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteId } from '@brokerage/shared/routing/routes.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProxyServer } from '../app';
import type { ContentEvents } from '../http/content-events';
import { indexHtml, makeSitesDir, request, startProxyFixture } from '../test/test-helpers';
import { PageCache, type CachedPage } from './page-cache';
import { createRenderPool, type RenderPoolOptions } from './render-pool';

const page = (body: string, status = 200, site: SiteId = 'corporate'): CachedPage => ({
  status,
  site,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(body),
  etag: `W/"${body.length}"`,
});
const keepAll = (built: CachedPage) => built;

describe('PageCache', () => {
  it('keeps a page for its site’s TTL, a 404 for at most the not-found TTL, then as long again stale', async () => {
    let now = 0;
    const cache = new PageCache({
      ttlMs: (site) => (site === 'analysis' ? 5_000 : 60_000),
      notFoundTtlMs: 10_000,
      now: () => now,
    });
    await cache.getOrBuild('a', async () => page('home'), keepAll);
    await cache.getOrBuild('b', async () => page('quote', 200, 'analysis'), keepAll);
    await cache.getOrBuild('c', async () => page('missing', 404), keepAll);
    now = 9_999;
    expect(cache.get('b')?.body.toString()).toBe('quote');
    now = 10_000;
    expect(cache.get('b')).toBeUndefined();
    now = 19_999;
    expect(cache.get('c')?.status).toBe(404);
    now = 20_000;
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('home');
    now = 120_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('answers a page past its TTL at once and makes a fresh one behind it, once', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: () => 5_000, now: () => now });
    await cache.getOrBuild('a', async () => page('old'), keepAll);
    now = 6_000;
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      builds++;
      await gate;
      return page('new');
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.getOrBuild('a', build, keepAll)),
    );
    expect(answers.map((a) => 'hit' in a && a.hit.body.toString())).toEqual(Array(5).fill('old'));
    expect(builds).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cache.get('a')?.body.toString()).toBe('new');
    // Fresh again for its whole TTL.
    now = 10_999;
    const fresh = await cache.getOrBuild('a', build, keepAll);
    expect('hit' in fresh && fresh.hit.body.toString()).toBe('new');
    expect(builds).toBe(1);
  });

  it('puts a fresh page in place of one in use only with the compressed forms its visitors took made', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: () => 5_000, now: () => now });
    await cache.getOrBuild('a', async () => page('old '.repeat(5_000)), keepAll);
    const old = cache.get('a')!;
    await cache.encoded('a', old, 'br');
    now = 6_000;
    const stale = await cache.getOrBuild('a', async () => page('new '.repeat(5_000)), keepAll);
    expect('hit' in stale && stale.hit).toBe(old);
    await expect.poll(() => cache.get('a')?.body.toString().slice(0, 4)).toBe('new ');
    const fresh = cache.get('a')!;
    // Stored with its brotli form counted: nobody waits for that pass.
    expect(cache.stats().bytes).toBeGreaterThan(fresh.body.length);
    expect(brotliDecompressSync(await cache.encoded('a', fresh, 'br')).toString()).toBe(
      fresh.body.toString(),
    );
  });

  it('builds a cold page once for every request that waits for it', async () => {
    const cache = new PageCache({ ttlMs: () => 60_000 });
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      builds++;
      await gate;
      return page('home');
    };
    const waiting = Array.from({ length: 20 }, () => cache.getOrBuild('a', build, keepAll));
    release();
    const outcomes = await Promise.all(waiting);
    expect(builds).toBe(1);
    expect(outcomes.every((o) => 'built' in o && o.built.body.toString() === 'home')).toBe(true);
    expect(await cache.getOrBuild('a', build, keepAll)).toHaveProperty('hit');
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 20 });
  });

  it('keeps only what `keep` picks, and nothing that finished after content changed', async () => {
    const cache = new PageCache({ ttlMs: () => 60_000 });
    await cache.getOrBuild(
      'redirect',
      async () => ({ location: '/en' }),
      () => undefined,
    );
    expect(cache.get('redirect')).toBeUndefined();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stale = cache.getOrBuild(
      'a',
      async () => {
        await gate;
        return page('old');
      },
      keepAll,
    );
    cache.clear();
    release();
    await stale;
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays within its byte bound, the least recently used going first', async () => {
    const cache = new PageCache({ ttlMs: () => 60_000, maxBytes: 4_000 });
    const keys = 'abcdefghij'.split('');
    for (const key of keys) await cache.getOrBuild(key, async () => page(key.repeat(400)), keepAll);
    expect(cache.stats()).toMatchObject({ entries: 10, bytes: 4_000 });
    cache.get('a');
    await cache.getOrBuild('k', async () => page('k'.repeat(400)), keepAll);
    expect(cache.stats().bytes).toBeLessThanOrEqual(4_000);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    // A page above an eighth of the bound is not kept at all.
    await cache.getOrBuild('big', async () => page('x'.repeat(600)), keepAll);
    expect(cache.get('big')).toBeUndefined();
  });
});

/** A server build that numbers its renders, so a test sees which answer came from a render. */
const COUNTING_RENDER = `let renders = 0;
export const render = async (request) => ({
  html: '<main><h1>Trang chủ</h1><p id="n">render ' + (++renders) + ' of ' + request.url + '</p>' + 'x'.repeat(4000) + '</main>',
  layout: null,
  pageData: '[]',
});`;

/** A server build whose render holds its thread for `ms`, as a slow renderToString would. */
const BUSY_RENDER = (ms: number) => `export const render = async () => {
  const until = Date.now() + ${ms};
  while (Date.now() < until) {}
  return { html: '<main>busy</main>', layout: null, pageData: '[]' };
};`;

const HANGING_RENDER = `export const render = () => new Promise(() => {});`;

async function giveServerBuild(sitesDir: string, site: SiteId, source: string): Promise<void> {
  const root = path.join(sitesDir, site);
  await writeFile(
    path.join(root, 'dist', 'index.html'),
    indexHtml(site).replace(` data-site="${site}"`, ''),
  );
  await mkdir(path.join(root, 'dist-server'), { recursive: true });
  await writeFile(path.join(root, 'dist-server', 'server.js'), source);
}

const rendered = (text: string) => /render (\d+) of/.exec(text)?.[1];

describe('rendered pages through the proxy', () => {
  let fixture: Awaited<ReturnType<typeof startProxyFixture>> | undefined;
  afterEach(async () => {
    await (fixture?.proxy.server as ProxyServer | undefined)?.shutdown(100);
    await fixture?.close();
    fixture = undefined;
  });

  function contentEvents() {
    const listeners: Array<() => void> = [];
    const events: ContentEvents = {
      onChange: (listener) => listeners.push(listener),
      close: async () => undefined,
    };
    return { events, changed: () => listeners.forEach((listener) => listener()) };
  }

  it('renders a page once on a render thread and serves it to the next visitors from memory', async () => {
    const { events, changed } = contentEvents();
    fixture = await startProxyFixture(
      { ssrWorkers: 1, ssrTimeoutMs: 8000, pageCacheTtlMs: 60_000, pageCacheMarketTtlMs: 0 },
      { contentEvents: events },
    );
    await giveServerBuild(fixture.sites.dir, 'corporate', COUNTING_RENDER);
    const url = fixture.proxy.url;

    const first = await request(url, '/');
    expect(first.status).toBe(200);
    expect(rendered(first.text)).toBe('1');
    const lookups = fixture.api.state.calls.length;

    const again = await request(url, '/', { headers: { 'accept-encoding': 'br' } });
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.body).toString()).toBe(first.text);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    // Served without asking the API anything.
    expect(fixture.api.state.calls.length).toBe(lookups);

    const notModified = await request(url, '/', {
      headers: { 'if-none-match': first.headers.etag ?? '' },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);

    // Another origin is another page (its canonical links name it).
    const otherHost = await request(url, '/', { headers: { host: 'localhost:9' } });
    expect(rendered(otherHost.text)).toBe('2');

    // The API says content changed: the next visitor gets a fresh render.
    changed();
    expect(rendered((await request(url, '/')).text)).toBe('3');
    expect(rendered((await request(url, '/')).text)).toBe('3');
  });

  it('renders an address once for every campaign link to it (utm_*, fbclid…), and keeps other parameters apart', async () => {
    fixture = await startProxyFixture({
      ssrWorkers: 1,
      ssrTimeoutMs: 8000,
      pageCacheTtlMs: 60_000,
    });
    await giveServerBuild(fixture.sites.dir, 'corporate', COUNTING_RENDER);
    const url = fixture.proxy.url;
    const first = await request(url, '/lien-he?utm_source=zalo&fbclid=a1');
    expect(first.text).toContain('render 1 of /lien-he<');
    for (const click of ['fbclid=b2', 'gclid=c3&utm_campaign=mo-tai-khoan', 'utm_medium=email'])
      expect((await request(url, `/lien-he?${click}`)).text).toBe(first.text);
    expect((await request(url, '/lien-he')).text).toBe(first.text);
    expect((await request(url, '/lien-he?page=2&fbclid=d4')).text).toContain(
      'render 2 of /lien-he?page=2<',
    );
  });

  it('keeps no page of a site whose TTL is 0 (the market pages, when so configured)', async () => {
    fixture = await startProxyFixture({
      ssrWorkers: 1,
      ssrTimeoutMs: 8000,
      pageCacheTtlMs: 60_000,
      pageCacheMarketTtlMs: 0,
    });
    await giveServerBuild(fixture.sites.dir, 'analysis', COUNTING_RENDER);
    const url = fixture.proxy.url;
    const first = await request(url, '/trung-tam-phan-tich');
    const second = await request(url, '/trung-tam-phan-tich');
    expect(rendered(first.text)).toBe('1');
    expect(rendered(second.text)).toBe('2');
  });

  it('never renders for a HEAD, and answers it from a page kept for GET', async () => {
    fixture = await startProxyFixture({
      ssrWorkers: 1,
      ssrTimeoutMs: 8000,
      pageCacheTtlMs: 60_000,
    });
    await giveServerBuild(fixture.sites.dir, 'corporate', COUNTING_RENDER);
    const url = fixture.proxy.url;
    const head = await request(url, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const get = await request(url, '/');
    expect(rendered(get.text)).toBe('1');
    const headAfter = await request(url, '/', { method: 'HEAD' });
    expect(headAfter.headers['content-length']).toBe(String(get.body.length));
  });

  it('keeps serving other requests while a render holds its thread', async () => {
    fixture = await startProxyFixture({ ssrWorkers: 1, pageCacheTtlMs: 0, ssrTimeoutMs: 5000 });
    await giveServerBuild(fixture.sites.dir, 'corporate', BUSY_RENDER(1500));
    const url = fixture.proxy.url;
    const order: string[] = [];
    const pageDone = request(url, '/').then((res) => {
      order.push('page');
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const asset = await request(url, '/_site/corporate/assets/index-abc123.js');
    order.push('asset');
    expect(asset.status).toBe(200);
    expect((await pageDone).text).toContain('<main>busy</main>');
    expect(order).toEqual(['asset', 'page']);
  });

  it('sends pages unrendered at once when the render queue is full, and keeps none of them', async () => {
    fixture = await startProxyFixture({
      ssrWorkers: 1,
      ssrRendersPerWorker: 1,
      ssrQueue: 1,
      ssrTimeoutMs: 4000,
      pageCacheTtlMs: 60_000,
    });
    await giveServerBuild(fixture.sites.dir, 'corporate', HANGING_RENDER);
    const url = fixture.proxy.url;
    // One render holds the thread and one waits: the queue is full.
    const held = [request(url, '/?a=1'), request(url, '/?a=2')];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const shed = await request(url, '/?a=3');
    expect(shed.status).toBe(200);
    expect(shed.text).toContain('<div id="root"></div>');
    expect(shed.headers['cache-control']).toBe('no-cache');
    // Given up on after the timeout, unrendered too.
    for (const res of await Promise.all(held)) expect(res.text).toContain('<div id="root"></div>');
  }, 15_000);

  it('serves kept pages and the API to visitors while forty addresses flood it with pages to render', async () => {
    fixture = await startProxyFixture({
      ssrWorkers: 1,
      ssrRendersPerWorker: 1,
      ssrQueue: 2,
      ssrTimeoutMs: 8000,
      pageCacheTtlMs: 60_000,
    });
    await giveServerBuild(fixture.sites.dir, 'corporate', BUSY_RENDER(400));
    const url = fixture.proxy.url;
    expect((await request(url, '/')).text).toContain('<main>busy</main>');

    // Each flood request a URL never seen (nothing kept answers it), over real connections
    // from forty addresses of one /24 at once; visitors from networks of their own meanwhile.
    const order: string[] = [];
    const flood = Array.from({ length: 40 }, (_, i) =>
      request(url, `/?flood=${i}`, { localAddress: `127.0.3.${i + 1}` }).then((res) => {
        if (res.text.includes('<main>busy</main>')) order.push('flood render');
        return res;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [home, api] = await Promise.all([
      request(url, '/', { localAddress: '127.0.9.7' }),
      request(url, '/api/v1/health', { localAddress: '127.0.10.2' }),
    ]);
    order.push('visitors');
    // The kept page, rendered, and the API: neither waited for the renders the flood queued.
    expect(home.status).toBe(200);
    expect(home.text).toContain('<main>busy</main>');
    expect(api.status).toBe(200);

    // Every flood request was answered: a few rendered (one running, two waiting, and one more
    // as each finishes), the rest at once without a render and kept for no one.
    const answers = await Promise.all(flood);
    expect(order.indexOf('visitors')).toBeLessThan(order.length - 1);
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const unrendered = answers.filter((res) => !res.text.includes('<main>busy</main>'));
    expect(unrendered.length).toBeGreaterThanOrEqual(35);
    for (const res of unrendered) expect(res.headers['cache-control']).toBe('no-cache');
  }, 20_000);
});

describe('createRenderPool', () => {
  type Pool = ReturnType<typeof createRenderPool>;

  /**
   * A pool over a corporate site whose server build is `source` (none: no render asked for),
   * one thread and one render at a time unless `options` say otherwise; closed after `run`.
   * `render` asks for `/`.
   */
  async function withPool(
    source: string | undefined,
    options: Partial<RenderPoolOptions>,
    run: (
      pool: Pool,
      render: (signal?: AbortSignal) => Promise<string | undefined>,
      sitesDir: string,
    ) => Promise<void>,
  ): Promise<void> {
    const sites = await makeSitesDir(['corporate']);
    if (source) await giveServerBuild(sites.dir, 'corporate', source);
    const pool = createRenderPool({
      sitesDir: sites.dir,
      workers: 1,
      perWorker: 1,
      maxQueue: 4,
      timeoutMs: 10_000,
      log: () => undefined,
      ...options,
    });
    const request = {
      url: '/',
      origin: 'http://127.0.0.1:8080',
      api: { baseURL: 'http://127.0.0.1:1/api/v1', headers: {} },
    };
    // As a build writes it: an empty root for the rendered page.
    const template = indexHtml('corporate').replace(' data-site="corporate"', '');
    try {
      const decode = (bytes: Uint8Array | undefined) =>
        bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
      await run(
        pool,
        async (signal) => decode(await pool.renderDocument('corporate', request, template, signal)),
        sites.dir,
      );
    } finally {
      await pool.close();
      await sites.remove();
    }
  }

  it('drops a waiting render whose visitor has gone, before it starts', async () => {
    await withPool(HANGING_RENDER, {}, async (pool, render) => {
      void render();
      const left = new AbortController();
      const waiting = render(left.signal);
      expect(pool.stats()).toMatchObject({ running: 1, queued: 1 });
      left.abort();
      await expect(waiting).resolves.toBeUndefined();
      expect(pool.stats()).toMatchObject({ running: 1, queued: 0, dropped: 1 });
    });
  });

  it('sends a page unrendered at once when the renders ahead of it would keep it past the timeout', async () => {
    await withPool(BUSY_RENDER(300), { maxQueue: 32, timeoutMs: 2000 }, async (pool, render) => {
      // The thread's first render loads the site's code and is not counted; the next one
      // teaches the pool that a render takes about 300 ms.
      expect(await render()).toContain('busy');
      expect(await render()).toContain('busy');

      // Twelve at once on one slot would end 3.6 s later: those that cannot end within the
      // 2 s go out unrendered at once. (The pool takes the render under way as half done, so
      // the last one it lets wait may still run out of time.)
      const started = Date.now();
      const answers = Array.from({ length: 12 }, () =>
        render().then((page) => ({ page, after: Date.now() - started })),
      );
      const settled = await Promise.all(answers);
      const atOnce = settled.filter((answer) => answer.page === undefined && answer.after < 100);
      const rendered = settled.filter((answer) => answer.page?.includes('busy'));
      expect(atOnce.length).toBeGreaterThanOrEqual(4);
      expect(rendered.length).toBeGreaterThanOrEqual(3);
      expect(atOnce.length + rendered.length).toBeGreaterThanOrEqual(11);
      // The one late: turned away when its turn came (shed) or given up on at 2 s (dropped).
      const stats = pool.stats();
      expect(stats.shed + stats.dropped).toBe(12 - rendered.length);
      for (const answer of settled) expect(answer.after).toBeLessThan(2500);
    });
  });

  it('keeps rendering once the pool is idle again after renders that ran out of time', async () => {
    // Each render blocks its thread from 250 to 350 ms and never ends: the thread's own
    // timeout (300 ms) answers at about 350 ms, so the pool learns a render takes longer than
    // its time. That must not turn every later page away while nothing is rendering.
    const stuck = `export const render = () => new Promise(() => {
      setTimeout(() => { const until = Date.now() + 100; while (Date.now() < until) {} }, 250);
    });`;
    await withPool(stuck, { timeoutMs: 300 }, async (pool, render, sitesDir) => {
      for (let i = 0; i < 3; i++) expect(await render()).toBeUndefined();
      // The thread answers for its last render a moment after the pool gave up on it.
      for (let waited = 0; pool.stats().running > 0 && waited < 2000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await giveServerBuild(sitesDir, 'corporate', BUSY_RENDER(5));
      expect(await render()).toContain('busy');
      expect(pool.stats().shed).toBe(0);
    });
  });

  /** This process's threads at a nice value (Linux: field 19 of /proc/self/task/<tid>/stat). */
  const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  const threadsAtNice = (nice: number) =>
    readdirSync('/proc/self/task').filter(
      // The name (field 2) may hold spaces: niceOf counts from the parenthesis that closes it.
      (tid) => niceOf(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')) === nice,
    ).length;

  it.skipIf(!existsSync('/proc/self/task'))(
    'runs its threads at the nice value it is given, and the caller’s thread at its own',
    async () => {
      const before = threadsAtNice(7);
      await withPool(undefined, { workers: 2, nice: 7 }, async () => {
        await expect.poll(() => threadsAtNice(7) - before, { timeout: 10_000 }).toBe(2);
        expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).not.toBe(7);
      });
    },
  );
});
