import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fail,
  fakeApiClient,
  type FakeHandler,
  list,
  ok,
  pastEnd,
} from '@brokerage/shared/testing/fakeApiClient.ts';
import type { ContentDetail } from '@brokerage/shared/validation/contentItems.ts';
import { renderWithStores } from '../../../lib/content/testing/renderWithStores';
import {
  fixtureDisclosure,
  fixtureDisclosureCategory,
  fixtureDisclosureDetail,
  fixtureExchangeNews,
  fixtureNews,
  fixtureNewsDetail,
} from '../../../lib/content/testing/fixtures';
import { createNewsFeatureStores } from '../stores/newsStores';
import DisclosureDetailPage from './DisclosureDetailPage';
import DisclosureListPage from './DisclosureListPage';
import ExchangeNewsDetailPage from './ExchangeNewsDetailPage';
import NewsDetailPage from './NewsDetailPage';

function renderPage(ui: React.ReactElement, path: string, handler: FakeHandler) {
  const api = fakeApiClient(handler);
  return renderWithStores(ui, path, api, createNewsFeatureStores(api));
}

const CATEGORIES = [
  fixtureDisclosureCategory(50, 'cong-bo-dinh-ky', 'Công bố định kỳ'),
  fixtureDisclosureCategory(51, 'cong-bo-bat-thuong', 'Công bố bất thường'),
];

describe('disclosure list (disclosureNews)', () => {
  it('lists the disclosures with their date, symbol and attachment mark, "all" first in the categories', async () => {
    const { api } = renderPage(<DisclosureListPage />, '/cong-bo-thong-tin', (url) => {
      if (url === 'disclosure-categories') return list(CATEGORIES);
      if (url === 'disclosures')
        return list(
          [
            fixtureDisclosure(1, {
              attrs: {
                implementDate: '2026-09-15',
                stockSymbol: 'APS',
                file: '/api/v1/files/cbtt-1.pdf',
              },
            }),
          ],
          { total: 25 },
        );
      return fail(404, 'not_found');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Công bố thông tin' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Danh mục công bố thông tin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Tất cả',
      'Công bố định kỳ',
      'Công bố bất thường',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('href')).toBe('/cong-bo-thong-tin/cong-bo-dinh-ky');
    const row = await screen.findByRole('link', { name: 'Công bố 1' });
    expect(row.getAttribute('href')).toBe('/chi-tiet-cong-bo-thong-tin/muc-1');
    const article = row.closest('article') as HTMLElement;
    expect(within(article).getByText('15/09/2026')).toBeTruthy();
    expect(within(article).getByText('APS')).toBeTruthy();
    expect(within(article).getByRole('img', { name: 'Có tài liệu đính kèm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trang 3' })).toBeTruthy();
    expect(api.requests.find((r) => r.url === 'disclosures')?.params).toEqual({
      page: 1,
      limit: 10,
      locale: 'vi',
    });
  });

  it('filters by the category of the URL and shows the no-data message for an empty list', async () => {
    const { api } = renderPage(
      <DisclosureListPage />,
      '/cong-bo-thong-tin/cong-bo-bat-thuong',
      (url) => (url === 'disclosure-categories' ? list(CATEGORIES) : list([])),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Công bố bất thường' }),
    ).toBeTruthy();
    expect(await screen.findByText('Không có dữ liệu')).toBeTruthy();
    expect(api.requests.find((r) => r.url === 'disclosures')?.params).toMatchObject({
      category: 'cong-bo-bat-thuong',
    });
    const nav = screen.getByRole('navigation', { name: 'Danh mục công bố thông tin' });
    expect(
      within(nav).getByRole('link', { name: 'Công bố bất thường' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows the 404 page for an unknown category', async () => {
    renderPage(<DisclosureListPage />, '/cong-bo-thong-tin/khong-co', (url) =>
      url === 'disclosure-categories' ? list(CATEGORIES) : list([]),
    );
    expect(await screen.findByText('Rất tiếc, chúng tôi không tìm thấy trang này')).toBeTruthy();
  });

  it('moves a page past the end to the last page', async () => {
    const { location } = renderPage(
      <DisclosureListPage />,
      '/cong-bo-thong-tin?page=9',
      (url, params) => {
        if (url === 'disclosure-categories') return list(CATEGORIES);
        if (params.page === 9) return pastEnd();
        const page = Number(params.page);
        return list([fixtureDisclosure(page)], { page, total: 25 });
      },
    );
    expect(await screen.findByRole('link', { name: 'Công bố 3' })).toBeTruthy();
    await waitFor(() => expect(location.current.search).toBe('?page=3'));
  });
});

describe('disclosure detail (disclosureNewsDetail)', () => {
  it('shows breadcrumb, title, implement date, body, attachment and related items', async () => {
    renderPage(<DisclosureDetailPage />, '/chi-tiet-cong-bo-thong-tin/muc-7', (url) => {
      if (url === 'disclosures/muc-7') {
        return ok(
          fixtureDisclosureDetail(7, {
            title: 'Báo cáo tài chính quý 3/2026',
            category: {
              id: 50,
              type: 'disclosure_category',
              slug: 'cong-bo-dinh-ky',
              title: 'Công bố định kỳ',
            },
            attrs: {
              implementDate: '2026-10-20',
              stockSymbol: 'APS',
              file: '/api/v1/files/bctc-q3.pdf',
            },
          }),
        );
      }
      if (url === 'disclosures')
        return list([fixtureDisclosure(7), fixtureDisclosure(8, { title: 'Nghị quyết ĐHĐCĐ' })]);
      return fail(404, 'not_found');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Báo cáo tài chính quý 3/2026' }),
    ).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Vị trí trang' });
    expect(within(crumbs).getByRole('link', { name: 'Công bố định kỳ' }).getAttribute('href')).toBe(
      '/cong-bo-thong-tin/cong-bo-dinh-ky',
    );
    expect(screen.getByText('20/10/2026')).toBeTruthy();
    expect(screen.getByText('Nội dung chi tiết.')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Tải tài liệu đính kèm của “Báo cáo tài chính quý 3/2026”' })
        .getAttribute('href'),
    ).toBe('/api/v1/files/bctc-q3.pdf');
    const related = await screen.findByRole('region', { name: 'Công bố thông tin liên quan' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Nghị quyết ĐHĐCĐ']);
    expect(screen.getByRole('button', { name: 'Chia sẻ' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown slug', async () => {
    renderPage(<DisclosureDetailPage />, '/chi-tiet-cong-bo-thong-tin/khong-ton-tai', () =>
      fail(404, 'not_found'),
    );
    expect(await screen.findByText('Rất tiếc, chúng tôi không tìm thấy trang này')).toBeTruthy();
  });
});

describe('exchange news detail (sgdckNewsDetail)', () => {
  it('shows breadcrumb, title, release date, source exchange, body and related items', async () => {
    const detail: ContentDetail<'sgdck_news'> = {
      ...fixtureExchangeNews(9, {
        title: 'HOSE thông báo niêm yết',
        category: { id: 60, type: 'sgdck_category', slug: 'niem-yet', title: 'Niêm yết' },
        attrs: { releaseDate: '2026-10-21', exchange: 'HOSE' },
      }),
      body: '<p>Nội dung chi tiết.</p>',
      seo: { title: null, description: null, keyword: null, imgSrc: null },
    };
    const { api } = renderPage(
      <ExchangeNewsDetailPage />,
      '/chi-tiet-tin-tuc-sgdck/muc-9',
      (url) => {
        if (url === 'sgdck-news/muc-9') return ok(detail);
        if (url === 'sgdck-news')
          return list([
            fixtureExchangeNews(9),
            fixtureExchangeNews(10, { title: 'HNX thông báo' }),
          ]);
        return fail(404, 'not_found');
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'HOSE thông báo niêm yết' }),
    ).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Vị trí trang' });
    expect(within(crumbs).getByRole('link', { name: 'Tin tức SGDCK' }).getAttribute('href')).toBe(
      '/tin-tuc-sgdck',
    );
    expect(within(crumbs).getByRole('link', { name: 'Niêm yết' }).getAttribute('href')).toBe(
      '/tin-tuc-sgdck/niem-yet',
    );
    expect(screen.getByText('21/10/2026')).toBeTruthy();
    expect(screen.getByText('Nguồn: HOSE')).toBeTruthy();
    expect(screen.getByText('Nội dung chi tiết.')).toBeTruthy();
    const related = await screen.findByRole('region', { name: 'Tin tức SGDCK liên quan' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['HNX thông báo']);
    expect(api.requests.at(-1)).toEqual({
      url: 'sgdck-news',
      params: { category: 60, limit: 5, locale: 'vi' },
    });
  });
});

describe('news detail (newsDetail:{product})', () => {
  it('shows the article with its created date and the same product’s related news', async () => {
    const { api } = renderPage(<NewsDetailPage />, '/en/company-news-detail/item-3', (url) => {
      if (url === 'news/item-3')
        return ok(
          fixtureNewsDetail(3, {
            title: 'An Phat opens a branch',
            path: '/en/company-news-detail/item-3',
          }),
        );
      if (url === 'news')
        return list([fixtureNews(4, { title: 'Trading hours on holidays' }), fixtureNews(3)]);
      return fail(404, 'not_found');
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'An Phat opens a branch' });
    expect(within(title.closest('article') as HTMLElement).getByText('02/10/2026')).toBeTruthy();
    const related = await screen.findByRole('region', { name: 'Related news' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Trading hours on holidays']);
    expect(api.requests.find((r) => r.url === 'news')?.params).toEqual({
      product: 'company',
      limit: 5,
      locale: 'en',
    });
  });

  it('shows the 404 page for an unknown slug', async () => {
    renderPage(<NewsDetailPage />, '/chi-tiet-tin-tuc-va-su-kien-bond/khong-co', () =>
      fail(404, 'not_found'),
    );
    expect(await screen.findByText('Rất tiếc, chúng tôi không tìm thấy trang này')).toBeTruthy();
  });
});
