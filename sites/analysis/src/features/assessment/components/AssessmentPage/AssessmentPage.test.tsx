import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/analysis.json';
import viTexts from '../../../../locales/vi/analysis.json';
import { PageStores } from '../../../../lib/page-stores/PageStores';
import { fakeAssessmentApi, type FakeAssessmentApiOptions } from '../../testing/fakeAssessmentApi';
import { AssessmentPage } from './AssessmentPage';

function renderPage(locale: 'vi' | 'en' = 'vi', options: FakeAssessmentApiOptions = {}) {
  const path =
    locale === 'vi'
      ? '/trung-tam-phan-tich/danh-gia-tu-dong?stock_symbol=BVH'
      : '/en/analysis-center/automatic-assessment?stock_symbol=BVH';
  // The site's page stores over the fake API: all the page reads of the RootStore.
  return renderWithProviders(<AssessmentPage symbol="BVH" locale={locale} />, {
    site: 'analysis',
    path,
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral(),
    stores: { pageStores: new PageStores(fakeAssessmentApi(options)) },
  });
}

describe('AssessmentPage', () => {
  it('shows the overall score, the radar with its name, the six axes with reasons and the peers', async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Đang tải đánh giá tự động…');
    const radar = await screen.findByRole('img', {
      name: /^Biểu đồ radar điểm sáu tiêu chí của BVH/,
    });
    expect(radar.textContent).toBe(
      'Biểu đồ radar điểm sáu tiêu chí của BVH (thang 0–5): Mô hình kinh doanh 2,3, Hiệu quả hoạt động 2, Sức khỏe tài chính 3,5, Định giá 4,3, Sức mạnh kỹ thuật 4, Động lực giá 4,7. Đường nét đứt là trung bình của 2 doanh nghiệp cùng ngành.',
    );
    expect(screen.getByTestId('overall-score').textContent).toBe('Điểm tổng69trên 100Tốt');

    // The table beside the radar holds the same scores.
    const table = screen.getByRole('table', { name: 'Điểm theo tiêu chí' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Mô hình kinh doanh',
      'Hiệu quả hoạt động',
      'Sức khỏe tài chính',
      'Định giá',
      'Sức mạnh kỹ thuật',
      'Động lực giá',
    ]);

    // Six axes, each a section with its score and reasons.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toHaveLength(6);
    const valuation = screen.getByRole('region', { name: 'Định giá' });
    expect(within(valuation).getByTestId('axis-score').textContent).toBe('4,3/5');
    expect(within(valuation).getAllByRole('listitem')[0]!.textContent).toBe(
      '4/54 trên 5 điểmP/E so với ngànhP/E 3,73, bằng 0,67 lần trung vị ngành 5,61 (3 công ty).',
    );

    // Peers: the company first, then links to each peer's own assessment.
    const peers = screen.getByTestId('assessment-peers');
    const link = within(peers).getByRole('link', { name: 'PVI' });
    expect(link.getAttribute('href')).toBe(
      '/trung-tam-phan-tich/danh-gia-tu-dong?stock_symbol=PVI',
    );
    expect(
      within(peers)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['BVHđang xem', 'PVI', 'BMI']);
  });

  it('speaks English on the English page', async () => {
    renderPage('en');
    await screen.findByRole('img', { name: /^Radar chart of BVH’s scores on six axes/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Assessment overview' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Business model' })).toBeTruthy();
    expect(screen.getByText('Revenue grew in 2 of 4 years over 2021–2025.')).toBeTruthy();
    const link = within(screen.getByTestId('assessment-peers')).getByRole('link', { name: 'BMI' });
    expect(link.getAttribute('href')).toBe(
      '/en/analysis-center/automatic-assessment?stock_symbol=BMI',
    );
  });

  it('shows an error with a retry, then the page', async () => {
    const user = userEvent.setup();
    let down = true;
    renderPage('vi', { override: () => (down ? fail(500, 'server_error') : undefined) });
    expect(
      await screen.findByText('Không tải được đánh giá tự động. Vui lòng thử lại.'),
    ).toBeTruthy();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('automatic-assessment')).toBeTruthy();
  });

  it('says so when nothing could be scored, and when there are no peers', async () => {
    const first = renderPage('vi', { edit: (a) => ({ ...a, overall: null }) });
    expect(await screen.findByText('Chưa đủ dữ liệu để đánh giá BVH.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    first.unmount();

    renderPage('vi', { edit: (a) => ({ ...a, peers: [] }) });
    expect(
      await screen.findByText('Chưa có doanh nghiệp khác cùng ngành trong dữ liệu.'),
    ).toBeTruthy();
    // No dashed outline without peers.
    expect(screen.getByRole('img').textContent).not.toContain('nét đứt');
  });
});
