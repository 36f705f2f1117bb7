import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServerClient, type FakeReply } from '@brokerage/shared/api/testServer.ts';
import { EMPTY_VALUE } from '@brokerage/shared/format/number.ts';
import { FakeHub } from '@brokerage/shared/realtime/fakeHubTransport.ts';
import type { PriceHistoryPoint } from '@brokerage/shared/validation/marketApi.ts';
import { fptCompany, fptHistoryPoint, fptIndicators } from '../testing/marketFixtures';
import { renderRoute } from '../testing/renderRoute';
import AnalysisCenterRoute from './AnalysisCenterRoute';

const ok = (data: unknown): FakeReply => ({ status: 200, data: { data } });

/**
 * The stock pages over the real API client (maintenance hook and all) on a fake transport whose
 * order-matching calls answer as the API does while the price board is down.
 */
function renderWithBoardDown(path: string, history: PriceHistoryPoint[] = [fptHistoryPoint()]) {
  const onMaintenance = vi.fn();
  const { client: api, server } = createFakeServerClient(
    (request) => {
      const url = request.url ?? '';
      if (url === 'ttpt-companies/FPT') return ok(fptCompany);
      if (url === 'ttpt-company-indicators/FPT') return ok(fptIndicators);
      if (url === 'stock-quotes/price-histories') {
        const meta = { page: 1, limit: 20, total: history.length, totalPages: 1 };
        return { status: 200, data: { data: history, meta } };
      }
      if (url === 'exercise-rights' || url === 'ttpt-covered-warrants') {
        return {
          status: 200,
          data: { data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } },
        };
      }
      if (url.startsWith('ttpt-ws-order-matching/')) {
        return {
          status: 503,
          data: {
            errors: [{ code: 'priceboard_unavailable', message: 'Price board unavailable' }],
          },
          headers: { 'retry-after': '5' },
        };
      }
      return { status: 404, data: { errors: [{ code: 'not_found', message: 'Not found' }] } };
    },
    { getLocale: () => 'en', onMaintenance },
  );
  const hub = new FakeHub();
  const view = renderRoute(<AnalysisCenterRoute />, path, api, hub);
  return { ...view, server, onMaintenance };
}

describe('StockPageRoute with the price board down', () => {
  it('transaction history says live data is unavailable, keeps the daily history and raises no maintenance page', async () => {
    const { server, onMaintenance } = renderWithBoardDown(
      '/en/analysis-center/transaction-history?stock_symbol=FPT',
    );
    await screen.findByRole('heading', { level: 1, name: /FPT — Công ty Cổ phần FPT/ });
    const history = await screen.findByTestId('history-table');
    within(history).getByText('20/11/2026');
    await screen.findByText(/Live data is unavailable for now/);
    await waitFor(() =>
      expect(server.requests.map((request) => request.url)).toContain(
        'ttpt-ws-order-matching/list-by-today',
      ),
    );
    expect(onMaintenance).not.toHaveBeenCalled();
  });

  it('lists the buy and sell orders of each session, a dash where the dataset has none', async () => {
    renderWithBoardDown('/trung-tam-phan-tich/lich-su-giao-dich?stock_symbol=FPT', [
      fptHistoryPoint(),
      fptHistoryPoint({
        sessionDate: '2026-11-19',
        buyOrderCount: null,
        sellOrderCount: null,
        buyOrderVolume: null,
        sellOrderVolume: null,
      }),
    ]);
    const table = await screen.findByTestId('history-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const cells = (date: string) => {
      const row = within(table).getByRole('rowheader', { name: date }).closest('tr')!;
      const values = within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
      // Keyed by column header (the row header is the first column).
      return Object.fromEntries(values.map((value, i) => [headers[i + 1], value]));
    };
    expect(cells('20/11/2026')).toMatchObject({
      'Số lệnh mua': '4.210',
      'KL đặt mua': '3.650K',
      'Số lệnh bán': '3.875',
      'KL đặt bán': '3.120K',
    });
    const empty = cells('19/11/2026');
    for (const header of ['Số lệnh mua', 'KL đặt mua', 'Số lệnh bán', 'KL đặt bán']) {
      expect(empty[header], header).toBe(EMPTY_VALUE);
    }
  });
});

describe('StockPageRoute key figures', () => {
  it.each([
    [
      '/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=FPT',
      'Cao / thấp 52 tuần (giá điều chỉnh)',
    ],
    [
      '/en/analysis-center/stock-information?stock_symbol=FPT',
      '52-week high / low (adjusted prices)',
    ],
  ])('say the 52-week range is of adjusted prices: %s', async (path, label) => {
    renderWithBoardDown(path);
    const figures = await screen.findByTestId('key-figures');
    expect(
      within(figures)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain(label);
  });
});

describe('StockPageRoute for a symbol that does not exist', () => {
  it('shows the stock-symbol 404 page and never follows the symbol on the price board', async () => {
    const { client: api, server } = createFakeServerClient(() => ({
      status: 404,
      data: { errors: [{ code: 'stock_symbol_not_found', message: 'Unknown', field: 'symbol' }] },
    }));
    const hub = new FakeHub();
    renderRoute(
      <AnalysisCenterRoute />,
      '/trung-tam-phan-tich/lich-su-giao-dich?stock_symbol=ZZZZ',
      api,
      hub,
    );
    await screen.findByRole('heading', {
      name: 'Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này',
    });
    // Its company and indicators, once each; no connection to the hub at all.
    expect(server.requests.map((request) => request.url).sort()).toEqual([
      'ttpt-companies/ZZZZ',
      'ttpt-company-indicators/ZZZZ',
    ]);
    expect(hub.starts).toBe(0);
    expect(hub.methodsInvoked()).toEqual([]);
  });
});
