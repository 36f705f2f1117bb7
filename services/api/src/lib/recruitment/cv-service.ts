import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Locale, getRoute } from '@brokerage/shared/routing/routes.ts';
import {
  CV_SECTION_KEYS,
  type CvAnswer,
  type CvData,
  CvDraftSchema,
  cvCompleteness,
} from '@brokerage/shared/validation/recruitment/cv.ts';
import { RECRUITMENT_LIMITS } from '@brokerage/shared/validation/recruitment/codes.ts';
import { type MessageCode, isMessageCode } from '../../i18n/messages';
import type { CvRow } from '../../repositories/recruitment-cv';
import { photoType } from '../ekyc/sniff';
import { HttpError } from '../http/http-error';

/**
 * What the CV routes and the reminder job share (docs/recruitment.md "CV, applications, saved
 * jobs, reminders"): the CV answer, the merge of a save, storage keys, the reminder's time.
 */

/** The stored CV read back through the schema (a stored CV is always valid; old keys drop). */
export function storedCv(row: Pick<CvRow, 'data'> | null | undefined): CvData {
  const parsed = CvDraftSchema.safeParse(row?.data ?? {});
  return parsed.success ? parsed.data : {};
}

export function cvAnswer(row: CvRow | null, hasAvatar: boolean): CvAnswer {
  const cv = storedCv(row);
  const { complete, missing } = cvCompleteness(cv);
  return { cv, complete, missing, updatedAt: row?.updatedAt.toISOString() ?? null, hasAvatar };
}

/** A save replaces the sections it sends and keeps the others (autosave of one section). */
export function mergeCv(stored: CvData, sent: CvData, sentKeys: Iterable<string>): CvData {
  const merged: Record<string, unknown> = { ...stored };
  for (const key of sentKeys) {
    if (!(CV_SECTION_KEYS as readonly string[]).includes(key)) continue;
    const value = (sent as Record<string, unknown>)[key];
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged as CvData;
}

/** A zod failure of a body field the route parses itself, as the 400 envelope (one per field). */
export function issuesError(error: z.ZodError, prefix: string): HttpError {
  const seen = new Set<string>();
  const entries = error.issues
    .map((issue) => ({
      code: (isMessageCode(issue.message) ? issue.message : 'invalid') as MessageCode,
      field: [prefix, ...issue.path.map(String)].join('.'),
    }))
    .filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
  const [first, ...more] = entries;
  return new HttpError(400, first?.code ?? 'invalid', { field: first?.field ?? prefix, more });
}

const random = () => randomBytes(8).toString('hex');

/** Storage keys: private, per member, never guessable. */
export const cvFileKey = (memberId: number) => `private/recruitment/cv/${memberId}-${random()}.pdf`;
export const applicationFileKey = (memberId: number) =>
  `private/recruitment/applications/${memberId}-${random()}.pdf`;
export const avatarKey = (memberId: number, type: 'image/png' | 'image/jpeg') =>
  `private/recruitment/avatars/${memberId}-${random()}.${type === 'image/png' ? 'png' : 'jpg'}`;

/**
 * Keeps a candidate's profile photo (the account's `members/avatar` and the CV's photo are one
 * picture): png or jpeg by its first bytes, never by name or claimed type, replacing the
 * previous one. `tooLarge` is the reader's verdict on the size (the limit cut the file).
 */
export async function storeAvatar(
  app: FastifyInstance,
  memberId: number,
  bytes: Buffer | undefined,
  tooLarge = false,
): Promise<void> {
  if (!bytes || bytes.length === 0) throw new HttpError(400, 'file_required', { field: 'avatar' });
  if (tooLarge) throw new HttpError(413, 'file_too_large', { field: 'avatar' });
  const type = photoType(bytes);
  if (!type) throw new HttpError(415, 'file_type_invalid', { field: 'avatar' });
  const key = avatarKey(memberId, type);
  await app.storage.put(key, bytes, { contentType: type, contentLength: bytes.length });
  const set = await app.repos.recruitmentMembers.setAvatar(memberId, key, app.now());
  if (!set) {
    await app.storage.delete(key);
    throw new HttpError(410, 'account_deleted');
  }
  if (set.previous) await app.storage.delete(set.previous);
}

const HOUR_MS = 3_600_000;

/**
 * When a posting's reminder goes out: 09:00 Vietnam time (02:00 UTC; no daylight saving)
 * three days before its deadline, or `now` when that has passed.
 */
export function reminderTime(deadline: string, now: Date): Date {
  const [y, m, d] = deadline.split('-').map(Number) as [number, number, number];
  const at = new Date(
    Date.UTC(y, m - 1, d - RECRUITMENT_LIMITS.reminderDaysBefore, 9) - 7 * HOUR_MS,
  );
  return at.getTime() > now.getTime() ? at : now;
}

/** The posting's page on the recruitment site, in the member's language. */
export function postingUrl(base: string, locale: Locale, slug: string): string {
  const root = base.replace(/\/+$/, '');
  const path = `${getRoute('recruitmentDetails')[locale]}/${encodeURIComponent(slug)}`;
  return locale === 'en' ? `${root}/en/${path}` : `${root}/${path}`;
}
