import { dummyVerify, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and a salt of its own each time', async () => {
    const [a, b] = await Promise.all([hashPassword('AnPhat@26'), hashPassword('AnPhat@26')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'AnPhat@26')).toBe(true);
    expect(await verifyPassword(a, 'AnPhat@27')).toBe(false);
  });

  it('refuses rather than throws on a hash it cannot read', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
  });

  it('does the work of a check for an unknown account and says no', async () => {
    expect(await dummyVerify('AnPhat@26')).toBe(false);
    expect(await dummyVerify('')).toBe(false);
  });
});
