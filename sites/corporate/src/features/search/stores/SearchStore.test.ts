import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, RequestCanceled } from '@brokerage/shared/api/errors.ts';
import type { SearchResult } from '@brokerage/shared/validation/search.ts';
import { RecentSearchesStore } from './RecentSearchesStore';
import { fakeSearchClient, type SearchAnswer } from '../testing/fakeSearchClient';
import { SEARCH_PAGE_SIZE, SearchStore } from './SearchStore';

const hit = (id: number): SearchResult => ({
  type: 'page',
  id,
  title: `Trang ${id}`,
  summary: 'Chứng khoán',
  slug: `trang-${id}`,
  templateCode: 'HTGD_DEFAULT_TEMPLATE',
  url: `/trang-${id}`,
  updatedAt: '2024-01-01T00:00:00.000Z',
});

const answer = (page: number, total: number, data = [hit(page)]) => ({
  data,
  meta: { page, limit: SEARCH_PAGE_SIZE, total, totalPages: Math.ceil(total / SEARCH_PAGE_SIZE) },
});

const setup = (answer: SearchAnswer) => {
  const { api, search } = fakeSearchClient(answer);
  return { source: { search }, store: new SearchStore(api, new RecentSearchesStore(null)) };
};

describe('SearchStore', () => {
  it('searches with the page size, exposes the results and remembers the keyword', async () => {
    const { store, source } = setup(async () => answer(2, 25));
    const running = store.run({ keyword: 'chung khoan', page: 2, locale: 'vi' });
    expect(store.isLoading).toBe(true);
    await running;
    expect(source.search).toHaveBeenCalledWith(
      { keyword: 'chung khoan', page: 2, locale: 'vi', limit: 10 },
      expect.any(AbortSignal),
    );
    expect(store).toMatchObject({ isLoading: false, total: 25, totalPages: 3, page: 2, isEmpty: false, failure: null });
    expect(store.results.map((r) => r.id)).toEqual([2]);
    expect(store.recent.items).toEqual(['chung khoan']);
  });

  it('says when nothing matched', async () => {
    const { store } = setup(async () => answer(1, 0, []));
    await store.run({ keyword: 'xyzzy', page: 1, locale: 'en' });
    expect(store.isEmpty).toBe(true);
  });

  it('cancels the search in flight when the next one starts and drops its late answer', async () => {
    let release: (() => void) | undefined;
    const { store } = setup(
      (request, signal) =>
        new Promise((resolve, reject) => {
          if (request.keyword === 'old') {
            signal.addEventListener('abort', () => reject(new RequestCanceled()));
            release = () => resolve(answer(1, 1, [hit(1)]));
          } else resolve(answer(1, 1, [hit(2)]));
        }),
    );
    const first = store.run({ keyword: 'old', page: 1, locale: 'vi' });
    // The first search is on its way when the next one starts.
    await vi.waitFor(() => expect(release).toBeDefined());
    await store.run({ keyword: 'new', page: 1, locale: 'vi' });
    release?.();
    await first;
    expect(store.results.map((r) => r.id)).toEqual([2]);
    expect(store.failure).toBeNull();
    expect(store.request?.keyword).toBe('new');
  });

  it('shows page 1 when the API refuses a page past the end', async () => {
    const { store, source } = setup(async ({ page }) => {
      if (page > 1) throw new ApiRequestError({ status: 400, errors: [{ code: 'too_big_number', message: 'x', field: 'page' }] });
      return answer(1, 3);
    });
    await store.run({ keyword: 'a', page: 7, locale: 'vi' });
    expect(source.search).toHaveBeenCalledTimes(2);
    expect(store.page).toBe(1);
    expect(store.refusedPage).toBe(7);
    expect(store.failure).toBeNull();
  });

  it('reports a server failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = setup(async () => {
      throw new ApiRequestError({ status: 500, errors: [{ code: 'internal_error', message: 'x' }] });
    });
    await store.run({ keyword: 'a', page: 1, locale: 'vi' });
    expect(store.failure).toBe('server');
    expect(store.isEmpty).toBe(false);
  });
});
