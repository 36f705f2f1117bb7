import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ShareButton } from './ShareButton';
import { ShareModal } from './ShareModal';

const URL_ = 'https://www.anphat.example/gioi-thieu-an-phat';

describe('ShareModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the share links, opened in a new tab without an opener', () => {
    renderWithProviders(<ShareModal opened onClose={() => {}} url={URL_} title="Giới thiệu" />);
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    expect(facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`);
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toContain('noopener');
    for (const name of ['Zalo', 'LinkedIn', 'Email']) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect((screen.getByLabelText('Đường dẫn') as HTMLInputElement).value).toBe(URL_);
  });

  it('copies the link and confirms it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<ShareModal opened onClose={() => {}} url={URL_} title="Giới thiệu" />);
    await user.click(screen.getByRole('button', { name: 'Sao chép liên kết' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã sao chép liên kết'));
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<ShareModal opened onClose={() => {}} url={URL_} title="Giới thiệu" />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Could not copy/));
  });

  it('opens from the share button with the current page address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareButton title="Trang" />);
    await user.click(screen.getByRole('button', { name: 'Chia sẻ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chia sẻ trang này' });
    expect(dialog).toBeTruthy();
    expect((screen.getByLabelText('Đường dẫn') as HTMLInputElement).value).toBe(window.location.href);
  });
});
