/**
 * Recruitment candidates for the API's tests (docs/recruitment.md): a verified account and a
 * session made straight in the database, so a test of the CV, applications or saved jobs starts
 * logged in without going through registration and its OTP.
 */
import type { FastifyInstance } from 'fastify';
import { recruitmentCategories, recruitmentNews, recruitmentNewsTranslations } from '../db/schema';
import { hashPassword } from '../lib/security/passwords';
import type { MemberRow } from '../repositories/recruitment-members';

export const RECRUITMENT = '/api/v1/recruitments';

/** Meets spec §5's rule (6–10 characters, upper and lower case, a digit, a special one). */
export const CANDIDATE_PASSWORD = 'Ung@vien1';

let seq = 0;
/** An email and a phone no other test candidate of this process has. */
export function freshContact(): { email: string; phone: string } {
  seq += 1;
  const n = `${process.pid % 1000}${String(seq).padStart(4, '0')}`.slice(-7);
  return { email: `ungvien.${process.pid}.${seq}@example.vn`, phone: `098${n.padStart(7, '0')}` };
}

export interface TestCandidate {
  member: MemberRow;
  /** Its bearer token (`candidateHeaders(token)`). */
  token: string;
  password: string;
}

/** A verified candidate with a live session (argon2id hash of `password`, as a real account). */
export async function createTestCandidate(
  app: FastifyInstance,
  overrides: Partial<{
    fullName: string;
    email: string;
    phone: string;
    password: string;
    otpChannel: 'sms' | 'mail';
    locale: string;
  }> = {},
): Promise<TestCandidate> {
  const password = overrides.password ?? CANDIDATE_PASSWORD;
  const contact = freshContact();
  const now = app.now();
  const member = await app.repos.recruitmentMembers.insertVerified({
    fullName: overrides.fullName ?? 'Nguyễn Thu Trang',
    email: (overrides.email ?? contact.email).toLowerCase(),
    phone: overrides.phone ?? contact.phone,
    passwordHash: await hashPassword(password),
    otpChannel: overrides.otpChannel ?? 'mail',
    locale: overrides.locale ?? 'vi',
    now,
  });
  const { token } = await app.repos.recruitmentMembers.createSession({
    memberId: member.id,
    now,
    ttlSeconds: app.config.candidates.tokenTtlSeconds,
  });
  return { member, token, password };
}

/** The headers of a candidate's session. */
export const candidateHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

let jobSeq = 0;
/**
 * A posting of its own, with lists of its own, in both languages (`title` in Vietnamese, with
 * " (EN)" in English), closing on `deadline` (a Vietnam day, YYYY-MM-DD).
 */
export async function insertTestJob(
  app: FastifyInstance,
  { deadline, title = 'Chuyên viên phân tích' }: { deadline: string; title?: string },
): Promise<number> {
  jobSeq += 1;
  const tag = `test-${process.pid}-${jobSeq}`;
  const ids: Record<string, number> = {};
  for (const kind of ['department', 'career', 'form', 'title'] as const) {
    const [row] = await app.db
      .insert(recruitmentCategories)
      .values({ kind, code: `${tag}-${kind}` })
      .returning({ id: recruitmentCategories.id });
    ids[kind] = row!.id;
  }
  const [news] = await app.db
    .insert(recruitmentNews)
    .values({
      departmentId: ids.department!,
      careerId: ids.career!,
      formId: ids.form!,
      titleId: ids.title!,
      deadline,
    })
    .returning({ id: recruitmentNews.id });
  await app.db.insert(recruitmentNewsTranslations).values(
    (['vi', 'en'] as const).map((locale) => ({
      newsId: news!.id,
      locale,
      slug: `${tag}-${locale}`,
      title: locale === 'vi' ? title : `${title} (EN)`,
      summary: title,
      description: '<p>Mô tả</p>',
      requirements: '<p>Yêu cầu</p>',
      benefits: '<p>Quyền lợi</p>',
    })),
  );
  return news!.id;
}
