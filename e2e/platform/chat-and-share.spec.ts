import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const CHAT_SCRIPT = '/_site/corporate/chat/demo-chat.js';
/** CHAT_DELAY_MS in shared/src/app/components/ChatWidget/chatDelay.ts. */
const CHAT_DELAY_MS = 5_000;

/**
 * Load `url` with the page's clock stopped, so the chat timer starts at a known instant and
 * only `page.clock.runFor` moves it. Returns once the app shell (which holds the widget) is up:
 * the page is rendered on the server, and its app starts after the first frame and yields
 * between the steps of its start, so the stopped clock is stepped a frame at a time until the
 * app has hydrated the page (the widget's timer then started at most a frame ago).
 */
async function gotoWithStoppedClock(page: Page, url: string): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(url);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.clock.runFor(16);
        return page.locator('#root[data-hydrated]').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
}

test.describe('chat widget', () => {
  test('appears about 5 s after load, not before, and resizes on open and close', async ({ page }) => {
    await gotoWithStoppedClock(page, '/lien-he');
    const openChat = page.getByRole('button', { name: 'Mở trò chuyện hỗ trợ' });
    await page.clock.runFor(CHAT_DELAY_MS - 100);
    await expect(openChat).toHaveCount(0);
    await page.clock.runFor(100);
    // From here on the chat's frame (loaded now) and the widget's own transitions need time to
    // flow normally.
    await page.clock.resume();
    await expect(openChat).toBeVisible({ timeout: 8_000 });

    const region = page.getByRole('complementary', { name: 'Trò chuyện trực tuyến' });
    await expect.poll(async () => (await region.boundingBox())?.width).toBe(116);
    expect((await region.boundingBox())?.height).toBe(76);

    await openChat.click();
    const panel = page.getByRole('dialog', { name: 'Hỗ trợ An Phát' });
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await region.boundingBox())?.width).toBe(625);
    expect((await region.boundingBox())?.height).toBe(300);
    await panel.getByRole('button', { name: 'Giờ giao dịch?' }).click();
    await expect(panel.getByRole('log')).toContainText('9:00');

    await panel.getByRole('button', { name: 'Đóng trò chuyện' }).click();
    await expect.poll(async () => (await region.boundingBox())?.width).toBe(116);
    await expect(openChat).toBeFocused();
  });

  test('a message from another origin does not resize it', async ({ page }) => {
    await gotoWithStoppedClock(page, '/en/contact');
    await page.clock.runFor(CHAT_DELAY_MS);
    await page.clock.resume();
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible({ timeout: 10_000 });
    const region = page.getByRole('complementary', { name: 'Live chat' });
    await expect.poll(async () => (await region.boundingBox())?.width).toBe(116);
    const post = (origin: string) =>
      page.evaluate(
        (from) => window.dispatchEvent(new MessageEvent('message', { data: 'open-chat', origin: from })),
        origin,
      );
    // A message whose origin is not ours, as a foreign frame would send it.
    await post('https://evil.example');
    // Positive control: the same message from our own origin does resize it, so the check
    // below cannot pass merely because nothing listens. Its resize also flushes the first one.
    await expect(region).toHaveAttribute('data-chat-state', 'closed');
    expect((await region.boundingBox())?.width).toBe(116);
    await post(new URL(page.url()).origin);
    await expect.poll(async () => (await region.boundingBox())?.width).toBe(625);
  });

  test('is never loaded on the analysis-reports page', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(CHAT_SCRIPT)) loads.push(request.url());
    });
    await gotoWithStoppedClock(page, '/bao-cao-phan-tich');
    await page.clock.runFor(CHAT_DELAY_MS + 1_500);
    // Anything the timer would have triggered has had its chance to reach the network.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Mở trò chuyện hỗ trợ' })).toHaveCount(0);
    expect(loads).toEqual([]);
  });
});

test.describe('share modal', () => {
  test('opens from a CMS page, copies the link and offers the network links', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/gioi-thieu-an-phat');
    const shareButton = page.getByRole('button', { name: 'Chia sẻ', exact: true });
    await shareButton.click();
    const dialog = page.getByRole('dialog', { name: 'Chia sẻ trang này' });
    await expect(dialog).toBeVisible();

    const url = page.url();
    const u = encodeURIComponent(url);
    const title = await page.title();
    await expect(dialog.getByLabel('Đường dẫn')).toHaveValue(url);
    const expected: Record<string, string> = {
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      Zalo: `https://sp.zalo.me/share_inline?url=${u}`,
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = dialog.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const email = await dialog.getByRole('link', { name: 'Email' }).getAttribute('href');
    expect(email).toMatch(/^mailto:\?subject=/);
    expect(email).toContain(u);
    expect(title).not.toBe('');

    await dialog.getByRole('button', { name: 'Sao chép liên kết' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Đã sao chép liên kết');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(shareButton).toBeFocused();
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/about-an-phat');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this page' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  });
});
