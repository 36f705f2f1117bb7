import { z } from 'zod';
import { dataEnvelope, listEnvelope, LocaleSchema } from '../common';
import { EmailSchema, PersonNameSchema, VietnamesePhoneSchema } from '../contact';
import { ageOn, isIsoDate } from '../ekyc/cccd';
import { safeLine } from '../text';
import { RECRUITMENT_GENDERS, RECRUITMENT_LIMITS } from './codes';

/**
 * The public side of the recruitment portal (docs/recruitment.md "Public"): the answers of the
 * job calls, the job list's query and the quick application (`join-submissions`), shared by the
 * API's routes and the recruitment site's client and forms.
 *
 * Issue messages of the form schemas are codes (`RECRUITMENT_JOB_FORM_ERROR_CODES`), one per
 * field, as in ../contact.ts: the site translates them per field, the API has its own words.
 */

// --- answers ----------------------------------------------------------------------------------

/** One entry of a list (`workplaces`, `careers`, `forms`, `titles`, `departments`, `positions`). */
export const CategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Workplaces: the province id of `@svg-maps/vietnam` (the job map), null when off the map. */
  mapId: z.string().nullable().optional(),
  /** `GET workplaces` only: postings open today there. */
  openJobs: z.number().int().optional(),
});
/** `GET {list}` (workplaces, careers…): the whole list. */
export const CategoryListSchema = z.array(CategorySchema);
export type Category = z.infer<typeof CategorySchema>;

/** The same posting or post in the other language, for the language switch. */
export const RecruitmentTranslationSchema = z.object({ locale: LocaleSchema, slug: z.string() });
export type RecruitmentTranslation = z.infer<typeof RecruitmentTranslationSchema>;

export const JobSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  department: CategorySchema,
  career: CategorySchema,
  form: CategorySchema,
  /** The title level (`titles`): staff, specialist, manager… */
  level: CategorySchema,
  workplaces: z.array(CategorySchema),
  /** Million VND per month; both null: negotiable. */
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  quantity: z.number().int(),
  /** YYYY-MM-DD: the last day applications are taken, Vietnam time. */
  deadline: z.string(),
  /** ISO time. */
  publishedAt: z.string(),
  featured: z.boolean(),
  /** Past its deadline: shown, never applied to. */
  expired: z.boolean(),
  /** Open, and the deadline is within 3 days (today included). */
  expiringSoon: z.boolean(),
  translations: z.array(RecruitmentTranslationSchema),
  /** Only with a working candidate token. */
  liked: z.boolean().optional(),
  applied: z.boolean().optional(),
  reminderSet: z.boolean().optional(),
});
/** `GET news/related/{id}`: a few postings, unpaged. */
export const JobSummaryListSchema = z.array(JobSummarySchema);
export type JobSummary = z.infer<typeof JobSummarySchema>;

export const JobDetailSchema = JobSummarySchema.extend({
  /** Sanitised HTML. */
  description: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  /** The position a quick application from this posting names. */
  position: CategorySchema.nullable(),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

export const FaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Plain text; paragraphs split on blank lines. */
  answer: z.string(),
});
/** `GET faqs`: every question. */
export const FaqListSchema = z.array(FaqSchema);
export type Faq = z.infer<typeof FaqSchema>;

/** A why-join-us post in a list. */
export const AboutUsPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** A public file URL (`/api/v1/files/{name}`), or null. */
  image: z.string().nullable(),
  translations: z.array(RecruitmentTranslationSchema),
});
/** `GET about-us-posts`: every post. */
export const AboutUsPostListSchema = z.array(AboutUsPostSchema);
export type AboutUsPost = z.infer<typeof AboutUsPostSchema>;

export const AboutUsPostDetailSchema = AboutUsPostSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
});
export type AboutUsPostDetail = z.infer<typeof AboutUsPostDetailSchema>;

export const CategoryListResponseSchema = dataEnvelope(z.array(CategorySchema));
export const JobListResponseSchema = listEnvelope(JobSummarySchema);
export type JobList = z.infer<typeof JobListResponseSchema>;
export const JobDetailResponseSchema = dataEnvelope(JobDetailSchema);
export const RelatedJobsResponseSchema = dataEnvelope(z.array(JobSummarySchema));
export const FaqListResponseSchema = dataEnvelope(z.array(FaqSchema));
export const AboutUsPostListResponseSchema = dataEnvelope(z.array(AboutUsPostSchema));
export const AboutUsPostResponseSchema = dataEnvelope(AboutUsPostDetailSchema);
export const JoinSubmissionCreatedSchema = z.object({ id: z.number().int() });
export type JoinSubmissionCreated = z.infer<typeof JoinSubmissionCreatedSchema>;
export const JoinSubmissionResponseSchema = dataEnvelope(JoinSubmissionCreatedSchema);

// --- the job list's query ---------------------------------------------------------------------

/** Absent, null or blank: not given (`career_id=` from an unset select). */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);
/** Digits in a query string or a multipart field are the id they spell. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
const missingOr = (code: string) => (issue: { input?: unknown }) =>
  isBlank(issue.input) ? 'required' : code;

/** A list entry's or a posting's id (a number, or its digits as text). */
const idSchema = () =>
  z
    .number({ error: missingOr('option_invalid') })
    .int({ error: 'option_invalid' })
    .positive({ error: 'option_invalid' })
    .max(2_147_483_647, { error: 'option_invalid' });
const requiredId = () => z.preprocess((v) => digitsToNumber(blankToUndefined(v)), idSchema());
const optionalId = () =>
  z.preprocess((v) => digitsToNumber(blankToUndefined(v)), idSchema().optional());

export const JOB_KEYWORD_MAX = 100;

/** `GET news`: keyword (title, summary, department; diacritics and case ignored), filters, paging. */
export const JobListQuerySchema = z.object({
  keyword: z.preprocess(blankToUndefined, safeLine().trim().max(JOB_KEYWORD_MAX).optional()),
  career_id: optionalId(),
  workplace_id: optionalId(),
  form_id: optionalId(),
  title_id: optionalId(),
  department_id: optionalId(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(RECRUITMENT_LIMITS.pageSize),
});
export type JobListQueryInput = z.input<typeof JobListQuerySchema>;
export type JobListQuery = z.output<typeof JobListQuerySchema>;

// --- the quick application (`POST join-submissions`) ------------------------------------------

/** Every code the quick application's fields can carry (the site translates each). */
export const RECRUITMENT_JOB_FORM_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid_characters',
  'name_invalid',
  'email_invalid',
  'phone_invalid',
  'option_invalid',
  'date_invalid',
  'date_too_early',
  'age_under_18',
  'hometown_invalid',
  'grecaptcha_token',
] as const;
export type RecruitmentJobFormErrorCode = (typeof RECRUITMENT_JOB_FORM_ERROR_CODES)[number];

/** Spec §9: a candidate is at least 18. */
export const CANDIDATE_MIN_AGE = 18;
const HOMETOWN_MAX = 100;

/** A trimmed one-line text; missing or blank is "required". */
const requiredLine = () =>
  safeLine({ error: 'required' }).trim().min(1, { error: 'required', abort: true });

/** Letters and words joined by a space, a hyphen, a comma or a full stop ("Bà Rịa - Vũng Tàu"). */
const HOMETOWN_PATTERN = /^[\p{L}\p{M}]+(?:[ ,.-]+[\p{L}\p{M}]+)*\.?$/u;

/** Spec §5 names: letters and single spaces, 2–100; stored precomposed (NFC). */
export const CandidateNameSchema = PersonNameSchema.transform((v) => v.normalize('NFC'));

/** Spec §5 "birthplace": no digits or special characters. */
export const HometownSchema = requiredLine()
  .transform((v) => v.normalize('NFC').replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .max(HOMETOWN_MAX, { error: 'too_long', abort: true })
      .regex(HOMETOWN_PATTERN, { error: 'hometown_invalid' }),
  );

/** A real calendar day written YYYY-MM-DD, in a picker year (spec §9: from 1940). */
export const BirthDateSchema = requiredLine()
  .refine(isIsoDate, { error: 'date_invalid', abort: true })
  .refine((v) => Number(v.slice(0, 4)) >= RECRUITMENT_LIMITS.firstPickerYear, {
    error: 'date_too_early',
  });

export const CandidateGenderSchema = z.enum(RECRUITMENT_GENDERS, {
  error: missingOr('option_invalid'),
});

/** The age check on `today` (YYYY-MM-DD, Vietnam's day): a date after today is under 18 too. */
export function joinSubmissionAgeProblem(
  dateOfBirth: string,
  today: string,
): 'age_under_18' | undefined {
  if (!isIsoDate(dateOfBirth) || !isIsoDate(today)) return undefined;
  return dateOfBirth > today || ageOn(dateOfBirth, today) < CANDIDATE_MIN_AGE
    ? 'age_under_18'
    : undefined;
}

/**
 * The form's fields without the check against today (the API's route schema; the API checks
 * the age with `joinSubmissionAgeProblem`, the site uses `joinSubmissionSchema(today)`).
 * `cv_file` is the file part, checked by the API (a PDF, at most 2 MB, no active content).
 */
export const JoinSubmissionFieldsSchema = z.object({
  name: CandidateNameSchema,
  date_of_birth: BirthDateSchema,
  email: EmailSchema,
  phone: VietnamesePhoneSchema,
  gender: CandidateGenderSchema,
  hometown: HometownSchema,
  position_id: requiredId(),
  /** The posting the form was sent from, if any: it must exist and be open. */
  news_id: optionalId(),
  grecaptcha_token: z.preprocess(
    blankToUndefined,
    safeLine({ error: 'grecaptcha_token' }).max(4000, { error: 'grecaptcha_token' }).optional(),
  ),
});
export type JoinSubmissionInput = z.input<typeof JoinSubmissionFieldsSchema>;
export type JoinSubmission = z.output<typeof JoinSubmissionFieldsSchema>;

/** The quick application as sent on `today` (YYYY-MM-DD): the fields and the age. */
export function joinSubmissionSchema(today: string) {
  if (!isIsoDate(today)) throw new RangeError(`today is not a YYYY-MM-DD date: ${today}`);
  return JoinSubmissionFieldsSchema.superRefine((body, ctx) => {
    const problem = joinSubmissionAgeProblem(body.date_of_birth, today);
    if (problem) ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: problem });
  });
}
