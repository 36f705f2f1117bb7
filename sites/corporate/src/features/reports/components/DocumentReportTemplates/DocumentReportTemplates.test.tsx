import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApiClient, list } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { renderWithStores } from '../../../../lib/content/testing/renderWithStores';
import { createReportFeatureStores } from '../../stores/reportStores';
import {
  FinancialStatementsTemplate,
  GovernanceReportsTemplate,
  parseYear,
} from './DocumentReportTemplates';

const item = <T extends 'financial_report' | 'governance_report'>(
  type: T,
  id: number,
  title: string,
  attrs: ContentSummary<T>['attrs'],
) => ({
  id,
  type,
  slug: `bao-cao-${id}`,
  title,
  summary: null,
  image: null,
  createdAt: '2026-10-20T02:00:00.000Z',
  outstanding: false,
  sort: 0,
  category: null,
  translations: [],
  path: null,
  attrs,
});

function renderTemplate(ui: React.ReactElement, path: string) {
  const api = fakeApiClient((url, params) => {
    if (url === 'financial-reports') {
      return list(
        [
          item('financial_report', 1, 'Báo cáo tài chính quý 3 năm 2026', {
            year: 2026,
            quarter: 3,
            audited: false,
            releaseDate: '2026-10-20',
            pages: 32,
            file: '/api/v1/files/bctc-q3-2026.pdf',
          }),
          item('financial_report', 2, 'Báo cáo tài chính năm 2025 đã kiểm toán', {
            year: 2025,
            quarter: null,
            audited: true,
            releaseDate: '2026-03-25',
            pages: 1,
            file: null,
          }),
        ].filter((r) => params.year === undefined || r.attrs.year === params.year),
      );
    }
    if (url === 'governance-reports') {
      return list([
        item('governance_report', 3, 'Báo cáo tình hình quản trị 6 tháng đầu năm 2026', {
          year: 2026,
          half: 1,
          releaseDate: '2026-07-28',
          pages: 18,
          file: '/api/v1/files/qt-h1-2026.pdf',
        }),
      ]);
    }
    return fail(404, 'not_found');
  });
  return renderWithStores(ui, path, api, createReportFeatureStores(api));
}

describe('report document templates', () => {
  it('lists financial statements with quarter and audit labels, pages and a named download link', async () => {
    renderTemplate(
      <FinancialStatementsTemplate page={fixturePage({ title: 'Báo cáo tài chính' })} />,
      '/bao-cao-tai-chinh',
    );
    const title = await screen.findByRole('heading', {
      level: 2,
      name: 'Báo cáo tài chính quý 3 năm 2026',
    });
    const row = title.closest('li') as HTMLElement;
    expect(within(row).getByText('Quý 3')).toBeTruthy();
    expect(within(row).getByText('20/10/2026')).toBeTruthy();
    expect(within(row).getByText('32 trang')).toBeTruthy();
    const download = within(row).getByRole('link', {
      name: 'Tải về Báo cáo tài chính quý 3 năm 2026 (PDF)',
    });
    expect(download.getAttribute('href')).toBe('/api/v1/files/bctc-q3-2026.pdf');

    const audited = screen
      .getByRole('heading', { level: 2, name: 'Báo cáo tài chính năm 2025 đã kiểm toán' })
      .closest('li') as HTMLElement;
    expect(within(audited).getByText('Cả năm')).toBeTruthy();
    expect(within(audited).getByText('Đã kiểm toán')).toBeTruthy();
    expect(within(audited).getByText('Chưa có tệp')).toBeTruthy();
    expect(within(audited).queryByRole('link')).toBeNull();
  });

  it('filters by the year of the URL and writes a chosen year to it', async () => {
    const user = userEvent.setup();
    const { api, location } = renderTemplate(
      <FinancialStatementsTemplate page={fixturePage({ title: 'Báo cáo tài chính' })} />,
      '/bao-cao-tai-chinh?year=2025',
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Báo cáo tài chính năm 2025 đã kiểm toán',
      }),
    ).toBeTruthy();
    expect(api.requests[0]?.params).toEqual({ page: 1, limit: 10, year: 2025, locale: 'vi' });
    await user.click(screen.getByRole('combobox', { name: 'Năm báo cáo' }));
    await user.click(await screen.findByRole('option', { name: 'Tất cả các năm' }));
    expect(location.current.search).toBe('');
  });

  it('labels governance reports by half year', async () => {
    renderTemplate(
      <GovernanceReportsTemplate page={fixturePage({ title: 'Quản trị' })} />,
      '/en/corporate-governance-reports',
    );
    const row = (
      await screen.findByRole('heading', { level: 2, name: /6 tháng đầu năm 2026/ })
    ).closest('li') as HTMLElement;
    expect(within(row).getByText('First half')).toBeTruthy();
    expect(within(row).getByText('18 pages')).toBeTruthy();
  });

  it('reads only a year the filter offers', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(parseYear('2025', now)).toBe(2025);
    expect(parseYear('1989', now)).toBeUndefined();
    expect(parseYear('2030', now)).toBeUndefined();
    expect(parseYear('abcd', now)).toBeUndefined();
    expect(parseYear(null, now)).toBeUndefined();
  });
});
