import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { RecruitmentOtpPurpose } from '@brokerage/shared/validation/recruitment/codes.ts';
import type { Db, Tx } from '../db/client';
import {
  recruitmentApplications,
  recruitmentCvFiles,
  recruitmentCvs,
  recruitmentLikes,
  recruitmentMembers,
  recruitmentNewsTranslations,
  recruitmentOtps,
  recruitmentReminders,
  recruitmentSessions,
} from '../db/schema';
import type { OtpRecord, OtpStore } from '../lib/security/otp';
import { hashToken, newOpaqueToken } from '../lib/security/tokens';
import { bindDb } from './bind-db';

export type MemberRow = typeof recruitmentMembers.$inferSelect;
export type MemberSessionRow = typeof recruitmentSessions.$inferSelect;

const m = recruitmentMembers;
const s = recruitmentSessions;

/** Ended sessions stay a while so their tokens answer token_expired; after a month, token_invalid. */
const SESSION_KEEP_MS = 30 * 86_400_000;

export interface IssuedMemberToken {
  token: string;
  expiresAt: Date;
}

/**
 * A new session and its bearer token: 256 random bits, of which only the sha256 is stored (a
 * copy of the database holds no usable token).
 */
export async function createMemberSession(
  db: Db | Tx,
  input: { memberId: number; now: Date; ttlSeconds: number },
): Promise<IssuedMemberToken> {
  const token = newOpaqueToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlSeconds * 1000);
  await db.delete(s).where(lt(s.expiresAt, new Date(input.now.getTime() - SESSION_KEEP_MS)));
  await db.insert(s).values({
    memberId: input.memberId,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: input.now,
    lastSeenAt: input.now,
  });
  return { token, expiresAt };
}

/** A session by its token's hash, with its member, or null. */
async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: s, member: m })
    .from(s)
    .innerJoin(m, eq(m.id, s.memberId))
    .where(eq(s.tokenHash, tokenHash));
  return row ?? null;
}

/** Moves a session's `lastSeenAt` forward (never back: parallel requests race). */
async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(s)
    .set({ lastSeenAt: now })
    .where(and(eq(s.id, id), lt(s.lastSeenAt, now)));
}

async function revokeSession(db: Db, id: number, now: Date): Promise<boolean> {
  const [revoked] = await db
    .update(s)
    .set({ revokedAt: now })
    .where(and(eq(s.id, id), isNull(s.revokedAt)))
    .returning({ id: s.id });
  return revoked !== undefined;
}

/** Ends every live session of a member but `keepSessionId` (a password change keeps its own). */
async function revokeSessions(
  db: Db | Tx,
  memberId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(s)
    .set({ revokedAt: now })
    .where(
      and(
        eq(s.memberId, memberId),
        isNull(s.revokedAt),
        ...(keepSessionId === undefined ? [] : [ne(s.id, keepSessionId)]),
      ),
    );
}

async function findById(db: Db, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(m).where(eq(m.id, id));
  return row ?? null;
}

/** The verified member with this email (lower case) or phone (normalised), or null. */
async function findVerifiedByLogin(
  db: Db,
  by: { email: string } | { phone: string },
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(m)
    .where(
      and(isNotNull(m.verifiedAt), 'email' in by ? eq(m.email, by.email) : eq(m.phone, by.phone)),
    );
  return row ?? null;
}

/** Which of an email and a phone verified accounts (other than `exceptId`) already hold. */
async function verifiedClashes(
  db: Db | Tx,
  email: string,
  phone: string,
  exceptId?: number,
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await db
    .select({ email: m.email, phone: m.phone })
    .from(m)
    .where(
      and(
        isNotNull(m.verifiedAt),
        or(eq(m.email, email), eq(m.phone, phone)),
        ...(exceptId === undefined ? [] : [ne(m.id, exceptId)]),
      ),
    );
  return {
    email: rows.some((r) => r.email === email),
    phone: rows.some((r) => r.phone === phone),
  };
}

export interface NewRegistration {
  fullName: string;
  email: string;
  phone: string;
  passwordHash: string;
  otpChannel: string;
  registrationKeyHash: string;
  locale: string;
  now: Date;
}

/**
 * A new unverified registration; the unverified ones holding the same email or phone go (spec
 * §4: a registration holds its email and phone for no one until verified).
 */
function createRegistration(db: Db, input: NewRegistration): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    await tx
      .delete(m)
      .where(and(isNull(m.verifiedAt), or(eq(m.email, input.email), eq(m.phone, input.phone))));
    const [row] = await tx
      .insert(m)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        passwordHash: input.passwordHash,
        otpChannel: input.otpChannel,
        registrationKeyHash: input.registrationKeyHash,
        locale: input.locale,
        passwordChangedAt: input.now,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    return row!;
  });
}

/** The unverified registration of a registration key's hash, or null. */
async function findRegistration(db: Db, keyHash: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(m)
    .where(and(eq(m.registrationKeyHash, keyHash), isNull(m.verifiedAt)));
  return row ?? null;
}

/**
 * Marks a registration verified; 'duplicated' with what clashes when another account verified
 * the same email or phone meanwhile (the partial unique indexes settle a race).
 */
function verifyRegistration(
  db: Db,
  id: number,
  now: Date,
): Promise<
  { ok: true; member: MemberRow } | { ok: false; clash: { email: boolean; phone: boolean } }
> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(m).where(eq(m.id, id));
    if (!row) return { ok: false, clash: { email: false, phone: false } };
    const clash = await verifiedClashes(tx, row.email, row.phone, id);
    if (clash.email || clash.phone) return { ok: false, clash };
    const [member] = await tx
      .update(m)
      .set({ verifiedAt: now, registrationKeyHash: null, updatedAt: now })
      .where(and(eq(m.id, id), isNull(m.verifiedAt)))
      .returning();
    if (!member) return { ok: false, clash: { email: false, phone: false } };
    return { ok: true, member };
  });
}

/** A verified member inserted at once (the seed and tests). */
async function insertVerified(
  db: Db | Tx,
  input: Omit<NewRegistration, 'registrationKeyHash'>,
): Promise<MemberRow> {
  const [row] = await db
    .insert(m)
    .values({
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      passwordHash: input.passwordHash,
      otpChannel: input.otpChannel,
      locale: input.locale,
      verifiedAt: input.now,
      passwordChangedAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row!;
}

/** A new password: the sessions started before it end (they are older than passwordChangedAt). */
async function setPassword(
  db: Db,
  id: number,
  input: { passwordHash: string; now: Date; keepSessionId?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(m)
      .set({ passwordHash: input.passwordHash, passwordChangedAt: input.now, updatedAt: input.now })
      .where(eq(m.id, id));
    await revokeSessions(tx, id, input.now, input.keepSessionId);
    // The kept session counts from now, so it is not older than the new password.
    if (input.keepSessionId !== undefined) {
      await tx.update(s).set({ createdAt: input.now }).where(eq(s.id, input.keepSessionId));
    }
  });
}

export interface ProfileUpdate {
  fullName: string;
  dateOfBirth: string | null;
  gender: MemberRow['gender'];
  address: string | null;
}

async function updateProfile(
  db: Db,
  id: number,
  input: ProfileUpdate,
  now: Date,
): Promise<MemberRow | null> {
  const [row] = await db
    .update(m)
    .set({ ...input, updatedAt: now })
    .where(eq(m.id, id))
    .returning();
  return row ?? null;
}

/** Sets the avatar key; the previous one (to delete from storage) comes back. */
function setAvatar(
  db: Db,
  id: number,
  key: string,
  now: Date,
): Promise<{ previous: string | null } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarKey: m.avatarKey })
      .from(m)
      .where(eq(m.id, id))
      .for('update');
    if (!row) return null;
    await tx.update(m).set({ avatarKey: key, updatedAt: now }).where(eq(m.id, id));
    return { previous: row.avatarKey };
  });
}

/** Whether the member has an uploaded CV and whether its online CV is complete. */
async function cvFacts(db: Db, id: number): Promise<{ hasCvFile: boolean; cvComplete: boolean }> {
  const [file] = await db
    .select({ memberId: recruitmentCvFiles.memberId })
    .from(recruitmentCvFiles)
    .where(eq(recruitmentCvFiles.memberId, id));
  const [cv] = await db
    .select({ complete: recruitmentCvs.complete })
    .from(recruitmentCvs)
    .where(eq(recruitmentCvs.memberId, id));
  return { hasCvFile: file !== undefined, cvComplete: cv?.complete ?? false };
}

/** Everything held about a member (the data download). */
async function exportData(db: Db, id: number, locale: string) {
  const [cv] = await db.select().from(recruitmentCvs).where(eq(recruitmentCvs.memberId, id));
  const [cvFile] = await db
    .select()
    .from(recruitmentCvFiles)
    .where(eq(recruitmentCvFiles.memberId, id));
  // The posting's title in the locale, else in the other; the outer table named in full (a
  // bare news_id would be the inner table's own column).
  const title = (table: string) =>
    sql<string | null>`(select t.title from ${recruitmentNewsTranslations} t
      where t.news_id = ${sql.raw(`"${table}"."news_id"`)}
      order by (t.locale = ${locale}) desc limit 1)`;
  const applications = await db
    .select({
      id: recruitmentApplications.id,
      newsId: recruitmentApplications.newsId,
      title: title('recruitment_applications'),
      viaCvOnline: recruitmentApplications.viaCvOnline,
      status: recruitmentApplications.status,
      createdAt: recruitmentApplications.createdAt,
    })
    .from(recruitmentApplications)
    .where(eq(recruitmentApplications.memberId, id))
    .orderBy(desc(recruitmentApplications.createdAt));
  const likes = await db
    .select({
      newsId: recruitmentLikes.newsId,
      title: title('recruitment_likes'),
      createdAt: recruitmentLikes.createdAt,
    })
    .from(recruitmentLikes)
    .where(eq(recruitmentLikes.memberId, id))
    .orderBy(desc(recruitmentLikes.createdAt));
  const reminders = await db
    .select({
      newsId: recruitmentReminders.newsId,
      title: title('recruitment_reminders'),
      remindAt: recruitmentReminders.remindAt,
      sentAt: recruitmentReminders.sentAt,
    })
    .from(recruitmentReminders)
    .where(eq(recruitmentReminders.memberId, id))
    .orderBy(desc(recruitmentReminders.remindAt));
  return {
    cv: cv ? { data: cv.data, complete: cv.complete, updatedAt: cv.updatedAt } : null,
    cvFile: cvFile
      ? {
          fileName: cvFile.fileName,
          size: cvFile.size,
          pages: cvFile.pages,
          uploadedAt: cvFile.uploadedAt,
        }
      : null,
    applications,
    likes,
    reminders,
  };
}

/**
 * Deletes a member (sessions, OTPs, CV, applications, likes and reminders go with it by
 * cascade) and answers the storage keys it owned, for the caller to delete; null when it was
 * already gone.
 */
function deleteMember(db: Db, id: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarKey: m.avatarKey })
      .from(m)
      .where(eq(m.id, id))
      .for('update');
    if (!row) return null;
    const [file] = await tx
      .select({ key: recruitmentCvFiles.fileKey })
      .from(recruitmentCvFiles)
      .where(eq(recruitmentCvFiles.memberId, id));
    const copies = await tx
      .select({ key: recruitmentApplications.cvFileKey })
      .from(recruitmentApplications)
      .where(
        and(eq(recruitmentApplications.memberId, id), isNotNull(recruitmentApplications.cvFileKey)),
      );
    await tx.delete(m).where(eq(m.id, id));
    const keys = [row.avatarKey, file?.key, ...copies.map((c) => c.key)];
    return [...new Set(keys.filter((k): k is string => !!k))];
  });
}

/** Unverified registrations older than `before` (and their codes, by cascade) go. */
async function deleteStaleRegistrations(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(m)
    .where(and(isNull(m.verifiedAt), lt(m.createdAt, before)))
    .returning({ id: m.id });
  return gone.length;
}

const o = recruitmentOtps;
const toRecord = (row: typeof o.$inferSelect): OtpRecord => ({
  id: row.id,
  destination: row.destination,
  codeHash: row.codeHash,
  expiresAt: row.expiresAt,
  resendAt: row.resendAt,
  attempts: row.attempts,
  consumedAt: row.consumedAt,
});

/** The subject of a member's code of one purpose (codes.ts: `register:<id>`, `reset:<id>`). */
export const otpSubject = (purpose: RecruitmentOtpPurpose, memberId: number) =>
  `${purpose}:${memberId}`;

function parseSubject(subject: string): { purpose: RecruitmentOtpPurpose; memberId: number } {
  const [purpose, id] = subject.split(':');
  if ((purpose !== 'register' && purpose !== 'reset') || !/^\d+$/.test(id ?? '')) {
    throw new Error(`not a recruitment OTP subject: ${subject}`);
  }
  return { purpose, memberId: Number(id) };
}

/** lib/security/otp.ts's store over `recruitment_otps`. */
export function recruitmentOtpStore(db: Db, now: () => Date): OtpStore {
  return {
    async latest(subject) {
      const { purpose, memberId } = parseSubject(subject);
      const [row] = await db
        .select()
        .from(o)
        .where(and(eq(o.memberId, memberId), eq(o.purpose, purpose)))
        .orderBy(desc(o.createdAt), desc(o.id))
        .limit(1);
      return row ? toRecord(row) : null;
    },
    async insert(subject, code) {
      const { purpose, memberId } = parseSubject(subject);
      const [row] = await db
        .insert(o)
        .values({ memberId, purpose, ...code, createdAt: now() })
        .returning();
      return toRecord(row!);
    },
    async reserveAttempt(id, maxAttempts) {
      const [row] = await db
        .update(o)
        .set({ attempts: sql`${o.attempts} + 1` })
        .where(and(eq(o.id, id), isNull(o.consumedAt), lt(o.attempts, maxAttempts)))
        .returning();
      return row ? toRecord(row) : null;
    },
    async consume(id, at) {
      const [row] = await db
        .update(o)
        .set({ consumedAt: at })
        .where(and(eq(o.id, id), isNull(o.consumedAt)))
        .returning({ id: o.id });
      return row !== undefined;
    },
    async remove(id) {
      await db.delete(o).where(eq(o.id, id));
    },
  };
}

/** Whether a member has an unexpired code of a purpose (the newest, unused). */
async function liveOtp(
  db: Db,
  memberId: number,
  purpose: RecruitmentOtpPurpose,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        eq(o.memberId, memberId),
        eq(o.purpose, purpose),
        isNull(o.consumedAt),
        gt(o.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The recruitment portal's candidate accounts, sessions, OTPs, password resets (helper: accounts API). */
export function recruitmentMembersRepository(db: Db) {
  return bindDb(db, {
    createSession: createMemberSession,
    findSession,
    touchSession,
    revokeSession,
    revokeSessions,
    findById,
    findVerifiedByLogin,
    verifiedClashes,
    createRegistration,
    findRegistration,
    verifyRegistration,
    insertVerified,
    setPassword,
    updateProfile,
    setAvatar,
    cvFacts,
    exportData,
    deleteMember,
    deleteStaleRegistrations,
    liveOtp,
  });
}
