import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../api/errors';
import { NewsletterStore, type NewsletterStoreOptions } from '../../stores/NewsletterStore';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { NewsletterSignup } from './NewsletterSignup';

function setup(subscribe: NewsletterStoreOptions['subscribe'], path = '/') {
  const newsletter = new NewsletterStore({ subscribe });
  renderWithProviders(<NewsletterSignup />, { path, stores: { newsletter } });
  return { user: userEvent.setup(), newsletter };
}

describe('NewsletterSignup', () => {
  it('rejects a bad address on the field, keeps it, and sends nothing', async () => {
    const subscribe = vi.fn();
    const { user } = setup(subscribe);
    const field = await screen.findByRole('textbox', { name: 'Email nhận bản tin' });
    await user.type(field, 'lan@');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Email không đúng định dạng.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('lan@');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('checks the address when the field is left, and clears the message as it is corrected', async () => {
    const { user } = setup(vi.fn());
    const field = await screen.findByRole('textbox', { name: 'Email nhận bản tin' });
    await user.type(field, 'lan@');
    await user.tab();
    expect(await screen.findByText('Email không đúng định dạng.')).toBeTruthy();
    await user.type(field, 'example.vn');
    expect(screen.queryByText('Email không đúng định dạng.')).toBeNull();
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('thanks the visitor, clears the field, and announces it', async () => {
    const subscribe = vi.fn().mockResolvedValue({ id: 3 });
    const { user } = setup(subscribe);
    const field = await screen.findByRole('textbox', { name: 'Email nhận bản tin' });
    await user.type(field, 'lan@example.vn');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    const thanks = await screen.findByText(/Cảm ơn quý khách đã đăng ký/);
    // Announced: inside the polite live region, not a second alert.
    expect(thanks.closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(subscribe).toHaveBeenCalledWith({ email: 'lan@example.vn' });
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('answers a second signup with the hotline, in English too, keeping the address', async () => {
    const subscribe = vi.fn().mockRejectedValue(
      new ApiRequestError({
        status: 409,
        errors: [{ code: 'newsletter_already_subscribed', message: 'x', field: 'email' }],
      }),
    );
    const { user } = setup(subscribe, '/en');
    const field = await screen.findByRole('textbox', { name: 'Newsletter email' });
    await user.type(field, 'lan@example.vn');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText(
        'This email has already subscribed to the newsletter. Please contact the hotline 1900 98 9999 for help.',
      ),
    ).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('lan@example.vn');
  });
});
