import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@brokerage/shared/testing/fakeApiClient.ts';
import { renderPage as renderWithApi } from '../../testing/renderPage';
import { fakeRightsApi, type FakeRightsApiOptions } from '../../testing/fakeRightsApi';
import { RaisingHistoryPage } from './RaisingHistoryPage';

function renderPage(locale: 'vi' | 'en' = 'vi', options: Partial<FakeRightsApiOptions> = {}) {
  const path =
    locale === 'vi'
      ? '/trung-tam-phan-tich/lich-su-tang-von?stock_symbol=FPT'
      : '/en/analysis-center/rasing-history?stock_symbol=FPT';
  const api = fakeRightsApi({ rights: [], ...options });
  return renderWithApi(<RaisingHistoryPage symbol="FPT" locale={locale} />, path, api);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T01:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('RaisingHistoryPage', () => {
  it('draws the charter capital as a named step chart with the key figures, then the table newest first', async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Đang tải lịch sử tăng vốn…');
    const chart = await screen.findByRole('img', {
      name: /^Biểu đồ bậc thang vốn điều lệ của FPT/,
    });
    expect(chart.getAttribute('aria-labelledby')).toBeTruthy();
    expect(chart.textContent).toBe(
      'Biểu đồ bậc thang vốn điều lệ của FPT, từ 3.999,09 tỷ đồng ngày 02/12/2001 lên 9.070 tỷ đồng ngày 12/02/2016, qua 3 sự kiện vốn. Số liệu chi tiết ở bảng lịch sử tăng vốn.',
    );
    expect(chart.getAttribute('data-steps')).toBe('3');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Vốn điều lệ qua các lần tăng vốn' }),
    ).toBeTruthy();
    const figures = Array.from(document.querySelectorAll('dl dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(figures).toEqual([
      ['Vốn điều lệ hiện tại', '9.070 tỷ đồng'],
      ['Số cổ phiếu', '907.000.000'],
      ['Số sự kiện vốn', '3'],
    ]);

    const table = screen.getByTestId('capital-table');
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rows).toEqual(['12/02/2016', '28/07/2006', '02/12/2001']);
    const ipo = within(table).getByRole('rowheader', { name: '28/07/2006' }).closest('tr')!;
    expect(
      within(ipo)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Phát hành lần đầu (IPO)',
      '63.985.512',
      '463.894.959',
      '3.999,09',
      '4.638,95',
      '35.000',
      'Chào bán lần đầu ra công chúng 63.985.512 cổ phiếu, giá 35.000 đồng/cổ phiếu',
    ]);
  });

  it('speaks English on the English page', async () => {
    renderPage('en');
    const chart = await screen.findByRole('img', { name: /^Step chart of FPT’s charter capital/ });
    expect(chart.textContent).toContain('from VND 3,999.09 billion on 02/12/2001');
    expect(screen.getByText('VND 9,070 bn')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Capital after (VND bn)' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Rights issue' })).toBeTruthy();
  });

  it('shows an error with a retry, then the page', async () => {
    const user = userEvent.setup();
    let down = true;
    renderPage('vi', { override: () => (down ? fail(500, 'server_error') : undefined) });
    expect(
      await screen.findByText('Không tải được lịch sử tăng vốn. Vui lòng thử lại.'),
    ).toBeTruthy();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('capital-table')).toBeTruthy();
  });

  it('says so when the company has no capital history', async () => {
    renderPage('vi', { capital: [] });
    expect(await screen.findByText('FPT chưa có dữ liệu tăng vốn.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
