import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { RecruitMemberApi } from '@brokerage/shared/api/recruitMemberApi.ts';
import type { Recaptcha } from '@brokerage/shared/auth/recaptcha/recaptcha.ts';
import { secondsUntil } from '@brokerage/shared/format/countdown.ts';
import type { ResetPasswordConfirmBody } from '@brokerage/shared/validation/recruitment/accounts.ts';
import { visibleFieldErrors, waitSeconds } from './accountErrors';

export type ResetStep = 'request' | 'confirm' | 'done';
export type ResetError = 'otpInvalid' | 'otpExpired' | 'otpAttemptsExceeded' | 'tooSoon' | 'failed';

const CONFIRM_FIELDS = ['otp', 'new_password', 'new_password_confirmation'] as const;

export interface PasswordResetStoreOptions {
  api: Pick<RecruitMemberApi, 'resetPassword' | 'confirmResetPassword'>;
  recaptcha?: Recaptcha;
  clock?: () => number;
}

/**
 * Forgotten password (spec §4 "Password reset"): a code to the email or phone (the same
 * answer whether or not an account has it), then the code and a new password.
 */
export class PasswordResetStore {
  step: ResetStep = 'request';
  /** As the API normalised it (lower-case email, 0… phone). */
  phoneOrEmail = '';
  submitting = false;
  error: ResetError | null = null;
  fieldErrors: Record<string, string> = {};
  waitSeconds: number | null = null;
  resendAt: number | null = null;
  now: number;

  readonly #options: PasswordResetStoreOptions;
  readonly #clock: () => number;

  constructor(options: PasswordResetStoreOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
    this.now = this.#clock();
    makeAutoObservable(this, { fieldErrors: observableRef }, { autoBind: true });
  }

  get resendSecondsLeft(): number {
    return secondsUntil(this.resendAt, this.now);
  }

  tick(): void {
    this.now = this.#clock();
  }

  clearErrors(): void {
    this.error = null;
    this.fieldErrors = {};
    this.waitSeconds = null;
  }

  /** Back to the first step (another email or phone). */
  restart(): void {
    this.step = 'request';
    this.clearErrors();
  }

  /** `members/reset-password`: sends (or sends again) the code. */
  async request(phoneOrEmail: string): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.clearErrors();
    try {
      const token = await this.#options.recaptcha?.token('login');
      const answer = await this.#options.api.resetPassword({
        phone_or_email: phoneOrEmail,
        ...(token ? { grecaptcha_token: token } : {}),
      });
      runInAction(() => {
        this.tick();
        this.phoneOrEmail = phoneOrEmail;
        this.resendAt = this.now + answer.resendInSeconds * 1000;
        this.step = 'confirm';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.tick();
        if (isApiRequestError(error) && error.status === 429) {
          this.error = 'tooSoon';
          this.waitSeconds = waitSeconds(error);
          if (this.waitSeconds !== null) this.resendAt = this.now + this.waitSeconds * 1000;
        } else {
          this.fieldErrors = visibleFieldErrors(error, ['phone_or_email']);
          this.error = Object.keys(this.fieldErrors).length > 0 ? null : 'failed';
        }
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** `members/reset-password/confirm`. */
  async confirm(values: Omit<ResetPasswordConfirmBody, 'phone_or_email'>): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.clearErrors();
    try {
      await this.#options.api.confirmResetPassword({
        ...values,
        phone_or_email: this.phoneOrEmail,
      });
      runInAction(() => {
        this.step = 'done';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        if (isApiRequestError(error) && error.hasCode('otp_attempts_exceeded'))
          this.error = 'otpAttemptsExceeded';
        else if (
          isApiRequestError(error) &&
          (error.hasCode('otp_expired') || error.hasCode('otp_not_found'))
        )
          this.error = 'otpExpired';
        else {
          this.fieldErrors = visibleFieldErrors(error, CONFIRM_FIELDS);
          this.error =
            isApiRequestError(error) && error.hasCode('otp_invalid')
              ? 'otpInvalid'
              : Object.keys(this.fieldErrors).length > 0
                ? null
                : 'failed';
        }
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
