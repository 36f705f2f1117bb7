import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Redirect } from '@brokerage/shared/validation/content.ts';
import type { ContentRouteHead } from '@brokerage/shared/validation/contentItems.ts';
import { contentHead } from '../test/test-helpers';
import type { ContentSource, Lookup, PageInfo } from './content';
import { resolvePage } from './resolve';
import { answerKey } from '@brokerage/shared/app/start/ssrMarkup.ts';

/**
 * In-memory content: pages by `locale:slug`, redirects by path, content items by site path,
 * or an API that is down.
 */
function fakeContent(
  pages: Record<string, string> = {},
  redirects: Record<string, Partial<Redirect>> = {},
  down = false,
  items: Record<string, string> = {},
  companies: readonly string[] = [],
): ContentSource & { calls: string[] } {
  const calls: string[] = [];
  const lookup = <T>(value: T | undefined): Lookup<T> =>
    down
      ? { status: 'unavailable' }
      : value === undefined
        ? { status: 'missing' }
        : { status: 'found', value };
  return {
    calls,
    page: async (slug: string, locale: Locale) => {
      calls.push(`page:${locale}:${slug}`);
      const code = pages[`${locale}:${slug}`];
      return lookup<PageInfo>(code ? { templateCode: code, title: slug } : undefined);
    },
    homePage: async () => lookup<PageInfo>({ templateCode: 'HOME', title: 'Home' }),
    redirect: async (pathname: string) => {
      calls.push(`redirect:${pathname}`);
      const r = redirects[pathname];
      return lookup<Redirect>(
        r
          ? {
              path: pathname,
              target: '/',
              targetType: 'internal',
              locale: null,
              statusCode: 301,
              ...r,
            }
          : undefined,
      );
    },
    general: async () => ({ status: 'missing' }),
    contentRoute: async (path: string) => {
      calls.push(`content-route:${path}`);
      const title = items[path];
      return lookup<ContentRouteHead>(title ? contentHead({ title }) : undefined);
    },
    stockSymbol: async (symbol: string, locale: Locale) => {
      calls.push(`stock:${locale}:${symbol}`);
      if (down) return { status: 'unavailable' };
      return companies.includes(symbol)
        ? {
            status: 'found',
            value: { stockSymbol: symbol },
            answer: { status: 200, body: { data: { stockSymbol: symbol } } },
          }
        : { status: 'missing', answer: { status: 404, body: { errors: [] } } };
    },
  };
}

describe('resolvePage: site selection from the route table', () => {
  const content = fakeContent({}, {}, false, {}, ['FPT']);
  it.each([
    ['/', 'corporate', 'vi'],
    ['/en', 'corporate', 'en'],
    ['/lien-he', 'corporate', 'vi'],
    ['/en/contact', 'corporate', 'en'],
    ['/login-sso', 'corporate', 'vi'],
    ['/bo-may-quan-ly', 'corporate', 'vi'],
    ['/trung-tam-phan-tich', 'analysis', 'vi'],
    ['/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=FPT', 'analysis', 'vi'],
    ['/en/analysis-center/stock-information', 'analysis', 'en'],
    ['/bao-cao-phan-tich/12', 'analysis', 'vi'],
    ['/tuyen-dung', 'recruitment', 'vi'],
    ['/en/saved-job', 'recruitment', 'en'],
    ['/dang-nhap', 'recruitment', 'vi'],
    ['/ekyc', 'onboarding', 'vi'],
    ['/en/register-bond-trading', 'onboarding', 'en'],
  ])('%s → %s (%s), 200, no API call', async (url, site, locale) => {
    const result = await resolvePage(url, content);
    expect(result).toMatchObject({ type: 'page', site, locale, status: 200 });
  });

  it('never asks the API for table routes (but the symbol of a stock page)', () => {
    expect(content.calls).toEqual(['stock:vi:FPT']);
  });

  it.each([
    ['/trung-tam-phan-tich/khong-co', 'analysis'],
    ['/tuyen-dung/x/y', 'recruitment'],
    ['/ekyc/extra', 'onboarding'],
    ['/bao-cao-phan-tich/abc', 'analysis'],
    ['/chi-tiet-tuyen-dung', 'recruitment'],
  ])('%s is the 404 of its owning site (%s)', async (url, site) => {
    expect(await resolvePage(url, content)).toMatchObject({ type: 'page', site, status: 404 });
  });
});

describe('resolvePage: content routes', () => {
  const items = {
    '/chi-tiet-tin-tuc-va-su-kien-company/tin-moi': 'Tin mới',
    '/en/company-news-detail/latest-news': 'Latest news',
    '/chi-tiet-cong-bo-thong-tin/bao-cao-quy-1': 'Báo cáo quý 1',
    '/cong-bo-thong-tin/co-dong': 'Cổ đông',
    '/bo-may-quan-ly-chi-tiet/ban-dieu-hanh': 'Ban điều hành',
  };

  it.each(Object.entries(items))(
    'a detail or category path that names an item (%s) is a corporate 200 with its head',
    async (url, title) => {
      const content = fakeContent({}, {}, false, items);
      expect(await resolvePage(url, content)).toMatchObject({
        type: 'page',
        site: 'corporate',
        status: 200,
        item: { title },
      });
      expect(content.calls).toEqual([`content-route:${url}`]);
    },
  );

  it.each([
    '/chi-tiet-tin-tuc-va-su-kien-company/khong-co',
    '/en/bond-news-detail/nothing',
    '/chi-tiet-tin-tuc-sgdck/khong-co',
    '/bo-may-quan-ly-chi-tiet/khong-co',
    '/cong-bo-thong-tin/khong-co',
    '/en/transaction-fee/nothing',
  ])('%s, which names no item, is a corporate 404 without a redirect lookup', async (url) => {
    const content = fakeContent({}, {}, false, items);
    const result = await resolvePage(url, content);
    expect(result).toMatchObject({ type: 'page', site: 'corporate', status: 404 });
    expect(result).not.toHaveProperty('item');
    expect(content.calls).toEqual([`content-route:${url}`]);
  });

  it.each(['/cong-bo-thong-tin', '/en/disclosure-news', '/bieu-phi', '/tin-tuc-sgdck'])(
    'list route %s without a slug costs no API call',
    async (url) => {
      const content = fakeContent({}, {}, false, items);
      expect(await resolvePage(url, content)).toMatchObject({ status: 200, site: 'corporate' });
      expect(content.calls).toEqual([]);
    },
  );

  it('a department tab by slug is looked up like a detail (unknown → 404)', async () => {
    const content = fakeContent({}, {}, false, items);
    expect(await resolvePage('/bo-may-quan-ly/khong-co', content)).toMatchObject({ status: 404 });
    expect(content.calls).toEqual(['content-route:/bo-may-quan-ly/khong-co']);
  });

  it('a job posting or a why-join-us post is looked up by slug on the recruitment site (unknown → 404)', async () => {
    const known = '/chi-tiet-tuyen-dung/chuyen-vien-moi-gioi';
    const content = fakeContent({}, {}, false, { ...items, [known]: 'Chuyên viên môi giới' });
    expect(await resolvePage(known, content)).toMatchObject({ site: 'recruitment', status: 200 });
    expect(await resolvePage('/en/recruitment-details/no-such-job', content)).toMatchObject({
      site: 'recruitment',
      status: 404,
    });
    expect(await resolvePage('/ly-do-gia-nhap-chi-tiet/khong-co', content)).toMatchObject({
      status: 404,
    });
  });

  it('with the API down the page is served (200, no item), never a 404 or a 503', async () => {
    const content = fakeContent({}, {}, true, items);
    const result = await resolvePage('/chi-tiet-tin-tuc-va-su-kien-company/tin-moi', content);
    expect(result).toMatchObject({ type: 'page', site: 'corporate', status: 200 });
    expect(result).not.toHaveProperty('item');
  });
});

describe('resolvePage: CMS slugs', () => {
  const content = fakeContent({
    'vi:gioi-thieu': 'ABOUT_GENERAL',
    'en:about-us': 'ABOUT_GENERAL',
    'vi:doi-ngu': 'RECRUITMENT_ABOUT_US',
    'vi:co-hoi': 'RECRUITMENT',
    'en:careers': 'RECRUITMENT_CAREER',
  });

  it('serves an ordinary template from corporate', async () => {
    expect(await resolvePage('/gioi-thieu', content)).toMatchObject({
      site: 'corporate',
      status: 200,
      locale: 'vi',
    });
    expect(await resolvePage('/en/about-us', content)).toMatchObject({
      site: 'corporate',
      status: 200,
      locale: 'en',
    });
  });

  it.each(['/doi-ngu', '/co-hoi', '/en/careers'])(
    'serves RECRUITMENT* page %s from recruitment',
    async (url) => {
      expect(await resolvePage(url, content)).toMatchObject({ site: 'recruitment', status: 200 });
    },
  );

  it('asks with the locale of the path', async () => {
    await resolvePage('/en/gioi-thieu', content);
    expect(content.calls).toContain('page:en:gioi-thieu');
  });

  it('a missing slug with no redirect is a corporate 404', async () => {
    expect(await resolvePage('/khong-ton-tai', content)).toMatchObject({
      site: 'corporate',
      status: 404,
    });
    expect(content.calls).toContain('redirect:/khong-ton-tai');
  });
});

describe('resolvePage: redirects', () => {
  const content = fakeContent(
    {},
    {
      '/cu': { target: '/gioi-thieu', targetType: 'internal', statusCode: 301 },
      '/en/old': { target: '/en/about-us', targetType: 'internal', locale: 'en', statusCode: 302 },
      '/bieu-mau': { target: '/api/v1/files/bieu-mau.pdf', targetType: 'file' },
      '/doi-tac': { target: 'https://partner.example.com/a?b=1', targetType: 'external' },
      '/a/b/c': { target: '/tuyen-dung', targetType: 'internal' },
      '/tu-chinh-minh': { target: '/tu-chinh-minh', targetType: 'internal' },
      '/js': { target: 'javascript:alert(1)', targetType: 'external' },
      '/proto-relative': { target: '//evil.example.com', targetType: 'external' },
      '/backslash': { target: '/\\evil.example.com', targetType: 'internal' },
      '/tieng-viet': { target: '/tin tức/mới', targetType: 'internal' },
    },
  );

  it('internal path, with the status the table says', async () => {
    expect(await resolvePage('/cu', content)).toEqual({
      type: 'redirect',
      status: 301,
      location: '/gioi-thieu',
      reason: 'cms',
    });
    expect(await resolvePage('/en/old', content)).toMatchObject({
      status: 302,
      location: '/en/about-us',
    });
  });

  it('keeps the query on an internal target that has none', async () => {
    expect(await resolvePage('/cu?utm_source=x', content)).toMatchObject({
      location: '/gioi-thieu?utm_source=x',
    });
  });

  it('storage file and absolute URL', async () => {
    expect(await resolvePage('/bieu-mau', content)).toMatchObject({
      location: '/api/v1/files/bieu-mau.pdf',
    });
    expect(await resolvePage('/doi-tac', content)).toMatchObject({
      location: 'https://partner.example.com/a?b=1',
    });
  });

  it('multi-segment unknown paths go through the table too', async () => {
    expect(await resolvePage('/a/b/c', content)).toMatchObject({
      type: 'redirect',
      location: '/tuyen-dung',
    });
    expect(await resolvePage('/a/b/d', content)).toMatchObject({
      type: 'page',
      site: 'corporate',
      status: 404,
    });
  });

  it('a target that points back at the path is a 404, not a loop', async () => {
    expect(await resolvePage('/tu-chinh-minh', content)).toMatchObject({
      type: 'page',
      status: 404,
    });
  });

  it.each(['/js', '/proto-relative', '/backslash'])(
    'refuses the unsafe target of %s',
    async (url) => {
      expect(await resolvePage(url, content)).toMatchObject({ type: 'page', status: 404 });
    },
  );

  it('percent-encodes a non-ASCII target so it is a valid header', async () => {
    expect(await resolvePage('/tieng-viet', content)).toMatchObject({
      location: '/tin%20t%E1%BB%A9c/m%E1%BB%9Bi',
    });
  });
});

describe('resolvePage: canonical form', () => {
  const content = fakeContent();
  it.each([
    ['/vi', '/'],
    ['/vi/', '/'],
    ['/vi/lien-he', '/lien-he'],
    ['/vi/lien-he/?a=1&b=2', '/lien-he?a=1&b=2'],
    ['/lien-he/', '/lien-he'],
    ['/en/', '/en'],
    ['/tuyen-dung/?page=2', '/tuyen-dung?page=2'],
    ['//evil.example.com/', '/evil.example.com'],
    ['/a//b', '/a/b'],
  ])('%s → 301 %s', async (url, location) => {
    expect(await resolvePage(url, content)).toEqual({
      type: 'redirect',
      status: 301,
      location,
      reason: 'canonical',
    });
  });
});

describe('resolvePage: junk and outages', () => {
  it.each([
    '/%E0%A4%A',
    '/..%2f',
    '/..%2F..%2Fetc%2Fpasswd',
    '/a%00b',
    '/%5cevil',
    '/a/../b',
    '/./x',
    'http://evil/x',
    '*',
  ])('%s is a corporate 404 without touching the API', async (url) => {
    const content = fakeContent();
    expect(await resolvePage(url, content)).toMatchObject({
      type: 'page',
      site: 'corporate',
      status: 404,
    });
    expect(content.calls).toEqual([]);
  });

  it('an unreachable API makes a CMS lookup a corporate 503', async () => {
    const content = fakeContent({}, {}, true);
    expect(await resolvePage('/gioi-thieu', content)).toMatchObject({
      site: 'corporate',
      status: 503,
    });
    expect(await resolvePage('/a/b', content)).toMatchObject({ site: 'corporate', status: 503 });
  });

  it('table routes do not depend on the API', async () => {
    const content = fakeContent({}, {}, true);
    expect(await resolvePage('/ekyc', content)).toMatchObject({ site: 'onboarding', status: 200 });
  });
});

describe('resolvePage: what the site need not ask again', () => {
  const body = (slug: string) => ({ data: { templateCode: 'ABOUT', title: slug } });
  const content: ContentSource = {
    ...fakeContent(),
    page: async (slug) =>
      slug === 'gioi-thieu'
        ? {
            status: 'found',
            value: { templateCode: 'ABOUT', title: slug },
            answer: { status: 200, body: body(slug) },
          }
        : {
            status: 'missing',
            answer: { status: 404, body: { errors: [{ code: 'page_not_found' }] } },
          },
  };

  it('hands the CMS page it read to the render, under the key of the site’s own request', async () => {
    const resolution = await resolvePage('/en/gioi-thieu', content);
    expect(resolution).toMatchObject({
      type: 'page',
      status: 200,
      answers: [
        {
          key: answerKey('pages/gioi-thieu', { locale: 'en' }),
          status: 200,
          data: body('gioi-thieu'),
        },
      ],
    });
  });

  it('hands the 404 on too when no page and no redirect has the slug', async () => {
    const resolution = await resolvePage('/trang-cu-%C4%91', content);
    expect(resolution).toMatchObject({
      status: 404,
      answers: [
        {
          key: answerKey(`pages/${encodeURIComponent('trang-cu-đ')}`, { locale: 'vi' }),
          status: 404,
        },
      ],
    });
  });
});

describe('resolvePage: stock pages', () => {
  const content = fakeContent({}, {}, false, {}, ['FPT']);
  beforeEach(() => {
    content.calls.length = 0;
  });

  it("serves an unknown symbol's stock page as a 404, with the API's answer for the render", async () => {
    const result = await resolvePage(
      '/trung-tam-phan-tich/lich-su-giao-dich?stock_symbol=zzzz',
      content,
    );
    expect(result).toMatchObject({ type: 'page', site: 'analysis', status: 404 });
    expect(content.calls).toEqual(['stock:vi:ZZZZ']);
    // The site asks `ttpt-companies/{symbol}` with the same words (marketApi getCompany).
    expect(result.type === 'page' && result.answers).toEqual([
      {
        key: answerKey('ttpt-companies/ZZZZ', { locale: 'vi' }),
        status: 404,
        data: { errors: [] },
      },
    ]);
  });

  it('serves a known symbol, as typed, with 200 and its company for the render', async () => {
    const result = await resolvePage(
      '/en/analysis-center/technical-analytic?stock_symbol=%20fpt%20',
      content,
    );
    expect(result).toMatchObject({ type: 'page', site: 'analysis', locale: 'en', status: 200 });
    expect(result.type === 'page' && result.answers).toEqual([
      {
        key: answerKey('ttpt-companies/FPT', { locale: 'en' }),
        status: 200,
        data: { data: { stockSymbol: 'FPT' } },
      },
    ]);
  });

  it('answers 404 for a symbol that cannot be one, without asking', async () => {
    const result = await resolvePage(
      '/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=%3Cb%3E',
      content,
    );
    expect(result).toMatchObject({ type: 'page', site: 'analysis', status: 404 });
    expect(content.calls).toEqual([]);
  });

  it.each([
    '/trung-tam-phan-tich/thong-tin-co-phieu',
    '/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=%20',
    '/trung-tam-phan-tich?stock_symbol=ZZZZ',
    '/trung-tam-phan-tich/bao-cao-phan-tich?stock_symbol=ZZZZ',
  ])('%s: no symbol to look up, 200', async (url) => {
    expect(await resolvePage(url, content)).toMatchObject({ site: 'analysis', status: 200 });
    expect(content.calls).toEqual([]);
  });

  it.each([
    ['/trung-tam-phan-tich/bang-gia', 200],
    ['/trung-tam-phan-tich/bang-gia?tab=vn30', 200],
    ['/en/analysis-center/price-board?tab=put-through', 200],
    ['/trung-tam-phan-tich/bang-gia?tab=sector-8300', 200],
    ['/trung-tam-phan-tich/bang-gia?tab=nyse', 404],
    ['/en/analysis-center/price-board?tab=sector-83', 404],
  ] as const)(
    '%s: a board tab that names nothing is a 404, decided without asking',
    async (url, status) => {
      expect(await resolvePage(url, content)).toMatchObject({ site: 'analysis', status });
      expect(content.calls).toEqual([]);
    },
  );

  it('serves the page (200) when the API cannot say', async () => {
    const down = fakeContent({}, {}, true);
    expect(
      await resolvePage('/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=ZZZZ', down),
    ).toMatchObject({ site: 'analysis', status: 200 });
  });
});
