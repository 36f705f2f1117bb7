import { z } from 'zod';
import type { MailTemplate } from './layout';

const Params = z.object({
  fullName: z.string().min(1).max(200),
  subject: z.string().max(200).nullable(),
});

/** To the sender of a contact-form message: it arrived, someone will answer. */
export const contactReceived: MailTemplate<typeof Params> = {
  params: Params,
  words: {
    vi: ({ fullName, subject }, brand) => ({
      subject: `[${brand.name}] Chúng tôi đã nhận được yêu cầu của Quý khách`,
      paragraphs: [
        `Kính gửi ${fullName},`,
        `Cảm ơn Quý khách đã liên hệ với ${brand.name}. Chúng tôi đã nhận được yêu cầu của Quý khách${
          subject ? ` về “${subject}”` : ''
        } và sẽ phản hồi trong thời gian sớm nhất.`,
        `Nếu cần hỗ trợ gấp, Quý khách vui lòng gọi tổng đài ${brand.hotline} hoặc gửi thư tới ${brand.email}.`,
        `Trân trọng,\n${brand.name}`,
      ],
    }),
    en: ({ fullName, subject }, brand) => ({
      subject: `[${brand.name}] We have received your request`,
      paragraphs: [
        `Dear ${fullName},`,
        `Thank you for contacting ${brand.name}. We have received your request${
          subject ? ` about “${subject}”` : ''
        } and will get back to you as soon as possible.`,
        `If you need help urgently, please call our hotline ${brand.hotline} or write to ${brand.email}.`,
        `Kind regards,\n${brand.name}`,
      ],
    }),
  },
};
