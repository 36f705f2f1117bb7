import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeServer, type FakeHandler } from '../api/testServer';
import { createSession } from './createSession';
import { SESSION_KEYS } from './storage';

const Me = z.object({ id: z.number() });
const ok = { status: 200, data: { data: { id: 1 } } };
const expired = {
  status: 401,
  data: { errors: [{ code: 'token_expired', message: 'Phiên đăng nhập đã hết hạn' }] },
};

function setup(handler: FakeHandler = () => ok) {
  const server = createFakeServer(handler);
  const onMaintenance = vi.fn();
  const session = createSession({
    onMaintenance,
    adapter: server.adapter,
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
  });
  const last = () => server.requests.at(-1);
  return { session, server, onMaintenance, last };
}

describe('createSession', () => {
  it('sends no token and no SSO header when logged out', async () => {
    const { session, last } = setup();
    await session.api.getData('customers/me', Me);
    expect(last()?.headers.has('Authorization')).toBe(false);
    expect(last()?.headers.has('X-Is-Sso')).toBe(false);
  });

  it('sends the customer token, plus X-Is-Sso for an SSO session', async () => {
    const { session, last } = setup();
    session.customer.setSession({ accessToken: 'cust', customer: null }, { isSso: false });
    await session.api.getData('customers/me', Me);
    expect(last()?.headers.get('Authorization')).toBe('Bearer cust');
    expect(last()?.headers.has('X-Is-Sso')).toBe(false);

    session.customer.setSession({ accessToken: 'cust-sso', customer: null }, { isSso: true });
    await session.api.getData('customers/me', Me);
    expect(last()?.headers.get('Authorization')).toBe('Bearer cust-sso');
    expect(last()?.headers.get('X-Is-Sso')).toBe('true');
  });

  it('in recruit mode sends the recruit token and never the SSO header', async () => {
    const { session, last } = setup();
    session.customer.setSession({ accessToken: 'cust', customer: null }, { isSso: true });
    session.recruit.login({ token: 'recruit', member: null });
    await session.api.getData('a', Me);
    expect(last()?.headers.get('Authorization')).toBe('Bearer cust');

    session.recruit.enterRecruitMode();
    await session.api.getData('recruitments/members/profile', Me);
    expect(last()?.headers.get('Authorization')).toBe('Bearer recruit');
    expect(last()?.headers.has('X-Is-Sso')).toBe(false);
  });

  it('in recruit mode without a recruit login sends no token at all', async () => {
    const { session, last } = setup();
    session.customer.setSession({ accessToken: 'cust', customer: null }, { isSso: false });
    session.recruit.enterRecruitMode();
    await session.api.getData('recruitments/news', Me);
    expect(last()?.headers.has('Authorization')).toBe(false);
  });

  it('a 401 ends the customer session and opens the token-expired modal', async () => {
    const { session } = setup(() => expired);
    session.customer.setSession({ accessToken: 'cust', customer: null }, { isSso: true });
    await expect(session.api.getData('customers/me', Me)).rejects.toMatchObject({ status: 401 });
    expect(session.customer.isLoggedIn).toBe(false);
    expect(session.customer.tokenExpired).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('a 401 in recruit mode clears only the recruit token', async () => {
    const { session } = setup(() => expired);
    session.customer.setSession({ accessToken: 'cust', customer: null }, { isSso: false });
    session.recruit.login({ token: 'recruit', member: null });
    session.recruit.enterRecruitMode();
    await expect(session.api.getData('recruitments/members/profile', Me)).rejects.toMatchObject({
      status: 401,
    });
    expect(session.recruit.isLoggedIn).toBe(false);
    expect(session.recruit.tokenExpired).toBe(true);
    expect(session.customer.accessToken).toBe('cust');
    expect(session.customer.tokenExpired).toBe(false);
  });

  it('a late 401 for a token already replaced by a new login is ignored', async () => {
    let release: (reply: typeof expired) => void = () => {};
    const { session, server } = setup(() => new Promise((resolve) => (release = resolve)));
    session.customer.setSession({ accessToken: 'old', customer: null }, { isSso: false });
    const pending = session.api.getData('customers/me', Me);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer old');
    session.customer.setSession({ accessToken: 'new', customer: null }, { isSso: false });
    release(expired);
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(session.customer.accessToken).toBe('new');
    expect(session.customer.tokenExpired).toBe(false);
  });

  it('a 401 on an anonymous login attempt changes nothing', async () => {
    const { session } = setup(() => expired);
    await expect(session.api.postData('customers/auth/login', {}, Me)).rejects.toMatchObject({
      status: 401,
    });
    expect(session.customer.tokenExpired).toBe(false);
  });

  it('a 503 raises the maintenance callback', async () => {
    const { session, onMaintenance } = setup(() => ({ status: 503, data: {} }));
    await expect(session.api.getData('a', Me)).rejects.toMatchObject({ status: 503 });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('takes the locale from <html lang> unless given', async () => {
    const { session, last } = setup();
    document.documentElement.lang = 'en';
    await session.api.getData('a', Me);
    expect(last()?.params).toMatchObject({ locale: 'en' });
    document.documentElement.lang = 'vi';
    await session.api.getData('a', Me);
    expect(last()?.params).toMatchObject({ locale: 'vi' });
    document.documentElement.lang = '';
  });

  it('restores both sessions from storage written by another site in the tab', () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'cust');
    sessionStorage.setItem(SESSION_KEYS.isRecruit, 'true');
    sessionStorage.setItem(SESSION_KEYS.recruitToken, 'recruit');
    const { session } = setup();
    expect(session.customer.accessToken).toBe('cust');
    expect(session.recruit.isRecruitMode).toBe(true);
    expect(session.recruit.token).toBe('recruit');
  });
});
