import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import { createMemoryStorage } from '@brokerage/shared/auth/storage.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/recruitment.json';
import viTexts from '../../../../locales/vi/recruitment.json';
import { ProfileStore, type ProfileStoreOptions } from '../../stores/ProfileStore';
import { PasswordResetStore } from '../../stores/PasswordResetStore';
import { ForgotPassword } from '../ForgotPassword/ForgotPassword';
import { ChangePassword } from './ChangePassword';

const render = (ui: React.ReactElement) =>
  renderWithProviders(ui, {
    site: 'recruitment',
    path: '/doi-mat-khau',
    resources: { vi: viTexts, en: enTexts },
  });

describe('ChangePassword', () => {
  it('a mismatch and a wrong current password on their fields; the typing kept', async () => {
    const changePassword = vi.fn().mockRejectedValue(
      new ApiRequestError({
        status: 400,
        errors: [
          {
            code: 'password_incorrect',
            message: 'Mật khẩu hiện tại không đúng.',
            field: 'password',
          },
        ],
      }),
    );
    const store = new ProfileStore({
      api: { changePassword } as unknown as ProfileStoreOptions['api'],
      session: new RecruitSessionStore(createMemoryStorage()),
      save: vi.fn(),
    });
    render(<ChangePassword store={store} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Mật khẩu hiện tại/), 'Cu@12345');
    await user.type(screen.getByLabelText(/^Mật khẩu mới/), 'Moi#2026');
    await user.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'Moi#2027');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Mật khẩu nhập lại không khớp.')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Nhập lại mật khẩu mới/));
    await user.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'Moi#2026');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Mật khẩu hiện tại không đúng.')).toBeTruthy();
    expect((screen.getByLabelText(/^Mật khẩu mới/) as HTMLInputElement).value).toBe('Moi#2026');
  });
});

describe('ForgotPassword', () => {
  it('sends the code, then takes it with the new password', async () => {
    const api = {
      resetPassword: vi.fn(async () => ({ sent: true as const, resendInSeconds: 60 })),
      confirmResetPassword: vi.fn(async () => ({ reset: true as const })),
    };
    render(<ForgotPassword store={new PasswordResetStore({ api })} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email hoặc số điện thoại/), 'minhanh@example.vn');
    await user.click(screen.getByRole('button', { name: 'Gửi mã xác thực' }));
    await user.type(await screen.findByLabelText(/^Mã xác thực/), '123456');
    await user.type(screen.getByLabelText(/^Mật khẩu mới/), 'Quen#2026');
    await user.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'Quen#2026');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu mới' }));
    expect(await screen.findByText(/Mật khẩu mới đã được lưu/)).toBeTruthy();
    expect(api.confirmResetPassword).toHaveBeenCalledWith({
      phone_or_email: 'minhanh@example.vn',
      otp: '123456',
      new_password: 'Quen#2026',
      new_password_confirmation: 'Quen#2026',
    });
  });
});
