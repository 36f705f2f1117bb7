import { z } from 'zod';
import type { MailTemplate } from './layout';

const Params = z.object({});

/** To a new newsletter subscriber: the signup worked (and how to object if it was not them). */
export const newsletterWelcome: MailTemplate<typeof Params> = {
  params: Params,
  words: {
    vi: (_params, brand) => ({
      subject: `[${brand.name}] Đăng ký nhận bản tin thành công`,
      paragraphs: [
        'Xin chào Quý khách,',
        `Cảm ơn Quý khách đã đăng ký nhận bản tin của ${brand.name}. Từ nay, tin tức thị trường, báo cáo phân tích và thông báo mới nhất sẽ được gửi tới địa chỉ email này.`,
        `Nếu Quý khách không thực hiện đăng ký này, vui lòng bỏ qua thư hoặc liên hệ tổng đài ${brand.hotline}.`,
        `Trân trọng,\n${brand.name}`,
      ],
    }),
    en: (_params, brand) => ({
      subject: `[${brand.name}] You are subscribed to our newsletter`,
      paragraphs: [
        'Hello,',
        `Thank you for subscribing to the ${brand.name} newsletter. Market news, research reports and our latest announcements will now be sent to this address.`,
        `If you did not sign up, please ignore this message or call our hotline ${brand.hotline}.`,
        `Kind regards,\n${brand.name}`,
      ],
    }),
  },
};
