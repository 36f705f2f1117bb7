import { describe, expect, it } from 'vitest';
import { fail } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fakeRightsApi } from '../testing/fakeRightsApi';
import { cashDividend, right } from '../testing/rights';
import { BenefitHistoryStore, RIGHTS_PAGE_SIZE } from './BenefitHistoryStore';

/** 9 past meetings, 4 cash dividends (one paid after today), 1 coming meeting: 14 rights. */
const RIGHTS = [
  right(100, { exDate: '2026-12-11', recordDate: '2026-12-14', executionDate: '2027-01-11' }),
  cashDividend(99, { exDate: '2026-11-10', recordDate: '2026-11-11', executionDate: '2026-12-05' }),
  ...Array.from({ length: 3 }, (_, i) => cashDividend(90 - i)),
  ...Array.from({ length: 9 }, (_, i) => right(80 - i)),
];

/** Sunday 29/11/2026, 08:00 in Hanoi. */
const NOW = new Date('2026-11-29T01:00:00Z');

function setup(override?: Parameters<typeof fakeRightsApi>[0]['override']) {
  const api = fakeRightsApi({ rights: RIGHTS, override });
  const store = new BenefitHistoryStore(api, () => NOW);
  const calls = (url: string) => api.requests.filter((request) => request.url === url);
  return { api, store, calls };
}

const ALL = { type: null, keyword: '' };

describe('BenefitHistoryStore', () => {
  it('lists ten rights, appends the next page with "more", and keeps them when the page comes back', async () => {
    const { store, calls } = setup();
    await store.load('FPT', ALL, 'vi');
    expect(store.showsRequest).toBe(true);
    expect(store.rights.items.map((r) => r.id)).toEqual(RIGHTS.slice(0, 10).map((r) => r.id));
    expect(store.rights.total).toBe(14);
    expect(store.rights.hasMore).toBe(true);
    const first = calls('exercise-rights').find((call) => call.params.limit === RIGHTS_PAGE_SIZE)!;
    expect(first.params).toEqual({ locale: 'vi', stock_symbol: 'FPT', page: 1, limit: 10 });

    await store.loadMore();
    expect(store.rights.items.map((r) => r.id)).toEqual(RIGHTS.map((r) => r.id));
    expect(store.rights.hasMore).toBe(false);

    // Leaving and coming back with the same filters: nothing asked, nothing lost.
    store.cancel();
    const before = calls('exercise-rights').length;
    await store.load('FPT', ALL, 'vi');
    expect(calls('exercise-rights')).toHaveLength(before);
    expect(store.rights.items).toHaveLength(14);
  });

  it('sends a known type once the types have answered, and the keyword', async () => {
    const { store, calls } = setup();
    await store.load('FPT', { type: 'cash-dividend', keyword: 'cổ tức' }, 'en');
    const sent = calls('exercise-rights').filter((call) => call.params.limit === 10);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({
      exercise_right_type_id: 'cash-dividend',
      keyword: 'cổ tức',
      locale: 'en',
    });
    expect(store.knownType).toBe('cash-dividend');
    expect(store.isFiltered).toBe(true);
    expect(store.rights.items.every((r) => r.kind === 'cash-dividend')).toBe(true);
    expect(store.rights.items).toHaveLength(4);
  });

  it('lists every type for a type the API does not know, and says so for the URL', async () => {
    const { store, calls } = setup();
    await store.load('FPT', { type: 'dividend', keyword: '' }, 'vi');
    expect(store.unknownType).toBe(true);
    expect(store.knownType).toBeNull();
    expect(store.failure).toBeNull();
    expect(store.rights.items).toHaveLength(10);
    for (const call of calls('exercise-rights'))
      expect(call.params.exercise_right_type_id).toBeUndefined();
  });

  it('shows an empty list as empty, not loading', async () => {
    const { store } = setup();
    await store.load('FPT', { type: null, keyword: 'không có' }, 'vi');
    expect(store.showsRequest).toBe(true);
    expect(store.rights.items).toEqual([]);
    expect(store.isFiltered).toBe(true);
  });

  it('reports a failure, and the retry asks again', async () => {
    let down = true;
    const { store } = setup((url, params) =>
      down && url === 'exercise-rights' && params.limit === 10
        ? fail(500, 'server_error')
        : undefined,
    );
    await store.load('FPT', ALL, 'vi');
    expect(store.failure).toBe('server');
    expect(store.showsRequest).toBe(false);
    down = false;
    await store.retry();
    expect(store.failure).toBeNull();
    expect(store.rights.items).toHaveLength(10);
  });

  it('needs the types for a type filter: their failure is the list’s, and the retry loads both', async () => {
    let down = true;
    const { store } = setup((url) =>
      down && url === 'exercise-right-types' ? fail(503, 'maintenance') : undefined,
    );
    await store.load('FPT', { type: 'agm', keyword: '' }, 'vi');
    expect(store.failure).toBe('maintenance');
    expect(store.rights.hasAnswer).toBe(false);
    down = false;
    await store.retry();
    expect(store.failure).toBeNull();
    expect(store.knownType).toBe('agm');
    expect(store.rights.items.every((r) => r.kind === 'agm')).toBe(true);
  });

  it('finds the coming record and payment dates among every right, whatever the filters', async () => {
    const { store, calls } = setup();
    await store.load('FPT', { type: 'agm', keyword: 'thường niên 80' }, 'vi');
    expect(store.rights.items.map((r) => r.id)).toEqual([80]);
    expect(store.upcoming.value?.today).toBe('2026-11-29');
    expect(store.comingDates.map((d) => [d.right.id, d.kind, d.date])).toEqual([
      [99, 'execution', '2026-12-05'],
      [100, 'record', '2026-12-14'],
      [100, 'execution', '2027-01-11'],
    ]);
    expect(store.hasComingDatesOf('FPT')).toBe(true);
    const all = calls('exercise-rights').filter((call) => call.params.limit === 100);
    expect(all).toHaveLength(1);
    expect(all[0]!.params).toEqual({ locale: 'vi', stock_symbol: 'FPT', page: 1, limit: 100 });
  });

  it('reads every page of the rights for the coming dates', async () => {
    const many = Array.from({ length: 130 }, (_, i) => right(1000 - i));
    many[129] = cashDividend(1, { recordDate: '2026-12-01', executionDate: '2026-12-20' });
    const api = fakeRightsApi({ rights: many });
    const store = new BenefitHistoryStore(api, () => NOW);
    await store.load('FPT', ALL, 'vi');
    const pages = api.requests.filter((r) => r.url === 'exercise-rights' && r.params.limit === 100);
    expect(pages.map((r) => r.params.page)).toEqual([1, 2]);
    expect(store.comingDates.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-20']);
  });

  it('has no coming dates when they have all passed, and reloads them for another company', async () => {
    const { store, calls } = setup();
    const later = new BenefitHistoryStore(
      fakeRightsApi({ rights: RIGHTS }),
      () => new Date('2027-02-01T00:00:00Z'),
    );
    await later.load('FPT', ALL, 'vi');
    expect(later.comingDates).toEqual([]);
    expect(later.hasComingDatesOf('FPT')).toBe(true);

    await store.load('FPT', ALL, 'vi');
    store.cancel();
    await store.load('VCB', ALL, 'vi');
    expect(store.hasComingDatesOf('VCB')).toBe(true);
    expect(calls('exercise-rights').filter((c) => c.params.stock_symbol === 'VCB')).toHaveLength(2);
  });

  it('drops an answer that arrives after the page was left', async () => {
    const { store } = setup();
    const pending = store.load('FPT', ALL, 'vi');
    store.cancel();
    await pending;
    expect(store.rights.hasAnswer).toBe(false);
    expect(store.rights.isLoading).toBe(false);
  });
});
