import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureGeneral, fixtureMenus } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the footer menu columns, contact details and the demo-data note', async () => {
    renderWithProviders(<Footer />, { general: fixtureGeneral(), menus: fixtureMenus() });
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Liên kết cuối trang' });
    expect(within(nav).getByRole('heading', { name: 'Về An Phát' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Giới thiệu' }).getAttribute('href')).toBe('/gioi-thieu');
    expect(within(footer).getByRole('link', { name: '1900 98 9999' }).getAttribute('href')).toBe('tel:1900989999');
    expect(within(footer).getByRole('link', { name: 'hotro@anphat.example' }).getAttribute('href')).toBe(
      'mailto:hotro@anphat.example',
    );
    expect(within(footer).getByText(/Tầng 12, 25 Lý Thường Kiệt/)).toBeTruthy();
    expect(within(footer).getByText('Dữ liệu minh họa')).toBeTruthy();
    const signup = within(footer).getByRole('region', { name: 'Đăng ký nhận bản tin' });
    // The form loads after the first render (the entry-bundle budget).
    expect(await within(signup).findByRole('textbox', { name: 'Email nhận bản tin' })).toBeTruthy();
    expect(within(signup).getByRole('button', { name: 'Đăng ký' })).toBeTruthy();
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Chứng khoán An Phát`))).toBeTruthy();
  });

  it('uses the spec hotline before the settings load, in English too', async () => {
    renderWithProviders(<Footer />, { path: '/en' });
    expect(screen.getByRole('link', { name: '1900 98 9999' })).toBeTruthy();
    expect(screen.getByText('Demo data')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Newsletter email' })).toBeTruthy();
  });
});
