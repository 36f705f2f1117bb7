import http from 'node:http';
import { createApiContent } from './content';
import {
  closedPortUrl,
  contentHead,
  listen,
  page,
  startFakeApi,
  type Started,
} from '../test/test-helpers';

describe('createApiContent', () => {
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  beforeAll(async () => {
    api = await startFakeApi();
    api.state.pages.set('vi:gioi-thieu', page());
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.state.calls.length = 0;
  });

  /** A content source whose found answers live 60 s and missing ones 10 s, on a fake clock. */
  const clockedContent = () => {
    const clock = { now: 0 };
    vi.spyOn(Date, 'now').mockImplementation(() => clock.now);
    const content = createApiContent({
      apiUrl: api.url,
      timeoutMs: 2000,
      foundTtlMs: 60_000,
      missingTtlMs: 10_000,
    });
    return { content, clock };
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for uncompressed answers: over loopback compressing is CPU spent twice', async () => {
    api.state.lookupHeaders.length = 0;
    await createApiContent({ apiUrl: api.url, timeoutMs: 2000 }).page('gioi-thieu', 'vi');
    expect(api.state.lookupHeaders.at(-1)?.['accept-encoding']).toBe('identity');
  });

  it('forgets every cached lookup on invalidate (content changed)', async () => {
    const content = createApiContent({ apiUrl: api.url, timeoutMs: 2000 });
    await content.page('gioi-thieu', 'vi');
    await content.page('gioi-thieu', 'vi');
    expect(api.state.calls).toHaveLength(1);
    content.invalidate?.();
    await content.page('gioi-thieu', 'vi');
    expect(api.state.calls).toHaveLength(2);
  });

  it('caches found and missing pages for their own TTLs', async () => {
    const { content, clock } = clockedContent();
    expect(await content.page('gioi-thieu', 'vi')).toMatchObject({
      status: 'found',
      value: { templateCode: 'ABOUT_GENERAL' },
    });
    expect(await content.page('khong-co', 'vi')).toEqual({
      status: 'missing',
      // The API's own 404, for the site's render to reuse (resolve.ts).
      answer: { status: 404, body: expect.objectContaining({ errors: expect.any(Array) }) },
    });
    await content.page('gioi-thieu', 'vi');
    await content.page('khong-co', 'vi');
    expect(api.state.calls).toHaveLength(2);

    clock.now = 11_000; // missing entry expired, found entry still fresh
    await content.page('gioi-thieu', 'vi');
    await content.page('khong-co', 'vi');
    expect(api.state.calls).toHaveLength(3);

    clock.now = 61_000;
    await content.page('gioi-thieu', 'vi');
    expect(api.state.calls).toHaveLength(4);
  });

  it('shares one API call between concurrent lookups', async () => {
    const content = createApiContent({ apiUrl: api.url, timeoutMs: 2000 });
    await Promise.all([
      content.page('gioi-thieu', 'vi'),
      content.page('gioi-thieu', 'vi'),
      content.page('gioi-thieu', 'vi'),
    ]);
    expect(api.state.calls).toEqual(['/api/v1/pages/gioi-thieu?locale=vi']);
  });

  it('keys the cache by locale and escapes the slug', async () => {
    const content = createApiContent({ apiUrl: api.url, timeoutMs: 2000 });
    await content.page('gioi-thieu', 'en');
    await content.page('a b?c', 'vi');
    expect(api.state.calls).toEqual([
      '/api/v1/pages/gioi-thieu?locale=en',
      '/api/v1/pages/a%20b%3Fc?locale=vi',
    ]);
  });

  it('reads a redirect, and a 404 as missing', async () => {
    api.state.redirects.set('/cu', {
      path: '/cu',
      target: '/moi',
      targetType: 'internal',
      locale: 'vi',
      statusCode: 302,
    });
    const content = createApiContent({ apiUrl: api.url, timeoutMs: 2000 });
    expect(await content.redirect('/cu')).toMatchObject({
      status: 'found',
      value: { target: '/moi', statusCode: 302 },
    });
    expect(await content.redirect('/khac')).toEqual({ status: 'missing' });
    expect(api.state.calls).toContain('/api/v1/systems/redirects/show?path=%2Fcu');
  });

  it('routes on the template code even when the rest of the page drifted from the schema', async () => {
    api.state.pages.set('vi:drift', {
      ...page({ templateCode: 'RECRUITMENT' }),
      blocks: 'not a list',
    } as never);
    const content = createApiContent({ apiUrl: api.url, timeoutMs: 2000 });
    expect(await content.page('drift', 'vi')).toMatchObject({
      status: 'found',
      value: { templateCode: 'RECRUITMENT' },
    });
  });

  describe('content routes', () => {
    const news = '/chi-tiet-tin-tuc-va-su-kien-company/tin-moi';
    beforeAll(() => {
      api.state.contentRoutes.set(news, contentHead({ title: 'Tin mới' }));
    });

    it('asks content-routes/resolve with the escaped path; found and missing cached for their TTLs', async () => {
      const { content, clock } = clockedContent();
      expect(await content.contentRoute(news)).toMatchObject({
        status: 'found',
        value: { title: 'Tin mới', type: 'article' },
      });
      expect(await content.contentRoute('/cong-bo-thong-tin/khong-co')).toEqual({
        status: 'missing',
      });
      await content.contentRoute(news);
      await content.contentRoute('/cong-bo-thong-tin/khong-co');
      expect(api.state.calls).toEqual([
        '/api/v1/content-routes/resolve?path=%2Fchi-tiet-tin-tuc-va-su-kien-company%2Ftin-moi',
        '/api/v1/content-routes/resolve?path=%2Fcong-bo-thong-tin%2Fkhong-co',
      ]);
      clock.now = 11_000;
      await content.contentRoute(news);
      await content.contentRoute('/cong-bo-thong-tin/khong-co');
      expect(api.state.calls).toHaveLength(3);
    });

    it('keeps the title when the rest of the head drifted from the schema', async () => {
      api.state.contentRoutes.set('/bieu-phi/drift', {
        ...contentHead({ title: 'Biểu phí' }),
        alternates: 'not a list',
        description: 42,
      } as never);
      const content = createApiContent({ apiUrl: api.url, timeoutMs: 2000 });
      expect(await content.contentRoute('/bieu-phi/drift')).toEqual({
        status: 'found',
        value: {
          title: 'Biểu phí',
          description: null,
          keywords: null,
          image: null,
          type: 'article',
          alternates: [],
        },
      });
    });

    it('a 5xx is unavailable and not cached', async () => {
      const content = createApiContent({ apiUrl: api.url, timeoutMs: 2000 });
      api.state.contentRoutesDown = true;
      try {
        expect(await content.contentRoute(news)).toEqual({ status: 'unavailable' });
      } finally {
        api.state.contentRoutesDown = false;
      }
      expect(await content.contentRoute(news)).toMatchObject({ status: 'found' });
    });
  });

  it("looks a stock page's symbol up as its company, keeping the API's answer either way, cached", async () => {
    api.state.companies.add('FPT');
    const { content, clock } = clockedContent();
    expect(await content.stockSymbol?.('FPT', 'en')).toEqual({
      status: 'found',
      value: { stockSymbol: 'FPT' },
      answer: { status: 200, body: { data: { stockSymbol: 'FPT', locale: 'en' } } },
    });
    expect(await content.stockSymbol?.('ZZZZ', 'vi')).toEqual({
      status: 'missing',
      answer: {
        status: 404,
        body: { errors: [{ code: 'stock_symbol_not_found', message: 'x' }] },
      },
    });
    await content.stockSymbol?.('FPT', 'en');
    await content.stockSymbol?.('ZZZZ', 'vi');
    expect(api.state.calls).toEqual([
      '/api/v1/ttpt-companies/FPT?locale=en',
      '/api/v1/ttpt-companies/ZZZZ?locale=vi',
    ]);
    clock.now = 11_000; // a symbol listed since is known within the missing TTL
    await content.stockSymbol?.('ZZZZ', 'vi');
    expect(api.state.calls).toHaveLength(3);
  });

  it('reports an unreachable API as unavailable and does not cache it', async () => {
    const content = createApiContent({ apiUrl: await closedPortUrl(), timeoutMs: 2000 });
    expect(await content.page('gioi-thieu', 'vi')).toEqual({ status: 'unavailable' });
    expect(await content.general('vi')).toEqual({ status: 'unavailable' });
    expect(await content.contentRoute('/bieu-phi/x')).toEqual({ status: 'unavailable' });
  });

  describe('with a flaky API', () => {
    let flaky: Started;
    let mode: 'down' | 'slow' | 'up' = 'down';
    beforeAll(async () => {
      flaky = await listen(
        http.createServer((_req, res) => {
          if (mode === 'slow') return void setTimeout(() => res.end(), 1000);
          if (mode === 'down') {
            res.writeHead(503, { 'content-type': 'application/json' });
            return void res.end('{"errors":[]}');
          }
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ data: page() }));
        }),
      );
    });
    afterAll(() => flaky.close());

    it('treats 503 and timeouts as unavailable, then recovers at once', async () => {
      const content = createApiContent({ apiUrl: flaky.url, timeoutMs: 200 });
      mode = 'down';
      expect(await content.page('x', 'vi')).toEqual({ status: 'unavailable' });
      mode = 'slow';
      expect(await content.page('x', 'vi')).toEqual({ status: 'unavailable' });
      mode = 'up';
      expect(await content.page('x', 'vi')).toMatchObject({ status: 'found' });
    });
  });
});
