import { z } from 'zod';
import { EmailSchema, PersonNameSchema, RecaptchaTokenSchema, VietnamesePhoneSchema } from './contact';
import { safeLine, safeText } from './text';

// Plain constants live in codes.ts (no zod), so the sites' start-up code can use them.
export { CUSTOMER_ERROR_CODES, SESSION_ENDED_CODES, SSO_CALLBACK_PATHS } from './codes';

/**
 * Customer accounts (issue 4): direct login, SSO login through the brokerage's OpenID Connect
 * provider, log-out, the profile, and the expert rating. One schema per body, used by the
 * sites' forms and by the API's routes. Issue messages are the stable codes of
 * `FORM_ERROR_CODES`; the API and the sites translate them.
 */

/** 3-digit depository member code + letter + 6 digits, e.g. 009C123456 (market-facts.md). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{3}[A-Z]\d{6}$/;

/** Trimmed and upper-cased, so "009c000001" logs in as 009C000001. */
export const AccountNumberSchema = safeLine({ error: 'required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'required', abort: true })
  .regex(ACCOUNT_NUMBER_PATTERN, { error: 'account_invalid' });

/** A login password is only checked against the hash; the 6–10 rule is for setting one. */
export const LoginPasswordSchema = safeLine({ error: 'required' })
  .min(1, { error: 'required', abort: true })
  .max(128, { error: 'too_long' });

/** `POST customers/auth/login`. */
export const CustomerLoginBodySchema = z.object({
  accountNumber: AccountNumberSchema,
  password: LoginPasswordSchema,
  grecaptcha_token: RecaptchaTokenSchema,
});
export type CustomerLoginInput = z.input<typeof CustomerLoginBodySchema>;
export type CustomerLoginBody = z.output<typeof CustomerLoginBodySchema>;

export const CustomerTypeSchema = z.enum(['individual', 'organization']);

/** `customer` of a login answer and of `customers/me`. */
export const CustomerSchema = z.object({
  id: z.number().int(),
  accountNumber: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  customerType: CustomerTypeSchema,
  /** How this session logged in. */
  loginMethod: z.enum(['direct', 'sso']),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** Answer of both logins: our own opaque token (not the provider's) and the customer. */
export const CustomerLoginResultSchema = z.object({
  accessToken: z.string(),
  /** ISO date-time when the token stops working. */
  expiresAt: z.string(),
  customer: CustomerSchema,
});
export type CustomerLoginResult = z.infer<typeof CustomerLoginResultSchema>;

/** An absolute URL; the API accepts only its origin + one of `SSO_CALLBACK_PATHS`, exactly. */
const RedirectUriSchema = safeLine({ error: 'required' }).min(1, { error: 'required' }).max(2048);

/**
 * `POST customers/auth/sso-authorize`: the API makes the state, nonce and PKCE verifier, keeps
 * them (single use, 10 minutes) and answers the provider's authorize URL to send the browser to.
 */
export const SsoAuthorizeBodySchema = z.object({
  redirect_uri: RedirectUriSchema,
});
export const SsoAuthorizeResultSchema = z.object({ authorizeUrl: z.string(), state: z.string() });
export type SsoAuthorizeResult = z.infer<typeof SsoAuthorizeResultSchema>;

/** `POST customers/auth/login-sso` (spec §7 plus `state`). */
export const SsoLoginBodySchema = z.object({
  code: safeLine({ error: 'required' }).min(1, { error: 'required' }).max(2048),
  state: safeLine({ error: 'required' }).min(1, { error: 'required' }).max(512),
  redirect_uri: RedirectUriSchema,
  grecaptcha_token: RecaptchaTokenSchema,
});
export type SsoLoginBody = z.output<typeof SsoLoginBodySchema>;

/**
 * `POST customers/auth/logout` (bearer): revokes our token. For an SSO session the answer holds
 * the provider's end-session URL (id_token_hint, post_logout_redirect_uri = the callback of the
 * body's `redirect_uri`, ui_locales) for the browser to go to; null for a direct session.
 */
export const CustomerLogoutBodySchema = z.object({ redirect_uri: RedirectUriSchema.optional() });
export const CustomerLogoutResultSchema = z.object({ logoutUrl: z.string().nullable() });
export type CustomerLogoutResult = z.infer<typeof CustomerLogoutResultSchema>;

export const RATING_LIMITS = { message: { max: 1000 }, star: { min: 1, max: 5 } } as const;

/** A star count: missing or 0 is "star_required", anything else outside 1–5 "star_invalid". */
export const StarSchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'star_invalid' })
    .int({ error: 'star_invalid' })
    .refine((v) => v !== 0, { error: 'star_required', abort: true })
    .refine((v) => v >= RATING_LIMITS.star.min && v <= RATING_LIMITS.star.max, {
      error: 'star_invalid',
    }),
);

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, { error: 'too_long' })
    .optional()
    .transform((v) => (v ? v : undefined));

/** `POST khcn/specialists/{id}/rating` (bearer): the form of spec §3/§5. */
export const SpecialistRatingBodySchema = z.object({
  star: StarSchema,
  name: PersonNameSchema,
  phone: VietnamesePhoneSchema,
  email: safeLine()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(EmailSchema.optional()),
  message: optionalText(RATING_LIMITS.message.max),
  grecaptcha_token: RecaptchaTokenSchema,
});
export type SpecialistRatingInput = z.input<typeof SpecialistRatingBodySchema>;
export type SpecialistRatingBody = z.output<typeof SpecialistRatingBodySchema>;

/** The customer's rating of one specialist, and the specialist's new average. */
export const SpecialistRatingSchema = z.object({
  star: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  updatedAt: z.string(),
});
export type SpecialistRating = z.infer<typeof SpecialistRatingSchema>;
export const SpecialistRatingResultSchema = z.object({
  rating: SpecialistRatingSchema,
  averageRating: z.number(),
  ratingCount: z.number().int(),
});
export type SpecialistRatingResult = z.infer<typeof SpecialistRatingResultSchema>;

/** `POST ttpt-reports/create-download` (bearer, SSO session): streams the PDF. */
export const ReportDownloadBodySchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  grecaptcha_token: RecaptchaTokenSchema,
});
