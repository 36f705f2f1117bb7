import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { fakeContentClient } from '../../../lib/catalog/testing/fakeContentClient';
import { detail, item } from '../../../lib/catalog/testing/itemFixtures';
import { renderPage } from '../../../lib/catalog/testing/renderPage';
import { DepartmentsStore } from '../stores/DepartmentsStore';
import { DepartmentDetailPage } from './DepartmentDetailPage/DepartmentDetailPage';
import { DepartmentsPage } from './DepartmentsPage/DepartmentsPage';
import { LeaderTemplate } from './LeaderTemplate/LeaderTemplate';

const board = { id: 1, slug: 'hoi-dong-quan-tri', enSlug: 'board-of-directors', title: 'Hội đồng quản trị', summary: 'Định hướng chiến lược', path: '/bo-may-quan-ly-chi-tiet/hoi-dong-quan-tri' };
const executive = { id: 2, slug: 'ban-tong-giam-doc', enSlug: 'executive-board', title: 'Ban Tổng Giám đốc', path: '/bo-may-quan-ly-chi-tiet/ban-tong-giam-doc' };

const leader = (id: number, name: string, position: string, bio: string) =>
  detail('leader', { id, title: name, summary: position, body: bio, attrs: { position: 'chairman', photo: null } });

const details: Record<string, object> = {
  'departments/hoi-dong-quan-tri': {
    ...detail('department', { ...board, body: '<p>Hội đồng quản trị gồm 5 thành viên.</p>' }),
    members: [leader(11, 'Nguyễn Minh Khang', 'Chủ tịch Hội đồng quản trị', '<p>Hơn 20 năm trong ngành ngân hàng.</p>')],
  },
  'departments/ban-tong-giam-doc': {
    ...detail('department', executive),
    members: [
      leader(21, 'Trần Thu Hà', 'Tổng Giám đốc', '<p>Thạc sĩ Tài chính.</p>'),
      leader(22, 'Lê Quốc Bảo', 'Phó Tổng Giám đốc', '<p>Phụ trách Ngân hàng Đầu tư.</p>'),
    ],
  },
};

function setup(ui: React.ReactElement, path: string) {
  const client = fakeContentClient({
    departments: [item('department', board), item('department', executive)],
    ...details,
  });
  const store = new DepartmentsStore(client);
  const view = renderPage(ui, { path, stores: { departments: store } });
  return { ...view, client, store };
}

describe('LeaderTemplate (ABOUT_LEADER)', () => {
  it('lists every department with its people, linking to the department', async () => {
    setup(<LeaderTemplate page={fixturePage({ templateCode: 'ABOUT_LEADER', title: 'Ban lãnh đạo' })} />, '/ban-lanh-dao');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Ban Tổng Giám đốc' })).closest('section') as HTMLElement;
    within(section).getByRole('heading', { level: 3, name: 'Trần Thu Hà' });
    within(section).getByText('Phó Tổng Giám đốc');
    expect(within(section).getByRole('link', { name: /Xem chi tiết Ban Tổng Giám đốc/ }).getAttribute('href')).toBe(
      '/bo-may-quan-ly-chi-tiet/ban-tong-giam-doc',
    );
    screen.getByRole('heading', { level: 3, name: 'Nguyễn Minh Khang' });
  });
});

describe('DepartmentsPage (bo-may-quan-ly)', () => {
  it('opens the first department without a slug and switches by tab', async () => {
    const { location } = setup(<DepartmentsPage />, '/bo-may-quan-ly');
    screen.getByRole('heading', { level: 1, name: 'Bộ máy quản lý' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Hội đồng quản trị', 'Ban Tổng Giám đốc']);
    await screen.findByRole('heading', { level: 3, name: 'Nguyễn Minh Khang' });
    fireEvent.click(screen.getByRole('tab', { name: 'Ban Tổng Giám đốc' }));
    expect(location.current.pathname).toBe('/bo-may-quan-ly/ban-tong-giam-doc');
  });

  it('selects the tab of the slug', async () => {
    setup(<DepartmentsPage />, '/bo-may-quan-ly/ban-tong-giam-doc');
    await screen.findByRole('heading', { level: 3, name: 'Lê Quốc Bảo' });
    expect(screen.getByRole('tab', { name: 'Ban Tổng Giám đốc' }).getAttribute('aria-selected')).toBe('true');
  });

  it('is a 404 for a slug that names no department', async () => {
    setup(<DepartmentsPage />, '/bo-may-quan-ly/khong-co');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});

describe('DepartmentDetailPage (bo-may-quan-ly-chi-tiet)', () => {
  it('shows the department, its people with their bios, and the other departments', async () => {
    setup(<DepartmentDetailPage />, '/bo-may-quan-ly-chi-tiet/hoi-dong-quan-tri');
    await screen.findByRole('heading', { level: 1, name: 'Hội đồng quản trị' });
    screen.getByText('Hội đồng quản trị gồm 5 thành viên.');
    screen.getByRole('heading', { level: 3, name: 'Nguyễn Minh Khang' });
    screen.getByText('Hơn 20 năm trong ngành ngân hàng.');
    const breadcrumb = screen.getByRole('navigation', { name: 'Vị trí trang' });
    expect(within(breadcrumb).getByRole('link', { name: 'Bộ máy quản lý' }).getAttribute('href')).toBe('/bo-may-quan-ly');
    const others = await screen.findByRole('region', { name: 'Các bộ phận khác' });
    within(others).getByRole('link', { name: 'Ban Tổng Giám đốc' });
    expect(document.title).toContain('Hội đồng quản trị');
  });

  it('is a 404 for an unknown slug', async () => {
    setup(<DepartmentDetailPage />, '/bo-may-quan-ly-chi-tiet/khong-ton-tai');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });

  it('asks in the language of the path', async () => {
    const { client } = setup(<DepartmentDetailPage />, '/en/departments-detail/hoi-dong-quan-tri');
    await screen.findByRole('heading', { level: 1, name: 'Hội đồng quản trị' });
    expect(client.requests.find((r) => r.url === 'departments/hoi-dong-quan-tri')?.params.locale).toBe('en');
  });
});
