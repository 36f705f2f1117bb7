/**
 * The price board stopped and restarted, simulated in the browser (live-connection.spec.ts,
 * price-board.spec.ts): the hub's socket is closed and new connections refused (negotiate
 * answers 503, the upgrade is closed) until it is let through again.
 */
import type { Page, WebSocketRoute } from '@playwright/test';

const HUB = /\/priceboard\/hubs\/priceboard/;

/** A switch for the board: `down()` cuts every socket and refuses new ones until `up()`. */
export async function boardSwitch(page: Page) {
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
