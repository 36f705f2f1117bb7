import type { PageSummary } from '@brokerage/shared/validation/content.ts';
import {
  capSitemap,
  contentItemEntries,
  createSitemapCache,
  escapeXml,
  renderSitemap,
  sitemapEntries,
  type ContentListing,
} from './sitemap';

const summary = (overrides: Partial<PageSummary> = {}): PageSummary => ({
  id: 1,
  templateCode: 'ABOUT_GENERAL',
  title: 'Giới thiệu',
  slug: 'gioi-thieu',
  translations: [
    { locale: 'vi', slug: 'gioi-thieu' },
    { locale: 'en', slug: 'about-us' },
  ],
  updatedAt: '2026-02-03T04:05:06.000Z',
  ...overrides,
});

const paths = (entries: ReturnType<typeof sitemapEntries>) =>
  entries.flatMap((e) => e.versions.map((v) => v.path));

describe('sitemapEntries', () => {
  const entries = sitemapEntries([
    { locale: 'vi', page: summary() },
    { locale: 'en', page: summary({ slug: 'about-us', title: 'About us' }) },
    {
      locale: 'vi',
      page: summary({
        id: 2,
        templateCode: 'HOME',
        slug: '',
        translations: [
          { locale: 'vi', slug: '' },
          { locale: 'en', slug: '' },
        ],
        updatedAt: '2026-03-01T00:00:00.000Z',
      }),
    },
    {
      locale: 'vi',
      page: summary({
        id: 3,
        templateCode: 'ANALYSIS_CENTER',
        slug: 'trung-tam-phan-tich',
        translations: [{ locale: 'en', slug: 'analysis-center' }],
      }),
    },
    {
      locale: 'vi',
      page: summary({ id: 4, slug: 'chỉ-tiếng-việt', translations: [] }),
    },
  ]);
  const all = paths(entries);

  it('lists both homes and fixed public routes in both languages', () => {
    for (const path of ['/', '/en', '/lien-he', '/en/contact', '/tuyen-dung', '/en/recruitment'])
      expect(all).toContain(path);
    expect(all).toContain('/bo-may-quan-ly');
    expect(all).toContain('/bao-cao-phan-tich');
    expect(all).toContain('/ekyc');
  });

  it('lists the analysis centre and its sub-pages', () => {
    expect(all).toContain('/trung-tam-phan-tich');
    expect(all).toContain('/en/analysis-center');
    expect(all).toContain('/trung-tam-phan-tich/ho-so-doanh-nghiep');
    expect(all).toContain('/en/analysis-center/business-profile');
  });

  it('leaves out private, slugged, flagged and robots-blocked routes', () => {
    for (const path of [
      '/login-sso',
      '/cv-ung-tuyen',
      '/en/saved-job',
      '/doi-mat-khau',
      '/dang-ky-giao-dich-trai-phieu',
      '/dang-ky-giao-dich',
      '/ket-qua-tim-kiem',
      '/chi-tiet-tuyen-dung',
      '/chi-tiet-cong-bo-thong-tin',
    ])
      expect(all).not.toContain(path);
  });

  it('turns CMS pages into one entry with both slugs, once, dated by the page', () => {
    const about = entries.filter((e) => e.versions.some((v) => v.path === '/gioi-thieu'));
    expect(about).toEqual([
      {
        versions: [
          { locale: 'vi', path: '/gioi-thieu' },
          { locale: 'en', path: '/en/about-us' },
        ],
        lastmod: '2026-02-03T04:05:06.000Z',
      },
    ]);
    expect(all).toContain(`/${encodeURIComponent('chỉ-tiếng-việt')}`);
  });

  it('dates table routes from their static pages instead of listing them twice', () => {
    expect(entries.find((e) => e.versions[0]?.path === '/')?.lastmod).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(entries.find((e) => e.versions[0]?.path === '/trung-tam-phan-tich')?.lastmod).toBe(
      '2026-02-03T04:05:06.000Z',
    );
    expect(all.filter((p) => p === '/trung-tam-phan-tich')).toHaveLength(1);
    expect(entries.find((e) => e.versions[0]?.path === '/lien-he')?.lastmod).toBeUndefined();
  });

  it('keeps only the enabled languages', () => {
    const viOnly = paths(sitemapEntries([{ locale: 'vi', page: summary() }], ['vi']));
    expect(viOnly).toContain('/gioi-thieu');
    expect(viOnly.some((p) => p.startsWith('/en'))).toBe(false);
  });
});

describe('contentItemEntries', () => {
  const listing = (overrides: Partial<ContentListing> = {}): ContentListing => ({
    id: 1,
    type: 'news',
    slug: 'tin-moi',
    path: '/chi-tiet-tin-tuc-va-su-kien-company/tin-moi',
    attrs: { product: 'company' },
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  });

  it('pairs the language versions of an item by id, dated by its latest change', () => {
    expect(
      contentItemEntries([
        { locale: 'vi', item: listing() },
        {
          locale: 'en',
          item: listing({
            slug: 'latest-news',
            path: '/en/company-news-detail/latest-news',
            updatedAt: '2026-02-01T00:00:00.000Z',
          }),
        },
      ]),
    ).toEqual([
      {
        versions: [
          { locale: 'vi', path: '/chi-tiet-tin-tuc-va-su-kien-company/tin-moi' },
          { locale: 'en', path: '/en/company-news-detail/latest-news' },
        ],
        lastmod: '2026-02-01T00:00:00.000Z',
      },
    ]);
  });

  it('keeps items of different types with the same id apart, newest first', () => {
    const entries = contentItemEntries([
      { locale: 'vi', item: listing() },
      {
        locale: 'vi',
        item: listing({
          type: 'disclosure',
          slug: 'bao-cao',
          path: '/chi-tiet-cong-bo-thong-tin/bao-cao',
          attrs: {},
          createdAt: '2026-03-01T00:00:00.000Z',
        }),
      },
    ]);
    expect(entries.map((e) => e.versions[0]?.path)).toEqual([
      '/chi-tiet-cong-bo-thong-tin/bao-cao',
      '/chi-tiet-tin-tuc-va-su-kien-company/tin-moi',
    ]);
  });

  it('computes a missing path from the shared table and skips types without a page', () => {
    const entries = contentItemEntries([
      {
        locale: 'en',
        item: listing({ path: undefined, slug: 'bond-news', attrs: { product: 'bond' } }),
      },
      { locale: 'vi', item: listing({ id: 2, type: 'video', path: null, attrs: {} }) },
      { locale: 'vi', item: listing({ id: 3, type: 'faq', path: null, attrs: {} }) },
    ]);
    expect(entries).toEqual([
      {
        versions: [{ locale: 'en', path: '/en/bond-news-detail/bond-news' }],
        lastmod: '2026-01-02T03:04:05.000Z',
      },
    ]);
  });

  it('drops paths that are not a route of the language they were listed in', () => {
    const entries = contentItemEntries([
      // An API that ignored `locale` would hand the Vietnamese path to the English listing.
      { locale: 'en', item: listing() },
      { locale: 'vi', item: listing({ id: 2, path: '//evil.example/x' }) },
      { locale: 'vi', item: listing({ id: 3, path: '/khong-phai-route' }) },
      { locale: 'vi', item: listing({ id: 4, path: 'chi-tiet-tin-tuc-sgdck/x' }) },
    ]);
    expect(entries).toEqual([]);
  });

  it('keeps only the enabled languages', () => {
    const entries = contentItemEntries(
      [
        { locale: 'vi', item: listing() },
        { locale: 'en', item: listing({ path: '/en/company-news-detail/latest-news' }) },
      ],
      ['vi'],
    );
    expect(entries.flatMap((e) => e.versions.map((v) => v.locale))).toEqual(['vi']);
  });
});

describe('capSitemap', () => {
  const entry = (n: number, languages = 2) => ({
    versions: (['vi', 'en'] as const)
      .slice(0, languages)
      .map((locale) => ({ locale, path: `/${locale}-${n}` })),
  });

  it('keeps entries in order, whole, until the URL budget is spent', () => {
    const { entries, droppedUrls } = capSitemap([entry(1), entry(2), entry(3, 1), entry(4)], 5);
    expect(entries.map((e) => e.versions[0]?.path)).toEqual(['/vi-1', '/vi-2', '/vi-3']);
    expect(droppedUrls).toBe(2);
  });

  it('drops nothing under the limit', () => {
    expect(capSitemap([entry(1)])).toEqual({ entries: [entry(1)], droppedUrls: 0 });
  });
});

describe('renderSitemap', () => {
  it('writes escaped absolute URLs with hreflang alternates and x-default', () => {
    const xml = renderSitemap(
      [
        {
          versions: [
            { locale: 'vi', path: '/a&b' },
            { locale: 'en', path: '/en/a<b>' },
          ],
          lastmod: '2026-01-01T00:00:00.000Z',
        },
        { versions: [{ locale: 'vi', path: '/only-vi' }] },
      ],
      'https://www.example.vn',
    );
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).toContain('<loc>https://www.example.vn/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://www.example.vn/en/a&lt;b&gt;</loc>');
    expect(xml).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod>');
    expect(
      xml.match(/hreflang="x-default" href="https:\/\/www.example.vn\/a&amp;b"/g),
    ).toHaveLength(2);
    expect(xml.match(/hreflang="en"/g)).toHaveLength(2);
    const single = xml.slice(xml.indexOf('/only-vi'));
    expect(single).not.toContain('xhtml:link');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes every XML special character', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });
});

describe('createSitemapCache', () => {
  it('keeps entries for the TTL, recomputes after, and serves stale on failure', async () => {
    let time = 0;
    let calls = 0;
    let fail = false;
    const log: string[] = [];
    const cache = createSitemapCache({
      ttlMs: 1000,
      now: () => time,
      log: (m) => log.push(m),
      load: () => {
        calls += 1;
        return fail
          ? Promise.reject(new Error('down'))
          : Promise.resolve([{ versions: [{ locale: 'vi' as const, path: `/v${calls}` }] }]);
      },
    });
    expect(await cache.get()).toEqual({
      entries: [{ versions: [{ locale: 'vi', path: '/v1' }] }],
      stale: false,
    });
    time = 999;
    await cache.get();
    expect(calls).toBe(1);
    time = 1000;
    expect((await cache.get())?.entries[0]?.versions[0]?.path).toBe('/v2');
    fail = true;
    time = 5000;
    expect(await cache.get()).toMatchObject({
      stale: true,
      entries: [{ versions: [{ path: '/v2' }] }],
    });
    expect(log.join()).toContain('down');
  });

  it('has nothing to give when the first load fails, and shares one load', async () => {
    let calls = 0;
    const failing = createSitemapCache({
      load: () => {
        calls += 1;
        return Promise.reject(new Error('down'));
      },
    });
    expect(await Promise.all([failing.get(), failing.get()])).toEqual([undefined, undefined]);
    expect(calls).toBe(1);
  });
});
