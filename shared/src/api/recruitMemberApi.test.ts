import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, ApiSchemaError } from './errors';
import { createRecruitMemberApi } from './recruitMemberApi';
import { createFakeServerClient, type FakeHandler } from './testServer';

const member = {
  id: 7,
  name: 'Lê Minh Anh',
  email: 'minhanh@example.vn',
  phone: '0912345678',
  dateOfBirth: null,
  gender: null,
  address: null,
  hasAvatar: false,
  hasCvFile: false,
  cvComplete: false,
  createdAt: '2026-01-01T00:00:00Z',
};
const registered = {
  registrationKey: 'k'.repeat(43),
  channel: 'mail',
  destination: 'mi***@example.vn',
  expiresInSeconds: 300,
  resendInSeconds: 60,
};

function setup(handler: FakeHandler, memberToken: string | null = 'member-token') {
  const onUnauthorized = vi.fn();
  const { client, server } = createFakeServerClient(handler, {
    // The session's active token (a customer's here): the account calls must not send it.
    getToken: () => 'customer-token',
    getLocale: () => 'vi',
    onUnauthorized,
  });
  const last = () => server.requests.at(-1);
  const body = () => JSON.parse(String(last()?.data)) as unknown;
  const api = createRecruitMemberApi(client, { getToken: () => memberToken });
  return { api, server, last, body, onUnauthorized };
}

describe('recruitMemberApi', () => {
  it('register goes out anonymous with the snake_case body and reads the countdowns', async () => {
    const { api, last, body } = setup(() => ({ status: 201, data: { data: registered } }));
    const input = {
      name: 'Lê Minh Anh',
      email: 'minhanh@example.vn',
      phone: '0912345678',
      password: 'Abc@123',
      password_confirmation: 'Abc@123',
      otp_channel: 'mail' as const,
    };
    await expect(api.register(input)).resolves.toEqual(registered);
    expect(last()?.url).toBe('recruitments/members/register');
    expect(last()?.headers.has('Authorization')).toBe(false);
    expect(body()).toEqual(input);
  });

  it('login is anonymous; a 401 invalid_credentials never ends a session', async () => {
    const { api, last, onUnauthorized } = setup(() => ({
      status: 401,
      data: { errors: [{ code: 'invalid_credentials', message: 'Sai' }] },
    }));
    const error = await api
      .login({ phone_or_email: 'minhanh@example.vn', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(last()?.headers.has('Authorization')).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("profile carries the candidate's token, not the session's customer token", async () => {
    const { api, last } = setup(() => ({ status: 200, data: { data: member } }));
    await expect(api.getProfile()).resolves.toEqual(member);
    expect(last()?.url).toBe('recruitments/members/profile');
    expect(last()?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('a 401 on the profile reports the sent token to the session', async () => {
    const { api, onUnauthorized } = setup(() => ({
      status: 401,
      data: { errors: [{ code: 'token_expired', message: 'Hết phiên' }] },
    }));
    await expect(api.getProfile()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(
      [{ code: 'token_expired', message: 'Hết phiên' }],
      'member-token',
    );
  });

  it('resend inside the countdown: 429 with the seconds left', async () => {
    const { api } = setup(() => ({
      status: 429,
      headers: { 'retry-after': '42' },
      data: { errors: [{ code: 'otp_resend_too_soon', message: 'Đợi' }] },
    }));
    await expect(api.resendOtp({ registration_key: 'k'.repeat(43) })).rejects.toMatchObject({
      code: 'otp_resend_too_soon',
      retryAfterSeconds: 42,
    });
  });

  it('export and avatar are files fetched with the token', async () => {
    const { api, last } = setup(() => ({
      status: 200,
      data: new Blob(['{}'], { type: 'application/json' }),
      headers: { 'content-disposition': 'attachment; filename="du-lieu.json"' },
    }));
    await expect(api.exportData('json')).resolves.toMatchObject({ fileName: 'du-lieu.json' });
    expect(last()?.url).toBe('recruitments/members/export');
    expect(last()?.params).toEqual({ format: 'json', locale: 'vi' });
    expect(last()?.headers.get('Authorization')).toBe('Bearer member-token');
    await api.getAvatar();
    expect(last()?.url).toBe('recruitments/members/avatar');
  });

  it('an answer of another shape is an ApiSchemaError', async () => {
    const { api } = setup(() => ({ status: 200, data: { data: { id: 'x' } } }));
    await expect(api.getProfile()).rejects.toBeInstanceOf(ApiSchemaError);
  });
});
