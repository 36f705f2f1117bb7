/**
 * lich-su-giao-dich / transaction-history (issue 12): the daily history pages with "more", and
 * today's time and sales fed by the board's replay: new rows arrive while the page is open, no
 * price-and-second appears twice, volume at price beside it. Both languages.
 */
import { expect, test } from '../fixtures';
import { HISTORY, openFptPage, text } from './liveTexts';

for (const locale of ['vi', 'en'] as const) {
  test.describe(`transaction history (${locale})`, () => {
    test('history paging and live tape rows', async ({ site, page }) => {
      test.setTimeout(90_000);
      await openFptPage(site, `${HISTORY[locale]}?stock_symbol=FPT`);

      // Daily history: 20 sessions, "more" appends the next 20.
      const history = page.getByTestId('history-table');
      const stored = history.locator('tbody tr:not([data-live])');
      await expect(stored).toHaveCount(20);
      await page.getByRole('button', { name: text(locale, 'stock.history.more') }).click();
      await expect(stored).toHaveCount(40);

      // The tape: rows now, more as the replay goes on, each price and second once.
      const tape = page.getByTestId('tape-table').locator('tbody tr');
      await expect(tape.first()).toBeVisible({ timeout: 30_000 });
      const before = await tape.count();
      await expect.poll(() => tape.count(), { timeout: 60_000 }).toBeGreaterThan(before);
      const keys = await tape.evaluateAll((rows) =>
        rows.map((row) => `${row.children[0]?.textContent}|${row.children[1]?.textContent}`),
      );
      expect(new Set(keys).size).toBe(keys.length);
      // Newest first.
      const times = keys.map((key) => key.split('|')[0]!);
      expect([...times].sort().reverse()).toEqual(times);

      await expect(page.getByTestId('volume-at-price').locator('tbody tr')).not.toHaveCount(0);
    });
  });
}
