import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import {
  RECRUITMENT_LIMITS,
  type RecruitmentCategoryKind,
} from '@brokerage/shared/validation/recruitment/codes.ts';
import {
  AboutUsPostListResponseSchema,
  AboutUsPostResponseSchema,
  CategoryListResponseSchema,
  FaqListResponseSchema,
  JobDetailResponseSchema,
  JobListQuerySchema,
  JobListResponseSchema,
  type JobSummary,
  JoinSubmissionFieldsSchema,
  JoinSubmissionResponseSchema,
  RelatedJobsResponseSchema,
  joinSubmissionAgeProblem,
} from '@brokerage/shared/validation/recruitment/jobs.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, listPage } from '../../lib/http/route-schemas';
import { checkCvPdf } from '../../lib/recruitment/cv-pdf';
import { todayOf } from '../../lib/clock';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { hashIp } from '../../lib/security/ip-hash';

const TAG = 'recruitment';

/** The lists of spec §7, by their path. */
const CATEGORY_PATHS: Record<string, RecruitmentCategoryKind> = {
  workplaces: 'workplace',
  careers: 'career',
  forms: 'form',
  titles: 'title',
  departments: 'department',
  positions: 'position',
};

const IdOrSlugParams = z.object({
  idOrSlug: z.string().min(1).max(200).describe('The numeric id, or the slug in either language'),
});
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const JOB_NOT_FOUND = { 404: ApiErrorBodySchema.describe('`job_not_found`') } as const;
/** The candidate's token is optional here (OpenAPI: none, or the candidate's). */
const CANDIDATE_SECURITY: Record<string, string[]>[] = [{}, { candidateToken: [] }];

const jobNotFound = (field?: string) => new HttpError(404, 'job_not_found', field ? { field } : {});

/**
 * The candidate's token is optional on the public calls, and one that does not work is
 * ignored there (docs/recruitment.md): the posting is shown without the candidate's flags.
 */
function optionalCandidate(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization) return;
    try {
      await app.memberAuth.optional.call(app, request, reply);
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 401)) throw error;
      request.memberSession = null;
    }
  };
}

/** Adds `liked`, `applied` and `reminderSet` when a candidate is logged in. */
async function withFlags<T extends JobSummary>(
  app: FastifyInstance,
  request: FastifyRequest,
  jobs: T[],
): Promise<T[]> {
  const session = request.memberSession;
  if (!session) return jobs;
  const flags = await app.repos.recruitmentJobs.candidateFlags(
    session.member.id,
    jobs.map((job) => job.id),
  );
  return jobs.map((job) => ({ ...job, ...flags.get(job.id) }));
}

/**
 * `recruitments/`: the lists, the postings (news, news/{id or slug}, news/related/{id}), FAQs,
 * why-join-us posts, and the quick application (`join-submissions`).
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidate = optionalCandidate(app);

  for (const [path, kind] of Object.entries(CATEGORY_PATHS)) {
    app.get(
      `/${path}`,
      {
        schema: {
          tags: [TAG],
          summary:
            kind === 'workplace'
              ? 'Workplaces, with the province id of the job map (`mapId`) and the postings open today (`openJobs`)'
              : `The ${path} postings are filed under`,
          querystring: LocaleQuerySchema,
          response: { 200: CategoryListResponseSchema, ...COMMON_ERRORS },
        },
      },
      async (request) => ({
        data: await app.repos.recruitmentJobs.listCategories(
          kind,
          request.query.locale,
          todayOf(app),
        ),
      }),
    );
  }

  app.get(
    '/news',
    {
      onRequest: candidate,
      schema: {
        tags: [TAG],
        summary: 'Job postings: open first (featured, then newest), expired last',
        description:
          'The keyword matches the title, the summary and the department, with or without diacritics and in any case ("ke toan" finds "Kế toán"). With a candidate token each posting also has `liked`, `applied` and `reminderSet`; a token that does not work is ignored.',
        security: CANDIDATE_SECURITY,
        querystring: LocaleQuerySchema.extend(JobListQuerySchema.shape),
        response: { 200: JobListResponseSchema, ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale, page, limit, keyword } = request.query;
      const result = await app.repos.recruitmentJobs.listNews({
        locale,
        today: todayOf(app),
        page,
        limit,
        keyword,
        careerId: request.query.career_id,
        workplaceId: request.query.workplace_id,
        formId: request.query.form_id,
        titleId: request.query.title_id,
        departmentId: request.query.department_id,
      });
      const answer = await listPage(result, page, limit);
      return { ...answer, data: await withFlags(app, request, answer.data) };
    },
  );

  app.get(
    '/news/related/:id',
    {
      onRequest: candidate,
      schema: {
        tags: [TAG],
        summary: 'Up to 4 other open postings, the same career first',
        security: CANDIDATE_SECURITY,
        params: IdParams,
        querystring: LocaleQuerySchema,
        response: { 200: RelatedJobsResponseSchema, ...COMMON_ERRORS, ...JOB_NOT_FOUND },
      },
    },
    async (request) => {
      const related = await app.repos.recruitmentJobs.relatedNews(
        request.params.id,
        request.query.locale,
        todayOf(app),
      );
      if (!related) throw jobNotFound();
      return { data: await withFlags(app, request, related) };
    },
  );

  app.get(
    '/news/:idOrSlug',
    {
      onRequest: candidate,
      schema: {
        tags: [TAG],
        summary: 'One posting by id or slug, with its description, requirements and benefits',
        security: CANDIDATE_SECURITY,
        params: IdOrSlugParams,
        querystring: LocaleQuerySchema,
        response: { 200: JobDetailResponseSchema, ...COMMON_ERRORS, ...JOB_NOT_FOUND },
      },
    },
    async (request) => {
      const job = await app.repos.recruitmentJobs.findNews(
        request.params.idOrSlug,
        request.query.locale,
        todayOf(app),
      );
      if (!job) throw jobNotFound();
      const [flagged] = await withFlags(app, request, [job]);
      return { data: flagged! };
    },
  );

  app.get(
    '/faqs',
    {
      schema: {
        tags: [TAG],
        summary: 'The recruitment FAQs in their order (answers are plain text)',
        querystring: LocaleQuerySchema,
        response: { 200: FaqListResponseSchema, ...COMMON_ERRORS },
      },
    },
    async (request) => ({ data: await app.repos.recruitmentJobs.listFaqs(request.query.locale) }),
  );

  app.get(
    '/about-us-posts',
    {
      schema: {
        tags: [TAG],
        summary: 'Why join us: the posts in their order (without their content)',
        querystring: LocaleQuerySchema,
        response: { 200: AboutUsPostListResponseSchema, ...COMMON_ERRORS },
      },
    },
    async (request) => ({
      data: await app.repos.recruitmentJobs.listAboutUsPosts(request.query.locale),
    }),
  );

  app.get(
    '/about-us-posts/:idOrSlug',
    {
      schema: {
        tags: [TAG],
        summary: 'One why-join-us post by id or slug, with its content (sanitised HTML)',
        params: IdOrSlugParams,
        querystring: LocaleQuerySchema,
        response: { 200: AboutUsPostResponseSchema, ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => {
      const post = await app.repos.recruitmentJobs.findAboutUsPost(
        request.params.idOrSlug,
        request.query.locale,
      );
      if (!post) throw new HttpError(404, 'not_found');
      return { data: post };
    },
  );

  await app.register(joinSubmissionRoutes);
};

/** The CV of a quick application, read before validation (at most 2 MB of it is kept). */
interface CvUpload {
  bytes: Buffer;
  /** Over the limit: `bytes` holds only its start. */
  tooLarge: boolean;
}
const cvUploads = new WeakMap<FastifyRequest, CvUpload>();

/** Room for the form's fields and the multipart framing beside the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const JoinSubmissionBodySchema = JoinSubmissionFieldsSchema.extend({
  cv_file: z
    .string()
    .optional()
    .meta({ format: 'binary' })
    .describe('The CV: a PDF (by its bytes), at most 2 MB, without JavaScript or attachments'),
});

/**
 * `POST join-submissions`: a quick application without an account. In a plugin of its own:
 * only it reads multipart bodies, and it reads them before validation so the fields are
 * checked by the shared schema, each error on its field.
 */
const joinSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  // A file over the limit is cut (busboy keeps no more than fileSize) and answered 413.
  await app.register(multipart, { throwFileSizeLimit: false });
  const max = RECRUITMENT_LIMITS.cvPdfMaxBytes;

  app.post(
    '/join-submissions',
    {
      config: formRateLimit(app),
      // A body announced larger than a 2 MB CV and its fields is refused before it is read.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > max + MULTIPART_OVERHEAD_BYTES) {
          throw new HttpError(413, 'file_too_large', { field: 'cv_file' });
        }
      },
      preValidation: async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
        const fields: Record<string, string> = {};
        let upload: CvUpload | undefined;
        for await (const part of request.parts({
          limits: { fileSize: max, files: 1, fields: 12, fieldSize: 4096, parts: 13 },
        })) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname !== 'cv_file') continue;
            upload = { bytes, tooLarge: part.file.truncated || bytes.length > max };
            // Nothing past the limit is read: the answer is 413 whatever the fields say.
            if (upload.tooLarge) throw new HttpError(413, 'file_too_large', { field: 'cv_file' });
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
        if (upload) cvUploads.set(request, upload);
        // The schema validates what the form sent; the file is kept aside (`cvUploads`).
        (request as { body: unknown }).body = { ...fields, cv_file: upload ? 'cv.pdf' : undefined };
      },
      schema: {
        tags: [TAG],
        summary: 'Apply without an account (multipart, with a PDF CV)',
        description:
          'Fields as the shared schema (`JoinSubmissionFieldsSchema`), each error on its field; the candidate is at least 18 (`age_under_18`). `position_id` must be a position (400 `option_invalid`), `news_id` an existing posting (404 `job_not_found`) still open (422 `job_expired`). The CV is checked as `members/cv/upload`: 400 `file_required`, 413 `file_too_large`, 415 `file_type_invalid`, 422 `pdf_unreadable` / `pdf_active_content`. The candidate gets a receipt by mail.',
        consumes: ['multipart/form-data'],
        querystring: LocaleQuerySchema,
        body: JoinSubmissionBodySchema,
        response: {
          201: JoinSubmissionResponseSchema,
          ...COMMON_ERRORS,
          404: ApiErrorBodySchema.describe('`job_not_found` (field `news_id`)'),
          413: ApiErrorBodySchema.describe('`file_too_large`'),
          415: ApiErrorBodySchema.describe('`file_type_invalid`, or not multipart'),
          422: ApiErrorBodySchema.describe(
            '`job_expired`, `pdf_unreadable` or `pdf_active_content`',
          ),
        },
      },
    },
    async (request, reply) => {
      const { locale } = request.query;
      const { grecaptcha_token: token, cv_file: _name, ...body } = request.body;
      const today = todayOf(app);
      const age = joinSubmissionAgeProblem(body.date_of_birth, today);
      if (age) throw new HttpError(400, age, { field: 'date_of_birth' });
      await app.recaptcha.assertHuman(token, request.ip);

      const upload = cvUploads.get(request);
      if (!upload || upload.bytes.length === 0) {
        throw new HttpError(400, 'file_required', { field: 'cv_file' });
      }
      await checkCvPdf(upload.bytes);

      const jobs = app.repos.recruitmentJobs;
      const position = await jobs.findCategory('position', body.position_id, locale);
      if (!position) throw new HttpError(400, 'option_invalid', { field: 'position_id' });
      let jobTitle: string | null = null;
      if (body.news_id !== undefined) {
        const news = await jobs.findNewsForAction(body.news_id, locale);
        if (!news) throw jobNotFound('news_id');
        if (news.deadline < today) throw new HttpError(422, 'job_expired', { field: 'news_id' });
        jobTitle = news.title;
      }

      const key = `private/recruitment/submissions/${randomBytes(16).toString('hex')}.pdf`;
      await app.storage.put(key, upload.bytes, {
        contentType: 'application/pdf',
        contentLength: upload.bytes.length,
      });
      let id: number;
      try {
        id = await jobs.createJoinSubmission({
          name: body.name,
          dateOfBirth: body.date_of_birth,
          email: body.email,
          phone: body.phone,
          gender: body.gender,
          hometown: body.hometown,
          positionId: position.id,
          newsId: body.news_id ?? null,
          cvFileKey: key,
          cvFileSize: upload.bytes.length,
          locale,
          ipHash: hashIp(app.config.ipHashSecret, request.ip),
        });
      } catch (error) {
        await app.storage.delete(key).catch(() => undefined);
        throw error;
      }
      // The receipt goes through the mail job; a queue that cannot take it must not lose the
      // stored application, so it is logged, not answered.
      await app.jobs
        .send('mail.send', {
          template: 'recruitment.application-received',
          to: body.email,
          locale,
          params: { name: body.name, position: position.name, jobTitle },
        })
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'join-submission receipt not queued'),
        );
      return reply.code(201).send({ data: { id } });
    },
  );
};
