import { describe, expect, it } from 'vitest';
import { createContentApi } from './contentApi';
import { ApiRequestError, ApiSchemaError } from './errors';
import { createFakeServerClient, type FakeHandler } from './testServer';
import { fixtureGeneral, fixturePage, fixtureRedirect } from '../testing/fixtures';

const page = fixturePage({ templateCode: 'HOME' });
const notFound = (code: string) => ({
  status: 404,
  data: { errors: [{ code, message: 'Không tìm thấy' }] },
});

function setup(handler: FakeHandler) {
  const { client, server } = createFakeServerClient(handler);
  return { api: createContentApi(client), server };
}

describe('contentApi', () => {
  it('getSystemGeneral parses the settings', async () => {
    const general = fixtureGeneral();
    const { api, server } = setup(() => ({ status: 200, data: { data: general } }));
    await expect(api.getSystemGeneral()).resolves.toEqual(general);
    expect(server.requests[0]?.url).toBe('systems/general');
  });

  it('getTranslations asks for the given locale, not the page locale', async () => {
    const tree = { common: { actions: { back: 'Back' } }, corporate: { title: 'Home' } };
    const { api, server } = setup(() => ({ status: 200, data: { data: tree } }));
    await expect(api.getTranslations('en')).resolves.toEqual(tree);
    expect(server.requests[0]?.url).toBe('systems/fe-translations');
    expect(server.requests[0]?.params).toEqual({ locale: 'en' });
  });

  it('getTranslations rejects a tree with non-string leaves', async () => {
    const { api } = setup(() => ({ status: 200, data: { data: { common: { count: 3 } } } }));
    await expect(api.getTranslations('vi')).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it('getRedirect returns the redirect, or null on 404', async () => {
    const redirect = fixtureRedirect({ path: '/cu', target: '/moi' });
    const { api, server } = setup((request) =>
      (request.params as { path: string }).path === '/cu'
        ? { status: 200, data: { data: redirect } }
        : notFound('redirect_not_found'),
    );
    await expect(api.getRedirect('/cu')).resolves.toEqual(redirect);
    await expect(api.getRedirect('/khong-co')).resolves.toBeNull();
    expect(server.requests[0]?.url).toBe('systems/redirects/show');
    expect(server.requests[0]?.params).toEqual({ path: '/cu', locale: 'vi' });
  });

  it('getPage encodes the slug and returns null on 404; other errors still throw', async () => {
    const { api, server } = setup((request) => {
      if (request.url === 'pages/gioi-thieu') return { status: 200, data: { data: page } };
      if (request.url === 'pages/loi')
        return { status: 500, data: { errors: [{ code: 'internal_error', message: 'x' }] } };
      return notFound('page_not_found');
    });
    await expect(api.getPage('gioi-thieu')).resolves.toMatchObject({ templateCode: 'HOME' });
    await expect(api.getPage('a/b?c')).resolves.toBeNull();
    expect(server.requests[1]?.url).toBe('pages/a%2Fb%3Fc');
    await expect(api.getPage('loi')).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('sends an explicit language instead of the page language when a call asks for one', async () => {
    const { api, server } = setup((request) =>
      request.url === 'pages/about-us'
        ? { status: 200, data: { data: page } }
        : notFound('redirect_not_found'),
    );
    await api.getPage('about-us', { locale: 'en' });
    await api.getRedirect('/en/old', { locale: 'en' });
    expect(server.requests[0]?.params).toEqual({ locale: 'en' });
    expect(server.requests[1]?.params).toEqual({ path: '/en/old', locale: 'en' });
  });

  it('getStaticPage reads pages/static/{key}', async () => {
    const { api, server } = setup(() => ({ status: 200, data: { data: page } }));
    await api.getStaticPage('home-page');
    await api.getStaticPage('analysis-center');
    expect(server.requests.map((r) => r.url)).toEqual([
      'pages/static/home-page',
      'pages/static/analysis-center',
    ]);
  });

  it('getMenus returns the menus of the list body', async () => {
    const menus = [{ code: 'header', items: [] }];
    const meta = { page: 1, limit: 10, total: 1, totalPages: 1 };
    const { api } = setup(() => ({ status: 200, data: { data: menus, meta } }));
    await expect(api.getMenus()).resolves.toEqual(menus);
  });

  it('getAllPages returns data and meta', async () => {
    const summary = {
      id: 1,
      templateCode: 'HOME',
      title: 'x',
      slug: 'x',
      translations: [],
      updatedAt: 'now',
    };
    const meta = { page: 1, limit: 100, total: 1, totalPages: 1 };
    const { api } = setup(() => ({ status: 200, data: { data: [summary], meta } }));
    await expect(api.getAllPages()).resolves.toEqual({ data: [summary], meta });
  });

  it('search sends keyword, page and limit and parses the results', async () => {
    const hit = {
      type: 'page',
      id: 3,
      title: 'Giới thiệu Chứng khoán An Phát',
      summary: 'Công ty chứng khoán',
      slug: 'gioi-thieu-an-phat',
      templateCode: 'ABOUT_GENERAL',
      url: '/gioi-thieu-an-phat',
      updatedAt: '2024-01-01T00:00:00Z',
    };
    const meta = { page: 2, limit: 10, total: 11, totalPages: 2 };
    const { api, server } = setup(() => ({ status: 200, data: { data: [hit], meta } }));
    await expect(
      api.search({ keyword: 'chung khoan', page: 2 }, { locale: 'en' }),
    ).resolves.toEqual({
      data: [hit],
      meta,
    });
    expect(server.requests[0]?.url).toBe('search');
    expect(server.requests[0]?.params).toMatchObject({
      keyword: 'chung khoan',
      page: '2',
      limit: '10',
      locale: 'en',
    });
  });

  it('getPreview sends the token and returns null for a bad one', async () => {
    const { api, server } = setup((request) =>
      (request.params as { token: string }).token === 'good'
        ? { status: 200, data: { data: page } }
        : notFound('not_found'),
    );
    await expect(api.getPreview(5, 'good')).resolves.toMatchObject({ id: 1 });
    await expect(api.getPreview(5, 'bad')).resolves.toBeNull();
    expect(server.requests[0]?.url).toBe('preview/5');
  });

  it('reportPageView posts the body', async () => {
    const { api, server } = setup(() => ({ status: 204 }));
    await api.reportPageView({ path: '/gioi-thieu', templateCode: 'ABOUT_GENERAL' });
    expect(server.requests[0]?.url).toBe('page-views');
    expect(JSON.parse(String(server.requests[0]?.data))).toEqual({
      path: '/gioi-thieu',
      templateCode: 'ABOUT_GENERAL',
    });
  });
});
