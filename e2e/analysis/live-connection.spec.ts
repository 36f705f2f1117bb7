/**
 * The price board stopped and restarted (issue 12), simulated in the browser: the hub's socket
 * is closed and new connections refused (negotiate answers 503, the upgrade is closed) for a
 * while, then let through again. The page keeps its figures, says live data is unavailable,
 * goes stale, and is live again on its own once the board is back. Both languages.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from '../fixtures';
import { HISTORY, text } from './liveTexts';

const HUB = /\/priceboard\/hubs\/priceboard/;

/** A switch for the board: `down()` cuts every socket and refuses new ones until `up()`. */
async function boardSwitch(page: Page) {
  let isDown = false;
  const sockets: WebSocketRoute[] = [];
  await page.route(/\/priceboard\/hubs\/priceboard\/negotiate/, (route) =>
    isDown ? route.fulfill({ status: 503, body: 'board down' }) : route.continue(),
  );
  await page.routeWebSocket(HUB, (ws) => {
    if (isDown) {
      void ws.close({ code: 1011, reason: 'board down' });
      return;
    }
    ws.connectToServer();
    sockets.push(ws);
  });
  return {
    async down() {
      isDown = true;
      for (const ws of sockets.splice(0)) await ws.close({ code: 1011, reason: 'board down' });
    },
    up() {
      isDown = false;
    },
  };
}

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
