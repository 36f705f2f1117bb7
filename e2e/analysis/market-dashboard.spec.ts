/**
 * The analysis centre's dashboard (issue 12): the five indices move with the price board's
 * replay (PRICEBOARD_CLOCK of playwright.config.ts), the badge says so, the top lists fill from
 * the board, and the search finds a company by a name typed without diacritics and suggests
 * companies by brand as the visitor types (issue 21). Both languages.
 */
import { expect, test } from '../fixtures';
import { DASHBOARD, STOCK_INFO, text } from './liveTexts';

for (const locale of ['vi', 'en'] as const) {
  test.describe(`market dashboard (${locale})`, () => {
    test('indices live from the replay, top lists from the board', async ({ site, page }) => {
      test.setTimeout(90_000);
      await site.open(DASHBOARD[locale]);
      const indices = page.getByRole('region', { name: text(locale, 'market.indices.heading') });
      await expect(indices.getByTestId('index-VNINDEX')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(text(locale, 'market.priceUnit'))).toBeVisible();

      // Connected, and the board is a demo replay of a stored session.
      const status = indices.getByTestId('live-status').first();
      await expect(status).toHaveAttribute('data-live-status', 'live', { timeout: 30_000 });
      await expect(status.getByText(text(locale, 'live.status.live'))).toBeVisible();
      await expect(status).toContainText(
        locale === 'vi' ? 'Đang phát lại phiên giao dịch ngày' : 'Replaying the trading session of',
      );

      // The index moves while the page is open (a board minute every 3 s).
      const value = indices.getByTestId('index-VNINDEX').getByTestId('index-value');
      const first = await value.textContent();
      await expect(value).not.toHaveText(first ?? '', { timeout: 30_000 });
      await expect(status).toContainText(locale === 'vi' ? 'giây trước' : 'ago');

      // The top lists come from the board's rows: most active has rows, linking to stock pages.
      await page.getByRole('tab', { name: text(locale, 'market.top.active') }).click();
      const active = page.getByTestId('top-active');
      await expect(active.getByRole('row')).not.toHaveCount(0);
      const firstLink = active.getByRole('link').first();
      await expect(firstLink).toHaveAttribute(
        'href',
        new RegExp(`^${STOCK_INFO[locale]}\\?stock_symbol=[A-Z0-9]{3}$`),
      );
    });

    test('search by a company name without diacritics, then by ticker', async ({ site, page }) => {
      await site.open(DASHBOARD[locale]);
      const form = page.getByRole('search', { name: text(locale, 'market.search.heading') });
      const box = form.getByRole('combobox', { name: text(locale, 'market.search.label') });
      await box.fill('sua viet nam');
      await form.getByRole('button', { name: text(locale, 'market.search.submit') }).click();
      const results = page.getByRole('navigation', { name: text(locale, 'market.search.results') });
      await expect(results.getByRole('link', { name: /VNM/ })).toBeVisible();

      await box.fill(' fpt ');
      await form.getByRole('button', { name: text(locale, 'market.search.submit') }).click();
      await expect(page).toHaveURL(`${STOCK_INFO[locale]}?stock_symbol=FPT`);
      await expect(page.getByRole('heading', { level: 1, name: /^FPT/ })).toBeVisible();
    });

    test('suggests companies by brand as the visitor types; the keyboard opens one', async ({
      site,
      page,
    }) => {
      await site.open(DASHBOARD[locale]);
      const box = page
        .getByRole('search', { name: text(locale, 'market.search.heading') })
        .getByRole('combobox', { name: text(locale, 'market.search.label') });
      await box.pressSequentially('Vinam', { delay: 50 });
      const suggestions = page.getByRole('listbox', {
        name: text(locale, 'market.search.suggestions'),
      });
      const vnm = suggestions.getByRole('option', { name: /VNM.*Vinamilk.*HOSE/ });
      await expect(vnm).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');

      // Escape closes the list and keeps the text; typing on opens it again.
      await box.press('Escape');
      await expect(suggestions).toHaveCount(0);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('Vinam');
      await box.pressSequentially('il', { delay: 50 });
      await expect(suggestions.getByRole('option')).toHaveCount(1);
      // The arrow key moves onto the suggestion, Enter opens its stock page.
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', (await vnm.getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(`${STOCK_INFO[locale]}?stock_symbol=VNM`);
      await expect(page.getByRole('heading', { level: 1, name: /^VNM/ })).toBeVisible();
    });
  });
}
