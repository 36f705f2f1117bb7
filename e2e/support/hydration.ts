import { expect, type Page } from '@playwright/test';

/**
 * Resolves once a server-rendered page has been hydrated (at once for a page the browser
 * rendered itself). Until then the page is the server's markup: inert, and React would take
 * back anything a test changed in it; the theme and language listeners are not there yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const root = page.locator('#root');
  if ((await root.getAttribute('data-ssr')) === null) return;
  await expect(root).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });
}
