import { describe, expect, it, vi } from 'vitest';
import type { BlobResult } from '@brokerage/shared/api/client.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { fail } from '@brokerage/shared/testing/fakeApiClient.ts';
import {
  fakeRecommendationApi,
  fixtureCalls,
  fixtureRecommendation,
  type RecommendationApiOptions,
} from '../testing/recommendationFixtures';
import {
  fallbackFileName,
  HISTORY_PAGE_SIZE,
  LATEST_PAGE_SIZE,
  RecommendationsStore,
} from './RecommendationsStore';

function setup(options: RecommendationApiOptions = {}) {
  const api = fakeRecommendationApi(options);
  const postBlob = vi.fn(async (): Promise<BlobResult> => ({
    blob: new Blob(['PK']),
    fileName: 'khuyen-nghi.xlsx',
  }));
  api.postBlob = postBlob;
  const store = new RecommendationsStore(api);
  return { api, store, postBlob };
}

const symbols = (store: RecommendationsStore) => store.rows.map((r) => r.stockSymbol);

describe('RecommendationsStore', () => {
  it('loads the categories, then the first category’s first page with its columns', async () => {
    const { api, store } = setup();
    expect(store.isLoading).toBe(true);
    await store.load('vi');
    expect(store.category?.code).toBe('fundamental');
    expect(store.columns.map((c) => c.key)).toEqual([
      'stockSymbol',
      'recommendationDate',
      'recommendation',
      'price',
      'targetPrice',
      'upsidePercent',
      'analyst',
    ]);
    expect(store.columns[0]).toEqual({ key: 'stockSymbol', header: 'Mã CK' });
    expect(store.rows).toHaveLength(LATEST_PAGE_SIZE);
    expect(store.isLoading).toBe(false);
    expect(store.failure).toBeNull();
    expect(api.requests.at(-1)).toMatchObject({
      url: 'ttpt-recommendations',
      params: { category_code: 'fundamental', page: 1, limit: LATEST_PAGE_SIZE, locale: 'vi' },
    });
    // The same language again asks for nothing.
    const asked = api.requests.length;
    await store.load('vi');
    expect(api.requests).toHaveLength(asked);
  });

  it('appends the next page', async () => {
    const { store } = setup();
    await store.load('vi');
    expect(store.latest.hasMore).toBe(true);
    await store.latest.loadMore();
    expect(store.rows).toHaveLength(25);
    expect(symbols(store).slice(0, 2)).toEqual(['S01', 'S02']);
    expect(store.latest.hasMore).toBe(false);
  });

  it('switches category: its columns at once, its rows once they come, from page 1', async () => {
    const { api, store } = setup();
    await store.load('vi');
    await store.latest.loadMore();
    const switching = store.selectCategory('technical');
    expect(store.columns.map((c) => c.key)).toEqual([
      'stockSymbol',
      'recommendation',
      'stopLossPrice',
      'upsidePercent',
    ]);
    // The other category's rows are not shown under these columns.
    expect(store.rows).toEqual([]);
    expect(store.isLoading).toBe(true);
    await switching;
    expect(store.rows.map((r) => r.categoryCode)).toEqual(['technical', 'technical', 'technical']);
    expect(api.requests.at(-1)?.params).toMatchObject({ category_code: 'technical', page: 1 });
    // An unknown code changes nothing.
    await store.selectCategory('nope');
    expect(store.category?.code).toBe('technical');
  });

  it('keeps the category across a language change, with the names of the new language', async () => {
    const { store } = setup();
    await store.load('vi');
    await store.selectCategory('technical');
    await store.load('en');
    expect(store.category).toMatchObject({ code: 'technical', name: 'Technical trading ideas' });
    expect(store.columns[2]).toEqual({ key: 'stopLossPrice', header: 'Stop-loss (VND)' });
  });

  it('says when a category has no call, and when there is no category', async () => {
    const { store } = setup({ calls: { fundamental: [], technical: [] } });
    await store.load('vi');
    expect(store.isEmpty).toBe(true);
    expect(store.isLoading).toBe(false);

    const none = setup({
      override: (url) =>
        url === 'ttpt-suggestion-categories' ? { status: 200, body: { data: [] } } : undefined,
    });
    await none.store.load('vi');
    expect(none.store.isEmpty).toBe(true);
    expect(none.store.category).toBeNull();
    expect(none.store.isLoading).toBe(false);
  });

  it('fails with a retry when the categories cannot be read', async () => {
    let down = true;
    const { store } = setup({
      override: (url) =>
        down && url === 'ttpt-suggestion-categories' ? fail(500, 'x') : undefined,
    });
    await store.load('vi');
    expect(store.failure).toBe('server');
    expect(store.isLoading).toBe(false);
    down = false;
    await store.retry();
    expect(store.failure).toBeNull();
    expect(store.rows).toHaveLength(LATEST_PAGE_SIZE);
  });

  it('tells maintenance apart, and retries the first page that failed', async () => {
    let down = true;
    const { store } = setup({
      override: (url) =>
        down && url === 'ttpt-recommendations' ? fail(503, 'maintenance') : undefined,
    });
    await store.load('vi');
    expect(store.failure).toBe('maintenance');
    down = false;
    await store.retry();
    expect(store.failure).toBeNull();
    expect(store.rows).toHaveLength(LATEST_PAGE_SIZE);
  });

  it('keeps the rows shown when a further page fails, and retries that page', async () => {
    let down = false;
    const { store } = setup({
      override: (url, params) =>
        down && url === 'ttpt-recommendations' && params.page === 2 ? fail(500, 'x') : undefined,
    });
    await store.load('vi');
    down = true;
    await store.latest.loadMore();
    expect(store.rows).toHaveLength(LATEST_PAGE_SIZE);
    expect(store.failure).toBeNull(); // the table stays; its footer offers the retry
    expect(store.latest.failure).toBe('server');
    down = false;
    await store.retry();
    expect(store.rows).toHaveLength(25);
  });

  it('opens a company’s history in the category shown, appending its pages', async () => {
    const calls = Array.from({ length: 12 }, (_, i) =>
      fixtureRecommendation({ stockSymbol: 'FPT', recommendationDate: `2026-0${(i % 9) + 1}-01` }),
    );
    const { api, store } = setup({ history: { 'fundamental:FPT': calls } });
    await store.load('vi');
    const opening = store.openHistory('FPT');
    expect(store.isHistoryOpen).toBe(true);
    expect(store.isHistoryLoading).toBe(true);
    await opening;
    expect(api.requests.at(-1)).toMatchObject({
      url: 'ttpt-recommendations/history',
      params: { category_code: 'fundamental', stock_symbol: 'FPT', limit: HISTORY_PAGE_SIZE },
    });
    expect(store.historyRows).toHaveLength(HISTORY_PAGE_SIZE);
    await store.history.loadMore();
    expect(store.historyRows).toHaveLength(12);
    store.closeHistory();
    expect(store.isHistoryOpen).toBe(false);
    // Another company's dialog never shows the first one's calls while its own load.
    const other = store.openHistory('VCB');
    expect(store.historyRows).toEqual([]);
    await other;
    expect(store.history.isEmpty).toBe(true);
    expect(store.isHistoryLoading).toBe(false);
  });

  it('reloads an open history in the new language and closes it on a category switch', async () => {
    const { api, store } = setup({ history: { 'fundamental:FPT': [fixtureRecommendation()] } });
    await store.load('vi');
    await store.openHistory('FPT');
    await store.load('en');
    expect(
      api.requests.some(
        (r) => r.url === 'ttpt-recommendations/history' && r.params.locale === 'en',
      ),
    ).toBe(true);
    await store.selectCategory('technical');
    expect(store.isHistoryOpen).toBe(false);
  });

  it('exports the category in the page’s language with the reCAPTCHA token, and saves it', async () => {
    const { store, postBlob } = setup();
    await store.load('en');
    await store.selectCategory('technical');
    const save = vi.fn();
    const outcome = await store.exportFile('latest', {
      save,
      getRecaptchaToken: async () => 'token:export',
    });
    expect(outcome).toBe('saved');
    expect(postBlob).toHaveBeenCalledWith(
      'ttpt-recommendations/export',
      { category_code: 'technical', stock_symbol: undefined, grecaptcha_token: 'token:export' },
      { params: { locale: 'en' }, signal: undefined },
    );
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'khuyen-nghi.xlsx');
    expect(store.exporting).toBeNull();

    await store.exportFile('history', { save });
    expect(postBlob).toHaveBeenLastCalledWith(
      'ttpt-recommendations/history/export',
      { category_code: 'technical', stock_symbol: undefined, grecaptcha_token: null },
      { params: { locale: 'en' }, signal: undefined },
    );
  });

  it('exports the open company’s history, and nothing when no dialog is open', async () => {
    const { store, postBlob } = setup({
      history: { 'fundamental:FPT': [fixtureRecommendation()] },
    });
    await store.load('vi');
    const save = vi.fn();
    expect(await store.exportFile('symbolHistory', { save })).toBe('server');
    expect(postBlob).not.toHaveBeenCalled();
    await store.openHistory('FPT');
    await store.exportFile('symbolHistory', { save });
    expect(postBlob).toHaveBeenCalledWith(
      'ttpt-recommendations/history/export',
      { category_code: 'fundamental', stock_symbol: 'FPT', grecaptcha_token: null },
      { params: { locale: 'vi' }, signal: undefined },
    );
  });

  it('runs one export at a time, says which is on its way, and keeps its failure', async () => {
    const { store, postBlob } = setup();
    await store.load('vi');
    let release: () => void = () => {};
    postBlob.mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          release = () =>
            reject(new ApiRequestError({ status: 500, errors: [{ code: 'x', message: 'x' }] }));
        }),
    );
    const save = vi.fn();
    const first = store.exportFile('history', { save });
    await vi.waitFor(() => expect(postBlob).toHaveBeenCalledTimes(1));
    expect(store.isExporting('history')).toBe(true);
    expect(await store.exportFile('latest', { save })).toBe('server');
    expect(postBlob).toHaveBeenCalledTimes(1);
    release();
    expect(await first).toBe('server');
    expect(store.failureOf('history')).toBe('server');
    expect(store.failureOf('latest')).toBeNull();
    expect(save).not.toHaveBeenCalled();
    // The next attempt clears it; a file without a name gets ours.
    postBlob.mockResolvedValueOnce({ blob: new Blob(['PK']), fileName: null });
    expect(await store.exportFile('latest', { save })).toBe('saved');
    expect(store.exportFailure).toBeNull();
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'khuyen-nghi-fundamental.xlsx');
  });

  it('names a file the server did not name', () => {
    expect(fallbackFileName('latest', 'fundamental', undefined)).toBe(
      'khuyen-nghi-fundamental.xlsx',
    );
    expect(fallbackFileName('symbolHistory', 'technical', 'FPT')).toBe(
      'lich-su-khuyen-nghi-technical-fpt.xlsx',
    );
  });

  it('cancels what is in flight', async () => {
    const { store } = setup({ calls: { fundamental: fixtureCalls(3) } });
    const loading = store.load('vi');
    store.cancel();
    await loading;
    expect(store.failure).toBeNull();
  });
});
