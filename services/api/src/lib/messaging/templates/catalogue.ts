import { z } from 'zod';
import { LocaleSchema } from '@brokerage/shared/validation/common.ts';
import { bondsRegistration } from './bonds-registration';
import { contactReceived } from './contact-received';
import { newsletterWelcome } from './newsletter-welcome';
import { recruitmentApplicationReceived } from './recruitment-application-received';
import { recruitmentCode } from './recruitment-code';
import { recruitmentReminderMail, recruitmentReminderSms } from './recruitment-reminder';
import { verificationCode } from './verification-code';

/** Every e-mail the API sends, by name. */
export const MAIL_TEMPLATES = {
  'contact.received': contactReceived,
  'newsletter.welcome': newsletterWelcome,
  'recruitment.code': recruitmentCode,
  'recruitment.application-received': recruitmentApplicationReceived,
  'recruitment.reminder': recruitmentReminderMail,
  'bonds.registration': bondsRegistration,
};

/** Every SMS the API sends, by name. */
export const SMS_TEMPLATES = {
  'verification.code': verificationCode,
  'recruitment.reminder': recruitmentReminderSms,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type SmsTemplateName = keyof typeof SMS_TEMPLATES;

const Email = z.email().max(320);
/** 0xxxxxxxxx or +84xxxxxxxxx, as the forms store them. */
const Phone = z.string().regex(/^(0\d{9}|\+84\d{9})$/);

/** The payload of a `mail.send` job: whom, which template, in which language, with what. */
export const MailJobSchema = z.discriminatedUnion('template', [
  z.object({
    template: z.literal('contact.received'),
    to: Email,
    locale: LocaleSchema,
    params: contactReceived.params,
  }),
  z.object({
    template: z.literal('newsletter.welcome'),
    to: Email,
    locale: LocaleSchema,
    params: newsletterWelcome.params,
  }),
  z.object({
    template: z.literal('recruitment.code'),
    to: Email,
    locale: LocaleSchema,
    params: recruitmentCode.params,
  }),
  z.object({
    template: z.literal('recruitment.application-received'),
    to: Email,
    locale: LocaleSchema,
    params: recruitmentApplicationReceived.params,
  }),
  z.object({
    template: z.literal('recruitment.reminder'),
    to: Email,
    locale: LocaleSchema,
    params: recruitmentReminderMail.params,
  }),
  z.object({
    template: z.literal('bonds.registration'),
    to: Email,
    locale: LocaleSchema,
    params: bondsRegistration.params,
  }),
]);
export type MailJob = z.infer<typeof MailJobSchema>;

/** The payload of an `sms.send` job. */
export const SmsJobSchema = z.discriminatedUnion('template', [
  z.object({
    template: z.literal('verification.code'),
    to: Phone,
    locale: LocaleSchema,
    params: verificationCode.params,
  }),
  z.object({
    template: z.literal('recruitment.reminder'),
    to: Phone,
    locale: LocaleSchema,
    params: recruitmentReminderSms.params,
  }),
]);
export type SmsJob = z.infer<typeof SmsJobSchema>;
