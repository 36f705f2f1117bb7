/**
 * Expert rating (spec §1 "a customer rates an investment-advice specialist from 1 to 5 stars;
 * login is required", §3 rating form, §5 rules, §8 message; contracts.md rating endpoints) on
 * the KHCN_INVESTMENT_CONSULTING page: the form in the adviser's dialog, login through the modal
 * without losing what was typed, the new average in place, and a second rating replacing the
 * first. Each test rates its own adviser with its own customer (the suite runs in parallel;
 * the investment-consulting spec expects Trương Minh Khoa unrated).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type StackApi } from '../fixtures';
import { submitOpenLoginModal } from '../support/customer-auth';
import { templatePage } from '../support/content';
import { commonText, corporateText } from '../support/locales';
import type { Locale } from '../../shared/src/routing/routes';

// Each test opens an adviser, logs in through the modal and rates: several page loads and
// round trips, most of a minute on a busy two-core runner.
test.describe.configure({ timeout: 90_000 });

interface Specialist {
  id: number;
  fullName: string;
  averageRating: number;
  ratingCount: number;
}

const PASSWORD = 'AnPhat@26';

const text = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  corporateText(locale, `investmentConsulting.${key}`, vars);

/** "4,5/5 (12 đánh giá)": one decimal at most, the language's decimal mark. */
function ratingText(locale: Locale, { averageRating, ratingCount }: Specialist): string {
  const value = String(Math.round(averageRating * 10) / 10).replace(
    '.',
    locale === 'vi' ? ',' : '.',
  );
  const key = locale === 'en' && ratingCount === 1 ? 'ratingValue_one' : 'ratingValue_other';
  return text(locale, key, { value, count: ratingCount });
}

const specialist = (stackApi: StackApi, id: number, locale: Locale = 'vi') =>
  stackApi.data<Specialist>(`khcn/specialists/${id}`, { locale });

/** The customer's own rating of a specialist, straight from the API (a direct-login token). */
async function hasRated(stackApi: StackApi, accountNumber: string, id: number): Promise<boolean> {
  const login = await stackApi.request.post('/api/v1/customers/auth/login', {
    data: { accountNumber, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const answer = await stackApi.request.get(`/api/v1/khcn/specialists/${id}/rating`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: unknown }).data !== null;
}

async function openAdviser(page: Page, stackApi: StackApi, locale: Locale, id: number) {
  const { path } = await templatePage(stackApi, 'KHCN_INVESTMENT_CONSULTING', locale);
  const person = await specialist(stackApi, id, locale);
  // The dialog of an adviser has its own address: a login's way back reopens it.
  await page.goto(`${path}?specialist=${id}`);
  const dialog = page.getByRole('dialog', { name: person.fullName });
  await expect(dialog).toBeVisible();
  // The rating section: its notices, the result and the form itself.
  const form = dialog.getByRole('region', { name: text(locale, 'ratingForm.title') });
  await expect(form).toBeVisible();
  return { path, person, dialog, form };
}

/** Clicks the star itself (the radio under it is visually hidden, as in Mantine's Rating). */
async function chooseStars(form: Locator, locale: Locale, count: number): Promise<void> {
  const key = locale === 'en' && count === 1 ? 'ratingForm.stars_one' : 'ratingForm.stars_other';
  const radio = form.getByRole('radio', { name: text(locale, key, { count }), exact: true });
  // On a loaded CI runner a click on the star, right after the form re-rendered its errors, was
  // once not taken (the star showed as hovered, the value stayed 0, twice in a row): click
  // again until it is, as a person would.
  await expect(async () => {
    const id = await radio.getAttribute('id');
    await form.locator(`label[for="${id}"]`).click();
    await expect(radio).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const field = (form: Locator, locale: Locale, name: string) =>
  form.getByRole('textbox', {
    name: new RegExp(`^${text(locale, `ratingForm.${name}`).replace(/[()]/g, '\\$&')}`),
  });

test.describe('expert rating', () => {
  test('anonymous: 0 stars refused; the submit opens the login modal keeping the values; rated 4 → new average; rating again replaces it', async ({
    page,
    stackApi,
  }) => {
    test.slow();
    const customer = '009C000002';
    const id = 2;
    const ratedBefore = await hasRated(stackApi, customer, id);
    const before = await specialist(stackApi, id);
    const { dialog, form } = await openAdviser(page, stackApi, 'vi', id);

    await expect(
      form.getByText(text('vi', 'ratingForm.loginTitle'), { exact: true }),
    ).toBeVisible();
    await field(form, 'vi', 'name').fill('Trần Thị Bình');
    await field(form, 'vi', 'phone').fill('0901 000 002');
    await field(form, 'vi', 'message').fill('Tư vấn rõ ràng, đúng hẹn.');
    const submit = form.getByRole('button', { name: text('vi', 'ratingForm.submit') });

    // 0 stars: refused on the star field, nothing sent, no login asked yet.
    await submit.click();
    const stars = form.getByRole('radiogroup', { name: /Số sao/ });
    await expect(stars).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(commonText('vi', 'formErrors.star_required'))).toBeVisible();

    await chooseStars(form, 'vi', 4);
    await expect(stars).not.toHaveAttribute('aria-invalid', 'true');
    await submit.click();
    await submitOpenLoginModal(page, 'vi', customer);
    // The dialog is still there with everything typed.
    await expect(dialog).toBeVisible();
    await expect(field(form, 'vi', 'name')).toHaveValue('Trần Thị Bình');
    await expect(field(form, 'vi', 'phone')).toHaveValue('0901 000 002');
    await expect(field(form, 'vi', 'message')).toHaveValue('Tư vấn rõ ràng, đúng hẹn.');
    await expect(form.getByRole('radio', { name: '4 sao', exact: true })).toBeChecked();
    await expect(form.getByText(text('vi', 'ratingForm.loginTitle'), { exact: true })).toHaveCount(
      0,
    );

    await submit.click();
    await expect(form.getByText(text('vi', 'ratingForm.ratedTitle'))).toBeVisible();
    const afterFirst = await specialist(stackApi, id);
    expect(afterFirst.ratingCount).toBe(before.ratingCount + (ratedBefore ? 0 : 1));
    await expect(dialog.getByTestId('specialist-rating')).toContainText(
      ratingText('vi', afterFirst),
    );
    await expect(form.getByTestId('previous-rating')).toContainText(
      'Quý khách đã đánh giá 4 sao ngày',
    );

    // Rating again replaces the first one: the count stays, the average follows the new stars.
    await chooseStars(form, 'vi', 2);
    await submit.click();
    await expect(form.getByTestId('previous-rating')).toContainText(
      'Quý khách đã đánh giá 2 sao ngày',
    );
    const afterSecond = await specialist(stackApi, id);
    expect(afterSecond.ratingCount).toBe(afterFirst.ratingCount);
    expect(afterSecond.averageRating).toBeLessThan(afterFirst.averageRating);
    await expect(dialog.getByTestId('specialist-rating')).toContainText(
      ratingText('vi', afterSecond),
    );

    // Closed, the dialog leaves the average on the adviser's card too.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => !url.searchParams.has('specialist'));
    const card = page.getByRole('button', {
      name: text('vi', 'openDetail', { name: afterSecond.fullName }),
    });
    await expect(card).toContainText(ratingText('vi', afterSecond));
  });

  test('logged in: the form is filled from the profile; a bad phone, a bad email and 0 stars stay on their fields', async ({
    page,
    stackApi,
  }) => {
    const customer = '009C000003';
    const id = 3;
    const { dialog, form } = await openAdviser(page, stackApi, 'vi', id);
    await form.getByRole('button', { name: text('vi', 'ratingForm.login') }).click();
    await submitOpenLoginModal(page, 'vi', customer);
    await expect(dialog).toBeVisible();
    await expect(field(form, 'vi', 'name')).toHaveValue('Công ty TNHH Đầu tư Minh Long');
    await expect(field(form, 'vi', 'phone')).toHaveValue('0281000003');
    await expect(field(form, 'vi', 'email')).toHaveValue('invest@minhlong.example.com');

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes(`/khcn/specialists/${id}/rating`))
        sent.push(r.url());
    });
    await field(form, 'vi', 'phone').fill('12345');
    await field(form, 'vi', 'email').fill('invest@');
    // Enter submits from the field (a click would first blur it, and its message moves the button).
    await field(form, 'vi', 'email').press('Enter');
    await expect(form.getByText(commonText('vi', 'formErrors.phone_invalid'))).toBeVisible();
    await expect(form.getByText(commonText('vi', 'formErrors.email_invalid'))).toBeVisible();
    await expect(form.getByText(commonText('vi', 'formErrors.star_required'))).toBeVisible();
    await expect(field(form, 'vi', 'phone')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // The dialog with the form passes axe at 360 px in the dark theme.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.evaluate(() =>
      document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'),
    );
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    const blocking = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      blocking.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map(
              (n) =>
                `${n.target.join(' ')} ${[...n.any, ...n.all, ...n.none].map((c) => c.message).join('; ')}`,
            )
            .join(', ')}`,
      ),
    ).toEqual([]);
  });

  test('English: anonymous rating through the login modal, with the English average', async ({
    page,
    stackApi,
  }) => {
    const customer = '009C000001';
    const id = 4;
    const ratedBefore = await hasRated(stackApi, customer, id);
    const before = await specialist(stackApi, id, 'en');
    const { dialog, form } = await openAdviser(page, stackApi, 'en', id);
    await expect(form.getByText('Log in to rate', { exact: true })).toBeVisible();
    await chooseStars(form, 'en', 5);
    await field(form, 'en', 'name').fill('Nguyen Van An');
    await field(form, 'en', 'phone').fill('0901000001');
    await form.getByRole('button', { name: 'Send rating' }).click();
    await submitOpenLoginModal(page, 'en', customer);
    await expect(form.getByRole('radio', { name: '5 stars', exact: true })).toBeChecked();
    await form.getByRole('button', { name: 'Send rating' }).click();
    await expect(form.getByText('Thank you for your rating')).toBeVisible();
    const after = await specialist(stackApi, id, 'en');
    expect(after.ratingCount).toBe(before.ratingCount + (ratedBefore ? 0 : 1));
    await expect(dialog.getByTestId('specialist-rating')).toContainText(ratingText('en', after));
    await expect(form.getByTestId('previous-rating')).toContainText('You rated 5 stars on');
  });
});
