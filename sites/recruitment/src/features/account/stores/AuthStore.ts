import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { RecruitMemberApi } from '@brokerage/shared/api/recruitMemberApi.ts';
import type { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import type { Recaptcha } from '@brokerage/shared/auth/recaptcha/recaptcha.ts';
import { CUSTOMER_ERROR_CODES } from '@brokerage/shared/validation/codes.ts';
import type { LoginBody } from '@brokerage/shared/validation/recruitment/accounts.ts';
import { visibleFieldErrors, waitSeconds } from './accountErrors';

/** Why a login failed; the form has one sentence for each (spec §8). */
export type LoginError =
  /** The server put a message on a field (`fieldErrors`). */
  | 'invalid'
  /** 401: a wrong password and an unknown or unverified account get the same answer. */
  | 'invalidCredentials'
  /** 429 login_delayed: this account must wait `retryAfterSeconds`. */
  | 'loginDelayed'
  /** 429 too_many_attempts or any other 429: this client must wait. */
  | 'tooManyAttempts'
  | 'failed';

const LOGIN_FIELDS = ['phone_or_email', 'password'] as const;

export interface AuthStoreOptions {
  api: Pick<RecruitMemberApi, 'login' | 'logout'>;
  session: RecruitSessionStore;
  recaptcha?: Recaptcha;
}

/**
 * The candidate's way in and out (spec §4 "Recruitment session"): login by email or phone and
 * password, logout. The session itself (token, member, in session storage) is
 * RecruitSessionStore; this store drives it and keeps the login form's answer.
 */
export class AuthStore {
  submitting = false;
  loginError: LoginError | null = null;
  retryAfterSeconds: number | null = null;
  fieldErrors: Record<string, string> = {};
  loggingOut = false;
  /**
   * A just-verified registration: the login form starts with its email and says the account
   * is ready (spec §4: register, verify, then log in).
   */
  registeredEmail: string | null = null;

  readonly #options: AuthStoreOptions;

  constructor(options: AuthStoreOptions) {
    this.#options = options;
    makeAutoObservable(this, { fieldErrors: observableRef }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return this.#options.session.isLoggedIn;
  }

  clearLoginError(): void {
    this.loginError = null;
    this.retryAfterSeconds = null;
    this.fieldErrors = {};
  }

  setRegisteredEmail(email: string | null): void {
    this.registeredEmail = email;
  }

  /** `members/login`; the form keeps what was typed on every failure. */
  async login(values: LoginBody): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.clearLoginError();
    try {
      const token = await this.#options.recaptcha?.token('login');
      const answer = await this.#options.api.login(
        token ? { ...values, grecaptcha_token: token } : values,
      );
      runInAction(() => {
        this.#options.session.login({ token: answer.token, member: answer.member });
        this.registeredEmail = null;
      });
      return true;
    } catch (error) {
      runInAction(() => this.#fail(error));
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  #fail(error: unknown): void {
    if (!isApiRequestError(error)) {
      this.loginError = 'failed';
    } else if (error.hasCode(CUSTOMER_ERROR_CODES.invalidCredentials)) {
      this.loginError = 'invalidCredentials';
    } else if (error.status === 429) {
      this.retryAfterSeconds = waitSeconds(error);
      this.loginError = error.hasCode(CUSTOMER_ERROR_CODES.loginDelayed)
        ? 'loginDelayed'
        : 'tooManyAttempts';
    } else {
      this.fieldErrors = visibleFieldErrors(error, LOGIN_FIELDS);
      this.loginError = Object.keys(this.fieldErrors).length > 0 ? 'invalid' : 'failed';
    }
  }

  /**
   * Logout (spec §4: clears lists, profile and token). The session ends here whatever the
   * server says: a candidate who pressed "log out" is logged out in this browser.
   */
  async logout(): Promise<void> {
    if (this.loggingOut || !this.isLoggedIn) return;
    this.loggingOut = true;
    try {
      await this.#options.api.logout();
    } catch {
      // The token may already be dead (expired, revoked elsewhere): nothing to undo.
    } finally {
      runInAction(() => {
        this.#options.session.logout();
        // A 401 to the logout itself is no news for someone logging out.
        this.#options.session.dismissTokenExpired();
        this.loggingOut = false;
      });
    }
  }
}
