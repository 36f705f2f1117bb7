import { makeAutoObservable, observableRef, runInAction, when } from 'mobx';
import type { CustomerApi } from '../api/customerApi';
import { isApiRequestError } from '../api/errors';
import type { CustomerSessionStore } from './CustomerSessionStore';
import { SESSION_KEYS, browserSessionStorage, readFlag, type KeyValueStorage } from './storage';
import { safeReturnPath } from '../routing/pathPolicy';
import { isLocale } from '../routing/paths';
import type { Locale } from '../routing/routes';
import { CUSTOMER_ERROR_CODES, SSO_CALLBACK_PATHS } from '../validation/codes';
import type { SystemGeneral } from '../validation/content';
import type { CustomerLoginInput } from '../validation/customers';
import type { Recaptcha } from './recaptcha/recaptcha';

/** What the store needs of the browser; tests pass a fake (jsdom cannot navigate). */
export interface AuthBrowser {
  /** `location.origin`: the redirect URIs registered with the provider are on it. */
  origin(): string;
  /** Path, query and hash of the page on screen. */
  currentPath(): string;
  /** A full page load that keeps this page in history. */
  assign(url: string): void;
  /** A full page load that replaces this page in history (the SSO callback leaves itself). */
  replace(url: string): void;
  /** A new tab at `url` without a handle on this window; null when a popup blocker refused. */
  open(url: string): Window | null;
}

export const windowBrowser: AuthBrowser = {
  origin: () => window.location.origin,
  currentPath: () => window.location.pathname + window.location.search + window.location.hash,
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  // The tab opens blank (still this origin's, so its opener can be cut) and then goes to `url`:
  // once it is on another origin the opener could no longer be cleared from here.
  open: (url) => {
    const opened = window.open('', '_blank');
    if (!opened) return null;
    opened.opener = null;
    opened.location.href = url;
    return opened;
  },
};

/** Why a direct login failed; the modal has one sentence for each. */
export type LoginError =
  /** The server put a message on a field of the form (`fieldErrors`). */
  | 'invalid'
  /** 401 invalid_credentials: one answer for a wrong password and an unknown account. */
  | 'invalidCredentials'
  /** 429 too_many_attempts (this address failed on too many accounts) or any other 429, such
   *  as the per-address rate limit (`retryAfterMinutes`). */
  | 'tooManyAttempts'
  /** 429 login_delayed: this client at this account, or every client the account does not
   *  know (strangers failed on it), must wait before the next try (`retryAfterSeconds`, up to
   *  LOGIN_LOCK_MINUTES). */
  | 'loginDelayed'
  /** 429 login_busy: the password checks are full for a moment. */
  | 'loginBusy'
  /** Anything else: the network, a 5xx, a 400 on no field of the form. */
  | 'failed';

/**
 * Why the SSO could not be started: `unknownOrigin` when the site is open on an address the SSO
 * does not know (not PUBLIC_URL), `failed` for anything else (the SSO cannot be reached).
 */
export type SsoStartError = 'failed' | 'unknownOrigin';

export type LoginResult = { ok: true; returnPath: string | null } | { ok: false; error: LoginError };

export type SsoFailureReason = 'timeout' | 'denied' | 'stateMismatch' | 'failed';

/** The outcome of the SSO callback screen (`/login-sso`). */
export type SsoCompletion =
  | {
      status: 'success';
      /** Where to go now (X_SSO_RETURN through safeReturnPath). */
      returnPath: string;
      /** The trading site to open in a new tab, when the round trip was started for it. */
      tradingUrl: string | null;
      locale: Locale;
    }
  /** Back from the provider's log-off. */
  | { status: 'loggedOut'; returnPath: string; locale: Locale }
  | {
      status: 'error';
      /** `timeout`: the provider said the SSO session timed out (TimeOut); `denied`: the
       *  customer cancelled at the provider (access_denied); `stateMismatch`: this tab did not
       *  start this round trip (someone else's link: login CSRF). */
      reason: SsoFailureReason;
      returnPath: string;
      /** Whether the failed round trip was for the trading site (a retry asks for it again). */
      openTrading: boolean;
      locale: Locale;
    };

export interface CustomerAuthStoreOptions {
  customer: CustomerSessionStore;
  api: Pick<CustomerApi, 'login' | 'ssoAuthorize' | 'loginSso' | 'me' | 'logout'>;
  /** The language of the path (UiStore): the callback URI and the home fallback follow it. */
  ui: { readonly locale: Locale };
  /** System settings: `tradingSiteUrl`. */
  system: { readonly general: SystemGeneral | null; readonly loading: boolean };
  /** Tokens for both logins (`login`, `login_sso`); without it they go without one. */
  recaptcha?: Recaptcha;
  /** Session storage for X_SSO_RETURN and X_SSO_OPEN_TRADING (default: the browser's). */
  storage?: KeyValueStorage;
  browser?: AuthBrowser;
}

/** A value of TimeOut that means "no": absent, empty, 0 or false. */
const FALSY_FLAG = /^(|0|false|no)$/i;

/** How long to wait for system settings before giving up on opening the trading site. */
const SETTINGS_WAIT_MS = 5_000;

/**
 * The customer's way in and out (spec §2, §4; contracts.md "Customer accounts and SSO"): the
 * login modal and its direct form, the SSO round trip through the provider and its callback,
 * logging out of either, and the profile check on start. The session itself (token, customer,
 * flags in session storage) stays in CustomerSessionStore; this store drives it.
 */
export class CustomerAuthStore {
  /** The login modal is on screen. */
  loginOpen = false;
  /** Where the modal's opener wants to go after a direct login (already made safe). */
  loginReturnPath: string | null = null;
  /** A direct login is on its way. */
  submitting = false;
  loginError: LoginError | null = null;
  /** Minutes from Retry-After of a 429; null when the server sent none. */
  retryAfterMinutes: number | null = null;
  /** Seconds from Retry-After of a 429 (`loginDelayed`, `loginBusy`); null when none was sent. */
  retryAfterSeconds: number | null = null;
  /** Server messages by field (already in the user's language) of a 400 answer. */
  fieldErrors: Record<string, string> = {};
  /** On the way to the provider: `sso-authorize` sent, the page about to be left. */
  ssoStarting = false;
  /** `sso-authorize` failed, and why; null when it did not. */
  ssoError: SsoStartError | null = null;
  loggingOut = false;
  profileLoading = false;

  readonly browser: AuthBrowser;
  readonly #customer: CustomerSessionStore;
  readonly #api: CustomerAuthStoreOptions['api'];
  readonly #ui: CustomerAuthStoreOptions['ui'];
  readonly #system: CustomerAuthStoreOptions['system'];
  readonly #storage: KeyValueStorage;
  readonly #recaptcha: Recaptcha | undefined;
  /** One exchange per callback: StrictMode and re-renders call completeSso again with it. */
  readonly #completions = new Map<string, Promise<SsoCompletion>>();

  constructor(options: CustomerAuthStoreOptions) {
    this.#customer = options.customer;
    this.#api = options.api;
    this.#ui = options.ui;
    this.#system = options.system;
    this.#storage = options.storage ?? browserSessionStorage();
    this.#recaptcha = options.recaptcha;
    this.browser = options.browser ?? windowBrowser;
    // `fieldErrors` is replaced whole with every answer: no deep observable copy.
    makeAutoObservable<this>(
      this,
      { browser: false, fieldErrors: observableRef },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return this.#customer.isLoggedIn;
  }

  /** `tradingSiteUrl` of the settings when it is a web address (nothing else is opened). */
  get tradingSiteUrl(): string | null {
    const url = this.#system.general?.tradingSiteUrl?.trim();
    return url && /^https?:\/\//i.test(url) ? url : null;
  }

  /** Whether a link (a CMS menu item, say) points at the trading site: it then logs in by SSO. */
  isTradingSiteLink(href: string): boolean {
    const url = this.tradingSiteUrl;
    if (!url) return false;
    const comparable = (value: string) => {
      try {
        const parsed = new URL(value.trim());
        return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
      } catch {
        return null;
      }
    };
    const target = comparable(href);
    return target !== null && target === comparable(url);
  }

  // ---- the login modal --------------------------------------------------------------------

  openLogin({ returnUrl }: { returnUrl?: string } = {}): void {
    this.loginOpen = true;
    this.loginReturnPath = returnUrl === undefined ? null : safeReturnPath(returnUrl, this.#ui.locale);
    this.clearLoginError();
    this.ssoError = null;
  }

  closeLogin(): void {
    this.loginOpen = false;
    this.loginReturnPath = null;
    this.clearLoginError();
    this.ssoError = null;
  }

  /** The customer edits the form again: the last answer no longer applies. */
  clearLoginError(): void {
    this.loginError = null;
    this.retryAfterMinutes = null;
    this.retryAfterSeconds = null;
    this.fieldErrors = {};
  }

  /**
   * `customers/auth/login`. On success the session is direct (X_IS_SSO=false), the modal closes
   * and the result names the page the opener asked for, if any. The form keeps its values on
   * every failure; the error is in `loginError`.
   */
  async loginDirect(values: CustomerLoginInput): Promise<LoginResult> {
    if (this.submitting) return { ok: false, error: 'failed' };
    this.submitting = true;
    this.clearLoginError();
    try {
      const token = await this.#recaptchaToken('login');
      const result = await this.#api.login(token ? { ...values, grecaptcha_token: token } : values);
      const returnPath = this.loginReturnPath;
      runInAction(() => {
        this.#customer.setSession(result, { isSso: false });
        this.submitting = false;
        this.closeLogin();
      });
      return { ok: true, returnPath };
    } catch (error) {
      const failure = this.#loginFailure(error);
      runInAction(() => {
        this.submitting = false;
        this.loginError = failure.error;
        this.retryAfterMinutes = failure.retryAfterMinutes;
        this.retryAfterSeconds = failure.retryAfterSeconds;
        this.fieldErrors = failure.fieldErrors;
      });
      return { ok: false, error: failure.error };
    }
  }

  async #recaptchaToken(action: 'login' | 'login_sso'): Promise<string | null> {
    return (await this.#recaptcha?.token(action)) ?? null;
  }

  #loginFailure(error: unknown): {
    error: LoginError;
    retryAfterMinutes: number | null;
    retryAfterSeconds: number | null;
    fieldErrors: Record<string, string>;
  } {
    const none = { retryAfterMinutes: null, retryAfterSeconds: null, fieldErrors: {} };
    if (!isApiRequestError(error)) return { error: 'failed', ...none };
    if (error.hasCode(CUSTOMER_ERROR_CODES.invalidCredentials)) return { error: 'invalidCredentials', ...none };
    if (error.status === 429) {
      const seconds = error.retryAfterSeconds;
      const retryAfterSeconds = seconds === undefined ? null : Math.max(1, Math.ceil(seconds));
      const retryAfterMinutes = seconds === undefined ? null : Math.max(1, Math.ceil(seconds / 60));
      const kind: LoginError = error.hasCode(CUSTOMER_ERROR_CODES.loginDelayed)
        ? 'loginDelayed'
        : error.hasCode(CUSTOMER_ERROR_CODES.loginBusy)
          ? 'loginBusy'
          : 'tooManyAttempts';
      return { error: kind, retryAfterMinutes, retryAfterSeconds, fieldErrors: {} };
    }
    if (error.status === 400) {
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fieldErrors).filter(([field]) => field === 'accountNumber' || field === 'password'),
      );
      if (Object.keys(fieldErrors).length > 0) return { ...none, error: 'invalid', fieldErrors };
    }
    return { error: 'failed', ...none };
  }

  // ---- SSO ------------------------------------------------------------------------------------

  /** The provider's registered callback for a language: `${origin}/login-sso` or `/en/login-sso`. */
  callbackUrl(locale: Locale = this.#ui.locale): string {
    return this.browser.origin() + SSO_CALLBACK_PATHS[locale];
  }

  /**
   * Leaves for the provider's login page: remembers where to come back to (the given path, else
   * this page) and whether to open the trading site afterwards, asks the API for the authorize
   * URL, then goes there. False when the API could not give one (`ssoError`).
   */
  async startSso({ returnUrl, openTrading = false }: { returnUrl?: string; openTrading?: boolean } = {}): Promise<boolean> {
    if (this.ssoStarting) return false;
    const locale = this.#ui.locale;
    this.ssoStarting = true;
    this.ssoError = null;
    this.#storage.setItem(SESSION_KEYS.ssoReturn, safeReturnPath(returnUrl ?? this.browser.currentPath(), locale));
    if (openTrading) this.#storage.setItem(SESSION_KEYS.ssoOpenTrading, 'true');
    else this.#storage.removeItem(SESSION_KEYS.ssoOpenTrading);
    this.#storage.removeItem(SESSION_KEYS.ssoState);
    try {
      const { authorizeUrl, state } = await this.#api.ssoAuthorize(this.callbackUrl(locale));
      // Only this tab's own round trip may log it in (checked again by the API's cookie).
      this.#storage.setItem(SESSION_KEYS.ssoState, state);
      // `ssoStarting` stays on: the page is being left.
      this.browser.assign(authorizeUrl);
      return true;
    } catch (error) {
      const unknownOrigin =
        isApiRequestError(error) && error.hasCode(CUSTOMER_ERROR_CODES.ssoOriginUnknown);
      runInAction(() => {
        this.ssoStarting = false;
        this.ssoError = unknownOrigin ? 'unknownOrigin' : 'failed';
        // The error needs somewhere to be seen: the token-expired modal shows it itself.
        if (!this.loginOpen && !this.#customer.tokenExpired) this.loginOpen = true;
      });
      return false;
    }
  }

  /**
   * The callback screen's work, given the query the provider sent back (`code`, `state`,
   * `TimeOut`, `Language`, `error`). Exchanges a code once, however often it is called.
   */
  completeSso(search: string): Promise<SsoCompletion> {
    const params = new URLSearchParams(search);
    // The same answer for the same callback: a second exchange of a code would fail, and a
    // second look at the log-off return would find the flags already cleared.
    const code = params.get('code');
    const key = code ? `code:${code}` : `query:${params.toString()}`;
    const pending = this.#completions.get(key);
    if (pending) return pending;
    const completion = this.#complete(params);
    this.#completions.set(key, completion);
    return completion;
  }

  async #complete(params: URLSearchParams): Promise<SsoCompletion> {
    const language = params.get('Language')?.toLowerCase();
    const locale: Locale = isLocale(language) ? language : this.#ui.locale;
    const returnPath = safeReturnPath(this.#storage.getItem(SESSION_KEYS.ssoReturn), locale);
    const openTrading = readFlag(this.#storage, SESSION_KEYS.ssoOpenTrading);
    const startedState = this.#storage.getItem(SESSION_KEYS.ssoState);
    this.#storage.removeItem(SESSION_KEYS.ssoReturn);
    this.#storage.removeItem(SESSION_KEYS.ssoOpenTrading);
    this.#storage.removeItem(SESSION_KEYS.ssoState);
    const failed = (reason: SsoFailureReason): SsoCompletion => ({
      status: 'error',
      reason,
      returnPath,
      openTrading,
      locale,
    });

    const code = params.get('code');
    const state = params.get('state');
    const timeOut = params.get('TimeOut');
    const providerError = params.get('error');
    if (timeOut !== null && !FALSY_FLAG.test(timeOut.trim())) return failed('timeout');
    if (providerError) return failed(providerError === 'access_denied' ? 'denied' : 'failed');
    if (!code) {
      if (!this.#customer.ssoLogout) return failed('failed');
      this.#customer.clearSsoLogout();
      return { status: 'loggedOut', returnPath, locale };
    }
    if (!state) return failed('failed');
    // A link with someone else's code and state would log this browser into their account.
    if (state !== startedState) return failed('stateMismatch');

    try {
      // The redirect URI is the one the authorize request named: this path's language.
      const token = await this.#recaptchaToken('login_sso');
      const result = await this.#api.loginSso({
        code,
        state,
        redirect_uri: this.callbackUrl(),
        ...(token ? { grecaptcha_token: token } : {}),
      });
      this.#customer.setSession(result, { isSso: true });
    } catch (error) {
      const otherBrowser =
        isApiRequestError(error) && error.hasCode(CUSTOMER_ERROR_CODES.ssoBrowserMismatch);
      return failed(otherBrowser ? 'stateMismatch' : 'failed');
    }
    const tradingUrl = openTrading ? await this.#settledTradingSiteUrl() : null;
    return { status: 'success', returnPath, tradingUrl, locale };
  }

  /** The settings may still be loading when the exchange is done. */
  async #settledTradingSiteUrl(): Promise<string | null> {
    if (this.#system.general === null && this.#system.loading) {
      await when(() => !this.#system.loading, { timeout: SETTINGS_WAIT_MS }).catch(() => undefined);
    }
    return this.tradingSiteUrl;
  }

  /**
   * The header's "online trading": an SSO session opens the trading site in a new tab; anyone
   * else logs in by SSO first, and the callback opens it. The new tab cannot reach this one.
   */
  async openTrading(): Promise<void> {
    const url = this.tradingSiteUrl;
    if (!url) return;
    if (this.#customer.isLoggedIn && this.#customer.isSso) {
      this.openInNewTab(url);
      return;
    }
    await this.startSso({ openTrading: true });
  }

  /** window.open without an opener; false when a popup blocker refused. */
  openInNewTab(url: string): boolean {
    const opened = this.browser.open(url);
    if (!opened) return false;
    try {
      opened.opener = null;
    } catch {
      // A cross-origin window may refuse the write; it was opened from a user gesture anyway.
    }
    return true;
  }

  // ---- log-out and profile -------------------------------------------------------------------

  /**
   * Direct session: revoke the token, forget the customer. SSO session: revoke the token and
   * get the provider's end-session URL back to this language's callback, remember this page,
   * forget the customer, then go to the provider (the callback brings the customer back here).
   */
  async logout(): Promise<void> {
    const token = this.#customer.accessToken;
    if (!token || this.loggingOut) return;
    this.loggingOut = true;
    const isSso = this.#customer.isSso;
    const locale = this.#ui.locale;
    let logoutUrl: string | null = null;
    try {
      const result = await this.#api.logout(isSso ? { redirect_uri: this.callbackUrl(locale) } : {}, { token });
      logoutUrl = result.logoutUrl;
    } catch {
      // Already expired or revoked, or the API is down: the session ends here all the same.
    }
    runInAction(() => {
      // A 401 answer opened the token-expired modal; this customer asked to leave anyway.
      this.#customer.dismissTokenExpired();
      if (isSso && logoutUrl) {
        this.#customer.markSsoLogout();
        this.#storage.setItem(SESSION_KEYS.ssoReturn, safeReturnPath(this.browser.currentPath(), locale));
      }
      this.#customer.clear();
      if (!(isSso && logoutUrl)) this.loggingOut = false;
    });
    // `loggingOut` stays on: the page is being left.
    if (isSso && logoutUrl) this.browser.assign(logoutUrl);
  }

  /**
   * On start with a stored token: `customers/me`. A 401 ends the session and opens the
   * token-expired modal (the API client's onUnauthorized); other failures keep the stored copy.
   */
  async loadProfile(): Promise<void> {
    const token = this.#customer.accessToken;
    if (!token) return;
    this.profileLoading = true;
    try {
      const customer = await this.#api.me({ token });
      // Only for the session that asked: a logout or a new login meanwhile wins.
      if (this.#customer.accessToken === token) this.#customer.setCustomer(customer);
    } catch {
      // 401: handled by the client; anything else: the stored customer stays on screen.
    } finally {
      runInAction(() => {
        this.profileLoading = false;
      });
    }
  }
}
