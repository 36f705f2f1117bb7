import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  recruitmentApplications,
  recruitmentCvFiles,
  recruitmentCvs,
  recruitmentLikes,
  recruitmentMembers,
  recruitmentNews,
  recruitmentNewsTranslations,
  recruitmentReminders,
} from '../db/schema';
import { bindDb } from './bind-db';

export type CvRow = typeof recruitmentCvs.$inferSelect;
export type CvFileRow = typeof recruitmentCvFiles.$inferSelect;
export type ApplicationRow = typeof recruitmentApplications.$inferSelect;

const a = recruitmentApplications;
const r = recruitmentReminders;

async function findCv(db: Db, memberId: number): Promise<CvRow | null> {
  const [row] = await db.select().from(recruitmentCvs).where(eq(recruitmentCvs.memberId, memberId));
  return row ?? null;
}

/** Stores the whole CV (the route has merged the sections it was sent). */
async function saveCv(
  db: Db,
  input: { memberId: number; data: Record<string, unknown>; complete: boolean; now: Date },
): Promise<CvRow> {
  const [row] = await db
    .insert(recruitmentCvs)
    .values({
      memberId: input.memberId,
      data: input.data,
      complete: input.complete,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: recruitmentCvs.memberId,
      set: { data: input.data, complete: input.complete, updatedAt: input.now },
    })
    .returning();
  return row!;
}

async function findCvFile(db: Db, memberId: number): Promise<CvFileRow | null> {
  const [row] = await db
    .select()
    .from(recruitmentCvFiles)
    .where(eq(recruitmentCvFiles.memberId, memberId));
  return row ?? null;
}

/**
 * Records the member's new PDF and answers the key of the one it replaces (for the caller to
 * delete from storage once this is committed), or null.
 */
function setCvFile(
  db: Db,
  input: {
    memberId: number;
    fileKey: string;
    fileName: string;
    size: number;
    pages: number;
    now: Date;
  },
): Promise<{ row: CvFileRow; previousKey: string | null }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ key: recruitmentCvFiles.fileKey })
      .from(recruitmentCvFiles)
      .where(eq(recruitmentCvFiles.memberId, input.memberId))
      .for('update');
    const values = {
      fileKey: input.fileKey,
      fileName: input.fileName,
      size: input.size,
      pages: input.pages,
      uploadedAt: input.now,
    };
    const [row] = await tx
      .insert(recruitmentCvFiles)
      .values({ memberId: input.memberId, ...values })
      .onConflictDoUpdate({ target: recruitmentCvFiles.memberId, set: values })
      .returning();
    const previousKey = previous && previous.key !== input.fileKey ? previous.key : null;
    return { row: row!, previousKey };
  });
}

/**
 * A new application, or null when the member already applied to that posting: the unique
 * index decides, so two requests at once make one application.
 */
async function insertApplication(
  db: Db,
  input: {
    memberId: number;
    newsId: number;
    viaCvOnline: boolean;
    cvData: Record<string, unknown> | null;
    cvFileKey: string | null;
    now: Date;
  },
): Promise<ApplicationRow | null> {
  const [row] = await db
    .insert(a)
    .values({ ...input, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing({ target: [a.memberId, a.newsId] })
    .returning();
  return row ?? null;
}

async function hasApplied(db: Db, memberId: number, newsId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.memberId, memberId), eq(a.newsId, newsId)));
  return row !== undefined;
}

/** The member's applications, newest first. */
function listApplications(db: Db, memberId: number): Promise<ApplicationRow[]> {
  return db.select().from(a).where(eq(a.memberId, memberId)).orderBy(desc(a.createdAt), desc(a.id));
}

/** One of the member's applications; another member's id is null, as an unknown one. */
async function findApplication(
  db: Db,
  memberId: number,
  id: number,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), eq(a.memberId, memberId)));
  return row ?? null;
}

/** Saves or unsaves a posting; answers whether it is saved now. */
async function toggleLike(db: Db, memberId: number, newsId: number, now: Date): Promise<boolean> {
  const where = and(eq(recruitmentLikes.memberId, memberId), eq(recruitmentLikes.newsId, newsId));
  const removed = await db
    .delete(recruitmentLikes)
    .where(where)
    .returning({ id: recruitmentLikes.newsId });
  if (removed.length > 0) return false;
  await db
    .insert(recruitmentLikes)
    .values({ memberId, newsId, createdAt: now })
    .onConflictDoNothing();
  return true;
}

/** The ids of the member's saved postings, last saved first. */
async function likedNewsIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ newsId: recruitmentLikes.newsId })
    .from(recruitmentLikes)
    .where(eq(recruitmentLikes.memberId, memberId))
    .orderBy(desc(recruitmentLikes.createdAt), desc(recruitmentLikes.newsId));
  return rows.map((row) => row.newsId);
}

/** Removes the member's reminder of a posting; answers whether there was one. */
async function removeReminder(db: Db, memberId: number, newsId: number): Promise<boolean> {
  const removed = await db
    .delete(r)
    .where(and(eq(r.memberId, memberId), eq(r.newsId, newsId)))
    .returning({ newsId: r.newsId });
  return removed.length > 0;
}

/** Sets a reminder (a second request at once keeps the first's). */
async function addReminder(
  db: Db,
  input: { memberId: number; newsId: number; remindAt: Date; now: Date },
): Promise<Date> {
  await db
    .insert(r)
    .values({
      memberId: input.memberId,
      newsId: input.newsId,
      remindAt: input.remindAt,
      createdAt: input.now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ remindAt: r.remindAt })
    .from(r)
    .where(and(eq(r.memberId, input.memberId), eq(r.newsId, input.newsId)));
  return row?.remindAt ?? input.remindAt;
}

export interface ClaimedReminder {
  memberId: number;
  newsId: number;
  fullName: string;
  email: string;
  phone: string;
  locale: string;
  deadline: string;
  title: string | null;
  slug: string | null;
}

/**
 * Claims the reminders due at `now` and marks them sent in one statement: a reminder is
 * claimed by one sweep only, whatever other sweeps run at once (the second update waits for
 * the first's row locks, then sees `sent_at` set) or restarts happen. Answers what the
 * messages need, the posting in the member's language (or the other when it has none).
 */
async function claimDueReminders(db: Db, now: Date, limit = 500): Promise<ClaimedReminder[]> {
  const claimed = await db
    .update(r)
    .set({ sentAt: now })
    .where(
      and(
        isNull(r.sentAt),
        lte(r.remindAt, now),
        sql`(${r.memberId}, ${r.newsId}) in (select ${r.memberId}, ${r.newsId} from ${r}
          where ${r.sentAt} is null and ${r.remindAt} <= ${now.toISOString()}::timestamptz order by ${r.remindAt} limit ${limit})`,
      ),
    )
    .returning({ memberId: r.memberId, newsId: r.newsId });
  if (claimed.length === 0) return [];
  const out: ClaimedReminder[] = [];
  for (const { memberId, newsId } of claimed) {
    const [row] = await db
      .select({
        fullName: recruitmentMembers.fullName,
        email: recruitmentMembers.email,
        phone: recruitmentMembers.phone,
        locale: recruitmentMembers.locale,
        deadline: recruitmentNews.deadline,
      })
      .from(recruitmentMembers)
      .innerJoin(recruitmentNews, eq(recruitmentNews.id, newsId))
      .where(eq(recruitmentMembers.id, memberId));
    if (!row) continue;
    const [text] = await db
      .select({ title: recruitmentNewsTranslations.title, slug: recruitmentNewsTranslations.slug })
      .from(recruitmentNewsTranslations)
      .where(eq(recruitmentNewsTranslations.newsId, newsId))
      .orderBy(
        sql`(${recruitmentNewsTranslations.locale} = ${row.locale}) desc`,
        asc(recruitmentNewsTranslations.locale),
      );
    out.push({ memberId, newsId, ...row, title: text?.title ?? null, slug: text?.slug ?? null });
  }
  return out;
}

/** Gives back a claimed reminder whose message could not be queued (the next sweep sends it). */
async function releaseReminder(db: Db, memberId: number, newsId: number, claimedAt: Date) {
  await db
    .update(r)
    .set({ sentAt: null })
    .where(and(eq(r.memberId, memberId), eq(r.newsId, newsId), eq(r.sentAt, claimedAt)));
}

/** The member's reminder of a posting, for tests and the reminder answer. */
async function findReminder(db: Db, memberId: number, newsId: number) {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.memberId, memberId), eq(r.newsId, newsId)));
  return row ?? null;
}

/** The recruitment portal's online CVs, PDF CVs, applications, saved jobs and reminders (helper: CV API). */
export function recruitmentCvRepository(db: Db) {
  return bindDb(db, {
    findCv,
    saveCv,
    findCvFile,
    setCvFile,
    insertApplication,
    hasApplied,
    listApplications,
    findApplication,
    toggleLike,
    likedNewsIds,
    removeReminder,
    addReminder,
    claimDueReminders,
    releaseReminder,
    findReminder,
  });
}
