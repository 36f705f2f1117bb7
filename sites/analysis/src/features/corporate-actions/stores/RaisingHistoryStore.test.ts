import { describe, expect, it } from 'vitest';
import { fail } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fakeRightsApi } from '../testing/fakeRightsApi';
import { CAPITAL } from '../testing/rights';
import { RaisingHistoryStore } from './RaisingHistoryStore';

const NOW = new Date('2026-11-29T01:00:00Z');

describe('RaisingHistoryStore', () => {
  it('loads the history once per company and language, oldest first for the chart, newest first for the table', async () => {
    const api = fakeRightsApi({ rights: [] });
    const store = new RaisingHistoryStore(api, () => NOW);
    await store.load('FPT', 'vi');
    expect(api.requests).toEqual([
      { url: 'ttpt-capital-raising-histories', params: { locale: 'vi', stock_symbol: 'FPT' } },
    ]);
    expect(store.rowsOf('FPT')?.map((row) => row.id)).toEqual([29, 30, 34]);
    expect(store.newestFirst('FPT').map((row) => row.id)).toEqual([34, 30, 29]);
    expect(store.today).toBe('2026-11-29');
    await store.load('FPT', 'vi');
    expect(api.requests).toHaveLength(1);
    await store.load('FPT', 'en');
    expect(api.requests).toHaveLength(2);
  });

  it('never shows one company’s rows for another', async () => {
    const api = fakeRightsApi({ rights: [] });
    const store = new RaisingHistoryStore(api, () => NOW);
    await store.load('FPT', 'vi');
    const pending = store.load('VCB', 'vi');
    expect(store.rowsOf('VCB')).toBeNull();
    expect(store.rowsOf('FPT')).toBeNull();
    await pending;
    expect(store.rowsOf('VCB')).toHaveLength(CAPITAL.length);
  });

  it('reports a failure, and the retry asks again', async () => {
    let down = true;
    const api = fakeRightsApi({
      rights: [],
      override: () => (down ? fail(500, 'server_error') : undefined),
    });
    const store = new RaisingHistoryStore(api, () => NOW);
    await store.load('FPT', 'vi');
    expect(store.failure).toBe('server');
    expect(store.rowsOf('FPT')).toBeNull();
    down = false;
    await store.retry();
    expect(store.failure).toBeNull();
    expect(store.rowsOf('FPT')).toHaveLength(3);
  });

  it('has an empty history as an empty list', async () => {
    const store = new RaisingHistoryStore(fakeRightsApi({ rights: [], capital: [] }), () => NOW);
    await store.load('FPT', 'vi');
    expect(store.rowsOf('FPT')).toEqual([]);
    expect(store.failure).toBeNull();
  });
});
