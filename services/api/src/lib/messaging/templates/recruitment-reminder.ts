import { z } from 'zod';
import { formatDate } from '@brokerage/shared/format/date.ts';
import type { MailTemplate, SmsTemplate } from './layout';

const Params = z.object({
  fullName: z.string().min(1).max(200),
  title: z.string().min(1).max(300),
  /** YYYY-MM-DD: the last day applications are taken. */
  deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The posting on the recruitment site, in the member's language. */
  url: z.url().max(2000),
});

/** "Remind me 3 days before it closes" (docs/recruitment.md reminders), by e-mail. */
export const recruitmentReminderMail: MailTemplate<typeof Params> = {
  params: Params,
  words: {
    vi: ({ fullName, title, deadline, url }, brand) => ({
      subject: `[${brand.name}] Tin tuyển dụng “${title}” sắp hết hạn`,
      paragraphs: [
        `Xin chào ${fullName},`,
        `Tin tuyển dụng “${title}” mà bạn quan tâm sẽ hết hạn nhận hồ sơ vào ngày ${formatDate(deadline)}.`,
        `Nếu bạn chưa ứng tuyển, hãy gửi hồ sơ trước thời hạn tại: ${url}`,
        `Trân trọng,\n${brand.name}`,
      ],
    }),
    en: ({ fullName, title, deadline, url }, brand) => ({
      subject: `[${brand.name}] The job “${title}” closes soon`,
      paragraphs: [
        `Hello ${fullName},`,
        `The job “${title}” you asked to be reminded of stops taking applications on ${formatDate(deadline)}.`,
        `If you have not applied yet, please do so before then: ${url}`,
        `Kind regards,\n${brand.name}`,
      ],
    }),
  },
};

/** The same reminder by SMS, for an account without an e-mail address. */
export const recruitmentReminderSms: SmsTemplate<typeof Params> = {
  params: Params,
  words: {
    vi: ({ title, deadline, url }, brand) =>
      `${brand.name}: Tin tuyển dụng "${title}" hết hạn nhận hồ sơ ngày ${formatDate(deadline)}. Ứng tuyển tại ${url}`,
    en: ({ title, deadline, url }, brand) =>
      `${brand.name}: The job "${title}" closes on ${formatDate(deadline)}. Apply at ${url}`,
  },
};
