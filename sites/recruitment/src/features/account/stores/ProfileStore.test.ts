import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import { createMemoryStorage } from '@brokerage/shared/auth/storage.ts';
import { fixtureMember } from '../testing/fixtures';
import { ProfileStore, type ProfileStoreOptions } from './ProfileStore';

function setup(api: Partial<ProfileStoreOptions['api']> = {}) {
  const session = new RecruitSessionStore(createMemoryStorage());
  session.login({ token: 'member-token', member: fixtureMember() });
  const save = vi.fn();
  const revoked: string[] = [];
  let urls = 0;
  const store = new ProfileStore({
    api: {
      getProfile: vi.fn(async () => fixtureMember({ hasAvatar: true })),
      updateProfile: vi.fn(async () => fixtureMember({ name: 'Lê Minh Châu' })),
      uploadAvatar: vi.fn(async () => fixtureMember({ hasAvatar: true })),
      getAvatar: vi.fn(async () => ({ blob: new Blob(['png']), fileName: null })),
      changePassword: vi.fn(async () => ({ changed: true as const })),
      exportData: vi.fn(async () => ({ blob: new Blob(['{}']), fileName: null })),
      deleteAccount: vi.fn(async () => ({ deleted: true as const })),
      ...api,
    },
    session,
    save,
    createObjectUrl: () => `blob:${++urls}`,
    revokeObjectUrl: (url) => void revoked.push(url),
  });
  return { store, session, save, revoked };
}

describe('ProfileStore', () => {
  it('loads the profile into the session and shows the photo fetched with the token', async () => {
    const { store, session } = setup();
    await store.load();
    expect(store.member?.hasAvatar).toBe(true);
    expect(session.member).toMatchObject({ hasAvatar: true });
    expect(store.avatarUrl).toBe('blob:1');
  });

  it('a photo the browser refuses is never sent; one the server refuses says why', async () => {
    const uploadAvatar = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError({ status: 415, errors: [{ code: 'file_type_invalid', message: 'x' }] }),
      );
    const { store } = setup({ uploadAvatar });
    const file = new File(['<svg/>'], 'a.png', { type: 'image/png' });
    expect(await store.uploadAvatar(file, async () => 'file_too_large')).toBe(false);
    expect(store.avatarError).toBe('file_too_large');
    expect(uploadAvatar).not.toHaveBeenCalled();
    expect(await store.uploadAvatar(file, async () => null)).toBe(false);
    expect(store.avatarError).toBe('file_type_invalid');
  });

  it('password_incorrect lands on the field of the current password', async () => {
    const changePassword = vi.fn().mockRejectedValue(
      new ApiRequestError({
        status: 400,
        errors: [{ code: 'password_incorrect', message: 'Sai mật khẩu', field: 'password' }],
      }),
    );
    const { store } = setup({ changePassword });
    expect(
      await store.changePassword({
        password: 'x',
        new_password: 'Abc@123',
        new_password_confirmation: 'Abc@123',
      }),
    ).toBe('invalid');
    expect(store.fieldErrors).toEqual({ password: 'Sai mật khẩu' });
  });

  it('exports with a file name, and deleting the account ends the session', async () => {
    const { store, save, session, revoked } = setup();
    await store.load();
    await store.exportData('pdf');
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'du-lieu-ung-vien.pdf');
    expect(await store.deleteAccount('Abc@123')).toBe('saved');
    expect(session.isLoggedIn).toBe(false);
    expect(store.member).toBeNull();
    expect(revoked).toEqual(['blob:1']);
  });
});
