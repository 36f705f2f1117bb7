import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/db/client';
import { recruitmentMembers } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/security/passwords';

/**
 * The demo candidate of the recruitment portal (README): a verified account, separate from the
 * demo customers, that logs in on the portal by email or phone.
 */
export const DEMO_CANDIDATE = {
  fullName: 'Nguyễn Thu Trang',
  email: 'thutrang.nguyen@example.com',
  phone: '0901000011',
  /** 6–10 characters with upper and lower case, a digit and a special one (spec §5). */
  password: 'AnPhat@26',
} as const;

/** Adds the demo candidate when the portal has no candidate yet; the number added. */
export async function seedRecruitmentMembers(tx: Tx, at: Date): Promise<number> {
  const [existing] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(recruitmentMembers);
  if ((existing?.count ?? 0) > 0) return 0;
  const { password, ...candidate } = DEMO_CANDIDATE;
  await tx.insert(recruitmentMembers).values({
    ...candidate,
    passwordHash: await hashPassword(password),
    otpChannel: 'mail',
    locale: 'vi',
    verifiedAt: at,
    dateOfBirth: '1996-08-15',
    gender: 'female',
    address: '25 Lý Thường Kiệt, phường Cửa Nam, Hà Nội',
    passwordChangedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  return 1;
}
