import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/errors';
import { NewsletterStore } from './NewsletterStore';

const conflict = () =>
  new ApiRequestError({
    status: 409,
    errors: [{ code: 'newsletter_already_subscribed', message: 'Đã đăng ký', field: 'email' }],
  });

describe('NewsletterStore', () => {
  it('flags the request while it runs and records the success', async () => {
    let resolve: (v: { subscribed: true }) => void = () => {};
    const subscribe = vi.fn(() => new Promise<{ subscribed: true }>((r) => (resolve = r)));
    const store = new NewsletterStore({ subscribe });
    const pending = store.subscribe({ email: 'a@b.vn' });
    expect(store.submitting).toBe(true);
    expect(store.outcome).toBeNull();
    resolve({ subscribed: true });
    expect(await pending).toBe('subscribed');
    expect(store.submitting).toBe(false);
    expect(store.outcome).toBe('subscribed');
    expect(subscribe).toHaveBeenCalledWith({ email: 'a@b.vn' });
  });

  it('tells "already subscribed" from field errors and other failures', async () => {
    const subscribe = vi.fn();
    const store = new NewsletterStore({ subscribe });

    subscribe.mockRejectedValueOnce(conflict());
    expect(await store.subscribe({ email: 'a@b.vn' })).toBe('alreadySubscribed');

    subscribe.mockRejectedValueOnce(
      new ApiRequestError({
        status: 400,
        errors: [{ code: 'email_invalid', message: 'Sai email', field: 'email' }],
      }),
    );
    expect(await store.subscribe({ email: 'a@' })).toBe('invalid');
    expect(store.fieldErrors).toEqual({ email: 'Sai email' });

    subscribe.mockRejectedValueOnce(new Error('Network Error'));
    expect(await store.subscribe({ email: 'a@b.vn' })).toBe('failed');
    expect(store.fieldErrors).toEqual({});
    expect(store.submitting).toBe(false);

    store.clearOutcome();
    expect(store.outcome).toBeNull();
  });

  it('treats a 400 naming no visible field (a rejected reCAPTCHA) as a failure to retry', async () => {
    const subscribe = vi.fn().mockRejectedValueOnce(
      new ApiRequestError({
        status: 400,
        errors: [{ code: 'grecaptcha_token', message: 'x', field: 'grecaptcha_token' }],
      }),
    );
    const store = new NewsletterStore({ subscribe });
    expect(await store.subscribe({ email: 'a@b.vn' })).toBe('failed');
    expect(store.outcome).toBe('failed');
  });

  it('sends the reCAPTCHA token when there is one, and no field otherwise', async () => {
    const subscribe = vi.fn().mockResolvedValue({ id: 1 });
    const getRecaptchaToken = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('tok');
    const store = new NewsletterStore({ subscribe, getRecaptchaToken });
    await store.subscribe({ email: 'a@b.vn' });
    expect(subscribe).toHaveBeenLastCalledWith({ email: 'a@b.vn', grecaptcha_token: 'tok' });

    getRecaptchaToken.mockResolvedValueOnce(null);
    await store.subscribe({ email: 'a@b.vn' });
    expect(subscribe).toHaveBeenLastCalledWith({ email: 'a@b.vn' });
    expect(getRecaptchaToken).toHaveBeenCalledTimes(2);
  });

  it('is submitting while the token is fetched, so a second click sends nothing', async () => {
    let answer: (token: string | null) => void = () => {};
    const subscribe = vi.fn().mockResolvedValue({ id: 1 });
    const store = new NewsletterStore({
      subscribe,
      getRecaptchaToken: () => new Promise((resolve) => (answer = resolve)),
    });
    const pending = store.subscribe({ email: 'a@b.vn' });
    expect(store.submitting).toBe(true);
    expect(await store.subscribe({ email: 'a@b.vn' })).toBe('failed');
    answer('tok');
    expect(await pending).toBe('subscribed');
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});
