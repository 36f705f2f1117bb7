import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { RecruitMemberApi } from '@brokerage/shared/api/recruitMemberApi.ts';
import type { LocalPreferences } from '@brokerage/shared/auth/LocalPreferences.ts';
import type { Recaptcha } from '@brokerage/shared/auth/recaptcha/recaptcha.ts';
import {
  browserLocalStorage,
  readJson,
  writeJson,
  type KeyValueStorage,
} from '@brokerage/shared/auth/storage.ts';
import { secondsUntil } from '@brokerage/shared/format/countdown.ts';
import type {
  RegisterAnswer,
  RegisterBody,
} from '@brokerage/shared/validation/recruitment/accounts.ts';
import {
  RECRUITMENT_ERROR_CODES as CODES,
  RECRUITMENT_OTP_CHANNELS,
  type RecruitmentOtpChannel,
} from '@brokerage/shared/validation/recruitment/codes.ts';
import { visibleFieldErrors, waitSeconds } from './accountErrors';

/** `registrationStep` in local storage (spec §4): 1 = the code was sent, the OTP screen is next. */
export const OTP_STEP = 1;

/** What the OTP screen needs beyond the key, kept beside it so a reload continues. */
interface StoredDetails {
  email: string;
  channel: RecruitmentOtpChannel;
  destination: string;
  expiresAt: number;
}
const DETAILS_KEY = 'X_RECRUIT_REGISTRATION';
const DetailsSchema = {
  safeParse(value: unknown): { success: true; data: StoredDetails } | { success: false } {
    const v = value as Partial<StoredDetails> | null;
    const valid =
      typeof v === 'object' &&
      v !== null &&
      typeof v.email === 'string' &&
      typeof v.destination === 'string' &&
      typeof v.expiresAt === 'number' &&
      (RECRUITMENT_OTP_CHANNELS as readonly unknown[]).includes(v.channel);
    return valid ? { success: true, data: v as StoredDetails } : { success: false };
  },
};

export interface PendingRegistration extends StoredDetails {
  key: string;
  /** Epoch ms from which "resend" is offered. */
  resendAt: number;
}

export type RegisterOutcome = 'sent' | 'invalid' | 'duplicated' | 'failed';
/** The duplicate of spec §8: on the email, the phone, or both fields. */
export type Duplicate = 'email' | 'phone' | 'both';

export type OtpError =
  | 'otpInvalid'
  | 'otpFormat'
  | 'otpExpired'
  | 'otpNotFound'
  | 'otpAttemptsExceeded'
  | 'registrationExpired'
  | 'resendTooSoon'
  | 'failed';

const REGISTER_FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'otp_channel',
] as const;

const OTP_ERRORS: ReadonlyArray<[string, OtpError]> = [
  ['otp_invalid', 'otpInvalid'],
  ['otp_expired', 'otpExpired'],
  ['otp_not_found', 'otpNotFound'],
  ['otp_attempts_exceeded', 'otpAttemptsExceeded'],
  [CODES.registrationExpired, 'registrationExpired'],
  ['otp_resend_too_soon', 'resendTooSoon'],
  ['otp_format_invalid', 'otpFormat'],
];

export interface RegistrationStoreOptions {
  api: Pick<RecruitMemberApi, 'register' | 'verifyOtp' | 'resendOtp'>;
  preferences: LocalPreferences;
  recaptcha?: Recaptcha;
  /** Local storage for the OTP screen's details (default: the browser's). */
  storage?: KeyValueStorage;
  clock?: () => number;
}

/**
 * Registration (spec §4 "Recruitment registration"): register, verify the code (resend
 * allowed after its countdown), then log in. The key and step live in local storage with the
 * details the OTP screen shows, so a reload of that screen continues where it was.
 */
export class RegistrationStore {
  registering = false;
  verifying = false;
  resending = false;
  pending: PendingRegistration | null = null;
  fieldErrors: Record<string, string> = {};
  duplicate: Duplicate | null = null;
  registerFailed = false;
  otpError: OtpError | null = null;
  /** Seconds the server said to wait before another resend (429). */
  waitSeconds: number | null = null;
  /** The code was sent again: the screen says so once. */
  resent = false;
  /** Epoch ms of the last tick: the countdowns are computed from it. */
  now: number;

  readonly #options: RegistrationStoreOptions;
  readonly #storage: KeyValueStorage;
  readonly #clock: () => number;

  constructor(options: RegistrationStoreOptions) {
    this.#options = options;
    this.#storage = options.storage ?? browserLocalStorage();
    this.#clock = options.clock ?? Date.now;
    this.now = this.#clock();
    this.pending = this.#restore();
    makeAutoObservable(
      this,
      { fieldErrors: observableRef, pending: observableRef },
      { autoBind: true },
    );
  }

  get secondsLeft(): number {
    return secondsUntil(this.pending?.expiresAt ?? null, this.now);
  }

  get resendSecondsLeft(): number {
    return secondsUntil(this.pending?.resendAt ?? null, this.now);
  }

  get expired(): boolean {
    return this.pending !== null && this.secondsLeft === 0;
  }

  /** Dead codes take no more tries: a new one must be sent first. */
  get codeDead(): boolean {
    return (
      this.expired || this.otpError === 'otpAttemptsExceeded' || this.otpError === 'otpExpired'
    );
  }

  get canResend(): boolean {
    return this.pending !== null && this.resendSecondsLeft === 0 && !this.resending;
  }

  tick(): void {
    this.now = this.#clock();
  }

  clearErrors(): void {
    this.fieldErrors = {};
    this.duplicate = null;
    this.registerFailed = false;
    this.otpError = null;
    this.waitSeconds = null;
  }

  async register(values: RegisterBody): Promise<RegisterOutcome> {
    if (this.registering) return 'failed';
    this.registering = true;
    this.clearErrors();
    try {
      const token = await this.#options.recaptcha?.token('login');
      const answer = await this.#options.api.register(
        token ? { ...values, grecaptcha_token: token } : values,
      );
      runInAction(() => this.#remember(answer, values.email));
      return 'sent';
    } catch (error) {
      return runInAction(() => this.#registerFailure(error));
    } finally {
      runInAction(() => {
        this.registering = false;
      });
    }
  }

  #registerFailure(error: unknown): RegisterOutcome {
    if (isApiRequestError(error) && error.status === 409) {
      this.duplicate = error.hasCode(CODES.emailPhoneDuplicated)
        ? 'both'
        : error.hasCode(CODES.phoneDuplicated)
          ? 'phone'
          : 'email';
      return 'duplicated';
    }
    this.fieldErrors = visibleFieldErrors(error, REGISTER_FIELDS);
    if (Object.keys(this.fieldErrors).length > 0) return 'invalid';
    this.registerFailed = true;
    return 'failed';
  }

  /** `members/verify-otp`; true when the account is verified (the login comes next). */
  async verify(otp: string): Promise<boolean> {
    const pending = this.pending;
    if (!pending || this.verifying) return false;
    this.verifying = true;
    this.otpError = null;
    this.resent = false;
    try {
      await this.#options.api.verifyOtp({ registration_key: pending.key, otp });
      runInAction(() => this.clear());
      return true;
    } catch (error) {
      runInAction(() => this.#otpFailure(error));
      return false;
    } finally {
      runInAction(() => {
        this.verifying = false;
      });
    }
  }

  /** `members/resend-otp`, offered when the resend countdown has run out. */
  async resend(): Promise<boolean> {
    const pending = this.pending;
    if (!pending || !this.canResend) return false;
    this.resending = true;
    this.otpError = null;
    this.waitSeconds = null;
    this.resent = false;
    try {
      const answer = await this.#options.api.resendOtp({ registration_key: pending.key });
      runInAction(() => {
        this.#remember(answer, pending.email);
        this.resent = true;
      });
      return true;
    } catch (error) {
      runInAction(() => this.#otpFailure(error));
      return false;
    } finally {
      runInAction(() => {
        this.resending = false;
      });
    }
  }

  #otpFailure(error: unknown): void {
    const code = isApiRequestError(error)
      ? OTP_ERRORS.find(([c]) => error.hasCode(c))?.[1]
      : undefined;
    this.otpError = code ?? 'failed';
    const pending = this.pending;
    this.tick();
    if (code === 'resendTooSoon' && pending) {
      // The server's countdown wins over this browser's.
      const wait = waitSeconds(error);
      this.waitSeconds = wait;
      if (wait !== null) this.#save({ ...pending, resendAt: this.now + wait * 1000 });
    } else if ((code === 'otpExpired' || code === 'otpAttemptsExceeded') && pending) {
      // This code is dead: a new one may be asked for at once.
      this.#save({
        ...pending,
        expiresAt: this.now,
        resendAt: Math.min(pending.resendAt, this.now),
      });
    } else if (code === 'registrationExpired' || code === 'otpNotFound') {
      this.clear();
    }
  }

  /** Forgets the registration in progress (verified, expired, or started again). */
  clear(): void {
    this.pending = null;
    this.resent = false;
    this.#options.preferences.clearRegistration();
    this.#options.preferences.clearOtp();
    this.#storage.removeItem(DETAILS_KEY);
  }

  #remember(answer: RegisterAnswer, email: string): void {
    this.tick();
    this.#save({
      key: answer.registrationKey,
      email,
      channel: answer.channel,
      destination: answer.destination,
      expiresAt: this.now + answer.expiresInSeconds * 1000,
      resendAt: this.now + answer.resendInSeconds * 1000,
    });
  }

  #save(pending: PendingRegistration): void {
    this.pending = pending;
    const { preferences } = this.#options;
    preferences.setRegistrationKey(pending.key);
    preferences.setRegistrationStep(OTP_STEP);
    preferences.setOtpResendAt(pending.resendAt);
    preferences.setOtpPhone(pending.destination);
    const { email, channel, destination, expiresAt } = pending;
    writeJson(this.#storage, DETAILS_KEY, { email, channel, destination, expiresAt });
  }

  #restore(): PendingRegistration | null {
    const { preferences } = this.#options;
    const key = preferences.getRegistrationKey();
    const details = readJson(this.#storage, DETAILS_KEY, DetailsSchema);
    if (!key || preferences.getRegistrationStep() !== OTP_STEP || !details) return null;
    return { key, ...details, resendAt: preferences.getOtpResendAt() ?? this.now };
  }
}
