import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DialogModal } from './DialogModal';

describe('DialogModal', () => {
  it('is a dialog named by its title whose close button is named "Đóng" and closes it', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <DialogModal opened onClose={onClose} title="Phiên đăng nhập hết hạn">
        Nội dung
      </DialogModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Phiên đăng nhập hết hạn' });
    expect(dialog.textContent).toContain('Nội dung');
    screen.getByRole('button', { name: 'Đóng' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes another name for the close button', async () => {
    renderWithProviders(
      <DialogModal opened onClose={() => {}} title="Menu" closeLabel="Đóng menu">
        x
      </DialogModal>,
    );
    await screen.findByRole('button', { name: 'Đóng menu' });
  });
});
