/**
 * Customer login (spec §2 SSO callback and token-expired modal, §4 login states and storage,
 * §8 messages; contracts.md "Customer accounts and SSO"): the login modal's direct form, the
 * SSO round trip through the real provider (services/sso) and back through /login-sso, log-out
 * of both, a token the server revoked, open-redirect attempts on the return path, and one
 * session across the sites of the origin.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { settle } from '../support/a11y';
import { BASE_URL } from '../support/env';
import {
  AUTH_TEXTS,
  DEMO_AN,
  DEMO_BINH,
  DEMO_PASSWORD,
  SESSION,
  accountButton,
  accountPanel,
  expectProviderLogin,
  loginButton,
  loginDialog,
  loginAsAn,
  loginDirect,
  logoutFromMenu,
  pathAndQuery,
  providerLogin,
  sessionItem,
} from '../support/customer-auth';

// SSO round trips load four documents each (the page, the provider's login, the callback, the
// page again): on a busy two-core runner one test can take most of a minute.
test.describe.configure({ timeout: 90_000 });

const vi = AUTH_TEXTS.vi.auth;
const en = AUTH_TEXTS.en.auth;

/**
 * Header → login modal → "Log in with SSO": leaves for the provider's authorize endpoint (which
 * answers with its login page, or straight back to /login-sso while its session lasts).
 */
async function startSsoFromModal(page: Page, locale: 'vi' | 'en') {
  const t = AUTH_TEXTS[locale].auth.login;
  await loginButton(page, locale).click();
  await Promise.all([
    page.waitForRequest(
      (r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/sso/auth',
    ),
    loginDialog(page, locale).getByRole('button', { name: t.sso }).click(),
  ]);
}

test.describe('direct login', () => {
  test('logs in from the header, stays on the page, shows the customer; logs out', async ({
    page,
    site,
    request,
  }) => {
    await site.open('/lien-he?tab=1');
    const dialog = await loginDirect(
      page,
      'vi',
      DEMO_AN.accountNumber.toLowerCase(),
      DEMO_PASSWORD,
    );
    await expect(dialog).toBeHidden();
    await expect(accountButton(page, DEMO_AN.name)).toBeVisible();
    expect(pathAndQuery(page)).toBe('/lien-he?tab=1');
    expect(await sessionItem(page, SESSION.isSso)).toBe('false');
    const token = await sessionItem(page, SESSION.token);
    expect(token).toBeTruthy();

    await accountButton(page, DEMO_AN.name).click();
    const panel = accountPanel(page, DEMO_AN.name);
    await expect(panel).toContainText(DEMO_AN.accountNumber);
    await expect(panel).toContainText(`${vi.account.method}: ${vi.account.methods.direct}`);
    await panel.getByRole('button', { name: vi.account.logout }).click();
    await expect(loginButton(page, 'vi')).toBeVisible();
    expect(pathAndQuery(page)).toBe('/lien-he?tab=1');
    expect(await sessionItem(page, SESSION.token)).toBeNull();
    // The token is revoked on the server, not just forgotten here.
    const me = await request.get('/api/v1/customers/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
  });

  test('in English: field checks, a wrong password keeps the account number, then the right one', async ({
    page,
    site,
  }) => {
    await site.open('/en/contact');
    await loginButton(page, 'en').click();
    const dialog = loginDialog(page, 'en');
    await dialog.getByRole('button', { name: en.login.submit, exact: true }).click();
    await expect(dialog.getByText(AUTH_TEXTS.en.formErrors.required)).toHaveCount(2);

    // Another demo account than the other tests', so its failure count never locks theirs.
    await loginDirect(page, 'en', DEMO_BINH.accountNumber, 'Wrong#123');
    await expect(dialog.getByRole('alert')).toHaveText(en.login.errors.invalidCredentials);
    await expect(dialog.getByRole('textbox', { name: en.login.accountNumber })).toHaveValue(
      DEMO_BINH.accountNumber,
    );
    await expect(
      page.getByRole('banner').getByRole('button', { name: en.login.open, exact: true }),
    ).toBeVisible();

    await dialog.getByRole('textbox', { name: en.login.password, exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: en.login.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(accountButton(page, DEMO_BINH.name)).toBeVisible();
    await logoutFromMenu(page, 'en', DEMO_BINH.name);
    await expect(loginButton(page, 'en')).toBeVisible();
  });

  test('in Vietnamese: the wrong-password message of §8', async ({ page, site }) => {
    await site.open('/lien-he');
    const dialog = await loginDirect(page, 'vi', DEMO_BINH.accountNumber, 'Sai#12345');
    await expect(dialog.getByRole('alert')).toHaveText('Số tài khoản hoặc mật khẩu không đúng.');
    await expect(dialog.getByRole('textbox', { name: vi.login.accountNumber })).toHaveValue(
      DEMO_BINH.accountNumber,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('SSO login', () => {
  test('round trip through the provider back to the saved page; SSO log-out and back', async ({
    page,
    site,
  }) => {
    await site.open('/lien-he?tab=2');
    await startSsoFromModal(page, 'vi');
    // The provider is on this origin: this tab's sessionStorage is readable on its page.
    await expectProviderLogin(page, 'vi');
    expect(await sessionItem(page, SESSION.ssoReturn)).toBe('/lien-he?tab=2');
    await providerLogin(page, 'vi');

    await expect(page.getByRole('heading', { name: vi.ssoCallback.successTitle })).toBeVisible();
    // The single-use code is out of the address bar at once.
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/lien-he?tab=2');
    await expect(accountButton(page, DEMO_AN.name)).toBeVisible();
    expect(await sessionItem(page, SESSION.isSso)).toBe('true');
    expect(await sessionItem(page, SESSION.ssoReturn)).toBeNull();

    await accountButton(page, DEMO_AN.name).click();
    const panel = accountPanel(page, DEMO_AN.name);
    await expect(panel).toContainText(`${vi.account.method}: ${vi.account.methods.sso}`);
    await panel.getByRole('button', { name: vi.account.logout }).click();
    // Through the provider's end-session endpoint, then /login-sso, then the page again.
    await page.waitForURL(/\/sso\/session\/end/);
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/lien-he?tab=2');
    await expect(loginButton(page, 'vi')).toBeVisible();
    expect(await sessionItem(page, SESSION.token)).toBeNull();
    expect(await sessionItem(page, SESSION.ssoLogout)).toBeNull();

    // The provider's session is over too: a new SSO login asks for the password again.
    await startSsoFromModal(page, 'vi');
    await expectProviderLogin(page, 'vi');
  });

  test('in English, from an English page, back to it', async ({ page, site }) => {
    await site.open('/en/contact');
    await startSsoFromModal(page, 'en');
    await providerLogin(page, 'en');
    await expect(page.getByRole('heading', { name: en.ssoCallback.successTitle })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/en/contact');
    await expect(accountButton(page, DEMO_AN.name)).toBeVisible();
  });

  test('"online trading" logs in by SSO and opens the trading site in a new tab', async ({
    page,
    site,
    context,
    stackApi,
  }) => {
    const general = await stackApi.data<{ tradingSiteUrl: string | null }>('systems/general');
    test.skip(!general.tradingSiteUrl, 'no trading site in the settings');
    const tradingUrl = general.tradingSiteUrl!;
    // The demo trading site does not exist: answer for it, so the tab has a page to show.
    await context.route(`${new URL(tradingUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Trading</title>' }),
    );
    await site.open('/lien-he');
    await page
      .getByRole('banner')
      .getByRole('button', { name: AUTH_TEXTS.vi.auth.account.trading })
      .click();
    await expectProviderLogin(page, 'vi');
    expect(await sessionItem(page, SESSION.ssoOpenTrading)).toBe('true');
    const popup = context.waitForEvent('page');
    await providerLogin(page, 'vi');
    const tab = await popup;
    // It opens blank (its opener is cut while it is still this origin's), then goes there.
    await tab.waitForURL(tradingUrl);
    // Opened without a way back into this tab.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await expect(page).toHaveURL((url) => url.pathname === '/lien-he');
    // Logged in by SSO now: the action is a plain link to a new tab.
    const link = page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(vi.account.trading) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('login CSRF through the SSO callback', () => {
  test('a fresh browser opening a login link made in another is not logged in, and is told why', async ({
    page,
    site,
    browser,
  }) => {
    // The attacker's browser: a real round trip, stopped before its own callback loads. The
    // provider answers the login form with redirects (routes do not see redirected requests):
    // they are followed here, by hand, up to the one that leads to /login-sso.
    let link: string | undefined;
    await page.route(/\/sso\/interaction\/[^/]+\/login$/, async (route) => {
      let response = await route.fetch({ maxRedirects: 0 });
      let location = response.headers()['location'];
      while (location && !/\/login-sso\?.*code=/.test(location)) {
        response = await page
          .context()
          .request.get(new URL(location, BASE_URL).href, { maxRedirects: 0 });
        location = response.headers()['location'];
      }
      link = location ? new URL(location, BASE_URL).href : undefined;
      await route.fulfill({
        status: 200,
        contentType: 'text/plain',
        body: 'stopped before the callback',
      });
    });
    await site.open('/lien-he');
    await startSsoFromModal(page, 'vi');
    await providerLogin(page, 'vi', DEMO_BINH.accountNumber);
    await expect.poll(() => link).toBeTruthy();

    // The victim opens the link in a browser of its own.
    const victim = await browser.newContext();
    try {
      const victimPage = await victim.newPage();
      const exchanges: string[] = [];
      victimPage.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/customers/auth/login-sso')
          exchanges.push(request.url());
      });
      await victimPage.goto(link!);
      await expect(
        victimPage.getByRole('heading', { name: vi.ssoCallback.errorTitle }),
      ).toBeVisible();
      await expect(victimPage.getByText(vi.ssoCallback.stateMismatchMessage)).toBeVisible();
      expect(await sessionItem(victimPage, SESSION.token)).toBeNull();
      expect(exchanges).toEqual([]);
      // Even a page that skipped the browser's own check gets nothing from the API: the state
      // belongs to the attacker's browser (its binding cookie).
      const state = new URL(link!).searchParams.get('state');
      const forced = await victimPage.request.post(`${BASE_URL}/api/v1/customers/auth/login-sso`, {
        data: {
          code: new URL(link!).searchParams.get('code'),
          state,
          redirect_uri: `${BASE_URL}/login-sso`,
        },
      });
      expect(forced.status()).toBe(400);
      expect((await forced.json()).errors[0].code).toBe('sso_browser_mismatch');
      await victimPage.goto(`${BASE_URL}/lien-he`);
      await expect(loginButton(victimPage, 'vi')).toBeVisible();
    } finally {
      await victim.close();
    }
  });
});

test.describe('the session ends on the server', () => {
  test('a revoked token: the token-expired modal on the next load, and its SSO button', async ({
    page,
    site,
    request,
  }) => {
    await site.open('/lien-he');
    const token = await loginAsAn(page);
    const revoked = await request.post('/api/v1/customers/auth/logout', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(revoked.ok()).toBe(true);

    await page.reload();
    const modal = page.getByRole('dialog', { name: vi.tokenExpired.title });
    await expect(modal).toBeVisible();
    await expect(loginButton(page, 'vi')).toBeVisible();
    expect(await sessionItem(page, SESSION.token)).toBeNull();
    await modal.getByRole('button', { name: vi.tokenExpired.sso }).click();
    await expectProviderLogin(page, 'vi');
  });
});

test.describe('return path after the SSO round trip', () => {
  for (const [locale, start, home] of [
    ['vi', '/lien-he', '/'],
    ['en', '/en/contact', '/en'],
  ] as const) {
    // One round trip per value: three in one test outgrew its time on a busy two-core runner.
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      test(`${evil} in X_SSO_RETURN ends on ${home}`, async ({ page }) => {
        // Planted as the callback loads, after the app saved the real page.
        await page.addInitScript(
          ([key, value]) => {
            if (window.location.pathname.endsWith('/login-sso'))
              window.sessionStorage.setItem(key, value);
          },
          [SESSION.ssoReturn, evil] as const,
        );
        await page.goto(start);
        await startSsoFromModal(page, locale);
        await providerLogin(page, locale);
        await expect(page).toHaveURL(
          (url) => url.origin === new URL(BASE_URL).origin && url.pathname === home,
        );
        await expect(accountButton(page, DEMO_AN.name)).toBeVisible();
      });
    }
  }
});

test.describe('one session across the sites', () => {
  test('logged in on corporate, still logged in on analysis, kept through the recruitment portal', async ({
    page,
    site,
  }) => {
    await site.open('/lien-he');
    const token = await loginAsAn(page);

    await site.open('/trung-tam-phan-tich');
    await expect(accountButton(page, DEMO_AN.name)).toBeVisible();
    expect(await sessionItem(page, SESSION.token)).toBe(token);
    // Candidates' accounts are not customers' (spec §6): the portal's header offers the
    // candidate login, and the customer's session stays for the other sites.
    await site.open('/tuyen-dung');
    await expect(site.header.getByText('Đăng nhập / Đăng ký')).toBeVisible();
    expect(await sessionItem(page, SESSION.token)).toBe(token);
    await site.open('/lien-he');
    await expect(accountButton(page, DEMO_AN.name)).toBeVisible();
  });
});

/**
 * axe's serious and critical WCAG 2 A/AA findings, one line each, once nothing is half-way
 * through a transition (a drawer or a toast fading in reads as low contrast).
 */
async function blockingViolations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

test.describe('accessibility of the login screens', () => {
  for (const [width, scheme] of [
    [360, 'dark'],
    [1440, 'light'],
  ] as const) {
    test(`login modal, account menu and callback at ${width} px in ${scheme}`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((value) => window.localStorage.setItem('X_THEME', value), scheme);
      await site.open('/lien-he');
      await expect(site.html).toHaveAttribute('data-mantine-color-scheme', scheme);
      if (width < 768) await page.getByRole('button', { name: 'Mở menu' }).click();
      const opener =
        width < 768
          ? page
              .getByRole('dialog', { name: 'Menu' })
              .getByRole('button', { name: vi.login.open, exact: true })
          : loginButton(page, 'vi');
      await opener.click();
      const dialog = loginDialog(page, 'vi');
      await dialog.getByRole('button', { name: vi.login.submit, exact: true }).click();
      await expect(dialog.getByText(AUTH_TEXTS.vi.formErrors.required).first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      // Logged in: the account menu (the drawer's account panel on a phone).
      await dialog
        .getByRole('textbox', { name: vi.login.accountNumber })
        .fill(DEMO_AN.accountNumber);
      await dialog
        .getByRole('textbox', { name: vi.login.password, exact: true })
        .fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: vi.login.submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      if (width < 768) {
        await page.getByRole('button', { name: 'Mở menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toContainText(
          DEMO_AN.accountNumber,
        );
      } else {
        await accountButton(page, DEMO_AN.name).click();
        await expect(accountPanel(page, DEMO_AN.name)).toContainText(DEMO_AN.accountNumber);
      }
      expect(await blockingViolations(page)).toEqual([]);

      await site.open('/login-sso?code=not-a-code&state=not-a-state');
      await expect(page.getByRole('heading', { name: vi.ssoCallback.errorTitle })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});
