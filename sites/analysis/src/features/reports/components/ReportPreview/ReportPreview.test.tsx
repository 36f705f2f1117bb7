import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import {
  schemaOf,
  type ApiClient,
  type BlobResult,
  type RequestOptions,
} from '@brokerage/shared/api/client.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  fixtureAnalysisReport,
  fixtureGeneral,
  startSession,
  type TestSession,
} from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { AnalysisReport } from '@brokerage/shared/validation/contentItems.ts';
import enTexts from '../../../../locales/en/analysis.json';
import viTexts from '../../../../locales/vi/analysis.json';
import { createReportDownloadStore } from '../../stores/reportDownloadStore';
import { ReportPreviewStore } from '../../stores/ReportPreviewStore';
import { ReportPreview } from './ReportPreview';

const report = (fields: Partial<AnalysisReport> = {}): AnalysisReport =>
  fixtureAnalysisReport({
    style: { bgColor: '#0b3d2e' },
    file: 'FPT-tang-truong.pdf',
    summary: 'Doanh thu mảng công nghệ tăng 20% so với cùng kỳ.',
    ...fields,
  });

const unauthorized = () =>
  new ApiRequestError({ status: 401, errors: [{ code: 'login_required', message: 'login' }] });

function renderPreview({
  getReport = async (): Promise<AnalysisReport> => report(),
  downloadReport = async (): Promise<BlobResult> => ({
    blob: new Blob(['%PDF-1.7']),
    fileName: 'FPT-tang-truong.pdf',
  }),
  session = 'anonymous' as TestSession,
  path = '/bao-cao-phan-tich/12?login=0',
} = {}) {
  // The ApiClient the stores call: the preview's GET and the download's POST, answered by the
  // test through the real report schema.
  const load = vi.fn((_url: string, _options?: RequestOptions) => getReport());
  const download = vi.fn((_url: string, _body: unknown, _options?: RequestOptions) =>
    downloadReport(),
  );
  const unsupported = () => Promise.reject(new Error('not faked'));
  const api: ApiClient = {
    getData: async (url, schema, options) =>
      (await schemaOf(schema)).parse(await load(url, options)),
    postBlob: download,
    getBlob: unsupported,
    getList: unsupported,
    postData: unsupported,
    postForm: unsupported,
    postNoContent: unsupported,
    sendData: unsupported,
    sendNoContent: unsupported,
  };
  const save = vi.fn();
  const store = new ReportPreviewStore(api);
  const downloads = createReportDownloadStore(api, { save });
  const locale: Locale = path.startsWith('/en') ? 'en' : 'vi';
  const view = renderWithProviders(
    <ReportPreview id={12} locale={locale} store={store} download={downloads} />,
    {
      site: 'analysis',
      path,
      resources: { vi: viTexts, en: enTexts },
      general: fixtureGeneral(),
    },
  );
  act(() => startSession(view.stores.customer, session));
  return { ...view, load, download, save };
}

describe('ReportPreview', () => {
  it('shows a busy placeholder, then the report: name, symbol, type, release date, pages, summary, colour', async () => {
    let answer: (value: AnalysisReport) => void = () => {};
    const { load } = renderPreview({
      getReport: () => new Promise<AnalysisReport>((resolve) => (answer = resolve)),
    });
    expect(
      screen.getByRole('status', { name: 'Đang tải báo cáo…' }).getAttribute('aria-busy'),
    ).toBe('true');
    // The call waits for its module (loaded with the first report), then goes out.
    await waitFor(() =>
      expect(load).toHaveBeenCalledWith('ttpt-reports/12', {
        params: { locale: 'vi' },
        signal: expect.any(AbortSignal),
      }),
    );
    await act(async () => answer(report()));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'FPT: Tăng trưởng mảng công nghệ',
    });
    const article = screen.getByRole('article');
    const facts = within(article)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(facts).toEqual(['FPT', 'Báo cáo doanh nghiệp', '05/03/2026', '18 trang']);
    expect(
      within(article).getByText('Doanh thu mảng công nghệ tăng 20% so với cùng kỳ.'),
    ).toBeTruthy();
    const hero = heading.closest('header') as HTMLElement;
    expect(hero.style.getPropertyValue('--report-bg')).toBe('#0b3d2e');
    expect(hero.style.getPropertyValue('--report-text')).toBe('#ffffff');
    await waitFor(() => expect(document.title).toContain('FPT: Tăng trưởng mảng công nghệ'));
  });

  it('401: a panel asks to log in (coming back here), and the page asks again once logged in', async () => {
    let loggedIn = false;
    const { stores, load } = renderPreview({
      getReport: async () => {
        if (!loggedIn) throw unauthorized();
        return report({ requiredLogin: true });
      },
    });
    const panel = await screen.findByRole('region', { name: 'Đăng nhập để xem báo cáo' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Đăng nhập' }));
    expect(stores.customerAuth.loginOpen).toBe(true);
    expect(stores.customerAuth.loginReturnPath).toBe('/bao-cao-phan-tich/12?login=0');

    loggedIn = true;
    act(() =>
      stores.customer.setSession({ accessToken: 'token', customer: null }, { isSso: false }),
    );
    await screen.findByRole('heading', { level: 1, name: 'FPT: Tăng trưởng mảng công nghệ' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('404: the shared 404 page', async () => {
    renderPreview({
      getReport: async () => {
        throw new ApiRequestError({ status: 404, errors: [{ code: 'not_found', message: 'x' }] });
      },
    });
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });

  it('shows the page in English with the English number of pages', async () => {
    renderPreview({
      path: '/en/analysis-reports/12?login=1',
      getReport: async () => report({ pages: 1 }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('1 page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the report (PDF)' })).toBeTruthy();
  });
});

describe('ReportPreview download', () => {
  const downloadButton = () => screen.findByRole('button', { name: 'Tải báo cáo (PDF)' });

  it('anonymous: the login modal, coming back to this report', async () => {
    const { stores, download } = renderPreview();
    fireEvent.click(await downloadButton());
    expect(stores.customerAuth.loginOpen).toBe(true);
    expect(stores.customerAuth.loginReturnPath).toBe('/bao-cao-phan-tich/12?login=0');
    expect(download).not.toHaveBeenCalled();
  });

  it('direct session: the button says SSO is needed and starts it, to come back and download', async () => {
    const { download } = renderPreview({ session: 'direct' });
    expect(
      await screen.findByText('Tải báo cáo chỉ dành cho khách hàng đăng nhập bằng SSO.'),
    ).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Đăng nhập bằng SSO để tải báo cáo' }),
    );
    await waitFor(() =>
      expect(window.sessionStorage.getItem('X_SSO_RETURN')).toBe(
        '/bao-cao-phan-tich/12?login=0&download=1',
      ),
    );
    expect(download).not.toHaveBeenCalled();
  });

  it('a refusal asking for SSO after all: a notice whose button starts the SSO login', async () => {
    const { download } = renderPreview({
      session: 'sso',
      downloadReport: async () => {
        throw new ApiRequestError({
          status: 403,
          errors: [{ code: 'sso_login_required', message: 'sso' }],
        });
      },
    });
    fireEvent.click(await downloadButton());
    const notice = await screen.findByRole('group', { name: 'Cần đăng nhập bằng SSO' });
    expect(download).toHaveBeenCalledTimes(1);
    fireEvent.click(within(notice).getByRole('button', { name: 'Đăng nhập bằng SSO' }));
    await waitFor(() =>
      expect(window.sessionStorage.getItem('X_SSO_RETURN')).toBe(
        '/bao-cao-phan-tich/12?login=0&download=1',
      ),
    );
  });

  it('back from the SSO login with the download flag: the PDF downloads once, by itself', async () => {
    const { save, download, location } = renderPreview({
      session: 'sso',
      path: '/bao-cao-phan-tich/12?login=1&download=1',
    });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(location.current.search).toBe('?login=1'));
  });

  it('while the tab waits for a login from the tab that opened it, no "log in" panel', async () => {
    let loggedIn = false;
    const { stores } = renderPreview({
      getReport: async () => {
        if (!loggedIn) throw unauthorized();
        return report({ requiredLogin: true });
      },
    });
    // The answer of the 401 waits for the call's module: the wait is on before it.
    act(() => runInAction(() => (stores.handover.pending = true)));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Đang tải báo cáo…' })).toBeTruthy(),
    );
    expect(screen.queryByRole('region', { name: 'Đăng nhập để xem báo cáo' })).toBeNull();
    loggedIn = true;
    act(() => {
      stores.customer.setSession({ accessToken: 'token', customer: null }, { isSso: false });
      stores.handover.stopWaiting();
    });
    await screen.findByRole('heading', { level: 1, name: 'FPT: Tăng trưởng mảng công nghệ' });
  });

  it('SSO session: downloads and saves the PDF; a failure is told in the page language', async () => {
    let fail = false;
    const { download, save } = renderPreview({
      session: 'sso',
      downloadReport: async () => {
        if (fail) throw new ApiRequestError({ status: 500, errors: [] });
        return { blob: new Blob(['%PDF-1.7']), fileName: 'FPT-tang-truong.pdf' };
      },
    });
    fireEvent.click(await downloadButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledWith(
      'ttpt-reports/create-download',
      { id: 12, grecaptcha_token: null },
      { params: {} },
    );
    expect(save.mock.calls[0]?.[1]).toBe('FPT-tang-truong.pdf');

    fail = true;
    fireEvent.click(await downloadButton());
    const alert = await screen.findByRole('group', { name: 'Không tải được báo cáo' });
    expect(alert.textContent).toContain('Đã có lỗi xảy ra. Quý khách vui lòng thử lại.');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a report without a file says so instead of a button', async () => {
    renderPreview({ getReport: async () => report({ file: null }) });
    await screen.findByText('Báo cáo này chưa có tệp để tải về.');
    expect(screen.queryByRole('button', { name: 'Tải báo cáo (PDF)' })).toBeNull();
  });
});
