import type { Page } from '@playwright/test';
import { expect, test, type SitePage } from '../fixtures';
import { buildPath } from '../../shared/src/routing/paths';
import type { Locale } from '../../shared/src/routing/routes';
import {
  candidateMenuButton,
  codeFromOutbox,
  logoutCandidate,
  MEMBERS_API,
  recruitPattern,
  recruitText,
  registerCandidate,
  uniqueCandidate,
  type Candidate,
} from '../support/recruit-auth';

/**
 * Candidate accounts (issue 23 item 2, docs/recruitment.md): register with the code from the
 * dev outbox, log in, a protected page's round trip through the login, change the password,
 * log out and in again; the bad inputs on their fields with the rest of the form kept; the
 * forgotten password. In both languages.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

class AccountScreens {
  constructor(
    readonly page: Page,
    readonly site: SitePage,
    readonly locale: Locale,
  ) {}
  t = (key: string, values?: Record<string, string | number>) =>
    recruitText(this.locale, key, values);
  // Password inputs are textboxes too; a label's required asterisk is not in the name.
  field = (key: string) => this.site.main.getByRole('textbox', { name: this.t(key), exact: true });
  button = (key: string) => this.site.main.getByRole('button', { name: this.t(key), exact: true });
  path = (route: Parameters<typeof buildPath>[0], query?: Record<string, string>) =>
    buildPath(route, this.locale, query ? { query } : {});

  async fillRegister(candidate: Candidate, confirmation = candidate.password) {
    await this.field('account.fields.name').fill(candidate.name);
    await this.field('account.fields.email').fill(candidate.email);
    await this.field('account.fields.phone').fill(candidate.phone);
    await this.field('account.fields.password').fill(candidate.password);
    await this.field('account.fields.passwordConfirmation').fill(confirmation);
    await this.site.main.getByRole('radio', { name: this.t('account.channels.mail') }).check();
    await this.button('account.register.submit').click();
  }

  async login(login: string, password: string) {
    await this.field('account.fields.phoneOrEmail').fill(login);
    await this.field('account.fields.password').fill(password);
    await this.button('account.login.submit').click();
  }

  /** The message is the field's description (Mantine's error), whatever the input's kind. */
  async expectFieldError(key: string, message: string) {
    await expect(this.field(key)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  }
}

for (const locale of ['vi', 'en'] as const) {
  test.describe(`candidate account (${locale})`, () => {
    test('register with the OTP from the outbox, protected page round trip, change password, log out, log in again', async ({
      page,
      site,
      stackApi,
    }) => {
      test.setTimeout(120_000);
      const ui = new AccountScreens(page, site, locale);
      const candidate = uniqueCandidate();

      await site.open(ui.path('authenticatedUser', { tab: 'register' }));
      await expect(
        site.main.getByRole('tab', { name: ui.t('account.tabs.register') }),
      ).toHaveAttribute('aria-selected', 'true');

      // A mismatched confirmation, then a weak password: on their fields, the rest kept.
      await ui.fillRegister(candidate, 'Khac@123');
      await ui.expectFieldError(
        'account.fields.passwordConfirmation',
        ui.t('account.fieldErrors.password_mismatch'),
      );
      await expect(ui.field('account.fields.name')).toHaveValue(candidate.name);
      await expect(ui.field('account.fields.email')).toHaveValue(candidate.email);
      await ui.fillRegister({ ...candidate, password: 'abcdefg' }, 'abcdefg');
      await ui.expectFieldError(
        'account.fields.password',
        ui.t('account.fieldErrors.password_weak'),
      );
      await expect(ui.field('account.fields.phone')).toHaveValue(candidate.phone);

      await ui.fillRegister(candidate);
      await expect(page).toHaveURL(
        new RegExp(ui.path('verifyOtpRecruitRegistration').replace(/\//g, '\\/')),
      );
      await expect(
        site.main.getByRole('heading', { level: 1, name: ui.t('account.title.verifyOtp') }),
      ).toBeVisible();

      // Inside the countdown "resend" waits, and the API says how long (429 with the seconds).
      const resend = site.main.getByRole('button', {
        name: recruitPattern(locale, 'account.otp.resendIn'),
      });
      await expect(resend).toBeDisabled();
      const key = await page.evaluate(() => window.localStorage.getItem('X_REGISTRATION_KEY'));
      expect(key).toBeTruthy();
      const tooSoon = await stackApi.request.post(`${MEMBERS_API}/resend-otp`, {
        data: { registration_key: key },
      });
      expect(tooSoon.status()).toBe(429);
      expect(Number(tooSoon.headers()['retry-after'])).toBeGreaterThan(0);

      // A wrong code on the field; a reload continues the same registration.
      const code = await codeFromOutbox(stackApi.request, candidate.email);
      await ui.field('account.fields.otp').fill(otherCode(code));
      await ui.button('account.otp.submit').click();
      await ui.expectFieldError('account.fields.otp', ui.t('account.otp.errors.otpInvalid'));
      await site.open(page.url());
      await expect(ui.field('account.fields.otp')).toBeVisible();
      await ui.field('account.fields.otp').fill(code);
      await ui.button('account.otp.submit').click();

      // Verified: the login, the email filled in, with a notice.
      await expect(site.main.getByText(ui.t('account.login.registered'))).toBeVisible();
      await expect(ui.field('account.fields.phoneOrEmail')).toHaveValue(candidate.email);

      // A protected page sends the visitor to log in and comes back after.
      const changePassword = ui.path('changePassword');
      await site.open(changePassword);
      await expect(page).toHaveURL((url) => url.searchParams.get('redirectUrl') === changePassword);
      await ui.login(candidate.email, 'Sai@1234');
      await expect(
        site.main.getByText(ui.t('account.login.errors.invalidCredentials')),
      ).toBeVisible();
      await ui.login(candidate.email, candidate.password);
      await expect(page).toHaveURL((url) => url.pathname === changePassword);
      await expect(candidateMenuButton(page, candidate.name)).toBeVisible();

      // The current password wrong: on its field; then changed.
      const newPassword = 'Moi#2026';
      await ui.field('account.fields.currentPassword').fill('Sai@1234');
      await ui.field('account.fields.newPassword').fill(newPassword);
      await ui.field('account.fields.newPasswordConfirmation').fill(newPassword);
      await ui.button('account.changePassword.submit').click();
      await expect(ui.field('account.fields.currentPassword')).toHaveAccessibleDescription(/.+/);
      await expect(ui.field('account.fields.newPassword')).toHaveValue(newPassword);
      await ui.field('account.fields.currentPassword').fill(candidate.password);
      await ui.button('account.changePassword.submit').click();
      await expect(site.main.getByText(ui.t('account.changePassword.done'))).toBeVisible();

      // Log out from the header menu; log in with the new password.
      await logoutCandidate(page, locale, candidate.name);
      await expect(
        site.header.getByRole('link', { name: ui.t('account.menu.open') }),
      ).toBeVisible();
      await site.open(ui.path('login'));
      await ui.login(candidate.email, candidate.password);
      await expect(
        site.main.getByText(ui.t('account.login.errors.invalidCredentials')),
      ).toBeVisible();
      await ui.login(candidate.email, newPassword);
      await expect(page).toHaveURL((url) => url.pathname === ui.path('recruitment'));
      await expect(candidateMenuButton(page, candidate.name)).toBeVisible();
    });

    test('a duplicate registration is refused on the field with a way to log in', async ({
      page,
      site,
      stackApi,
    }) => {
      const ui = new AccountScreens(page, site, locale);
      const existing = await registerCandidate(stackApi.request);
      await site.open(ui.path('authenticatedUser', { tab: 'register' }));
      await ui.fillRegister({ ...uniqueCandidate(), email: existing.email });
      await ui.expectFieldError('account.fields.email', ui.t('account.register.duplicate.email'));
      await site.main
        .getByRole('button', { name: ui.t('account.register.duplicate.login') })
        .click();
      await expect(
        site.main.getByRole('tab', { name: ui.t('account.tabs.login') }),
      ).toHaveAttribute('aria-selected', 'true');
    });

    test('forgotten password: a code from the outbox, a new password, then log in', async ({
      page,
      site,
      stackApi,
    }) => {
      const ui = new AccountScreens(page, site, locale);
      const candidate = await registerCandidate(stackApi.request);
      await site.open(ui.path('forgotPassword'));
      await ui.field('account.fields.phoneOrEmail').fill(candidate.email);
      await ui.button('account.forgot.send').click();
      await expect(
        site.main.getByText(ui.t('account.forgot.sent', { destination: candidate.email })),
      ).toBeVisible();
      // The registration's code was the first mail; the reset's is the second.
      const code = await codeFromOutbox(stackApi.request, candidate.email, { count: 2 });
      const newPassword = 'Quen#2026';
      await ui.field('account.fields.otp').fill(code);
      await ui.field('account.fields.newPassword').fill(newPassword);
      await ui.field('account.fields.newPasswordConfirmation').fill('Khac#2026');
      await ui.button('account.forgot.submit').click();
      await ui.expectFieldError(
        'account.fields.newPasswordConfirmation',
        ui.t('account.fieldErrors.password_mismatch'),
      );
      await ui.field('account.fields.newPasswordConfirmation').fill(newPassword);
      await ui.button('account.forgot.submit').click();
      await expect(site.main.getByText(ui.t('account.forgot.done'))).toBeVisible();
      await site.main.getByRole('link', { name: ui.t('account.forgot.toLogin') }).click();
      await ui.login(candidate.email, newPassword);
      await expect(candidateMenuButton(page, candidate.name)).toBeVisible();
    });
  });
}
