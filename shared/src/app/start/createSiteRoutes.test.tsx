import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { localeFromPath } from '../../routing/paths';
import { fixtureGeneral } from '../../testing/fixtures';
import { useLayout } from '../hooks/useLayout';
import { createBaseStores } from './createStores';
import {
  createSiteRoutes,
  preloadMatches,
  routerPaths,
  type FlagCheck,
  type PreloadContext,
  type SitePage,
} from './createSiteRoutes';
import { SiteProviders } from './SiteProviders';
import { createSiteI18n } from '../../testing/siteI18n';

function Page({ name }: { name: string }) {
  useLayout('main');
  return <h1>{name}</h1>;
}

function Broken(): never {
  throw new Error('boom');
}

const pages: SitePage[] = [
  { route: 'home', load: async () => ({ default: () => <Page name="Trang chủ" /> }) },
  { route: 'analysisReports', load: async () => ({ default: () => <Page name="Báo cáo" /> }) },
  { route: 'analysisCenter', load: async () => ({ default: () => <Page name="Trung tâm" /> }) },
  { route: 'contact', load: async () => ({ default: Broken }) },
  { route: 'editCv', load: async () => ({ default: () => <Page name="CV" /> }) },
  { route: 'savedJob', load: async () => ({ default: () => <Page name="Việc đã lưu" /> }) },
  { route: 'authenticatedUser', load: async () => ({ default: () => <Page name="Xác thực" /> }) },
  {
    route: 'registerBondTrading',
    load: async () => ({ default: () => <Page name="Trái phiếu" /> }),
  },
];

describe('routerPaths', () => {
  it('mounts each route at its vi and en paths with the table params', () => {
    const mounted: Array<[Parameters<typeof routerPaths>[0], string[]]> = [
      ['home', ['/', '/en']],
      ['contact', ['/lien-he', '/en/contact']],
      ['departments', ['/bo-may-quan-ly/:slug?', '/en/departments/:slug?']],
      ['departmentDetail', ['/bo-may-quan-ly-chi-tiet/:slug', '/en/departments-detail/:slug']],
      ['analysisReports', ['/bao-cao-phan-tich/:id?', '/en/analysis-reports/:id?']],
      ['analysisCenter', ['/trung-tam-phan-tich/:subPage?', '/en/analysis-center/:subPage?']],
    ];
    for (const [route, paths] of mounted) expect(routerPaths(route), route).toEqual(paths);
  });
});

async function renderAt(
  path: string,
  catchAll?: () => Promise<{ default: () => React.JSX.Element }>,
  isFlagEnabled?: FlagCheck,
  general = fixtureGeneral(),
) {
  const router = createMemoryRouter(createSiteRoutes({ pages, catchAll, isFlagEnabled }), {
    initialEntries: [path],
  });
  const i18n = createSiteI18n('analysis', { vi: {}, en: {} }, path);
  const stores = createBaseStores({ locale: localeFromPath(path), i18n });
  stores.system.hydrate({ locale: localeFromPath(path), general });
  render(
    <SiteProviders site="analysis" stores={stores} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </SiteProviders>,
  );
  return { router, stores };
}

describe('createSiteRoutes', () => {
  it('renders lazy pages in both languages', async () => {
    const { router } = await renderAt('/bao-cao-phan-tich/12');
    expect(await screen.findByRole('heading', { name: 'Báo cáo' })).toBeTruthy();
    await router.navigate('/en/analysis-center/stock-information?stock_symbol=FPT');
    expect(await screen.findByRole('heading', { name: 'Trung tâm' })).toBeTruthy();
    // <html lang> follows the language change, which settles after the page renders.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('shows the 404 page for a path no page matches', async () => {
    await renderAt('/khong-co');
    expect(
      await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' }),
    ).toBeTruthy();
  });

  it('shows the 404 page for a route of the wrong shape (unknown sub-page, non-numeric id)', async () => {
    await renderAt('/trung-tam-phan-tich/khong-co');
    expect(
      await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' }),
    ).toBeTruthy();
  });

  it('hands unmatched paths to the catch-all when there is one', async () => {
    await renderAt('/gioi-thieu', async () => ({ default: () => <Page name="CMS" /> }));
    expect(await screen.findByRole('heading', { name: 'CMS' })).toBeTruthy();
  });

  it('shows the 500 page inside the shell when a page throws', async () => {
    const error = console.error;
    console.error = () => {};
    try {
      await renderAt('/lien-he');
      expect(await screen.findByRole('heading', { name: 'Lỗi máy chủ nội bộ' })).toBeTruthy();
      expect(screen.getByRole('banner')).toBeTruthy();
    } finally {
      console.error = error;
    }
  });
});

describe('route guards of the table', () => {
  it('sends a candidate without a recruitment token to identity verification with redirectUrl', async () => {
    const { router } = await renderAt('/cong-viec-da-luu?page=2');
    expect(await screen.findByRole('heading', { name: 'Xác thực' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/xac-thuc-danh-tinh');
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(
      '/cong-viec-da-luu?page=2',
    );
  });

  it('keeps the language of the path', async () => {
    const { router } = await renderAt('/en/edit-cv');
    await screen.findByRole('heading', { name: 'Xác thực' });
    expect(router.state.location.pathname).toBe('/en/authenticated-user');
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(
      '/en/edit-cv',
    );
  });

  it('lets a logged-in candidate through', async () => {
    sessionStorage.setItem('X_RECRUIT_TOKEN', 'token-1');
    try {
      const { router } = await renderAt('/dieu-chinh-cv');
      expect(await screen.findByRole('heading', { name: 'CV' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dieu-chinh-cv');
    } finally {
      sessionStorage.clear();
    }
  });

  it('shows a flagged route as under development until its flag is on', async () => {
    await renderAt('/dang-ky-giao-dich-trai-phieu');
    expect(
      await screen.findByRole('heading', {
        name: 'Rất tiếc, chúng tôi đang phát triển tính năng này',
      }),
    ).toBeTruthy();
  });

  it('opens a flagged route whose flag is on', async () => {
    await renderAt(
      '/dang-ky-giao-dich-trai-phieu',
      undefined,
      (route) => route.id === 'registerBondTrading',
    );
    expect(await screen.findByRole('heading', { name: 'Trái phiếu' })).toBeTruthy();
  });

  it("reads a route's flag from the system settings, and follows them when they change", async () => {
    const on = { ...fixtureGeneral(), features: { bondRegistration: true } };
    const { stores } = await renderAt('/dang-ky-giao-dich-trai-phieu', undefined, undefined, on);
    expect(await screen.findByRole('heading', { name: 'Trái phiếu' })).toBeTruthy();
    act(() =>
      stores.system.hydrate({
        locale: 'vi',
        general: { ...on, features: { bondRegistration: false } },
      }),
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Rất tiếc, chúng tôi đang phát triển tính năng này',
      }),
    ).toBeTruthy();
  });

  it('keeps a flagged route off when the settings name no features', async () => {
    const { features: _features, ...general } = fixtureGeneral();
    await renderAt('/dang-ky-giao-dich-trai-phieu', undefined, undefined, general);
    expect(
      await screen.findByRole('heading', {
        name: 'Rất tiếc, chúng tôi đang phát triển tính năng này',
      }),
    ).toBeTruthy();
  });
});

describe('preloadMatches', () => {
  it("gives the matched page's preload its language, path parameters and query", async () => {
    const seen: PreloadContext<{ id: string }>[] = [];
    const routes = createSiteRoutes({
      pages: [
        {
          route: 'analysisCenter',
          load: async () => ({ default: () => null }),
          preload: async (context: PreloadContext<{ id: string }>) => {
            seen.push(context);
          },
        },
      ],
    });
    const stores = { id: 'stores' };
    await preloadMatches(
      routes,
      { pathname: '/en/analysis-center/stock-information', search: '?stock_symbol=FPT&x=1' },
      stores,
    );
    expect(seen).toHaveLength(1);
    const [context] = seen;
    expect(context).toMatchObject({
      stores,
      locale: 'en',
      params: { subPage: 'stock-information' },
      pathname: '/en/analysis-center/stock-information',
    });
    expect(context?.searchParams.get('stock_symbol')).toBe('FPT');

    await preloadMatches(routes, { pathname: '/trung-tam-phan-tich', search: '' }, stores);
    expect(seen[1]?.locale).toBe('vi');
    expect([...seen[1]!.searchParams]).toEqual([]);
  });

  it('swallows a failed preload: the page shows its own failure', async () => {
    const routes = createSiteRoutes({
      pages: [
        {
          route: 'contact',
          load: async () => ({ default: () => null }),
          preload: () => Promise.reject(new Error('API down')),
        },
      ],
    });
    await expect(
      preloadMatches(routes, { pathname: '/lien-he', search: '' }, {}),
    ).resolves.toBeUndefined();
  });
});
