/** Browser storage keys of contracts.md. Other sites in the same tab read the same keys. */
export const SESSION_KEYS = {
  accessToken: 'X_ACCESS_TOKEN',
  customer: 'X_CUSTOMER',
  isSso: 'X_IS_SSO',
  ssoLogout: 'X_SSO_LOGOUT',
  /** The page to come back to after the SSO round trip (login or log-off). */
  ssoReturn: 'X_SSO_RETURN',
  /** "true": open the trading site in a new tab once the SSO login is done. */
  ssoOpenTrading: 'X_SSO_OPEN_TRADING',
  /** The state `sso-authorize` gave this tab: the callback must bring back the same (login CSRF). */
  ssoState: 'X_SSO_STATE',
  isRecruit: 'X_IS_RECRUIT',
  recruitToken: 'X_RECRUIT_TOKEN',
  recruitMember: 'X_RECRUIT_MEMBER',
} as const;

export const LOCAL_KEYS = {
  language: 'X_LANGUAGE',
  theme: 'X_THEME',
  otpResendAt: 'X_OTP_RESEND_AT',
  otpPhone: 'X_OTP_PHONE',
  registrationKey: 'X_REGISTRATION_KEY',
  registrationStep: 'X_REGISTRATION_STEP',
  recentSearches: 'X_RECENT_SEARCHES',
  /** A visitor's price-board watchlist (issue 27): a JSON array of symbols. */
  watchlist: 'X_WATCHLIST',
} as const;

/** Key for Mantine's `localStorageColorSchemeManager({ key: THEME_STORAGE_KEY })`. */
export const THEME_STORAGE_KEY = LOCAL_KEYS.theme;

/** The part of the Web Storage API the stores use; tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * Web Storage that never throws. Reading `window.sessionStorage` throws in sandboxed frames and
 * with cookies blocked; `setItem` throws when the quota is 0 (older Safari private mode). Then
 * the values live in memory for this page, so the visitor can still log in and browse.
 */
export function createSafeStorage(resolve: () => Storage | null | undefined): KeyValueStorage {
  // Writes the backing store refused, kept for this page (null = removed). While the backing
  // store works it stays the only source, so changes from other tabs are seen.
  const fallback = new Map<string, string | null>();
  let backing: Storage | null | undefined;
  try {
    backing = resolve();
  } catch {
    backing = null;
  }
  const write = (key: string, value: string | null) => {
    try {
      if (!backing) throw new Error('no storage');
      if (value === null) backing.removeItem(key);
      else backing.setItem(key, value);
      fallback.delete(key);
    } catch {
      fallback.set(key, value);
    }
  };
  return {
    getItem(key) {
      if (fallback.has(key)) return fallback.get(key) ?? null;
      try {
        return backing ? backing.getItem(key) : null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => write(key, value),
    removeItem: (key) => write(key, null),
  };
}

export const browserSessionStorage = (): KeyValueStorage =>
  createSafeStorage(() => (typeof window === 'undefined' ? null : window.sessionStorage));

export const browserLocalStorage = (): KeyValueStorage =>
  createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage));

/**
 * What readJson checks a stored value with: a zod schema, or a hand-written check of the same
 * shape for values read at start-up, before zod has loaded (profiles.ts).
 */
export interface StoredValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A stored JSON value that still matches `schema`, else null (edited by hand, older shape). */
export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  schema: StoredValueSchema<T>,
): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes the value as JSON, or removes the key for null. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}

export function readFlag(storage: KeyValueStorage, key: string): boolean {
  return storage.getItem(key) === 'true';
}

export function readString(storage: KeyValueStorage, key: string): string | null {
  const value = storage.getItem(key);
  return value === null || value === '' ? null : value;
}

export function writeString(storage: KeyValueStorage, key: string, value: string | null): void {
  if (value === null || value === '') storage.removeItem(key);
  else storage.setItem(key, value);
}
