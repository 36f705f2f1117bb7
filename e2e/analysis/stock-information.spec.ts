/**
 * thong-tin-co-phieu / stock-information (issue 12): the live quote in the board colours with
 * the price unit, the key figures, the chart's periods (1D live from the board) and the adjusted
 * switch with the corporate-action log, the covered warrants and the break-even calculator; the
 * language switch keeps the symbol; an unknown symbol is the stock-symbol 404 page.
 */
import { expect, test } from '../fixtures';
import { HISTORY, PRICE, STOCK_INFO, STOCK_NOT_FOUND, openFptPage, text } from './liveTexts';

for (const locale of ['vi', 'en'] as const) {
  const other = locale === 'vi' ? 'en' : 'vi';
  test.describe(`stock information (${locale})`, () => {
    test('quote, figures, period and adjusted switches, warrants', async ({ site, page }) => {
      test.setTimeout(90_000);
      await openFptPage(site, `${STOCK_INFO[locale]}?stock_symbol=fpt`);
      const quote = page.getByTestId('quote-header');
      await expect(quote.getByTestId('quote-price')).toHaveText(PRICE[locale]);
      await expect(page.getByText(text(locale, 'market.priceUnit'))).toBeVisible();
      await expect(page.getByTestId('key-figures')).toContainText(
        text(locale, 'stock.figures.marketCapRank'),
      );
      await expect(page.getByTestId('live-status').first()).toHaveAttribute(
        'data-live-status',
        'live',
        { timeout: 30_000 },
      );

      // The nav keeps the symbol.
      const nav = page.getByRole('navigation', {
        name: text(locale, 'stock.nav', { symbol: 'FPT' }),
      });
      await expect(
        nav.getByRole('link', { name: text(locale, 'center.subPages.transactionHistory.title') }),
      ).toHaveAttribute('href', `${HISTORY[locale]}?stock_symbol=FPT`);

      // Periods: 6M by default, 1Y has more sessions, 1D is the session so far from the board.
      const chart = page.getByRole('region', { name: text(locale, 'stock.chart.heading') });
      const svg = chart.getByTestId('price-chart-svg');
      await expect(svg).toBeVisible();
      const sixMonths = Number(await svg.getAttribute('data-points'));
      expect(sixMonths).toBeGreaterThan(100);
      await chart.getByText('1Y', { exact: true }).click();
      await expect
        .poll(async () => Number(await svg.getAttribute('data-points')))
        .toBeGreaterThan(sixMonths + 100);
      await chart.getByText('1D', { exact: true }).click();
      await expect
        .poll(async () => Number(await svg.getAttribute('data-points')), { timeout: 20_000 })
        .toBeGreaterThan(1);
      await expect(svg.locator('title')).toContainText(locale === 'vi' ? 'trong phiên' : 'session');

      // Adjusted: a different series for a stock with corporate actions, and their log.
      await chart.getByText('5Y', { exact: true }).click();
      await expect
        .poll(async () => Number(await svg.getAttribute('data-points')))
        .toBeGreaterThan(1000);
      const unadjusted = await svg.locator('title').textContent();
      // (Mantine's switch input sits over its label: check the input itself.)
      await chart
        .getByRole('switch', { name: text(locale, 'stock.chart.adjusted') })
        .check({ force: true });
      await expect(svg.locator('title')).not.toHaveText(unadjusted ?? '');
      await expect(chart.getByTestId('corporate-actions').getByRole('row')).not.toHaveCount(0);

      // Warrants on FPT, their band, and the calculator on the live underlying.
      const warrants = page.getByTestId('warrants-table');
      await expect(warrants.getByRole('rowheader').first()).toHaveText(/^CFPT\d{4}$/);
      const result = page.getByTestId('warrant-result');
      await expect(result).toContainText('VND');
      await expect(result).toContainText(text(locale, 'stock.warrants.calculator.breakEven'));

      // The language switch keeps the symbol.
      await site.switchLanguage(other);
      await expect(page).toHaveURL(`${STOCK_INFO[other]}?stock_symbol=FPT`);
      await expect(page.getByRole('heading', { level: 1, name: /^FPT/ })).toBeVisible();
    });

    test('an unknown symbol shows the stock-symbol 404 page', async ({ site, page }) => {
      const response = await site.open(`${STOCK_INFO[locale]}?stock_symbol=ZZZ`);
      expect(response.status()).toBeLessThan(500);
      await expect(page.getByRole('heading', { name: STOCK_NOT_FOUND[locale] })).toBeVisible({
        timeout: 30_000,
      });
    });
  });
}

test('the price chart keeps its axis text at 12 px from a phone to a wide screen', async ({
  site,
  page,
}) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openFptPage(site, `${STOCK_INFO.vi}?stock_symbol=FPT`);
    const chart = page.getByRole('region', { name: text('vi', 'stock.chart.heading') });
    await expect(chart.getByTestId('price-chart-svg')).toBeVisible();
    const labels = chart.getByTestId('price-chart-axis').locator('span');
    await expect(labels).toHaveCount(4);
    for (const label of await labels.all()) {
      // The rendered size, not the declared one: SVG text under a viewBox scaled with the page.
      const { height, fontSize } = await label.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        fontSize: getComputedStyle(el).fontSize,
      }));
      expect(fontSize).toBe('12px');
      expect(height).toBeGreaterThanOrEqual(12);
      expect(height).toBeLessThanOrEqual(18);
    }
    // The labels stay inside the chart's box at this width.
    const box = (await chart.getByTestId('price-chart-axis').boundingBox())!;
    for (const label of await labels.all()) {
      const own = (await label.boundingBox())!;
      expect(own.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(own.x + own.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
  }
});
