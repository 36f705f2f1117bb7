import type { Member } from '@brokerage/shared/validation/recruitment/accounts.ts';

/** A candidate as `members/login` and `members/profile` answer it. */
export const fixtureMember = (overrides: Partial<Member> = {}): Member => ({
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
  createdAt: '2030-01-01T00:00:00Z',
  ...overrides,
});
