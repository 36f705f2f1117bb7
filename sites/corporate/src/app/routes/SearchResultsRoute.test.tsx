import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { SearchResult } from '@brokerage/shared/validation/search.ts';
import { RecentSearchesStore } from '../../features/search/stores/RecentSearchesStore';
import { SearchStore } from '../../features/search/stores/SearchStore';
import {
  fakeSearchClient,
  type SearchAnswer,
} from '../../features/search/testing/fakeSearchClient';
import { corporateTexts } from '../../locales/texts';
import SearchResultsRoute from './SearchResultsRoute';

const hit = (id: number, locale = 'vi'): SearchResult => ({
  type: 'page',
  id,
  title: id === 1 ? 'Giới thiệu Chứng khoán An Phát' : `Trang ${id}`,
  summary: 'Công ty chứng khoán đồng hành cùng nhà đầu tư',
  slug: `trang-${id}`,
  templateCode: 'ABOUT_GENERAL',
  url: locale === 'en' ? `/en/page-${id}` : `/trang-${id}`,
  updatedAt: '2024-03-05T00:00:00.000Z',
});

function renderRoute(path: string, answer: SearchAnswer, recent: string[] = []) {
  const { api, search } = fakeSearchClient(answer);
  const source = { search };
  const recentStore = new RecentSearchesStore(null);
  for (const keyword of [...recent].reverse()) recentStore.add(keyword);
  const store = new SearchStore(api, recentStore);
  const view = renderWithProviders(<SearchResultsRoute />, {
    path,
    resources: corporateTexts,
    stores: { search: store },
  });
  return { ...view, source, store };
}

describe('SearchResultsRoute', () => {
  it('searches the URL keyword and shows the count, the cards and the pages', async () => {
    const { source } = renderRoute('/ket-qua-tim-kiem?keyword=chung%20khoan', async () => ({
      data: [hit(1), hit(2)],
      meta: { page: 1, limit: 10, total: 12, totalPages: 2 },
    }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm' })).toBeTruthy();
    expect(await screen.findByText('Tìm thấy 12 kết quả cho từ khóa “chung khoan”')).toBeTruthy();
    expect(source.search).toHaveBeenCalledWith(
      { keyword: 'chung khoan', page: 1, locale: 'vi', limit: 10 },
      expect.any(AbortSignal),
    );
    const link = screen.getByRole('link', { name: 'Giới thiệu Chứng khoán An Phát' });
    expect(link.getAttribute('href')).toBe('/trang-1');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('chung khoan');
    const pages = screen.getByRole('navigation', { name: 'Phân trang kết quả tìm kiếm' });
    expect(within(pages).getByRole('button', { name: 'Trang 2' })).toBeTruthy();
    // The search is remembered and offered again.
    const recent = screen.getByRole('region', { name: 'Tìm kiếm gần đây' });
    expect(within(recent).getByRole('link', { name: 'chung khoan' }).getAttribute('href')).toBe(
      '/ket-qua-tim-kiem?keyword=chung+khoan',
    );
  });

  it('moves to the next page through the URL', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { source, location } = renderRoute('/ket-qua-tim-kiem?keyword=a', async ({ page }) => ({
      data: [hit(page)],
      meta: { page, limit: 10, total: 15, totalPages: 2 },
    }));
    await user.click(await screen.findByRole('button', { name: 'Trang 2' }));
    expect(location.current.search).toBe('?keyword=a&page=2');
    expect(await screen.findByRole('link', { name: 'Trang 2' })).toBeTruthy();
    expect(source.search).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), expect.any(AbortSignal));
  });

  it('shows the no-result message in English', async () => {
    renderRoute('/en/search-results?keyword=xyzzy', async () => ({
      data: [],
      meta: { page: 1, limit: 10, total: 0, totalPages: 0 },
    }));
    expect(await screen.findByText('No matching results were found. Please try a different keyword.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeTruthy();
  });

  it('does not search without a keyword and clears the recent searches', async () => {
    const user = userEvent.setup();
    const { source } = renderRoute('/ket-qua-tim-kiem', async () => ({
      data: [],
      meta: { page: 1, limit: 10, total: 0, totalPages: 0 },
    }), ['trái phiếu', 'phái sinh']);
    expect(screen.getByText('Nhập từ khóa để tìm kiếm thông tin trên website.')).toBeTruthy();
    expect(source.search).not.toHaveBeenCalled();
    const recent = screen.getByRole('region', { name: 'Tìm kiếm gần đây' });
    expect(within(recent).getAllByRole('link').map((a) => a.textContent)).toEqual(['trái phiếu', 'phái sinh']);
    await user.click(screen.getByRole('button', { name: 'Xóa lịch sử tìm kiếm' }));
    expect(screen.queryByRole('region', { name: 'Tìm kiếm gần đây' })).toBeNull();
  });

  it('explains a keyword that is too long instead of searching', () => {
    const { source } = renderRoute(`/ket-qua-tim-kiem?keyword=${'x'.repeat(101)}`, async () => ({
      data: [],
      meta: { page: 1, limit: 10, total: 0, totalPages: 0 },
    }));
    expect(screen.getByText('Từ khóa tối đa 100 ký tự. Quý khách vui lòng rút gọn từ khóa.')).toBeTruthy();
    expect(source.search).not.toHaveBeenCalled();
  });
});
