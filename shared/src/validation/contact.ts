import { z } from 'zod';
import { CONTACT_LIMITS } from './codes';
import { safeLine, safeText } from './text';

export { NEWSLETTER_ALREADY_SUBSCRIBED } from './codes';

/**
 * The contact form and the newsletter signup (issue 3 item 6), validated by the same schema in
 * the browser (Mantine form) and on the server (Fastify route body).
 *
 * Issue messages are stable codes, not sentences: the sites translate them per field (the
 * limits below give the numbers) and the API turns them into its own localised messages.
 */
export { CONTACT_LIMITS, FORM_ERROR_CODES, isFormErrorCode, type FormErrorCode } from './codes';

/** Letters of any script (Vietnamese with diacritics, precomposed or combining) and single spaces. */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/** 10 digits starting with 0, or +84 and the 9 digits after the leading 0. */
const PHONE_PATTERN = /^(?:0\d{9}|\+84\d{9})$/;
/** Separators people type inside phone numbers; they carry no meaning. */
const PHONE_SEPARATORS = /[\s.\-()]/g;

/**
 * Missing, null or not text: "required", whatever zod would call it. Checks after it stop at
 * the first failure (`abort`), so each field shows one message.
 */
const text = () => safeLine({ error: 'required' }).trim();

/** Trims and collapses inner runs of whitespace; an empty name is "required". */
export const PersonNameSchema = text()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: 'required', abort: true })
      .min(CONTACT_LIMITS.fullName.min, { error: 'too_short', abort: true })
      .max(CONTACT_LIMITS.fullName.max, { error: 'too_long', abort: true })
      .regex(NAME_PATTERN, { error: 'name_invalid' }),
  );

export const EmailSchema = text()
  .min(1, { error: 'required', abort: true })
  .max(CONTACT_LIMITS.email.max, { error: 'too_long' })
  .pipe(z.email({ error: 'email_invalid' }));

export const VietnamesePhoneSchema = text()
  .min(1, { error: 'required', abort: true })
  .transform((v) => v.replace(PHONE_SEPARATORS, ''))
  .pipe(z.string().regex(PHONE_PATTERN, { error: 'phone_invalid' }));

/** Optional token from the reCAPTCHA widget; the API checks it only when it has a secret. */
export const RecaptchaTokenSchema = safeLine().max(4000).optional();

export const ContactBodySchema = z.object({
  fullName: PersonNameSchema,
  email: EmailSchema,
  phone: VietnamesePhoneSchema,
  subject: safeLine()
    .trim()
    .max(CONTACT_LIMITS.subject.max, { error: 'too_long' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  message: safeText({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .min(CONTACT_LIMITS.message.min, { error: 'too_short' })
    .max(CONTACT_LIMITS.message.max, { error: 'too_long' }),
  grecaptcha_token: RecaptchaTokenSchema,
});
/** What the form holds and sends (before trimming). */
export type ContactInput = z.input<typeof ContactBodySchema>;
/** What the server stores (trimmed, phone without separators). */
export type ContactBody = z.output<typeof ContactBodySchema>;

export const ContactCreatedSchema = z.object({ id: z.number().int() });
export type ContactCreated = z.infer<typeof ContactCreatedSchema>;

export const NewsletterBodySchema = z.object({
  email: EmailSchema,
  grecaptcha_token: RecaptchaTokenSchema,
});
export type NewsletterInput = z.input<typeof NewsletterBodySchema>;
export type NewsletterBody = z.output<typeof NewsletterBodySchema>;

/** The same answer for a new address and one already on the list (it tells nobody who is). */
export const NewsletterCreatedSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterCreated = z.infer<typeof NewsletterCreatedSchema>;
