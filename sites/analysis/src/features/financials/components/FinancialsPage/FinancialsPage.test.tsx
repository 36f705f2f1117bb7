import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServerClient } from '@brokerage/shared/api/testServer.ts';
import type { FirmType } from '@brokerage/shared/market/fundamentals/types.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enAnalysis from '../../../../locales/en/analysis.json';
import enFinancials from '../../../../locales/en/financials.json';
import viAnalysis from '../../../../locales/vi/analysis.json';
import viFinancials from '../../../../locales/vi/financials.json';
import { FinancialsStore } from '../../stores/FinancialsStore';
import { fakeFinancialsHandler } from '../../testing/fakeFinancialsApi';
import { FinancialsView } from './FinancialsPage';

const resources = {
  vi: { ...viAnalysis, financials: viFinancials },
  en: { ...enAnalysis, financials: enFinancials },
};

function renderPage(
  path: string,
  firmType: FirmType = 'bank',
  override?: Parameters<typeof fakeFinancialsHandler>[0],
) {
  const { client, server } = createFakeServerClient(fakeFinancialsHandler(override));
  const save = vi.fn<(blob: Blob, fileName: string) => void>();
  const store = new FinancialsStore(client, { save });
  const symbol = firmType === 'bank' ? 'VCB' : 'BVH';
  const locale = path.startsWith('/en') ? 'en' : 'vi';
  const view = renderWithProviders(
    <FinancialsView store={store} symbol={symbol} locale={locale} firmType={firmType} />,
    { site: 'analysis', path, resources, general: fixtureGeneral() },
  );
  return { ...view, server, save, store };
}

const VI_PAGE = '/trung-tam-phan-tich/thong-tin-tai-chinh?stock_symbol=VCB';
const EN_PAGE = '/en/analysis-center/economic-information?stock_symbol=VCB';

const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('FinancialsView', () => {
  it('shows a bank’s tabs, its income statement by year and a status while loading', async () => {
    renderPage(VI_PAGE);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    const tabs = screen.getByRole('tablist', { name: 'Loại báo cáo' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Kết quả kinh doanh',
      'Cân đối kế toán',
      'Lưu chuyển tiền tệ (trực tiếp)',
      'Chỉ tiêu hoạt động',
    ]);
    const table = await screen.findByTestId('statement-table');
    expect(columnHeaders(table)).toEqual([
      'Chỉ tiêu',
      'Mã',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
    within(table).getByRole('rowheader', { name: 'Thu nhập lãi thuần' });
    const subtotal = within(table).getByRole('rowheader', { name: 'Thu nhập lãi thuần' });
    expect(subtotal.closest('tr')!.hasAttribute('data-subtotal')).toBe(true);
  });

  it('shows an insurer’s layout in English: both cash-flow statements, no bank lines', async () => {
    renderPage('/en/analysis-center/economic-information?stock_symbol=BVH', 'insurance');
    const tabs = screen.getByRole('tablist', { name: 'Statement' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Income statement',
      'Balance sheet',
      'Cash flows (direct)',
      'Cash flows (indirect)',
      'Business performance',
    ]);
    const table = await screen.findByTestId('statement-table');
    within(table).getByRole('rowheader', { name: 'Net earned premiums' });
    expect(within(table).queryByRole('rowheader', { name: 'Net interest income' })).toBeNull();
  });

  it('switches to the last eight quarters and keeps the switch in the query', async () => {
    const { location, server } = renderPage(EN_PAGE);
    await screen.findByTestId('statement-table');
    fireEvent.click(screen.getByRole('radio', { name: 'Quarterly' }));
    await waitFor(() =>
      expect(columnHeaders(screen.getByTestId('statement-table'))).toEqual([
        'Line item',
        'Code',
        'Q3/2026',
        'Q2/2026',
        'Q1/2026',
        'Q4/2025',
        'Q3/2025',
        'Q2/2025',
        'Q1/2025',
        'Q4/2024',
      ]),
    );
    expect(location.current.search).toContain('period=quarter');
    expect(location.current.search).toContain('stock_symbol=VCB');
    expect(
      server.requests.some(
        (r) => r.url === 'ttpt-financial-ratios' && r.params.period === 'quarter',
      ),
    ).toBe(true);
  });

  it('falls back to the years and the first tab for values it does not know', async () => {
    renderPage(`${EN_PAGE}&period=weekly&statement=security-balance`);
    const table = await screen.findByTestId('statement-table');
    expect(columnHeaders(table)[2]).toBe('2025');
    expect(
      screen.getByRole('tab', { name: 'Income statement' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('opens the tab the query names and follows a tab change', async () => {
    const { location, server } = renderPage(`${EN_PAGE}&statement=balance-sheet`);
    const table = await screen.findByTestId('statement-table');
    within(table).getByRole('rowheader', { name: 'TOTAL ASSETS' });
    fireEvent.click(screen.getByRole('tab', { name: 'Business performance' }));
    await waitFor(() =>
      within(screen.getByTestId('statement-table')).getByRole('rowheader', {
        name: 'Loans to customers (gross)',
      }),
    );
    expect(location.current.search).toContain('statement=business-performance');
    expect(server.requests.map((r) => r.url)).toContain(
      'ttpt-stox-tb-fund-bank/business-performance',
    );
  });

  it('charts the key lines with an accessible name giving the values', async () => {
    renderPage(EN_PAGE);
    const revenue = await screen.findByRole('img', { name: /^Revenue and profit after tax/ });
    expect(revenue.getAttribute('aria-labelledby')).toBeTruthy();
    expect(revenue.textContent).toMatch(/2021: Total operating income .*Profit after tax/);
    await screen.findByRole('img', { name: /^Total assets and equity/ });
  });

  it('shows the ratios with the sector median and a trend', async () => {
    renderPage(EN_PAGE);
    const table = await screen.findByTestId('ratio-table');
    expect(columnHeaders(table)).toEqual(['Ratio', '2025', 'Sector median', 'Trend 2022–2025']);
    const nim = within(table).getByRole('rowheader', { name: 'Net interest margin (NIM)' });
    const row = nim.closest('tr')!;
    expect(within(row).getAllByRole('cell')[1]!.textContent).toContain('%');
    within(row).getByRole('img', { name: /^Net interest margin \(NIM\) by period: 2022 / });
    screen.getByText(/middle value of 14 companies in the same sector \(ICB code 8300\)/);
  });

  it('shows the plans against the results', async () => {
    renderPage(VI_PAGE);
    const table = await screen.findByTestId('plan-table');
    const row = within(table).getByRole('rowheader', { name: /2025/ }).closest('tr')!;
    expect(row.textContent).toContain('127,31%');
    within(table).getByText('Lũy kế 3 quý');
  });

  it('fails one section alone and recovers it on retry', async () => {
    let failing = true;
    renderPage(EN_PAGE, 'bank', (request) =>
      failing && request.url === 'ttpt-financial-ratios' ? { status: 500, data: {} } : undefined,
    );
    await screen.findByTestId('statement-table');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The financial ratios could not be loaded.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('ratio-table');
  });

  it('lists the reports, appends the next page and saves a download', async () => {
    const { save } = renderPage(VI_PAGE);
    const list = await screen.findByTestId('report-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    fireEvent.click(
      screen.getByRole('button', { name: 'Tải CSV: VCB – Báo cáo tài chính quý 3/2026' }),
    );
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1]).toBe('VCB_2026_Q3.csv');
  });

  it('says so when nothing is published', async () => {
    renderPage(EN_PAGE, 'bank', (request) =>
      request.url === 'ttpt-financial-reports'
        ? {
            status: 200,
            data: { data: [], meta: { page: 1, limit: 15, total: 0, totalPages: 0 } },
          }
        : request.url === 'ttpt-business-plan-statistics'
          ? { status: 200, data: { data: [] } }
          : undefined,
    );
    await screen.findByText('No financial statements have been published yet.');
    await screen.findByText('No business plan yet.');
  });
});
