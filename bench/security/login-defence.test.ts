import { describe, expect, it } from 'vitest';
import { LONG_LOGIN_WAIT_SECONDS, isLoginDefence } from './login-defence';

const answer = (status: number, code: string | undefined, retryAfter?: string) => ({
  status,
  body: code === undefined ? {} : { errors: [{ code, message: code }] },
  retryAfter: retryAfter ?? null,
});

describe('isLoginDefence: a 429 that is the login policy holding the scan off', () => {
  it('is a refused address (too_many_attempts), whatever its wait', () => {
    expect(isLoginDefence(answer(429, 'too_many_attempts', '900'))).toBe(true);
    expect(isLoginDefence(answer(429, 'too_many_attempts'))).toBe(true);
  });

  it('is a login_delayed wait that has grown long, not a short one worth waiting out', () => {
    expect(isLoginDefence(answer(429, 'login_delayed', '900'))).toBe(true);
    expect(isLoginDefence(answer(429, 'login_delayed', String(LONG_LOGIN_WAIT_SECONDS)))).toBe(
      true,
    );
    expect(isLoginDefence(answer(429, 'login_delayed', '8'))).toBe(false);
    expect(isLoginDefence(answer(429, 'login_delayed'))).toBe(false);
    expect(isLoginDefence(answer(429, 'login_delayed', 'soon'))).toBe(false);
  });

  it('is never a rate limit, a full hashing pool or another status', () => {
    expect(isLoginDefence(answer(429, 'rate_limited', '900'))).toBe(false);
    expect(isLoginDefence(answer(429, 'login_busy', '900'))).toBe(false);
    expect(isLoginDefence(answer(429, undefined, '900'))).toBe(false);
    expect(isLoginDefence(answer(401, 'invalid_credentials'))).toBe(false);
    expect(isLoginDefence(answer(503, 'too_many_attempts', '900'))).toBe(false);
  });

  it('no longer takes account_locked: the API never sends it (no account is locked)', () => {
    expect(isLoginDefence(answer(429, 'account_locked', '900'))).toBe(false);
  });
});
