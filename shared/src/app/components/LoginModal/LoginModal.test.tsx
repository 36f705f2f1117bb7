import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServer, type FakeHandler } from '../../../api/testServer';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { LoginModal } from './LoginModal';
import { fixtureCustomer } from '../../../testing/fixtures';

const customer = fixtureCustomer();
const loggedIn = { status: 200, data: { data: { accessToken: 'tok', expiresAt: '2026-01-01T00:00:00Z', customer } } };
const error = (status: number, code: string, headers: Record<string, string> = {}) => ({
  status,
  headers,
  data: { errors: [{ code, message: code }] },
});

function renderModal(handler: FakeHandler, { path = '/lien-he', returnUrl }: { path?: string; returnUrl?: string } = {}) {
  const server = createFakeServer(handler);
  const view = renderWithProviders(<LoginModal />, { path, apiAdapter: server.adapter });
  act(() => view.stores.customerAuth.openLogin(returnUrl === undefined ? {} : { returnUrl }));
  return { ...view, server, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, account: string, password: string, en = false) {
  if (account) await user.type(screen.getByRole('textbox', { name: en ? /Account number/ : /Số tài khoản/ }), account);
  if (password) await user.type(screen.getByLabelText(en ? /^Password/ : /^Mật khẩu/), password);
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getAllByRole('button', { name: en ? 'Log in' : 'Đăng nhập' }).at(-1)!);
}

describe('LoginModal', () => {
  it('is a labelled dialog with the direct form and the SSO button, in Vietnamese', async () => {
    renderModal(() => loggedIn);
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    const account = within(dialog).getByRole('textbox', { name: /Số tài khoản/ });
    expect(account.getAttribute('placeholder')).toBe('009C…');
    expect(account.getAttribute('autocomplete')).toBe('username');
    expect(within(dialog).getByLabelText(/^Mật khẩu/).getAttribute('type')).toBe('password');
    expect(within(dialog).getByRole('button', { name: 'Đăng nhập bằng SSO' })).toBeTruthy();
  });

  it('shows and hides the password with a named toggle', async () => {
    const { user } = renderModal(() => loggedIn);
    const password = await screen.findByLabelText(/^Mật khẩu/);
    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('checks each field with the shared schema before sending anything', async () => {
    const { user, server } = renderModal(() => loggedIn);
    await screen.findByRole('dialog');
    await fillAndSubmit(user, '', '');
    expect(await screen.findAllByText('Vui lòng nhập thông tin này.')).toHaveLength(2);
    // The first field to correct gets the focus.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Số tài khoản/ }));
    await fillAndSubmit(user, '12345', 'secret');
    expect(
      await screen.findByText('Số tài khoản không đúng định dạng (3 chữ số, 1 chữ cái và 6 chữ số, ví dụ 009C123456).'),
    ).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('says the same in English', async () => {
    const server = createFakeServer(() => loggedIn);
    const view = renderWithProviders(<LoginModal />, { path: '/en/contact', apiAdapter: server.adapter });
    act(() => view.stores.customerAuth.openLogin());
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('button', { name: 'Log in with SSO' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Show password' })).toBeTruthy();
    await fillAndSubmit(user, 'abc', '', true);
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(
      screen.getByText('The account number is not valid (3 digits, a letter and 6 digits, e.g. 009C123456).'),
    ).toBeTruthy();
  });

  it('a wrong password: the form-level message, the account number kept, the modal open', async () => {
    const { user, stores } = renderModal(() => error(401, 'invalid_credentials'));
    await screen.findByRole('dialog');
    await fillAndSubmit(user, '009C000001', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Số tài khoản hoặc mật khẩu không đúng.');
    expect((screen.getByRole('textbox', { name: /Số tài khoản/ }) as HTMLInputElement).value).toBe('009C000001');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(stores.customer.isLoggedIn).toBe(false);
    // Typing again clears the old answer.
    await user.type(screen.getByLabelText(/^Mật khẩu/), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('too many attempts from this address, in English, with plural minutes', async () => {
    const server = createFakeServer(() => error(429, 'too_many_attempts', { 'retry-after': '60' }));
    const view = renderWithProviders(<LoginModal />, { path: '/en', apiAdapter: server.adapter });
    act(() => view.stores.customerAuth.openLogin());
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    await fillAndSubmit(user, '009C000001', 'x', true);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many login attempts. Please try again in 1 minute.');
  });

  // login_delayed: this client at this account, or every unknown client of an account that
  // strangers guessed at (never a lock): the wait, and the way round it, in the user's language.
  it.each([
    [
      '/lien-he',
      '8',
      'Tài khoản này đã bị nhập sai mật khẩu nhiều lần. Quý khách vui lòng đợi 8 giây rồi thử lại, hoặc đăng nhập trên trình duyệt quý khách đã từng đăng nhập.',
    ],
    [
      '/en',
      '1',
      'Too many incorrect passwords for this account. Please wait 1 second and try again, or log in from a browser you have logged in with before.',
    ],
    [
      '/en',
      '64',
      'Too many incorrect passwords for this account. Please wait 64 seconds and try again, or log in from a browser you have logged in with before.',
    ],
    // A wait that long reads in minutes (rounded up: trying earlier is refused again).
    [
      '/lien-he',
      '900',
      'Tài khoản này đã bị nhập sai mật khẩu nhiều lần. Quý khách vui lòng đợi 15 phút rồi thử lại, hoặc đăng nhập trên trình duyệt quý khách đã từng đăng nhập.',
    ],
    [
      '/en',
      '130',
      'Too many incorrect passwords for this account. Please wait 3 minutes and try again, or log in from a browser you have logged in with before.',
    ],
  ])('login_delayed on %s with Retry-After %s names the wait', async (path, retryAfter, text) => {
    const { user } = renderModal(() => error(429, 'login_delayed', { 'retry-after': retryAfter }), { path });
    await screen.findByRole('dialog');
    await fillAndSubmit(user, '009C000001', 'wrong', path === '/en');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it.each([
    ['/lien-he', 'Hệ thống đang nhận quá nhiều yêu cầu đăng nhập. Quý khách vui lòng thử lại sau giây lát.'],
    ['/en', 'The login service is receiving too many requests. Please try again in a moment.'],
  ])('login_busy on %s asks to try again in a moment', async (path, text) => {
    const { user } = renderModal(() => error(429, 'login_busy', { 'retry-after': '1' }), { path });
    await screen.findByRole('dialog');
    await fillAndSubmit(user, '009C000001', 'AnPhat@26', path === '/en');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  // An address the SSO does not know is said as such, not as an SSO outage.
  it.each([
    [
      400,
      'sso_origin_unknown',
      'Trang web đang được mở bằng một địa chỉ mà hệ thống SSO không nhận. Quý khách vui lòng mở trang bằng địa chỉ chính thức rồi đăng nhập lại.',
    ],
    [502, 'sso_unavailable', 'Chưa kết nối được hệ thống SSO. Quý khách vui lòng thử lại sau.'],
  ])('the SSO button answered %i %s says so', async (status, code, text) => {
    const { user } = renderModal(() => error(status, code));
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập bằng SSO' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('a network failure is the generic message', async () => {
    const { user } = renderModal(() => Promise.reject(new Error('offline')));
    await screen.findByRole('dialog');
    await fillAndSubmit(user, '009C000001', 'AnPhat@26');
    expect((await screen.findByRole('alert')).textContent).toBe('Đã có lỗi xảy ra. Quý khách vui lòng thử lại.');
  });

  it('logs in, closes and stays on the page', async () => {
    const { user, stores, location, browser } = renderModal(() => loggedIn);
    await screen.findByRole('dialog');
    await fillAndSubmit(user, '009c000001', 'AnPhat@26');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stores.customer.customer?.fullName).toBe('Nguyễn Văn An');
    expect(stores.customer.isSso).toBe(false);
    expect(location.current.pathname).toBe('/lien-he');
    expect(browser.assigned).toEqual([]);
  });

  it('goes to the return URL: a router move in this site, a full load into another', async () => {
    const same = renderModal(() => loggedIn, { returnUrl: '/bieu-phi?x=1' });
    await screen.findByRole('dialog');
    await fillAndSubmit(same.user, '009C000001', 'AnPhat@26');
    await waitFor(() => expect(same.location.current.pathname).toBe('/bieu-phi'));
    expect(same.browser.assigned).toEqual([]);
    same.unmount();

    const other = renderModal(() => loggedIn, { returnUrl: '/trung-tam-phan-tich' });
    await screen.findByRole('dialog');
    await fillAndSubmit(other.user, '009C000001', 'AnPhat@26');
    await waitFor(() => expect(other.browser.assigned).toEqual(['/trung-tam-phan-tich']));
  });

  it('the SSO button asks for the authorize URL and leaves for it, coming back to the return URL', async () => {
    const { user, browser, server } = renderModal(
      () => ({ status: 200, data: { data: { authorizeUrl: 'http://localhost/sso/auth?x', state: 's' } } }),
      { returnUrl: '/bieu-phi' },
    );
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập bằng SSO' }));
    await waitFor(() => expect(browser.assigned).toEqual(['http://localhost/sso/auth?x']));
    expect(server.requests[0]?.url).toBe('customers/auth/sso-authorize');
    expect(sessionStorage.getItem('X_SSO_RETURN')).toBe('/bieu-phi');
  });

  it('closes on Escape and with the close button', async () => {
    const { user, stores } = renderModal(() => loggedIn);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stores.customerAuth.loginOpen).toBe(false);
    act(() => stores.customerAuth.openLogin());
    await user.click(await screen.findByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
