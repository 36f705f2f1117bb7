import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { NotificationHost } from './NotificationModal';

describe('NotificationHost', () => {
  it('shows ui.notify() and resolves true on confirm', async () => {
    const user = userEvent.setup();
    const { stores } = renderWithProviders(<NotificationHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = stores.ui.notify({ title: 'Thông báo', message: 'Đã gửi', cancelLabel: 'Huỷ bỏ' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(dialog.textContent).toContain('Đã gửi');
    await user.click(screen.getByRole('button', { name: 'Đồng ý' }));
    await expect(answer).resolves.toBe(true);
    expect(stores.ui.notification).toBeNull();
  });

  it('resolves false on cancel, and a newer notification replaces an open one', async () => {
    const user = userEvent.setup();
    const { stores } = renderWithProviders(<NotificationHost />);
    let first: Promise<boolean> = Promise.resolve(true);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = stores.ui.notify({ title: 'A', message: 'a' });
      second = stores.ui.notify({ title: 'B', message: 'b', cancelLabel: 'Huỷ bỏ' });
    });
    await expect(first).resolves.toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Huỷ bỏ' }));
    await expect(second).resolves.toBe(false);
  });
});
