import {
  DOCUMENT_CODES,
  EKYC_CASE_CODES,
  EKYC_FORM_ERROR_CODES,
  FACE_CODES,
  ID_CODES,
  OPEN_API_CODES,
  OTP_CODES,
} from '@brokerage/shared/validation/ekyc/codes.ts';
import { isMessageCode, translate } from './messages';

describe('the eKYC messages', () => {
  const codes = [
    ...Object.values(EKYC_CASE_CODES),
    ...ID_CODES,
    ...DOCUMENT_CODES,
    ...FACE_CODES,
    ...OTP_CODES,
    ...OPEN_API_CODES,
    ...EKYC_FORM_ERROR_CODES,
  ];

  it('have words for every code of the shared lists, in Vietnamese and in English', () => {
    expect(codes.filter((code) => !isMessageCode(code))).toEqual([]);
    for (const code of codes.filter(isMessageCode)) {
      const vi = translate('vi', code);
      const en = translate('en', code);
      expect(vi).not.toBe(en);
      expect(vi.length, code).toBeGreaterThan(10);
      expect(en.length, code).toBeGreaterThan(10);
    }
  });

  it('use spec §8’s wording where it gives one', () => {
    expect(translate('en', 'id_card_existed', { hotline: '1900 98 9999' })).toBe(
      'This ID number is already registered for an account. Please contact the hotline 1900 98 9999 for help.',
    );
    expect(translate('en', 'otp_resend_too_soon', { seconds: 40 })).toBe(
      'Request to resend code failed, please try again in 40 seconds.',
    );
    expect(translate('en', 'ekyc_review')).toBe('Registration incomplete and will be reviewed.');
    expect(translate('en', 'search_busy', { seconds: 1 })).toBe(
      'The search is receiving too many requests. Please try again in 1 second.',
    );
    expect(translate('en', 'too_many_attempts', { minutes: 1 })).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
    expect(translate('en', 'rate_limited', { seconds: 11 })).toBe(
      'Too many requests. Please try again in 11 seconds.',
    );
    expect(translate('vi', 'otp_invalid')).toBe('Mã OTP xác nhận không chính xác.');
  });
});
