import { z } from 'zod';
import { EmailSchema, PersonNameSchema, VietnamesePhoneSchema } from '../contact';
import { safeLine } from '../text';
import { classifyIdNumber, ID_PROBLEM_FIELDS, isIsoDate, precheckIdNumber } from './cccd';
import {
  EKYC_CUSTOMER_TYPES,
  EKYC_DOCUMENT_KINDS,
  EKYC_GENDERS,
  EKYC_LIMITS,
  EKYC_NATIONALITIES,
  EKYC_REGIONS,
  EKYC_US_QUESTIONS,
  type IdCode,
} from './codes';

export { EKYC_FORM_ERROR_CODES, type EkycFormErrorCode } from './codes';

/**
 * The bodies of the eKYC steps (docs/ekyc.md), validated by the same schemas in the onboarding
 * site (Mantine form) and in the API's routes. Issue messages are the codes of
 * `EKYC_FORM_ERROR_CODES`, one per field (checks abort at the first failure), as in
 * ../contact.ts: the sites translate them per field, the API has its own messages.
 *
 * The checks against today's date (age, issue date, expiry) need `today`, which a schema made
 * once cannot know: `contactInfoSchema(today)` makes the contact-info schema for a day.
 */

/** Absent, null or an empty string (an unanswered select or radio group). */
const isMissing = (input: unknown) => input === undefined || input === null || input === '';
const missingOr = (code: string) => (issue: { input?: unknown }) =>
  isMissing(issue.input) ? 'required' : code;

/** A value from a fixed list: missing → "required", anything else → "option_invalid". */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: missingOr('option_invalid') });

/** A yes/no answer: it must be given (spec §5 "margin or derivative choice", the US questions). */
const YesNoSchema = z.boolean({ error: missingOr('option_invalid') });

/** A trimmed one-line text; missing or blank is "required". */
const requiredLine = () =>
  safeLine({ error: 'required' }).trim().min(1, { error: 'required', abort: true });

/** A code from `GET options` or `GET ekyc-locations`; the API checks that it exists. */
const OptionCodeSchema = requiredLine()
  .max(40, { error: 'option_invalid', abort: true })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'option_invalid' });

/** Digits typed in groups ("0123 4567 89") count without their spaces. */
const digitsWithoutSpaces = () =>
  safeLine({ error: 'required' }).transform((v) => v.replace(/\s+/g, ''));

export const UuidSchema = requiredLine()
  .toLowerCase()
  .pipe(z.uuidv4({ error: 'uuid_invalid' }));

/** Optional token of the reCAPTCHA widget; the API checks it only when it has a secret. */
export const GrecaptchaTokenSchema = safeLine({ error: 'grecaptcha_token' })
  .max(4000, { error: 'grecaptcha_token' })
  .optional();

/** A real calendar day written YYYY-MM-DD (the site's date inputs send that). */
export const CalendarDateSchema = requiredLine().refine(isIsoDate, { error: 'date_invalid' });

/**
 * 9 to 12 digits (spec §5, §9), then what the number alone says: a CCCD's structure
 * (`id_format_invalid`) and not an old CMND (`id_old_cmnd`: a chip card is needed).
 */
export const IdCodeSchema = digitsWithoutSpaces().pipe(
  z
    .string()
    .min(1, { error: 'required', abort: true })
    .regex(/^\d+$/, { error: 'id_digits_only', abort: true })
    .min(EKYC_LIMITS.idMinLength, { error: 'id_length', abort: true })
    .max(EKYC_LIMITS.idMaxLength, { error: 'id_length', abort: true })
    .refine((v) => classifyIdNumber(v) !== 'invalid', { error: 'id_format_invalid', abort: true })
    .refine((v) => classifyIdNumber(v) === 'cccd', { error: 'id_old_cmnd' }),
);

/** Names as on the card: letters and single spaces, 2–100; stored precomposed (NFC). */
export const EkycPersonNameSchema = PersonNameSchema.transform((v) => v.normalize('NFC'));

/** The OTP goes by SMS: a Vietnamese mobile (03, 05, 07, 08, 09), stored as 0xxxxxxxxx. */
export const MobilePhoneSchema = VietnamesePhoneSchema.transform((v) =>
  v.replace(/^\+84/, '0'),
).pipe(z.string().regex(/^0[35789]\d{8}$/, { error: 'phone_invalid' }));

export const GenderSchema = choice(EKYC_GENDERS);

/** Spec §5: at least 15 characters (spaces collapsed) and no quote characters. */
export const AddressSchema = requiredLine()
  .transform((v) => v.normalize('NFC').replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .regex(/^[^'"`“”‘’]*$/, { error: 'quotes_not_allowed', abort: true })
      .min(EKYC_LIMITS.addressMinLength, { error: 'too_short', abort: true })
      .max(EKYC_LIMITS.addressMaxLength, { error: 'too_long' }),
  );

/** Spec §5, §9: the parent-bank account, digits only, 10 to 20. */
export const BankAccountSchema = digitsWithoutSpaces().pipe(
  z
    .string()
    .min(1, { error: 'required', abort: true })
    .regex(/^\d+$/, { error: 'digits_only', abort: true })
    .min(EKYC_LIMITS.bankAccountMinLength, { error: 'too_short', abort: true })
    .max(EKYC_LIMITS.bankAccountMaxLength, { error: 'too_long' }),
);

// --- contact_info -----------------------------------------------------------------------------

type IdField = (typeof ID_PROBLEM_FIELDS)[keyof typeof ID_PROBLEM_FIELDS];

/**
 * Adds, on each of `fields` that has no issue yet, the first problem `precheckIdNumber` finds
 * on it (`ID_PROBLEM_FIELDS`): one message per field, the field's own first.
 */
function addIdProblems(
  ctx: z.RefinementCtx,
  problems: readonly IdCode[],
  fields: readonly IdField[],
  at: (field: IdField) => PropertyKey[],
) {
  const done = new Set(ctx.issues.map((issue) => String(issue.path?.[0] ?? '')));
  for (const code of problems) {
    const field = (ID_PROBLEM_FIELDS as Partial<Record<IdCode, IdField>>)[code];
    if (!field || !fields.includes(field) || done.has(at(field).join('.'))) continue;
    done.add(at(field).join('.'));
    ctx.addIssue({ code: 'custom', message: code, path: at(field) });
  }
}

const isoOrUndefined = (v: unknown) => (isIsoDate(v) ? v : undefined);

/**
 * The contact-info fields. With `today`, a date's checks that need nothing else run on the
 * field itself (the age, an issue date after today): zod skips an object's refinements once
 * any field has failed, and these should show at once.
 */
function contactInfoShape(today?: string) {
  const onDay = (field: 'dateOfBirth' | 'idDate') =>
    today === undefined
      ? CalendarDateSchema
      : CalendarDateSchema.superRefine((date, ctx) => {
          const { problems } = precheckIdNumber('', { today, [field]: date });
          addIdProblems(ctx, problems, [field], () => []);
        });
  return {
    /** Only a person opens online; an organisation goes to a branch. */
    customerType: choice(EKYC_CUSTOMER_TYPES).refine((v) => v === 'personal', {
      error: 'organization_offline',
    }),
    /** Only a Vietnamese citizen (a CCCD) opens online. */
    nationality: choice(EKYC_NATIONALITIES).refine((v) => v === 'VN', {
      error: 'foreign_offline',
    }),
    fullName: EkycPersonNameSchema,
    idCode: IdCodeSchema,
    dateOfBirth: onDay('dateOfBirth'),
    gender: GenderSchema,
    idDate: onDay('idDate'),
    phone: MobilePhoneSchema,
    email: EmailSchema,
  };
}

/** The contact-info fields alone, without the checks against today: see `contactInfoSchema`. */
export const ContactInfoFieldsSchema = z.object(contactInfoShape(), { error: 'required' });
/**
 * `POST contact-info`'s shape, without the checks against today. Validate a body with
 * `contactInfoSchema(today)`; this one is for types and for describing the route.
 */
export const ContactInfoBodySchema = ContactInfoFieldsSchema.extend({ uuid: UuidSchema });

/**
 * The checks across fields: the number against the birth date and gender, the issue date
 * after the birth, the card's expiry by the milestone rule. They run once every field is
 * sound (or only missing), so they never talk about a value the customer must retype anyway.
 */
function crossChecks(today: string) {
  return (body: ContactInfoFields, ctx: z.RefinementCtx) => {
    // `when` lets this run when a field is only missing: that field holds undefined, not its type.
    const { idCode, dateOfBirth, idDate, gender } = body as Partial<ContactInfoFields>;
    if (typeof idCode !== 'string') return;
    const { problems } = precheckIdNumber(idCode, {
      today,
      dateOfBirth: isoOrUndefined(dateOfBirth),
      idDate: isoOrUndefined(idDate),
      gender: EKYC_GENDERS.find((g) => g === gender),
    });
    addIdProblems(ctx, problems, ['idCode', 'idDate'], (field) => [field]);
  };
}

const isObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

function assertToday(today: string) {
  // A wrong `today` would pass or refuse every customer: fail where the schema is made.
  if (!isIsoDate(today)) throw new RangeError(`today is not a YYYY-MM-DD date: ${today}`);
}

/** `POST contact-info` on `today` (ISO, Vietnam's calendar day): fields and identity checks. */
export function contactInfoSchema(today: string) {
  assertToday(today);
  return z
    .object({ ...contactInfoShape(today), uuid: UuidSchema }, { error: 'required' })
    .superRefine(crossChecks(today), { when: isObject });
}

/** The same checks for the site's form, which has no uuid field. */
export function contactInfoFormSchema(today: string) {
  assertToday(today);
  return z
    .object(contactInfoShape(today), { error: 'required' })
    .superRefine(crossChecks(today), { when: isObject });
}

export type ContactInfoInput = z.input<typeof ContactInfoBodySchema>;
export type ContactInfoBody = z.output<typeof ContactInfoBodySchema>;
export type ContactInfoFields = z.output<typeof ContactInfoFieldsSchema>;

// --- registration (general-info) --------------------------------------------------------------

/** Regular is always opened; margin and derivative are each answered yes or no. */
export const AccountTypesSchema = z.object(
  {
    regular: z.literal(true, { error: 'option_invalid' }).default(true),
    margin: YesNoSchema,
    derivative: YesNoSchema,
  },
  { error: 'required' },
);

type UsQuestion = (typeof EKYC_US_QUESTIONS)[number];
/** The six US-related declarations of spec §3, each answered yes or no. */
export const UsDeclarationsSchema = z.object(
  // fromEntries loses the keys' names; EKYC_US_QUESTIONS gives them back.
  Object.fromEntries(EKYC_US_QUESTIONS.map((q) => [q, YesNoSchema])) as Record<
    UsQuestion,
    typeof YesNoSchema
  >,
  { error: 'required' },
);

/** What the relationship field may say ("Vợ", "Bố/mẹ", "Anh trai"): words, spaces, / , -. */
const RELATIONSHIP_PATTERN = /^[\p{L}\p{M}]+(?:[ /,-]+[\p{L}\p{M}]+)*$/u;

/** The registration step's fields (spec §3, §5), as the site's form holds them. */
export const RegistrationSchema = z.object(
  {
    accountTypes: AccountTypesSchema,
    servicePack: OptionCodeSchema,
    referralChannel: OptionCodeSchema,
    branchCode: OptionCodeSchema,
    brokerCode: OptionCodeSchema,
    region: choice(EKYC_REGIONS),
    relatedName: EkycPersonNameSchema,
    relatedPhone: VietnamesePhoneSchema,
    relatedRelationship: requiredLine()
      .max(EKYC_LIMITS.relationshipMaxLength, { error: 'too_long', abort: true })
      .regex(RELATIONSHIP_PATTERN, { error: 'name_invalid' }),
    bankAccNo: BankAccountSchema,
    bankCode: OptionCodeSchema,
    address: AddressSchema,
    us: UsDeclarationsSchema,
  },
  { error: 'required' },
);
export type RegistrationInput = z.input<typeof RegistrationSchema>;
export type Registration = z.output<typeof RegistrationSchema>;

/** `POST general-info`: `{ uuid, ...registration, us }`. */
export const GeneralInfoBodySchema = RegistrationSchema.extend({ uuid: UuidSchema });
export type GeneralInfoInput = z.input<typeof GeneralInfoBodySchema>;
export type GeneralInfoBody = z.output<typeof GeneralInfoBodySchema>;

// --- the other calls --------------------------------------------------------------------------

/** `POST generate-uuid`. */
export const GenerateUuidBodySchema = z.object(
  { grecaptcha_token: GrecaptchaTokenSchema },
  { error: 'required' },
);
export type GenerateUuidBody = z.output<typeof GenerateUuidBodySchema>;

/** `POST request-otp` and `POST resend-otp` (form fields). */
export const RequestOtpBodySchema = z.object(
  { uuid: UuidSchema, grecaptcha_token: GrecaptchaTokenSchema },
  { error: 'required' },
);
export type RequestOtpBody = z.output<typeof RequestOtpBodySchema>;

/** `POST verify-otp` (form fields). */
export const OtpBodySchema = RequestOtpBodySchema.extend({
  otp: requiredLine().regex(new RegExp(`^\\d{${EKYC_LIMITS.otpLength}}$`), {
    error: 'otp_format_invalid',
  }),
});
export type OtpInput = z.input<typeof OtpBodySchema>;
export type OtpBody = z.output<typeof OtpBodySchema>;

/** `POST contract-confirm`: the terms must be ticked. */
/**
 * The agreement as text (`GET contract/{uuid}/text`): its title, the line under it, headings,
 * paragraphs and items; the same blocks the PDF prints. The API answers it, the site reads it.
 */
export const ContractTextSchema = z.object({
  title: z.string(),
  meta: z.string(),
  blocks: z.array(
    z.object({
      kind: z.enum(['heading', 'paragraph', 'item']),
      text: z.string(),
      marker: z.string().optional(),
      depth: z.number().int().optional(),
    }),
  ),
});

export const ContractConfirmBodySchema = z.object(
  { uuid: UuidSchema, agreed: z.literal(true, { error: 'terms_required' }) },
  { error: 'required' },
);
export type ContractConfirmBody = z.output<typeof ContractConfirmBodySchema>;

/** `POST handoff`. */
export const HandoffBodySchema = z.object({ uuid: UuidSchema }, { error: 'required' });
export type HandoffBody = z.output<typeof HandoffBodySchema>;

/** `POST handoff/redeem`: the code of the signed link (URL-safe characters). */
export const HandoffRedeemSchema = z.object(
  {
    code: requiredLine()
      .max(2048, { error: 'handoff_invalid', abort: true })
      .regex(/^[A-Za-z0-9._~-]+$/, { error: 'handoff_invalid' }),
  },
  { error: 'required' },
);
export type HandoffRedeemBody = z.output<typeof HandoffRedeemSchema>;

/** `GET steps/{uuid}`, `GET contract/{uuid}`. */
export const UuidParamsSchema = z.object({ uuid: UuidSchema }, { error: 'required' });
/** `POST documents/{kind}`. */
export const DocumentKindParamsSchema = z.object(
  { kind: choice(EKYC_DOCUMENT_KINDS) },
  { error: 'required' },
);
/** `GET files/{uuid}/{kind}`. */
export const EkycFileParamsSchema = UuidParamsSchema.extend(DocumentKindParamsSchema.shape);
