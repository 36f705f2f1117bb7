import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { createProxyServer } from './app';
import {
  BUNDLE,
  closedPortUrl,
  contentHead,
  indexHtml,
  listen,
  makeSitesDir,
  page,
  request,
  startEchoUpstream,
  startProxy,
  startProxyFixture,
  testConfig,
  upgrade,
  withProxy,
  type Started,
} from './test/test-helpers';

let fixture: Awaited<ReturnType<typeof startProxyFixture>>;
let api: typeof fixture.api;
let priceboard: Started;
let sso: Started;
let sites: typeof fixture.sites;
let proxy: Started;
const logs: string[] = [];

beforeAll(async () => {
  [priceboard, sso] = await Promise.all([
    startEchoUpstream('priceboard'),
    startEchoUpstream('sso'),
  ]);
  fixture = await startProxyFixture(
    { priceboardUrl: priceboard.url, ssoUpstream: sso.url },
    // The health tests flip the API's health between requests.
    { log: (m) => logs.push(m), healthTtlMs: 0 },
  );
  ({ api, sites, proxy } = fixture);
  const { pages, redirects } = api.state;
  pages.set(
    'vi:gioi-thieu',
    page({
      title: 'Về chúng tôi',
      seo: {
        title: null,
        description: 'Giới thiệu An Phát',
        keyword: 'an phát, giới thiệu',
        imgSrc: null,
      },
      og: { title: null, description: null, image: '/api/v1/files/about.png', type: 'article' },
      translations: [{ locale: 'en', slug: 'about-us' }],
    }),
  );
  pages.set(
    'en:about-us',
    page({ title: 'About us', translations: [{ locale: 'vi', slug: 'gioi-thieu' }] }),
  );
  pages.set('vi:doi-ngu', page({ templateCode: 'RECRUITMENT_ABOUT_US', title: 'Đội ngũ' }));
  pages.set('vi:co-hoi', page({ templateCode: 'RECRUITMENT', title: 'Cơ hội' }));
  pages.set(
    'vi:home-page',
    page({
      templateCode: 'HOME',
      title: 'Trang chủ',
      seo: {
        title: 'An Phát – Trang chủ',
        description: 'Chứng khoán An Phát',
        keyword: null,
        imgSrc: null,
      },
    }),
  );
  pages.set(
    'vi:doc-hai',
    page({
      title: `</title><script>alert('x')</script>`,
      summary: `"><img src=x onerror=alert(1)>`,
    }),
  );
  api.state.companies.add('FPT');
  const { contentRoutes } = api.state;
  const newsAlternates = [
    { locale: 'vi' as const, path: '/chi-tiet-tin-tuc-va-su-kien-company/ra-mat-ung-dung' },
    { locale: 'en' as const, path: '/en/company-news-detail/app-launch' },
  ];
  contentRoutes.set(
    '/chi-tiet-tin-tuc-va-su-kien-company/ra-mat-ung-dung',
    contentHead({
      title: 'An Phát ra mắt ứng dụng mới',
      description: 'Ứng dụng giao dịch mới cho nhà đầu tư',
      keywords: 'ứng dụng, giao dịch',
      image: '/api/v1/files/app-launch.png',
      type: 'article',
      alternates: newsAlternates,
    }),
  );
  contentRoutes.set(
    '/en/company-news-detail/app-launch',
    contentHead({ title: 'An Phat launches a new app', alternates: newsAlternates }),
  );
  // Reached by its id: the API names the item's real URL.
  contentRoutes.set(
    '/chi-tiet-cong-bo-thong-tin/42',
    contentHead({
      title: 'Báo cáo quý 1',
      alternates: [{ locale: 'vi', path: '/chi-tiet-cong-bo-thong-tin/bao-cao-quy-1' }],
    }),
  );
  contentRoutes.set(
    '/cong-bo-thong-tin/co-dong',
    contentHead({
      title: 'Thông tin cổ đông',
      type: 'website',
      alternates: [{ locale: 'vi', path: '/cong-bo-thong-tin/co-dong' }],
    }),
  );
  redirects.set('/cu', {
    path: '/cu',
    target: '/gioi-thieu',
    targetType: 'internal',
    locale: 'vi',
    statusCode: 301,
  });
  redirects.set('/en/old', {
    path: '/en/old',
    target: '/en/about-us',
    targetType: 'internal',
    locale: 'en',
    statusCode: 302,
  });
  redirects.set('/bieu-mau', {
    path: '/bieu-mau',
    target: '/api/v1/files/bieu-mau.pdf',
    targetType: 'file',
    locale: null,
    statusCode: 302,
  });
  redirects.set('/doi-tac', {
    path: '/doi-tac',
    target: 'https://partner.example.com/x',
    targetType: 'external',
    locale: null,
    statusCode: 301,
  });
  redirects.set('/a/b/c', {
    path: '/a/b/c',
    target: '/tuyen-dung',
    targetType: 'internal',
    locale: 'vi',
    statusCode: 301,
  });
});

afterAll(async () => {
  await Promise.all([priceboard.close(), sso.close()]);
  await fixture.close();
});

const get = (p: string, headers: Record<string, string> = {}) => request(proxy.url, p, { headers });
const siteOf = (html: string) => /data-site="([a-z]+)"/.exec(html)?.[1];
const langOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];

describe('pages: site and status', () => {
  it.each([
    ['/', 'corporate', 'vi'],
    ['/en', 'corporate', 'en'],
    ['/lien-he', 'corporate', 'vi'],
    ['/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=FPT', 'analysis', 'vi'],
    ['/en/analysis-center', 'analysis', 'en'],
    ['/tuyen-dung', 'recruitment', 'vi'],
    ['/en/login', 'recruitment', 'en'],
    ['/ekyc', 'onboarding', 'vi'],
    ['/en/transaction-register', 'onboarding', 'en'],
  ])('%s → %s index, lang %s, 200', async (url, site, lang) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(siteOf(res.text)).toBe(site);
    expect(langOf(res.text)).toBe(lang);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('CMS slug with an ordinary template → corporate', async () => {
    const res = await get('/gioi-thieu');
    expect(res.status).toBe(200);
    expect(siteOf(res.text)).toBe('corporate');
  });

  it.each(['/doi-ngu', '/co-hoi'])(
    'CMS slug %s with a RECRUITMENT* template → recruitment',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(siteOf(res.text)).toBe('recruitment');
    },
  );

  it.each([
    ['/khong-ton-tai', 'corporate'],
    ['/a/b/d', 'corporate'],
    ['/trung-tam-phan-tich/khong-co', 'analysis'],
    ['/trung-tam-phan-tich/lich-su-giao-dich?stock_symbol=ZZZZ', 'analysis'],
    ['/tuyen-dung/thua', 'recruitment'],
    ['/ekyc/thua', 'onboarding'],
  ])('%s → HTTP 404 with the %s index', async (url, site) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(siteOf(res.text)).toBe(site);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('the API 404 for a redirect loop is a 404 page', async () => {
    const res = await get('/loop-a');
    expect(res.status).toBe(404);
    expect(siteOf(res.text)).toBe('corporate');
  });

  it.each([
    '/%E0%A4%A',
    '/..%2f',
    '/..%2f..%2fsecret.txt',
    '/a%00b',
    '/%5c%5cevil.example',
    '/x/%ZZ',
  ])('junk %s → corporate 404, and the server keeps serving', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(siteOf(res.text)).toBe('corporate');
    expect((await get('/')).status).toBe(200);
  });

  it('answers HEAD without a body and refuses POST', async () => {
    const head = await request(proxy.url, '/lien-he', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const post = await request(proxy.url, '/lien-he', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('pages: system data', () => {
  const systemDataOf = (html: string): unknown => {
    const json = /<script type="application\/json" id="system-data">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  };

  it.each([
    ['/', 'vi'],
    ['/en/analysis-center', 'en'],
    ['/tuyen-dung', 'vi'],
    ['/en/ekyc', 'en'],
  ])('%s carries the settings, menus and text overrides of %s', async (url, locale) => {
    const { text } = await get(url);
    expect(systemDataOf(text)).toEqual({
      locale,
      general: api.state.general,
      menus: [
        {
          code: 'header',
          items: [expect.objectContaining({ title: `Giới thiệu </script><b> ${locale}` })],
        },
      ],
      translations: api.state.translations,
    });
  });

  it('no CMS text can close its element', async () => {
    const res = await get('/');
    expect(res.text).not.toContain('Giới thiệu </script>');
    expect(res.text).toContain('Giới thiệu \\u003c/script>\\u003cb>');
  });
});

describe('pages: redirects', () => {
  it.each([
    ['/vi', '/'],
    ['/vi/lien-he?a=1', '/lien-he?a=1'],
    ['/lien-he/', '/lien-he'],
    ['/tuyen-dung/?page=2&q=k', '/tuyen-dung?page=2&q=k'],
    ['/en/', '/en'],
  ])('%s → 301 %s', async (url, location) => {
    const res = await get(url);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each([
    ['/cu', 301, '/gioi-thieu'],
    ['/en/old', 302, '/en/about-us'],
    ['/bieu-mau', 302, '/api/v1/files/bieu-mau.pdf'],
    ['/doi-tac', 301, 'https://partner.example.com/x'],
    ['/a/b/c', 301, '/tuyen-dung'],
  ])('redirect table: %s → %i %s', async (url, status, location) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    expect(res.headers.location).toBe(location);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['/vi/lien-he?utm_source=zalo&a=1', '/lien-he?a=1&utm_source=zalo'],
    ['/cu?fbclid=IwAR0x', '/gioi-thieu?fbclid=IwAR0x'],
    ['/doi-tac?gclid=1&utm_medium=cpc', 'https://partner.example.com/x?gclid=1&utm_medium=cpc'],
  ])('a redirect hands campaign parameters on: %s → %s', async (url, location) => {
    expect((await get(url)).headers.location).toBe(location);
  });
});

describe('pages: head injection', () => {
  it('CMS page: title, description, keywords, Open Graph, canonical, hreflang', async () => {
    const { text } = await get('/gioi-thieu');
    const origin = proxy.url;
    expect(text).toContain('<title>Về chúng tôi | An Phát Securities</title>');
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).toContain('<meta name="description" content="Giới thiệu An Phát" />');
    expect(text).toContain('<meta name="keywords" content="an phát, giới thiệu" />');
    expect(text).toContain('<meta property="og:title" content="Về chúng tôi" />');
    expect(text).toContain(
      `<meta property="og:image" content="${origin}/api/v1/files/about.png" />`,
    );
    expect(text).toContain('<meta property="og:type" content="article" />');
    expect(text).toContain(`<link rel="canonical" href="${origin}/gioi-thieu" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="vi" href="${origin}/gioi-thieu" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/about-us" />`);
    expect(text).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/gioi-thieu" />`,
    );
  });

  it('English CMS page', async () => {
    const { text } = await get('/en/about-us');
    expect(langOf(text)).toBe('en');
    expect(text).toContain('<title>About us | An Phát Securities</title>');
    expect(text).toContain(`<link rel="alternate" hreflang="vi" href="${proxy.url}/gioi-thieu" />`);
  });

  it('home page from pages/static/home-page', async () => {
    const { text } = await get('/');
    expect(text).toContain('<title>An Phát – Trang chủ</title>');
    expect(text).toContain('<meta name="description" content="Chứng khoán An Phát" />');
    expect(text).toContain(`<link rel="alternate" hreflang="en" href="${proxy.url}/en" />`);
  });

  it('table route: system defaults and translated alternates', async () => {
    const { text } = await get('/lien-he');
    expect(text).toContain('<title>Chứng khoán An Phát</title>');
    expect(text).toContain('<meta name="description" content="Mô tả mặc định" />');
    expect(text).toContain(
      `<meta property="og:image" content="${proxy.url}/api/v1/files/og-default.png" />`,
    );
    expect(text).toContain(`<link rel="alternate" hreflang="en" href="${proxy.url}/en/contact" />`);
  });

  it('escapes hostile CMS text', async () => {
    const { text, status } = await get('/doc-hai');
    expect(status).toBe(200);
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).not.toContain("<script>alert('x')");
    expect(head).not.toContain('<img');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
  });

  it('404 page title', async () => {
    const { text } = await get('/en/nowhere');
    expect(text).toContain('<title>Page not found | An Phát Securities</title>');
  });
});

describe('pages: content routes', () => {
  const news = '/chi-tiet-tin-tuc-va-su-kien-company/ra-mat-ung-dung';
  const resolveCalls = () => api.state.calls.filter((c) => c.includes('content-routes/resolve'));

  it('a news detail fetched without JavaScript carries that article in og:title', async () => {
    // The acceptance test of the issue: a crawler or a share preview reads the HTML as sent.
    const res = await get(news);
    expect(res.status).toBe(200);
    expect(siteOf(res.text)).toBe('corporate');
    expect(res.text).toContain(
      '<meta property="og:title" content="An Phát ra mắt ứng dụng mới" />',
    );
  });

  it('detail page: title with the site name, description, keywords, Open Graph, canonical, hreflang', async () => {
    const { text } = await get(news);
    const origin = proxy.url;
    expect(text).toContain('<title>An Phát ra mắt ứng dụng mới | An Phát Securities</title>');
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).toContain(
      '<meta name="description" content="Ứng dụng giao dịch mới cho nhà đầu tư" />',
    );
    expect(text).toContain('<meta name="keywords" content="ứng dụng, giao dịch" />');
    expect(text).toContain(
      '<meta property="og:description" content="Ứng dụng giao dịch mới cho nhà đầu tư" />',
    );
    expect(text).toContain(
      `<meta property="og:image" content="${origin}/api/v1/files/app-launch.png" />`,
    );
    expect(text).toContain('<meta property="og:type" content="article" />');
    expect(text).toContain(`<link rel="canonical" href="${origin}${news}" />`);
    expect(text).toContain(`<meta property="og:url" content="${origin}${news}" />`);
    expect(text).toContain(`<link rel="alternate" hreflang="vi" href="${origin}${news}" />`);
    expect(text).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/en/company-news-detail/app-launch" />`,
    );
    expect(text).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${news}" />`);
    expect(text).not.toContain('noindex');
  });

  it('English detail page: English head, lang and canonical; system defaults fill the gaps', async () => {
    const { text, status } = await get('/en/company-news-detail/app-launch');
    expect(status).toBe(200);
    expect(langOf(text)).toBe('en');
    expect(text).toContain('<title>An Phat launches a new app | An Phát Securities</title>');
    expect(text).toContain('<meta name="description" content="Mô tả mặc định" />');
    expect(text).toContain(
      `<meta property="og:image" content="${proxy.url}/api/v1/files/og-default.png" />`,
    );
    expect(text).toContain(
      `<link rel="canonical" href="${proxy.url}/en/company-news-detail/app-launch" />`,
    );
    expect(text).toContain(`<link rel="alternate" hreflang="vi" href="${proxy.url}${news}" />`);
  });

  it('a category of a list route: its head, og:type website, no hreflang for one language', async () => {
    const { text, status } = await get('/cong-bo-thong-tin/co-dong');
    expect(status).toBe(200);
    expect(text).toContain('<title>Thông tin cổ đông | An Phát Securities</title>');
    expect(text).toContain('<meta property="og:type" content="website" />');
    expect(text).toContain(
      `<link rel="canonical" href="${proxy.url}/cong-bo-thong-tin/co-dong" />`,
    );
    expect(text).not.toContain('hreflang');
  });

  it('the canonical is the URL the API names for the item, not an alias it was reached by', async () => {
    const { text, status } = await get('/chi-tiet-cong-bo-thong-tin/42');
    expect(status).toBe(200);
    expect(text).toContain(
      `<link rel="canonical" href="${proxy.url}/chi-tiet-cong-bo-thong-tin/bao-cao-quy-1" />`,
    );
  });

  it.each([
    ['/chi-tiet-tin-tuc-va-su-kien-company/khong-co-tin-nay', 'vi'],
    ['/en/disclosure-news-detail/no-such-item', 'en'],
    ['/cong-bo-thong-tin/khong-co-danh-muc', 'vi'],
  ])('%s, unknown to the API, is HTTP 404 with the corporate HTML', async (url, lang) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(siteOf(res.text)).toBe('corporate');
    expect(langOf(res.text)).toBe(lang);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).not.toContain('og:title');
  });

  it('a list route without a slug never asks the API', async () => {
    const before = resolveCalls().length;
    for (const url of [
      '/cong-bo-thong-tin',
      '/en/disclosure-news',
      '/bieu-phi',
      '/tin-tuc-sgdck',
    ]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Chứng khoán An Phát</title>');
    }
    expect(resolveCalls().length).toBe(before);
  });

  it('asks the API once for repeated requests (cache hit), the missing answer too', async () => {
    const url = '/chi-tiet-cong-bo-thong-tin/chi-mot-lan';
    const count = () => resolveCalls().filter((c) => c.includes('chi-mot-lan')).length;
    expect((await get(url)).status).toBe(404);
    expect((await get(url)).status).toBe(404);
    expect(count()).toBe(1);
    const known = resolveCalls().filter((c) => c.includes('ra-mat-ung-dung')).length;
    await get(news);
    expect(resolveCalls().filter((c) => c.includes('ra-mat-ung-dung')).length).toBe(known);
  });

  it('with the API answering 5xx: 200 with the default head, never a false 404', async () => {
    api.state.contentRoutesDown = true;
    try {
      // A path not cached yet, so the outage is what the proxy sees.
      const res = await get('/chi-tiet-tin-tuc-sgdck/phien-giao-dich');
      expect(res.status).toBe(200);
      expect(siteOf(res.text)).toBe('corporate');
      expect(res.text).toContain('<title>Chứng khoán An Phát</title>');
      expect(res.text).toContain('<meta name="description" content="Mô tả mặc định" />');
      expect(res.text).toContain(
        `<link rel="canonical" href="${proxy.url}/chi-tiet-tin-tuc-sgdck/phien-giao-dich" />`,
      );
      expect(res.text).not.toContain('noindex');
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      api.state.contentRoutesDown = false;
    }
    // The outage was not cached: the next request sees the API's real answer.
    expect((await get('/chi-tiet-tin-tuc-sgdck/phien-giao-dich')).status).toBe(404);
  });
});

describe('static files', () => {
  const asset = '/_site/corporate/assets/index-abc123.js';

  it('hashed assets: immutable, right type, validators', async () => {
    const res = await get(asset);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(res.headers['last-modified']).toBeDefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(BUNDLE);
  });

  it('brotli and gzip by Accept-Encoding', async () => {
    const br = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gz = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BUNDLE);
  });

  it('304 for If-None-Match and If-Modified-Since', async () => {
    const first = await get(asset);
    const etag = String(first.headers.etag);
    const byTag = await get(asset, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await get(asset, {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(byDate.status).toBe(304);
    expect((await get(asset, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('other files: short cache; fonts typed and not compressed', async () => {
    const svg = await get('/_site/corporate/favicon.svg', { 'accept-encoding': 'br' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=300');
    const font = await get('/_site/analysis/assets/font-x1.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toContain('immutable');
  });

  it.each([
    '/_site/corporate/../secret.txt',
    '/_site/corporate/..%2f..%2fsecret.txt',
    '/_site/corporate/assets/..%2f..%2f..%2fsecret.txt',
    '/_site/corporate/%2e%2e/%2e%2e/secret.txt',
    '/_site/corporate/assets%5c..%5c..%5csecret.txt',
    '/_site/corporate/.env',
    '/_site/corporate/',
    '/_site/corporate/assets',
    '/_site/corporate/nope.js',
    '/_site/unknown/assets/index-abc123.js',
    '/_site/corporate/%E0%A4%A',
  ])('%s → 404', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('top secret');
  });

  it('HEAD sends headers only; POST is refused', async () => {
    const head = await request(proxy.url, asset, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await request(proxy.url, asset, { method: 'POST' })).status).toBe(405);
  });
});

describe('HTML caching and compression', () => {
  it('compresses the page and revalidates it by ETag', async () => {
    const res = await get('/lien-he', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('data-site="corporate"');
    const again = await get('/lien-he', { 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('re-reads index.html after a rebuild', async () => {
    const file = path.join(sites.dir, 'onboarding', 'dist', 'index.html');
    await writeFile(
      file,
      indexHtml('onboarding').replace('<div id="root"', '<div id="root" data-build="2"'),
    );
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect((await get('/ekyc')).text).toContain('data-build="2"');
  });
});

describe('security headers', () => {
  const expectBaseline = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['permissions-policy']).toContain('geolocation=()');
  };

  it.each([
    '/',
    '/gioi-thieu',
    '/khong-ton-tai',
    '/_site/corporate/favicon.svg',
    '/api/v1/echo',
    '/sso/x',
    '/healthz',
    '/vi',
  ])('on %s', async (url) => {
    expectBaseline((await get(url)).headers);
  });

  it('camera and microphone only on onboarding pages', async () => {
    expect((await get('/ekyc')).headers['permissions-policy']).toMatch(
      /camera=\(self\), microphone=\(self\)/,
    );
    expect((await get('/en/register-bond-trading')).headers['permissions-policy']).toContain(
      'camera=(self)',
    );
    for (const url of ['/', '/tuyen-dung', '/trung-tam-phan-tich', '/api/v1/echo']) {
      expect((await get(url)).headers['permissions-policy']).toMatch(
        /camera=\(\), microphone=\(\)/,
      );
    }
  });

  it('no HSTS over plain HTTP, even when the client claims HTTPS', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('an upstream keeps its own CSP and caching; missing headers are added', async () => {
    const res = await get('/api/v1/own-headers');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['cache-control']).toBe('private, max-age=5');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('upstream forwarding', () => {
  it('forwards /api with full path, method, body and X-Forwarded-*', async () => {
    const res = await request(proxy.url, '/api/v1/echo?x=1&y=%C3%A1', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '6.6.6.6',
      },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    const echo = JSON.parse(res.text) as {
      method: string;
      url: string;
      body: string;
      headers: Record<string, string>;
    };
    expect(echo).toMatchObject({
      method: 'POST',
      url: '/api/v1/echo?x=1&y=%C3%A1',
      body: '{"a":1}',
    });
    // Without PROXY_TRUST_FORWARDED the client's own claims are replaced, not appended to.
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
    expect(echo.headers['x-forwarded-for']).not.toContain('6.6.6.6');
    expect(echo.headers['x-forwarded-host']).toBe(`127.0.0.1:${proxy.port}`);
  });

  it.each([
    ['/priceboard/Acc/amw?x=1', 'priceboard'],
    ['/sso/.well-known/openid-configuration', 'sso'],
  ])('forwards %s to %s with the path kept', async (url, name) => {
    const res = await get(url);
    expect(res.headers['x-upstream']).toBe(name);
    expect((JSON.parse(res.text) as { url: string }).url).toBe(url);
  });

  it('forwards WebSocket upgrades and tunnels bytes both ways', async () => {
    const { status, headers, socket } = await upgrade(
      proxy.url,
      '/priceboard/hubs/priceboard?id=abc',
    );
    expect(status).toBe(101);
    expect(headers['x-upstream']).toBe('priceboard');
    expect(headers['x-seen-url']).toBe('/priceboard/hubs/priceboard?id=abc');
    expect(headers['x-seen-forwarded-proto']).toBe('http');
    const echoed = new Promise<string>((resolve) =>
      socket?.once('data', (d: Buffer) => resolve(d.toString())),
    );
    socket?.write('ping');
    expect(await echoed).toBe('ping');
    socket?.destroy();
  });

  it.each(['/somewhere', '/_site/corporate/'])('refuses an upgrade on %s', async (url) => {
    expect((await upgrade(proxy.url, url)).status).toBe(404);
  });
});

describe('healthz', () => {
  it('200 with every upstream when all is well', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = JSON.parse(res.text) as Record<string, unknown>;
    expect(report).toMatchObject({
      status: 'ok',
      mode: 'production',
      upstreams: {
        api: { status: 'up', httpStatus: 200 },
        priceboard: { status: 'up' },
        sso: { status: 'up' },
      },
      sites: {
        corporate: { status: 'up' },
        analysis: { status: 'up' },
        recruitment: { status: 'up' },
        onboarding: { status: 'up' },
      },
    });
  });

  it('503 when the API reports unhealthy', async () => {
    api.state.healthy = false;
    try {
      const res = await get('/healthz');
      expect(res.status).toBe(503);
      expect(JSON.parse(res.text)).toMatchObject({
        status: 'degraded',
        upstreams: { api: { status: 'down', httpStatus: 503 } },
      });
    } finally {
      api.state.healthy = true;
    }
  });
});

describe('behind a TLS-terminating load balancer (PROXY_TRUST_FORWARDED)', () => {
  let trusted: Started;
  beforeAll(async () => {
    trusted = await startProxy({
      apiUrl: api.url,
      sitesDir: sites.dir,
      trustProxy: true,
      publicOrigin: 'https://www.anphat.example',
    });
  });
  afterAll(() => trusted.close());

  it('sends HSTS only for HTTPS requests', async () => {
    const https = await request(trusted.url, '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await request(trusted.url, '/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the balancer chain and public host for the upstream; canonical URLs use PUBLIC_ORIGIN only', async () => {
    const headers = {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'www.anphat.example',
    };
    const spoofed = await request(trusted.url, '/lien-he', {
      headers: { ...headers, 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    });
    expect(spoofed.text).not.toContain('evil.example');
    const echo = JSON.parse((await request(trusted.url, '/api/v1/echo', { headers })).text) as {
      headers: Record<string, string>;
    };
    expect(echo.headers['x-forwarded-for']).toMatch(/^203\.0\.113\.9, /);
    expect(echo.headers['x-forwarded-proto']).toBe('https');
    expect(echo.headers['x-forwarded-host']).toBe('www.anphat.example');
    const { text } = await request(trusted.url, '/lien-he', { headers });
    expect(text).toContain('<link rel="canonical" href="https://www.anphat.example/lien-he" />');
  });
});

describe('when things are down', () => {
  let down: Started;
  let partial: Awaited<ReturnType<typeof makeSitesDir>>;
  beforeAll(async () => {
    partial = await makeSitesDir(['analysis']);
    const nowhere = await closedPortUrl();
    down = await startProxy({
      apiUrl: nowhere,
      priceboardUrl: nowhere,
      ssoUpstream: nowhere,
      sitesDir: partial.dir,
      apiTimeoutMs: 500,
    });
  });
  afterAll(async () => {
    await down.close();
    await partial.remove();
  });

  it('API → 503 JSON error envelope with Retry-After', async () => {
    const res = await request(down.url, '/api/v1/pages/x?locale=vi');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['retry-after']).toBe('30');
    expect(JSON.parse(res.text)).toMatchObject({ errors: [{ code: 'service_unavailable' }] });
    expect((await request(down.url, '/api/v1/x', { method: 'POST', body: 'x' })).status).toBe(503);
  });

  it('other upstreams → the self-contained bilingual 503 page', async () => {
    for (const url of ['/sso/auth', '/priceboard/']) {
      const res = await request(down.url, url, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('Hệ thống tạm thời gián đoạn');
      expect(res.text).toContain('Service temporarily unavailable');
      expect(res.text).not.toMatch(/<(script|link)\b|src=/);
    }
  });

  it('a refused WebSocket upstream answers 503', async () => {
    expect((await upgrade(down.url, '/priceboard/hubs/priceboard')).status).toBe(503);
  });

  it('a page whose dist is missing → the 503 page', async () => {
    const res = await request(down.url, '/');
    expect(res.status).toBe(503);
    expect(res.text).toContain('Service temporarily unavailable');
    expect((await request(down.url, '/_site/corporate/assets/index-abc123.js')).status).toBe(503);
  });

  it('a CMS lookup with the API down → the site index with 503', async () => {
    const withCorporate = await makeSitesDir(['corporate']);
    const apiUrl = await closedPortUrl();
    try {
      await withProxy(
        { apiUrl, sitesDir: withCorporate.dir, apiTimeoutMs: 500 },
        async (server) => {
          const res = await request(server.url, '/gioi-thieu');
          expect(res.status).toBe(503);
          expect(siteOf(res.text)).toBe('corporate');
          expect(res.headers['retry-after']).toBe('30');
          expect(res.headers['cache-control']).toBe('no-store');
          // A table route needs no lookup and still works.
          expect((await request(server.url, '/lien-he')).status).toBe(200);
          // A content route is a known route too: served with the default head, not a 404/503.
          const detail = await request(server.url, '/chi-tiet-tin-tuc-va-su-kien-company/tin-moi');
          expect(detail.status).toBe(200);
          expect(siteOf(detail.text)).toBe('corporate');
        },
      );
    } finally {
      await withCorporate.remove();
    }
  });

  it('a site that is built still serves', async () => {
    const res = await request(down.url, '/trung-tam-phan-tich');
    expect(res.status).toBe(200);
    expect(siteOf(res.text)).toBe('analysis');
  });

  it('healthz reports every failure with 503', async () => {
    const res = await request(down.url, '/healthz');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toMatchObject({
      status: 'degraded',
      upstreams: {
        api: { status: 'down' },
        priceboard: { status: 'down' },
        sso: { status: 'down' },
      },
      sites: { corporate: { status: 'down' }, analysis: { status: 'up' } },
    });
  });

  it('shuts down cleanly with a WebSocket open', async () => {
    const up = await startEchoUpstream('priceboard');
    const server = createProxyServer(testConfig({ priceboardUrl: up.url, sitesDir: partial.dir }), {
      accessLog: () => undefined,
      log: () => undefined,
    });
    const started = await listen(server);
    const { status, socket } = await upgrade(started.url, '/priceboard/hubs/priceboard');
    expect(status).toBe(101);
    const closed = new Promise<void>((resolve) => socket?.once('close', () => resolve()));
    await server.shutdown(1000);
    await closed;
    expect(server.listening).toBe(false);
    await up.close();
  });
});
