import { CONTACT_LIMITS } from '@brokerage/shared/validation/codes.ts';
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';

/** The numbers the too_short / too_long texts of each field quote (the schemas' limits). */
export const FIELD_LIMITS: Readonly<Record<string, { min?: number; max?: number }>> = {
  fullName: CONTACT_LIMITS.fullName,
  relatedName: CONTACT_LIMITS.fullName,
  email: CONTACT_LIMITS.email,
  address: { min: EKYC_LIMITS.addressMinLength, max: EKYC_LIMITS.addressMaxLength },
  bankAccNo: { min: EKYC_LIMITS.bankAccountMinLength, max: EKYC_LIMITS.bankAccountMaxLength },
  relatedRelationship: { max: EKYC_LIMITS.relationshipMaxLength },
  idCode: { min: EKYC_LIMITS.idMinLength, max: EKYC_LIMITS.idMaxLength },
  otp: { min: EKYC_LIMITS.otpLength, max: EKYC_LIMITS.otpLength },
};
