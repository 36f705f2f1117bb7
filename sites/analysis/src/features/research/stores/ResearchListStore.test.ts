import { describe, expect, it } from 'vitest';
import { fail, fakeApiClient, list, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixtureAnalysisReport } from '@brokerage/shared/testing/fixtures.ts';
import { RESEARCH_PAGE_SIZE, ResearchListStore } from './ResearchListStore';

const CATEGORIES = [
  { id: 1, name: 'Báo cáo doanh nghiệp', code: 'company' },
  { id: 2, name: 'Báo cáo vĩ mô', code: 'macro' },
];

/** 40 reports, newest first; a category keeps the ids of its reports. */
const REPORTS = Array.from({ length: 40 }, (_, i) =>
  fixtureAnalysisReport({
    id: 100 - i,
    type: { id: i % 2 ? 2 : 1, name: '', code: i % 2 ? 'macro' : 'company' },
  }),
);

function setup({ categoriesFail = false } = {}) {
  let failCategories = categoriesFail;
  const api = fakeApiClient((url, params) => {
    if (url === 'ttpt-report-categories') {
      return failCategories ? fail(500, 'server_error') : list(CATEGORIES, { limit: 100 });
    }
    if (url === 'ttpt-reports') {
      const code = params.category_code;
      if (code !== undefined && !CATEGORIES.some((c) => c.code === code)) {
        return fail(404, 'not_found');
      }
      const rows = REPORTS.filter((r) => code === undefined || r.type.code === code);
      const page = Number(params.page);
      const limit = Number(params.limit);
      return list(rows.slice((page - 1) * limit, page * limit), {
        page,
        limit,
        total: rows.length,
      });
    }
    return ok(null);
  });
  const store = new ResearchListStore(api);
  return {
    store,
    api,
    recover: () => {
      failCategories = false;
    },
  };
}

describe('ResearchListStore', () => {
  it('shows 15 reports of every category, then appends 15 more', async () => {
    const { store, api } = setup();
    await store.load(null, 'vi');
    expect(store.categoriesIn('vi')).toEqual(CATEGORIES);
    expect(store.list.items.map((r) => r.id)).toEqual(REPORTS.slice(0, 15).map((r) => r.id));
    expect(store.list.total).toBe(40);
    expect(api.requests.find((r) => r.url === 'ttpt-reports')?.params).toMatchObject({
      page: 1,
      limit: RESEARCH_PAGE_SIZE,
      locale: 'vi',
    });
    expect(api.requests.find((r) => r.url === 'ttpt-reports')?.params).not.toHaveProperty(
      'category_code',
    );

    await store.list.loadMore();
    expect(store.list.items.map((r) => r.id)).toEqual(REPORTS.slice(0, 30).map((r) => r.id));
    expect(store.list.hasMore).toBe(true);
    await store.list.loadMore();
    expect(store.list.items).toHaveLength(40);
    expect(store.list.hasMore).toBe(false);
  });

  it('filters by a known category, and shows every report for a code no category has', async () => {
    const { store, api } = setup();
    await store.load('macro', 'vi');
    expect(store.list.items.every((r) => r.type.code === 'macro')).toBe(true);
    expect(store.list.total).toBe(20);
    expect(store.isUnknownCategory('macro', 'vi')).toBe(false);

    await store.load('bogus', 'vi');
    expect(store.isUnknownCategory('bogus', 'vi')).toBe(true);
    expect(store.paramsFor('bogus', 'vi')).toEqual({ category: null });
    expect(store.list.failure).toBeNull();
    expect(store.list.total).toBe(40);
    // The unknown code never reached the API.
    expect(api.requests.some((r) => r.params.category_code === 'bogus')).toBe(false);
    // The categories are asked once per language.
    expect(api.requests.filter((r) => r.url === 'ttpt-report-categories')).toHaveLength(1);
  });

  it('shows the list without the categories when they fail, and asks for them again on retry', async () => {
    const { store, recover } = setup({ categoriesFail: true });
    await store.load(null, 'en');
    expect(store.categoriesFailure).toBe('server');
    expect(store.categoriesIn('en')).toBeNull();
    expect(store.list.items).toHaveLength(15);
    recover();
    await store.retry(null, 'en');
    expect(store.categoriesFailure).toBeNull();
    expect(store.categoriesIn('en')).toEqual(CATEGORIES);
  });

  it('keeps what is shown when "more" fails, and appends on retry', async () => {
    let failPage2 = true;
    const api = fakeApiClient((url, params) => {
      if (url === 'ttpt-report-categories') return list(CATEGORIES);
      const page = Number(params.page);
      if (page === 2 && failPage2) return fail(500, 'server_error');
      return list(REPORTS.slice((page - 1) * 15, page * 15), { page, limit: 15, total: 40 });
    });
    const store = new ResearchListStore(api);
    await store.load(null, 'vi');
    await store.list.loadMore();
    expect(store.list.failure).toBe('server');
    expect(store.list.items).toHaveLength(15);
    failPage2 = false;
    await store.list.retry();
    expect(store.list.failure).toBeNull();
    expect(store.list.items).toHaveLength(30);
  });
});
