import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServer, type FakeHandler } from '../../../api/testServer';
import type { Customer } from '../../../validation/customers';
import { fixtureCustomer, fixtureGeneral, fixtureMenuItem, fixtureMenus } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';

const customer = (loginMethod: Customer['loginMethod']): Customer => fixtureCustomer({ loginMethod });

/** The header menu with a top-level link to the trading site, as the seeded CMS has it. */
function menusWithTrading() {
  const menus = fixtureMenus();
  const header = menus.find((m) => m.code === 'header')!;
  header.items.push(
    fixtureMenuItem({ title: 'Giao dịch trực tuyến', link: 'https://trade.example/', target: '_blank' }),
  );
  return menus;
}

function renderShell(
  options: {
    path?: string;
    tradingSiteUrl?: string | null;
    session?: 'direct' | 'sso';
    handler?: FakeHandler;
    tradingInMenu?: boolean;
  } = {},
) {
  const server = createFakeServer(options.handler ?? (() => ({ status: 200, data: { data: { logoutUrl: null } } })));
  if (options.session) {
    sessionStorage.setItem('X_ACCESS_TOKEN', 'tok');
    sessionStorage.setItem('X_CUSTOMER', JSON.stringify(customer(options.session)));
    sessionStorage.setItem('X_IS_SSO', String(options.session === 'sso'));
  }
  const view = renderWithProviders(<p>Nội dung</p>, {
    path: options.path ?? '/lien-he',
    shell: 'main',
    general: fixtureGeneral({ tradingSiteUrl: options.tradingSiteUrl ?? null }),
    menus: options.tradingInMenu ? menusWithTrading() : fixtureMenus(),
    apiAdapter: server.adapter,
  });
  return { ...view, server, user: userEvent.setup(), header: screen.getByRole('banner') };
}

describe('AccountMenu in the header', () => {
  it('anonymous: "Đăng nhập" opens the login modal', async () => {
    const { user, header } = renderShell();
    await user.click(within(header).getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('dialog', { name: 'Đăng nhập' })).toBeTruthy();
  });

  // The first click of the file meets the popover's first load: when the code arrives between
  // the press and the release, jsdom sends the release's click to the swapped-in button and the
  // panel opens and shuts at once (a browser does not; e2e/platform/customer-auth.spec.ts clicks
  // the real one). Tried again, the code is loaded and the click is an ordinary one; a panel
  // that never opens still fails every attempt.
  it('logged in directly: the name and account number, the method, and log-out', { retry: 2 }, async () => {
    const { user, header, stores, server, browser } = renderShell({ session: 'direct' });
    const button = within(header).getByRole('button', { name: /Nguyễn Văn An/ });
    expect(button.textContent).toContain('009C000001');
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: /Nguyễn Văn An/ });
    // The popover's code loads on first use and takes the button's place: ask for it again.
    expect(within(header).getByRole('button', { name: /Nguyễn Văn An/ }).getAttribute('aria-expanded')).toBe('true');
    expect(panel.textContent).toContain('Số tài khoản: 009C000001');
    expect(panel.textContent).toContain('Đăng nhập bằng: Số tài khoản và mật khẩu');
    await user.click(within(panel).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(stores.customer.isLoggedIn).toBe(false));
    expect(server.requests[0]?.url).toBe('customers/auth/logout');
    expect(browser.assigned).toEqual([]);
    expect(within(header).getByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
  });

  it('logged in by SSO, in English: the method, and log-out through the provider', async () => {
    const { user, header, browser, stores } = renderShell({
      path: '/en/contact',
      session: 'sso',
      handler: () => ({ status: 200, data: { data: { logoutUrl: 'http://localhost/sso/session/end?z' } } }),
    });
    await user.click(within(header).getByRole('button', { name: /Nguyễn Văn An/ }));
    const panel = await screen.findByRole('dialog', { name: /Nguyễn Văn An/ });
    expect(panel.textContent).toContain('Account number: 009C000001');
    expect(panel.textContent).toContain('Logged in with: SSO');
    await user.click(within(panel).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(browser.assigned).toEqual(['http://localhost/sso/session/end?z']));
    expect(stores.customer.ssoLogout).toBe(true);
    expect(sessionStorage.getItem('X_SSO_RETURN')).toBe('/en/contact');
  });

  it('the account panel takes the focus and gives it back on Escape', async () => {
    const { user, header } = renderShell({ session: 'direct' });
    const button = within(header).getByRole('button', { name: /Nguyễn Văn An/ });
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: /Nguyễn Văn An/ });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The account button as it is now: the click may have swapped the placeholder for the
    // loaded menu's own button.
    const current = () => within(header).getByRole('button', { name: /Nguyễn Văn An/ });
    await waitFor(() => expect(document.activeElement).toBe(current()));
  });

  it('shows a placeholder name until the profile is known', () => {
    sessionStorage.setItem('X_ACCESS_TOKEN', 'tok');
    const { header } = renderShell();
    expect(within(header).getByRole('button', { name: 'Tài khoản của tôi' })).toBeTruthy();
  });

  it('no trading action without a trading site', () => {
    const { header } = renderShell({ session: 'sso' });
    expect(within(header).queryByRole('link', { name: /Giao dịch trực tuyến/ })).toBeNull();
    expect(within(header).queryByRole('button', { name: /Giao dịch trực tuyến/ })).toBeNull();
  });

  it('SSO session: online trading is a link to a new tab without an opener', () => {
    const { header } = renderShell({ session: 'sso', tradingSiteUrl: 'https://trade.example' });
    const link = within(header).getByRole('link', { name: /Giao dịch trực tuyến/ });
    expect(link.getAttribute('href')).toBe('https://trade.example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('otherwise online trading logs in by SSO first and asks for the trading site', async () => {
    const { user, header, browser } = renderShell({
      session: 'direct',
      tradingSiteUrl: 'https://trade.example',
      handler: () => ({ status: 200, data: { data: { authorizeUrl: 'http://localhost/sso/auth', state: 's' } } }),
    });
    await user.click(within(header).getByRole('button', { name: 'Giao dịch trực tuyến' }));
    await waitFor(() => expect(browser.assigned).toEqual(['http://localhost/sso/auth']));
    expect(sessionStorage.getItem('X_SSO_OPEN_TRADING')).toBe('true');
  });

  it('the drawer carries online trading for small screens', async () => {
    const { user } = renderShell({ tradingSiteUrl: 'https://trade.example' });
    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Giao dịch trực tuyến' })).toBeTruthy();
  });

  it('a menu link to the trading site gets the behaviour, and no second action appears', async () => {
    const { user, header, browser } = renderShell({
      tradingSiteUrl: 'https://trade.example',
      tradingInMenu: true,
      handler: () => ({ status: 200, data: { data: { authorizeUrl: 'http://localhost/sso/auth', state: 's' } } }),
    });
    const nav = within(header).getByRole('navigation', { name: 'Điều hướng chính' });
    expect(within(header).getAllByRole('button', { name: 'Giao dịch trực tuyến' })).toHaveLength(1);
    await user.click(within(nav).getByRole('button', { name: 'Giao dịch trực tuyến' }));
    await waitFor(() => expect(browser.assigned).toEqual(['http://localhost/sso/auth']));
    expect(sessionStorage.getItem('X_SSO_OPEN_TRADING')).toBe('true');
  });

  it('with an SSO session the menu link to the trading site stays a link to a new tab', () => {
    const { header } = renderShell({ session: 'sso', tradingSiteUrl: 'https://trade.example', tradingInMenu: true });
    const links = within(header).getAllByRole('link', { name: /Giao dịch trực tuyến/ });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('the drawer starts with the account for phones', async () => {
    const { user, stores } = renderShell({ session: 'direct' });
    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const panel = within(drawer).getByRole('region', { name: 'Tài khoản của tôi' });
    expect(panel.textContent).toContain('Nguyễn Văn An');
    expect(panel.textContent).toContain('Số tài khoản: 009C000001');
    await user.click(within(panel).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(stores.customer.isLoggedIn).toBe(false));
    const login = await within(drawer).findByRole('button', { name: 'Đăng nhập' });
    await user.click(login);
    expect(await screen.findByRole('dialog', { name: 'Đăng nhập' })).toBeTruthy();
  });

  it('follows the session as it changes', async () => {
    const { header, stores } = renderShell();
    act(() => stores.customer.setSession({ accessToken: 't', customer: customer('direct') }, { isSso: false }));
    expect(await within(header).findByRole('button', { name: /Nguyễn Văn An/ })).toBeTruthy();
    act(() => stores.customer.expireToken());
    expect(await within(header).findByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Phiên đăng nhập đã hết hạn' })).toBeTruthy();
  });
});
