import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApiClient, list } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithStores } from '../../../../lib/content/testing/renderWithStores';
import { fixtureReport } from '../../../../lib/content/testing/fixtures';
import { createReportFeatureStores } from '../../stores/reportStores';
import { AnalysisReportsTemplate } from './AnalysisReportsTemplate';

const page = fixturePage({
  templateCode: 'KHCN_ANALYSIS_REPORT',
  title: 'Báo cáo phân tích cho nhà đầu tư',
});

function renderTemplate(path = '/bao-cao-cho-nha-dau-tu') {
  const api = fakeApiClient((url, params) => {
    if (url === 'ttpt-report-categories') {
      return list([
        { id: 1, name: 'Báo cáo doanh nghiệp', code: 'company' },
        { id: 2, name: 'Báo cáo ngành', code: 'sector' },
      ]);
    }
    if (url === 'ttpt-reports') {
      return params.category_code === 'sector'
        ? list(
            [
              fixtureReport(2, {
                stockSymbol: 'VCB',
                type: { id: 2, name: 'Báo cáo ngành', code: 'sector' },
              }),
            ],
            { limit: 15 },
          )
        : list([fixtureReport(1), fixtureReport(2, { stockSymbol: 'VCB' })], {
            limit: 15,
            total: 31,
          });
    }
    return fail(404, 'not_found');
  });
  return renderWithStores(
    <AnalysisReportsTemplate page={page} />,
    path,
    api,
    createReportFeatureStores(api),
  );
}

describe('AnalysisReportsTemplate', () => {
  it('lists 15 reports a page with a category filter whose first entry is all reports', async () => {
    const user = userEvent.setup();
    const { api, location } = renderTemplate();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Báo cáo phân tích cho nhà đầu tư' }),
    ).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Danh sách báo cáo phân tích' });
    expect(await within(list).findByRole('link', { name: /FPT/ })).toBeTruthy();
    expect(api.requests.find((r) => r.url === 'ttpt-reports')?.params).toEqual({
      page: 1,
      limit: 15,
      locale: 'vi',
    });
    expect(screen.getByRole('button', { name: 'Trang 3' })).toBeTruthy();

    const filter = screen.getByRole('combobox', { name: 'Loại báo cáo' });
    expect((filter as HTMLInputElement).value).toBe('Tất cả báo cáo');
    await user.click(filter);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Tất cả báo cáo',
      'Báo cáo doanh nghiệp',
      'Báo cáo ngành',
    ]);
    await user.click(screen.getByRole('option', { name: 'Báo cáo ngành' }));
    expect(location.current.search).toBe('?category=sector');
    expect(await within(list).findByText('Báo cáo ngành')).toBeTruthy();
    expect(api.requests.at(-1)?.params).toEqual({
      page: 1,
      limit: 15,
      category_code: 'sector',
      locale: 'vi',
    });
  });
});
