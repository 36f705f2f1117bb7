import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schemaOf, type ApiClient } from '@brokerage/shared/api/client.ts';
import {
  fixtureBoardPush,
  fixtureBoardRow,
  fixtureBoardSession,
} from '@brokerage/shared/market/boardFixtures.ts';
import { FakeHub } from '@brokerage/shared/realtime/fakeHubTransport.ts';
import { UPDATE_STOCK_PRICE } from '@brokerage/shared/realtime/priceBoardHub.ts';
import {
  fixtureBlockItem,
  fixturePage,
  fixturePageBlock,
} from '@brokerage/shared/testing/fixtures.ts';
import { fail, fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fptCompany, fptIndicators } from '../testing/marketFixtures';
import { renderRoute } from '../testing/renderRoute';
import AnalysisCenterRoute from './AnalysisCenterRoute';

const intro = fixturePage({
  templateCode: 'ANALYSIS_CENTER',
  title: 'Trung tâm phân tích',
  summary: 'Dữ liệu doanh nghiệp niêm yết trên HOSE, HNX và UPCOM.',
  content: null,
  blocks: [
    fixturePageBlock({
      title: 'Phương pháp',
      items: [fixtureBlockItem({ title: 'Định giá P/E' })],
    }),
  ],
});

const company = fptCompany;
const indicators = fptIndicators;

/** The fake API, with lists (`{data, meta}`) for the list calls. */
function marketApi(): ApiClient & { requests: Array<{ url: string }> } {
  const api = fakeApiClient((url) => {
    if (url === 'pages/static/analysis-center') return ok(intro);
    if (url === 'ttpt-companies/FPT') return ok(company);
    if (url === 'ttpt-company-indicators/FPT') return ok(indicators);
    if (url.startsWith('ttpt-companies/') || url.startsWith('ttpt-company-indicators/'))
      return fail(404, 'stock_symbol_not_found');
    return fail(404, 'page_not_found');
  });
  const lists: Record<string, unknown[]> = { 'ttpt-companies': [company] };
  return {
    ...api,
    getList: async (url, source, options) => {
      api.requests.push({ url, params: options?.params ?? {} });
      const schema = await schemaOf(source);
      const data = (lists[url] ?? []).map((item) => schema.parse(item));
      return Promise.resolve({
        data,
        meta: { page: 1, limit: 20, total: data.length, totalPages: 1 },
      }) as never;
    },
  };
}

function renderAt(path: string) {
  const hub = new FakeHub();
  hub.results.set('GetAllStocks', { session: fixtureBoardSession(), pb: [], mi: [] });
  return renderRoute(<AnalysisCenterRoute />, path, marketApi(), hub);
}

describe('AnalysisCenterRoute dashboard', () => {
  it('renders the intro, the fourteen sub-page links (the spec’s eleven, the screener, the price board and the events calendar), the search box and the demo-data note', async () => {
    const { api } = renderAt('/trung-tam-phan-tich');
    await screen.findByRole('heading', { level: 1, name: 'Trung tâm phân tích' });
    screen.getByText('Dữ liệu doanh nghiệp niêm yết trên HOSE, HNX và UPCOM.');
    screen.getByRole('heading', { level: 2, name: 'Phương pháp' });
    screen.getByText('Dữ liệu minh họa');

    const tools = screen.getByRole('region', { name: 'Tất cả công cụ phân tích' });
    const links = within(tools).getAllByRole('link');
    expect(links).toHaveLength(14);
    expect(
      within(tools)
        .getByRole('link', { name: /Hồ sơ doanh nghiệp/ })
        .getAttribute('href'),
    ).toBe('/trung-tam-phan-tich/ho-so-doanh-nghiep');
    screen.getByRole('combobox', { name: /Mã hoặc tên doanh nghiệp/ });
    expect(
      screen.getByRole('link', { name: 'Xem bảng giá đầy đủ' }).getAttribute('href'),
    ).toBe('/trung-tam-phan-tich/bang-gia');
    await waitFor(() =>
      expect(api.requests.map((request) => request.url).sort()).toEqual([
        'index-quotes',
        'pages/static/analysis-center',
        'stock-quotes/market-share',
      ]),
    );
  });

  it('keeps stock_symbol on the stock pages only', async () => {
    renderAt('/en/analysis-center?stock_symbol=FPT');
    const tools = await screen.findByRole('region', { name: 'All analysis tools' });
    expect(
      within(tools)
        .getByRole('link', { name: /Stock information/ })
        .getAttribute('href'),
    ).toBe('/en/analysis-center/stock-information?stock_symbol=FPT');
    expect(
      within(tools)
        .getByRole('link', { name: /Analysis reports/ })
        .getAttribute('href'),
    ).toBe('/en/analysis-center/analysis-report');
    expect(
      (screen.getByRole('combobox', { name: /Symbol or company name/ }) as HTMLInputElement).value,
    ).toBe('FPT');
  });
});

describe('AnalysisCenterRoute company search', () => {
  it('asks for a keyword when the box is empty, on the field', async () => {
    renderAt('/trung-tam-phan-tich');
    fireEvent.click(await screen.findByRole('button', { name: 'Tra cứu' }));
    screen.getByText('Vui lòng nhập mã chứng khoán hoặc tên doanh nghiệp.');
  });

  it('goes to the stock page of an exact ticker, however it was typed', async () => {
    const { location, api } = renderAt('/trung-tam-phan-tich');
    const input = await screen.findByRole('combobox', { name: /Mã hoặc tên doanh nghiệp/ });
    fireEvent.change(input, { target: { value: ' fpt ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await waitFor(() =>
      expect(location.current.pathname).toBe('/trung-tam-phan-tich/thong-tin-co-phieu'),
    );
    expect(location.current.search).toBe('?stock_symbol=FPT');
    expect(api.requests).toContainEqual({
      url: 'ttpt-companies',
      params: { locale: 'vi', keyword: 'fpt', page: 1, limit: 8 },
    });
  });
});

describe('AnalysisCenterRoute sub-pages', () => {
  it('shows 404 for an unknown sub-page', async () => {
    renderAt('/trung-tam-phan-tich/khong-co');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});

describe('AnalysisCenterRoute stock pages', () => {
  it('shows the stock-symbol 404 page for an unknown symbol and for a malformed one', async () => {
    renderAt('/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=zzz');
    await screen.findByRole('heading', {
      name: 'Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này',
    });
  });

  it('shows the stock-symbol 404 page for a symbol that cannot be one', async () => {
    renderAt('/en/analysis-center/transaction-history?stock_symbol=%3Cb%3E');
    await screen.findByRole('heading', { name: /find this stock symbol/i });
  });

  it('shows the last session, then the board moves the quote; the nav keeps the symbol', async () => {
    const { hub, location } = renderAt('/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=fpt');
    await screen.findByRole('heading', { level: 1, name: /FPT — Công ty Cổ phần FPT/ });
    expect(location.current.search).toBe('?stock_symbol=FPT'); // the URL carries the symbol
    const quote = screen.getByTestId('quote-header');
    expect(within(quote).getByTestId('quote-price').textContent).toBe('121.000');
    screen.getByText(/Đơn vị giá: VND\. Khối lượng/);
    const nav = screen.getByRole('navigation', { name: 'Các trang của mã FPT' });
    expect(within(nav).getByRole('link', { name: 'Lịch sử giao dịch' }).getAttribute('href')).toBe(
      '/trung-tam-phan-tich/lich-su-giao-dich?stock_symbol=FPT',
    );
    expect(
      within(nav).getByRole('link', { name: 'Thông tin cổ phiếu' }).getAttribute('aria-current'),
    ).toBe('page');

    await waitFor(() => expect(hub.methodsInvoked()).toContain('UpdateParams:FPT'));
    // FPT at its ceiling.
    const row = fixtureBoardRow({ reference: 120_000, ceiling: 128_400, price: 128_400 });
    act(() => hub.push(UPDATE_STOCK_PRICE, fixtureBoardPush({ pb: [row] })));
    expect(within(quote).getByTestId('quote-price').textContent).toBe('128.400');
    // At the ceiling: purple.
    expect(within(quote).getByTestId('quote-price').parentElement?.getAttribute('data-tone')).toBe(
      'ceiling',
    );
    screen.getAllByText('Trực tuyến');
  });
});
