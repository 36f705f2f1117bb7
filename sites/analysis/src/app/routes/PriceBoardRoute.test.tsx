import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schemaOf, type ApiClient } from '@brokerage/shared/api/client.ts';
import {
  fixtureBoardPush as push,
  fixtureBoardRow as boardRow,
  fixtureBoardSession as session,
  fixtureIndexRow as indexRow,
} from '@brokerage/shared/market/boardFixtures.ts';
import type { AllStocksResult } from '@brokerage/shared/market/board.ts';
import { FakeHub } from '@brokerage/shared/realtime/fakeHubTransport.ts';
import { UPDATE_STOCK_PRICE } from '@brokerage/shared/realtime/priceBoardHub.ts';
import { fail, fakeApiClient } from '@brokerage/shared/testing/fakeApiClient.ts';
import type { Company } from '@brokerage/shared/validation/marketApi.ts';
import AnalysisCenterRoute from './AnalysisCenterRoute';
import { fptCompany } from '../testing/marketFixtures';
import { renderRoute } from '../testing/renderRoute';

const company = (symbol: string, extra: Partial<Company> = {}): Company => ({
  ...fptCompany,
  stockSymbol: symbol,
  name: `Công ty ${symbol}`,
  shortName: null,
  brands: [],
  ...extra,
});

const COMPANIES = [
  company('FPT'),
  company('VCB', { icbCode: '8300', sector: 'Ngân hàng', indices: ['VNINDEX', 'VN30'] }),
  company('HAG', { icbCode: '3500', sector: 'Thực phẩm', indices: ['VNINDEX'] }),
  company('SHS', {
    exchange: 'HNX',
    icbCode: '8700',
    sector: 'Dịch vụ tài chính',
    indices: ['HNXINDEX', 'HNX30'],
  }),
];

const SNAPSHOT: AllStocksResult = {
  session: session({ seq: 10 }),
  pb: [
    boardRow({ symbol: 'FPT', seq: 5, price: 100_500 }),
    boardRow({
      symbol: 'VCB',
      seq: 6,
      price: 61_000,
      reference: 60_000,
      ceiling: 64_200,
      floor: 55_800,
    }),
    boardRow({
      symbol: 'HAG',
      seq: 7,
      price: 59_000,
      reference: 60_000,
      ceiling: 64_200,
      floor: 55_800,
    }),
    boardRow({
      symbol: 'SHS',
      exchange: 'HNX',
      seq: 8,
      price: 21_000,
      reference: 20_000,
      ceiling: 22_000,
      floor: 18_000,
    }),
    boardRow({
      symbol: 'CFPT2501',
      kind: 'cw',
      seq: 9,
      price: 1_200,
      reference: 1_100,
      ceiling: 2_000,
      floor: 300,
    }),
  ],
  mi: [indexRow({ seq: 10, putThroughVolume: 50_000, putThroughValue: 5_025_000_000 })],
  pt: [
    {
      seq: 3,
      symbol: 'FPT',
      exchange: 'HOSE',
      time: '09:30:00',
      price: 100_000,
      volume: 20_000,
      value: 2_000_000_000,
    },
    {
      seq: 4,
      symbol: 'VCB',
      exchange: 'HOSE',
      time: '10:15:00',
      price: 60_500,
      volume: 50_000,
      value: 3_025_000_000,
    },
  ],
};

function boardApi(): ApiClient {
  const api = fakeApiClient(() => fail(404, 'page_not_found'));
  return {
    ...api,
    getList: async (url, source, options) => {
      api.requests.push({ url, params: options?.params ?? {} });
      const schema = await schemaOf(source);
      const data = (url === 'ttpt-companies' ? COMPANIES : []).map((item) => schema.parse(item));
      return { data, meta: { page: 1, limit: 100, total: data.length, totalPages: 1 } } as never;
    },
  };
}

function renderBoard(path: string) {
  const hub = new FakeHub();
  hub.results.set('GetAllStocks', SNAPSHOT);
  return renderRoute(<AnalysisCenterRoute />, path, boardApi(), hub);
}

const symbolsShown = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('PriceBoardPage', () => {
  it('shows the HOSE stocks of the board by symbol, live, and sorts by any column', async () => {
    const { hub } = renderBoard('/trung-tam-phan-tich/bang-gia');
    await screen.findByRole('heading', { level: 1, name: 'Bảng giá HOSE' });
    const table = await screen.findByRole('table', { name: 'Bảng giá HOSE: 3 mã' });
    expect(symbolsShown(table)).toEqual(['FPT', 'HAG', 'VCB']);
    expect(hub.methodsInvoked()).toContain('GetAllStocks');
    expect(screen.getByRole('link', { name: 'HOSE' }).getAttribute('aria-current')).toBe('page');

    const byPrice = within(table).getByRole('button', { name: 'Sắp xếp theo Giá khớp' });
    fireEvent.click(byPrice);
    expect(symbolsShown(table)).toEqual(['FPT', 'VCB', 'HAG']);
    expect(byPrice.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(byPrice);
    expect(byPrice.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(symbolsShown(table)).toEqual(['HAG', 'VCB', 'FPT']);

    // A push moves HAG above VCB by price, and its changed figures flash.
    act(() => {
      hub.push(
        UPDATE_STOCK_PRICE,
        push({
          session: session({ seq: 11 }),
          pb: [{ ...SNAPSHOT.pb[2]!, seq: 11, price: 62_000, change: 2_000, changePercent: 3.33 }],
        }),
      );
    });
    await waitFor(() => expect(symbolsShown(table)).toEqual(['VCB', 'HAG', 'FPT']));
    const hag = within(table).getByRole('rowheader', { name: 'HAG' }).closest('tr') as HTMLElement;
    expect(hag.querySelector('[data-column="price"]')?.getAttribute('data-flash')).toBe('up-1');
    expect(hag.querySelector('[data-column="reference"]')?.hasAttribute('data-flash')).toBe(false);
    expect(hag.querySelector('[data-column="price"]')?.textContent).toBe('62.000');
  });

  it('opens a stock from its symbol in the app, and leaves a click with a modifier to the browser', async () => {
    renderBoard('/trung-tam-phan-tich/bang-gia');
    const table = await screen.findByRole('table', { name: 'Bảng giá HOSE: 3 mã' });
    const fpt = within(within(table).getByRole('rowheader', { name: 'FPT' })).getByRole('link');
    expect(fpt.getAttribute('href')).toBe(
      '/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=FPT',
    );
    // fireEvent answers false when the click's default (the browser's page load) was prevented.
    expect(fireEvent.click(fpt, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(fpt, { button: 1 })).toBe(true);
    expect(fireEvent.click(fpt)).toBe(false);
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Bảng giá HOSE: 3 mã' })).toBeNull(),
    );
  });

  it('shows an index basket, the covered warrants and a sector from the companies, and HNX apart', async () => {
    renderBoard('/trung-tam-phan-tich/bang-gia?tab=vn30');
    expect(symbolsShown(await screen.findByRole('table', { name: /^Bảng giá VN30/ }))).toEqual([
      'FPT',
      'VCB',
    ]);
  });

  it.each([
    ['/trung-tam-phan-tich/bang-gia?tab=hnx30', /^Bảng giá HNX30/, ['SHS']],
    ['/trung-tam-phan-tich/bang-gia?tab=cw', /^Bảng giá Chứng quyền/, ['CFPT2501']],
    ['/en/analysis-center/price-board?tab=sector-8300', /^Banks|Ngân hàng/, ['VCB']],
  ])('%s', async (path, name, symbols) => {
    renderBoard(path);
    expect(symbolsShown(await screen.findByRole('table', { name }))).toEqual(symbols);
  });

  it('opens a sector chosen from the list', async () => {
    renderBoard('/trung-tam-phan-tich/bang-gia');
    const select = await screen.findByRole('combobox', { name: 'Ngành' });
    await within(select).findByRole('option', { name: 'Thực phẩm (1 mã)' });
    fireEvent.change(select, { target: { value: '3500' } });
    expect(
      symbolsShown(await screen.findByRole('table', { name: /^Bảng giá Ngành Thực phẩm/ })),
    ).toEqual(['HAG']);
  });

  it('answers a tab that names nothing, or a sector no company has, with the 404 page', async () => {
    const { unmount } = renderBoard('/trung-tam-phan-tich/bang-gia?tab=nyse');
    await screen.findByRole('link', { name: /Liên hệ|Contact/ }).catch(() => undefined);
    expect(document.querySelector('[data-status="404"]')).not.toBeNull();
    unmount();
    renderBoard('/trung-tam-phan-tich/bang-gia?tab=sector-1234');
    await waitFor(() => expect(document.querySelector('[data-status="404"]')).not.toBeNull());
  });

  it('draws the sector heatmap, drills into a sector live, and goes back', async () => {
    const { hub } = renderBoard('/trung-tam-phan-tich/bang-gia?tab=heatmap');
    const market = await screen.findByRole('list', { name: 'Các ngành theo vốn hóa' });
    const banks = within(market).getByRole('button', { name: /^Ngành Ngân hàng: \+1,67%, 1 mã/ });
    expect(banks.getAttribute('data-shade')).toBe('up2');
    // Every sector with a company on the board has a tile (the warrant is no company).
    expect(within(market).getAllByRole('button')).toHaveLength(4);

    fireEvent.click(banks);
    const sector = await screen.findByRole('list', {
      name: 'Cổ phiếu ngành Ngân hàng theo vốn hóa',
    });
    // The tile prints the board's own change (the fixture's row says +0.5 %).
    const vcb = within(sector).getByRole('link', {
      name: /^VCB \(Công ty VCB\): \+0,5%, vốn hóa/,
    });
    expect(vcb.getAttribute('href')).toContain('stock_symbol=VCB');

    // Live: VCB reaches its ceiling and its tile turns the ceiling's colour.
    act(() => {
      hub.push(
        UPDATE_STOCK_PRICE,
        push({
          session: session({ seq: 11 }),
          pb: [{ ...SNAPSHOT.pb[1]!, seq: 11, price: 64_200, change: 4_200, changePercent: 7 }],
        }),
      );
    });
    await waitFor(() =>
      expect(within(sector).getByRole('link', { name: /^VCB/ }).getAttribute('data-shade')).toBe(
        'ceiling',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Tất cả các ngành' }));
    await screen.findByRole('list', { name: 'Các ngành theo vốn hóa' });
  });

  it('answers a heatmap sector no company has with the 404 page', async () => {
    renderBoard('/trung-tam-phan-tich/bang-gia?tab=heatmap&sector=1234');
    await waitFor(() => expect(document.querySelector('[data-status="404"]')).not.toBeNull());
  });

  it('lists the put-through deals newest first, by exchange, with each exchange’s totals', async () => {
    renderBoard('/en/analysis-center/price-board?tab=put-through');
    const table = await screen.findByRole('table', {
      name: 'Put-through deals of the session: 2 deals',
    });
    expect(symbolsShown(table)).toEqual(['VCB', 'FPT']);
    screen.getByText('HOSE: 50K shares, VND 5.03 bn');
    fireEvent.click(screen.getByRole('radio', { name: 'HNX' }));
    await screen.findByText('No put-through deals yet this session.');
  });

  it('says when the hub is gone, keeps the last figures greyed, and resumes from a snapshot', async () => {
    const { hub } = renderBoard('/trung-tam-phan-tich/bang-gia');
    const table = await screen.findByRole('table', { name: /^Bảng giá HOSE/ });
    act(() => hub.serverClose());
    await screen.findByText(/Mất kết nối với bảng giá/);
    expect(symbolsShown(table)).toEqual(['FPT', 'HAG', 'VCB']);
    expect(screen.getByTestId('board-table').getAttribute('data-stale')).toBe('true');
    await waitFor(() => expect(hub.connected).toBe(true), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByText(/Mất kết nối với bảng giá/)).toBeNull());
    expect(hub.methodsInvoked().filter((method) => method === 'GetAllStocks')).toHaveLength(2);
  });

  it('lets go of the board while the browser tab is hidden and takes a snapshot on return', async () => {
    const { hub } = renderBoard('/trung-tam-phan-tich/bang-gia');
    await screen.findByRole('table', { name: /^Bảng giá HOSE/ });
    const visibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    visibility('hidden');
    await waitFor(() => expect(hub.stops).toBe(1));
    visibility('visible');
    await waitFor(() =>
      expect(hub.methodsInvoked().filter((method) => method === 'GetAllStocks')).toHaveLength(2),
    );
  });

  it('keeps a visitor’s watchlist in the browser: added on the field, refused with the reason, moved and removed', async () => {
    window.localStorage.clear();
    renderBoard('/trung-tam-phan-tich/bang-gia?tab=watchlist');
    await screen.findByRole('heading', { level: 1, name: 'Bảng giá Danh mục của tôi' });
    screen.getByText('Danh mục chưa có mã nào. Thêm mã để theo dõi giá trực tuyến tại đây.');
    const field = screen.getByRole('textbox', { name: 'Thêm mã vào danh mục' });
    const add = screen.getByRole('button', { name: 'Thêm' });

    fireEvent.change(field, { target: { value: 'zzz' } });
    fireEvent.click(add);
    await screen.findByText('Không có mã ZZZ trên bảng giá.');
    expect((field as HTMLInputElement).value).toBe('zzz');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    for (const symbol of ['vcb', ' fpt ', 'CFPT2501']) {
      fireEvent.change(field, { target: { value: symbol } });
      fireEvent.click(add);
      await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    }
    const table = await screen.findByRole('table', { name: 'Bảng giá Danh mục của tôi: 3 mã' });
    expect(symbolsShown(table)).toEqual(['VCB', 'FPT', 'CFPT2501']);
    expect(window.localStorage.getItem('X_WATCHLIST')).toBe('["VCB","FPT","CFPT2501"]');

    fireEvent.change(field, { target: { value: 'FPT' } });
    fireEvent.click(add);
    await screen.findByText('FPT đã có trong danh mục.');

    fireEvent.click(screen.getByRole('button', { name: 'Đưa FPT lên trước' }));
    await waitFor(() => expect(symbolsShown(table)).toEqual(['FPT', 'VCB', 'CFPT2501']));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ VCB khỏi danh mục' }));
    await waitFor(() => expect(symbolsShown(table)).toEqual(['FPT', 'CFPT2501']));
    expect(window.localStorage.getItem('X_WATCHLIST')).toBe('["FPT","CFPT2501"]');
    window.localStorage.clear();
  });

  it('shows the list the browser kept; an account’s list asks a visitor to log in', async () => {
    window.localStorage.setItem('X_WATCHLIST', JSON.stringify(['SHS', 'HAG']));
    const { unmount } = renderBoard('/en/analysis-center/price-board?tab=watchlist');
    expect(
      symbolsShown(await screen.findByRole('table', { name: /^My watchlist price board/ })),
    ).toEqual(['SHS', 'HAG']);
    window.localStorage.clear();
    unmount();
    renderBoard('/trung-tam-phan-tich/bang-gia?tab=watchlist-12');
    await screen.findByText('Đăng nhập để xem các danh mục lưu trong tài khoản của bạn.');
    // No table waits under the prompt: the list is not the visitor's to load.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('Đang tải bảng giá…')).toBeNull();
  });
});
