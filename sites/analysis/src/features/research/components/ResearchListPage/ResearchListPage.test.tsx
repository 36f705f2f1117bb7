import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, list, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixtureAnalysisReport } from '@brokerage/shared/testing/fixtures.ts';
import { renderRoute } from '../../../../app/testing/renderRoute';
import { ResearchListPage } from './ResearchListPage';

const CATEGORIES = [
  { id: 1, name: 'Báo cáo doanh nghiệp', code: 'company' },
  { id: 2, name: 'Báo cáo vĩ mô', code: 'macro' },
];
const REPORTS = Array.from({ length: 20 }, (_, i) =>
  fixtureAnalysisReport({
    id: 100 - i,
    name: `Báo cáo số ${i + 1}`,
    requiredLogin: i === 1,
    file: i === 0 ? 'aps-ttpt-1.pdf' : null,
    type:
      i % 2
        ? { id: 2, name: 'Báo cáo vĩ mô', code: 'macro' }
        : { id: 1, name: 'Báo cáo doanh nghiệp', code: 'company' },
  }),
);

function renderList(path = '/trung-tam-phan-tich/bao-cao-phan-tich') {
  const api = fakeApiClient((url, params) => {
    if (url === 'ttpt-report-categories') return list(CATEGORIES, { limit: 100 });
    if (url === 'ttpt-reports') {
      const rows = REPORTS.filter(
        (r) => !params.category_code || r.type.code === params.category_code,
      );
      const page = Number(params.page);
      return list(rows.slice((page - 1) * 15, page * 15), { page, limit: 15, total: rows.length });
    }
    return ok(null);
  });
  return renderRoute(<ResearchListPage locale="vi" />, path, api);
}

const cards = () => within(screen.getByTestId('research-list')).getAllByRole('article');

describe('ResearchListPage', () => {
  it('shows 15 reports, appends the rest, and says how many are shown', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Báo cáo phân tích' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Đang tải danh sách báo cáo…' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(screen.getByText('Đang hiển thị 15/20 báo cáo')).toBeTruthy();
    // Free reports open their preview in a new tab; the file has a download button.
    const first = within(cards()[0]!).getByRole('link', { name: /Báo cáo số 1/ });
    expect(first?.getAttribute('href')).toBe('/bao-cao-phan-tich/100?login=0');
    expect(first?.getAttribute('target')).toBe('_blank');
    expect(
      within(cards()[0]!).getByRole('button', { name: 'Tải báo cáo Báo cáo số 1 (PDF)' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm báo cáo' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Xem thêm báo cáo' })).toBeNull();
  });

  it('filters by category, "all reports" first', async () => {
    renderList();
    const all = await screen.findByRole('radio', { name: 'Tất cả báo cáo' });
    expect((all as HTMLInputElement).checked).toBe(true);
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toBe(all);
    fireEvent.click(screen.getByRole('radio', { name: 'Báo cáo vĩ mô' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
    for (const card of cards()) expect(card?.textContent).toContain('Báo cáo vĩ mô');
  });

  it('asks an anonymous visitor to log in for a login-only report', async () => {
    renderList();
    await waitFor(() => expect(cards()).toHaveLength(15));
    const locked = within(cards()[1]!).getByRole('button', { name: 'Báo cáo số 2' });
    expect(cards()[1]?.textContent).toContain('Cần đăng nhập để xem');
    fireEvent.click(locked);
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập để xem báo cáo' });
    expect(within(dialog).getByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Huỷ bỏ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows every report for an unknown category and says so', async () => {
    renderList('/trung-tam-phan-tich/bao-cao-phan-tich?category=khong-co');
    expect(await screen.findByText(/Không có loại báo cáo “khong-co”/)).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(
      (screen.getByRole('radio', { name: 'Tất cả báo cáo' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
