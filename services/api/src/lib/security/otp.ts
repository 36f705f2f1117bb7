import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { SharedState } from '../state/shared-state';
import { HttpError } from '../http/http-error';

/**
 * One-time codes sent by SMS (eKYC's phone check; the recruitment registration can use the same
 * module with a store of its own). A code is 6 digits from the CSPRNG, kept only as a keyed
 * hash, single use, valid `ttlSeconds`; a new one may be asked for `resendSeconds` after the last;
 * each code takes `maxAttempts` tries whoever makes them (a brute force from many addresses
 * meets the same limit); at most `maxSendsPerHour` codes per subject and per destination.
 */
export interface OtpPolicy {
  length: number;
  ttlSeconds: number;
  resendSeconds: number;
  maxAttempts: number;
  maxSendsPerHour: number;
}

/** A stored code as the store gives it back. */
export interface OtpRecord {
  id: number;
  destination: string;
  codeHash: string;
  expiresAt: Date;
  resendAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

/** Where the codes of one feature live (a table of its own: `ekyc_otps`…). */
export interface OtpStore {
  /** The subject's newest code, used or not; null when it has none. */
  latest(subject: string): Promise<OtpRecord | null>;
  insert(
    subject: string,
    code: Pick<OtpRecord, 'destination' | 'codeHash' | 'expiresAt' | 'resendAt'>,
  ): Promise<OtpRecord>;
  /**
   * Counts one try, atomically, while the code is unused and has tries left: the record after
   * the count, or null when it had none left (or was used meanwhile).
   */
  reserveAttempt(id: number, maxAttempts: number): Promise<OtpRecord | null>;
  /** Marks the code used; false when another request used it first. */
  consume(id: number, at: Date): Promise<boolean>;
  /** Forgets a code that could not be sent. */
  remove(id: number): Promise<void>;
}

export type OtpFailure = 'otp_not_found' | 'otp_expired' | 'otp_invalid' | 'otp_attempts_exceeded';

/** A fresh code of `length` digits, every value equally likely. */
export const newOtpCode = (length: number): string =>
  String(randomInt(0, 10 ** length)).padStart(length, '0');

/** The code's keyed hash: six digits are a million values, a plain hash would be read back. */
export const hashOtp = (key: string, subject: string, code: string): string =>
  createHmac('sha256', key).update(`otp\u0000${subject}\u0000${code}`).digest('hex');

function otpMatches(storedHash: string, key: string, subject: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtp(key, subject, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const secondsUntil = (at: Date, now: Date) =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** A 429 whose Retry-After is the wait in seconds. */
const tooSoon = (
  code: 'otp_resend_too_soon' | 'otp_attempts_exceeded' | 'rate_limited',
  seconds: number,
) => new HttpError(429, code, { headers: { 'retry-after': String(seconds) }, params: { seconds } });

export interface IssuedOtp {
  record: OtpRecord;
  /** The code itself, for the SMS only: it is never stored. */
  code: string;
}

export type OtpCheck =
  { ok: true } | { ok: false; failure: OtpFailure; attemptsLeft: number; record: OtpRecord | null };

export class OtpService {
  constructor(
    private readonly options: {
      store: OtpStore;
      policy: OtpPolicy;
      /** The HMAC key of the code hashes. */
      key: string;
      /** Counters of the hourly send limits (shared by every replica). */
      state: Pick<SharedState, 'increment'>;
      /** Keys the counters per feature, e.g. `ekyc`. */
      scope: string;
      now: () => Date;
    },
  ) {}

  /**
   * A new code for `subject`, sent to `destination` by the caller. Refused with 429
   * `otp_resend_too_soon` (Retry-After) inside the last code's countdown, and 429 `rate_limited`
   * past the hourly sends of the subject or of the destination.
   */
  async issue(subject: string, destination: string): Promise<IssuedOtp> {
    const { store, policy, key, state, scope, now } = this.options;
    const at = now();
    const last = await store.latest(subject);
    if (last && !last.consumedAt && last.resendAt > at) {
      throw tooSoon('otp_resend_too_soon', secondsUntil(last.resendAt, at));
    }
    const hour = 3_600_000;
    // The phone number or address is not written into the store's keys, only its keyed hash.
    const to = createHmac('sha256', key).update(`to\u0000${destination}`).digest('hex');
    for (const counter of [`otp:${scope}:subject:${subject}`, `otp:${scope}:to:${to}`]) {
      const { count, resetAt } = await state.increment(counter, hour);
      if (count > policy.maxSendsPerHour) throw tooSoon('rate_limited', secondsUntil(resetAt, at));
    }
    const code = newOtpCode(policy.length);
    const record = await store.insert(subject, {
      destination,
      codeHash: hashOtp(key, subject, code),
      expiresAt: new Date(at.getTime() + policy.ttlSeconds * 1000),
      resendAt: new Date(at.getTime() + policy.resendSeconds * 1000),
    });
    return { record, code };
  }

  /**
   * Checks `code` against the subject's newest code. Every try is counted before it is
   * compared, so parallel guesses meet the limit as a sequence would; the try that uses the
   * last one and is wrong answers `otp_attempts_exceeded` (a new code is needed).
   */
  async verify(subject: string, code: string): Promise<OtpCheck> {
    const { store, policy, key, now } = this.options;
    const at = now();
    const fail = (failure: OtpFailure, record: OtpRecord | null): OtpCheck => ({
      ok: false,
      failure,
      record,
      attemptsLeft: record ? Math.max(0, policy.maxAttempts - record.attempts) : 0,
    });
    const last = await store.latest(subject);
    if (!last || last.consumedAt) return fail('otp_not_found', last);
    if (last.expiresAt <= at) return fail('otp_expired', last);
    const reserved = await store.reserveAttempt(last.id, policy.maxAttempts);
    if (!reserved) {
      // No try left, or another request used the code meanwhile.
      const after = await store.latest(subject);
      return after?.id === last.id && after.consumedAt
        ? fail('otp_not_found', after)
        : fail('otp_attempts_exceeded', after ?? last);
    }
    if (!otpMatches(reserved.codeHash, key, subject, code)) {
      return fail(
        reserved.attempts >= policy.maxAttempts ? 'otp_attempts_exceeded' : 'otp_invalid',
        reserved,
      );
    }
    if (!(await store.consume(reserved.id, at))) return fail('otp_not_found', reserved);
    return { ok: true };
  }

  /** The wait before a new code may be sent for this record (0: now). */
  resendWaitSeconds(record: OtpRecord): number {
    const at = this.options.now();
    return record.resendAt > at ? secondsUntil(record.resendAt, at) : 0;
  }
}

/** 0901234567 → 090****567: enough for the customer to recognise, not to read. */
export const maskPhone = (phone: string): string =>
  phone.length <= 6
    ? phone
    : `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`;
