// Codes, steps and limits of the eKYC account opening (docs/ekyc.md). No zod here: the sites'
// start-up code may read these.

/** The server's steps, in the order a case goes through them. */
export const EKYC_STEPS = [
  'contact_info',
  'id_documents',
  'face_video',
  'registration',
  'otp',
  'contract',
  'completed',
] as const;
export type EkycStepName = (typeof EKYC_STEPS)[number];

/** The three pictures of the identity step. */
export const EKYC_DOCUMENT_KINDS = ['front', 'back', 'signature'] as const;
export type EkycDocumentKind = (typeof EKYC_DOCUMENT_KINDS)[number];

export const EKYC_LIMITS = {
  /** Spec §5: photos under 5 MB (jpg, jpeg, png). */
  photoMaxBytes: 5 * 1024 * 1024,
  photoMinWidth: 640,
  photoMinHeight: 400,
  photoMaxSide: 6000,
  /** A face video of a few seconds is a few MB; 20 MB leaves room for a phone's high bit rate. */
  videoMaxBytes: 20 * 1024 * 1024,
  videoMinSeconds: 2,
  videoMaxSeconds: 15,
  /** Spec §9. */
  serviceAge: 18,
  fraudAge: 14,
  idMinLength: 9,
  idMaxLength: 12,
  bankAccountMinLength: 10,
  bankAccountMaxLength: 20,
  addressMinLength: 15,
  addressMaxLength: 255,
  relationshipMaxLength: 50,
  otpLength: 6,
} as const;

/** Extensions the face video may have (spec §8). */
export const FACE_VIDEO_EXTENSIONS = ['mov', 'mp4', 'mkv', 'webm'] as const;
/** Extensions an ID or signature photo may have (spec §5). */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Errors of the case itself. */
export const EKYC_CASE_CODES = {
  notFound: 'ekyc_case_not_found', // 404: unknown, expired or someone else's uuid
  stepNotAllowed: 'ekyc_step_not_allowed', // 409
  vendorUnavailable: 'ekyc_vendor_unavailable', // 503 + Retry-After
  vendorBusy: 'ekyc_vendor_busy', // 503 + Retry-After: the face checks are full, send again
  recaptcha: 'grecaptcha_token', // 400
} as const;

/** The checks on the card's data (spec §5 server fraud checks, §8 eKYC codes), in check order. */
export const ID_CODES = [
  'id_format_invalid',
  'id_old_cmnd',
  'id_birth_date_future',
  'id_under_14',
  'id_under_18',
  'id_birth_year_mismatch',
  'id_gender_mismatch',
  'id_issue_date_future',
  'id_issue_before_birth',
  'id_expired',
  'id_expiry_mismatch',
  'id_nationality_invalid',
  'id_qr_address_mismatch',
  'id_qr_mismatch',
  'id_card_existed',
  'invalid_phone',
] as const;
export type IdCode = (typeof ID_CODES)[number];

/** What the vendor finds wrong with an ID or signature photo. */
export const DOCUMENT_CODES = [
  'document_type_invalid',
  'document_too_large',
  'document_dimensions_invalid',
  'document_blank',
  'document_not_found',
  'document_cropped',
  'document_blurry',
  'document_glare',
  'document_wrong_side',
  'document_qr_missing',
  'signature_blank',
] as const;
export type DocumentCode = (typeof DOCUMENT_CODES)[number];

/** What the vendor finds wrong with a face video (spec §8 face video failures). */
export const FACE_CODES = [
  'face_video_type_invalid',
  'face_video_too_large',
  'face_video_too_short',
  'face_not_found',
  'face_multiple',
  'face_too_small',
  'face_still_image',
  'face_blurry',
  'face_not_match',
] as const;
export type FaceCode = (typeof FACE_CODES)[number];

export const OTP_CODES = [
  'otp_invalid',
  'otp_expired',
  'otp_not_found',
  'otp_attempts_exceeded',
  'otp_resend_too_soon',
  'otp_send_failed',
] as const;
export type OtpCode = (typeof OTP_CODES)[number];

/** The account-opening service's family (spec §8 open_api_failed). */
export const OPEN_API_CODES = ['open_api_failed', 'ekyc_review'] as const;

/** Choices of the contact and registration steps (schemas.ts makes its enums from them). */
export const EKYC_CUSTOMER_TYPES = ['personal', 'organization'] as const;
export const EKYC_NATIONALITIES = ['VN', 'foreign'] as const;
export const EKYC_GENDERS = ['male', 'female'] as const;
export type EkycGender = (typeof EKYC_GENDERS)[number];
export const EKYC_REGIONS = ['north', 'central', 'south'] as const;
/** The account types besides regular (always opened), each answered yes or no (spec §5). */
export const EKYC_EXTRA_ACCOUNT_TYPES = ['margin', 'derivative'] as const;
/** The US-related declarations of spec §3, each answered yes or no. */
export const EKYC_US_QUESTIONS = [
  'usCitizenOrResident',
  'usBirthPlace',
  'usPhone',
  'usMailAddress',
  'usTransferAccount',
  'usSigningAuthority',
] as const;

/**
 * Every issue message of the step schemas (schemas.ts): the sites translate each per field, and
 * their locale test checks that each has a text. All of `ID_CODES` are here: the schemas give
 * those `precheckIdNumber` finds, and the API answers the others on the same fields.
 */
export const EKYC_FORM_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid_characters',
  'name_invalid',
  'email_invalid',
  'phone_invalid',
  'option_invalid',
  'date_invalid',
  'digits_only',
  'quotes_not_allowed',
  'organization_offline',
  'foreign_offline',
  'id_digits_only',
  'id_length',
  ...ID_CODES,
  'otp_format_invalid',
  'uuid_invalid',
  'terms_required',
  'handoff_invalid',
  'grecaptcha_token',
] as const;
export type EkycFormErrorCode = (typeof EKYC_FORM_ERROR_CODES)[number];
