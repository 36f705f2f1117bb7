/**
 * The key figures' 52-week range (issue 21, item 7): the page says it is from adjusted prices,
 * and both prices are on the exchange's tick (FPT on HOSE above 50,000 VND: 100 VND).
 */
import { expect, test } from '../fixtures';
import { STOCK_INFO, openFptPage, text } from './liveTexts';

for (const locale of ['vi', 'en'] as const) {
  test(`the 52-week range says its basis and is on the tick (${locale})`, async ({
    site,
    page,
  }) => {
    test.setTimeout(90_000);
    await openFptPage(site, `${STOCK_INFO[locale]}?stock_symbol=FPT`);
    const figures = page.getByTestId('key-figures');
    const label = figures.getByRole('term').filter({
      hasText: text(locale, 'stock.figures.range52w'),
    });
    await expect(label).toBeVisible();
    await expect(label).toContainText(locale === 'vi' ? 'giá điều chỉnh' : 'adjusted prices');
    const value = (await label.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
    const prices = value.split('/').map((part) => Number(part.replace(/\D/g, '')));
    expect(prices, value).toHaveLength(2);
    for (const price of prices) {
      expect(price).toBeGreaterThan(50_000);
      expect(price % 100, `${price} on the 100 VND tick`).toBe(0);
    }
  });
}
