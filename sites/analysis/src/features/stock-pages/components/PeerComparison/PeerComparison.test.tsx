import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServerClient, type FakeReply } from '@brokerage/shared/api/testServer.ts';
import { fixtureBoardPush, fixtureBoardRow } from '@brokerage/shared/market/boardFixtures.ts';
import { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { FakeHub } from '@brokerage/shared/realtime/fakeHubTransport.ts';
import { LiveConnection } from '@brokerage/shared/realtime/LiveConnection.ts';
import { UPDATE_STOCK_PRICE } from '@brokerage/shared/realtime/priceBoardHub.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { CompanyPeers } from '@brokerage/shared/validation/companyPeersApi.ts';
import { PageStores } from '../../../../lib/page-stores/PageStores';
import en from '../../../../locales/en/analysis.json';
import vi from '../../../../locales/vi/analysis.json';
import { createPeersStore } from '../../stores/PeersStore';
import { fixturePeer, fixturePeers } from '../../testing/peersFixtures';
import { PeerComparison } from './PeerComparison';

const ok = (data: unknown): FakeReply => ({ status: 200, data: { data } });
const PATHS: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=VCB',
  en: '/en/analysis-center/stock-information?stock_symbol=VCB',
};

/**
 * The section of `symbol` over a fake API whose answers the test gives, and a fake hub; `before`
 * runs on its page stores first (the page's preload).
 */
async function renderAfter(
  before: (pageStores: PageStores) => Promise<unknown>,
  reply: () => FakeReply | 'hang',
  locale: Locale = 'vi',
  symbol = 'VCB',
) {
  const { client, server } = createFakeServerClient((request) =>
    request.url === `ttpt-company-peers/${symbol}`
      ? reply()
      : { status: 404, data: { errors: [] } },
  );
  const pageStores = new PageStores(client);
  await before(pageStores);
  return { ...draw(pageStores, locale, symbol), server };
}

/** The section of `symbol` over a fake API whose answers the test gives, and a fake hub. */
function render(reply: () => FakeReply | 'hang', locale: Locale = 'vi', symbol = 'VCB') {
  const { client, server } = createFakeServerClient((request) =>
    request.url === `ttpt-company-peers/${symbol}`
      ? reply()
      : { status: 404, data: { errors: [] } },
  );
  return { ...draw(new PageStores(client), locale, symbol), server };
}

function draw(pageStores: PageStores, locale: Locale, symbol: string) {
  const hub = new FakeHub();
  const board = new BoardStore(new LiveConnection({ transport: hub }));
  const view = renderWithProviders(
    <PeerComparison board={board} symbol={symbol} locale={locale} />,
    {
      site: 'analysis',
      path: PATHS[locale],
      resources: { vi, en },
      general: fixtureGeneral(),
      stores: { pageStores },
    },
  );
  return { ...view, hub };
}

/** Each body row's row header text, top to bottom. */
const order = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-symbol'));

/** A body row's cells by column header (the row header is the first column). */
function cells(table: HTMLElement, row: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const values = within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);
  return Object.fromEntries(values.map((value, i) => [headers[i + 1], value]));
}

describe('PeerComparison', () => {
  it('shows the company among its peers, marked, each peer a link, the median last (vi)', async () => {
    render(() => ok(fixturePeers()));
    const section = screen.getByRole('region', { name: 'So sánh với doanh nghiệp cùng ngành' });
    const table = await within(section).findByRole('table', {
      name: 'VCB và các doanh nghiệp cùng ngành Ngân hàng',
    });
    // Scrolls sideways inside a focusable region named like the table.
    const region = within(section).getByRole('region', {
      name: 'VCB và các doanh nghiệp cùng ngành Ngân hàng',
    });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Mã CK',
      'Giá',
      '+/- (%)',
      'Vốn hóa (tỷ)',
      'P/E',
      'P/B',
      'ROE (%)',
      'Tăng trưởng doanh thu (%)',
      'Tăng trưởng LNST (%)',
      'Điểm đánh giá',
    ]);
    expect(order(table)).toEqual(['BID', 'VCB', 'CTG']);

    // The company's own row: said in words, not a link to the page it is on.
    const own = within(table).getByRole('rowheader', { name: /^VCB/ });
    expect(own.textContent).toBe('VCB Mã đang xem Ngân hàng TMCP Ngoại thương Việt Nam');
    expect(within(own).queryByRole('link')).toBeNull();
    expect(own.closest('tr')!.getAttribute('data-self')).toBe('true');
    expect(cells(table, own.closest('tr')!)).toMatchObject({
      Giá: '91.500',
      '+/- (%)': '+1.500 (+1,67%)',
      'Vốn hóa (tỷ)': '250.000',
      'P/E': '14,05',
      'ROE (%)': '18,25',
      'Tăng trưởng doanh thu (%)': '12,34',
      'Tăng trưởng LNST (%)': '-3,25',
      'Điểm đánh giá': '72',
    });
    // A peer links to its own stock information page; a missing figure is a dash.
    expect(within(table).getByRole('link', { name: 'BID' }).getAttribute('href')).toBe(
      '/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=BID',
    );
    const ctg = within(table).getByRole('rowheader', { name: /^CTG/ }).closest('tr')!;
    expect(cells(table, ctg)).toMatchObject({ 'P/E': '-', 'Điểm đánh giá': '-' });

    // The median row closes the table (its footer): no median of a price.
    const median = within(table).getByRole('rowheader', { name: 'Trung vị ngành' }).closest('tr')!;
    expect(median.parentElement!.tagName).toBe('TFOOT');
    expect(cells(table, median)).toMatchObject({
      Giá: '-',
      '+/- (%)': '+0,12%',
      'Vốn hóa (tỷ)': '95.000',
      'P/E': '9,5',
      'Điểm đánh giá': '60,5',
    });
    within(section).getByText(
      'Ngành Ngân hàng có 14 doanh nghiệp; bảng gồm VCB và 2 doanh nghiệp có vốn hóa lớn nhất còn lại.',
    );
    within(section).getByText(/Trung vị tính trên toàn bộ 14 doanh nghiệp của ngành \(kể cả VCB\)/);
    within(section).getByText(/các chỉ số khác tính đến phiên 20\/11\/2026/);
  });

  it('sorts by a header, largest first then the other way, the median staying last', async () => {
    render(() => ok(fixturePeers()));
    const table = await screen.findByTestId('peer-table');
    const pe = within(table).getByRole('button', { name: 'P/E' });
    fireEvent.click(pe);
    expect(order(table)).toEqual(['VCB', 'BID', 'CTG']);
    expect(pe.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(pe);
    // A company without a P/E stays last.
    expect(order(table)).toEqual(['BID', 'VCB', 'CTG']);
    expect(pe.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(table).getByRole('button', { name: 'Mã CK' }));
    expect(order(table)).toEqual(['BID', 'CTG', 'VCB']);
    expect(pe.closest('th')!.getAttribute('aria-sort')).toBeNull();
    expect(table.querySelector('tfoot tr')!.textContent).toMatch(/^Trung vị ngành/);
  });

  it('follows every company on the board, and a push moves its price and change', async () => {
    const { hub } = render(() => ok(fixturePeers()));
    const table = await screen.findByTestId('peer-table');
    await waitFor(() =>
      expect(hub.methodsInvoked()).toEqual(
        expect.arrayContaining(['UpdateParams:BID', 'UpdateParams:VCB', 'UpdateParams:CTG']),
      ),
    );
    const row = fixtureBoardRow({
      symbol: 'CTG',
      reference: 34_000,
      ceiling: 36_350,
      floor: 31_650,
      price: 36_350,
      change: 2_350,
      changePercent: 6.91,
    });
    act(() => hub.push(UPDATE_STOCK_PRICE, fixtureBoardPush({ pb: [row] })));
    const ctg = within(table).getByRole('rowheader', { name: /^CTG/ }).closest('tr')!;
    await waitFor(() =>
      expect(cells(table, ctg)).toMatchObject({ Giá: '36.350', '+/- (%)': '+2.350 (+6,91%)' }),
    );
    // At the ceiling: the board's purple; the other figures stay the API's.
    const price = ctg.querySelector('td[data-column="price"] [data-tone]')!;
    expect(price.getAttribute('data-tone')).toBe('ceiling');
    expect(ctg.getAttribute('data-live')).toBe('true');
    expect(cells(table, ctg)['Vốn hóa (tỷ)']).toBe('180.000');
  });

  it('speaks English with English figures', async () => {
    render(() => ok(fixturePeers({ sector: 'Banks' })), 'en');
    const table = await screen.findByRole('table', { name: 'VCB and its peers in Banks' });
    const own = within(table).getByRole('rowheader', { name: /^VCB/ });
    expect(own.textContent).toContain('This stock');
    expect(cells(table, own.closest('tr')!)).toMatchObject({
      Price: '91,500',
      'Change (%)': '+1,500 (+1.67%)',
      'Market cap (bn)': '250,000',
      'P/E': '14.05',
    });
    within(table).getByRole('rowheader', { name: 'Sector median' });
    expect(within(table).getByRole('link', { name: 'BID' }).getAttribute('href')).toBe(
      '/en/analysis-center/stock-information?stock_symbol=BID',
    );
  });

  it('says so when the company is alone in its sector', async () => {
    const alone: CompanyPeers = fixturePeers({
      stockSymbol: 'FPT',
      sector: 'Công nghệ thông tin',
      sectorSize: 1,
      companies: [fixturePeer('FPT')],
    });
    const { hub } = render(() => ok(alone), 'vi', 'FPT');
    await screen.findByText(
      'FPT là doanh nghiệp duy nhất của ngành Công nghệ thông tin trong dữ liệu, chưa có doanh nghiệp cùng ngành để so sánh.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(hub.methodsInvoked()).toEqual([]);
  });

  it('draws the answer the page preloaded at once, without asking for it again', async () => {
    const { server } = await renderAfter(
      (pageStores) => pageStores.get(createPeersStore).load('VCB', 'vi'),
      () => ok(fixturePeers()),
    );
    // The first render already has the table (what the server drew and the browser hydrates).
    expect(screen.getByTestId('peer-table')).toBeTruthy();
    expect(screen.queryByText('Đang tải so sánh cùng ngành…')).toBeNull();
    await act(() => Promise.resolve());
    expect(server.requests.filter((r) => r.url === 'ttpt-company-peers/VCB')).toHaveLength(1);
  });

  it('says it is loading while the API has not answered', async () => {
    render(() => 'hang');
    const status = await screen.findByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Đang tải so sánh cùng ngành…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the comparison failed, and its retry asks again and shows it', async () => {
    let answer: FakeReply = {
      status: 500,
      data: { errors: [{ code: 'internal_error', message: 'Lỗi' }] },
    };
    const { server } = render(() => answer);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không tải được so sánh cùng ngành.');
    answer = ok(fixturePeers());
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await screen.findByTestId('peer-table');
    expect(server.requests.filter((r) => r.url === 'ttpt-company-peers/VCB')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
