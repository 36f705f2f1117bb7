/**
 * A stock page of a symbol that does not exist (issue 21, item 6): the server answers 404 with
 * the stock-symbol 404 page, and the browser asks nothing about the symbol (neither the API's
 * company, indicators or quotes nor the price board's hub), so the console stays clean.
 */
import { expect, test } from '../fixtures';
import { HISTORY, STOCK_INFO, STOCK_NOT_FOUND } from './liveTexts';

for (const [locale, path] of [
  ['vi', STOCK_INFO.vi],
  ['en', HISTORY.en],
] as const) {
  test(`an unknown symbol is a 404, asked about once by the server only (${locale})`, async ({
    site,
    page,
  }) => {
    const url = `${path}?stock_symbol=ZZZZ`;
    const errors: string[] = [];
    page.on('console', (message) => {
      // The browser reports the document's own 404 status too: that one is the point.
      const from = new URL(message.location().url || 'about:blank', page.url());
      if (message.type() === 'error' && `${from.pathname}${from.search}` !== url)
        errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('ZZZZ') && request.resourceType() !== 'document')
        asked.push(request.url());
    });
    const hub: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => hub.push(String(frame.payload))),
    );

    const response = await site.open(url);
    expect(response.status()).toBe(404);
    await expect(page.getByRole('heading', { name: STOCK_NOT_FOUND[locale] })).toBeVisible();
    // Nothing is to come: let whatever the page would send go out before looking.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(asked).toEqual([]);
    expect(hub.filter((frame) => frame.includes('ZZZZ'))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a symbol that cannot be one is a 404 too, and a known one a 200', async ({ page }) => {
  expect((await page.request.get(`${STOCK_INFO.vi}?stock_symbol=%3Cb%3E`)).status()).toBe(404);
  expect((await page.request.get(`${HISTORY.en}?stock_symbol=fpt`)).status()).toBe(200);
  // No symbol: the page to choose one.
  expect((await page.request.get(STOCK_INFO.vi)).status()).toBe(200);
});
