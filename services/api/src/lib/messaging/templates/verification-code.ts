import { z } from 'zod';
import type { SmsTemplate } from './layout';

const Params = z.object({
  code: z.string().regex(/^\d{4,8}$/),
  minutes: z.number().int().min(1).max(60),
});

/** A one-time code by SMS (OTP of the features to come). */
export const verificationCode: SmsTemplate<typeof Params> = {
  params: Params,
  words: {
    vi: ({ code, minutes }, brand) =>
      `${brand.name}: Mã xác thực của Quý khách là ${code}, có hiệu lực trong ${minutes} phút. Tuyệt đối không chia sẻ mã này cho bất kỳ ai.`,
    en: ({ code, minutes }, brand) =>
      `${brand.name}: Your verification code is ${code}, valid for ${minutes} minutes. Never share this code with anyone.`,
  },
};
