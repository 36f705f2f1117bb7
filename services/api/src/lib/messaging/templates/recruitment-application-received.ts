import { z } from 'zod';
import type { MailTemplate } from './layout';

const Params = z.object({
  name: z.string().min(1).max(200),
  /** The position the candidate chose, in the mail's language. */
  position: z.string().min(1).max(200),
  /** The posting's title when the form was sent from one. */
  jobTitle: z.string().max(300).nullable(),
});

/** To a candidate who applied without an account (`join-submissions`): the CV arrived. */
export const recruitmentApplicationReceived: MailTemplate<typeof Params> = {
  params: Params,
  words: {
    vi: ({ name, position, jobTitle }, brand) => ({
      subject: `[${brand.name}] Chúng tôi đã nhận được hồ sơ ứng tuyển của bạn`,
      paragraphs: [
        `Chào ${name},`,
        `Cảm ơn bạn đã quan tâm và ứng tuyển vào ${brand.name}. Chúng tôi đã nhận được hồ sơ của bạn cho vị trí “${position}”${
          jobTitle ? ` (tin tuyển dụng “${jobTitle}”)` : ''
        }.`,
        'Bộ phận Tuyển dụng sẽ xem xét hồ sơ và liên hệ với bạn qua email hoặc số điện thoại đã đăng ký nếu hồ sơ phù hợp.',
        `Nếu cần hỗ trợ, bạn vui lòng gọi tổng đài ${brand.hotline} hoặc gửi thư tới ${brand.email}.`,
        `Trân trọng,\nBộ phận Tuyển dụng ${brand.name}`,
      ],
    }),
    en: ({ name, position, jobTitle }, brand) => ({
      subject: `[${brand.name}] We have received your application`,
      paragraphs: [
        `Dear ${name},`,
        `Thank you for your interest in joining ${brand.name}. We have received your application for the position “${position}”${
          jobTitle ? ` (job posting “${jobTitle}”)` : ''
        }.`,
        'Our recruitment team will review it and contact you by email or phone if your profile is a good fit.',
        `If you need help, please call our hotline ${brand.hotline} or write to ${brand.email}.`,
        `Kind regards,\nThe ${brand.name} recruitment team`,
      ],
    }),
  },
};
