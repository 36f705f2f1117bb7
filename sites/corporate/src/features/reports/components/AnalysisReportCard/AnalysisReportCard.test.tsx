import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing';
import type { AnalysisReport } from '@brokerage/shared/validation';
import { fixtureReport } from '../../../../lib/content/testing/fixtures';
import { corporateResources } from '../../../../locales/resources';
import { DEFAULT_REPORT_BG } from '../../lib/reportColors';
import { AnalysisReportsStore } from '../../stores/AnalysisReportsStore';
import { ConnectedReportCard, ReportLoginPrompt } from '../AnalysisReportGrid/ReportOpener';

function renderCard(
  report: AnalysisReport,
  { loggedIn = false, path = '/bao-cao-cho-nha-dau-tu?page=2' } = {},
) {
  const store = new AnalysisReportsStore({
    analysisReports: async () => ({
      data: [],
      meta: { page: 1, limit: 15, total: 0, totalPages: 0 },
    }),
    analysisCategories: async () => [],
  });
  const view = renderWithProviders(
    <>
      <ConnectedReportCard
        report={report}
        store={store}
        locale={path.startsWith('/en') ? 'en' : 'vi'}
      />
      <ReportLoginPrompt store={store} locale={path.startsWith('/en') ? 'en' : 'vi'} />
    </>,
    { path, resources: corporateResources },
  );
  if (loggedIn)
    act(() =>
      view.stores.customer.setSession({ accessToken: 'token', customer: null }, { isSso: false }),
    );
  return { ...view, store };
}

describe('AnalysisReportCard', () => {
  it('shows date, symbol, type and name on the default light green, and opens the preview in a new tab', () => {
    renderCard(fixtureReport(42));
    const link = screen.getByRole('link', { name: /FPT/ });
    expect(link.getAttribute('href')).toBe('/bao-cao-phan-tich/42?login=0');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('data-bg')).toBe(DEFAULT_REPORT_BG);
    expect(link.style.getPropertyValue('--report-bg')).toBe(DEFAULT_REPORT_BG);
    expect(link.style.getPropertyValue('--report-text')).toBe('#1a1b1e');
    expect(within(link).getByText('01/10/2026')).toBeTruthy();
    expect(within(link).getByText('Báo cáo doanh nghiệp')).toBeTruthy();
    expect(within(link).getByText('Báo cáo cập nhật 42')).toBeTruthy();
    // No file: no download mark.
    expect(screen.queryByTestId('report-download-icon')).toBeNull();
  });

  it('keeps the report colour and picks readable text on a dark one', () => {
    renderCard(fixtureReport(1, { style: { bgColor: '#0b3d2e' } }));
    const link = screen.getByRole('link', { name: /FPT/ });
    expect(link.style.getPropertyValue('--report-bg')).toBe('#0b3d2e');
    expect(link.style.getPropertyValue('--report-text')).toBe('#ffffff');
  });

  it('shows the download mark only when the report has a file', () => {
    renderCard(fixtureReport(7, { file: '/api/v1/files/bao-cao-7.pdf' }));
    expect(screen.getByTestId('report-download-icon')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Có tệp tải về/ })).toBeTruthy();
  });

  it('asks an anonymous visitor to log in for a report that requires it, and the modal can be cancelled', async () => {
    const user = userEvent.setup();
    renderCard(fixtureReport(9, { requiredLogin: true }));
    expect(screen.queryByRole('link', { name: /FPT/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /FPT/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu đăng nhập' });
    const login = within(dialog).getByRole('link', { name: 'Đăng nhập' });
    expect(login.getAttribute('href')).toBe(
      `/dang-nhap?redirectUrl=${encodeURIComponent('/bao-cao-cho-nha-dau-tu?page=2')}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ bỏ' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a login-only report straight away for a logged-in customer, with the login flag', async () => {
    renderCard(fixtureReport(9, { requiredLogin: true }), {
      loggedIn: true,
      path: '/en/investor-research',
    });
    const link = await screen.findByRole('link', { name: /FPT/ });
    expect(link.getAttribute('href')).toBe('/en/analysis-reports/9?login=1');
  });
});
