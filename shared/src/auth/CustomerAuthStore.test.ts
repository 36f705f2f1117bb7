import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { TransportRequest } from '../api/transport';
import { createCustomerApi } from '../api/customerApi';
import { createFakeServer, type FakeReply } from '../api/testServer';
import { createSession } from './createSession';
import { SESSION_KEYS, createMemoryStorage } from './storage';
import type { SystemGeneral } from '../validation/content';
import type { Customer } from '../validation/customers';
import { createFakeRecaptcha, type FakeRecaptcha } from '../testing/fakeRecaptcha';
import { fixtureCustomer, fixtureGeneral } from '../testing/fixtures';
import { createFakeBrowser } from '../testing/renderWithProviders';
import { CustomerAuthStore } from './CustomerAuthStore';
import { UiStore } from '../app/stores/UiStore';

const customer = (loginMethod: Customer['loginMethod'] = 'direct'): Customer =>
  fixtureCustomer({ email: 'an@example.com', loginMethod });
const loginResult = (loginMethod: Customer['loginMethod'] = 'direct') => ({
  accessToken: loginMethod === 'sso' ? 'sso-token' : 'direct-token',
  expiresAt: '2026-01-01T08:00:00Z',
  customer: customer(loginMethod),
});
const ok = (data: unknown): FakeReply => ({ status: 200, data: { data } });
const fail = (status: number, code: string, extra: Partial<FakeReply> & { field?: string } = {}): FakeReply => ({
  status,
  headers: extra.headers ?? {},
  data: { errors: [{ code, message: `msg:${code}`, ...(extra.field ? { field: extra.field } : {}) }] },
});

type Route = (request: TransportRequest, body: Record<string, unknown>) => FakeReply | Promise<FakeReply>;

interface SetupOptions {
  locale?: 'vi' | 'en';
  path?: string;
  general?: SystemGeneral | null;
  settingsLoading?: boolean;
  popupsBlocked?: boolean;
  /** Default: none, as for a site without a reCAPTCHA key. */
  recaptcha?: FakeRecaptcha;
}

function setup(routes: Record<string, Route>, options: SetupOptions = {}) {
  const server = createFakeServer(async (request) => {
    const route = routes[request.url ?? ''];
    if (!route) return { status: 599, data: null };
    const body = typeof request.data === 'string' ? (JSON.parse(request.data) as Record<string, unknown>) : {};
    return route(request, body);
  });
  const storage = createMemoryStorage();
  const session = createSession({
    adapter: server.adapter,
    sessionStorage: storage,
    localStorage: createMemoryStorage(),
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
  });
  const ui = new UiStore(options.locale ?? 'vi');
  const system = observable({
    general: options.general ?? null,
    loading: options.settingsLoading ?? false,
  });
  let path = options.path ?? '/lien-he?tab=2';
  const browser = createFakeBrowser(() => path, { popupsBlocked: options.popupsBlocked ?? false });
  const auth = new CustomerAuthStore({
    customer: session.customer,
    api: createCustomerApi(session.api),
    ui,
    system,
    storage,
    browser,
    recaptcha: options.recaptcha,
  });
  const calls = (url: string) => server.requests.filter((r) => r.url === url);
  return {
    auth,
    customer: session.customer,
    recruit: session.recruit,
    storage,
    browser,
    system,
    server,
    calls,
    goTo: (next: string) => (path = next),
    /** As if `startSso` in this tab had been given `state` (the round trip's own). */
    started: (state: string) => storage.setItem(SESSION_KEYS.ssoState, state),
  };
}

describe('CustomerAuthStore: the login modal and the direct login', () => {
  it('opens with a safe return path and closes', () => {
    const { auth } = setup({});
    auth.openLogin({ returnUrl: '/bao-cao-phan-tich/3' });
    expect(auth.loginOpen).toBe(true);
    expect(auth.loginReturnPath).toBe('/bao-cao-phan-tich/3');
    auth.openLogin({ returnUrl: '//evil.example' });
    expect(auth.loginReturnPath).toBe('/');
    auth.openLogin();
    expect(auth.loginReturnPath).toBeNull();
    auth.closeLogin();
    expect(auth.loginOpen).toBe(false);
  });

  it('a direct login stores a direct session, closes the modal and names the return path', async () => {
    const { auth, customer, storage, calls } = setup({ 'customers/auth/login': () => ok(loginResult()) });
    auth.openLogin({ returnUrl: '/en/contact' });
    const result = await auth.loginDirect({ accountNumber: '009c000001', password: 'AnPhat@26' });
    expect(result).toEqual({ ok: true, returnPath: '/en/contact' });
    expect(customer.isLoggedIn).toBe(true);
    expect(customer.isSso).toBe(false);
    expect(customer.customer?.fullName).toBe('Nguyễn Văn An');
    expect(storage.getItem(SESSION_KEYS.isSso)).toBe('false');
    expect(auth.loginOpen).toBe(false);
    expect(auth.submitting).toBe(false);
    // Anonymous: a token of another session must not ride along with a login attempt.
    expect(calls('customers/auth/login')[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the reCAPTCHA token of the `login` action when there is one, and no field otherwise', async () => {
    const recaptcha = createFakeRecaptcha();
    const { auth, calls } = setup({ 'customers/auth/login': () => ok(loginResult()) }, { recaptcha });
    await auth.loginDirect({ accountNumber: '009C000001', password: 'AnPhat@26' });
    expect(recaptcha.actions).toEqual(['login']);
    expect(JSON.parse(String(calls('customers/auth/login')[0]?.data))).toEqual({
      accountNumber: '009C000001',
      password: 'AnPhat@26',
      grecaptcha_token: 'token:login',
    });

    recaptcha.answer = null;
    await auth.loginDirect({ accountNumber: '009C000001', password: 'AnPhat@26' });
    expect(JSON.parse(String(calls('customers/auth/login')[1]?.data))).toEqual({
      accountNumber: '009C000001',
      password: 'AnPhat@26',
    });
  });

  it('wrong credentials: a form-level error, no session, the modal stays open', async () => {
    const { auth, customer } = setup({ 'customers/auth/login': () => fail(401, 'invalid_credentials') });
    auth.openLogin();
    const result = await auth.loginDirect({ accountNumber: '009C000001', password: 'wrong' });
    expect(result).toEqual({ ok: false, error: 'invalidCredentials' });
    expect(auth.loginError).toBe('invalidCredentials');
    expect(auth.loginOpen).toBe(true);
    expect(customer.isLoggedIn).toBe(false);
    expect(customer.tokenExpired).toBe(false);
    auth.clearLoginError();
    expect(auth.loginError).toBeNull();
  });

  it('a failed login leaves an existing session and its token-expired state alone', async () => {
    const { auth, customer } = setup({ 'customers/auth/login': () => fail(401, 'invalid_credentials') });
    customer.setSession({ accessToken: 'live', customer: customer.customer }, { isSso: true });
    await auth.loginDirect({ accountNumber: '009C000001', password: 'wrong' });
    expect(customer.accessToken).toBe('live');
    expect(customer.tokenExpired).toBe(false);
  });

  it.each([
    ['too_many_attempts', '900', 'tooManyAttempts', 15],
    ['too_many_attempts', '61', 'tooManyAttempts', 2],
    ['too_many_attempts', '30', 'tooManyAttempts', 1],
    // The per-address rate limit in front of the login reads the same.
    ['rate_limited', '60', 'tooManyAttempts', 1],
    ['too_many_attempts', undefined, 'tooManyAttempts', null],
  ] as const)('429 %s with Retry-After %s gives %s in %s minutes', async (code, retryAfter, error, minutes) => {
    const { auth } = setup({
      'customers/auth/login': () => fail(429, code, { headers: retryAfter ? { 'retry-after': retryAfter } : {} }),
    });
    await expect(auth.loginDirect({ accountNumber: '009C000001', password: 'x' })).resolves.toEqual({ ok: false, error });
    expect(auth.loginError).toBe(error);
    expect(auth.retryAfterMinutes).toBe(minutes);
  });

  it('a 400 on a field of the form is shown on it; on another field it is a plain failure', async () => {
    let field = 'accountNumber';
    const { auth } = setup({ 'customers/auth/login': () => fail(400, 'account_invalid', { field }) });
    await expect(auth.loginDirect({ accountNumber: '1', password: 'x' })).resolves.toEqual({ ok: false, error: 'invalid' });
    expect(auth.fieldErrors).toEqual({ accountNumber: 'msg:account_invalid' });
    field = 'grecaptcha_token';
    await expect(auth.loginDirect({ accountNumber: '1', password: 'x' })).resolves.toEqual({ ok: false, error: 'failed' });
    expect(auth.fieldErrors).toEqual({});
  });

  it('the network or a server error is the generic failure', async () => {
    const { auth } = setup({ 'customers/auth/login': () => ({ status: 500, data: '<html>' }) });
    await expect(auth.loginDirect({ accountNumber: '009C000001', password: 'x' })).resolves.toEqual({
      ok: false,
      error: 'failed',
    });
    const offline = setup({ 'customers/auth/login': () => Promise.reject(new Error('offline')) });
    await expect(offline.auth.loginDirect({ accountNumber: '009C000001', password: 'x' })).resolves.toEqual({
      ok: false,
      error: 'failed',
    });
  });

  it('a 429 login_delayed asks for seconds; login_busy says the service is busy', async () => {
    const delayed = setup({
      'customers/auth/login': () => fail(429, 'login_delayed', { headers: { 'retry-after': '4' } }),
    });
    await expect(
      delayed.auth.loginDirect({ accountNumber: '009C000001', password: 'x' }),
    ).resolves.toEqual({
      ok: false,
      error: 'loginDelayed',
    });
    expect(delayed.auth.retryAfterSeconds).toBe(4);
    const busy = setup({
      'customers/auth/login': () => fail(429, 'login_busy', { headers: { 'retry-after': '30' } }),
    });
    await busy.auth.loginDirect({ accountNumber: '009C000001', password: 'x' });
    expect(busy.auth.loginError).toBe('loginBusy');
    busy.auth.clearLoginError();
    expect(busy.auth.retryAfterSeconds).toBeNull();
  });

  it('a second submit while one is on its way is refused', async () => {
    let release: (reply: FakeReply) => void = () => {};
    const { auth, calls } = setup({ 'customers/auth/login': () => new Promise((resolve) => (release = resolve)) });
    const first = auth.loginDirect({ accountNumber: '009C000001', password: 'x' });
    expect(auth.submitting).toBe(true);
    await expect(auth.loginDirect({ accountNumber: '009C000001', password: 'x' })).resolves.toEqual({
      ok: false,
      error: 'failed',
    });
    await vi.waitFor(() => expect(calls('customers/auth/login')).toHaveLength(1));
    release(ok(loginResult()));
    await expect(first).resolves.toMatchObject({ ok: true });
  });
});

describe('CustomerAuthStore: SSO login', () => {
  const authorize = (body: Record<string, unknown>) =>
    ok({ authorizeUrl: `http://localhost/sso/auth?redirect_uri=${String(body.redirect_uri)}`, state: 's1' });

  it('startSso remembers this page, asks for the authorize URL of this language and goes there', async () => {
    const { auth, storage, browser, calls } = setup(
      { 'customers/auth/sso-authorize': (_r, body) => authorize(body) },
      { locale: 'en', path: '/en/contact?x=1' },
    );
    await expect(auth.startSso()).resolves.toBe(true);
    expect(storage.getItem(SESSION_KEYS.ssoReturn)).toBe('/en/contact?x=1');
    expect(storage.getItem(SESSION_KEYS.ssoOpenTrading)).toBeNull();
    expect(JSON.parse(String(calls('customers/auth/sso-authorize')[0]?.data))).toEqual({
      redirect_uri: 'http://localhost/en/login-sso',
    });
    expect(browser.assigned).toEqual(['http://localhost/sso/auth?redirect_uri=http://localhost/en/login-sso']);
    expect(auth.ssoStarting).toBe(true);
  });

  it('startSso keeps a given return path only when it is safe, and the trading wish', async () => {
    const { auth, storage } = setup({ 'customers/auth/sso-authorize': (_r, body) => authorize(body) });
    await auth.startSso({ returnUrl: '/\\evil.example', openTrading: true });
    expect(storage.getItem(SESSION_KEYS.ssoReturn)).toBe('/');
    expect(storage.getItem(SESSION_KEYS.ssoOpenTrading)).toBe('true');
  });

  it('startSso failing shows the error in the login modal and stays on the page', async () => {
    const { auth, browser } = setup({ 'customers/auth/sso-authorize': () => fail(502, 'sso_unavailable') });
    await expect(auth.startSso()).resolves.toBe(false);
    expect(auth.ssoError).toBe('failed');
    expect(auth.ssoStarting).toBe(false);
    expect(auth.loginOpen).toBe(true);
    expect(browser.assigned).toEqual([]);
  });

  it('startSso keeps the round trip’s state in this tab', async () => {
    const { auth, storage } = setup({
      'customers/auth/sso-authorize': (_r, body) => authorize(body),
    });
    await auth.startSso();
    expect(storage.getItem(SESSION_KEYS.ssoState)).toBe('s1');
  });

  it('startSso names an address the SSO does not know apart from an SSO that is down', async () => {
    const down = setup({ 'customers/auth/sso-authorize': () => fail(502, 'sso_unavailable') });
    await down.auth.startSso();
    expect(down.auth.ssoError).toBe('failed');
    const elsewhere = setup({
      'customers/auth/sso-authorize': () =>
        fail(400, 'sso_origin_unknown', { field: 'redirect_uri' }),
    });
    await elsewhere.auth.startSso();
    expect(elsewhere.auth.ssoError).toBe('unknownOrigin');
    expect(elsewhere.storage.getItem(SESSION_KEYS.ssoState)).toBeNull();
    elsewhere.auth.closeLogin();
    expect(elsewhere.auth.ssoError).toBeNull();
  });

  it('refuses a callback this tab did not start (login CSRF), without asking the API', async () => {
    const { auth, customer, calls, started, storage } = setup({
      'customers/auth/login-sso': () => ok(loginResult('sso')),
    });
    // A fresh browser opening someone else's link: no state of its own.
    await expect(auth.completeSso('?code=theirs&state=their-state')).resolves.toMatchObject({
      status: 'error',
      reason: 'stateMismatch',
    });
    // This tab started another round trip: the link's state is not that one.
    started('mine');
    await expect(auth.completeSso('?code=theirs2&state=their-state')).resolves.toMatchObject({
      status: 'error',
      reason: 'stateMismatch',
    });
    expect(calls('customers/auth/login-sso')).toHaveLength(0);
    expect(customer.isLoggedIn).toBe(false);
    // The state is for one return: it is gone after it.
    expect(storage.getItem(SESSION_KEYS.ssoState)).toBeNull();
  });

  it('the API refusing this browser (sso_browser_mismatch) is the same error', async () => {
    const { auth, customer, started } = setup({
      'customers/auth/login-sso': () => fail(400, 'sso_browser_mismatch', { field: 'state' }),
    });
    started('s1');
    await expect(auth.completeSso('?code=c1&state=s1')).resolves.toMatchObject({
      status: 'error',
      reason: 'stateMismatch',
    });
    expect(customer.isLoggedIn).toBe(false);
  });

  it('completeSso exchanges the code with this language’s callback and returns to the saved page', async () => {
    const { auth, customer, storage, calls, started } = setup(
      { 'customers/auth/login-sso': () => ok(loginResult('sso')) },
      { path: '/login-sso?code=c1&state=s1' },
    );
    storage.setItem(SESSION_KEYS.ssoReturn, '/bao-cao-phan-tich?x=1');
    started('s1');
    await expect(auth.completeSso('?code=c1&state=s1')).resolves.toEqual({
      status: 'success',
      returnPath: '/bao-cao-phan-tich?x=1',
      tradingUrl: null,
      locale: 'vi',
    });
    expect(JSON.parse(String(calls('customers/auth/login-sso')[0]?.data))).toEqual({
      code: 'c1',
      state: 's1',
      redirect_uri: 'http://localhost/login-sso',
    });
    expect(customer.isSso).toBe(true);
    expect(customer.accessToken).toBe('sso-token');
    expect(storage.getItem(SESSION_KEYS.isSso)).toBe('true');
    expect(storage.getItem(SESSION_KEYS.ssoReturn)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.ssoState)).toBeNull();
  });

  it('completeSso sends the reCAPTCHA token of the `login_sso` action when there is one', async () => {
    const recaptcha = createFakeRecaptcha();
    const { auth, calls, started } = setup({ 'customers/auth/login-sso': () => ok(loginResult('sso')) }, { recaptcha });
    started('s1');
    await expect(auth.completeSso('?code=c1&state=s1')).resolves.toMatchObject({ status: 'success' });
    expect(recaptcha.actions).toEqual(['login_sso']);
    expect(JSON.parse(String(calls('customers/auth/login-sso')[0]?.data))).toEqual({
      code: 'c1',
      state: 's1',
      redirect_uri: 'http://localhost/login-sso',
      grecaptcha_token: 'token:login_sso',
    });

    recaptcha.answer = null;
    started('s2');
    await expect(auth.completeSso('?code=c2&state=s2')).resolves.toMatchObject({ status: 'success' });
    expect(JSON.parse(String(calls('customers/auth/login-sso')[1]?.data))).not.toHaveProperty('grecaptcha_token');
  });

  it('completeSso exchanges a code once however often it is called (StrictMode, re-renders)', async () => {
    const { auth, calls, started } = setup({ 'customers/auth/login-sso': () => ok(loginResult('sso')) });
    started('s1');
    const [a, b] = await Promise.all([auth.completeSso('code=c1&state=s1'), auth.completeSso('?code=c1&state=s1')]);
    expect(a).toEqual(b);
    expect(await auth.completeSso('code=c1&state=s1')).toEqual(a);
    expect(calls('customers/auth/login-sso')).toHaveLength(1);
  });

  it('a replayed or rejected code is the error state, with the saved page to come back to', async () => {
    const { auth, customer, storage, started } = setup(
      { 'customers/auth/login-sso': () => fail(400, 'sso_code_invalid', { field: 'code' }) },
      { locale: 'en' },
    );
    started('s1');
    storage.setItem(SESSION_KEYS.ssoReturn, '/en/contact');
    storage.setItem(SESSION_KEYS.ssoOpenTrading, 'true');
    await expect(auth.completeSso('?code=old&state=s1')).resolves.toEqual({
      status: 'error',
      reason: 'failed',
      returnPath: '/en/contact',
      openTrading: true,
      locale: 'en',
    });
    expect(customer.isLoggedIn).toBe(false);
  });

  it('an unsafe saved page falls back to the home of the screen’s language', async () => {
    for (const [saved, language, home] of [
      ['//evil.example', 'vi', '/'],
      ['https://evil.example', 'en', '/en'],
      ['/\\evil.example', 'en', '/en'],
    ] as const) {
      const { auth, storage, started } = setup({
        'customers/auth/login-sso': () => ok(loginResult('sso')),
      });
      storage.setItem(SESSION_KEYS.ssoReturn, saved);
      started('s');
      const result = await auth.completeSso(`?code=c&state=s&Language=${language}`);
      expect(result).toMatchObject({ status: 'success', returnPath: home, locale: language });
    }
  });

  it('TimeOut, a provider error and a missing state end in the error state without a call', async () => {
    const { auth, calls, started } = setup({ 'customers/auth/login-sso': () => ok(loginResult('sso')) });
    await expect(auth.completeSso('?code=a&state=s&TimeOut=true')).resolves.toMatchObject({ reason: 'timeout' });
    await expect(auth.completeSso('?TimeOut=1&Language=en')).resolves.toMatchObject({ reason: 'timeout', locale: 'en' });
    await expect(auth.completeSso('?error=access_denied&state=s')).resolves.toMatchObject({ reason: 'denied' });
    await expect(auth.completeSso('?error=server_error')).resolves.toMatchObject({ reason: 'failed' });
    await expect(auth.completeSso('?code=b')).resolves.toMatchObject({ reason: 'failed' });
    await expect(auth.completeSso('')).resolves.toMatchObject({ status: 'error', reason: 'failed' });
    expect(calls('customers/auth/login-sso')).toHaveLength(0);
    // A falsy TimeOut is no timeout.
    started('s');
    await expect(auth.completeSso('?code=c&state=s&TimeOut=0')).resolves.toMatchObject({ status: 'success' });
  });

  it('opens the trading site after an SSO login started for it, waiting for the settings', async () => {
    const { auth, storage, system } = setup(
      { 'customers/auth/login-sso': () => ok(loginResult('sso')) },
      { settingsLoading: true },
    );
    storage.setItem(SESSION_KEYS.ssoOpenTrading, 'true');
    storage.setItem(SESSION_KEYS.ssoState, 's');
    const pending = auth.completeSso('?code=c&state=s');
    setTimeout(() =>
      runInAction(() => {
        system.general = fixtureGeneral({ tradingSiteUrl: 'https://trade.example' });
        system.loading = false;
      }),
    );
    await expect(pending).resolves.toMatchObject({ status: 'success', tradingUrl: 'https://trade.example' });
  });

  it('gives the trading URL when the settings have it, and only a web address', async () => {
    const general = fixtureGeneral({ tradingSiteUrl: 'https://trade.example/login' });
    const { auth, storage } = setup({ 'customers/auth/login-sso': () => ok(loginResult('sso')) }, { general });
    storage.setItem(SESSION_KEYS.ssoOpenTrading, 'true');
    storage.setItem(SESSION_KEYS.ssoState, 's');
    await expect(auth.completeSso('?code=c&state=s')).resolves.toMatchObject({
      tradingUrl: 'https://trade.example/login',
    });
    const bad = setup({}, { general: fixtureGeneral({ tradingSiteUrl: 'javascript:alert(1)' }) });
    expect(bad.auth.tradingSiteUrl).toBeNull();
  });

  it('back from the provider’s log-off: clears the flag and returns to the saved page', async () => {
    const { auth, customer, storage, calls } = setup({});
    customer.markSsoLogout();
    storage.setItem(SESSION_KEYS.ssoReturn, '/lien-he');
    const result = await auth.completeSso('?state=xyz');
    expect(result).toEqual({ status: 'loggedOut', returnPath: '/lien-he', locale: 'vi' });
    expect(customer.ssoLogout).toBe(false);
    // StrictMode asks twice: the same answer, though the flag is gone now.
    await expect(auth.completeSso('?state=xyz')).resolves.toEqual(result);
    expect(calls('customers/auth/login-sso')).toHaveLength(0);
  });
});

describe('CustomerAuthStore: online trading', () => {
  const general = fixtureGeneral({ tradingSiteUrl: 'https://trade.example' });

  it('an SSO session opens the trading site in a new tab without an opener', async () => {
    const { auth, customer, browser } = setup({}, { general });
    customer.setSession({ accessToken: 't', customer: null }, { isSso: true });
    await auth.openTrading();
    expect(browser.opened).toEqual(['https://trade.example']);
    expect(browser.assigned).toEqual([]);
  });

  it('anyone else logs in by SSO first, asking the callback to open it', async () => {
    const { auth, customer, storage, browser } = setup(
      { 'customers/auth/sso-authorize': () => ok({ authorizeUrl: 'http://localhost/sso/auth', state: 's' }) },
      { general },
    );
    customer.setSession({ accessToken: 't', customer: null }, { isSso: false });
    await auth.openTrading();
    expect(browser.opened).toEqual([]);
    expect(storage.getItem(SESSION_KEYS.ssoOpenTrading)).toBe('true');
    expect(browser.assigned).toEqual(['http://localhost/sso/auth']);
  });

  it('recognises links to the trading site, with or without the trailing slash', () => {
    const { auth } = setup({}, { general: fixtureGeneral({ tradingSiteUrl: 'https://trade.example/' }) });
    expect(auth.isTradingSiteLink('https://trade.example')).toBe(true);
    expect(auth.isTradingSiteLink(' https://trade.example/ ')).toBe(true);
    expect(auth.isTradingSiteLink('https://trade.example/other')).toBe(false);
    expect(auth.isTradingSiteLink('https://evil.example/')).toBe(false);
    expect(auth.isTradingSiteLink('/lien-he')).toBe(false);
    expect(setup({}).auth.isTradingSiteLink('https://trade.example')).toBe(false);
  });

  it('reports a blocked popup', () => {
    const { auth } = setup({}, { general, popupsBlocked: true });
    expect(auth.openInNewTab('https://trade.example')).toBe(false);
  });
});

describe('CustomerAuthStore: log-out', () => {
  it('direct: revokes the token, then forgets the customer and the flag; no redirect', async () => {
    const { auth, customer, storage, browser, calls } = setup({
      'customers/auth/logout': () => ok({ logoutUrl: null }),
    });
    customer.setSession(loginResult(), { isSso: false });
    await auth.logout();
    expect(calls('customers/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer direct-token');
    expect(JSON.parse(String(calls('customers/auth/logout')[0]?.data))).toEqual({});
    expect(customer.isLoggedIn).toBe(false);
    expect(storage.getItem(SESSION_KEYS.isSso)).toBeNull();
    expect(customer.ssoLogout).toBe(false);
    expect(browser.assigned).toEqual([]);
    expect(auth.loggingOut).toBe(false);
  });

  it('SSO: asks for the provider’s log-off back to this language, marks it, saves the page, goes', async () => {
    const { auth, customer, storage, browser, calls } = setup(
      { 'customers/auth/logout': () => ok({ logoutUrl: 'http://localhost/sso/session/end?x=1' }) },
      { locale: 'en', path: '/en/contact?y=2' },
    );
    customer.setSession(loginResult('sso'), { isSso: true });
    await auth.logout();
    expect(JSON.parse(String(calls('customers/auth/logout')[0]?.data))).toEqual({
      redirect_uri: 'http://localhost/en/login-sso',
    });
    expect(customer.isLoggedIn).toBe(false);
    expect(customer.ssoLogout).toBe(true);
    expect(storage.getItem(SESSION_KEYS.ssoLogout)).toBe('true');
    expect(storage.getItem(SESSION_KEYS.ssoReturn)).toBe('/en/contact?y=2');
    expect(browser.assigned).toEqual(['http://localhost/sso/session/end?x=1']);
  });

  it('a token the server already dropped still logs out, without the token-expired modal', async () => {
    const { auth, customer, browser } = setup({ 'customers/auth/logout': () => fail(401, 'token_revoked') });
    customer.setSession(loginResult('sso'), { isSso: true });
    await auth.logout();
    expect(customer.isLoggedIn).toBe(false);
    expect(customer.tokenExpired).toBe(false);
    expect(customer.ssoLogout).toBe(false);
    expect(browser.assigned).toEqual([]);
  });

  it('in recruitment mode the customer’s own token is revoked, and the candidate stays logged in', async () => {
    const { auth, customer, recruit, calls } = setup({ 'customers/auth/logout': () => fail(401, 'token_expired') });
    customer.setSession(loginResult(), { isSso: false });
    recruit.login({ token: 'candidate', member: null });
    recruit.enterRecruitMode();
    await auth.logout();
    expect(calls('customers/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer direct-token');
    expect(recruit.token).toBe('candidate');
    expect(recruit.tokenExpired).toBe(false);
  });
});

describe('CustomerAuthStore: profile on start', () => {
  it('does nothing without a token', async () => {
    const { auth, server } = setup({});
    await auth.loadProfile();
    expect(server.requests).toHaveLength(0);
  });

  it('refreshes the stored customer', async () => {
    const fresh = { ...customer('sso'), fullName: 'Nguyễn Văn Anh' };
    const { auth, customer: session } = setup({ 'customers/me': () => ok(fresh) });
    session.setSession({ accessToken: 't', customer: null }, { isSso: true });
    await auth.loadProfile();
    expect(session.customer).toEqual(fresh);
    expect(auth.profileLoading).toBe(false);
  });

  it('a 401 token code drops the token and opens the token-expired modal', async () => {
    const { auth, customer, storage } = setup({ 'customers/me': () => fail(401, 'token_expired') });
    customer.setSession({ accessToken: 't', customer: customer.customer }, { isSso: true });
    await auth.loadProfile();
    expect(customer.isLoggedIn).toBe(false);
    expect(customer.tokenExpired).toBe(true);
    expect(customer.expiredReason).toBe('expired');
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('a 401 session_idle ends the session and says it was for inactivity', async () => {
    const { auth, customer } = setup({ 'customers/me': () => fail(401, 'session_idle') });
    customer.setSession(loginResult(), { isSso: false });
    await auth.loadProfile();
    expect(customer.isLoggedIn).toBe(false);
    expect(customer.tokenExpired).toBe(true);
    expect(customer.expiredReason).toBe('idle');
    // A new login forgets why the last one ended.
    customer.setSession(loginResult(), { isSso: false });
    expect(customer.expiredReason).toBeNull();
  });

  it('another failure keeps the session', async () => {
    const { auth, customer } = setup({ 'customers/me': () => ({ status: 500, data: null }) });
    customer.setSession(loginResult(), { isSso: false });
    await auth.loadProfile();
    expect(customer.isLoggedIn).toBe(true);
    expect(customer.customer?.accountNumber).toBe('009C000001');
  });

  it('in recruitment mode still asks with the customer token', async () => {
    const { auth, customer: session, recruit, calls } = setup({ 'customers/me': () => ok(customer('direct')) });
    session.setSession({ accessToken: 'cust', customer: null }, { isSso: false });
    recruit.login({ token: 'candidate', member: null });
    recruit.enterRecruitMode();
    await auth.loadProfile();
    expect(calls('customers/me')[0]?.headers.get('Authorization')).toBe('Bearer cust');
  });
});

describe('storage keys', () => {
  it('names the SSO round-trip keys of contracts.md', () => {
    expect(SESSION_KEYS.ssoReturn).toBe('X_SSO_RETURN');
    expect(SESSION_KEYS.ssoOpenTrading).toBe('X_SSO_OPEN_TRADING');
    expect(SESSION_KEYS.ssoState).toBe('X_SSO_STATE');
  });
});
