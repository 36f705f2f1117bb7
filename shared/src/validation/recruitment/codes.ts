// The recruitment portal's constants and error codes (issue 23, docs/recruitment.md), shared by
// the API and the recruitment site. No zod here (see ../codes.ts).

/** The lists a job posting is filed under (spec §7 `recruitments/workplaces`…). */
export const RECRUITMENT_CATEGORY_KINDS = [
  'workplace',
  'career',
  'form',
  'title',
  'department',
  'position',
] as const;
export type RecruitmentCategoryKind = (typeof RECRUITMENT_CATEGORY_KINDS)[number];

/** Spec §3 "gender (female, male, other)". */
export const RECRUITMENT_GENDERS = ['female', 'male', 'other'] as const;
export type RecruitmentGender = (typeof RECRUITMENT_GENDERS)[number];

/** What a candidate's one-time code is for. */
export const RECRUITMENT_OTP_PURPOSES = ['register', 'reset'] as const;
export type RecruitmentOtpPurpose = (typeof RECRUITMENT_OTP_PURPOSES)[number];

/** Where the registration's code goes (the candidate picks; spec §4). */
export const RECRUITMENT_OTP_CHANNELS = ['sms', 'mail'] as const;
export type RecruitmentOtpChannel = (typeof RECRUITMENT_OTP_CHANNELS)[number];

/** An application's progress as recruitment staff set it (the applied-jobs page shows it). */
export const RECRUITMENT_APPLICATION_STATUSES = [
  'submitted',
  'reviewing',
  'interview',
  'passed',
  'rejected',
] as const;
export type RecruitmentApplicationStatus = (typeof RECRUITMENT_APPLICATION_STATUSES)[number];

/** Limits of spec §5 and §9 for the portal. */
export const RECRUITMENT_LIMITS = {
  /** Spec §5: 6 to 10 characters with upper case, lower case, a digit and a special character. */
  password: { min: 6, max: 10 },
  otpLength: 6,
  /** Spec §9: a CV PDF of at most 2 MB. */
  cvPdfMaxBytes: 2 * 1024 * 1024,
  /** Spec §5: a profile photo under 500 KB, png or jpeg. */
  avatarMaxBytes: 500 * 1024,
  /** Spec §9: a reminder 3 days before a posting expires. */
  reminderDaysBefore: 3,
  /** Spec §9: years in pickers from 1940 to the current year. */
  firstPickerYear: 1940,
  /** Job list page size. */
  pageSize: 10,
} as const;

/**
 * Error codes of the portal (design §5 envelope), beyond the shared ones (`required`,
 * `email_invalid`… of ../codes.ts, the token codes of CUSTOMER_ERROR_CODES, and the OTP codes
 * `otp_invalid`, `otp_expired`, `otp_not_found`, `otp_attempts_exceeded`,
 * `otp_resend_too_soon` of lib/security/otp.ts).
 */
export const RECRUITMENT_ERROR_CODES = {
  // Registration (spec §8 "email, phone or both duplicated", with a way to log in).
  emailDuplicated: 'email_duplicated', // 409 field email
  phoneDuplicated: 'phone_duplicated', // 409 field phone
  emailPhoneDuplicated: 'email_phone_duplicated', // 409
  registrationExpired: 'registration_expired', // 410 "registration failed with OTP expired, try again"
  // Passwords (spec §5), on the field.
  passwordLength: 'password_length',
  passwordWeak: 'password_weak',
  passwordMismatch: 'password_mismatch', // the retyped password differs
  passwordSame: 'password_same', // the new password is the current one
  passwordIncorrect: 'password_incorrect', // 400 field password: the current password is wrong
  // Login.
  invalidCredentials: 'invalid_credentials', // 401 wrong password or unknown account (same answer)
  phoneOrEmailInvalid: 'phone_or_email_invalid', // 400 field phone_or_email
  // Jobs and applications.
  jobNotFound: 'job_not_found', // 404
  jobExpired: 'job_expired', // 422 applying to (or a reminder for) a posting past its deadline
  jobAlreadyApplied: 'job_already_applied', // 409 (spec §8)
  cvNotUploaded: 'cv_not_uploaded', // 422 "not yet uploaded a new CV" (apply with the PDF)
  cvIncomplete: 'cv_incomplete', // 422 apply with an online CV that is not complete
  // Files (design §5).
  fileRequired: 'file_required', // 400
  fileTooLarge: 'file_too_large', // 413
  fileTypeInvalid: 'file_type_invalid', // 415 not what the field takes, by its content
  pdfUnreadable: 'pdf_unreadable', // 422 a PDF that does not parse
  pdfActiveContent: 'pdf_active_content', // 422 a PDF with JavaScript, launch actions or embedded files
  // Accounts.
  accountDeleted: 'account_deleted', // 410 the account was deleted meanwhile
} as const;
export type RecruitmentErrorCode =
  (typeof RECRUITMENT_ERROR_CODES)[keyof typeof RECRUITMENT_ERROR_CODES];

/**
 * Issue codes of the portal's form schemas (accounts.ts, cv.ts…) beyond FORM_ERROR_CODES: the
 * site translates them per field, and the API answers them as they are (validation-messages.ts).
 */
export const RECRUITMENT_FORM_ERROR_CODES = [
  // accounts.ts
  RECRUITMENT_ERROR_CODES.passwordLength,
  RECRUITMENT_ERROR_CODES.passwordWeak,
  RECRUITMENT_ERROR_CODES.passwordMismatch,
  RECRUITMENT_ERROR_CODES.passwordSame,
  RECRUITMENT_ERROR_CODES.phoneOrEmailInvalid,
  RECRUITMENT_ERROR_CODES.registrationExpired,
  'otp_format_invalid',
  'date_invalid',
  'option_invalid',
  // jobs.ts (the quick application)
  'date_too_early',
  'age_under_18',
  'hometown_invalid',
  // cv.ts (the online CV; the others of CV_FORM_ERROR_CODES are shared ones)
  'place_invalid',
  'date_future',
  'date_before_birth',
  'year_invalid',
  'month_invalid',
  'end_before_start',
  'number_invalid',
  'out_of_range',
  'too_many',
] as const;
export type RecruitmentFormErrorCode = (typeof RECRUITMENT_FORM_ERROR_CODES)[number];
