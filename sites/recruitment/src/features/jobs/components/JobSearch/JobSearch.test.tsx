import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createRecruitmentApi } from '@brokerage/shared/api/recruitmentApi.ts';
import { fail, fakeApiClient, list, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/recruitment.json';
import viTexts from '../../../../locales/vi/recruitment.json';
import { category, job, WORKPLACES } from '../../testing';
import { JobSearchStore } from '../../stores/JobSearchStore';
import { JobSearch } from './JobSearch';

function setup(path: string) {
  const api = fakeApiClient((url, params) => {
    switch (url) {
      case 'recruitments/careers':
        return ok([category(1, 'Tài chính'), category(2, 'Công nghệ')]);
      case 'recruitments/workplaces':
        return ok(WORKPLACES);
      case 'recruitments/forms':
        return ok([category(30, 'Toàn thời gian')]);
      case 'recruitments/titles':
        return ok([category(40, 'Chuyên viên')]);
      case 'recruitments/news':
        return list(
          params.keyword === 'ke toan'
            ? [
                job(1, 'Chuyên viên kế toán', { expired: true }),
                job(2, 'Kế toán trưởng', { expiringSoon: true, salaryMin: null, salaryMax: null }),
              ]
            : [job(3, 'Lập trình viên')],
          { page: Number(params.page), total: 25 },
        );
      default:
        return fail(404, 'not_found');
    }
  });
  const store = new JobSearchStore(createRecruitmentApi(api));
  const view = renderWithProviders(<JobSearch store={store} locale="vi" />, {
    site: 'recruitment',
    path,
    resources: { vi: viTexts, en: enTexts },
  });
  const newsRequests = () =>
    api.requests.filter((r) => r.url === 'recruitments/news').map((r) => r.params);
  return { ...view, api, newsRequests };
}

describe('JobSearch', () => {
  it('searches with the filters of the URL and shows cards with salary, deadline and badges', async () => {
    const { newsRequests } = setup('/tuyen-dung?keyword=ke+toan&workplace_id=3&page=2');
    const results = await screen.findAllByRole('article');
    expect(results).toHaveLength(2);
    expect(newsRequests()).toEqual([
      { keyword: 'ke toan', workplace_id: '3', page: '2', limit: '10', locale: 'vi' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Từ khóa' })).toHaveProperty('value', 'ke toan');
    const first = within(results[0]!);
    first.getByRole('link', { name: 'Chuyên viên kế toán' });
    first.getByText('Hết hạn');
    first.getByText('15 – 25 triệu VND/tháng');
    first.getByText('01/07/2030');
    const second = within(results[1]!);
    second.getByText('Sắp hết hạn');
    second.getByText('Thỏa thuận');
    screen.getByText('Số vị trí phù hợp: 25');
    expect(screen.getByRole('navigation', { name: 'Phân trang danh sách việc làm' })).toBeTruthy();
  });

  it('writes a chosen filter into the URL, keeps the others and starts again at page 1', async () => {
    const user = userEvent.setup();
    const { location, newsRequests } = setup('/tuyen-dung?keyword=ke+toan&page=2');
    await screen.findAllByRole('article');
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Ngành nghề' }).querySelectorAll('option'),
      ).toHaveLength(3),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngành nghề' }), 'Công nghệ');
    await waitFor(() => expect(location.current.search).toBe('?keyword=ke+toan&career_id=2'));
    await waitFor(() =>
      expect(newsRequests().at(-1)).toEqual({
        keyword: 'ke toan',
        career_id: '2',
        page: '1',
        limit: '10',
        locale: 'vi',
      }),
    );
    const keyword = screen.getByRole('searchbox', { name: 'Từ khóa' });
    await user.clear(keyword);
    await user.type(keyword, 'lap trinh{Enter}');
    await waitFor(() => expect(location.current.search).toBe('?keyword=lap+trinh&career_id=2'));
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(location.current.search).toBe(''));
  });

  it('opens the map on request and filters the list by the province chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const { location } = setup('/tuyen-dung');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('radio', { name: 'Bản đồ' }));
    await waitFor(() => expect(location.current.search).toBe('?view=map'));
    const hanoi = await screen.findByRole('button', { name: 'Hà Nội: 4 vị trí đang tuyển' });
    hanoi.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.current.search).toBe('?view=map&workplace_id=3'));
    await screen.findByText('Đang xem việc làm tại: Hà Nội');
  });
});
