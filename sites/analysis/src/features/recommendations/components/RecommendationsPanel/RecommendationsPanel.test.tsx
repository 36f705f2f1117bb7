import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlobResult } from '@brokerage/shared/api/client.ts';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { fail } from '@brokerage/shared/testing/fakeApiClient.ts';
import { createFakeRecaptcha } from '@brokerage/shared/testing/fakeRecaptcha.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { PageStores } from '../../../../lib/page-stores/PageStores';
import enAnalysis from '../../../../locales/en/analysis.json';
import viAnalysis from '../../../../locales/vi/analysis.json';
import {
  fakeRecommendationApi,
  fixtureRecommendation,
  type RecommendationApiOptions,
} from '../../testing/recommendationFixtures';
import { RecommendationsPanel } from './RecommendationsPanel';

vi.mock('@brokerage/shared/app/files/saveFile.ts', () => ({ saveFile: vi.fn() }));

const PATH = '/trung-tam-phan-tich/bao-cao-phan-tich';
/** The first answer waits for the API module's lazy import, slow on a busy machine. */
const FIRST = { timeout: 20_000 };

function renderPanel(options: RecommendationApiOptions = {}, locale: 'vi' | 'en' = 'vi') {
  const api = fakeRecommendationApi(options);
  const postBlob = vi.fn(async (): Promise<BlobResult> => ({
    blob: new Blob(['PK']),
    fileName: 'khuyen-nghi.xlsx',
  }));
  api.postBlob = postBlob;
  const path = locale === 'vi' ? PATH : '/en/analysis-center/analysis-report';
  const recaptcha = createFakeRecaptcha();
  const view = renderWithProviders(<RecommendationsPanel locale={locale} />, {
    site: 'analysis',
    path,
    resources: { vi: viAnalysis, en: enAnalysis },
    general: fixtureGeneral(),
    stores: { pageStores: new PageStores(api) },
    recaptcha,
  });
  return { ...view, postBlob, recaptcha };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

afterEach(() => vi.mocked(saveFile).mockClear());

describe('RecommendationsPanel', () => {
  it('is a section named by its heading, with the category’s columns and its calls', async () => {
    renderPanel();
    const section = screen.getByRole('region', { name: 'Khuyến nghị đầu tư' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    // Loading, announced.
    expect(
      within(section).getByText('Đang tải khuyến nghị…').closest('[role="status"]'),
    ).toBeTruthy();
    const table = await screen.findByTestId('recommendations-table', {}, FIRST);
    expect(headers(table)).toEqual([
      'Mã CK',
      'Ngày khuyến nghị',
      'Khuyến nghị',
      'Giá ngày khuyến nghị (đồng)',
      'Giá mục tiêu (đồng)',
      'Tiềm năng tăng giá (%)',
      'Chuyên viên phân tích',
      'Lịch sử',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toContain('S01');
    expect(within(first).getByText('Mua')).toBeTruthy();
    expect(within(first).getByText('100.900')).toBeTruthy();
    expect(within(first).getByText('+12,5%')).toBeTruthy();
    expect(within(first).getByText('10/11/2026')).toBeTruthy();
    expect(screen.getByText('Đang hiển thị 20/25 mã')).toBeTruthy();
  });

  it('appends the next page', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Xem thêm' }, FIRST));
    await screen.findByText('Đang hiển thị 25/25 mã');
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
  });

  it('switches category: the columns are the new category’s', async () => {
    renderPanel();
    await screen.findByTestId('recommendations-table', {}, FIRST);
    const group = screen.getByRole('group', { name: 'Loại khuyến nghị' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Khuyến nghị kỹ thuật' }));
    await waitFor(() =>
      expect(headers(screen.getByTestId('recommendations-table'))).toEqual([
        'Mã CK',
        'Khuyến nghị',
        'Giá cắt lỗ (đồng)',
        'Tiềm năng tăng giá (%)',
        'Lịch sử',
      ]),
    );
    expect(screen.getByText('Đang hiển thị 3/3 mã')).toBeTruthy();
  });

  it('opens a company’s history in a dialog and exports it', async () => {
    const { postBlob } = renderPanel({
      history: {
        'fundamental:S01': [
          fixtureRecommendation({ stockSymbol: 'S01', recommendationDate: '2026-11-10' }),
          fixtureRecommendation({
            stockSymbol: 'S01',
            recommendationDate: '2026-06-17',
            recommendation: 'hold',
            recommendationLabel: 'Nắm giữ',
          }),
        ],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xem lịch sử khuyến nghị S01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lịch sử khuyến nghị S01' });
    const table = await within(dialog).findByTestId('recommendation-history');
    expect(headers(table)[0]).toBe('Ngày khuyến nghị');
    expect(within(table).getByText('Nắm giữ')).toBeTruthy();
    expect(within(dialog).getByText('Đang hiển thị 2/2 khuyến nghị')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tải lịch sử S01 (.xlsx)' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'khuyen-nghi.xlsx'),
    );
    expect(postBlob).toHaveBeenCalledWith(
      'ttpt-recommendations/history/export',
      expect.objectContaining({ category_code: 'fundamental', stock_symbol: 'S01' }),
      expect.objectContaining({ params: { locale: 'vi' } }),
    );
  });

  it('downloads both exports of the category shown, and says when one failed', async () => {
    const { postBlob } = renderPanel({}, 'en');
    await screen.findByTestId('recommendations-table', {}, FIRST);
    const downloads = screen.getByRole('group', { name: 'Download as Excel' });
    fireEvent.click(
      within(downloads).getByRole('button', { name: 'Download recommendations (.xlsx)' }),
    );
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(postBlob).toHaveBeenLastCalledWith(
      'ttpt-recommendations/export',
      expect.objectContaining({ category_code: 'fundamental', grecaptcha_token: 'token:export' }),
      expect.objectContaining({ params: { locale: 'en' } }),
    );
    postBlob.mockRejectedValueOnce(new Error('network'));
    fireEvent.click(within(downloads).getByRole('button', { name: 'Download history (.xlsx)' }));
    expect(
      await screen.findByText('The Excel file could not be downloaded. Please try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(
      screen.queryByText('The Excel file could not be downloaded. Please try again.'),
    ).toBeNull();
  });

  it('shows a failure with a retry, then the table', async () => {
    let down = true;
    renderPanel({
      override: (url) => (down && url === 'ttpt-recommendations' ? fail(500, 'x') : undefined),
    });
    const alert = await screen.findByRole('alert', {}, FIRST);
    expect(alert.textContent).toContain('Không tải được khuyến nghị.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('recommendations-table', {}, FIRST)).toBeTruthy();
  });

  it('says when the category has no call', async () => {
    renderPanel({ calls: { fundamental: [], technical: [] } });
    expect(
      await screen.findByText('Chưa có khuyến nghị nào trong mục này.', {}, FIRST),
    ).toBeTruthy();
  });
});
