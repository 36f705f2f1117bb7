import multipart from '@fastify/multipart';
import { todayOf } from '../../lib/clock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import { RECRUITMENT_LIMITS } from '@brokerage/shared/validation/recruitment/codes.ts';
import {
  ApplicationIdParamsSchema,
  ApplicationSchema,
  ApplyQuerySchema,
  CvAnswerSchema,
  CvDraftSchema,
  CvExportBodySchema,
  LikedAnswerSchema,
  NewsIdBodySchema,
  ReminderAnswerSchema,
  UploadedCvSchema,
  cvCompleteness,
  type Application,
  type CvData,
} from '@brokerage/shared/validation/recruitment/cv.ts';
import { JobSummarySchema } from '@brokerage/shared/validation/recruitment/jobs.ts';
import { attachmentDisposition } from '../../lib/http/attachment';
import { HttpError } from '../../lib/http/http-error';
import { noStore } from '../../lib/http/no-store';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';
import { buildCvPdf } from '../../lib/recruitment/cv-document';
import { checkCvPdf } from '../../lib/recruitment/cv-pdf';
import {
  applicationFileKey,
  storeAvatar,
  cvAnswer,
  cvFileKey,
  issuesError,
  mergeCv,
  reminderTime,
  storedCv,
} from '../../lib/recruitment/cv-service';
import { authRateLimit } from '../../lib/security/form-rate-limit';
import { memberOf } from '../../plugins/app/member-auth';
import type { ApplicationRow, CvFileRow } from '../../repositories/recruitment-cv';
import type { MemberRow } from '../../repositories/recruitment-members';
import { readAll } from '../ekyc/uploads';

const TAG = 'recruitment';
const SECURITY = [{ candidateToken: [] }];
const UNAUTHORIZED = {
  401: ApiErrorBodySchema.describe(
    '`token_missing`, `token_invalid` (a customer token too), `token_expired`, `token_revoked` or `session_idle`',
  ),
} as const;
const JOB_NOT_FOUND = { 404: ApiErrorBodySchema.describe('`job_not_found`') } as const;

/** Room for the form's fields and the multipart framing beside the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Largest `cv_data` field of a multipart upload (a full CV is far smaller). */
const CV_DATA_MAX_BYTES = 256 * 1024;

const localeOf = (request: FastifyRequest): Locale =>
  (request.query as { locale?: Locale } | undefined)?.locale === 'en' ? 'en' : 'vi';

const uploadedAnswer = (row: CvFileRow | null) =>
  row
    ? {
        fileName: row.fileName,
        size: row.size,
        pages: row.pages,
        uploadedAt: row.uploadedAt.toISOString(),
      }
    : null;

/** A file of a multipart body, read up to `max` bytes (nothing past it is kept). */
interface Part {
  bytes: Buffer;
  fileName: string;
  tooLarge: boolean;
}

/** Reads a multipart body: the file of `fileField` and the text fields. */
async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  max: number,
): Promise<{ file?: Part; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new HttpError(415, 'file_type_invalid', { field: fileField });
  const fields: Record<string, string> = {};
  let file: Part | undefined;
  for await (const part of request.parts({
    limits: { fileSize: max, files: 1, fields: 3, fieldSize: CV_DATA_MAX_BYTES, parts: 4 },
  })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== fileField) continue;
      file = {
        bytes,
        fileName: part.filename,
        tooLarge: part.file.truncated || bytes.length > max,
      };
      // Nothing past the limit is read: the answer is 413 whatever else was sent.
      if (file.tooLarge) throw new HttpError(413, 'file_too_large', { field: fileField });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { file, fields };
}

/** A body announced larger than the file and its fields is refused before it is read. */
const refuseLargerThan = (max: number, field: string) => async (request: FastifyRequest) => {
  if (!request.isMultipart()) return;
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > max + MULTIPART_OVERHEAD_BYTES + CV_DATA_MAX_BYTES) {
    throw new HttpError(413, 'file_too_large', { field });
  }
};

/** A PDF answer that no cache keeps. */
function sendPdf(reply: FastifyReply, bytes: Uint8Array, disposition: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', disposition)
    .header('content-length', String(bytes.length))
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));
}

/**
 * `recruitments/members/…` of docs/recruitment.md "CV, applications, saved jobs, reminders":
 * the online CV (saved as typed), its PDF export, the uploaded PDF CV, applications with what
 * was sent, saved jobs and reminders. Every route needs a candidate token; a candidate sees
 * only their own (another's application id is a 404, as an unknown one).
 */
export const cvRoutes: FastifyPluginAsyncZod = async (app) => {
  // A file over the limit is cut (busboy keeps no more than fileSize) and answered 413.
  await app.register(multipart, { throwFileSizeLimit: false });
  noStore(app);
  const repo = app.repos.recruitmentCv;

  const answerCv = async (member: MemberRow) => {
    const row = await repo.findCv(member.id);
    const fresh = await app.repos.recruitmentMembers.findById(member.id);
    if (!fresh) throw new HttpError(410, 'account_deleted');
    return cvAnswer(row, fresh.avatarKey !== null);
  };

  /** The posting, or 404 `job_not_found`. */
  const posting = async (newsId: number, locale: Locale) => {
    const found = await app.repos.recruitmentJobs.findNewsForAction(newsId, locale);
    if (!found) throw new HttpError(404, 'job_not_found', { field: 'news_id' });
    return found;
  };

  /** Postings as the lists show them, with this candidate's flags. */
  const summaries = async (memberId: number, ids: number[], locale: Locale) => {
    const jobs = await app.repos.recruitmentJobs.summaries(ids, locale, todayOf(app));
    const flags = await app.repos.recruitmentJobs.candidateFlags(memberId, ids);
    return jobs.map((job) => ({ ...job, ...flags.get(job.id) }));
  };

  const applicationsAnswer = async (
    memberId: number,
    rows: ApplicationRow[],
    locale: Locale,
  ): Promise<Application[]> => {
    const jobs = new Map(
      (await summaries(memberId, [...new Set(rows.map((row) => row.newsId))], locale)).map(
        (job) => [job.id, job],
      ),
    );
    return rows.flatMap((row) => {
      const news = jobs.get(row.newsId);
      return news
        ? [
            {
              id: row.id,
              news,
              viaCvOnline: row.viaCvOnline,
              status: row.status,
              createdAt: row.createdAt.toISOString(),
            },
          ]
        : [];
    });
  };

  const auth = { onRequest: app.memberAuth.required };

  app.get(
    '/cv',
    {
      ...auth,
      schema: {
        tags: [TAG],
        summary: 'The online CV, its completeness and the sections still missing',
        security: SECURITY,
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(CvAnswerSchema), ...COMMON_ERRORS, ...UNAUTHORIZED },
      },
    },
    async (request) => ({ data: await answerCv(memberOf(request).member) }),
  );

  const SaveBodySchema = z.object({
    cv_data: z
      .looseObject({})
      .optional()
      .describe(
        'The CV (CvData of shared/validation/recruitment/cv.ts): the sections sent replace the stored ones',
      ),
    grecaptcha_token: z.string().max(4000).optional(),
  });
  const avatarUploads = new WeakMap<FastifyRequest, Part | null>();

  app.post(
    '/cv',
    {
      ...auth,
      config: authRateLimit(app),
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const { file, fields } = await readMultipart(
          request,
          'avatar',
          RECRUITMENT_LIMITS.avatarMaxBytes,
        );
        avatarUploads.set(request, file ?? null);
        (request as { body: unknown }).body = { grecaptcha_token: fields.grecaptcha_token };
      },
      schema: {
        tags: [TAG],
        summary:
          'Save the online CV (JSON `cv_data`, saved as typed) or its photo (multipart `avatar`)',
        description:
          'A section sent replaces the stored one; sections not sent are kept. Each field given must be valid (400, field `cv_data.<section>.<field>`); markup is stored as text. The photo: png or jpeg by content, under 500 KB (413 `file_too_large`, 415 `file_type_invalid`).',
        security: SECURITY,
        consumes: ['application/json', 'multipart/form-data'],
        querystring: LocaleQuerySchema,
        body: SaveBodySchema,
        response: {
          200: dataEnvelope(CvAnswerSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          413: ApiErrorBodySchema.describe('`file_too_large`'),
          415: ApiErrorBodySchema.describe('`file_type_invalid`'),
        },
      },
    },
    async (request) => {
      const { member } = memberOf(request);
      await app.recaptcha.assertHuman(request.body.grecaptcha_token, request.ip);
      if (avatarUploads.has(request)) {
        await storeAvatar(app, member.id, avatarUploads.get(request)?.bytes);
        return { data: await answerCv(member) };
      }
      const raw = request.body.cv_data;
      if (raw === undefined) throw new HttpError(400, 'required', { field: 'cv_data' });
      await saveCv(member.id, raw);
      return { data: await answerCv(member) };
    },
  );

  /** Validates a sent CV, merges it into the stored one and saves it. */
  const saveCv = async (memberId: number, raw: Record<string, unknown>) => {
    const parsed = CvDraftSchema.safeParse(raw);
    if (!parsed.success) throw issuesError(parsed.error, 'cv_data');
    const stored = storedCv(await repo.findCv(memberId));
    const merged = mergeCv(stored, parsed.data, Object.keys(raw));
    await repo.saveCv({
      memberId,
      data: merged as Record<string, unknown>,
      complete: cvCompleteness(merged).complete,
      now: app.now(),
    });
  };

  const cvPdf = (member: MemberRow, cv: CvData, date: Date, locale: Locale) =>
    buildCvPdf({
      locale,
      cv,
      member: { fullName: member.fullName, email: member.email, phone: member.phone },
      date,
    });

  app.post(
    '/cv/export',
    {
      ...auth,
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'The online CV as a PDF (Vietnamese diacritics, sections and tables)',
        security: SECURITY,
        querystring: LocaleQuerySchema,
        body: CvExportBodySchema,
        response: { ...COMMON_ERRORS, ...UNAUTHORIZED },
      },
    },
    async (request, reply) => {
      const { member } = memberOf(request);
      await app.recaptcha.assertHuman(request.body.grecaptcha_token, request.ip);
      const row = await repo.findCv(member.id);
      const bytes = await cvPdf(
        member,
        storedCv(row),
        row?.updatedAt ?? app.now(),
        localeOf(request),
      );
      return sendPdf(reply, bytes, attachmentDisposition('cv.pdf', `CV ${member.fullName}`));
    },
  );

  app.get(
    '/cv/uploaded',
    {
      ...auth,
      schema: {
        tags: [TAG],
        summary: 'The uploaded PDF CV (name, size, pages, when), or null',
        security: SECURITY,
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(UploadedCvSchema.nullable()),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
        },
      },
    },
    async (request) => ({
      data: uploadedAnswer(await repo.findCvFile(memberOf(request).member.id)),
    }),
  );

  /** A stored PDF, shown in the browser (inline), never cached. */
  const sendStoredPdf = async (reply: FastifyReply, key: string, name: string) => {
    const object = await app.storage.get(key);
    if (!object) throw new HttpError(404, 'file_not_found');
    return reply
      .type('application/pdf')
      .header('content-length', String(object.size))
      .header(
        'content-disposition',
        attachmentDisposition(name, name).replace(/^attachment/, 'inline'),
      )
      .header('x-content-type-options', 'nosniff')
      .send(object.stream as never);
  };

  app.get(
    '/cv/uploaded/file',
    {
      ...auth,
      schema: {
        tags: [TAG],
        summary: 'The uploaded PDF CV itself (inline, private, no-store)',
        security: SECURITY,
        querystring: LocaleQuerySchema,
        response: {
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          404: ApiErrorBodySchema.describe('`file_not_found`: nothing uploaded'),
        },
      },
    },
    async (request, reply) => {
      const row = await repo.findCvFile(memberOf(request).member.id);
      if (!row) throw new HttpError(404, 'file_not_found');
      return sendStoredPdf(reply, row.fileKey, 'cv.pdf');
    },
  );

  const cvUploads = new WeakMap<FastifyRequest, { file?: Part; cvData?: string }>();
  const max = RECRUITMENT_LIMITS.cvPdfMaxBytes;

  app.post(
    '/cv/upload',
    {
      ...auth,
      config: authRateLimit(app),
      preValidation: [
        refuseLargerThan(max, 'cv_file'),
        async (request) => {
          const { file, fields } = await readMultipart(request, 'cv_file', max);
          cvUploads.set(request, { file, cvData: fields.cv_data });
          (request as { body: unknown }).body = {
            grecaptcha_token: fields.grecaptcha_token,
            cv_file: file ? 'cv.pdf' : undefined,
          };
        },
      ],
      schema: {
        tags: [TAG],
        summary:
          'Upload the PDF CV (multipart `cv_file`, optional `cv_data`); replaces the previous one',
        description:
          'A PDF by its first bytes, at most 2 MB (nothing past it is read), that parses, with no JavaScript, launch actions or embedded files. `cv_data` (JSON text) saves the online CV as `POST cv` does.',
        security: SECURITY,
        consumes: ['multipart/form-data'],
        querystring: LocaleQuerySchema,
        body: z.object({
          cv_file: z.string().optional().meta({ format: 'binary' }),
          grecaptcha_token: z.string().max(4000).optional(),
        }),
        response: {
          200: dataEnvelope(UploadedCvSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          413: ApiErrorBodySchema.describe('`file_too_large`'),
          415: ApiErrorBodySchema.describe('`file_type_invalid`, or not multipart'),
          422: ApiErrorBodySchema.describe('`pdf_unreadable`, `pdf_active_content`'),
        },
      },
    },
    async (request) => {
      const { member } = memberOf(request);
      await app.recaptcha.assertHuman(request.body.grecaptcha_token, request.ip);
      const { file, cvData } = cvUploads.get(request) ?? {};
      if (!file || file.bytes.length === 0) {
        throw new HttpError(400, 'file_required', { field: 'cv_file' });
      }
      const { pages } = await checkCvPdf(file.bytes);
      if (cvData !== undefined && cvData.trim() !== '') {
        let raw: unknown;
        try {
          raw = JSON.parse(cvData);
        } catch {
          throw new HttpError(400, 'invalid', { field: 'cv_data' });
        }
        if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
          throw new HttpError(400, 'invalid', { field: 'cv_data' });
        }
        await saveCv(member.id, raw as Record<string, unknown>);
      }
      const key = cvFileKey(member.id);
      await app.storage.put(key, file.bytes, {
        contentType: 'application/pdf',
        contentLength: file.bytes.length,
      });
      const fileName = (file.fileName || 'cv.pdf').normalize('NFC').slice(0, 200);
      const { row, previousKey } = await repo.setCvFile({
        memberId: member.id,
        fileKey: key,
        fileName,
        size: file.bytes.length,
        pages,
        now: app.now(),
      });
      if (previousKey) await app.storage.delete(previousKey);
      return { data: uploadedAnswer(row)! };
    },
  );

  app.get(
    '/applications',
    {
      ...auth,
      schema: {
        tags: [TAG],
        summary: 'My applications, newest first, each with its posting and status',
        security: SECURITY,
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(z.array(ApplicationSchema)),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
        },
      },
    },
    async (request) => {
      const { member } = memberOf(request);
      const rows = await repo.listApplications(member.id);
      return { data: await applicationsAnswer(member.id, rows, localeOf(request)) };
    },
  );

  app.get(
    '/applications/:id/cv',
    {
      ...auth,
      schema: {
        tags: [TAG],
        summary: 'The CV sent with one of my applications, as a PDF',
        security: SECURITY,
        params: ApplicationIdParamsSchema,
        querystring: LocaleQuerySchema,
        response: {
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          404: ApiErrorBodySchema.describe('`not_found`: no such application of mine'),
        },
      },
    },
    async (request, reply) => {
      const { member } = memberOf(request);
      const row = await repo.findApplication(member.id, request.params.id);
      if (!row) throw new HttpError(404, 'not_found');
      if (!row.viaCvOnline && row.cvFileKey) {
        return sendStoredPdf(reply, row.cvFileKey, `cv-${row.id}.pdf`);
      }
      const cv = storedCv({ data: row.cvData ?? {} });
      const bytes = await cvPdf(member, cv, row.createdAt, localeOf(request));
      return sendPdf(
        reply,
        bytes,
        attachmentDisposition(`cv-${row.id}.pdf`, `cv-${row.id}`).replace(/^attachment/, 'inline'),
      );
    },
  );

  app.post(
    '/apply',
    {
      ...auth,
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Apply to a posting with the online CV (`via_cv_online=true`) or the uploaded PDF',
        description:
          'What is sent is kept as it is now: a snapshot of the online CV, or a copy of the PDF (a later upload does not change it).',
        security: SECURITY,
        querystring: LocaleQuerySchema.extend(ApplyQuerySchema.shape),
        body: NewsIdBodySchema,
        response: {
          201: dataEnvelope(ApplicationSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          ...JOB_NOT_FOUND,
          409: ApiErrorBodySchema.describe('`job_already_applied`'),
          422: ApiErrorBodySchema.describe('`job_expired`, `cv_incomplete`, `cv_not_uploaded`'),
        },
      },
    },
    async (request, reply) => {
      const { member } = memberOf(request);
      const { news_id: newsId, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const locale = localeOf(request);
      const job = await posting(newsId, locale);
      if (job.deadline < todayOf(app)) {
        throw new HttpError(422, 'job_expired', { field: 'news_id' });
      }
      if (await repo.hasApplied(member.id, newsId)) {
        throw new HttpError(409, 'job_already_applied', { field: 'news_id' });
      }
      const now = app.now();
      let cvData: Record<string, unknown> | null = null;
      let copyKey: string | null = null;
      if (request.query.via_cv_online) {
        const cv = storedCv(await repo.findCv(member.id));
        if (!cvCompleteness(cv).complete) throw new HttpError(422, 'cv_incomplete');
        cvData = cv as Record<string, unknown>;
      } else {
        const file = await repo.findCvFile(member.id);
        const object = file ? await app.storage.get(file.fileKey) : null;
        if (!object) throw new HttpError(422, 'cv_not_uploaded');
        const bytes = await readAll(object.stream);
        copyKey = applicationFileKey(member.id);
        await app.storage.put(copyKey, bytes, {
          contentType: 'application/pdf',
          contentLength: bytes.length,
        });
      }
      const row = await repo.insertApplication({
        memberId: member.id,
        newsId,
        viaCvOnline: request.query.via_cv_online,
        cvData,
        cvFileKey: copyKey,
        now,
      });
      if (!row) {
        // Another request of the same candidate applied first (the unique index decided).
        if (copyKey) await app.storage.delete(copyKey);
        throw new HttpError(409, 'job_already_applied', { field: 'news_id' });
      }
      const [answer] = await applicationsAnswer(member.id, [row], locale);
      return reply.code(201).send({ data: answer! });
    },
  );

  app.get(
    '/all-recruitment-news-liked',
    {
      ...auth,
      schema: {
        tags: [TAG],
        summary: 'My saved postings, last saved first',
        security: SECURITY,
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(z.array(JobSummarySchema)),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
        },
      },
    },
    async (request) => {
      const { member } = memberOf(request);
      const ids = await repo.likedNewsIds(member.id);
      return { data: await summaries(member.id, ids, localeOf(request)) };
    },
  );

  app.post(
    '/like-recruitment-news',
    {
      ...auth,
      schema: {
        tags: [TAG],
        summary: 'Save or unsave a posting (toggles)',
        security: SECURITY,
        querystring: LocaleQuerySchema,
        body: NewsIdBodySchema,
        response: {
          200: dataEnvelope(LikedAnswerSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          ...JOB_NOT_FOUND,
        },
      },
    },
    async (request) => {
      const { member } = memberOf(request);
      const job = await posting(request.body.news_id, localeOf(request));
      return { data: { liked: await repo.toggleLike(member.id, job.id, app.now()) } };
    },
  );

  app.post(
    '/toggle-news-expire-soon-subscription',
    {
      ...auth,
      schema: {
        tags: [TAG],
        summary: 'Set or remove the reminder 3 days before a posting closes (toggles)',
        description:
          'The reminder goes out at 09:00 Vietnam time three days before the deadline (at the next sweep when that has passed), by mail, or by SMS for an account without email.',
        security: SECURITY,
        querystring: LocaleQuerySchema,
        body: NewsIdBodySchema,
        response: {
          200: dataEnvelope(ReminderAnswerSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          ...JOB_NOT_FOUND,
          422: ApiErrorBodySchema.describe('`job_expired`: no reminder for a closed posting'),
        },
      },
    },
    async (request) => {
      const { member } = memberOf(request);
      const job = await posting(request.body.news_id, localeOf(request));
      if (await repo.removeReminder(member.id, job.id)) {
        return { data: { subscribed: false, remindAt: null } };
      }
      if (job.deadline < todayOf(app)) {
        throw new HttpError(422, 'job_expired', { field: 'news_id' });
      }
      const now = app.now();
      const remindAt = await repo.addReminder({
        memberId: member.id,
        newsId: job.id,
        remindAt: reminderTime(job.deadline, now),
        now,
      });
      return { data: { subscribed: true, remindAt: remindAt.toISOString() } };
    },
  );
};
