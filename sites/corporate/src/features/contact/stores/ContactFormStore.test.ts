import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { ContactFormStore } from './ContactFormStore';

const body = {
  fullName: 'Nguyễn Văn An',
  email: 'an@example.vn',
  phone: '0901234567',
  message: 'Tôi cần tư vấn mở tài khoản.',
};

describe('ContactFormStore', () => {
  it('flags the request while it runs and records the success', async () => {
    let resolve: (v: { id: number }) => void = () => {};
    const send = vi.fn(() => new Promise<{ id: number }>((r) => (resolve = r)));
    const store = new ContactFormStore({ send });
    const pending = store.send(body);
    expect(store.sending).toBe(true);
    expect(await store.send(body)).toBe('failed'); // a double click sends once
    resolve({ id: 7 });
    expect(await pending).toBe('sent');
    expect(store).toMatchObject({ sending: false, outcome: 'sent', fieldErrors: {} });
    expect(send).toHaveBeenCalledTimes(1);
    store.reset();
    expect(store.outcome).toBeNull();
  });

  it('keeps the API field errors, and treats anything else as a failure to retry', async () => {
    const send = vi.fn();
    const store = new ContactFormStore({ send });
    send.mockRejectedValueOnce(
      new ApiRequestError({
        status: 400,
        errors: [{ code: 'phone_invalid', message: 'Số điện thoại không hợp lệ', field: 'phone' }],
      }),
    );
    expect(await store.send(body)).toBe('invalid');
    expect(store.fieldErrors).toEqual({ phone: 'Số điện thoại không hợp lệ' });

    send.mockRejectedValueOnce(
      new ApiRequestError({
        status: 400,
        errors: [{ code: 'grecaptcha_token', message: 'x', field: 'grecaptcha_token' }],
      }),
    );
    expect(await store.send(body)).toBe('failed');

    send.mockRejectedValueOnce(new ApiRequestError({ status: 500, errors: [] }));
    expect(await store.send(body)).toBe('failed');
    expect(store.sending).toBe(false);
  });

  it('sends the reCAPTCHA token when there is one, and no field otherwise', async () => {
    const send = vi.fn().mockResolvedValue({ id: 1 });
    const getRecaptchaToken = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('tok');
    const store = new ContactFormStore({ send, getRecaptchaToken });
    expect(await store.send(body)).toBe('sent');
    expect(send).toHaveBeenLastCalledWith({ ...body, grecaptcha_token: 'tok' });

    getRecaptchaToken.mockResolvedValueOnce(null);
    expect(await store.send(body)).toBe('sent');
    expect(send).toHaveBeenLastCalledWith(body);
    expect(send.mock.lastCall?.[0]).not.toHaveProperty('grecaptcha_token');
  });
});
