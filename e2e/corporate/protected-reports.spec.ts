/**
 * Protected analysis reports (spec §1 "some reports require login; download requires SSO
 * login", §2 report list, §4 login-required modal; contracts.md "Customer accounts and SSO"):
 * a login-only report card asks an anonymous visitor to log in and, after the SSO round trip
 * through the real provider, lands on the report's preview, whose download saves the PDF. A
 * direct login is asked to use the SSO for downloads.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test, type StackApi } from '../fixtures';
import { loginButton, loginDirect, submitOpenLoginModal } from '../support/customer-auth';
import { apiList, templatePage } from '../support/content';
import { commonText, corporateText, namespaceTexts } from '../support/locales';
import type { Locale } from '../../shared/src/routing/routes';

interface AnalysisReport {
  id: number;
  name: string;
  stockSymbol: string | null;
  requiredLogin: boolean;
  file: string | null;
}

/** Demo customers (README): the same people in the API and in the SSO provider. */
const PASSWORD = 'AnPhat@26';
const SSO_CUSTOMER = '009C000001';
const DIRECT_CUSTOMER = '009C000002';
const ENGLISH_CUSTOMER = '009C000003';

const analysisText = namespaceTexts('sites/analysis/src/locales', 'analysis').text;

const reportsText = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  corporateText(locale, `reports.${key}`, vars);

async function firstPageReports(stackApi: StackApi, locale: Locale = 'vi') {
  return (await apiList<AnalysisReport>(stackApi, 'ttpt-reports', { limit: 15, locale })).data;
}

/** The list item of a report on the KHCN_ANALYSIS_REPORT page. */
function reportItem(page: Page, locale: Locale, report: AnalysisReport): Locator {
  return page
    .getByRole('region', { name: reportsText(locale, 'analysis.listLabel') })
    .getByRole('listitem')
    .filter({ hasText: report.name });
}

/** The customer login modal (shared shell): direct form and the SSO button. */
function loginModal(page: Page, locale: Locale): Locator {
  return page.getByRole('dialog', { name: commonText(locale, 'auth.login.title'), exact: true });
}

/** The provider's own login page (services/sso), reached from the login modal's SSO button. */
async function loginAtProvider(page: Page, accountNumber: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/sso/'));
  await page.getByLabel('Số tài khoản').fill(accountNumber);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

const sessionFlag = (page: Page, key: string) =>
  page.evaluate((name) => window.sessionStorage.getItem(name), key);

/** The name a `Content-Disposition` suggests (`filename*` first), as the site's client reads it. */
function dispositionName(header: string | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) return decodeURIComponent(extended[1].trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

async function expectPdf(download: Download, suggested: string | null): Promise<void> {
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  if (suggested) expect(download.suggestedFilename()).toBe(suggested);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/**
 * Runs `start` (a click, or a login that comes back downloading) and expects the report's PDF,
 * answered 200 by the API, under the name the server gave it.
 */
async function expectReportDownload(page: Page, start: () => Promise<unknown>): Promise<void> {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/v1/ttpt-reports/create-download'),
    { timeout: 30_000 },
  );
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await start();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expectPdf(await downloading, dispositionName(response.headers()['content-disposition']));
}

/** Clicks a link that opens a new tab (target=_blank) and returns that tab. */
async function openInNewTab(page: Page, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  return tab;
}

test.describe('protected analysis reports', () => {
  test('anonymous: login-only report → modal (Huỷ bỏ closes) → Đăng nhập → SSO at the provider → the report, whose PDF downloads', async ({
    page,
    site,
    stackApi,
  }) => {
    test.slow();
    const { path } = await templatePage(stackApi, 'KHCN_ANALYSIS_REPORT');
    const locked = (await firstPageReports(stackApi)).find((r) => r.requiredLogin && r.file);
    expect(locked, 'the first page has a login-only report with a file').toBeDefined();
    await site.open(path);

    // The card itself comes first in its item, before the download button.
    const card = reportItem(page, 'vi', locked!).getByRole('button').first();
    await card.click();
    const prompt = page.getByRole('dialog', { name: reportsText('vi', 'login.title') });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await prompt.getByRole('button', { name: 'Huỷ bỏ', exact: true }).click();
    await expect(prompt).toBeHidden();
    await expect(card).toBeFocused();
    expect(page.context().pages()).toHaveLength(1);

    await card.click();
    await prompt.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(prompt).toBeHidden();
    const login = loginModal(page, 'vi');
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: commonText('vi', 'auth.login.sso') }).click();

    await loginAtProvider(page, SSO_CUSTOMER);
    // Through /login-sso, back on the report's preview (analysis site), logged in by SSO.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `/bao-cao-phan-tich/${locked!.id}` &&
        url.searchParams.get('login') === '1',
      { timeout: 30_000 },
    );
    await expect(page.getByRole('heading', { level: 1, name: locked!.name })).toBeVisible();
    expect(await sessionFlag(page, 'X_IS_SSO')).toBe('true');

    // The download: the PDF under the name the server gave it.
    await expectReportDownload(page, () =>
      page.getByRole('button', { name: 'Tải báo cáo (PDF)' }).click(),
    );
  });

  test('a direct login cannot download: the preview and the cards offer the SSO login instead', async ({
    page,
    site,
    stackApi,
  }) => {
    const reports = await firstPageReports(stackApi);
    const free = reports.find((r) => !r.requiredLogin && r.file)!;
    expect(free, 'a free report with a file').toBeDefined();

    // The preview: anonymous → the login modal; after a direct login (same page) → the notice.
    await site.open(`/bao-cao-phan-tich/${free.id}?login=0`);
    await expect(page.getByRole('heading', { level: 1, name: free.name })).toBeVisible();
    const download = page.getByRole('button', { name: 'Tải báo cáo (PDF)' });
    await download.click();
    await submitOpenLoginModal(page, 'vi', DIRECT_CUSTOMER);
    await expect(page).toHaveURL((url) => url.pathname === `/bao-cao-phan-tich/${free.id}`);
    expect(await sessionFlag(page, 'X_IS_SSO')).toBe('false');
    // The button itself says the SSO login is needed (the new-tab test below follows it).
    await expect(
      page.getByRole('button', { name: analysisText('vi', 'reports.download.ssoDownload') }),
    ).toBeVisible();
    await expect(page.getByText(analysisText('vi', 'reports.download.ssoHint'))).toBeVisible();

    // The cards of the list (same tab, same session): a notice modal offering the SSO login.
    const { path } = await templatePage(stackApi, 'KHCN_ANALYSIS_REPORT');
    await site.open(path);
    const item = reportItem(page, 'vi', free);
    await item
      .getByRole('button', {
        name: reportsText('vi', 'download.label', {
          symbol: free.stockSymbol ?? 'Thị trường',
          name: free.name,
        }),
      })
      .click();
    const ask = page.getByRole('dialog', { name: reportsText('vi', 'download.ssoTitle') });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(reportsText('vi', 'download.ssoMessage'));
    await ask.getByRole('button', { name: reportsText('vi', 'download.ssoConfirm') }).click();
    // The SSO round trip starts at the provider, to come back to this list.
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/sso/'), { timeout: 15_000 });
    await expect(page.getByLabel('Số tài khoản')).toBeVisible();
  });

  test('a direct login reaches a login-only report opened in a new tab; its download goes through the SSO login, then the PDF downloads', async ({
    page,
    site,
    stackApi,
  }) => {
    test.slow();
    const { path } = await templatePage(stackApi, 'KHCN_ANALYSIS_REPORT');
    const locked = (await firstPageReports(stackApi)).find((r) => r.requiredLogin && r.file)!;
    expect(locked, 'a login-only report with a file').toBeDefined();
    await site.open(path);
    const item = reportItem(page, 'vi', locked);
    await expect(item.getByText(reportsText('vi', 'analysis.requiresLogin'))).toBeAttached();

    await expect(await loginDirect(page, 'vi', DIRECT_CUSTOMER, PASSWORD)).toBeHidden();
    // The card follows the login at once: no "log in to read" left on it.
    await expect(item.getByText(reportsText('vi', 'analysis.loggedInAccess'))).toBeAttached();
    await expect(item.getByText(reportsText('vi', 'analysis.requiresLogin'))).toHaveCount(0);
    const token = await sessionFlag(page, 'X_ACCESS_TOKEN');

    // target=_blank rel=noopener: no opener, empty session storage, the login handed over.
    const tab = await openInNewTab(page, item.getByRole('link').first());
    await expect(tab.getByRole('heading', { level: 1, name: locked.name })).toBeVisible();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(tab.url()).not.toContain(token!);
    expect(await sessionFlag(tab, 'X_IS_SSO')).toBe('false');
    await expect(
      tab.getByRole('heading', { name: analysisText('vi', 'reports.preview.login.title') }),
    ).toHaveCount(0);

    // Downloading needs the SSO: the button says so and starts it; back here, the PDF comes.
    await expect(tab.getByText(analysisText('vi', 'reports.download.ssoHint'))).toBeVisible();
    await tab
      .getByRole('button', { name: analysisText('vi', 'reports.download.ssoDownload') })
      .click();
    await expectReportDownload(tab, () => loginAtProvider(tab, DIRECT_CUSTOMER));
    await expect(tab).toHaveURL(
      (url) =>
        url.pathname === `/bao-cao-phan-tich/${locked.id}` && !url.searchParams.has('download'),
    );
    expect(await sessionFlag(tab, 'X_IS_SSO')).toBe('true');
  });

  test('an SSO login reaches a login-only report opened in a new tab, whose PDF downloads at once', async ({
    page,
    site,
    stackApi,
  }) => {
    test.slow();
    const { path } = await templatePage(stackApi, 'KHCN_ANALYSIS_REPORT');
    const locked = (await firstPageReports(stackApi)).find((r) => r.requiredLogin && r.file)!;
    await site.open(path);
    await loginButton(page, 'vi').click();
    await loginModal(page, 'vi')
      .getByRole('button', { name: commonText('vi', 'auth.login.sso') })
      .click();
    await loginAtProvider(page, SSO_CUSTOMER);
    await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 30_000 });
    const item = reportItem(page, 'vi', locked);
    await expect(item.getByText(reportsText('vi', 'analysis.loggedInAccess'))).toBeAttached();

    const tab = await openInNewTab(page, item.getByRole('link').first());
    await expect(tab.getByRole('heading', { level: 1, name: locked.name })).toBeVisible();
    expect(await sessionFlag(tab, 'X_IS_SSO')).toBe('true');
    await expectReportDownload(tab, () =>
      tab.getByRole('button', { name: analysisText('vi', 'reports.download.action') }).click(),
    );
  });

  test('a tab opened from a logged-out page stays logged out and offers the login', async ({
    page,
    site,
    stackApi,
  }) => {
    const free = (await firstPageReports(stackApi)).find((r) => !r.requiredLogin && r.file)!;
    const { path } = await templatePage(stackApi, 'KHCN_ANALYSIS_REPORT');
    await site.open(path);
    const tab = await openInNewTab(page, reportItem(page, 'vi', free).getByRole('link').first());
    await expect(tab.getByRole('heading', { level: 1, name: free.name })).toBeVisible();
    expect(await sessionFlag(tab, 'X_ACCESS_TOKEN')).toBeNull();
    await tab.getByRole('button', { name: analysisText('vi', 'reports.download.action') }).click();
    await expect(loginModal(tab, 'vi')).toBeVisible();
  });

  test('anonymous card download opens the login modal', async ({ page, site, stackApi }) => {
    const { path } = await templatePage(stackApi, 'KHCN_ANALYSIS_REPORT');
    const free = (await firstPageReports(stackApi)).find((r) => !r.requiredLogin && r.file)!;
    await site.open(path);
    await reportItem(page, 'vi', free)
      .getByRole('button', { name: /^Tải về báo cáo/ })
      .click();
    await expect(loginModal(page, 'vi')).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
  });

  test('English: login-only report → "Log in" → direct login → the English preview of the report', async ({
    page,
    site,
    stackApi,
  }) => {
    const { path } = await templatePage(stackApi, 'KHCN_ANALYSIS_REPORT', 'en');
    const locked = (await firstPageReports(stackApi, 'en')).find((r) => r.requiredLogin)!;
    expect(locked, 'a login-only report').toBeDefined();
    await site.open(path);

    await reportItem(page, 'en', locked).getByRole('button').first().click();
    const prompt = page.getByRole('dialog', { name: reportsText('en', 'login.title') });
    await expect(prompt.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
    await prompt.getByRole('button', { name: 'Log in', exact: true }).click();
    await submitOpenLoginModal(page, 'en', ENGLISH_CUSTOMER);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `/en/analysis-reports/${locked.id}` &&
        url.searchParams.get('login') === '1',
    );
    await expect(page.getByRole('heading', { level: 1, name: locked.name })).toBeVisible();
    // A direct session: the download button offers the SSO login it needs.
    await expect(page.getByRole('button', { name: 'Log in with SSO to download' })).toBeVisible();
  });
});
