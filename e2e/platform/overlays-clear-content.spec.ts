/**
 * Issue 21, item 11: what floats over a page (the chat button, the login toast) never hides
 * what a visitor is reading: no table cell in view under the chat button once the page has come
 * to rest, at 1440 px and at 360 px, and the toast after a direct login clear of the header
 * (and of the chat button).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type SitePage } from '../fixtures';
import { AUTH_TEXTS, DEMO_AN, DEMO_PASSWORD, loginButton } from '../support/customer-auth';
import { commonText } from '../support/locales';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
] as const;

/** Two pages whose tables reach the right edge of the content: a fee schedule, a price history. */
const TABLE_PAGES = [
  { name: 'the fee schedule', path: '/bieu-phi', table: 'table' },
  {
    name: 'the price history',
    path: '/trung-tam-phan-tich/lich-su-giao-dich?stock_symbol=FPT',
    table: '[data-testid="history-table"]',
  },
] as const;

/** The button the chat script draws in the shell's corner container (it opens the chat panel). */
const CHAT_BUTTON = '#chat-widget-root button[aria-controls]';
const chatButton = (page: Page): Locator => page.locator(CHAT_BUTTON);

const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The table cells in view under the chat button's box: each cell's box is cut to the viewport
 * and to every scrolling box around it (a phone's table scrolls in its own box), so a cell
 * scrolled out of its box does not count. `covered` are their texts while the button is
 * visible (an invisible one covers nothing); `under` counts them whether it is or not, to show
 * the table did pass through the button's corner.
 */
function cellsUnderButton(page: Page): Promise<{ covered: string[]; under: number }> {
  return page.evaluate((selector) => {
    const button = document.querySelector(selector);
    if (!button) return { covered: ['(no chat button)'], under: 0 };
    const visible = button.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const b = button.getBoundingClientRect();
    const under: string[] = [];
    for (const cell of document.querySelectorAll('main td, main th')) {
      const r = cell.getBoundingClientRect();
      let left = Math.max(r.left, 0);
      let top = Math.max(r.top, 0);
      let right = Math.min(r.right, document.documentElement.clientWidth);
      let bottom = Math.min(r.bottom, document.documentElement.clientHeight);
      for (let el = cell.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = el.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      if (right <= left || bottom <= top) continue;
      if (left < b.right && b.left < right && top < b.bottom && b.top < bottom)
        under.push(cell.textContent?.trim() || '(empty cell)');
    }
    return { covered: visible ? under : [], under: under.length };
  }, CHAT_BUTTON);
}

/** Waits for the chat (injected 5 s after the page) to have drawn its button, shown or not. */
async function chatReady(site: SitePage): Promise<void> {
  await expect(chatButton(site.page)).toBeAttached({ timeout: 20_000 });
}

test.describe('the chat button hides no table cell', () => {
  for (const viewport of VIEWPORTS) {
    for (const target of TABLE_PAGES) {
      test(`${target.name} at ${viewport.width} px, scrolled to the table's end and on to the page's`, async ({
        page,
        site,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await site.open(target.path);
        const table = site.main.locator(target.table).first();
        await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
        await chatReady(site);

        // Every scroll position at which a row of the table can be in the button's corner (the
        // corner is the screen's bottom 100 px), 60 px apart, so each row passes through it.
        const { top, bottom, end } = await table.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return {
            top: r.top + window.scrollY,
            bottom: r.bottom + window.scrollY,
            end: document.documentElement.scrollHeight - window.innerHeight,
          };
        });
        const last = Math.min(end, bottom - viewport.height + 100);
        const stops: number[] = [];
        for (let y = Math.max(0, top - viewport.height); y < last; y += 60)
          stops.push(Math.round(y));
        stops.push(Math.round(last));
        let passed = 0;
        for (const y of stops) {
          await page.evaluate((to) => window.scrollTo(0, to), y);
          await expect
            .poll(
              async () => {
                const cells = await cellsUnderButton(page);
                passed = Math.max(passed, cells.under);
                return cells.covered;
              },
              { message: `cells under the chat button at scrollY ${y}` },
            )
            .toEqual([]);
        }
        expect(passed, "the table's cells did pass through the button's corner").toBeGreaterThan(0);

        // At the page's end the button is back (the page keeps room for it below the footer)
        // and covers none of the footer's links and texts.
        // A live page grows while it is read (the price history's tape gains a row with each
        // trade): the end is scrolled to again until the button has had a frame there.
        await expect
          .poll(
            async () => {
              await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
              return chatButton(page).isVisible();
            },
            { message: 'the chat button at the page’s end', timeout: 20_000 },
          )
          .toBe(true);
        const button = (await chatButton(page).boundingBox())!;
        const footerTexts = await site.footer.evaluate((footer) =>
          Array.from(footer.querySelectorAll('a, p, li, span, small, h2, h3, button'))
            .filter((el) => el.checkVisibility())
            .map((el) => {
              const r = el.getBoundingClientRect();
              return {
                x: r.x,
                y: r.y,
                width: r.width,
                height: r.height,
                text: el.textContent ?? '',
              };
            })
            .filter((r) => r.width > 0 && r.height > 0 && r.text.trim() !== ''),
        );
        expect(footerTexts.filter((t) => intersects(t, button)).map((t) => t.text)).toEqual([]);
      });
    }
  }
});

test.describe('the login toast', () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px keeps clear of the header and the chat button, and closes on demand`, async ({
      page,
      site,
    }) => {
      const t = AUTH_TEXTS.vi.auth.login;
      await page.setViewportSize(viewport);
      await site.open('/lien-he');
      await chatReady(site);
      await expect(chatButton(page)).toBeVisible();

      const phone = viewport.width < 768;
      if (phone) {
        await site.header.getByRole('button', { name: commonText('vi', 'a11y.openMenu') }).click();
        await page
          .getByRole('dialog', { name: commonText('vi', 'header.menuTitle') })
          .getByRole('button', { name: t.open, exact: true })
          .click();
      } else {
        await loginButton(page, 'vi').click();
      }
      const dialog = page.getByRole('dialog', { name: t.title });
      await dialog.getByRole('textbox', { name: t.accountNumber }).fill(DEMO_AN.accountNumber);
      await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(dialog).toBeHidden();

      const toast = page
        .getByRole('alert')
        .filter({ hasText: commonText('vi', 'auth.login.success') });
      await expect(toast).toBeVisible();
      // Its entry transition over: two looks in a row find it in the same place.
      let box = (await toast.boundingBox())!;
      await expect
        .poll(async () => {
          const before = JSON.stringify(box);
          box = (await toast.boundingBox())!;
          return JSON.stringify(box) === before;
        })
        .toBe(true);
      const header = (await site.header.boundingBox())!;
      expect(
        intersects(box, header),
        `toast ${JSON.stringify(box)} on header ${JSON.stringify(header)}`,
      ).toBe(false);
      expect(box.x >= 0 && box.x + box.width <= viewport.width, 'the toast fits the screen').toBe(
        true,
      );
      const chat = (await chatButton(page).boundingBox())!;
      expect(intersects(box, chat), 'the toast does not cover the chat button').toBe(false);

      await toast.getByRole('button', { name: commonText('vi', 'actions.close') }).click();
      await expect(toast).toBeHidden();
    });
  }
});
