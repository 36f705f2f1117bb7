import { listEnvelope } from '@brokerage/shared/validation/common.ts';
import { AnalysisReportSchema } from '@brokerage/shared/validation/contentItems.ts';
import { generateMarket } from '../../../seed/market/generate';
import { generateCompanyData } from '../../../seed/market/fundamentals/profiles';
import { CMS_REPORT_CALLS } from '../../../seed/market/fundamentals/profiles-recommendations';
import { useTestApp } from '../../test/build-test-app';
import { getOk } from '../../test/requests';

const API = '/api/v1/ttpt-reports';
const Reports = listEnvelope(AnalysisReportSchema);

/**
 * The seeded research list (seed-research.ts writes the house's generated company reports into
 * the analysis-report content): the analysis centre's list, its category and symbol filters.
 */
describe('the seeded research reports (ttpt-reports)', () => {
  const app = useTestApp({ env: { PRICEBOARD_URL: 'http://127.0.0.1:9' } });
  const generated = generateCompanyData(generateMarket()).researchReports;

  const all = async (query: string) => {
    const first = await getOk(app, `${API}?${query}&limit=100`, Reports);
    const rest = await Promise.all(
      Array.from({ length: first.meta.totalPages - 1 }, (_, i) =>
        getOk(app, `${API}?${query}&limit=100&page=${i + 2}`, Reports),
      ),
    );
    return [first, ...rest].flatMap((page) => page.data);
  };

  it("lists a company's hand-written and generated reports, newest first, in either language", async () => {
    const fpt = generated.filter((r) => r.symbol === 'FPT');
    expect(fpt.length).toBeGreaterThan(0);
    const vi = await all('stock_symbol=fpt');
    expect(vi.map((r) => r.stockSymbol)).toEqual(vi.map(() => 'FPT'));
    const handWritten = CMS_REPORT_CALLS.filter((c) => c.symbol === 'FPT');
    expect(vi).toHaveLength(fpt.length + handWritten.length);
    for (const report of fpt) {
      expect(vi).toContainEqual(
        expect.objectContaining({
          name: report.vi.title,
          summary: report.vi.summary,
          releaseDate: report.date,
          requiredLogin: report.requiredLogin,
          pages: report.pages,
          file: null,
          type: expect.objectContaining({ code: 'company' }) as unknown,
        }),
      );
    }
    const dates = vi.map((r) => r.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const en = await all('stock_symbol=FPT&category_code=company&locale=en');
    expect(en.map((r) => r.id)).toEqual(vi.map((r) => r.id));
    expect(en.map((r) => r.name)).toEqual(expect.arrayContaining(fpt.map((r) => r.en.title)));
  });

  it('files them under the company category, and pages through the list without repeats', async () => {
    const company = await getOk(app, `${API}?category_code=company&limit=15`, Reports);
    expect(company.meta.total).toBe(generated.length + CMS_REPORT_CALLS.length);
    expect(company.data).toHaveLength(15);

    // Many reports share a date and time: the order is still total, so pages neither repeat
    // nor skip a report (the centre's list appends page after page).
    const first = await getOk(app, `${API}?limit=15`, Reports);
    const pages = [first];
    for (let page = 2; page <= first.meta.totalPages; page += 1) {
      pages.push(await getOk(app, `${API}?limit=15&page=${page}`, Reports));
    }
    const ids = pages.flatMap((page) => page.data.map((r) => r.id));
    expect(ids).toHaveLength(first.meta.total);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
