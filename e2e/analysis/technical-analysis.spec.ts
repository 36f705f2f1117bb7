/**
 * phan-tich-ky-thuat / technical-analytic (issue 12): a stock's candlestick chart opens with
 * daily bars and the price unit, the interval switch writes `interval=` into the URL, an
 * unknown interval is named and replaced by day bars, an added RSI gets its pane and its value
 * in the legend, the keyboard picks bars (Home the first on the first press, a held arrow one
 * bar per repeat), intraday bars come from today's board session, and the page passes axe in
 * every look. In Vietnamese and in English.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { checkEveryLook } from '../support/a11y';
import { namespaceTexts } from '../support/locales';
import type { Locale } from '../../shared/src/routing/routes';

const { text } = namespaceTexts('sites/analysis/src/locales', 'technical');

const PAGE: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/phan-tich-ky-thuat',
  en: '/en/analysis-center/technical-analytic',
};
const SYMBOL = 'FPT';

/** The interval chips hide their radio input under the label a visitor clicks. */
async function chooseInterval(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}
/** A number as the page writes prices: thousands grouped by the language's separator. */
const PRICE = { vi: /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/, en: /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/ };

for (const locale of ['vi', 'en'] as const) {
  test.describe(`technical analysis (${locale})`, () => {
    test('daily chart, interval switch, RSI added, intraday bars', async ({ site, page }) => {
      // Waits for the replayed board to open a new minute bar (below).
      test.setTimeout(240_000);
      await site.open(`${PAGE[locale]}?stock_symbol=${SYMBOL}`);
      await expect(
        page.getByRole('heading', { name: text(locale, 'title', { symbol: SYMBOL }) }),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(text(locale, 'priceUnit'), { exact: true })).toBeVisible();

      const legend = page.getByRole('region', { name: text(locale, 'legend.label') });
      const close = legend.locator('[data-key="close"] dd');
      await expect(close).toHaveText(PRICE[locale]);
      const chart = page.getByTestId('technical-chart');
      // Named for what it shows (the name follows the interval), reachable by keyboard.
      await expect(chart).toHaveAccessibleName(
        text(locale, 'chart.label', {
          symbol: SYMBOL,
          interval: text(locale, 'interval.options.day'),
        }),
      );
      await expect(chart).toHaveAttribute('tabindex', '0');
      await expect(chart.locator('canvas').first()).toBeVisible();

      // Home picks the first bar on the first press (the chart scrolls to it): an arrow to the
      // left then stays on it. A held arrow (a keydown and its repeats) moves one bar per event
      // and never falls back to the last bar, live ticks and scrolls notwithstanding.
      const picked = legend.locator('time');
      const lastDay = await picked.textContent();
      await chart.focus();
      await page.keyboard.press('Home');
      await expect(picked).not.toHaveText(lastDay ?? '');
      const firstDay = await picked.textContent();
      await page.keyboard.press('ArrowLeft');
      await expect(picked).toHaveText(firstDay ?? '');
      for (let event = 0; event < 8; event += 1) await page.keyboard.down('ArrowRight');
      await page.keyboard.up('ArrowRight');
      await expect(picked).not.toHaveText(firstDay ?? '');
      for (let event = 0; event < 7; event += 1) await page.keyboard.down('ArrowLeft');
      await page.keyboard.up('ArrowLeft');
      await expect(picked).not.toHaveText(firstDay ?? '');
      await expect(picked).not.toHaveText(lastDay ?? '');
      await page.keyboard.press('ArrowLeft');
      await expect(picked).toHaveText(firstDay ?? '');
      await page.keyboard.press('End');
      await expect(picked).toHaveText(lastDay ?? '');

      // Weeks: the URL keeps the symbol and gains the interval; the legend names the week.
      await chooseInterval(page, text(locale, 'interval.options.week'));
      await expect(page).toHaveURL(new RegExp(`stock_symbol=${SYMBOL}&interval=week`));
      await expect(legend.locator('time')).toContainText(
        text(locale, 'legend.weekOf', { date: '' }).trim(),
      );

      // RSI: its own pane below the price and volume, its value in the legend.
      const rowsBefore = await chart.locator('table tr').count();
      await page.getByRole('checkbox', { name: text(locale, 'indicators.names.rsi') }).check();
      const rsi = legend.locator('[data-key="rsi"]');
      await expect(rsi.locator('dt')).toHaveText(text(locale, 'legend.rsi', { period: '14' }));
      await expect(rsi.locator('dd')).toHaveText(/^\d{1,3}([.,]\d{1,2})?$/);
      // lightweight-charts lays its panes out as table rows (a pane and its separator).
      await expect.poll(() => chart.locator('table tr').count()).toBe(rowsBefore + 2);

      // The keyboard picks a bar: the legend follows it.
      const latest = await legend.locator('time').textContent();
      await chart.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(legend.locator('time')).not.toHaveText(latest ?? '');

      // 5-minute bars from today's board session (or the note that the board is down).
      await chooseInterval(page, text(locale, 'interval.options.5m'));
      await expect(page).toHaveURL(/interval=5m/);
      await expect(
        legend
          .locator('time')
          .filter({ hasText: /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/ })
          .or(page.getByText(text(locale, 'live.unavailableTitle'))),
      ).toBeVisible({ timeout: 20_000 });

      // The live last candle: the replayed board (a board minute every 20 s at the suite's 3×)
      // opens new bars, as soon as the stock trades in a later minute: a quiet stretch of a
      // few board minutes happens, so the wait allows about five.
      await chooseInterval(page, text(locale, 'interval.options.1m'));
      const lastBar = legend.locator('time');
      await expect(lastBar).toHaveText(/\d{2}:\d{2}$/);
      const opened = await lastBar.textContent();
      await expect(lastBar).not.toHaveText(opened ?? '', { timeout: 100_000 });

      // The other language keeps the stock.
      const other = locale === 'vi' ? 'en' : 'vi';
      await site.switchLanguage(other);
      await expect(page).toHaveURL(new RegExp(`${PAGE[other]}\\?.*stock_symbol=${SYMBOL}`));
      await expect(
        page.getByRole('heading', { name: text(other, 'title', { symbol: SYMBOL }) }),
      ).toBeVisible();
    });

    test('an unknown interval is named and the day chart shown; axe in every look', async ({
      site,
      page,
    }) => {
      await site.open(`${PAGE[locale]}?stock_symbol=${SYMBOL}&interval=2h`);
      await expect(page.getByRole('alert').filter({ hasText: '2h' })).toHaveText(
        new RegExp(
          text(locale, 'interval.invalid', { value: '2h' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        ),
      );
      await expect(
        page.getByRole('radio', { name: text(locale, 'interval.options.day'), exact: true }),
      ).toBeChecked();
      await expect(page.locator('[data-key="close"] dd')).toHaveText(PRICE[locale]);
      await page.getByRole('checkbox', { name: text(locale, 'indicators.names.macd') }).check();
      await expect(page.locator('[data-key="macd"] dt')).toBeVisible();
      const failures = await checkEveryLook(page);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}
