import {
  ChangePasswordAnswerSchema,
  DeleteAccountAnswerSchema,
  LoginAnswerSchema,
  LogoutAnswerSchema,
  MemberSchema,
  RegisterAnswerSchema,
  ResetPasswordAnswerSchema,
  ResetPasswordConfirmAnswerSchema,
  VerifyOtpAnswerSchema,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type LoginAnswer,
  type LoginBody,
  type Member,
  type ProfileUpdateBody,
  type RegisterAnswer,
  type RegisterBody,
  type ResendOtpBody,
  type ResetPasswordAnswer,
  type ResetPasswordBody,
  type ResetPasswordConfirmBody,
  type VerifyOtpBody,
} from '../validation/recruitment/accounts';
import type { ApiClient, BlobResult, RequestOptions } from './client';

const BASE = 'recruitments/members';

export interface RecruitMemberCallOptions {
  signal?: AbortSignal;
}

export interface RecruitMemberApiOptions {
  /**
   * The candidate's token, sent by the account calls whatever the session's mode: a customer
   * token must never stand in for it (its 401 would end the customer's session).
   */
  getToken: () => string | null;
}

/** What the data download gives: the JSON of everything held, or the same as a PDF. */
export type MemberExportFormat = 'json' | 'pdf';

/**
 * Candidate accounts (docs/recruitment.md "Candidate accounts"), answers parsed with
 * validation/recruitment/accounts.ts. Registration, OTP, login and the forgotten password go
 * out anonymous, so a failed attempt never ends a session; the rest carry the candidate's token.
 * Errors are the client's ApiRequestError (code, field, message, Retry-After).
 */
export function createRecruitMemberApi(client: ApiClient, { getToken }: RecruitMemberApiOptions) {
  const anonymous = (call: RecruitMemberCallOptions = {}): RequestOptions => ({
    bearer: null,
    ...(call.signal ? { signal: call.signal } : {}),
  });
  const auth = (
    call: RecruitMemberCallOptions = {},
    extra: RequestOptions = {},
  ): RequestOptions => ({
    ...extra,
    bearer: getToken(),
    ...(call.signal ? { signal: call.signal } : {}),
  });

  return {
    /** 201 with the registration key and countdowns; 409 email/phone duplicated. */
    register(body: RegisterBody, call?: RecruitMemberCallOptions): Promise<RegisterAnswer> {
      return client.postData(`${BASE}/register`, body, RegisterAnswerSchema, anonymous(call));
    },

    /** otp_invalid (field otp), otp_expired, otp_not_found, otp_attempts_exceeded, 410 registration_expired. */
    verifyOtp(body: VerifyOtpBody, call?: RecruitMemberCallOptions) {
      return client.postData(`${BASE}/verify-otp`, body, VerifyOtpAnswerSchema, anonymous(call));
    },

    /** A new code and countdowns; 429 otp_resend_too_soon (Retry-After, params.seconds). */
    resendOtp(body: ResendOtpBody, call?: RecruitMemberCallOptions): Promise<RegisterAnswer> {
      return client.postData(`${BASE}/resend-otp`, body, RegisterAnswerSchema, anonymous(call));
    },

    /** 401 invalid_credentials; 429 login_delayed / too_many_attempts with Retry-After. */
    login(body: LoginBody, call?: RecruitMemberCallOptions): Promise<LoginAnswer> {
      return client.postData(`${BASE}/login`, body, LoginAnswerSchema, anonymous(call));
    },

    logout(call?: RecruitMemberCallOptions) {
      return client.postData(`${BASE}/logout`, {}, LogoutAnswerSchema, auth(call));
    },

    /** A 401 here ends the candidate's session (spec §4) through the client's onUnauthorized. */
    getProfile(call?: RecruitMemberCallOptions): Promise<Member> {
      return client.getData(`${BASE}/profile`, MemberSchema, auth(call));
    },

    updateProfile(body: ProfileUpdateBody, call?: RecruitMemberCallOptions): Promise<Member> {
      return client.postData(`${BASE}/profile`, body, MemberSchema, auth(call));
    },

    /** png or jpeg under 500 KB by content: 413 file_too_large, 415 file_type_invalid. */
    uploadAvatar(avatar: Blob, call?: RecruitMemberCallOptions): Promise<Member> {
      return client.postForm(`${BASE}/avatar`, { avatar }, MemberSchema, auth(call));
    },

    /** The image itself (an `<img>` cannot send the token); 404 without one. */
    getAvatar(call?: RecruitMemberCallOptions): Promise<BlobResult> {
      return client.getBlob(`${BASE}/avatar`, auth(call));
    },

    /** The same answer whether or not the account exists (no enumeration). */
    resetPassword(
      body: ResetPasswordBody,
      call?: RecruitMemberCallOptions,
    ): Promise<ResetPasswordAnswer> {
      return client.postData(
        `${BASE}/reset-password`,
        body,
        ResetPasswordAnswerSchema,
        anonymous(call),
      );
    },

    confirmResetPassword(body: ResetPasswordConfirmBody, call?: RecruitMemberCallOptions) {
      return client.postData(
        `${BASE}/reset-password/confirm`,
        body,
        ResetPasswordConfirmAnswerSchema,
        anonymous(call),
      );
    },

    /** 400 password_incorrect on the field `password`; other sessions end, this one stays. */
    changePassword(body: ChangePasswordBody, call?: RecruitMemberCallOptions) {
      return client.postData(
        `${BASE}/change-password`,
        body,
        ChangePasswordAnswerSchema,
        auth(call),
      );
    },

    /** Everything held about the candidate, as a file to save. */
    exportData(format: MemberExportFormat, call?: RecruitMemberCallOptions): Promise<BlobResult> {
      return client.getBlob(`${BASE}/export`, auth(call, { params: { format } }));
    },

    /** 400 password_incorrect on the field `password`; then the account and its files are gone. */
    deleteAccount(body: DeleteAccountBody, call?: RecruitMemberCallOptions) {
      return client.postData(`${BASE}/delete-account`, body, DeleteAccountAnswerSchema, auth(call));
    },
  };
}

export type RecruitMemberApi = ReturnType<typeof createRecruitMemberApi>;
