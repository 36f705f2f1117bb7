import { expect, test } from '../fixtures';
import { expectFirstPage } from '../support/first-page';
import { HOTLINE } from '../support/texts';

const HOMES = [
  { locale: 'vi', path: '/' },
  { locale: 'en', path: '/en' },
] as const;

test.describe('home page', () => {
  for (const { locale, path } of HOMES) {
    test(`${path} answers 200 in ${locale} with the hotline in the footer`, async ({ site }) => {
      await expectFirstPage(site, 'corporate', path, locale);
      await expect(site.footer.getByText(HOTLINE).first()).toBeVisible();
    });
  }
});
