import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/corporate.json';
import viTexts from '../../../../locales/vi/corporate.json';
import { fakeContentClient } from '../../../../lib/catalog/testing/fakeContentClient';
import { ContactFormStore, type ContactFormStoreOptions } from '../../stores/ContactFormStore';
import { ContactForm } from './ContactForm';

/** `send` answers the API's `POST contacts`. */
function setup(
  send: (body: unknown) => unknown,
  path = '/lien-he',
  getRecaptchaToken?: ContactFormStoreOptions['getRecaptchaToken'],
) {
  const api = fakeContentClient(
    {},
    { postData: (url, body) => (url === 'contacts' ? send(body) : undefined) },
  );
  const store = new ContactFormStore(api, { getRecaptchaToken });
  renderWithProviders(<ContactForm store={store} />, {
    site: 'corporate',
    path,
    resources: { vi: viTexts, en: enTexts },
  });
  return { user: userEvent.setup(), store };
}

const box = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box('Họ và tên'), 'Trần Thị Bích Ngọc');
  await user.type(box('Số điện thoại'), '0912 345 678');
  await user.type(box('Email'), 'ngoc@example.vn');
  await user.type(box('Nội dung'), 'Tôi muốn được tư vấn mở tài khoản.');
}

describe('ContactForm', () => {
  it('shows each error on its field in Vietnamese and keeps what was typed', async () => {
    const send = vi.fn();
    const { user } = setup(send);
    await user.type(box('Họ và tên'), 'An 123');
    await user.type(box('Số điện thoại'), '12345');
    await user.type(box('Email'), 'an@');
    await user.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));

    expect(
      await screen.findByText(
        'Họ tên chỉ gồm chữ cái và khoảng trắng, không chứa số hay ký tự đặc biệt.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Số điện thoại không hợp lệ (10 chữ số bắt đầu bằng 0, hoặc +84).'),
    ).toBeTruthy();
    expect(screen.getByText('Email không đúng định dạng.')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập thông tin này.')).toBeTruthy();
    expect(box('Họ và tên').getAttribute('aria-invalid')).toBe('true');
    expect(box('Họ và tên').value).toBe('An 123');
    expect(box('Số điện thoại').value).toBe('12345');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends, acknowledges and clears the form', async () => {
    const send = vi.fn().mockResolvedValue({ id: 1 });
    const { user } = setup(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    expect(await screen.findByText(/Cảm ơn quý khách đã liên hệ/)).toBeTruthy();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ fullName: 'Trần Thị Bích Ngọc', phone: '0912 345 678' }),
    );
    expect(box('Họ và tên').value).toBe('');
  });

  it('sends the reCAPTCHA token with the form when the site has one', async () => {
    const send = vi.fn().mockResolvedValue({ id: 1 });
    const { user } = setup(send, '/lien-he', async () => 'recaptcha-token');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    expect(await screen.findByText(/Cảm ơn quý khách đã liên hệ/)).toBeTruthy();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ngoc@example.vn', grecaptcha_token: 'recaptcha-token' }),
    );
  });

  it('puts the API field errors on the fields and says a failure in English, keeping the text', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError({
          status: 400,
          errors: [
            { code: 'phone_invalid', message: 'The phone number is not valid.', field: 'phone' },
          ],
        }),
      )
      .mockRejectedValueOnce(new ApiRequestError({ status: 500, errors: [] }));
    const { user } = setup(send, '/en/contact');
    await user.type(box('Full name'), 'Tran Thi Ngoc');
    await user.type(box('Phone number'), '0912345678');
    await user.type(box('Email'), 'ngoc@example.vn');
    await user.type(box('Message'), 'I would like to open an account.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The phone number is not valid.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Your message could not be sent. Please try again.'),
    ).toBeTruthy();
    expect(box('Full name').value).toBe('Tran Thi Ngoc');
    expect(box('Message').value).toBe('I would like to open an account.');
  });

  it('takes the last answer away once the visitor types again', async () => {
    const send = vi.fn().mockResolvedValue({ id: 1 });
    const { user, store } = setup(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    expect(await screen.findByText(/Cảm ơn quý khách đã liên hệ/)).toBeTruthy();
    await user.type(box('Họ và tên'), 'A');
    expect(screen.queryByText(/Cảm ơn quý khách đã liên hệ/)).toBeNull();
    expect(store.outcome).toBeNull();
  });
});
