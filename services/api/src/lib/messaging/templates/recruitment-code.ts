import { z } from 'zod';
import type { MailTemplate } from './layout';

const Params = z.object({
  fullName: z.string().min(1).max(200),
  code: z.string().regex(/^\d{6}$/),
  minutes: z.number().int().min(1).max(60),
  /** The registration's code or the forgotten password's. */
  purpose: z.enum(['register', 'reset']),
});

/** A recruitment candidate's one-time code by e-mail (docs/recruitment.md). */
export const recruitmentCode: MailTemplate<typeof Params> = {
  params: Params,
  words: {
    vi: ({ fullName, code, minutes, purpose }, brand) => ({
      subject:
        purpose === 'register'
          ? `[${brand.name}] Mã xác thực đăng ký tài khoản tuyển dụng`
          : `[${brand.name}] Mã đặt lại mật khẩu tài khoản tuyển dụng`,
      paragraphs: [
        `Chào ${fullName},`,
        purpose === 'register'
          ? `Mã xác thực đăng ký tài khoản ứng viên của bạn là ${code}.`
          : `Mã đặt lại mật khẩu tài khoản ứng viên của bạn là ${code}.`,
        `Mã có hiệu lực trong ${minutes} phút và chỉ dùng được một lần. Tuyệt đối không chia sẻ mã này cho bất kỳ ai.`,
        `Nếu bạn không thực hiện yêu cầu này, vui lòng bỏ qua thư này hoặc gọi tổng đài ${brand.hotline}.`,
        `Trân trọng,\n${brand.name}`,
      ],
    }),
    en: ({ fullName, code, minutes, purpose }, brand) => ({
      subject:
        purpose === 'register'
          ? `[${brand.name}] Your recruitment account verification code`
          : `[${brand.name}] Your recruitment account password reset code`,
      paragraphs: [
        `Dear ${fullName},`,
        purpose === 'register'
          ? `The verification code of your candidate account is ${code}.`
          : `The code to reset the password of your candidate account is ${code}.`,
        `It is valid for ${minutes} minutes and can be used once. Never share this code with anyone.`,
        `If you did not ask for it, please ignore this message or call our hotline ${brand.hotline}.`,
        `Kind regards,\n${brand.name}`,
      ],
    }),
  },
};
