import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServerClient, type FakeReply } from '@brokerage/shared/api/testServer.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { ScreenerRow } from '@brokerage/shared/validation/screenerApi.ts';
import { PageStores } from '../../../../lib/page-stores/PageStores';
import enAnalysis from '../../../../locales/en/analysis.json';
import viAnalysis from '../../../../locales/vi/analysis.json';
import vi from '../../../../locales/vi/screener.json';
import en from '../../../../locales/en/screener.json';
import { ScreenerPage } from './ScreenerPage';

const OPTIONS = {
  exchanges: [
    { exchange: 'HOSE', count: 2 },
    { exchange: 'HNX', count: 1 },
    { exchange: 'UPCOM', count: 0 },
  ],
  sectors: [{ icbCode: '8300', name: 'Ngân hàng', count: 3 }],
};

const row = (symbol: string, extra: Partial<ScreenerRow> = {}): ScreenerRow => ({
  stockSymbol: symbol,
  name: `Ngân hàng ${symbol}`,
  exchange: 'HOSE',
  icbCode: '8300',
  sector: 'Ngân hàng',
  firmType: 'bank',
  sessionDate: '2026-11-20',
  price: 25_300,
  marketCapital: 123_456_000_000_000,
  pE: 8.57,
  pB: 1.2,
  roe: 15.5,
  profitGrowth: -3.25,
  score: 61,
  ...extra,
});

const ROWS = [row('VCB'), row('ACB', { pE: null })];

function render(path: string, results: (params: Record<string, unknown>) => FakeReply) {
  const { client, server } = createFakeServerClient((request) =>
    request.url === 'ttpt-screener/options'
      ? { status: 200, data: { data: OPTIONS } }
      : results((request.params ?? {}) as Record<string, unknown>),
  );
  const view = renderWithProviders(<ScreenerPage locale={path.startsWith('/en') ? 'en' : 'vi'} />, {
    site: 'analysis',
    path,
    resources: { vi: viAnalysis, en: enAnalysis },
    general: fixtureGeneral(),
    stores: { pageStores: new PageStores(client) },
  });
  const asked = () =>
    server.requests
      .filter((r) => r.url === 'ttpt-screener')
      .map((r) => r.params as Record<string, unknown>);
  return { ...view, asked };
}

const list = (rows: ScreenerRow[], total = rows.length): FakeReply => ({
  status: 200,
  data: { data: rows, meta: { page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) } },
});

const PATH = '/trung-tam-phan-tich/bo-loc-co-phieu';

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('ScreenerPage', () => {
  it('opens a shared URL: the form holds its filter and the table its result', async () => {
    const { location, asked } = render(`${PATH}?exchange=HOSE&pe_max=15`, () => list(ROWS));
    expect(screen.getByRole('heading', { level: 1, name: vi.title })).toBeTruthy();
    const table = await screen.findByTestId('screener-table');
    expect(asked()[0]).toMatchObject({ exchange: 'HOSE', pe_max: '15', page: 1, limit: 20 });
    expect(input('P/E tối đa').value).toBe('15');
    expect(input('P/E tối thiểu').value).toBe('');
    // Vietnamese figures, a missing P/E as a dash, the symbol a link to its stock page.
    const vcb = within(table).getByRole('row', { name: /VCB/ });
    expect(within(vcb).getByRole('link', { name: 'VCB' }).getAttribute('href')).toBe(
      '/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=VCB',
    );
    expect(within(vcb).getByText('25.300')).toBeTruthy();
    expect(within(vcb).getByText('123.456')).toBeTruthy();
    expect(within(vcb).getByText('8,57')).toBeTruthy();
    expect(within(vcb).getByText('-3,25')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /ACB/ })).getByText('-')).toBeTruthy();
    // Sorted by market cap, largest first, by default.
    const cap = within(table).getByRole('columnheader', { name: vi.results.columns.market_cap });
    expect(cap.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('2 mã phù hợp')).toBeTruthy();
    expect(location.current.search).toBe('?exchange=HOSE&pe_max=15');
  });

  it('sorts by a header: the URL keeps the sort, a second click turns it round', async () => {
    const { location, asked } = render(PATH, () => list(ROWS));
    const table = await screen.findByTestId('screener-table');
    fireEvent.click(within(table).getByRole('button', { name: 'P/E' }));
    await waitFor(() => expect(location.current.search).toBe('?sort=pe&order=desc'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'P/E' }).getAttribute('aria-sort')).toBe(
        'descending',
      ),
    );
    expect(asked().at(-1)).toMatchObject({ sort: 'pe', order: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: 'P/E' }));
    await waitFor(() => expect(location.current.search).toBe('?sort=pe&order=asc'));
  });

  it('says a minimum above its maximum on the maximum, and does not apply it', async () => {
    const { location } = render(PATH, () => list(ROWS));
    await screen.findByTestId('screener-table');
    fireEvent.change(screen.getByRole('textbox', { name: 'ROE tối thiểu' }), {
      target: { value: '20' },
    });
    const max = screen.getByRole('textbox', { name: 'ROE tối đa' });
    fireEvent.change(max, { target: { value: '10' } });
    const message = 'Giá trị tối đa phải lớn hơn hoặc bằng giá trị tối thiểu (20).';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(max.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: vi.form.apply }));
    expect(await screen.findByText(vi.form.invalid)).toBeTruthy();
    expect(location.current.search).toBe('');
    // Corrected, it applies.
    fireEvent.change(max, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: vi.form.apply }));
    await waitFor(() => expect(location.current.search).toBe('?roe_min=20&roe_max=30'));
  });

  it('shows the API’s refusal on the field, in English on the English page', async () => {
    render('/en/analysis-center/stock-screener?pb_max=3', () => ({
      status: 400,
      data: { errors: [{ code: 'too_small', message: 'Must be at least 5.', field: 'pb_max' }] },
    }));
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeTruthy();
    expect(await screen.findByText('Must be at least 5.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Maximum P/B' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText(en.results.failed)).toBeTruthy();
  });

  it('ignores what a URL gets wrong, and writes the URL without it', async () => {
    const { location, asked } = render(
      `${PATH}?exchange=NYSE,HNX&pe_max=abc&score_max=900&sort=volume&page=-2`,
      () => list([row('SHS', { exchange: 'HNX' })]),
    );
    await screen.findByTestId('screener-table');
    expect(asked()[0]).toEqual({ exchange: 'HNX', page: 1, limit: 20, locale: 'vi' });
    await waitFor(() => expect(location.current.search).toBe('?exchange=HNX'));
  });

  it('resets the form and the URL', async () => {
    const { location } = render(`${PATH}?exchange=HNX&pe_max=15`, () => list(ROWS));
    await screen.findByTestId('screener-table');
    fireEvent.click(screen.getByRole('button', { name: vi.form.reset }));
    await waitFor(() => expect(location.current.search).toBe(''));
    expect(input('P/E tối đa').value).toBe('');
  });

  it('says when nothing matches', async () => {
    render(`${PATH}?score_min=99`, () => list([]));
    expect(await screen.findByText(vi.results.empty)).toBeTruthy();
    expect(screen.queryByTestId('screener-table')).toBeNull();
  });

  it('shows the loading state, then a failure with a retry that asks again', async () => {
    let fail = true;
    const { asked } = render(PATH, () =>
      fail
        ? { status: 500, data: { errors: [{ code: 'internal_error', message: 'x' }] } }
        : list(ROWS),
    );
    expect(screen.getByRole('status').textContent).toContain(vi.results.loading);
    expect(await screen.findByText(vi.results.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: vi.results.retry }));
    await screen.findByTestId('screener-table');
    expect(asked()).toHaveLength(2);
  });

  it('says when the choices cannot be loaded, and the retry loads them and the result', async () => {
    let down = true;
    const { client } = createFakeServerClient((request) => {
      if (request.url === 'ttpt-screener/options') {
        return down
          ? { status: 500, data: { errors: [{ code: 'internal_error', message: 'x' }] } }
          : { status: 200, data: { data: OPTIONS } };
      }
      return list(ROWS);
    });
    renderWithProviders(<ScreenerPage locale="vi" />, {
      site: 'analysis',
      path: PATH,
      resources: { vi: viAnalysis, en: enAnalysis },
      general: fixtureGeneral(),
      stores: { pageStores: new PageStores(client) },
    });
    expect(await screen.findByText(vi.form.optionsFailed)).toBeTruthy();
    expect(screen.getByText(vi.results.failed)).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: vi.results.retry }));
    await screen.findByTestId('screener-table');
    expect(screen.queryByText(vi.form.optionsFailed)).toBeNull();
  });
});
