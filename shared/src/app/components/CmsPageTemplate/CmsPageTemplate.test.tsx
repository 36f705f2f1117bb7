import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureBlockItem, fixturePage, fixturePageBlock } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CmsPageTemplate } from './CmsPageTemplate';

const page = fixturePage({
  blocks: [
    fixturePageBlock({
      title: 'Giá trị cốt lõi',
      items: [fixtureBlockItem({ title: 'Minh bạch' })],
    }),
  ],
});

describe('CmsPageTemplate', () => {
  it('renders the breadcrumb, title, summary, body, blocks and update date', () => {
    const { stores } = renderWithProviders(<CmsPageTemplate page={page} />, {
      path: '/gioi-thieu',
    });
    const breadcrumb = screen.getByRole('navigation', { name: 'Vị trí trang' });
    expect(within(breadcrumb).getByRole('link', { name: 'Trang chủ' }).getAttribute('href')).toBe(
      '/',
    );
    expect(within(breadcrumb).getByText('Giới thiệu chung').getAttribute('aria-current')).toBe(
      'page',
    );
    screen.getByRole('heading', { level: 1, name: 'Giới thiệu chung' });
    screen.getByText('Chứng khoán An Phát đồng hành cùng nhà đầu tư.');
    screen.getByText('Thành lập năm 2007.');
    screen.getByRole('heading', { level: 2, name: 'Giá trị cốt lõi' });
    screen.getByText('Cập nhật ngày 01/03/2026');
    expect(stores.ui.layout).toBe('main');
  });

  it('puts the sections of the trail between home and the page, in the recruit layout', () => {
    const { stores } = renderWithProviders(
      <CmsPageTemplate
        page={page}
        layout="recruit"
        trail={[{ route: 'recruitment', label: 'Tuyển dụng' }]}
      />,
      { site: 'recruitment', path: '/co-hoi-nghe-nghiep' },
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Vị trí trang' });
    const links = within(breadcrumb).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trang chủ', '/'],
      ['Tuyển dụng', '/tuyen-dung'],
    ]);
    expect(stores.ui.layout).toBe('recruit');
  });

  it('speaks English under /en', () => {
    renderWithProviders(
      <CmsPageTemplate page={fixturePage({ title: 'About us' })} layout="main" />,
      {
        path: '/en/about-us',
      },
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    within(breadcrumb).getByRole('link', { name: 'Home' });
    screen.getByText('Updated 01/03/2026');
  });
});
