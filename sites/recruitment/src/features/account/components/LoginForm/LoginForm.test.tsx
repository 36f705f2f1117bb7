import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServerClient } from '@brokerage/shared/api/testServer.ts';
import { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/recruitment.json';
import viTexts from '../../../../locales/vi/recruitment.json';
import { createAuthStore } from '../../stores/createAuthStore';
import { LoginForm } from './LoginForm';
import { fixtureMember } from '../../testing/fixtures';

const member = fixtureMember();

function renderLogin(
  path: string,
  reply: { status: number; data: unknown; headers?: Record<string, string> },
) {
  const { client, server } = createFakeServerClient(() => reply, {
    getToken: () => null,
    getLocale: () => 'vi',
  });
  const recruit = new RecruitSessionStore();
  const stores = { auth: createAuthStore({ api: client, recruit }) };
  const view = renderWithProviders(
    <LoginForm store={stores.auth} locale={path.startsWith('/en') ? 'en' : 'vi'} />,
    {
      site: 'recruitment',
      path,
      resources: { vi: viTexts, en: enTexts },
    },
  );
  return { ...view, recruit, server, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, login: string, password: string) {
  await user.type(screen.getByLabelText(/Email hoặc số điện thoại/), login);
  await user.type(screen.getByLabelText(/^Mật khẩu/), password);
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

describe('LoginForm', () => {
  it('logs in and goes back to the redirectUrl of the portal', async () => {
    const { user, recruit, location, server } = renderLogin(
      '/xac-thuc-danh-tinh?redirectUrl=%2Fcv-ung-tuyen%3Fapplication%3D3',
      {
        status: 200,
        data: { data: { member, token: 'member-token', expiresAt: '2030-01-02T00:00:00Z' } },
      },
    );
    await submit(user, 'minhanh@example.vn', 'Abc@123');
    await waitFor(() => expect(location.current.pathname).toBe('/cv-ung-tuyen'));
    expect(location.current.search).toBe('?application=3');
    expect(recruit.token).toBe('member-token');
    expect(server.requests[0]?.url).toBe('recruitments/members/login');
  });

  it('never follows a redirectUrl to another origin: the job list instead', async () => {
    const { user, location } = renderLogin(
      '/xac-thuc-danh-tinh?redirectUrl=%2F%2Fevil.example%2Fx',
      {
        status: 200,
        data: { data: { member, token: 'member-token', expiresAt: '2030-01-02T00:00:00Z' } },
      },
    );
    await submit(user, 'minhanh@example.vn', 'Abc@123');
    await waitFor(() => expect(location.current.pathname).toBe('/tuyen-dung'));
  });

  it('a refused login says so and keeps what was typed; the wait of login_delayed in seconds', async () => {
    const { user, recruit } = renderLogin('/dang-nhap', {
      status: 429,
      headers: { 'retry-after': '30' },
      data: { errors: [{ code: 'login_delayed', message: 'x' }] },
    });
    await submit(user, '0912345678', 'Abc@123');
    expect((await screen.findByRole('alert')).textContent).toContain('30 giây');
    expect((screen.getByLabelText(/Email hoặc số điện thoại/) as HTMLInputElement).value).toBe(
      '0912345678',
    );
    expect(recruit.isLoggedIn).toBe(false);
  });
});
