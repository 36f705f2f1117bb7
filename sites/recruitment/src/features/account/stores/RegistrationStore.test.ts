import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { LocalPreferences } from '@brokerage/shared/auth/LocalPreferences.ts';
import { createMemoryStorage } from '@brokerage/shared/auth/storage.ts';
import { RegistrationStore, type RegistrationStoreOptions } from './RegistrationStore';

const KEY = 'k'.repeat(43);
const answer = {
  registrationKey: KEY,
  channel: 'mail' as const,
  destination: 'mi***@example.vn',
  expiresInSeconds: 300,
  resendInSeconds: 60,
};
const values = {
  name: 'Lê Minh Anh',
  email: 'minhanh@example.vn',
  phone: '0912345678',
  password: 'Abc@123',
  password_confirmation: 'Abc@123',
  otp_channel: 'mail' as const,
};
const apiError = (
  status: number,
  code: string,
  extra: { field?: string; retryAfterSeconds?: number } = {},
) =>
  new ApiRequestError({
    status,
    errors: [{ code, message: `msg ${code}`, ...(extra.field ? { field: extra.field } : {}) }],
    ...(extra.retryAfterSeconds === undefined
      ? {}
      : { retryAfterSeconds: extra.retryAfterSeconds }),
  });

function setup(api: Partial<RegistrationStoreOptions['api']> = {}) {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const local = createMemoryStorage();
  const fullApi = {
    register: vi.fn(async () => answer),
    verifyOtp: vi.fn(async () => ({ verified: true as const })),
    resendOtp: vi.fn(async () => answer),
    ...api,
  };
  const make = () =>
    new RegistrationStore({
      api: fullApi,
      preferences: new LocalPreferences(local),
      storage: local,
      clock: () => now,
    });
  return { store: make(), make, api: fullApi, local, advance: (ms: number) => (now += ms) };
}

describe('RegistrationStore', () => {
  it('register keeps the key and step in local storage: a new store (a reload) continues', async () => {
    const { store, make, local, advance } = setup();
    expect(await store.register(values)).toBe('sent');
    expect(local.getItem('X_REGISTRATION_KEY')).toBe(KEY);
    expect(local.getItem('X_REGISTRATION_STEP')).toBe('1');
    expect(store.secondsLeft).toBe(300);
    expect(store.resendSecondsLeft).toBe(60);
    expect(store.canResend).toBe(false);

    advance(20_000);
    const reloaded = make();
    expect(reloaded.pending).toMatchObject({
      key: KEY,
      email: values.email,
      destination: 'mi***@example.vn',
    });
    expect(reloaded.secondsLeft).toBe(280);
    expect(reloaded.resendSecondsLeft).toBe(40);
  });

  it('resend after the countdown; 429 otp_resend_too_soon takes the seconds the server gives', async () => {
    const resendOtp = vi
      .fn()
      .mockRejectedValueOnce(apiError(429, 'otp_resend_too_soon', { retryAfterSeconds: 42 }))
      .mockResolvedValueOnce(answer);
    const { store, advance, api } = setup({ resendOtp });
    await store.register(values);
    expect(await store.resend()).toBe(false);
    expect(api.resendOtp).not.toHaveBeenCalled();
    advance(60_000);
    store.tick();
    expect(store.canResend).toBe(true);
    expect(await store.resend()).toBe(false);
    expect(store.otpError).toBe('resendTooSoon');
    expect(store.waitSeconds).toBe(42);
    expect(store.resendSecondsLeft).toBe(42);
    advance(42_000);
    store.tick();
    expect(await store.resend()).toBe(true);
    expect(store.resent).toBe(true);
    expect(store.secondsLeft).toBe(300);
  });

  it('the OTP errors of spec §8; a verified code forgets the registration', async () => {
    const verifyOtp = vi
      .fn()
      .mockRejectedValueOnce(apiError(400, 'otp_invalid', { field: 'otp' }))
      .mockRejectedValueOnce(apiError(400, 'otp_attempts_exceeded'))
      .mockResolvedValueOnce({ verified: true });
    const { store, local } = setup({ verifyOtp });
    await store.register(values);
    expect(await store.verify('000000')).toBe(false);
    expect(store.otpError).toBe('otpInvalid');
    expect(store.codeDead).toBe(false);
    expect(await store.verify('000001')).toBe(false);
    expect(store.otpError).toBe('otpAttemptsExceeded');
    expect(store.codeDead).toBe(true);
    expect(store.canResend).toBe(true);
    expect(await store.verify('123456')).toBe(true);
    expect(store.pending).toBeNull();
    expect(local.getItem('X_REGISTRATION_KEY')).toBeNull();
  });

  it('410 registration_expired forgets the registration', async () => {
    const { store } = setup({
      verifyOtp: vi.fn().mockRejectedValue(apiError(410, 'registration_expired')),
    });
    await store.register(values);
    await store.verify('123456');
    expect(store.otpError).toBe('registrationExpired');
    expect(store.pending).toBeNull();
  });

  it('a duplicate is told apart by its code; field errors of a 400 are kept by field', async () => {
    const register = vi
      .fn()
      .mockRejectedValueOnce(apiError(409, 'email_phone_duplicated'))
      .mockRejectedValueOnce(apiError(409, 'phone_duplicated', { field: 'phone' }))
      .mockRejectedValueOnce(apiError(400, 'password_weak', { field: 'password' }))
      .mockRejectedValueOnce(apiError(400, 'recaptcha_invalid', { field: 'grecaptcha_token' }));
    const { store } = setup({ register });
    expect(await store.register(values)).toBe('duplicated');
    expect(store.duplicate).toBe('both');
    expect(await store.register(values)).toBe('duplicated');
    expect(store.duplicate).toBe('phone');
    expect(await store.register(values)).toBe('invalid');
    expect(store.fieldErrors).toEqual({ password: 'msg password_weak' });
    expect(await store.register(values)).toBe('failed');
    expect(store.registerFailed).toBe(true);
    expect(store.pending).toBeNull();
  });
});
