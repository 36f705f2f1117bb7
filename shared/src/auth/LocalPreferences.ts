import { isApiLocale, type API_LOCALES } from '../validation/guards';
import {
  LOCAL_KEYS,
  browserLocalStorage,
  readString,
  writeString,
  type KeyValueStorage,
} from './storage';

type Locale = (typeof API_LOCALES)[number];

function readNumber(storage: KeyValueStorage, key: string): number | null {
  const raw = readString(storage, key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * Typed access to what outlives the tab in local storage (spec §4). Not observable: screens
 * read these once on mount. The theme is not here; Mantine's colour-scheme manager owns
 * `THEME_STORAGE_KEY`.
 */
export class LocalPreferences {
  private readonly storage: KeyValueStorage;

  constructor(storage: KeyValueStorage = browserLocalStorage()) {
    this.storage = storage;
  }

  /** The last language chosen, or null when none (or an unsupported one) is stored. */
  getLanguage(): Locale | null {
    const stored = this.storage.getItem(LOCAL_KEYS.language);
    return isApiLocale(stored) ? stored : null;
  }

  setLanguage(locale: Locale): void {
    this.storage.setItem(LOCAL_KEYS.language, locale);
  }

  /** Epoch milliseconds from which "resend OTP" may be offered again. */
  getOtpResendAt(): number | null {
    return readNumber(this.storage, LOCAL_KEYS.otpResendAt);
  }

  setOtpResendAt(epochMs: number): void {
    writeString(
      this.storage,
      LOCAL_KEYS.otpResendAt,
      Number.isFinite(epochMs) ? String(Math.round(epochMs)) : null,
    );
  }

  /** The phone or email the OTP was sent to, so a reload can resend to it. */
  getOtpPhone(): string | null {
    return readString(this.storage, LOCAL_KEYS.otpPhone);
  }

  setOtpPhone(phone: string): void {
    writeString(this.storage, LOCAL_KEYS.otpPhone, phone);
  }

  clearOtp(): void {
    this.storage.removeItem(LOCAL_KEYS.otpResendAt);
    this.storage.removeItem(LOCAL_KEYS.otpPhone);
  }

  /** The registration in progress (the eKYC uuid) and its step, to resume after a reload. */
  getRegistrationKey(): string | null {
    return readString(this.storage, LOCAL_KEYS.registrationKey);
  }

  setRegistrationKey(key: string): void {
    writeString(this.storage, LOCAL_KEYS.registrationKey, key);
  }

  /** Zero-based index of the step reached; null when none or not a whole number. */
  getRegistrationStep(): number | null {
    const step = readNumber(this.storage, LOCAL_KEYS.registrationStep);
    return step !== null && Number.isInteger(step) && step >= 0 ? step : null;
  }

  setRegistrationStep(step: number): void {
    const valid = Number.isInteger(step) && step >= 0;
    writeString(this.storage, LOCAL_KEYS.registrationStep, valid ? String(step) : null);
  }

  clearRegistration(): void {
    this.storage.removeItem(LOCAL_KEYS.registrationKey);
    this.storage.removeItem(LOCAL_KEYS.registrationStep);
  }
}
