import { describe, expect, it } from 'vitest';
import { fakeApiClient, list } from '@brokerage/shared/testing/fakeApiClient.ts';
import type { BusinessNews } from '../api/researchApi';
import { BUSINESS_NEWS_PAGE_SIZE, BusinessNewsStore } from './BusinessNewsStore';

const NEWS: BusinessNews[] = Array.from({ length: 31 }, (_, i) => ({
  id: 200 - i,
  stockSymbol: 'FPT',
  publishedAt: '2026-10-16T03:35:00.000Z',
  theme: 'results',
  title: `Tin ${i + 1}`,
  summary: 'Tóm tắt',
  paragraphs: ['Đoạn một.', 'Đoạn hai.'],
}));

describe('BusinessNewsStore', () => {
  it('shows 15 news items of the company, appends 15 more, then the last', async () => {
    const api = fakeApiClient((_url, params) => {
      const page = Number(params.page);
      const limit = Number(params.limit);
      return list(NEWS.slice((page - 1) * limit, page * limit), { page, limit, total: 31 });
    });
    const store = new BusinessNewsStore(api);
    await store.load('FPT', 'vi');
    expect(api.requests[0]).toMatchObject({
      url: 'ttpt-business-news',
      params: { stock_symbol: 'FPT', page: 1, limit: BUSINESS_NEWS_PAGE_SIZE, locale: 'vi' },
    });
    expect(store.list.items).toHaveLength(15);
    expect(store.shows('FPT', 'vi')).toBe(true);
    expect(store.shows('VCB', 'vi')).toBe(false);
    await store.list.loadMore();
    expect(store.list.items.map((n) => n.id)).toEqual(NEWS.slice(0, 30).map((n) => n.id));
    expect(store.shows('FPT', 'vi')).toBe(true);
    await store.list.loadMore();
    expect(store.list.items).toHaveLength(31);
    expect(store.list.hasMore).toBe(false);
  });

  it('opens and closes an item in full', () => {
    const store = new BusinessNewsStore(fakeApiClient(() => list([])));
    expect(store.isExpanded(5)).toBe(false);
    store.toggle(5);
    expect(store.isExpanded(5)).toBe(true);
    store.toggle(5);
    expect(store.isExpanded(5)).toBe(false);
  });
});
