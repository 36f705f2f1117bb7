import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApiClient, list, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixtureAnalysisReport } from '@brokerage/shared/testing/fixtures.ts';
import { renderRoute } from '../../../../app/testing/renderRoute';
import { DetailReportPage } from './DetailReportPage';

const REPORTS = [
  fixtureAnalysisReport({
    id: 30,
    name: 'FPT – Tăng trưởng mảng chuyển đổi số',
    releaseDate: '2026-11-10',
    summary: 'Doanh thu công nghệ tăng 28%.',
    file: 'aps-ttpt-fpt-2026-11.pdf',
  }),
  fixtureAnalysisReport({
    id: 20,
    name: 'FPT – Triển vọng đã phản ánh vào giá',
    releaseDate: '2026-06-17',
    requiredLogin: true,
  }),
];
const CALL = {
  id: 1,
  categoryCode: 'fundamental',
  stockSymbol: 'FPT',
  exchange: 'HOSE',
  recommendationDate: '2026-11-10',
  recommendation: 'accumulate',
  recommendationLabel: 'TÍCH LŨY',
  price: 100_900,
  targetPrice: 118_400,
  upsidePercent: 17.34,
  stopLossPrice: null,
  horizonMonths: 12,
  source: 'Khối Phân tích – Chứng khoán An Phát',
  analyst: 'Hồ Thanh Chi',
};

function renderDetail(query = '') {
  const api = fakeApiClient((url) => {
    if (url === 'ttpt-reports') return list(REPORTS, { limit: 15 });
    if (url === 'ttpt-recommendations/history') return list([CALL], { limit: 100 });
    const id = Number(url.split('/').at(-1));
    const report = REPORTS.find((r) => r.id === id);
    if (!report) return fail(404, 'not_found');
    if (report.requiredLogin) return fail(401, 'login_required');
    return ok(report);
  });
  return renderRoute(
    <DetailReportPage symbol="FPT" locale="vi" />,
    `/trung-tam-phan-tich/bao-cao-chi-tiet?stock_symbol=FPT${query}`,
    api,
  );
}

describe('DetailReportPage', () => {
  it("shows the newest report with its call, summary and download, beside the company's list", async () => {
    renderDetail();
    const article = await screen.findByRole('article', {
      name: 'FPT – Tăng trưởng mảng chuyển đổi số',
    });
    expect(within(article).getByText('Doanh thu công nghệ tăng 28%.')).toBeTruthy();
    await waitFor(() => expect(within(article).getByText('118.400')).toBeTruthy());
    expect(within(article).getByText('TÍCH LŨY')).toBeTruthy();
    expect(within(article).getByText('Hồ Thanh Chi')).toBeTruthy();
    expect(within(article).getByText('+17,34%')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Tải báo cáo (PDF)' })).toBeTruthy();

    const reports = screen.getByRole('list', { name: 'Các báo cáo phân tích về FPT' });
    const links = within(reports).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    expect(links[1]?.getAttribute('href')).toBe(
      '/trung-tam-phan-tich/bao-cao-chi-tiet?stock_symbol=FPT&report=20',
    );
  });

  it('asks a visitor to log in for a login-only report', async () => {
    renderDetail('&report=20');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'FPT – Triển vọng đã phản ánh vào giá',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
  });

  it.each(['&report=abc', '&report=0', '&report=777'])(
    'says %s names no report of FPT',
    async (query) => {
      renderDetail(query);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Không tìm thấy báo cáo này' }),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('link', { name: 'Xem báo cáo mới nhất về FPT' }));
      expect(
        await screen.findByRole('article', { name: 'FPT – Tăng trưởng mảng chuyển đổi số' }),
      ).toBeTruthy();
    },
  );
});
