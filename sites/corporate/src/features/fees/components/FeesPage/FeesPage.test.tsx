import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeContentClient } from '../../../../lib/catalog/testing/fakeContentClient';
import { detail, item } from '../../../../lib/catalog/testing/itemFixtures';
import { renderPage } from '../../../../lib/catalog/testing/renderPage';
import { FeesStore } from '../../stores/FeesStore';
import { FeesPage } from './FeesPage';

const trading = {
  id: 1,
  slug: 'phi-giao-dich-co-phieu',
  enSlug: 'stock-trading-fees',
  title: 'Phí giao dịch cổ phiếu',
  path: '/bieu-phi/phi-giao-dich-co-phieu',
  attrs: {
    columns: ['Dịch vụ', 'Giá trị giao dịch/ngày', 'Mức phí'],
    rows: [
      ['Giao dịch trực tuyến', 'Mọi giá trị', '0,15%'],
      ['Giao dịch tại quầy', 'Dưới 100 triệu đồng', '0,35%'],
    ],
    effectiveDate: '2026-01-01',
    file: '/api/v1/files/bieu-phi-giao-dich.pdf',
  },
};
const custody = {
  id: 2,
  slug: 'phi-luu-ky',
  enSlug: 'custody-fees',
  title: 'Phí lưu ký',
  path: '/bieu-phi/phi-luu-ky',
  attrs: { columns: ['Loại chứng khoán', 'Mức phí'], rows: [['Cổ phiếu', '0,27 đồng/cổ phiếu/tháng']], effectiveDate: '2025-07-01', file: null },
};

function setup(path: string) {
  const client = fakeContentClient({
    'htgd-fees': [item('fee', trading), item('fee', custody)],
    'htgd-fees/phi-giao-dich-co-phieu': detail('fee', { ...trading, body: '<p>Chưa gồm thuế thu nhập cá nhân 0,1%.</p>' }),
    'htgd-fees/phi-luu-ky': detail('fee', custody),
  });
  return renderPage(<FeesPage />, { path, stores: { fees: new FeesStore(client) } });
}

describe('FeesPage (bieu-phi)', () => {
  it('shows the first schedule as an accessible table, with the schedules beside it', async () => {
    setup('/bieu-phi');
    screen.getByRole('heading', { level: 1, name: 'Biểu phí' });
    const table = await screen.findByRole('table', { name: 'Phí giao dịch cổ phiếu' });
    expect(table.querySelector('caption')?.textContent).toBe('Phí giao dịch cổ phiếu');
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Dịch vụ', 'col'],
      ['Giá trị giao dịch/ngày', 'col'],
      ['Mức phí', 'col'],
    ]);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Giao dịch trực tuyến', 'row'],
      ['Giao dịch tại quầy', 'row'],
    ]);
    // The table scrolls sideways on a phone inside a focusable region named like the table.
    const scroller = screen.getByRole('region', { name: 'Phí giao dịch cổ phiếu' });
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(scroller.contains(table)).toBe(true);

    screen.getByText('Chưa gồm thuế thu nhập cá nhân 0,1%.');
    screen.getByText('01/01/2026');
    const pdf = screen.getByRole('link', { name: /Tải biểu phí \(PDF\)/ });
    expect(pdf.getAttribute('href')).toBe('/api/v1/files/bieu-phi-giao-dich.pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');

    const nav = screen.getByRole('navigation', { name: 'Các biểu phí' });
    expect(within(nav).getByRole('link', { name: 'Phí giao dịch cổ phiếu' }).getAttribute('aria-current')).toBe('page');
  });

  it('selects the schedule of the slug, without a PDF link when it has no file', async () => {
    setup('/bieu-phi/phi-luu-ky');
    await screen.findByRole('heading', { level: 1, name: 'Phí lưu ký' });
    await screen.findByRole('table', { name: 'Phí lưu ký' });
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
    const breadcrumb = screen.getByRole('navigation', { name: 'Vị trí trang' });
    expect(within(breadcrumb).getByRole('link', { name: 'Biểu phí' }).getAttribute('href')).toBe('/bieu-phi');
  });

  it('is a 404 for a slug that names no schedule', async () => {
    setup('/bieu-phi/khong-co');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});
