import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createFakeServer as createFakeTransport,
  type FakeHandler as FakeTransportHandler,
} from '@brokerage/shared/api/testServer.ts';
import { fixtureCustomer, fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import SsoCallbackPage from './SsoCallbackPage';

const customer = fixtureCustomer({ loginMethod: 'sso' });
const exchanged = () => ({
  status: 200,
  data: { data: { accessToken: 'sso-token', expiresAt: '2026-01-01T00:00:00Z', customer } },
});
const rejected = () => ({ status: 400, data: { errors: [{ code: 'sso_code_invalid', message: 'x', field: 'code' }] } });
const authorize = () => ({ status: 200, data: { data: { authorizeUrl: 'http://localhost/sso/auth?again', state: 's2' } } });

interface Options {
  saved?: Record<string, string>;
  tradingSiteUrl?: string;
  popupsBlocked?: boolean;
  /** False: this tab never started the round trip in the link (someone else's link). */
  startedHere?: boolean;
}

function renderCallback(path: string, handler: FakeTransportHandler, options: Options = {}) {
  const state = new URL(path, 'http://localhost').searchParams.get('state');
  if (state && options.startedHere !== false) sessionStorage.setItem('X_SSO_STATE', state);
  for (const [key, value] of Object.entries(options.saved ?? {})) sessionStorage.setItem(key, value);
  const transport = createFakeTransport(handler);
  const view = renderWithProviders(
    <StrictMode>
      <SsoCallbackPage />
    </StrictMode>,
    {
      path,
      apiAdapter: transport.adapter,
      popupsBlocked: options.popupsBlocked ?? false,
      ...(options.tradingSiteUrl ? { general: fixtureGeneral({ tradingSiteUrl: options.tradingSiteUrl }) } : {}),
    },
  );
  const exchanges = () => transport.requests.filter((r) => r.url === 'customers/auth/login-sso');
  return { ...view, transport, exchanges, user: userEvent.setup() };
}

describe('SSO callback (/login-sso)', () => {
  it('shows the loading state while the code is exchanged', async () => {
    renderCallback('/login-sso?code=c1&state=s1', () => new Promise(() => {}));
    expect((await screen.findByRole('status')).textContent).toContain('Đang đăng nhập');
  });

  it('exchanges once (StrictMode), takes the code out of the address bar and says so', async () => {
    const { exchanges, location, stores } = renderCallback('/login-sso?code=c1&state=s1&Language=vi', exchanged, {
      saved: { X_SSO_RETURN: '/bieu-phi?x=1' },
    });
    expect(await screen.findByRole('heading', { name: 'Đăng nhập thành công' })).toBeTruthy();
    expect(exchanges()).toHaveLength(1);
    expect(JSON.parse(String(exchanges()[0]?.data))).toEqual({
      code: 'c1',
      state: 's1',
      redirect_uri: 'http://localhost/login-sso',
    });
    expect(location.current.search).toBe('?Language=vi');
    expect(stores.customer.isSso).toBe(true);
    expect(sessionStorage.getItem('X_ACCESS_TOKEN')).toBe('sso-token');
    // Then back to the saved page on its own.
    await waitFor(() => expect(location.current.pathname + location.current.search).toBe('/bieu-phi?x=1'), {
      timeout: 5_000,
    });
  });

  it('returns to a page of another site with a full page load', async () => {
    const { user, browser } = renderCallback('/login-sso?code=c1&state=s1', exchanged, {
      saved: { X_SSO_RETURN: '/trung-tam-phan-tich' },
    });
    await user.click(await screen.findByRole('button', { name: 'Tiếp tục' }));
    expect(browser.replaced).toEqual(['/trung-tam-phan-tich']);
  });

  it('an unsafe saved page ends on the home of the language', async () => {
    for (const [path, saved, home] of [
      ['/login-sso?code=a&state=s', '//evil.example', '/'],
      ['/en/login-sso?code=b&state=s', 'https://evil.example', '/en'],
      ['/en/login-sso?code=c&state=s', '/\\evil.example', '/en'],
    ] as const) {
      const { user, location, browser, unmount } = renderCallback(path, exchanged, { saved: { X_SSO_RETURN: saved } });
      await user.click(await screen.findByRole('button', { name: home === '/' ? 'Tiếp tục' : 'Continue' }));
      expect(location.current.pathname).toBe(home);
      expect(browser.assigned.concat(browser.replaced)).toEqual([]);
      unmount();
      sessionStorage.clear();
    }
  });

  it('opens the trading site in a new tab when the round trip was for it', async () => {
    const { browser } = renderCallback('/login-sso?code=c1&state=s1', exchanged, {
      saved: { X_SSO_OPEN_TRADING: 'true', X_SSO_RETURN: '/' },
      tradingSiteUrl: 'https://trade.example',
    });
    expect(await screen.findByRole('heading', { name: 'Đăng nhập thành công' })).toBeTruthy();
    expect(browser.opened).toEqual(['https://trade.example']);
  });

  it('a blocked popup gets a button to open the trading site, and no automatic return', async () => {
    const { user, browser, location } = renderCallback('/en/login-sso?code=c1&state=s1', exchanged, {
      saved: { X_SSO_OPEN_TRADING: 'true', X_SSO_RETURN: '/en/contact' },
      tradingSiteUrl: 'https://trade.example',
      popupsBlocked: true,
    });
    expect(await screen.findByRole('heading', { name: 'Logged in successfully' })).toBeTruthy();
    expect(screen.getByText('Your browser blocked the new window. Use the button below to open online trading.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    expect(location.current.pathname).toBe('/en/login-sso');
    await user.click(screen.getByRole('button', { name: /Open online trading/ }));
    expect(browser.opened).toEqual(['https://trade.example', 'https://trade.example']);
  });

  it('a rejected code: the error and a way back to the saved page', async () => {
    const { user, location, stores } = renderCallback('/login-sso?code=used&state=s1', rejected, {
      saved: { X_SSO_RETURN: '/lien-he' },
    });
    expect(await screen.findByRole('heading', { name: 'Đã có lỗi xảy ra, vui lòng thử lại sau' })).toBeTruthy();
    expect(stores.customer.isLoggedIn).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(location.current.pathname).toBe('/lien-he');
  });

  it('the error in English, from the path or from the provider’s Language', async () => {
    const first = renderCallback('/en/login-sso?code=x&state=s1', rejected);
    expect(await screen.findByRole('heading', { name: 'An error has occurred, please try again later' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    first.unmount();
    renderCallback('/login-sso?code=y&state=s1&Language=en', rejected);
    expect(await screen.findByRole('heading', { name: 'An error has occurred, please try again later' })).toBeTruthy();
  });

  it('a link this tab did not start (login CSRF): says so and logs nobody in', async () => {
    const { exchanges, stores } = renderCallback(
      '/login-sso?code=theirs&state=their-state',
      exchanged,
      {
        startedHere: false,
      },
    );
    expect(
      await screen.findByText(
        'Đăng nhập SSO này không được bắt đầu trên trình duyệt này nên chưa được thực hiện. Nếu quý khách muốn đăng nhập, vui lòng đăng nhập lại từ trang web.',
      ),
    ).toBeTruthy();
    expect(exchanges()).toHaveLength(0);
    expect(stores.customer.isLoggedIn).toBe(false);
  });

  it('the customer cancelled at the provider', async () => {
    const { exchanges } = renderCallback('/login-sso?error=access_denied&state=s1', exchanged);
    expect(await screen.findByText('Quý khách đã huỷ đăng nhập qua SSO.')).toBeTruthy();
    expect(exchanges()).toHaveLength(0);
  });

  it('TimeOut: the SSO session timed out; "log in again" starts a new round trip to the same page', async () => {
    const { user, browser, transport } = renderCallback('/login-sso?TimeOut=true&Language=vi', authorize, {
      saved: { X_SSO_RETURN: '/bieu-phi', X_SSO_OPEN_TRADING: 'true' },
    });
    expect(await screen.findByText('Phiên đăng nhập SSO đã hết hạn. Quý khách vui lòng đăng nhập lại.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Đăng nhập lại' }));
    await waitFor(() => expect(browser.assigned).toEqual(['http://localhost/sso/auth?again']));
    expect(transport.requests.map((r) => r.url)).toEqual(['customers/auth/sso-authorize']);
    expect(sessionStorage.getItem('X_SSO_RETURN')).toBe('/bieu-phi');
    expect(sessionStorage.getItem('X_SSO_OPEN_TRADING')).toBe('true');
  });

  it('back from the provider’s log-off: clears the flag and returns to the saved page', async () => {
    const { browser, stores, exchanges } = renderCallback('/login-sso', exchanged, {
      saved: { X_SSO_LOGOUT: 'true', X_SSO_RETURN: '/trung-tam-phan-tich?stock_symbol=FPT' },
    });
    await waitFor(() => expect(browser.replaced).toEqual(['/trung-tam-phan-tich?stock_symbol=FPT']));
    expect(stores.customer.ssoLogout).toBe(false);
    expect(sessionStorage.getItem('X_SSO_LOGOUT')).toBeNull();
    expect(exchanges()).toHaveLength(0);
  });
});
