import { describe, expect, it, vi } from 'vitest';
import { createFakeServerClient } from '@brokerage/shared/api/testServer.ts';
import { fakeFinancialsHandler } from '../testing/fakeFinancialsApi';
import { FinancialsStore } from './FinancialsStore';

/** The API of a bank VCB with 20 published reports, in the fixtures' shapes. */
const fakeApi = (override?: Parameters<typeof fakeFinancialsHandler>[0]) =>
  createFakeServerClient(fakeFinancialsHandler(override));

function setup(override?: Parameters<typeof fakeApi>[0]) {
  const { client, server } = fakeApi(override);
  const save = vi.fn<(blob: Blob, fileName: string) => void>();
  const store = new FinancialsStore(client, { save });
  return { store, server, save };
}

describe('statements', () => {
  it('asks the sub-path of the firm type with the symbol and the period', async () => {
    const { store, server } = setup();
    const request = {
      symbol: 'VCB',
      firmType: 'bank' as const,
      path: 'cash-flow-statement' as const,
      period: 'quarter' as const,
    };
    await store.statements.loadTable(request, 'en');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.url).toBe('ttpt-stox-tb-fund-bank/cash-flow-statement');
    expect(server.requests[0]!.params).toMatchObject({
      stock_symbol: 'VCB',
      period: 'quarter',
      locale: 'en',
    });
    expect(store.statements.state(request, 'en').value?.period).toBe('quarter');
  });

  it('keeps what it has read: back to a period already seen asks nothing', async () => {
    const { store, server } = setup();
    const year = {
      symbol: 'VCB',
      firmType: 'bank' as const,
      path: 'income-statement' as const,
      period: 'year' as const,
    };
    const quarter = { ...year, period: 'quarter' as const };
    await store.statements.loadTable(year, 'vi');
    store.statements.table.cancel();
    await store.statements.loadTable(quarter, 'vi');
    store.statements.table.cancel();
    await store.statements.loadTable(year, 'vi');
    expect(server.requests).toHaveLength(2);
    // Another language is another answer (the labels).
    store.statements.table.cancel();
    await store.statements.loadTable(year, 'en');
    expect(server.requests).toHaveLength(3);
    expect(store.statements.state(year, 'en').value?.lines[0]!.label).toBe(
      'Interest and similar income',
    );
  });

  it('charts read the income statement and the firm type’s balance sheet, shared with the table', async () => {
    const { store, server } = setup();
    await store.statements.loadTable(
      { symbol: 'SSI', firmType: 'securities', path: 'income-statement', period: 'year' },
      'vi',
    );
    await store.statements.loadCharts(
      { symbol: 'SSI', firmType: 'securities', period: 'year' },
      'vi',
    );
    expect(server.requests.map((r) => r.url)).toEqual([
      'ttpt-stox-tb-fund-securities/income-statement',
      'ttpt-stox-tb-fund-securities/security-balance',
    ]);
  });

  it('shows a failure and recovers on retry', async () => {
    let fail = true;
    const { store } = setup((request) =>
      fail && request.url?.startsWith('ttpt-stox-tb-fund-') ? { status: 500, data: {} } : undefined,
    );
    const request = {
      symbol: 'BVH',
      firmType: 'insurance' as const,
      path: 'balance-sheet' as const,
      period: 'year' as const,
    };
    await store.statements.loadTable(request, 'vi');
    expect(store.statements.state(request, 'vi').failure).toBe('server');
    fail = false;
    await store.statements.retry(request, 'vi');
    expect(store.statements.state(request, 'vi')).toMatchObject({
      failure: null,
      isLoading: false,
    });
    expect(store.statements.state(request, 'vi').value?.lines.map((l) => l.code)).toEqual([
      'F2020',
      'F2050',
    ]);
  });
});

describe('ratios and plans', () => {
  it('reads the ratios of the period and the plans, each on its own', async () => {
    const { store, server } = setup((request) =>
      request.url === 'ttpt-business-plan-statistics' ? { status: 503, data: {} } : undefined,
    );
    await store.ratios.load({ symbol: 'VCB', period: 'quarter' }, 'vi');
    await store.plans.load('VCB', 'vi');
    expect(server.requests[0]!.params).toMatchObject({ stock_symbol: 'VCB', period: 'quarter' });
    expect(
      store.ratios.state({ symbol: 'VCB', period: 'quarter' }, 'vi').value?.sectorMedian?.companies,
    ).toBe(14);
    expect(store.plans.state('VCB', 'vi').failure).toBe('maintenance');
  });
});

describe('financial reports', () => {
  it('lists 15 a page and appends the next page', async () => {
    const { store } = setup();
    await store.reports.load('VCB', 'vi');
    expect(store.reports.pages.items).toHaveLength(15);
    expect(store.reports.pages.hasMore).toBe(true);
    await store.reports.pages.loadMore();
    expect(store.reports.pages.items).toHaveLength(20);
    expect(store.reports.pages.items[15]!.id).toBe('VCB-2022-4');
    expect(store.reports.pages.hasMore).toBe(false);
  });

  it('downloads a period’s CSV with a JSON body and saves it under the server’s name', async () => {
    const { store, server, save } = setup();
    await store.reports.load('VCB', 'vi');
    const report = store.reports.pages.items[0]!;
    const outcome = await store.reports.download(report, 'en');
    expect(outcome).toBe('saved');
    const post = server.requests.at(-1)!;
    expect(post.url).toBe('ttpt-financial-reports/create-download');
    expect(post.method).toBe('post');
    expect(post.params).toMatchObject({ locale: 'en' });
    // The API reads JSON only (no multipart parser on this route).
    expect(typeof post.data).toBe('string');
    expect(JSON.parse(post.data as string)).toEqual({
      stock_symbol: 'VCB',
      year: '2026',
      quarter: '3',
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toBe('VCB_2026_Q3.csv');
    expect(store.reports.downloadingId).toBe(null);
  });

  it('names the file itself when the server does not, and reports a failure on its report', async () => {
    let status = 200;
    const { store, save } = setup((request) =>
      request.url === 'ttpt-financial-reports/create-download'
        ? status === 200
          ? { status, data: new Blob(['x']) }
          : {
              status,
              data: new Blob([
                JSON.stringify({ errors: [{ code: 'financial_report_not_found', message: '' }] }),
              ]),
            }
        : undefined,
    );
    await store.reports.load('VCB', 'vi');
    const [first, second] = store.reports.pages.items;
    await store.reports.download({ ...first!, year: 2025, quarter: 0 }, 'vi');
    expect(save.mock.calls[0]![1]).toBe('VCB_2025.csv');
    status = 404;
    expect(await store.reports.download(second!, 'vi')).toBe('notFound');
    expect(store.reports.failureFor(second!.id)).toBe('notFound');
    expect(store.reports.failureFor(first!.id)).toBe(null);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
