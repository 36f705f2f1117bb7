// Error codes and fixed paths shared by the API and the sites. No zod here: the sites' start-up
// code reads these, and zod loads only with the first API response (scripts/check-bundles.ts).

/** The callback paths registered with the provider, per language (design §8). */
export const SSO_CALLBACK_PATHS = { vi: '/login-sso', en: '/en/login-sso' } as const;

/** 409 code of a second signup with the same address (any letter case). */
export const NEWSLETTER_ALREADY_SUBSCRIBED = 'newsletter_already_subscribed';

/** Error codes of customer accounts (design §5 envelope), for the sites to branch on. */
export const CUSTOMER_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials', // 401 wrong password or unknown account (same answer)
  // No account is ever locked (shared/src/server/loginPolicy.ts): strangers' failures make
  // unknown clients wait, never a browser that has logged in to the account before.
  tooManyAttempts: 'too_many_attempts', // 429 + Retry-After: this address failed on too many accounts
  loginDelayed: 'login_delayed', // 429 + Retry-After (seconds): this client, or every unknown one of the account, must wait
  loginBusy: 'login_busy', // 429 + Retry-After: the password checks are full right now
  tokenMissing: 'token_missing', // 401
  tokenInvalid: 'token_invalid', // 401 unknown or tampered
  tokenExpired: 'token_expired', // 401
  tokenRevoked: 'token_revoked', // 401 logged out
  sessionIdle: 'session_idle', // 401 unused for CUSTOMER_IDLE_MINUTES
  ssoStateInvalid: 'sso_state_invalid', // 400 field state: unknown, used or expired
  ssoRedirectUriInvalid: 'sso_redirect_uri_invalid', // 400 field redirect_uri
  ssoOriginUnknown: 'sso_origin_unknown', // 400 field redirect_uri: the site is open on an unregistered origin
  ssoBrowserMismatch: 'sso_browser_mismatch', // 400 field state: the round trip was started in another browser
  ssoCodeInvalid: 'sso_code_invalid', // 400 field code: expired, replayed or forged
  ssoUnavailable: 'sso_unavailable', // 502 the provider did not answer
  ssoLoginRequired: 'sso_login_required', // 403 download with a direct session
  loginRequired: 'login_required', // 401 requiredLogin report without a session
  ratingLoginRequired: 'rating_login_required', // 401 rating without a session (§8 message)
} as const;

/** 401 codes that mean "this session is over": the site drops it and offers login again. */
export const SESSION_ENDED_CODES: readonly string[] = [
  CUSTOMER_ERROR_CODES.tokenInvalid,
  CUSTOMER_ERROR_CODES.tokenExpired,
  CUSTOMER_ERROR_CODES.tokenRevoked,
  CUSTOMER_ERROR_CODES.sessionIdle,
];

/** The code of a text field with a control character (NUL, escape…): text.ts refuses it. */
export const INVALID_CHARACTERS = 'invalid_characters';

/** Issue codes of the form schemas (contact.ts, customers.ts, text.ts): the sites translate them per field. */
export const FORM_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'name_invalid',
  'email_invalid',
  'phone_invalid',
  // customers.ts
  'account_invalid',
  'star_required',
  'star_invalid',
  // text.ts: a control character (NUL, escape…) in any text field.
  INVALID_CHARACTERS,
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

export const isFormErrorCode = (value: unknown): value is FormErrorCode =>
  typeof value === 'string' && (FORM_ERROR_CODES as readonly string[]).includes(value);

/** Lengths of the contact and rating form fields (contact.ts builds its schema from them). */
export const CONTACT_LIMITS = {
  fullName: { min: 2, max: 100 },
  email: { max: 254 },
  phone: {},
  subject: { max: 200 },
  message: { min: 10, max: 2000 },
} as const;

/**
 * Page template codes the server returns (spec §2 "Page templates"). The sites pick a screen by
 * this code; an unknown code gets the error layout and a 404. `NEWS_{PRODUCT}_NEWS_EVENTS`
 * exists for the news products of the route table (company, stock, bond, derivative, fund).
 */
export const PAGE_TEMPLATE_CODES = [
  'HOME',
  'ABOUT_GENERAL',
  'ABOUT_OVERVIEW',
  'ABOUT_NETWORK',
  'ABOUT_ORGANIZATIONAL_CHART',
  'ABOUT_LEADER',
  'ABOUT_ACHIEVEMENT',
  'ABOUT_VALUE',
  'ABOUT_POLICY',
  'CONTACT',
  'KHCN_STOCK_TRADING',
  'HTGD_FEATURES_LIST',
  'KHCN_ACCOUNT_MANAGEMENT',
  'KHCN_INVESTMENT_CONSULTING',
  'KHCN_FAQ',
  'KHCN_FAQ_1',
  'HTGH_GUIDE_TRADING_SYSTEM',
  'NHDT_RECENT_DEAL',
  'HTGD_PRODUCTS_AND_SERVICES',
  'HTGD_BUSINESS',
  'NEWS_CORPORATE_GOVERNANCE_SITUATION',
  'ERROR_403',
  'KHCN_ANALYSIS_REPORT',
  'NEWS_VIDEOS',
  'NEWS_ANNUAL_REPORT',
  'NEWS_COMPANY_NEWS_EVENTS',
  'NEWS_STOCK_NEWS_EVENTS',
  'NEWS_BOND_NEWS_EVENTS',
  'NEWS_DERIVATIVE_NEWS_EVENTS',
  'NEWS_FUND_NEWS_EVENTS',
  'NEWS_FINANCIAL_STATEMENTS',
  'NEWS_CALENDAR_EVENTS',
  'TPDN',
  'HTGD_DEFAULT_TEMPLATE',
  'RECRUITMENT',
  'RECRUITMENT_CAREER',
  'RECRUITMENT_ABOUT_US',
] as const;
