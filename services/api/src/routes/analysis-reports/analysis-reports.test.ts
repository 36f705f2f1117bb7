import { listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  AnalysisReportCategorySchema,
  AnalysisReportSchema,
} from '@brokerage/shared/validation/contentItems.ts';
import { FIXTURE_REPORT_PDF, useContentTestApp } from '../../../test/content-fixtures';
import { getJson, getOk } from '../../test/requests';

describe('analysis reports (ttpt)', () => {
  const app = useContentTestApp();

  const reports = (query = '') =>
    getOk(app, `/api/v1/ttpt-reports${query}`, listEnvelope(AnalysisReportSchema));

  it('lists the categories with their codes', async () => {
    const { body } = await getJson(app, '/api/v1/ttpt-report-categories?locale=en');
    const categories = listEnvelope(AnalysisReportCategorySchema).parse(body).data;
    expect(categories.map(({ name, code }) => ({ name, code }))).toEqual([
      { name: 'Company reports', code: '289' },
      { name: 'Macro reports', code: '300' },
    ]);
  });

  it('maps categorised reports to report cards, newest first, 10 per page', async () => {
    const body = await reports();
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    const [fpt, macro] = body.data;
    expect(fpt).toMatchObject({
      name: 'FPT: Cập nhật kết quả kinh doanh',
      stockSymbol: 'FPT',
      type: { name: 'Báo cáo doanh nghiệp', code: '289' },
      style: { bgColor: '#e6f4ea' },
      requiredLogin: true,
      // The download's file name: no URL, report PDFs are not public files.
      file: FIXTURE_REPORT_PDF,
      releaseDate: '2026-03-14',
      releaseYear: 2026,
      pages: 18,
      summary: 'Khuyến nghị mua.',
      createdAt: '2026-03-14T02:00:00.000Z',
    });
    expect(macro).toMatchObject({ stockSymbol: null, style: { bgColor: null }, file: null });
    // A report outside every category has no card type and is left out.
    expect(body.data.map((r) => r.name)).not.toContain('Báo cáo chưa phân loại');
  });

  it('sends the lists as public content (the home page asks at every render) and one report not', async () => {
    for (const path of ['ttpt-reports?locale=vi', 'ttpt-report-categories?locale=en']) {
      const res = await app.inject(`/api/v1/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toMatch(/^public/);
      expect(res.headers.etag, path).toBeTruthy();
    }
    const [first] = (await reports()).data;
    const one = await app.inject(`/api/v1/ttpt-reports/${first!.id}`);
    expect(one.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('filters by category code and stock symbol', async () => {
    expect((await reports('?category_code=300')).data.map((r) => r.type.code)).toEqual(['300']);
    expect((await reports('?stock_symbol=fpt')).data.map((r) => r.stockSymbol)).toEqual(['FPT']);
    expect((await reports('?stock_symbol=VNM')).data).toEqual([]);
    expect((await getJson(app, '/api/v1/ttpt-reports?category_code=999')).status).toBe(404);
    expect((await getJson(app, '/api/v1/ttpt-reports?stock_symbol=F%20P')).status).toBe(400);
    expect((await getJson(app, '/api/v1/ttpt-reports?page=2')).status).toBe(400);
  });
});
