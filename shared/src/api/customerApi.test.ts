import { describe, expect, it, vi } from 'vitest';
import { createCustomerApi } from './customerApi';
import { ApiRequestError, ApiSchemaError } from './errors';
import { createFakeServerClient, type FakeHandler } from './testServer';
import { fixtureCustomer } from '../testing/fixtures';

const customer = fixtureCustomer({ email: 'an@example.com' });
const loginResult = { accessToken: 'tok', expiresAt: '2026-01-01T08:00:00Z', customer };

function setup(handler: FakeHandler, sessionToken: string | null = 'recruit-token') {
  const onUnauthorized = vi.fn();
  const { client, server } = createFakeServerClient(handler, {
    getToken: () => sessionToken,
    getLocale: () => 'en',
    onUnauthorized,
  });
  const last = () => server.requests.at(-1);
  const body = () => JSON.parse(String(last()?.data)) as unknown;
  return { api: createCustomerApi(client), server, last, body, onUnauthorized };
}

describe('customerApi', () => {
  it('login posts the form anonymously and parses the result', async () => {
    const { api, last, body } = setup(() => ({ status: 200, data: { data: loginResult } }));
    await expect(api.login({ accountNumber: '009C000001', password: 'x' })).resolves.toEqual(
      loginResult,
    );
    expect(last()?.method).toBe('post');
    expect(last()?.url).toBe('customers/auth/login');
    expect(last()?.params).toEqual({ locale: 'en' });
    expect(last()?.headers.has('Authorization')).toBe(false);
    expect(body()).toEqual({ accountNumber: '009C000001', password: 'x' });
  });

  it('a failed login is an ApiRequestError with Retry-After, and never ends a session', async () => {
    const { api, onUnauthorized } = setup(() => ({
      status: 429,
      headers: { 'retry-after': '600' },
      data: { errors: [{ code: 'login_delayed', message: 'wait' }] },
    }));
    const error = await api
      .login({ accountNumber: '009C000001', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 429, code: 'login_delayed', retryAfterSeconds: 600 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ssoAuthorize sends the redirect URI and reads the authorize URL', async () => {
    const answer = { authorizeUrl: 'http://localhost/sso/auth?x=1', state: 's' };
    const { api, last, body } = setup(() => ({ status: 200, data: { data: answer } }));
    await expect(api.ssoAuthorize('http://localhost/en/login-sso')).resolves.toEqual(answer);
    expect(last()?.url).toBe('customers/auth/sso-authorize');
    expect(body()).toEqual({ redirect_uri: 'http://localhost/en/login-sso' });
    expect(last()?.headers.has('Authorization')).toBe(false);
  });

  it('loginSso exchanges code and state', async () => {
    const { api, last, body } = setup(() => ({
      status: 200,
      data: { data: { ...loginResult, customer: { ...customer, loginMethod: 'sso' } } },
    }));
    const result = await api.loginSso({
      code: 'c',
      state: 's',
      redirect_uri: 'http://localhost/login-sso',
    });
    expect(result.customer.loginMethod).toBe('sso');
    expect(last()?.url).toBe('customers/auth/login-sso');
    expect(body()).toEqual({ code: 'c', state: 's', redirect_uri: 'http://localhost/login-sso' });
  });

  it('me and logout carry the customer token, not the session default', async () => {
    const { api, server, body } = setup((request) =>
      request.url === 'customers/me'
        ? { status: 200, data: { data: customer } }
        : { status: 200, data: { data: { logoutUrl: null } } },
    );
    await expect(api.me({ token: 'cust' })).resolves.toEqual(customer);
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer cust');
    await expect(
      api.logout({ redirect_uri: 'http://localhost/login-sso' }, { token: 'cust' }),
    ).resolves.toEqual({
      logoutUrl: null,
    });
    expect(server.requests[1]?.url).toBe('customers/auth/logout');
    expect(server.requests[1]?.headers.get('Authorization')).toBe('Bearer cust');
    expect(body()).toEqual({ redirect_uri: 'http://localhost/login-sso' });
  });

  it('a 401 on me reports the token that was sent', async () => {
    const { api, onUnauthorized } = setup(() => ({
      status: 401,
      data: { errors: [{ code: 'token_revoked', message: 'revoked' }] },
    }));
    await expect(api.me({ token: 'cust' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(
      [{ code: 'token_revoked', message: 'revoked' }],
      'cust',
    );
  });

  it('rejects an answer of the wrong shape', async () => {
    const { api } = setup(() => ({
      status: 200,
      data: { data: { ...customer, customerType: 'robot' } },
    }));
    await expect(api.me({ token: 'cust' })).rejects.toBeInstanceOf(ApiSchemaError);
  });
});
