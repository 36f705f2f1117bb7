/**
 * The price board stopped and restarted (issue 12), simulated in the browser: the hub's socket
 * is closed and new connections refused (negotiate answers 503, the upgrade is closed) for a
 * while, then let through again. The page keeps its figures, says live data is unavailable,
 * goes stale, and is live again on its own once the board is back. Both languages.
 */
import { expect, test } from '../fixtures';
import { boardSwitch } from './boardSwitch';
import { HISTORY, text } from './liveTexts';

for (const locale of ['vi', 'en'] as const) {
  test.describe(`price board outage (${locale})`, () => {
    test('the page says so, keeps its figures and reconnects', async ({ site, page }) => {
      test.setTimeout(150_000);
      const board = await boardSwitch(page);
      await site.open(`${HISTORY[locale]}?stock_symbol=FPT`);
      const status = page.getByTestId('live-status').first();
      await expect(status).toHaveAttribute('data-live-status', 'live', { timeout: 30_000 });
      const price = page.getByTestId('quote-price');
      await expect(price).not.toHaveText('-');
      const tapeRows = page.getByTestId('tape-table').locator('tbody tr');
      await expect(tapeRows.first()).toBeVisible({ timeout: 30_000 });

      await board.down();
      await expect(status).toHaveAttribute('data-live-status', 'reconnecting');
      await expect(status.getByText(text(locale, 'live.unavailable'))).toBeVisible();
      // Ten seconds down: the prices are marked stale, and still shown.
      await expect(status).toHaveAttribute('data-live-status', 'stale', { timeout: 20_000 });
      await expect(status.getByText(text(locale, 'live.status.stale'))).toBeVisible();
      await expect(price).not.toHaveText('-');
      await expect(tapeRows.first()).toBeVisible();
      await expect(page.getByTestId('history-table')).toBeVisible();

      board.up();
      await expect(status).toHaveAttribute('data-live-status', 'live', { timeout: 45_000 });
      await expect(status.getByText(text(locale, 'live.unavailable'))).toBeHidden();
      // Data flows again: the tape grows.
      const count = await tapeRows.count();
      await expect.poll(() => tapeRows.count(), { timeout: 60_000 }).toBeGreaterThan(count);
    });
  });
}
