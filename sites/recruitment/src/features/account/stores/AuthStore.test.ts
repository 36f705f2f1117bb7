import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import { createMemoryStorage } from '@brokerage/shared/auth/storage.ts';
import { AuthStore, type AuthStoreOptions } from './AuthStore';
import { fixtureMember } from '../testing/fixtures';

const member = fixtureMember();
const credentials = { phone_or_email: 'minhanh@example.vn', password: 'Abc@123' };

function setup(api: Partial<AuthStoreOptions['api']> = {}) {
  const session = new RecruitSessionStore(createMemoryStorage());
  const fullApi = {
    login: vi.fn(async () => ({
      member,
      token: 'member-token',
      expiresAt: '2030-01-02T00:00:00Z',
    })),
    logout: vi.fn(async () => ({ loggedOut: true as const })),
    ...api,
  };
  return { store: new AuthStore({ api: fullApi, session }), session, api: fullApi };
}

describe('AuthStore', () => {
  it('login stores the token and member in the recruitment session', async () => {
    const { store, session } = setup();
    store.setRegisteredEmail(member.email);
    expect(await store.login(credentials)).toBe(true);
    expect(session.token).toBe('member-token');
    expect(session.memberName).toBe('Lê Minh Anh');
    expect(store.registeredEmail).toBeNull();
  });

  it('invalid_credentials, login_delayed with its seconds, too_many_attempts', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError({
          status: 401,
          errors: [{ code: 'invalid_credentials', message: 'x' }],
        }),
      )
      .mockRejectedValueOnce(
        new ApiRequestError({
          status: 429,
          errors: [{ code: 'login_delayed', message: 'x' }],
          retryAfterSeconds: 30,
        }),
      )
      .mockRejectedValueOnce(
        new ApiRequestError({
          status: 429,
          errors: [{ code: 'too_many_attempts', message: 'x' }],
          retryAfterSeconds: 600,
        }),
      )
      .mockRejectedValueOnce(
        new ApiRequestError({
          status: 400,
          errors: [{ code: 'phone_or_email_invalid', message: 'Sai', field: 'phone_or_email' }],
        }),
      );
    const { store, session } = setup({ login });
    await store.login(credentials);
    expect(store.loginError).toBe('invalidCredentials');
    await store.login(credentials);
    expect(store).toMatchObject({ loginError: 'loginDelayed', retryAfterSeconds: 30 });
    await store.login(credentials);
    expect(store).toMatchObject({ loginError: 'tooManyAttempts', retryAfterSeconds: 600 });
    await store.login(credentials);
    expect(store).toMatchObject({ loginError: 'invalid', fieldErrors: { phone_or_email: 'Sai' } });
    expect(session.isLoggedIn).toBe(false);
  });

  it('logout ends the session even when the server refuses the token', async () => {
    const { store, session } = setup({ logout: vi.fn().mockRejectedValue(new Error('401')) });
    await store.login(credentials);
    await store.logout();
    expect(session.isLoggedIn).toBe(false);
    expect(session.tokenExpired).toBe(false);
  });
});
