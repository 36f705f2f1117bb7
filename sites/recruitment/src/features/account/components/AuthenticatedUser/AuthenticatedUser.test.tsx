import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServerClient } from '@brokerage/shared/api/testServer.ts';
import { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/recruitment.json';
import viTexts from '../../../../locales/vi/recruitment.json';
import { createAccountStores } from '../../stores/createAccountStores';
import { createAuthStore } from '../../stores/createAuthStore';
import { AuthenticatedUser } from './AuthenticatedUser';

describe('AuthenticatedUser', () => {
  it('opens the tab of the query; a duplicate registration offers the login tab', async () => {
    const { client } = createFakeServerClient(
      () => ({
        status: 409,
        data: { errors: [{ code: 'email_duplicated', message: 'x', field: 'email' }] },
      }),
      { getToken: () => null, getLocale: () => 'vi' },
    );
    const options = { api: client, recruit: new RecruitSessionStore() };
    const stores = { ...createAccountStores(options), auth: createAuthStore(options) };
    const { location } = renderWithProviders(
      <AuthenticatedUser auth={stores.auth} registration={stores.registration} locale="vi" />,
      {
        site: 'recruitment',
        path: '/xac-thuc-danh-tinh?tab=register&redirectUrl=%2Fcv-ung-tuyen',
        resources: { vi: viTexts, en: enTexts },
      },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'Đăng ký' }).getAttribute('aria-selected')).toBe('true');
    const form = within(screen.getByRole('form', { name: 'Đăng ký' }));
    await user.type(form.getByLabelText(/^Họ và tên/), 'Lê Minh Anh');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'minhanh@example.vn');
    await user.type(form.getByLabelText(/^Số điện thoại/), '0912345678');
    await user.type(form.getByLabelText(/^Mật khẩu/), 'Abc@123');
    await user.type(form.getByLabelText(/^Nhập lại mật khẩu/), 'Abc@123');
    await user.click(form.getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Quý khách đã có tài khoản? Đăng nhập' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Đăng nhập' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(location.current.search).toBe('?redirectUrl=%2Fcv-ung-tuyen');
  });
});
