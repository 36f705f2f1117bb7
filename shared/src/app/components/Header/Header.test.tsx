import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureGeneral, fixtureMenus } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Header } from './Header';

function renderHeader(path = '/') {
  return renderWithProviders(<Header />, {
    path,
    general: fixtureGeneral(),
    menus: fixtureMenus(),
  });
}

describe('Header', () => {
  it("a site's account control takes the customer's place (the recruitment portal's candidate)", () => {
    renderWithProviders(<Header />, {
      path: '/tuyen-dung',
      general: fixtureGeneral(),
      menus: fixtureMenus(),
      slots: {
        accountMenu: ({ placement }) => <button type="button">{`Ứng viên (${placement})`}</button>,
      },
    });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Ứng viên (header)' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Đăng nhập' })).toBeNull();
  });

  it('shows the brand, the main navigation and the top-level items', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Điều hướng chính' });
    expect(within(nav).getByRole('button', { name: /Phân tích/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Tuyển dụng' }).getAttribute('href')).toBe(
      '/tuyen-dung',
    );
    expect(screen.getByRole('link', { name: /An Phát/ }).getAttribute('href')).toBe('/');
  });

  it('opens nested menus with their icons and keeps the external link target', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: /Phân tích/ }));
    const dropdown = await screen.findByRole('menu');
    const center = within(dropdown).getByRole('menuitem', { name: 'Trung tâm phân tích' });
    expect(center.getAttribute('href')).toBe('/trung-tam-phan-tich');
    expect(center.querySelector('[data-icon="report-analytics"]')).toBeTruthy();

    const external = within(dropdown).getByRole('menuitem', { name: 'Bảng giá' });
    expect(external.getAttribute('href')).toBe('https://banggia.example.com');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');

    const reports = within(dropdown).getByRole('menuitem', { name: /Báo cáo$/ });
    expect(reports.querySelector('[data-icon="file-text"]')).toBeTruthy();
    await user.click(reports);
    const page = await screen.findByRole('menuitem', { name: 'Báo cáo thường niên' });
    expect(page.getAttribute('href')).toBe('/bao-cao-thuong-nien');
  });

  it('Escape closes a menu opened by keyboard and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = screen.getByRole('button', { name: /Phân tích/ });
    trigger.focus();
    // The first Enter loads the dropdown's module and opens it at once.
    await user.keyboard('{Enter}');
    const dropdown = await screen.findByRole('menu');
    await waitFor(() => expect(dropdown.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe('Header on small screens', () => {
  it('opens the drawer and expands nested items', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng trên thiết bị di động' });
    const branch = within(nav).getByRole('button', { name: /Phân tích/ });
    expect(branch.getAttribute('aria-expanded')).toBe('false');
    await user.click(branch);
    expect(branch.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(nav).getByRole('button', { name: /Báo cáo/ }));
    expect(within(nav).getByRole('link', { name: 'Báo cáo phân tích' }).getAttribute('href')).toBe(
      '/bao-cao-phan-tich',
    );
  });

  it('shows only logo, hotline and language in the eKYC variant', () => {
    renderWithProviders(<Header variant="ekyc" />, {
      general: fixtureGeneral({ hotline: '1900 1234' }),
      menus: fixtureMenus(),
    });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: /giao diện/ })).toBeNull();
    const hotline = screen.getByRole('link', { name: 'Gọi tổng đài 1900 1234' });
    expect(hotline.getAttribute('href')).toBe('tel:19001234');
    expect(screen.getByRole('button', { name: /Ngôn ngữ/ })).toBeTruthy();
  });
});
