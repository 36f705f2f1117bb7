import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiLocale,
} from '../api/client';
import { CUSTOMER_ERROR_CODES } from '../validation/codes';
import { CustomerSessionStore } from './CustomerSessionStore';
import { LocalPreferences } from './LocalPreferences';
import { RecruitSessionStore } from './RecruitSessionStore';
import { browserLocalStorage, browserSessionStorage, type KeyValueStorage } from './storage';

export interface SessionOptions {
  /** A 503 answer: show the maintenance page. */
  onMaintenance?: () => void;
  /**
   * The language sent with every request. Default: `<html lang>`, which the proxy sets from the
   * path and `syncHtmlLang` keeps right after a switch; sites may pass their i18n's language.
   */
  getLocale?: () => ApiLocale;
  baseURL?: string;
  logger?: ApiClientOptions['logger'];
  /** Tests only: a fake transport. */
  adapter?: ApiClientOptions['adapter'];
  /** The server render: records what each GET parsed (app/start/pageData.ts). */
  onParsed?: ApiClientOptions['onParsed'];
  sessionStorage?: KeyValueStorage;
  localStorage?: KeyValueStorage;
}

export interface Session {
  customer: CustomerSessionStore;
  recruit: RecruitSessionStore;
  preferences: LocalPreferences;
  /** The one API client of the site, with this session's token and headers. */
  api: ApiClient;
}

/** Spec §6: in recruit mode the candidate's token replaces the customer's. */
export function activeToken(
  customer: CustomerSessionStore,
  recruit: RecruitSessionStore,
): string | null {
  return recruit.isRecruitMode ? recruit.token : customer.accessToken;
}

/** `X-Is-Sso: true` only for a customer SSO session outside recruit mode (spec §6, contracts.md). */
export function sessionHeaders(
  customer: CustomerSessionStore,
  recruit: RecruitSessionStore,
): Record<string, string> {
  return !recruit.isRecruitMode && customer.isLoggedIn && customer.isSso
    ? { 'X-Is-Sso': 'true' }
    : {};
}

function localeFromDocument(): ApiLocale {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'vi';
}

/** Composes the session stores and the API client; a site's RootStore holds the result. */
export function createSession(options: SessionOptions = {}): Session {
  const customer = new CustomerSessionStore(options.sessionStorage ?? browserSessionStorage());
  const recruit = new RecruitSessionStore(options.sessionStorage ?? browserSessionStorage());
  const preferences = new LocalPreferences(options.localStorage ?? browserLocalStorage());

  const api = createApiClient({
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.adapter ? { adapter: options.adapter } : {}),
    ...(options.onParsed ? { onParsed: options.onParsed } : {}),
    getToken: () => activeToken(customer, recruit),
    getLocale: options.getLocale ?? localeFromDocument,
    getHeaders: () => sessionHeaders(customer, recruit),
    onUnauthorized: (errors, sentToken) => {
      // Match by token, not by the current mode: an answer to a request sent before a mode
      // switch or a fresh login must not end the session that replaced it.
      if (recruit.token === sentToken) recruit.expireToken();
      else if (customer.accessToken === sentToken) {
        const idle = errors.some((e) => e.code === CUSTOMER_ERROR_CODES.sessionIdle);
        customer.expireToken(idle ? 'idle' : 'expired');
      }
    },
    ...(options.onMaintenance ? { onMaintenance: options.onMaintenance } : {}),
  });

  return { customer, recruit, preferences, api };
}
