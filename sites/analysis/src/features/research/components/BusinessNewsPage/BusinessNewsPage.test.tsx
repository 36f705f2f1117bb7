import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApiClient, list } from '@brokerage/shared/testing/fakeApiClient.ts';
import { renderRoute } from '../../../../app/testing/renderRoute';
import { BusinessNewsPage } from './BusinessNewsPage';

const NEWS = Array.from({ length: 18 }, (_, i) => ({
  id: 200 - i,
  stockSymbol: 'FPT',
  publishedAt: '2026-10-16T03:35:00.000Z',
  theme: 'dividend',
  title: `FPT chốt quyền trả cổ tức đợt ${i + 1}`,
  summary: 'Ngày giao dịch không hưởng quyền là 09/06/2026.',
  paragraphs: ['Đoạn thứ nhất của tin.', 'Đoạn thứ hai của tin.'],
}));

function renderNews(answer: 'ok' | 'fail' = 'ok') {
  let mode = answer;
  const api = fakeApiClient((_url, params) => {
    if (mode === 'fail') return fail(500, 'server_error');
    const page = Number(params.page);
    return list(NEWS.slice((page - 1) * 15, page * 15), { page, limit: 15, total: NEWS.length });
  });
  const view = renderRoute(
    <BusinessNewsPage symbol="FPT" locale="vi" />,
    '/trung-tam-phan-tich/tin-tuc-doanh-nghiep?stock_symbol=FPT',
    api,
  );
  return { ...view, recover: () => (mode = 'ok') };
}

const items = () => within(screen.getByTestId('business-news')).getAllByRole('article');

describe('BusinessNewsPage', () => {
  it('lists 15 items with date, theme, source and summary, appends the rest, opens one in full', async () => {
    renderNews();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tin tức doanh nghiệp FPT' }),
    ).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(15));
    const first = items()[0]!;
    expect(first?.textContent).toContain('16/10/2026');
    expect(first?.textContent).toContain('Cổ tức');
    expect(first?.textContent).toContain(
      'Nguồn: Chứng khoán An Phát tổng hợp từ công bố thông tin',
    );
    expect(within(first).queryByText('Đoạn thứ nhất của tin.')).toBeNull();
    const more = within(first).getByRole('button', {
      name: 'Đọc tiếp: FPT chốt quyền trả cổ tức đợt 1',
    });
    expect(more?.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(first).getByText('Đoạn thứ nhất của tin.')).toBeTruthy();
    expect(
      within(first)
        .getByRole('button', { name: /^Thu gọn/ })
        ?.getAttribute('aria-expanded'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm tin' }));
    await waitFor(() => expect(items()).toHaveLength(18));
    expect(screen.getByText('Đang hiển thị 18/18 tin')).toBeTruthy();
  });

  it('offers a retry when the news cannot be loaded', async () => {
    const { recover } = renderNews('fail');
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    expect(screen.getByText('Không tải được tin tức doanh nghiệp.')).toBeTruthy();
    recover();
    fireEvent.click(retry);
    await waitFor(() => expect(items()).toHaveLength(15));
  });
});
