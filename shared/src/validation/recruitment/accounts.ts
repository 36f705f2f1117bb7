import { z } from 'zod';
import { EmailSchema, PersonNameSchema, VietnamesePhoneSchema } from '../contact';
import { isIsoDate } from '../ekyc/cccd';
import { safeLine } from '../text';
import {
  RECRUITMENT_ERROR_CODES as CODES,
  RECRUITMENT_GENDERS,
  RECRUITMENT_LIMITS,
  RECRUITMENT_OTP_CHANNELS,
} from './codes';

export { RECRUITMENT_FORM_ERROR_CODES, type RecruitmentFormErrorCode } from './codes';

/**
 * The bodies and answers of the candidate accounts (docs/recruitment.md "Candidate accounts"),
 * validated by the same schemas in the recruitment site (Mantine form) and in the API's routes.
 * Issue messages are codes (FORM_ERROR_CODES and RECRUITMENT_FORM_ERROR_CODES), one per field:
 * the site translates them per field, the API has its own messages. Request fields are
 * snake_case (spec §7), answers camelCase.
 */

/** Absent, null or an empty string (an unanswered select or radio group). */
const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A one-line text as typed (passwords are never trimmed); missing or empty is "required". */
const requiredRaw = () =>
  safeLine({ error: 'required' }).min(1, { error: 'required', abort: true });

/** Optional token of the reCAPTCHA widget; the API checks it only when it has a secret. */
export const GrecaptchaTokenSchema = safeLine().max(4000).optional();

const { min: PASSWORD_MIN, max: PASSWORD_MAX } = RECRUITMENT_LIMITS.password;
const PASSWORD_CLASSES = [/\p{Lu}/u, /\p{Ll}/u, /\p{Nd}/u, /[^\p{L}\p{N}\s]/u];

/** Spec §5: upper case, lower case, a digit and a special character (the length aside). */
export const isStrongPassword = (value: string): boolean =>
  PASSWORD_CLASSES.every((re) => re.test(value));

/**
 * A new password by spec §5's rule: 6–10 characters (`password_length`) with an upper-case
 * letter, a lower-case letter, a digit and a special character (`password_weak`).
 */
export const NewPasswordSchema = requiredRaw().superRefine((value, ctx) => {
  // One issue, not aborting: zod would otherwise skip the body's checks across fields.
  const length = [...value].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    ctx.addIssue({ code: 'custom', message: CODES.passwordLength });
  } else if (!isStrongPassword(value)) {
    ctx.addIssue({ code: 'custom', message: CODES.passwordWeak });
  }
});

/** The current password (login, change, delete): only required; the server checks it. */
export const CurrentPasswordSchema = requiredRaw().max(256, { error: 'too_long' });

/** Email lower-cased (the accounts keep it so, and compare it so). */
export const AccountEmailSchema = EmailSchema.transform((v) => v.toLowerCase());

/** +84… and 0… are the same number: accounts keep the 10-digit form starting with 0. */
export const normalisePhone = (phone: string): string =>
  phone.startsWith('+84') ? `0${phone.slice(3)}` : phone;

export const AccountPhoneSchema = VietnamesePhoneSchema.transform(normalisePhone);

/**
 * An email or a Vietnamese phone (login, forgot password), normalised as the account keeps it
 * (lower-case email, 0… phone); anything else is `phone_or_email_invalid`.
 */
export const PhoneOrEmailSchema = safeLine({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .transform((value, ctx) => {
    const parsed = value.includes('@')
      ? AccountEmailSchema.safeParse(value)
      : AccountPhoneSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: CODES.phoneOrEmailInvalid });
    return z.NEVER;
  });

/** Which of the two a normalised `phone_or_email` is. */
export const phoneOrEmailKind = (value: string): { email: string } | { phone: string } =>
  value.includes('@') ? { email: value } : { phone: value };

/** Exactly 6 digits (spec §5), spaces typed between groups ignored. */
export const OtpCodeSchema = safeLine({ error: 'required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'required', abort: true })
      .regex(new RegExp(`^\\d{${RECRUITMENT_LIMITS.otpLength}}$`), {
        error: 'otp_format_invalid',
      }),
  );

/** The opaque key a registration is followed by until verified (43 base64url characters). */
export const RegistrationKeySchema = safeLine({ error: 'required' })
  .min(1, { error: 'required', abort: true })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: CODES.registrationExpired });

export const OtpChannelSchema = z.enum(RECRUITMENT_OTP_CHANNELS, {
  error: (issue) => (isMissing(issue.input) ? 'required' : 'option_invalid'),
});

const isObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

/**
 * A retyped password must be the same: `password_mismatch` on the confirmation's field. It runs
 * whatever the other fields say (`when`), so the form shows it beside their codes.
 */
const retyped =
  (password: string, confirm: string) => (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (
      typeof body[confirm] === 'string' &&
      body[confirm] !== '' &&
      body[password] !== body[confirm]
    ) {
      ctx.addIssue({ code: 'custom', message: CODES.passwordMismatch, path: [confirm] });
    }
  };

export const RegisterBodySchema = z
  .object({
    name: PersonNameSchema,
    email: AccountEmailSchema,
    phone: AccountPhoneSchema,
    password: NewPasswordSchema,
    password_confirmation: requiredRaw(),
    otp_channel: OtpChannelSchema,
    grecaptcha_token: GrecaptchaTokenSchema,
  })
  .superRefine(retyped('password', 'password_confirmation'), { when: isObject });
export type RegisterInput = z.input<typeof RegisterBodySchema>;
export type RegisterBody = z.output<typeof RegisterBodySchema>;

export const VerifyOtpBodySchema = z.object({
  registration_key: RegistrationKeySchema,
  otp: OtpCodeSchema,
});
export type VerifyOtpBody = z.output<typeof VerifyOtpBodySchema>;

export const ResendOtpBodySchema = z.object({
  registration_key: RegistrationKeySchema,
  grecaptcha_token: GrecaptchaTokenSchema,
});
export type ResendOtpBody = z.output<typeof ResendOtpBodySchema>;

export const LoginBodySchema = z.object({
  phone_or_email: PhoneOrEmailSchema,
  password: CurrentPasswordSchema,
  grecaptcha_token: GrecaptchaTokenSchema,
});
export type LoginInput = z.input<typeof LoginBodySchema>;
export type LoginBody = z.output<typeof LoginBodySchema>;

export const ResetPasswordBodySchema = z.object({
  phone_or_email: PhoneOrEmailSchema,
  grecaptcha_token: GrecaptchaTokenSchema,
});
export type ResetPasswordBody = z.output<typeof ResetPasswordBodySchema>;

export const ResetPasswordConfirmBodySchema = z
  .object({
    phone_or_email: PhoneOrEmailSchema,
    otp: OtpCodeSchema,
    new_password: NewPasswordSchema,
    new_password_confirmation: requiredRaw(),
    grecaptcha_token: GrecaptchaTokenSchema,
  })
  .superRefine(retyped('new_password', 'new_password_confirmation'), { when: isObject });
export type ResetPasswordConfirmInput = z.input<typeof ResetPasswordConfirmBodySchema>;
export type ResetPasswordConfirmBody = z.output<typeof ResetPasswordConfirmBodySchema>;

export const ChangePasswordBodySchema = z
  .object({
    password: CurrentPasswordSchema,
    new_password: NewPasswordSchema,
    new_password_confirmation: requiredRaw(),
    grecaptcha_token: GrecaptchaTokenSchema,
  })
  .superRefine(
    (body, ctx) => {
      retyped('new_password', 'new_password_confirmation')(body, ctx);
      // One code per field: a new password that breaks the rule already has its own.
      const sound = NewPasswordSchema.safeParse(body.new_password).success;
      if (sound && body.new_password === body.password) {
        ctx.addIssue({ code: 'custom', message: CODES.passwordSame, path: ['new_password'] });
      }
    },
    { when: isObject },
  );
export type ChangePasswordInput = z.input<typeof ChangePasswordBodySchema>;
export type ChangePasswordBody = z.output<typeof ChangePasswordBodySchema>;

/** A birth date: a real day, from RECRUITMENT_LIMITS.firstPickerYear, not after today. */
const BirthDateSchema = safeLine()
  .refine(isIsoDate, { error: 'date_invalid', abort: true })
  .refine(
    (v) =>
      Number(v.slice(0, 4)) >= RECRUITMENT_LIMITS.firstPickerYear &&
      v <= new Date().toISOString().slice(0, 10),
    { error: 'date_invalid' },
  );

/** An optional field: empty or null is "not given" (null stored). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isMissing(v) ? null : v), schema.nullable()).optional();

export const PROFILE_LIMITS = { address: { max: 255 } } as const;

export const ProfileUpdateBodySchema = z.object({
  name: PersonNameSchema,
  date_of_birth: optional(BirthDateSchema),
  gender: optional(z.enum(RECRUITMENT_GENDERS, { error: 'option_invalid' })),
  address: optional(
    safeLine()
      .trim()
      .max(PROFILE_LIMITS.address.max, { error: 'too_long' })
      .transform((v) => v || null),
  ),
  grecaptcha_token: GrecaptchaTokenSchema,
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateBodySchema>;
export type ProfileUpdateBody = z.output<typeof ProfileUpdateBodySchema>;

export const DeleteAccountBodySchema = z.object({
  password: CurrentPasswordSchema,
  grecaptcha_token: GrecaptchaTokenSchema,
});
export type DeleteAccountBody = z.output<typeof DeleteAccountBodySchema>;

export const ExportQuerySchema = z.object({
  format: z.enum(['json', 'pdf'], { error: 'option_invalid' }).default('json'),
});

// Answers.

/** A candidate as the API answers it (docs/recruitment.md `Member`). */
export const MemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(RECRUITMENT_GENDERS).nullable(),
  address: z.string().nullable(),
  hasAvatar: z.boolean(),
  hasCvFile: z.boolean(),
  cvComplete: z.boolean(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

/** Register and resend-otp: where the code went and the countdowns (seconds). */
export const RegisterAnswerSchema = z.object({
  registrationKey: z.string(),
  channel: z.enum(RECRUITMENT_OTP_CHANNELS),
  /** Masked: 090****567, ng***@example.vn. */
  destination: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;

export const VerifyOtpAnswerSchema = z.object({ verified: z.literal(true) });
export type VerifyOtpAnswer = z.infer<typeof VerifyOtpAnswerSchema>;

export const LoginAnswerSchema = z.object({
  member: MemberSchema,
  token: z.string(),
  expiresAt: z.string(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const LogoutAnswerSchema = z.object({ loggedOut: z.literal(true) });
export const ResetPasswordAnswerSchema = z.object({
  sent: z.literal(true),
  resendInSeconds: z.number().int(),
});
export type ResetPasswordAnswer = z.infer<typeof ResetPasswordAnswerSchema>;
export const ResetPasswordConfirmAnswerSchema = z.object({ reset: z.literal(true) });
export const ChangePasswordAnswerSchema = z.object({ changed: z.literal(true) });
export const DeleteAccountAnswerSchema = z.object({ deleted: z.literal(true) });

/** `{data: T}`, the envelope of one object (design §5). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
