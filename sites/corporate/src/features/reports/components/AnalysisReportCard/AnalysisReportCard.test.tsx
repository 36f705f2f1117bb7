import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlobResult } from '@brokerage/shared/api/client.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { startSession, type TestSession } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { AnalysisReport } from '@brokerage/shared/validation/contentItems.ts';
import { fakeContentClient } from '../../../../lib/catalog/testing/fakeContentClient';
import { fixtureReport } from '../../../../lib/content/testing/fixtures';
import { corporateTexts } from '../../../../locales/texts';
import { ReportDownloadStore } from '@brokerage/shared/app/reports/ReportDownloadStore.ts';
import { DEFAULT_REPORT_BG } from '@brokerage/shared/ui/reports/reportColors.ts';
import { AnalysisReportsStore } from '../../stores/AnalysisReportsStore';
import { ConnectedReportCard, ReportLoginPrompt } from '../ReportOpener/ReportOpener';

const pdf = (): BlobResult => ({
  blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  fileName: 'FPT-bao-cao-cap-nhat.pdf',
});

function renderCard(
  report: AnalysisReport,
  {
    session = 'anonymous' as TestSession,
    path = '/bao-cao-cho-nha-dau-tu?page=2',
    download = async (): Promise<BlobResult> => pdf(),
  } = {},
) {
  const store = new AnalysisReportsStore(
    fakeContentClient({ 'ttpt-reports': [], 'ttpt-report-categories': [] }),
  );
  const downloadReport = vi.fn(download);
  const save = vi.fn();
  const reportDownload = new ReportDownloadStore({ downloadReport }, { save });
  const locale = path.startsWith('/en') ? 'en' : 'vi';
  const view = renderWithProviders(
    <>
      <ConnectedReportCard report={report} store={store} locale={locale} />
      <ReportLoginPrompt store={store} locale={locale} />
    </>,
    { path, resources: corporateTexts, stores: { reportDownload } },
  );
  act(() => startSession(view.stores.customer, session));
  return { ...view, store, downloadReport, save };
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
    // No file: no download button.
    expect(screen.queryByRole('button', { name: /Tải về/ })).toBeNull();
  });

  it('keeps the report colour and picks readable text on a dark one', () => {
    renderCard(fixtureReport(1, { style: { bgColor: '#0b3d2e' } }));
    const link = screen.getByRole('link', { name: /FPT/ });
    expect(link.style.getPropertyValue('--report-bg')).toBe('#0b3d2e');
    expect(link.style.getPropertyValue('--report-text')).toBe('#ffffff');
  });

  it('has a download button beside the link (not inside it) only when the report has a file', () => {
    renderCard(fixtureReport(7, { file: 'bao-cao-7.pdf' }));
    const button = screen.getByRole('button', {
      name: 'Tải về báo cáo FPT: Báo cáo cập nhật 7 (PDF)',
    });
    const link = screen.getByRole('link', { name: /FPT/ });
    expect(link.contains(button)).toBe(false);
  });

  it('asks an anonymous visitor to log in for a report that requires it; "Huỷ bỏ" closes the modal', async () => {
    const user = userEvent.setup();
    const { stores } = renderCard(fixtureReport(9, { requiredLogin: true }));
    expect(screen.queryByRole('link', { name: /FPT/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /FPT/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu đăng nhập' });
    expect(within(dialog).getByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ bỏ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stores.customerAuth.loginOpen).toBe(false);
  });

  it('"Đăng nhập" opens the customer login, which comes back to the report preview', async () => {
    const user = userEvent.setup();
    const { stores } = renderCard(fixtureReport(9, { requiredLogin: true }));
    await user.click(screen.getByRole('button', { name: /FPT/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu đăng nhập' });
    await user.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    // Once the login-required modal has gone, the login modal opens for the report.
    await waitFor(() => expect(stores.customerAuth.loginOpen).toBe(true));
    expect(stores.customerAuth.loginReturnPath).toBe('/bao-cao-phan-tich/9?login=1');
  });

  it('opens a login-only report straight away for a logged-in customer, with the login flag', async () => {
    renderCard(fixtureReport(9, { requiredLogin: true }), {
      session: 'direct',
      path: '/en/investor-research',
    });
    const link = await screen.findByRole('link', { name: /FPT/ });
    expect(link.getAttribute('href')).toBe('/en/analysis-reports/9?login=1');
  });

  it('the lock mark follows the session at once: "log in to read", then "for logged-in clients"', async () => {
    const { stores } = renderCard(fixtureReport(9, { requiredLogin: true }));
    const card = await screen.findByRole('button', { name: /FPT/ });
    expect(within(card).getByText('Cần đăng nhập để xem')).toBeTruthy();
    act(() => startSession(stores.customer, 'direct'));
    const link = await screen.findByRole('link', { name: /FPT/ });
    expect(within(link).queryByText('Cần đăng nhập để xem')).toBeNull();
    expect(within(link).getByText('Dành cho khách hàng đã đăng nhập')).toBeTruthy();
  });
});

describe('AnalysisReportCard download', () => {
  const report = fixtureReport(7, { file: 'bao-cao-7.pdf' });
  const button = () => screen.getByRole('button', { name: /Tải về báo cáo FPT/ });

  it('anonymous: opens the login modal, coming back to this page', async () => {
    const user = userEvent.setup();
    const { stores, downloadReport } = renderCard(report);
    await user.click(button());
    expect(stores.customerAuth.loginOpen).toBe(true);
    expect(stores.customerAuth.loginReturnPath).toBe('/bao-cao-cho-nha-dau-tu?page=2');
    expect(downloadReport).not.toHaveBeenCalled();
  });

  it('direct session: explains that downloads need the SSO login, and offers it', async () => {
    const user = userEvent.setup();
    const { stores, downloadReport } = renderCard(report, { session: 'direct' });
    await user.click(button());
    expect(stores.ui.notification).toMatchObject({
      title: 'Cần đăng nhập bằng SSO',
      confirmLabel: 'Đăng nhập bằng SSO',
      cancelLabel: 'Huỷ bỏ',
    });
    expect(downloadReport).not.toHaveBeenCalled();
    act(() => stores.ui.closeNotification(true));
    // The SSO round trip comes back to the report's preview, which starts the download.
    await waitFor(() =>
      expect(window.sessionStorage.getItem('X_SSO_RETURN')).toBe(
        '/bao-cao-phan-tich/7?login=1&download=1',
      ),
    );
  });

  it('SSO session: downloads the PDF and saves it under the server’s file name', async () => {
    const user = userEvent.setup();
    let finish: (value: BlobResult) => void = () => {};
    const { downloadReport, save } = renderCard(report, {
      session: 'sso',
      download: () => new Promise<BlobResult>((resolve) => (finish = resolve)),
    });
    await user.click(button());
    expect(downloadReport).toHaveBeenCalledWith(7, null);
    // In progress: the button is busy.
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    await act(async () => finish(pdf()));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[1]).toBe('FPT-bao-cao-cap-nhat.pdf');
    expect(button().getAttribute('aria-busy')).toBeNull();
  });

  it('SSO session: a failure says so in the page language', async () => {
    const user = userEvent.setup();
    const { stores, save } = renderCard(report, {
      session: 'sso',
      path: '/en/investor-research',
      download: async () => {
        throw new ApiRequestError({ status: 500, errors: [] });
      },
    });
    await user.click(screen.getByRole('button', { name: /Download report FPT/ }));
    await waitFor(() =>
      expect(stores.ui.notification).toMatchObject({
        title: 'The report could not be downloaded',
        message: 'An error has occurred. Please try again.',
      }),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('a 403 sso_login_required from the server asks for the SSO login', async () => {
    const user = userEvent.setup();
    const { stores } = renderCard(report, {
      session: 'sso',
      download: async () => {
        throw new ApiRequestError({
          status: 403,
          errors: [{ code: 'sso_login_required', message: 'SSO' }],
        });
      },
    });
    await user.click(button());
    await waitFor(() => expect(stores.ui.notification?.title).toBe('Cần đăng nhập bằng SSO'));
  });
});
