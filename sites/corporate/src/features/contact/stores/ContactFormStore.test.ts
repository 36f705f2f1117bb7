import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { fakeContentClient } from '../../../lib/catalog/testing/fakeContentClient';
import { ContactFormStore, type ContactFormStoreOptions } from './ContactFormStore';

/** The store on an API client whose `POST contacts` answers with `send`. */
function storeWith(
  send: (body: unknown) => unknown,
  options: ContactFormStoreOptions = {},
): { store: ContactFormStore; posts: () => number } {
  const api = fakeContentClient(
    {},
    { postData: (url, body) => (url === 'contacts' ? send(body) : undefined) },
  );
  const posts = () => api.requests.filter((r) => r.method === 'post').length;
  return { store: new ContactFormStore(api, options), posts };
}

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
    const { store, posts } = storeWith(send);
    const pending = store.send(body);
    expect(store.sending).toBe(true);
    expect(await store.send(body)).toBe('failed'); // a double click sends once
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    resolve({ id: 7 });
    expect(await pending).toBe('sent');
    expect(store).toMatchObject({ sending: false, outcome: 'sent', fieldErrors: {} });
    expect(send).toHaveBeenCalledTimes(1);
    expect(posts()).toBe(1);
    store.reset();
    expect(store.outcome).toBeNull();
  });

  it('keeps the API field errors, and treats anything else as a failure to retry', async () => {
    const send = vi.fn();
    const { store } = storeWith(send);
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
    const { store } = storeWith(send, { getRecaptchaToken });
    expect(await store.send(body)).toBe('sent');
    expect(send).toHaveBeenLastCalledWith({ ...body, grecaptcha_token: 'tok' });

    getRecaptchaToken.mockResolvedValueOnce(null);
    expect(await store.send(body)).toBe('sent');
    expect(send).toHaveBeenLastCalledWith(body);
    expect(send.mock.lastCall?.[0]).not.toHaveProperty('grecaptcha_token');
  });
});
