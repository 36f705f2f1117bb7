import { describe, expect, it } from 'vitest';
import { LocalPreferences } from './LocalPreferences';
import { LOCAL_KEYS, THEME_STORAGE_KEY, createSafeStorage } from './storage';

describe('LocalPreferences', () => {
  it('stores the language and rejects unsupported stored values', () => {
    const prefs = new LocalPreferences();
    expect(prefs.getLanguage()).toBeNull();
    prefs.setLanguage('en');
    expect(localStorage.getItem(LOCAL_KEYS.language)).toBe('en');
    expect(prefs.getLanguage()).toBe('en');
    localStorage.setItem(LOCAL_KEYS.language, 'fr');
    expect(prefs.getLanguage()).toBeNull();
  });

  it('stores OTP resend time and phone, and clears both', () => {
    const prefs = new LocalPreferences();
    prefs.setOtpResendAt(1_700_000_000_000.4);
    prefs.setOtpPhone('0912345678');
    expect(prefs.getOtpResendAt()).toBe(1_700_000_000_000);
    expect(prefs.getOtpPhone()).toBe('0912345678');
    prefs.clearOtp();
    expect(prefs.getOtpResendAt()).toBeNull();
    expect(prefs.getOtpPhone()).toBeNull();
  });

  it('treats a garbled resend time as missing', () => {
    localStorage.setItem(LOCAL_KEYS.otpResendAt, 'soon');
    expect(new LocalPreferences().getOtpResendAt()).toBeNull();
  });

  it('stores registration key and step, accepting only whole non-negative steps', () => {
    const prefs = new LocalPreferences();
    prefs.setRegistrationKey('uuid-1');
    prefs.setRegistrationStep(3);
    expect(prefs.getRegistrationKey()).toBe('uuid-1');
    expect(prefs.getRegistrationStep()).toBe(3);
    prefs.setRegistrationStep(-1);
    expect(prefs.getRegistrationStep()).toBeNull();
    localStorage.setItem(LOCAL_KEYS.registrationStep, '2.5');
    expect(prefs.getRegistrationStep()).toBeNull();
    prefs.setRegistrationStep(0);
    prefs.clearRegistration();
    expect(prefs.getRegistrationKey()).toBeNull();
    expect(prefs.getRegistrationStep()).toBeNull();
  });

  it('works without storage', () => {
    const prefs = new LocalPreferences(createSafeStorage(() => null));
    prefs.setLanguage('vi');
    expect(prefs.getLanguage()).toBe('vi');
  });

  it('exports the theme key Mantine uses', () => {
    expect(THEME_STORAGE_KEY).toBe('X_THEME');
  });
});
