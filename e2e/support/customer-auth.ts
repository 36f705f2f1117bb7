/**
 * The customer login as a test drives it: the shared header's account control, the login
 * modal, the SSO provider's own login page, and the session in sessionStorage.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../shared/src/routing/routes';
import { readRepoJson } from './locales';

interface AuthTexts {
  auth: {
    login: {
      open: string;
      title: string;
      accountNumber: string;
      password: string;
      submit: string;
      sso: string;
      errors: { invalidCredentials: string };
    };
    account: {
      logout: string;
      method: string;
      trading: string;
      methods: { sso: string; direct: string };
    };
    tokenExpired: { title: string; sso: string };
    ssoCallback: {
      successTitle: string;
      errorTitle: string;
      back: string;
      stateMismatchMessage: string;
    };
  };
  formErrors: { required: string };
}

const read = (locale: Locale) =>
  readRepoJson<AuthTexts>(`shared/src/locales/${locale}/common.json`);

/** The shared header's and modals' texts (shared/src/locales/<locale>/common.json). */
export const AUTH_TEXTS: Record<Locale, AuthTexts> = { vi: read('vi'), en: read('en') };

/** The demo customers of the README (services/api seed and services/sso accounts). */
export const DEMO_PASSWORD = 'AnPhat@26';
export const DEMO_AN = { accountNumber: '009C000001', name: 'Nguyễn Văn An' };
export const DEMO_BINH = { accountNumber: '009C000002', name: 'Trần Thị Bình' };

/** The provider's login page labels (services/sso views; selected by label, not markup). */
const PROVIDER = {
  vi: { account: 'Số tài khoản', password: 'Mật khẩu', submit: 'Đăng nhập' },
  en: { account: 'Account number', password: 'Password', submit: 'Log in' },
} as const;

export const SESSION = {
  token: 'X_ACCESS_TOKEN',
  customer: 'X_CUSTOMER',
  isSso: 'X_IS_SSO',
  ssoLogout: 'X_SSO_LOGOUT',
  ssoReturn: 'X_SSO_RETURN',
  ssoOpenTrading: 'X_SSO_OPEN_TRADING',
} as const;

export const sessionItem = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((k) => window.sessionStorage.getItem(k), key);

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** The anonymous header's "Log in" button. */
export function loginButton(page: Page, locale: Locale): Locator {
  return header(page).getByRole('button', {
    name: AUTH_TEXTS[locale].auth.login.open,
    exact: true,
  });
}

/** The logged-in header's account menu button (its name holds the customer's name). */
export function accountButton(page: Page, name: string): Locator {
  return header(page).getByRole('button', { name: new RegExp(name) });
}

export function loginDialog(page: Page, locale: Locale): Locator {
  return page.getByRole('dialog', { name: AUTH_TEXTS[locale].auth.login.title });
}

/** Opens the login modal from the header and fills the direct form (submits unless told not to). */
export async function loginDirect(
  page: Page,
  locale: Locale,
  account: string,
  password: string,
): Promise<Locator> {
  const t = AUTH_TEXTS[locale].auth.login;
  if (!(await loginDialog(page, locale).isVisible())) await loginButton(page, locale).click();
  const dialog = loginDialog(page, locale);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t.accountNumber }).fill(account);
  await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.submit, exact: true }).click();
  return dialog;
}

/** Logs the demo customer An in from the header; resolves with the token once the header shows her. */
export async function loginAsAn(page: Page): Promise<string | null> {
  await loginDirect(page, 'vi', DEMO_AN.accountNumber, DEMO_PASSWORD);
  await expect(accountButton(page, DEMO_AN.name)).toBeVisible();
  return sessionItem(page, SESSION.token);
}

/**
 * Fills and submits the login modal that something on the page (a protected report, the rating
 * form) has already opened, and waits for it to close: logged in, back where the visitor was.
 */
export async function submitOpenLoginModal(
  page: Page,
  locale: Locale,
  account: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await expect(loginDialog(page, locale)).toBeVisible();
  await expect(await loginDirect(page, locale, account, password)).toBeHidden();
}

/** The account panel the header's account button opens (a popover dialog named by the button). */
export function accountPanel(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name: new RegExp(name) });
}

/** Opens the account panel and logs out. */
export async function logoutFromMenu(page: Page, locale: Locale, name: string): Promise<void> {
  await accountButton(page, name).click();
  await accountPanel(page, name)
    .getByRole('button', { name: AUTH_TEXTS[locale].auth.account.logout })
    .click();
}

/** The provider's login page is on screen (a settled document: sessionStorage is readable). */
export async function expectProviderLogin(page: Page, locale: Locale): Promise<void> {
  await expect(page).toHaveURL(/\/sso\//);
  await expect(page.getByLabel(PROVIDER[locale].account, { exact: true })).toBeVisible();
}

/** On the provider's login page: account number and password, then its submit button. */
export async function providerLogin(
  page: Page,
  locale: Locale,
  account = DEMO_AN.accountNumber,
  password = DEMO_PASSWORD,
): Promise<void> {
  const t = PROVIDER[locale];
  await expect(page).toHaveURL(/\/sso\//);
  await page.getByLabel(t.account, { exact: true }).fill(account);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

/** The page's path and query, as the app sees them. */
export const pathAndQuery = (page: Page): string => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
