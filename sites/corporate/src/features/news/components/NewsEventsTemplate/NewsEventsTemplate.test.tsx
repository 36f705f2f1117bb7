import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithStores } from '../../../../lib/content/testing/renderWithStores';
import { fakeApiClient, list } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixtureNews } from '../../../../lib/content/testing/fixtures';
import { createNewsFeatureStores } from '../../stores/newsStores';
import { productNewsTemplate } from './NewsEventsTemplate';

const page = fixturePage({
  templateCode: 'NEWS_BOND_NEWS_EVENTS',
  title: 'Tin trái phiếu',
  summary: 'Tin tức thị trường trái phiếu.',
});

function renderTemplate(path: string, total: number) {
  const api = fakeApiClient((_url, params) => {
    const pageNo = Number(params.page);
    const start = (pageNo - 1) * 10;
    const count = Math.max(0, Math.min(10, total - start));
    return list(
      Array.from({ length: count }, (_, i) =>
        fixtureNews(start + i + 1, {
          image: i === 0 ? '/api/v1/files/tin.jpg' : null,
          attrs: { product: 'bond' },
        }),
      ),
      { page: pageNo, total },
    );
  });
  const Template = productNewsTemplate('bond');
  return renderWithStores(<Template page={page} />, path, api, createNewsFeatureStores(api));
}

describe('NewsEventsTemplate', () => {
  it('shows the product’s news as cards, 10 a page, with the page in the URL', async () => {
    const user = userEvent.setup();
    const { api, location } = renderTemplate('/tin-trai-phieu', 23);
    expect(screen.getByRole('heading', { level: 1, name: 'Tin trái phiếu' })).toBeTruthy();
    const listRegion = screen.getByRole('region', { name: 'Danh sách Tin trái phiếu' });
    const cards = await within(listRegion).findAllByRole('article');
    expect(cards).toHaveLength(10);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Tin 1' }).getAttribute('href')).toBe(
      '/chi-tiet-tin-tuc-va-su-kien-company/muc-1',
    );
    expect(first.getByText('02/10/2026')).toBeTruthy();
    expect(first.getByText('Tóm tắt 1')).toBeTruthy();
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe('/api/v1/files/tin.jpg');
    expect(api.requests[0]?.params).toEqual({ page: 1, limit: 10, product: 'bond', locale: 'vi' });

    await user.click(screen.getByRole('button', { name: 'Trang 3' }));
    expect(location.current.search).toBe('?page=3');
    expect(await within(listRegion).findByRole('link', { name: 'Tin 21' })).toBeTruthy();
  });

  it('shows the no-data message when the product has no news', async () => {
    renderTemplate('/tin-trai-phieu', 0);
    expect(await screen.findByText('Không có dữ liệu')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  });
});
