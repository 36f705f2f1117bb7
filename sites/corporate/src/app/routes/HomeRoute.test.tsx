import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  fixtureBlockItem,
  fixturePage,
  fixturePageBlock,
} from '@brokerage/shared/testing/fixtures.ts';
import {
  fail,
  fakeApiClient,
  ok,
  type FakeReply,
} from '@brokerage/shared/testing/fakeApiClient.ts';
import { renderRoute } from '../testing/renderRoute';
import HomeRoute from './HomeRoute';

const homePage = fixturePage({
  templateCode: 'HOME',
  title: 'Trang chủ',
  seo: { title: 'Chứng khoán An Phát', description: null, keyword: null, imgSrc: null },
  blocks: [
    fixturePageBlock({
      id: 1,
      type: 'banner',
      items: [
        fixtureBlockItem({
          id: 11,
          title: 'Mở tài khoản trực tuyến',
          image: '/api/v1/files/banner-1.svg',
          link: '/ekyc',
        }),
        fixtureBlockItem({
          id: 12,
          title: 'Trung tâm phân tích',
          image: '/api/v1/files/banner-2.svg',
          link: '/trung-tam-phan-tich',
        }),
      ],
    }),
    fixturePageBlock({
      id: 2,
      type: 'customer_service',
      title: 'Dịch vụ khách hàng',
      items: [fixtureBlockItem({ id: 21, title: 'Biểu phí', icon: 'receipt', link: '/bieu-phi' })],
    }),
    fixturePageBlock({
      id: 3,
      type: 'utilities',
      title: null,
      items: [fixtureBlockItem({ id: 31, title: 'Liên hệ', icon: 'headset', link: '/lien-he' })],
    }),
  ],
});

function renderHome(reply: FakeReply, path = '/') {
  const api = fakeApiClient((url) =>
    url === 'pages/static/home-page' ? reply : fail(404, 'page_not_found'),
  );
  return renderRoute(<HomeRoute />, path, api);
}

/** The link of `name` in the region (a block) named `region`. */
const linkIn = (region: string, name: RegExp) =>
  within(screen.getByRole('region', { name: region })).getByRole('link', { name });

describe('HomeRoute', () => {
  it('renders the banner carousel and the service blocks from pages/static/home-page', async () => {
    const { api } = renderHome(ok(homePage));

    await screen.findByRole('heading', { level: 1, name: 'Trang chủ' });
    const carousel = screen.getByRole('region', { name: 'Banner nổi bật' });
    // One slide shows at a time; the hidden one is out of the accessibility tree.
    const slide = within(carousel).getByRole('group', { name: 'Banner 1 trên 2' });
    expect(
      within(slide).getByRole('heading', { level: 2, name: 'Mở tài khoản trực tuyến' }),
    ).toBeTruthy();
    expect(within(slide).getByRole('link').getAttribute('href')).toBe('/ekyc');
    expect(within(carousel).getByRole('button', { name: 'Banner tiếp theo' })).toBeTruthy();

    expect(linkIn('Dịch vụ khách hàng', /Biểu phí/).getAttribute('href')).toBe('/bieu-phi');
    // A block without a title gets the screen's own heading.
    expect(linkIn('Tiện ích', /Liên hệ/).getAttribute('href')).toBe('/lien-he');

    expect(api.requests).toEqual([{ url: 'pages/static/home-page', params: { locale: 'vi' } }]);
    expect(document.title).toBe('Chứng khoán An Phát');
  });

  it('moves between banners with the slide buttons', async () => {
    renderHome(ok(homePage));
    const next = await screen.findByRole('button', { name: 'Banner tiếp theo' });
    next.click();
    await screen.findByRole('group', { name: 'Banner 2 trên 2' });
    expect(screen.getByRole('heading', { level: 2, name: 'Trung tâm phân tích' })).toBeTruthy();
  });

  it('shows the 500 page when the home page cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHome(fail(500, 'internal_error'));
    await screen.findByRole('heading', { name: 'Lỗi máy chủ nội bộ' });
  });
});
