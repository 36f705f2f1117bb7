import { describe, expect, it } from 'vitest';
import type { ApiClient, BlobResult } from '@brokerage/shared/api/client.ts';
import { ApiRequestError, NetworkError } from '@brokerage/shared/api/errors.ts';
import {
  fakeApiClient,
  list,
  ok,
  type FakeReply,
} from '@brokerage/shared/testing/fakeApiClient.ts';
import type { MarketEventsFilter } from '@brokerage/shared/validation/marketEvents.ts';
import { marketEvent, resultsDeadline } from '../testing/events';
import { MarketEventsStore } from './MarketEventsStore';

const FILTER: MarketEventsFilter = {
  from: '2026-12-01',
  to: '2027-01-31',
  types: ['rights', 'results'],
  exchanges: [],
  symbols: ['FPT', 'VNM'],
};

const first = marketEvent();
const second = resultsDeadline('VNM');

/** The API with `market-events` in two pages (one event each) unless `reply` says otherwise. */
function setup(reply?: (url: string, params: Record<string, unknown>) => FakeReply) {
  const api = fakeApiClient(
    (url, params) =>
      reply?.(url, params) ??
      (url === 'watchlists'
        ? ok([
            {
              id: 3,
              name: 'Ngân hàng',
              symbols: ['VCB'],
              createdAt: '2026-12-01T00:00:00.000Z',
              updatedAt: '2026-12-01T00:00:00.000Z',
            },
          ])
        : params.page === 1
          ? list([first], { page: 1, limit: 1, total: 2 })
          : list([second], { page: 2, limit: 1, total: 2 })),
  );
  const saved: Array<{ name: string; text: string }> = [];
  let blob: () => Promise<BlobResult> = async () => ({
    blob: new Blob(['BEGIN:VCALENDAR\r\n']),
    fileName: 'lich-su-kien-2026-12-01-2027-01-31.ics',
  });
  const blobs: Array<{ url: string; params: unknown }> = [];
  const client = {
    ...api,
    getBlob: (url: string, options?: { params?: unknown }) => {
      blobs.push({ url, params: options?.params });
      return blob();
    },
  } as ApiClient;
  const store = new MarketEventsStore(client, {
    save: (file, name) => void file.text().then((text) => saved.push({ name, text })),
  });
  return {
    api,
    store,
    saved,
    blobs,
    failExport: (make: () => Promise<BlobResult>) => (blob = make),
  };
}

describe('MarketEventsStore', () => {
  it('reads every page of the filter, at the API’s largest size, and keeps them for the filter', async () => {
    const { api, store } = setup();
    await store.load(FILTER, 'vi');
    expect(store.events.value?.items).toEqual([first, second]);
    expect(store.events.value?.total).toBe(2);
    expect(api.requests.map((r) => r.params)).toEqual([
      {
        from: '2026-12-01',
        to: '2027-01-31',
        types: 'rights,results',
        symbols: 'FPT,VNM',
        page: 1,
        limit: 500,
        locale: 'vi',
      },
      expect.objectContaining({ page: 2, limit: 500 }),
    ]);
    // Shown already: not asked again; another language is.
    await store.load({ ...FILTER }, 'vi');
    expect(api.requests).toHaveLength(2);
    await store.load(FILTER, 'en');
    expect(api.requests).toHaveLength(4);
    expect(
      store.answers('from=2026-12-01&to=2027-01-31&types=rights%2Cresults&symbols=FPT%2CVNM', 'en'),
    ).toBe(true);
  });

  it('puts the API’s refusal of a filter on its fields, and asks again on retry', async () => {
    let refuse = true;
    const { store, api } = setup((url, params) =>
      refuse
        ? {
            status: 400,
            body: {
              errors: [
                {
                  code: 'date_range_too_long',
                  message: 'Khoảng thời gian tối đa 366 ngày.',
                  field: 'to',
                },
              ],
            },
          }
        : list([first], { page: Number(params.page), limit: 500, total: 1 }),
    );
    await store.load(FILTER, 'vi');
    expect(store.events.failure).toBe('server');
    expect(store.serverErrors).toEqual({ to: 'Khoảng thời gian tối đa 366 ngày.' });
    refuse = false;
    await store.retry();
    expect(store.events.failure).toBeNull();
    expect(store.serverErrors).toEqual({});
    expect(store.events.value?.items).toEqual([first]);
    expect(api.requests).toHaveLength(2);
  });

  it('saves the .ics of the filter under the server’s name, in the page’s language', async () => {
    const { store, saved, blobs } = setup();
    await store.exportFile(FILTER, 'en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(blobs).toEqual([
      {
        url: 'market-events.ics',
        params: {
          from: '2026-12-01',
          to: '2027-01-31',
          types: 'rights,results',
          symbols: 'FPT,VNM',
          locale: 'en',
        },
      },
    ]);
    expect(saved).toEqual([
      { name: 'lich-su-kien-2026-12-01-2027-01-31.ics', text: 'BEGIN:VCALENDAR\r\n' },
    ]);
    expect(store.exporting).toBe(false);
    expect(store.exportRefusal).toBeNull();
  });

  it('says why no file came: the API’s words, or its own when nothing answered', async () => {
    const { store, saved, failExport } = setup();
    failExport(() =>
      Promise.reject(
        new ApiRequestError({
          status: 422,
          errors: [{ code: 'market_events_none', message: 'Không có sự kiện nào khớp bộ lọc.' }],
        }),
      ),
    );
    await store.exportFile(FILTER, 'vi');
    expect(store.exportRefusal).toEqual({ text: 'Không có sự kiện nào khớp bộ lọc.' });
    failExport(() => Promise.reject(new NetworkError('market-events.ics', new Error('offline'))));
    await store.exportFile(FILTER, 'vi');
    expect(store.exportRefusal).toEqual({ key: 'failed' });
    expect(saved).toEqual([]);
    // The next load of the page clears the message.
    await store.load(FILTER, 'vi');
    expect(store.exportRefusal).toBeNull();
  });

  it('loads a customer’s lists and forgets them at log-out', async () => {
    const { store } = setup();
    await store.loadLists();
    expect(store.list(3)?.symbols).toEqual(['VCB']);
    store.clearLists();
    expect(store.lists).toBeNull();
  });
});
