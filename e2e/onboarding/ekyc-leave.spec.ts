import { expect, test } from '../fixtures';
import { containing, EKYC_PATH, EkycScreens, samplePerson } from '../support/ekyc';
import { commonText } from '../support/locales';

const HOME: Record<'vi' | 'en', RegExp> = { vi: /^\/$/, en: /^\/en\/?$/ };

/**
 * Issue 22 "Tests": the leave confirmation (spec §2, §8), in both languages. A header link
 * followed mid-way asks first; staying keeps everything typed, leaving goes; closing the tab
 * gets the browser's own prompt.
 */
for (const locale of ['vi', 'en'] as const) {
  test(`leaving mid-way asks first: stay keeps what was typed, leave goes (${locale})`, async ({
    page,
    site,
  }) => {
    const ekyc = new EkycScreens(page, locale);
    const person = samplePerson();
    await ekyc.begin(site);
    await ekyc.fillContact(person);

    const home = site.header.getByRole('link', {
      name: containing(commonText(locale, 'brand.homeSuffix').trim()),
    });
    const dialog = page.getByRole('dialog', { name: ekyc.t('ekyc.leave.title') });
    await home.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(ekyc.t('ekyc.leave.message'));
    await dialog.getByRole('button', { name: ekyc.t('ekyc.leave.stay'), exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(EKYC_PATH[locale]);
    await expect(ekyc.field('ekyc.contact.fullName')).toHaveValue(person.fullName);
    await expect(ekyc.field('ekyc.contact.idCode')).toHaveValue(person.idCode);
    await expect(ekyc.field('ekyc.contact.phone')).toHaveValue(person.phone);

    if (locale === 'vi') {
      // Closing the tab: only the browser can ask (beforeunload); "stay" keeps the page.
      const prompt = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const asked = await prompt;
      expect(asked.type()).toBe('beforeunload');
      await asked.dismiss();
      expect(page.isClosed()).toBe(false);
      await expect(ekyc.field('ekyc.contact.email')).toHaveValue(person.email);
    }

    await home.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: ekyc.t('ekyc.leave.confirm'), exact: true }).click();
    await page.waitForURL((url) => HOME[locale].test(url.pathname));
    await expect(site.html).toHaveAttribute('lang', locale);
  });
}
