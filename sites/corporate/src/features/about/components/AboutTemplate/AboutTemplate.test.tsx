import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fixtureBlockItem,
  fixtureMenuItem,
  fixturePage,
  fixturePageBlock,
} from '@brokerage/shared/testing/fixtures.ts';
import { renderPage } from '../../../../lib/catalog/testing/renderPage';
import { OrgChartTemplate } from '../OrgChartTemplate/OrgChartTemplate';
import { StandardPageTemplate } from '../StandardPageTemplate/StandardPageTemplate';
import { AboutTemplate } from './AboutTemplate';

const blocks = [
  fixturePageBlock({
    id: 1,
    type: 'links',
    title: 'Tìm hiểu thêm',
    items: [
      fixtureBlockItem({ id: 11, title: 'Ban lãnh đạo', description: 'Những người dẫn dắt An Phát', icon: 'users', link: '/ban-lanh-dao' }),
    ],
  }),
  fixturePageBlock({
    id: 2,
    type: 'stats',
    title: 'An Phát trong con số',
    items: [fixtureBlockItem({ id: 21, title: '600+', description: 'Cán bộ nhân viên', link: null })],
  }),
  fixturePageBlock({
    id: 3,
    type: 'timeline',
    title: 'Chặng đường phát triển',
    items: [
      fixtureBlockItem({ id: 31, title: '2007', description: 'Thành lập công ty', link: null }),
      fixtureBlockItem({ id: 32, title: '2022', description: 'Mở tài khoản bằng eKYC', link: null }),
    ],
  }),
  fixturePageBlock({
    id: 4,
    type: 'values',
    title: 'Giá trị cốt lõi',
    items: [fixtureBlockItem({ id: 41, title: 'Minh bạch', description: 'Biểu phí công khai', icon: 'shield-check', link: null })],
  }),
  fixturePageBlock({
    id: 5,
    type: 'documents',
    title: 'Văn bản',
    items: [
      fixtureBlockItem({
        id: 51,
        title: 'Chính sách bảo vệ dữ liệu cá nhân',
        description: 'Ban hành ngày 01/07/2025',
        link: '/api/v1/files/chinh-sach.pdf',
      }),
    ],
  }),
];

describe('AboutTemplate', () => {
  it('renders the body and each block type with its own look', () => {
    renderPage(<AboutTemplate page={fixturePage({ templateCode: 'ABOUT_OVERVIEW', title: 'Tổng quan', blocks })} />, {
      path: '/tong-quan',
    });
    screen.getByRole('heading', { level: 1, name: 'Tổng quan' });
    screen.getByText('Thành lập năm 2007.');

    const links = screen.getByRole('region', { name: 'Tìm hiểu thêm' });
    expect(within(links).getByRole('link', { name: /Ban lãnh đạo/ }).getAttribute('href')).toBe('/ban-lanh-dao');

    const stats = screen.getByRole('region', { name: 'An Phát trong con số' });
    expect(within(stats).getByRole('listitem').textContent).toBe('600+Cán bộ nhân viên');

    const timeline = screen.getByRole('region', { name: 'Chặng đường phát triển' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['2007Thành lập công ty', '2022Mở tài khoản bằng eKYC']);
    expect(within(timeline).getByRole('list').tagName).toBe('OL');

    const values = screen.getByRole('region', { name: 'Giá trị cốt lõi' });
    within(values).getByRole('heading', { level: 3, name: 'Minh bạch' });

    const documents = screen.getByRole('region', { name: 'Văn bản' });
    within(documents).getByText('Ban hành ngày 01/07/2025');
    const download = within(documents).getByRole('link', { name: /Tải về: Chính sách bảo vệ dữ liệu cá nhân/ });
    expect(download.getAttribute('href')).toBe('/api/v1/files/chinh-sach.pdf');
    expect(download.getAttribute('target')).toBe('_blank');
  });

  it('keeps the generic cards for a block type it has no look for', () => {
    const other = fixturePageBlock({ id: 9, type: 'html', title: 'Khác', items: [fixtureBlockItem({ id: 91, title: 'Thẻ' })] });
    renderPage(<AboutTemplate page={fixturePage({ blocks: [other] })} />, { path: '/gioi-thieu' });
    screen.getByRole('heading', { level: 3, name: 'Thẻ' });
  });
});

describe('OrgChartTemplate', () => {
  it('draws the org-chart list of the body as a nested chart, with the text around it', () => {
    const content = [
      '<p>Đại hội đồng cổ đông là cơ quan quyết định cao nhất.</p>',
      '<ul class="org-chart"><li>Đại hội đồng cổ đông<ul><li>Hội đồng quản trị<ul><li>Ban Tổng Giám đốc<ul>',
      '<li>Khối Môi giới<ul><li>Phòng Môi giới 1</li><li>Phòng Môi giới 2</li></ul></li>',
      '<li>Khối Công nghệ</li></ul></li></ul></li><li>Ban Kiểm soát</li></ul></li></ul>',
      '<p>Dữ liệu minh họa.</p>',
    ].join('');
    renderPage(<OrgChartTemplate page={fixturePage({ templateCode: 'ABOUT_ORGANIZATIONAL_CHART', title: 'Sơ đồ tổ chức', content, blocks: [] })} />, {
      path: '/so-do-to-chuc',
    });
    const chart = screen.getByRole('figure', { name: 'Sơ đồ tổ chức gồm 8 đơn vị' });
    const top = within(chart).getAllByRole('list')[0] as HTMLElement;
    expect(within(chart).getByRole('group', { name: 'Sơ đồ tổ chức gồm 8 đơn vị' }).getAttribute('tabindex')).toBe('0');
    expect(top.dataset.layout).toBe('row');
    const division = within(chart).getByText('Khối Môi giới').closest('li') as HTMLElement;
    const departments = within(division).getByRole('list');
    expect(departments.dataset.layout).toBe('column');
    expect(within(departments).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Phòng Môi giới 1', 'Phòng Môi giới 2']);
    screen.getByText('Đại hội đồng cổ đông là cơ quan quyết định cao nhất.');
    screen.getByText('Dữ liệu minh họa.');
    // The list is drawn once, by the chart, not a second time by the body.
    expect(screen.getAllByText('Ban Kiểm soát')).toHaveLength(1);
  });
});

describe('StandardPageTemplate', () => {
  it('shows the other pages of its menu section beside the text', () => {
    const menus = [
      {
        code: 'header',
        items: [
          fixtureMenuItem({
            title: 'Hỗ trợ giao dịch',
            subMenu: [
              fixtureMenuItem({ title: 'Nghiệp vụ giao dịch', type: 'page', reference: { slug: 'nghiep-vu-giao-dich' } }),
              fixtureMenuItem({ title: 'Quy định giao dịch', type: 'page', reference: { slug: 'quy-dinh-giao-dich' } }),
            ],
          }),
        ],
      },
    ];
    renderPage(
      <StandardPageTemplate
        page={fixturePage({
          templateCode: 'HTGD_DEFAULT_TEMPLATE',
          title: 'Nghiệp vụ giao dịch',
          translations: [
            { locale: 'vi', slug: 'nghiep-vu-giao-dich' },
            { locale: 'en', slug: 'trading-operations' },
          ],
        })}
      />,
      { path: '/nghiep-vu-giao-dich', menus },
    );
    screen.getByRole('heading', { level: 1, name: 'Nghiệp vụ giao dịch' });
    const related = screen.getByRole('region', { name: 'Trang liên quan' });
    expect(within(related).getByRole('link', { name: 'Quy định giao dịch' }).getAttribute('href')).toBe('/quy-dinh-giao-dich');
    expect(within(related).queryByRole('link', { name: 'Nghiệp vụ giao dịch' })).toBeNull();
  });
});
