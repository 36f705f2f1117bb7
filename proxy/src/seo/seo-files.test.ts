import {
  closedPortUrl,
  contentItem,
  general,
  page,
  request,
  startFakeApi,
  startProxy,
  startProxyFixture,
  withProxy,
  type ContentItem,
  type Started,
} from '../test/test-helpers';

let fixture: Awaited<ReturnType<typeof startProxyFixture>>;
let api: typeof fixture.api;
let sites: typeof fixture.sites;
let proxy: Started;
const logs: string[] = [];
const ORIGIN = 'http://www.example.vn';

beforeAll(async () => {
  fixture = await startProxyFixture(
    { publicOrigin: ORIGIN },
    { log: (m) => logs.push(m), sitemapTtlMs: 200 },
  );
  ({ api, sites, proxy } = fixture);
  const about = page({
    id: 10,
    title: 'Về chúng tôi',
    translations: [
      { locale: 'vi', slug: 'gioi-thieu' },
      { locale: 'en', slug: 'about-us' },
    ],
    updatedAt: '2026-04-05T06:07:08.000Z',
  });
  api.state.pages.set('vi:gioi-thieu', about);
  api.state.pages.set('en:about-us', { ...about, title: 'About us' });
  // Enough pages to need a second page of the API's list (100 per page).
  for (let i = 0; i < 120; i += 1) {
    api.state.pages.set(
      `vi:tin-${i}`,
      page({ id: 100 + i, translations: [{ locale: 'vi', slug: `tin-${i}` }] }),
    );
  }
  api.state.pages.set('vi:a&b', page({ id: 99, translations: [] }));
  // A company news item in both languages, and a disclosure published in Vietnamese only.
  const appLaunch: Partial<ContentItem> = {
    id: 7,
    translations: [
      { locale: 'vi', slug: 'ra-mat-ung-dung' },
      { locale: 'en', slug: 'app-launch' },
    ],
    createdAt: '2026-05-01T08:00:00.000Z',
  };
  api.state.contentItems.vi.push(
    contentItem({
      ...appLaunch,
      slug: 'ra-mat-ung-dung',
      path: '/chi-tiet-tin-tuc-va-su-kien-company/ra-mat-ung-dung',
    }),
    contentItem({
      id: 8,
      type: 'disclosure',
      slug: 'bao-cao-quy-1',
      path: '/chi-tiet-cong-bo-thong-tin/bao-cao-quy-1',
      attrs: { implementDate: '2026-04-01', stockSymbol: null, file: null },
      createdAt: '2026-04-01T00:00:00.000Z',
    }),
    contentItem({ id: 9, type: 'video', slug: 'video', path: null, attrs: {} }),
  );
  api.state.contentItems.en.push(
    contentItem({
      ...appLaunch,
      slug: 'app-launch',
      path: '/en/company-news-detail/app-launch',
      updatedAt: '2026-05-02T09:00:00.000Z',
    }),
  );
});

afterAll(() => fixture?.close());

const host = { host: 'www.example.vn' };

describe('/robots.txt', () => {
  it('is plain text with the rules and the absolute sitemap URL', async () => {
    const res = await request(proxy.url, '/robots.txt', { headers: host });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Sitemap: http://www.example.vn/sitemap.xml');
    expect(api.state.calls.some((c) => c.includes('robots'))).toBe(false);
  });

  it('answers HEAD with headers only, and refuses other methods', async () => {
    const head = await request(proxy.url, '/robots.txt', { method: 'HEAD', headers: host });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const post = await request(proxy.url, '/robots.txt', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('/favicon.ico', () => {
  it('redirects to the corporate site icon instead of the CMS lookup', async () => {
    const res = await request(proxy.url, '/favicon.ico');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/_site/corporate/favicon.svg');
    const icon = await request(proxy.url, res.headers.location ?? '');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(api.state.calls.some((c) => c.includes('favicon'))).toBe(false);
  });
});

describe('/sitemap.xml', () => {
  it('lists routes, homes and every CMS page with alternates', async () => {
    const res = await request(proxy.url, '/sitemap.xml', { headers: host });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const xml = res.text;
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const loc of [
      '/',
      '/en',
      '/lien-he',
      '/en/contact',
      '/gioi-thieu',
      '/en/about-us',
      '/tin-119',
    ])
      expect(xml).toContain(`<loc>http://www.example.vn${loc}</loc>`);
    expect(xml).toContain('<loc>http://www.example.vn/a%26b</loc>');
    expect(xml).not.toContain('/login-sso');
    const about = /<url>\s*<loc>http:\/\/www.example.vn\/gioi-thieu<\/loc>[\s\S]*?<\/url>/.exec(
      xml,
    )?.[0];
    expect(about).toContain('<lastmod>2026-04-05T06:07:08.000Z</lastmod>');
    expect(about).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://www.example.vn/en/about-us"/>',
    );
    expect(about).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://www.example.vn/gioi-thieu"/>',
    );
    expect(api.state.calls).toContain('/api/v1/pages/static/all?limit=100&page=2&locale=vi');
  });

  it('lists content item pages in both languages, paired by hreflang, dated', async () => {
    const res = await request(proxy.url, '/sitemap.xml', { headers: host });
    const xml = res.text;
    const o = 'http://www.example.vn';
    const news = new RegExp(
      `<url>\\s*<loc>${o}/chi-tiet-tin-tuc-va-su-kien-company/ra-mat-ung-dung</loc>[\\s\\S]*?</url>`,
    ).exec(xml)?.[0];
    expect(news).toContain('<lastmod>2026-05-02T09:00:00.000Z</lastmod>');
    expect(news).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${o}/en/company-news-detail/app-launch"/>`,
    );
    expect(news).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${o}/chi-tiet-tin-tuc-va-su-kien-company/ra-mat-ung-dung"/>`,
    );
    const english = new RegExp(
      `<url>\\s*<loc>${o}/en/company-news-detail/app-launch</loc>[\\s\\S]*?</url>`,
    ).exec(xml)?.[0];
    expect(english).toContain(
      `<xhtml:link rel="alternate" hreflang="vi" href="${o}/chi-tiet-tin-tuc-va-su-kien-company/ra-mat-ung-dung"/>`,
    );
    const disclosure = new RegExp(
      `<url>\\s*<loc>${o}/chi-tiet-cong-bo-thong-tin/bao-cao-quy-1</loc>[\\s\\S]*?</url>`,
    ).exec(xml)?.[0];
    expect(disclosure).toContain('<lastmod>2026-04-01T00:00:00.000Z</lastmod>');
    expect(disclosure).not.toContain('hreflang');
    expect(xml.match(/ra-mat-ung-dung<\/loc>/g)).toHaveLength(1);
    expect(api.state.calls).toContain('/api/v1/all-content?limit=1000&page=1&locale=vi');
    expect(api.state.calls).toContain('/api/v1/all-content?limit=1000&page=1&locale=en');
  });

  it('pages through all-content until done', async () => {
    const many = await startFakeApi();
    for (let i = 0; i < 1001; i += 1) {
      many.state.contentItems.vi.push(
        contentItem({
          id: i + 1,
          slug: `tin-${i}`,
          path: `/chi-tiet-tin-tuc-va-su-kien-company/tin-${i}`,
        }),
      );
    }
    try {
      await withProxy(
        { apiUrl: many.url, sitesDir: sites.dir, publicOrigin: ORIGIN },
        async (other) => {
          const res = await request(other.url, '/sitemap.xml', { headers: host });
          expect(res.status).toBe(200);
          expect(res.text).toContain('/chi-tiet-tin-tuc-va-su-kien-company/tin-1000</loc>');
          expect(many.state.calls).toContain('/api/v1/all-content?limit=1000&page=2&locale=vi');
          expect(many.state.calls.filter((c) => c.includes('all-content'))).toHaveLength(3);
        },
      );
    } finally {
      await many.close();
    }
  });

  it('compresses, answers HEAD and conditional requests', async () => {
    const gz = await request(proxy.url, '/sitemap.xml', {
      headers: { ...host, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const head = await request(proxy.url, '/sitemap.xml', { method: 'HEAD', headers: host });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const again = await request(proxy.url, '/sitemap.xml', {
      headers: { ...host, 'if-none-match': gz.headers.etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('uses PUBLIC_ORIGIN, and is cached then recomputed', async () => {
    const other = await startProxy(
      { apiUrl: api.url, sitesDir: sites.dir, publicOrigin: 'https://www.anphat.vn' },
      { sitemapTtlMs: 500 },
    );
    try {
      const listCalls = () => api.state.calls.filter((c) => c.includes('static/all')).length;
      const before = listCalls();
      const first = await request(other.url, '/sitemap.xml');
      expect(first.text).toContain('<loc>https://www.anphat.vn/en</loc>');
      const fetched = listCalls() - before;
      expect(fetched).toBeGreaterThanOrEqual(3);
      await request(other.url, '/sitemap.xml');
      expect(listCalls() - before).toBe(fetched);
      api.state.pages.set('vi:moi', page({ id: 500, translations: [] }));
      await new Promise((resolve) => setTimeout(resolve, 550));
      const later = await request(other.url, '/sitemap.xml');
      expect(later.text).toContain('<loc>https://www.anphat.vn/moi</loc>');
    } finally {
      api.state.pages.delete('vi:moi');
      await other.close();
    }
  });

  it.each([
    ['pages/static/all', 'listDown', '/gioi-thieu</loc>', 'sitemap: cannot list pages'],
    // Content pages included.
    [
      'all-content',
      'contentListDown',
      '/en/company-news-detail/app-launch</loc>',
      'API all-content answered 500',
    ],
  ] as const)(
    'keeps the last good sitemap when %s fails later',
    async (_list, flag, kept, logged) => {
      await request(proxy.url, '/sitemap.xml', { headers: host });
      api.state[flag] = true;
      try {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const res = await request(proxy.url, '/sitemap.xml', { headers: host });
        expect(res.status).toBe(200);
        expect(res.text).toContain(kept);
        expect(logs.join('\n')).toContain(logged);
      } finally {
        api.state[flag] = false;
      }
    },
  );

  it('drops the languages the CMS switched off', async () => {
    const viOnly = await startFakeApi();
    viOnly.state.general = general({
      locales: [
        { code: 'vi', name: 'Tiếng Việt', icon: '/vi.svg', enabled: true, message: '' },
        { code: 'en', name: 'English', icon: '/en.svg', enabled: false, message: '' },
      ],
    });
    try {
      await withProxy(
        { apiUrl: viOnly.url, sitesDir: sites.dir, publicOrigin: ORIGIN },
        async (other) => {
          const res = await request(other.url, '/sitemap.xml', { headers: host });
          expect(res.text).toContain('<loc>http://www.example.vn/lien-he</loc>');
          expect(res.text).not.toContain('/en/');
          expect(res.text).not.toContain('hreflang');
        },
      );
    } finally {
      await viOnly.close();
    }
  });

  it('answers 503, never an empty sitemap, when the API was never reached', async () => {
    const apiUrl = await closedPortUrl();
    await withProxy({ apiUrl, sitesDir: sites.dir, publicOrigin: ORIGIN }, async (down) => {
      const res = await request(down.url, '/sitemap.xml', { headers: host });
      expect(res.status).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.text).not.toContain('urlset');
      const robots = await request(down.url, '/robots.txt', { headers: host });
      expect(robots.status).toBe(200);
    });
  });
});
