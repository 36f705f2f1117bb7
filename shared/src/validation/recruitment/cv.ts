import { z } from 'zod';
import { vietnamDate } from '../../market/calendar';
import { EmailSchema, PersonNameSchema, VietnamesePhoneSchema } from '../contact';
import { isIsoDate } from '../ekyc/cccd';
import { safeLine, safeText } from '../text';
import { RECRUITMENT_APPLICATION_STATUSES, RECRUITMENT_GENDERS, RECRUITMENT_LIMITS } from './codes';
import { JobSummarySchema } from './jobs';

export type { JobSummary } from './jobs';

/**
 * The online CV (issue 23 item 3, spec §3 "Candidate/CV labels"), its completeness, and the
 * answers of the CV, application, saved-job and reminder routes (docs/recruitment.md).
 *
 * The CV is saved as the candidate types (autosave): every field of `CvDraftSchema` may be
 * missing, null or blank, but a field that is given must be valid. Issue messages are the codes
 * of `CV_FORM_ERROR_CODES`, one per field (checks abort at the first failure), as in
 * ../contact.ts: the site translates them per field, the API has its own messages. Markup is
 * plain text here: `<b>` in a free-text field is kept as typed and shown escaped.
 *
 * Dates are checked against today in Vietnam, read when a value is parsed (years 1940 to the
 * current year, spec §9).
 */

/** The sections of the CV, in the editor's and the PDF's order. */
export const CV_SECTION_KEYS = [
  'personal',
  'education',
  'languages',
  'career',
  'workProcess',
  'awards',
  'skills',
  'family',
  'commitments',
] as const;
export type CvSectionKey = (typeof CV_SECTION_KEYS)[number];

// The fixed lists of the CV's selects (the site translates each value).
export const CV_MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const CV_ACADEMIC_LEVELS = [
  'high_school',
  'intermediate',
  'college',
  'university',
  'master',
  'doctorate',
  'other',
] as const;
/** Xuất sắc, Giỏi, Khá, Trung bình khá, Trung bình. */
export const CV_GRADES = ['excellent', 'very_good', 'good', 'fairly_good', 'average'] as const;
/** Loại hình đào tạo: chính quy, vừa làm vừa học, từ xa, liên thông, văn bằng 2. */
export const CV_TRAINING_TYPES = [
  'regular',
  'in_service',
  'distance',
  'transfer',
  'second_degree',
  'other',
] as const;
/** How much the candidate wants a change now ("mức độ quan tâm"). */
export const CV_CONCERN_LEVELS = ['low', 'medium', 'high'] as const;
/** A job of the work process: still there, or left. */
export const CV_WORK_STATUSES = ['doing', 'ended'] as const;
/** Spec §5: the five recruitment commitments, each to be agreed. */
export const CV_COMMITMENTS = [
  'vietnameseCitizen',
  'fullCapacity',
  'healthy',
  'noCriminalRecord',
  'informationTrue',
] as const;

export const CV_LIMITS = {
  /** One-line texts (places, majors, companies…). */
  line: 200,
  /** Addresses: spec §5 asks at least 15 characters and no quotes. */
  address: { min: 15, max: 255 },
  /** Free texts (goal, experience, duties, strengths…). */
  text: 2000,
  /** Spec §5, §9: an ID number of 9 to 12 digits (old ID card or citizen ID). */
  idNumber: { min: 9, max: 12 },
  /** Spec §5, §9: at least 10 digits. */
  bankAccount: { min: 10, max: 20 },
  /** Language scores on a 0–10 scale, with at most one decimal (IELTS 6.5 is 6.5). */
  score: { min: 0, max: 10 },
  heightCm: { min: 50, max: 250 },
  weightKg: { min: 20, max: 300 },
  /** Million VND per month, at most one decimal. */
  salary: { min: 0, max: 10000 },
  lists: { languages: 10, workProcess: 20, awards: 20, family: 20 },
} as const;

/** Every issue message of the CV schemas: the site translates each per field. */
export const CV_FORM_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'too_many',
  'invalid_characters',
  'name_invalid',
  'place_invalid',
  'quotes_not_allowed',
  'email_invalid',
  'phone_invalid',
  'option_invalid',
  'date_invalid',
  'date_future',
  'date_before_birth',
  'year_invalid',
  'month_invalid',
  'end_before_start',
  'number_invalid',
  'out_of_range',
  'digits_only',
  'id_length',
] as const;
export type CvFormErrorCode = (typeof CV_FORM_ERROR_CODES)[number];

// --- field kinds ------------------------------------------------------------------------------

const todayInVietnam = () => vietnamDate(new Date());
const currentYear = () => Number(todayInVietnam().slice(0, 4));

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Missing, null or blank is "not filled in" (undefined); anything else must pass `schema`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional());

const line = (max: number = CV_LIMITS.line) =>
  safeLine({ error: 'invalid_characters' })
    .trim()
    .transform((v) => v.normalize('NFC').replace(/\s+/g, ' '))
    .pipe(z.string().max(max, { error: 'too_long' }));

const text = (max: number = CV_LIMITS.text) =>
  safeText({ error: 'invalid_characters' })
    .trim()
    .transform((v) => v.normalize('NFC').replace(/\r\n?/g, '\n'))
    .pipe(z.string().max(max, { error: 'too_long' }));

/** Spec §5 "names: no special characters or digits". */
const name = () => PersonNameSchema.transform((v) => v.normalize('NFC'));

/** Places (hometown, issue place, nationality…): letters, spaces and , . - / ( ); no digits. */
const PLACE_PATTERN = /^[\p{L}\p{M}]+(?:[ ,.\-/()]+[\p{L}\p{M}]*)*\.?$/u;
const place = () => line().pipe(z.string().regex(PLACE_PATTERN, { error: 'place_invalid' }));

/** Spec §5: addresses have no quote characters; at least 15 characters. */
const address = (min = 0) =>
  line(CV_LIMITS.address.max).pipe(
    z
      .string()
      .regex(/^[^'"`“”‘’]*$/, { error: 'quotes_not_allowed', abort: true })
      .min(min, { error: 'too_short' }),
  );

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'option_invalid' });

/** A number typed in a text box ("15,5") or sent as one; at most `decimals` decimals. */
const number = (range: { min: number; max: number }, decimals = 0) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' && /^\s*\d+(?:[.,]\d+)?\s*$/.test(v)
        ? Number(v.trim().replace(',', '.'))
        : v,
    z
      .number({ error: 'number_invalid' })
      .refine(
        (n) => {
          const scaled = n * 10 ** decimals;
          return Number.isFinite(n) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
        },
        { error: 'number_invalid', abort: true },
      )
      .min(range.min, { error: 'out_of_range' })
      .max(range.max, { error: 'out_of_range' }),
  );

/** A year of the pickers: 1940 to the current year (spec §9). */
const year = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'year_invalid' })
      .int({ error: 'year_invalid' })
      .refine((y) => y >= RECRUITMENT_LIMITS.firstPickerYear && y <= currentYear(), {
        error: 'year_invalid',
      }),
  );

/** A real day, YYYY-MM-DD, from 1940 to today. */
const pastDate = () =>
  safeLine({ error: 'date_invalid' })
    .trim()
    .refine(isIsoDate, { error: 'date_invalid', abort: true })
    .refine((d) => Number(d.slice(0, 4)) >= RECRUITMENT_LIMITS.firstPickerYear, {
      error: 'date_invalid',
      abort: true,
    })
    .refine((d) => d <= todayInVietnam(), { error: 'date_future' });

/** A month, YYYY-MM, from 1940 to this month. */
const pastMonth = () =>
  safeLine({ error: 'month_invalid' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month_invalid', abort: true })
    .refine((m) => Number(m.slice(0, 4)) >= RECRUITMENT_LIMITS.firstPickerYear, {
      error: 'month_invalid',
      abort: true,
    })
    .refine((m) => m <= todayInVietnam().slice(0, 7), { error: 'date_future' });

/** Digits typed in groups count without their spaces. */
const digits = () =>
  safeLine({ error: 'digits_only' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d+$/, { error: 'digits_only', abort: true }));

const idNumber = () =>
  digits().refine((v) => v.length >= CV_LIMITS.idNumber.min && v.length <= CV_LIMITS.idNumber.max, {
    error: 'id_length',
  });

const bankAccount = () =>
  digits().pipe(
    z
      .string()
      .min(CV_LIMITS.bankAccount.min, { error: 'too_short', abort: true })
      .max(CV_LIMITS.bankAccount.max, { error: 'too_long' }),
  );

const phone = () => VietnamesePhoneSchema.transform((v) => v.replace(/^\+84/, '0'));

/** A list of at most `max` entries; blank entries (nothing filled in) are dropped. */
const list = <T extends z.ZodType>(entry: T, max: number) =>
  z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v.filter(
            (item) =>
              !(
                item !== null &&
                typeof item === 'object' &&
                !Array.isArray(item) &&
                Object.values(item as Record<string, unknown>).every(isBlank)
              ),
          )
        : v,
    z.array(entry, { error: 'option_invalid' }).max(max, { error: 'too_many' }).optional(),
  );

// --- sections ---------------------------------------------------------------------------------

const PersonalShape = {
  fullName: optional(name()),
  dateOfBirth: optional(pastDate()),
  gender: optional(choice(RECRUITMENT_GENDERS)),
  idNumber: optional(idNumber()),
  idIssueDate: optional(pastDate()),
  idIssuePlace: optional(place()),
  permanentResidence: optional(address(CV_LIMITS.address.min)),
  hometown: optional(place()),
  nativePlace: optional(place()),
  nationality: optional(place()),
  maritalStatus: optional(choice(CV_MARITAL_STATUSES)),
  heightCm: optional(number(CV_LIMITS.heightCm)),
  weightKg: optional(number(CV_LIMITS.weightKg)),
  city: optional(place()),
  notificationAddress: optional(address(CV_LIMITS.address.min)),
  bankAccountNumber: optional(bankAccount()),
  /** Contact on the CV; the export falls back to the account's. */
  phone: optional(phone()),
  email: optional(EmailSchema),
};

/** The issue date comes after the birth date (spec §5). */
const PersonalSchema = z
  .object(PersonalShape, { error: 'option_invalid' })
  .superRefine((p, ctx) => {
    if (p.dateOfBirth && p.idIssueDate && p.idIssueDate <= p.dateOfBirth) {
      ctx.addIssue({ code: 'custom', message: 'date_before_birth', path: ['idIssueDate'] });
    }
  });

const EducationSchema = z.object(
  {
    academicLevel: optional(choice(CV_ACADEMIC_LEVELS)),
    major: optional(line()),
    institution: optional(line()),
    grade: optional(choice(CV_GRADES)),
    /** Hệ đào tạo (đại học, cao đẳng…), as the diploma says it. */
    trainingSystem: optional(line()),
    trainingType: optional(choice(CV_TRAINING_TYPES)),
  },
  { error: 'option_invalid' },
);

const score = () => optional(number(CV_LIMITS.score, 1));
const LanguageSchema = z.object(
  {
    language: optional(line(100)),
    listening: score(),
    speaking: score(),
    reading: score(),
    writing: score(),
  },
  { error: 'option_invalid' },
);

const CareerSchema = z.object(
  {
    /** Million VND per month. */
    desiredSalary: optional(number(CV_LIMITS.salary, 1)),
    desiredRank: optional(line()),
    desiredPlace: optional(line()),
    interestedPosition: optional(line()),
    concernLevel: optional(choice(CV_CONCERN_LEVELS)),
    careerGoal: optional(text()),
    recentJob: optional(line()),
    experience: optional(text()),
    profession: optional(line()),
  },
  { error: 'option_invalid' },
);

const WorkSchema = z
  .object(
    {
      company: optional(line()),
      address: optional(address()),
      phone: optional(phone()),
      startMonth: optional(pastMonth()),
      endMonth: optional(pastMonth()),
      /** Million VND per month. */
      currentSalary: optional(number(CV_LIMITS.salary, 1)),
      status: optional(choice(CV_WORK_STATUSES)),
      terminationReason: optional(text(1000)),
      duties: optional(text()),
    },
    { error: 'option_invalid' },
  )
  .superRefine((w, ctx) => {
    if (w.startMonth && w.endMonth && w.endMonth < w.startMonth) {
      ctx.addIssue({ code: 'custom', message: 'end_before_start', path: ['endMonth'] });
    }
  });

const AwardSchema = z.object(
  { year: optional(year()), description: optional(text(1000)) },
  { error: 'option_invalid' },
);

const SkillsSchema = z.object(
  { strength: optional(text()), weakness: optional(text()) },
  { error: 'option_invalid' },
);

const FamilyMemberSchema = z.object(
  {
    name: optional(name()),
    relationship: optional(line(100)),
    birthYear: optional(year()),
    occupation: optional(line()),
  },
  { error: 'option_invalid' },
);

/** Each is agreed (true) or not yet; only true counts. */
const agreed = () =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z.boolean({ error: 'option_invalid' }).optional(),
  );
const CommitmentsSchema = z.object(
  Object.fromEntries(CV_COMMITMENTS.map((key) => [key, agreed()])) as Record<
    (typeof CV_COMMITMENTS)[number],
    ReturnType<typeof agreed>
  >,
  { error: 'option_invalid' },
);

const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.optional());

/**
 * The online CV as saved (a draft: anything may be missing). Unknown keys are dropped.
 * `POST members/cv` replaces the sections it sends and keeps the others.
 */
export const CvDraftSchema = z.object(
  {
    personal: nullable(PersonalSchema),
    education: nullable(EducationSchema),
    languages: list(LanguageSchema, CV_LIMITS.lists.languages),
    career: nullable(CareerSchema),
    workProcess: list(WorkSchema, CV_LIMITS.lists.workProcess),
    awards: list(AwardSchema, CV_LIMITS.lists.awards),
    skills: nullable(SkillsSchema),
    family: list(FamilyMemberSchema, CV_LIMITS.lists.family),
    commitments: nullable(CommitmentsSchema),
  },
  { error: 'option_invalid' },
);
export type CvDataInput = z.input<typeof CvDraftSchema>;
export type CvData = z.output<typeof CvDraftSchema>;
export type CvPersonal = NonNullable<CvData['personal']>;
export type CvLanguage = NonNullable<CvData['languages']>[number];
export type CvWork = NonNullable<CvData['workProcess']>[number];
export type CvAward = NonNullable<CvData['awards']>[number];
export type CvFamilyMember = NonNullable<CvData['family']>[number];

// --- completeness -----------------------------------------------------------------------------

/**
 * What makes a CV complete (spec §4 "CV: complete or incomplete"), per section. A list section
 * may be empty, but each entry in it needs its required fields. Languages, awards and family
 * members are optional; the five commitments must all be agreed (spec §5).
 */
export const CV_REQUIRED_FIELDS = {
  personal: [
    'fullName',
    'dateOfBirth',
    'gender',
    'idNumber',
    'idIssueDate',
    'idIssuePlace',
    'permanentResidence',
    'hometown',
    'nationality',
    'maritalStatus',
    'notificationAddress',
  ],
  education: ['academicLevel', 'major', 'institution'],
  languages: ['language'],
  career: ['interestedPosition', 'desiredPlace', 'careerGoal'],
  /** `endMonth` too when the status is `ended`. */
  workProcess: ['company', 'startMonth', 'status'],
  awards: ['year', 'description'],
  skills: ['strength', 'weakness'],
  family: ['name', 'relationship'],
  commitments: CV_COMMITMENTS,
} as const satisfies Record<CvSectionKey, readonly string[]>;

const LIST_SECTIONS = ['languages', 'workProcess', 'awards', 'family'] as const;
const filled = (v: unknown) => !isBlank(v) && v !== false;

export interface CvCompleteness {
  complete: boolean;
  /** The sections with something required missing, in CV order. */
  missing: CvSectionKey[];
}

export function cvCompleteness(cv: CvData | null | undefined): CvCompleteness {
  const missing = CV_SECTION_KEYS.filter((key) => {
    const required: readonly string[] = CV_REQUIRED_FIELDS[key];
    if ((LIST_SECTIONS as readonly string[]).includes(key)) {
      const entries = (cv?.[key] ?? []) as Record<string, unknown>[];
      return entries.some(
        (entry) =>
          required.some((field) => !filled(entry[field])) ||
          (key === 'workProcess' && entry.status === 'ended' && !filled(entry.endMonth)),
      );
    }
    const values = (cv?.[key] ?? {}) as Record<string, unknown>;
    return required.some((field) => !filled(values[field]));
  });
  return { complete: missing.length === 0, missing };
}

// --- bodies -----------------------------------------------------------------------------------

const GrecaptchaSchema = safeLine().max(4000).optional();

/** `POST members/cv` (JSON). */
export const CvSaveBodySchema = z.object({
  cv_data: CvDraftSchema,
  grecaptcha_token: GrecaptchaSchema,
});
export type CvSaveBody = z.output<typeof CvSaveBodySchema>;

export const CvExportBodySchema = z
  .object({ grecaptcha_token: GrecaptchaSchema })
  .nullish()
  .transform((v) => v ?? {});

const NewsIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: 'required' }).int({ error: 'required' }).positive({ error: 'required' }),
);

/** `like-recruitment-news`, `toggle-news-expire-soon-subscription`. */
export const NewsIdBodySchema = z.object({
  news_id: NewsIdSchema,
  grecaptcha_token: GrecaptchaSchema,
});

/** `POST members/apply?via_cv_online=true|false`. */
export const ApplyQuerySchema = z.object({
  via_cv_online: z
    .enum(['true', 'false', '1', '0'], { error: 'option_invalid' })
    .transform((v) => v === 'true' || v === '1'),
});
export const ApplyBodySchema = NewsIdBodySchema;

export const ApplicationIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'required' }).int().positive().max(2_147_483_647),
});

// --- answers ----------------------------------------------------------------------------------

export const CvSectionKeySchema = z.enum(CV_SECTION_KEYS);

/** `GET/POST members/cv`. */
export const CvAnswerSchema = z.object({
  cv: z.custom<CvData>((v) => typeof v === 'object' && v !== null),
  complete: z.boolean(),
  missing: z.array(CvSectionKeySchema),
  /** Null before the first save. */
  updatedAt: z.string().nullable(),
  /** The candidate's photo (the account's avatar), shown on the CV. */
  hasAvatar: z.boolean(),
});
export type CvAnswer = z.infer<typeof CvAnswerSchema>;

/** `GET members/cv/uploaded` (or null), `POST members/cv/upload`. */
export const UploadedCvSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  pages: z.number().int(),
  uploadedAt: z.string(),
});
export type UploadedCv = z.infer<typeof UploadedCvSchema>;

export const ApplicationStatusSchema = z.enum(RECRUITMENT_APPLICATION_STATUSES);

/** `GET members/applications`: an application with the posting as the lists show it. */
export const ApplicationSchema = z.object({
  id: z.number().int(),
  news: JobSummarySchema,
  viaCvOnline: z.boolean(),
  status: ApplicationStatusSchema,
  createdAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const LikedAnswerSchema = z.object({ liked: z.boolean() });
export type LikedAnswer = z.infer<typeof LikedAnswerSchema>;

export const ReminderAnswerSchema = z.object({
  subscribed: z.boolean(),
  /** ISO instant the reminder goes out; null when removed. */
  remindAt: z.string().nullable(),
});
export type ReminderAnswer = z.infer<typeof ReminderAnswerSchema>;
