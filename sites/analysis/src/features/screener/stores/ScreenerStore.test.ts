import { describe, expect, it, vi } from 'vitest';
import { createFakeServerClient, type FakeReply } from '@brokerage/shared/api/testServer.ts';
import type { ScreenerRow } from '@brokerage/shared/validation/screenerApi.ts';
import { DEFAULT_FILTER, filterFromSearch } from '../model/screenerFilter';
import { ScreenerStore } from './ScreenerStore';

const OPTIONS = {
  exchanges: [
    { exchange: 'HOSE', count: 2 },
    { exchange: 'HNX', count: 1 },
    { exchange: 'UPCOM', count: 0 },
  ],
  sectors: [
    { icbCode: '8300', name: 'Ngân hàng', count: 2 },
    { icbCode: '9500', name: 'Công nghệ thông tin', count: 1 },
  ],
};

const row = (symbol: string, extra: Partial<ScreenerRow> = {}): ScreenerRow => ({
  stockSymbol: symbol,
  name: `Công ty ${symbol}`,
  exchange: 'HOSE',
  icbCode: '8300',
  sector: 'Ngân hàng',
  firmType: 'bank',
  sessionDate: '2026-11-20',
  price: 25_000,
  marketCapital: 1e13,
  pE: 8.5,
  pB: 1.2,
  roe: 15,
  profitGrowth: 12.3,
  score: 60,
  ...extra,
});

const page = (rows: ScreenerRow[], n: number, total: number, limit = 20): FakeReply => ({
  status: 200,
  data: { data: rows, meta: { page: n, limit, total, totalPages: Math.ceil(total / limit) } },
});

const read = (query: string) => filterFromSearch(new URLSearchParams(query));

function setup(results: (params: Record<string, unknown>) => FakeReply | 'hang') {
  const save = vi.fn<(blob: Blob, name: string) => void>();
  const { client, server } = createFakeServerClient((request) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (request.url === 'ttpt-screener/options') return { status: 200, data: { data: OPTIONS } };
    if (request.url === 'ttpt-screener/export') {
      return {
        status: 200,
        data: new Blob(['\uFEFFMã CK\r\n']),
        headers: { 'content-disposition': 'attachment; filename="bo-loc-co-phieu_2026-11-20.csv"' },
      };
    }
    return results(params);
  });
  const store = new ScreenerStore(client, { save });
  const asked = () =>
    server.requests
      .filter((r) => r.url === 'ttpt-screener')
      .map((r) => r.params as Record<string, unknown>);
  return { store, server, save, asked };
}

describe('ScreenerStore', () => {
  it('opens a URL’s filter: the form shows it and the API is asked for it, with the sort', async () => {
    const { store, asked } = setup(() => page([row('VCB'), row('ACB')], 1, 2));
    await store.open(read('exchange=HOSE&pe_max=15&sort=roe&order=asc'), 'vi');
    expect(asked()).toEqual([
      {
        exchange: 'HOSE',
        pe_max: '15',
        sort: 'roe',
        order: 'asc',
        page: 1,
        limit: 20,
        locale: 'vi',
      },
    ]);
    expect(store.draft.exchanges).toEqual(['HOSE']);
    expect(store.draft.ranges.pe_max).toBe(15);
    expect(store.results.items.map((r) => r.stockSymbol)).toEqual(['VCB', 'ACB']);
    expect(store.sort).toEqual({ sort: 'roe', order: 'asc' });
  });

  it('appends the next page on "more"', async () => {
    const { store, asked } = setup((params) =>
      params.page === 1 ? page([row('A01'), row('A02')], 1, 3, 2) : page([row('A03')], 2, 3, 2),
    );
    await store.open(DEFAULT_FILTER, 'vi');
    expect(store.results.hasMore).toBe(true);
    await store.results.loadMore();
    expect(store.results.items.map((r) => r.stockSymbol)).toEqual(['A01', 'A02', 'A03']);
    expect(store.results.hasMore).toBe(false);
    expect(asked().map((p) => p.page)).toEqual([1, 2]);
  });

  it('drops a sector no company has any more instead of asking for it', async () => {
    const { store, asked } = setup(() => page([], 1, 0));
    await store.open(read('icb_code=8300,1234'), 'vi');
    expect(store.filter?.sectors).toEqual(['8300']);
    expect(store.draft.sectors).toEqual(['8300']);
    expect(asked()[0]).toMatchObject({ icb_code: '8300' });
    expect(store.results.isEmpty).toBe(true);
  });

  it('shows min above max on the maximum and refuses to apply it', async () => {
    const { store } = setup(() => page([], 1, 0));
    await store.open(DEFAULT_FILTER, 'vi');
    store.setBound('pe_min', 20);
    store.setBound('pe_max', 10);
    expect(store.check.errors).toEqual({ pe_max: { kind: 'minAboveMax', min: 20 } });
    expect(store.submit()).toBeNull();
    expect(store.refused).toBe(true);
    store.setBound('pe_max', 25);
    expect(store.refused).toBe(false);
    expect(store.submit()).toMatchObject({
      ranges: { pe_min: 20, pe_max: 25 },
      sort: 'market_cap',
    });
  });

  it('puts the API’s refusal of a filter on its field, until that field changes', async () => {
    const { store } = setup(() => ({
      status: 400,
      data: {
        errors: [
          { code: 'too_small', message: 'Giá trị phải lớn hơn hoặc bằng 20.', field: 'pe_max' },
          { code: 'invalid_value', message: 'Giá trị không hợp lệ.', field: 'exchange.0' },
        ],
      },
    }));
    await store.open(read('pe_max=15'), 'vi');
    expect(store.results.failure).toBe('server');
    expect(store.serverErrors).toEqual({
      pe_max: 'Giá trị phải lớn hơn hoặc bằng 20.',
      'exchange.0': 'Giá trị không hợp lệ.',
    });
    store.setBound('pe_max', 30);
    expect(store.serverErrors.pe_max).toBeUndefined();
  });

  it('keeps what is being typed when only the sort changes, and takes a new filter’s values', async () => {
    const { store } = setup(() => page([row('VCB')], 1, 1));
    await store.open(read('pe_max=15'), 'vi');
    store.setBound('roe_min', 10);
    await store.open(store.sortBy('pe'), 'vi');
    expect(store.draft.ranges.roe_min).toBe(10);
    expect(store.sort).toEqual({ sort: 'pe', order: 'desc' });
    await store.open(read('pb_max=2'), 'vi');
    expect(store.draft.ranges.roe_min).toBe('');
    expect(store.draft.ranges.pb_max).toBe(2);
  });

  it('resets to no filter', async () => {
    const { store } = setup(() => page([row('VCB')], 1, 1));
    await store.open(read('exchange=HNX&pe_max=15'), 'vi');
    expect(store.reset()).toEqual(DEFAULT_FILTER);
    expect(store.draft.exchanges).toEqual([]);
    expect(store.draft.ranges.pe_max).toBe('');
  });

  it('exports the filter shown in the page’s language and saves the file under the server’s name', async () => {
    const { store, server, save } = setup(() => page([row('VCB')], 1, 1));
    await store.open(read('exchange=HOSE&sort=pe&order=asc'), 'en');
    await store.exportFile('en');
    const request = server.requests.find((r) => r.url === 'ttpt-screener/export')!;
    expect(request.params).toEqual({ exchange: 'HOSE', sort: 'pe', order: 'asc', locale: 'en' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toBe('bo-loc-co-phieu_2026-11-20.csv');
    expect(store.exporting).toBe(false);
    expect(store.exportFailed).toBe(false);
  });

  it('says when the export fails', async () => {
    const { client } = createFakeServerClient((request) =>
      request.url === 'ttpt-screener/options'
        ? { status: 200, data: { data: OPTIONS } }
        : request.url === 'ttpt-screener'
          ? page([row('VCB')], 1, 1)
          : { status: 500, data: { errors: [{ code: 'internal_error', message: 'x' }] } },
    );
    const save = vi.fn();
    const store = new ScreenerStore(client, { save });
    await store.open(DEFAULT_FILTER, 'vi');
    await store.exportFile('vi');
    expect(store.exportFailed).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('retries a failed result', async () => {
    let fail = true;
    const { store } = setup(() =>
      fail
        ? { status: 500, data: { errors: [{ code: 'internal_error', message: 'x' }] } }
        : page([row('VCB')], 1, 1),
    );
    await store.open(DEFAULT_FILTER, 'vi');
    expect(store.results.failure).toBe('server');
    fail = false;
    await store.retry('vi');
    expect(store.results.failure).toBeNull();
    expect(store.results.items).toHaveLength(1);
  });
});
