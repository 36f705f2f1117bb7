import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixtureAnalysisReport } from '@brokerage/shared/testing/fixtures.ts';
import { renderRoute } from '../testing/renderRoute';
import AnalysisReportsRoute from './AnalysisReportsRoute';

const report = fixtureAnalysisReport();

function renderAt(path: string) {
  const api = fakeApiClient((url) =>
    url === 'ttpt-reports/12' ? ok(report) : fail(404, 'not_found'),
  );
  return renderRoute(<AnalysisReportsRoute />, path, api);
}

describe('AnalysisReportsRoute', () => {
  it('previews the report of the id, asking the API in the page language', async () => {
    const { api } = renderAt('/en/analysis-reports/12?login=1');
    await screen.findByRole('heading', { level: 1, name: report.name });
    expect(api.requests).toEqual([{ url: 'ttpt-reports/12', params: { locale: 'en' } }]);
  });

  it('shows the report list without an id: the analysis centre’s research page', async () => {
    const { api } = renderAt('/bao-cao-phan-tich');
    await screen.findByRole('heading', { level: 1, name: 'Báo cáo phân tích' });
    await waitFor(() =>
      expect(api.requests.map((request) => request.url)).toContain('ttpt-reports'),
    );
    expect(api.requests.map((request) => request.url)).not.toContain('ttpt-reports/12');
  });

  it('shows 404 for an id that cannot be a report, without asking the API', async () => {
    const { api } = renderAt('/bao-cao-phan-tich/0');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
    expect(api.requests).toEqual([]);
  });

  it('shows 404 for an unknown report', async () => {
    renderAt('/bao-cao-phan-tich/99');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});
