import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../../../api/testServer';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { TokenExpiredModal } from './TokenExpiredModal';

const authorize = { status: 200, data: { data: { authorizeUrl: 'http://localhost/sso/auth?y', state: 's' } } };

function renderExpired(path: string, reason: 'idle' | 'expired' = 'expired') {
  const server = createFakeServer(() => authorize);
  const view = renderWithProviders(<TokenExpiredModal />, { path, apiAdapter: server.adapter });
  act(() => {
    view.stores.customer.setSession({ accessToken: 'tok', customer: null }, { isSso: true });
    view.stores.customer.expireToken(reason);
  });
  return { ...view, server, user: userEvent.setup() };
}

describe('TokenExpiredModal', () => {
  it('says the session expired and closes', async () => {
    const { user, stores } = renderExpired('/lien-he');
    const dialog = await screen.findByRole('dialog', { name: 'Phiên đăng nhập đã hết hạn' });
    expect(dialog.textContent).toContain('Phiên đăng nhập của quý khách đã hết hạn. Quý khách vui lòng đăng nhập lại.');
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Đóng' });
    await user.click(closeButtons.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stores.customer.tokenExpired).toBe(false);
  });

  it('says when the session ended for inactivity', async () => {
    renderExpired('/lien-he', 'idle');
    const dialog = await screen.findByRole('dialog', { name: 'Phiên đăng nhập đã hết hạn' });
    expect(dialog.textContent).toContain(
      'Quý khách đã được đăng xuất do không thao tác trong một thời gian. Quý khách vui lòng đăng nhập lại.',
    );
  });

  it('"Đăng nhập SSO" goes to the provider and comes back to this page', async () => {
    const { user, browser, server } = renderExpired('/bieu-phi?tab=2');
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập SSO' }));
    await waitFor(() => expect(browser.assigned).toEqual(['http://localhost/sso/auth?y']));
    expect(JSON.parse(String(server.requests[0]?.data))).toEqual({ redirect_uri: 'http://localhost/login-sso' });
    expect(sessionStorage.getItem('X_SSO_RETURN')).toBe('/bieu-phi?tab=2');
  });

  it('in English', async () => {
    const { user, browser, server } = renderExpired('/en/contact');
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(dialog.textContent).toContain('Your session has expired. Please log in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Log in with SSO' }));
    await waitFor(() => expect(browser.assigned).toHaveLength(1));
    expect(JSON.parse(String(server.requests[0]?.data))).toEqual({ redirect_uri: 'http://localhost/en/login-sso' });
  });
});
