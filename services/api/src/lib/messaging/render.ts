import type { z } from 'zod';
import { MAIL_TEMPLATES, type MailJob, SMS_TEMPLATES, type SmsJob } from './templates/catalogue';
import {
  type Brand,
  type MailTemplate,
  type RenderedMail,
  type SmsTemplate,
  renderWords,
} from './templates/layout';

/** The subject, text and HTML of a `mail.send` job in its language. */
export function renderMail(job: MailJob, brand: Brand): RenderedMail {
  // The job's schema paired template and params; TypeScript cannot follow that through a union.
  const template = MAIL_TEMPLATES[job.template] as MailTemplate<z.ZodType>;
  return renderWords(job.locale, template.words[job.locale](job.params, brand), brand);
}

/** The text of an `sms.send` job in its language. */
export function renderSms(job: SmsJob, brand: Brand): string {
  const template = SMS_TEMPLATES[job.template] as SmsTemplate<z.ZodType>;
  return template.words[job.locale](job.params, brand);
}
