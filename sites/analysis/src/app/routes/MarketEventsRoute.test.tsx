import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemaOf, type ApiClient, type QueryParams } from '@brokerage/shared/api/client.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '@brokerage/shared/auth/storage.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { fail, fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import type { MarketEvent } from '@brokerage/shared/validation/marketEvents.ts';
import { marketEvent, resultsDeadline } from '../../features/market-events/testing/events';
import { renderRoute } from '../testing/renderRoute';
import AnalysisCenterRoute from './AnalysisCenterRoute';

vi.mock('@brokerage/shared/app/files/saveFile.ts', () => ({ saveFile: vi.fn() }));

const PATH = '/trung-tam-phan-tich/lich-su-kien';
const RANGE = 'from=2026-12-01&to=2027-01-31';

const EVENTS: MarketEvent[] = [
  marketEvent(),
  marketEvent({
    id: 'VNM-71-execution',
    stockSymbol: 'VNM',
    exchange: 'HOSE',
    companyName: 'Công ty Cổ phần Sữa Việt Nam',
    type: 'agm',
    dateKind: 'execution',
    label: 'Ngày họp đại hội',
    title: 'Đại hội đồng cổ đông bất thường năm 2026',
    detail: null,
    right: {
      id: 71,
      kind: 'egm',
      exDate: '2026-11-30',
      recordDate: '2026-12-01',
      executionDate: '2026-12-14',
    },
  }),
  resultsDeadline('FPT'),
  resultsDeadline('SHS', { exchange: 'HNX' }),
];

interface Server {
  /** The events the API has (filtered by the request's types, exchanges and symbols). */
  events: MarketEvent[];
  /** A status the next `market-events` calls answer with instead. */
  failWith: number | null;
  lists: unknown[];
  blob: () => Promise<{ blob: Blob; fileName: string | null }>;
}

/** The API: `market-events` filtered as the server does, the watchlists, the .ics. */
function eventsApi(server: Server) {
  const api = fakeApiClient((url) =>
    url === 'watchlists' ? ok(server.lists) : fail(404, 'page_not_found'),
  );
  const blobs: QueryParams[] = [];
  const client: ApiClient = {
    ...api,
    getList: async (url, source, options) => {
      const params = options?.params ?? {};
      api.requests.push({ url, params });
      if (server.failWith)
        throw new ApiRequestError({
          status: server.failWith,
          errors: [{ code: 'internal_error', message: 'Đã có lỗi xảy ra.' }],
        });
      const list = (name: string) => (params[name] ? String(params[name]).split(',') : []);
      const schema = await schemaOf(source);
      const data = server.events
        .filter((event) => list('types').length === 0 || list('types').includes(event.type))
        .filter(
          (event) => list('exchanges').length === 0 || list('exchanges').includes(event.exchange),
        )
        .filter(
          (event) => list('symbols').length === 0 || list('symbols').includes(event.stockSymbol),
        )
        .map((event) => schema.parse(event));
      return { data, meta: { page: 1, limit: 500, total: data.length, totalPages: 1 } } as never;
    },
    getBlob: async (_url, options) => {
      blobs.push(options?.params ?? {});
      return server.blob();
    },
  };
  return Object.assign(client, { requests: api.requests, blobs });
}

function renderEvents(path: string, extra: Partial<Server> = {}) {
  const server: Server = {
    events: EVENTS,
    failWith: null,
    lists: [],
    blob: async () => ({ blob: new Blob(['BEGIN:VCALENDAR\r\n']), fileName: 'lich-su-kien.ics' }),
    ...extra,
  };
  const api = eventsApi(server);
  return { ...renderRoute(<AnalysisCenterRoute />, path, api), server, api };
}

const eventRequests = (api: ReturnType<typeof eventsApi>) =>
  api.requests.filter((request) => request.url === 'market-events').map((r) => r.params);

const shownEvents = () =>
  screen.queryAllByTestId('market-event').map((item) => item.getAttribute('data-symbol'));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.mocked(saveFile).mockClear();
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('MarketEventsPage', () => {
  it('shows the events of the URL’s range by day, each symbol a link to its page, deadlines marked', async () => {
    const { api } = renderEvents(`${PATH}?${RANGE}`);
    await screen.findByRole('heading', { level: 1, name: 'Lịch sự kiện thị trường' });
    const day = await screen.findByRole('region', { name: /Thứ Hai, 14\/12\/2026/ });
    expect(
      within(day)
        .getAllByTestId('market-event')
        .map((e) => e.getAttribute('data-symbol')),
    ).toEqual(['FPT', 'VNM']);
    const link = within(day).getByRole('link', { name: 'Xem FPT – Công ty Cổ phần FPT' });
    expect(link.getAttribute('href')).toBe(
      '/trung-tam-phan-tich/lich-su-huong-quyen?stock_symbol=FPT',
    );
    within(day).getByText('Ngày họp đại hội');
    within(day).getByText('Cổ tức bằng tiền 1.000 đồng/cổ phiếu');

    const results = screen.getByRole('region', { name: /Thứ Tư, 20\/01\/2027/ });
    expect(
      within(results)
        .getByRole('link', { name: /^Xem SHS/ })
        .getAttribute('href'),
    ).toBe('/trung-tam-phan-tich/thong-tin-tai-chinh?stock_symbol=SHS');
    expect(within(results).getAllByText('Theo quy định')).toHaveLength(2);
    within(results).getAllByText(/^Mốc theo quy định: Thông tư 96\/2020\/TT-BTC/);

    expect(screen.getByTestId('events-summary').textContent).toBe(
      '4 sự kiện từ 01/12/2026 đến 31/01/2027.',
    );
    expect(eventRequests(api)).toEqual([
      { from: '2026-12-01', to: '2027-01-31', page: 1, limit: 500, locale: 'vi' },
    ]);
    expect((screen.getByTestId('events-from') as HTMLInputElement).value).toBe('2026-12-01');
  });

  it('narrows by type and exchange through the URL, and the API is asked for the same', async () => {
    const { api, location } = renderEvents(`${PATH}?${RANGE}`);
    await screen.findAllByTestId('market-event');
    // Unchecking "financial results" keeps the other two.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Báo cáo tài chính' }));
    await waitFor(() => expect(location.current.search).toBe(`?${RANGE}&types=rights%2Cagm`));
    await waitFor(() => expect(shownEvents()).toEqual(['FPT', 'VNM']));
    expect(eventRequests(api).at(-1)).toMatchObject({ types: 'rights,agm' });

    fireEvent.click(screen.getByRole('radio', { name: 'HNX' }));
    await waitFor(() => expect(location.current.search).toContain('exchange=HNX'));
    await screen.findByText('Không có sự kiện nào khớp bộ lọc.');
    expect(eventRequests(api).at(-1)).toMatchObject({ types: 'rights,agm', exchanges: 'HNX' });
    // Nothing to export: the button says why.
    const button = screen.getByRole('button', { name: 'Xuất lịch (.ics)' });
    expect(button).toHaveProperty('disabled', true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Không có sự kiện nào để xuất lịch.',
    );
  });

  it('keeps the last type checked: no type at all would show nothing', async () => {
    const { location } = renderEvents(`${PATH}?${RANGE}&types=agm`);
    await screen.findAllByTestId('market-event');
    expect(shownEvents()).toEqual(['VNM']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Đại hội cổ đông' }));
    expect(location.current.search).toBe(`?${RANGE}&types=agm`);
    expect(screen.getByRole('checkbox', { name: 'Đại hội cổ đông' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('says what is wrong with a date on its field, keeps what was typed and asks nothing', async () => {
    const { api, location } = renderEvents(`${PATH}?${RANGE}`);
    await screen.findAllByTestId('market-event');
    const asked = eventRequests(api).length;
    const to = screen.getByLabelText(/Đến ngày/) as HTMLInputElement;
    fireEvent.change(to, { target: { value: '2026-11-30' } });
    await screen.findByText('Ngày kết thúc phải bằng hoặc sau ngày bắt đầu.');
    expect(to.value).toBe('2026-11-30');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(to, { target: { value: '2028-01-01' } });
    await screen.findByText('Khoảng thời gian tối đa 366 ngày (một năm).');
    expect(location.current.search).toBe(`?${RANGE}`);
    expect(eventRequests(api)).toHaveLength(asked);

    // Right again: applied, and asked for.
    fireEvent.change(to, { target: { value: '2027-02-28' } });
    await waitFor(() => expect(location.current.search).toBe('?from=2026-12-01&to=2027-02-28'));
    await waitFor(() => expect(eventRequests(api).at(-1)).toMatchObject({ to: '2027-02-28' }));
    expect(screen.queryByText(/Ngày kết thúc phải/)).toBeNull();
  });

  it('starts today, for 30 days, and cleans a URL the API would refuse', async () => {
    const { api, location } = renderEvents(`${PATH}?from=2026-02-30&types=meetings&exchange=nyse`);
    await waitFor(() => expect(eventRequests(api)).toHaveLength(1));
    const today = formatDate(new Date(), 'yyyy-mm-dd');
    expect(eventRequests(api)[0]).toMatchObject({ from: today });
    expect((screen.getByTestId('events-from') as HTMLInputElement).value).toBe(today);
    await waitFor(() => expect(location.current.search).toBe(''));
  });

  it('filters by the visitor’s watchlist in this browser', async () => {
    window.localStorage.setItem(LOCAL_KEYS.watchlist, JSON.stringify(['SHS', 'VNM']));
    const { api } = renderEvents(`${PATH}?${RANGE}&watchlist=local`);
    await waitFor(() => expect(shownEvents()).toEqual(['VNM', 'SHS']));
    expect(eventRequests(api)).toEqual([expect.objectContaining({ symbols: 'SHS,VNM' })]);
    screen.getByText('Sự kiện của 2 mã trong danh mục: SHS, VNM.');
    expect((screen.getByRole('combobox', { name: 'Danh mục' }) as HTMLSelectElement).value).toBe(
      'local',
    );
  });

  it('asks nothing for an empty watchlist and points to the price board to fill it', async () => {
    const { api } = renderEvents(`/en/analysis-center/market-events?${RANGE}&watchlist=local`);
    await screen.findByText(/Your watchlist in this browser has no symbols yet\./);
    const link = screen.getByRole('link', {
      name: 'Add symbols to your watchlist on the price board',
    });
    expect(link.getAttribute('href')).toBe('/en/analysis-center/price-board?tab=watchlist');
    expect(eventRequests(api)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Export to calendar (.ics)' })).toBeNull();
  });

  it('asks a visitor to log in for an account’s list; logged in, it filters by that list', async () => {
    const { unmount } = renderEvents(`${PATH}?${RANGE}&watchlist=3`);
    await screen.findByText('Đăng nhập để lọc theo các danh mục lưu trong tài khoản của bạn.');
    unmount();

    window.sessionStorage.setItem(SESSION_KEYS.accessToken, 'token');
    const list = (id: number, name: string, symbols: string[]) => ({
      id,
      name,
      symbols,
      createdAt: '2026-12-01T00:00:00.000Z',
      updatedAt: '2026-12-01T00:00:00.000Z',
    });
    const { api } = renderEvents(`${PATH}?${RANGE}&watchlist=3`, {
      lists: [list(3, 'Ngân hàng & sữa', ['VNM']), list(4, 'Trống', [])],
    });
    await waitFor(() => expect(shownEvents()).toEqual(['VNM']));
    expect(eventRequests(api)).toEqual([expect.objectContaining({ symbols: 'VNM' })]);
    const select = screen.getByRole('combobox', { name: 'Danh mục' });
    within(select).getByRole('option', { name: 'Ngân hàng & sữa' });
    fireEvent.change(select, { target: { value: '4' } });
    await screen.findByText(/Danh mục “Trống” chưa có mã nào\./);
    expect(eventRequests(api)).toHaveLength(1);
  });

  it('says so when the URL names a list the customer does not have', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.accessToken, 'token');
    const { api } = renderEvents(`${PATH}?${RANGE}&watchlist=9`, { lists: [] });
    await screen.findByText('Không tìm thấy danh mục này trong tài khoản của bạn.');
    expect(eventRequests(api)).toEqual([]);
  });

  it('shows an error with a retry, then the events', async () => {
    const { server } = renderEvents(`/en/analysis-center/market-events?${RANGE}`, {
      failWith: 500,
    });
    // (The demo-data note is an alert too: this one is named by its title.)
    const alert = await screen.findByRole('alert', { name: 'The events could not be loaded.' });
    server.failWith = null;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownEvents()).toHaveLength(4));
    screen.getByRole('region', { name: /Monday, 14\/12\/2026/ });
  });

  it('exports the filter as the API’s .ics, in the page’s language, and says when it cannot', async () => {
    const { api, server } = renderEvents(
      `/en/analysis-center/market-events?${RANGE}&types=results`,
    );
    await waitFor(() => expect(shownEvents()).toEqual(['FPT', 'SHS']));
    fireEvent.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(api.blobs).toEqual([
      { from: '2026-12-01', to: '2027-01-31', types: 'results', locale: 'en' },
    ]);
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('lich-su-kien.ics');

    server.blob = () =>
      Promise.reject(
        new ApiRequestError({
          status: 422,
          errors: [
            {
              code: 'market_events_none',
              message: 'No events match the filters, so there is no calendar to download.',
            },
          ],
        }),
      );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));
    });
    const refusal = await screen.findByText(
      'No events match the filters, so there is no calendar to download.',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(saveFile).toHaveBeenCalledTimes(1);
  });
});
