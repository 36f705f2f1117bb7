/**
 * bang-gia / price-board (issue 27 item 1): the whole HOSE board live from the replay
 * (PRICEBOARD_CLOCK of playwright.config.ts) with only the rows in view in the DOM; sorting by a
 * column (and back); the VN30, put-through and sector tabs as addresses; a tab that names nothing
 * is a 404 page with a 404 status; the hub lost greys the figures and says so, then resumes; a
 * 360 px phone scrolls the table, not the page. Both languages.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { checkEveryLook } from '../support/a11y';
import { errorTitle } from '../support/catalog';
import { DEMO_BINH, submitOpenLoginModal } from '../support/customer-auth';
import type { Locale } from '../../shared/src/routing/routes';
import { boardSwitch } from './boardSwitch';
import { namespaceTexts } from '../support/locales';
import { DASHBOARD } from './liveTexts';

/** The board's own texts (its file is merged under `priceBoard` of the analysis namespace). */
const { text, pattern } = namespaceTexts('sites/analysis/src/locales', 'priceBoard');

const DEMO_MINH_LONG = { accountNumber: '009C000003' };

const BOARD: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/bang-gia',
  en: '/en/analysis-center/price-board',
};

/** A figure as the board prints it ("+1,23%" or "-1.23%") back to a number; empty is none. */
function parseFigure(value: string, locale: Locale): number | null {
  const plain = value.replace(/[%+\s]/g, '').replace('−', '-');
  if (plain === '' || plain === '-') return null;
  return Number(
    locale === 'vi' ? plain.replace(/\./g, '').replace(',', '.') : plain.replace(/,/g, ''),
  );
}

/** The symbols of the rows in the DOM, in order. */
const drawnSymbols = (table: Locator) =>
  table
    .locator('tbody tr[data-symbol]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol') ?? ''));

for (const locale of ['vi', 'en'] as const) {
  test.describe(`price board (${locale})`, () => {
    test('the HOSE board live, only the rows in view drawn, sorted by a column and back', async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      // A short window: fewer rows fit than the board has.
      await page.setViewportSize({ width: 1440, height: 600 });
      // Reached from the dashboard's link.
      await site.open(DASHBOARD[locale]);
      await page.getByTestId('full-board-link').click();
      await expect(page).toHaveURL(BOARD[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'heading', { tab: 'HOSE' }),
      );
      const table = page.getByTestId('board-table');
      await expect(table.locator('tbody tr[data-symbol]').first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByTestId('board-tab-hose')).toHaveAttribute('aria-current', 'page');

      // Every HOSE stock of the market on the board, only those in view (and a few more) in
      // the DOM; scrolling draws the others.
      const companies = (await (
        await page.request.get('/api/v1/ttpt-companies?locale=vi&limit=100')
      ).json()) as { data: Array<{ exchange: string }> };
      const total = Number(await table.getByRole('table').getAttribute('aria-rowcount')) - 2;
      expect(total).toBe(companies.data.filter((company) => company.exchange === 'HOSE').length);
      const drawn = await drawnSymbols(table);
      expect(drawn.length).toBeLessThan(total);
      expect(drawn).toEqual([...drawn].sort());
      await table.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect.poll(async () => (await drawnSymbols(table)).at(-1)).not.toBe(drawn.at(-1));
      await table.evaluate((element) => element.scrollTo({ top: 0 }));

      // Live: a figure changes and its cell flashes (a board minute every 20 s).
      await expect(table.locator('td[data-flash]').first()).toBeAttached({ timeout: 45_000 });

      // The indices strip with the market's breadth, said in words to a screen reader.
      await expect(
        page.getByTestId('board-index-VNINDEX').getByRole('img', {
          name: pattern(locale, 'indices.breadth'),
        }),
      ).toBeVisible();

      // Sorted by change (%), largest first, then smallest first.
      const percentHeader = table.locator('th[data-column="changePercent"]');
      const sortButton = percentHeader.getByRole('button', {
        name: text(locale, 'table.sortBy', {
          column: text(locale, 'table.columns.changePercent.long'),
        }),
      });
      const percents = async () =>
        (
          await table
            .locator('tbody tr[data-symbol] td[data-column="changePercent"]')
            .allTextContents()
        )
          .slice(0, 10)
          .map((value) => parseFigure(value, locale))
          .filter((value): value is number => value !== null);
      await sortButton.click();
      await expect(percentHeader).toHaveAttribute('aria-sort', 'descending');
      const down = await percents();
      expect(down.length).toBeGreaterThan(5);
      for (let i = 1; i < down.length; i += 1) expect(down[i]).toBeLessThanOrEqual(down[i - 1]!);
      await sortButton.click();
      await expect(percentHeader).toHaveAttribute('aria-sort', 'ascending');
      const up = await percents();
      for (let i = 1; i < up.length; i += 1) expect(up[i]).toBeGreaterThanOrEqual(up[i - 1]!);
      expect(up[0]).toBeLessThan(down[0]!);
    });

    test('VN30, put-through and sector tabs are addresses; an unknown tab is a 404 page', async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      await site.open(BOARD[locale]);
      const table = page.getByTestId('board-table');
      await expect(table.locator('tbody tr[data-symbol]').first()).toBeVisible({
        timeout: 30_000,
      });

      await page.getByTestId('board-tab-vn30').click();
      await expect(page).toHaveURL(`${BOARD[locale]}?tab=vn30`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'heading', { tab: 'VN30' }),
      );
      await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', '32');
      await expect(table.locator('tbody tr[data-symbol="FPT"]')).toBeVisible();

      await page.getByTestId('board-tab-put-through').click();
      await expect(page).toHaveURL(`${BOARD[locale]}?tab=put-through`);
      const deals = page.getByTestId('put-through-table');
      await expect(deals).toBeVisible();
      await expect(page.getByTestId('put-through-total-HOSE')).toBeVisible();
      await expect(page.getByText(text(locale, 'putThrough.note'))).toBeVisible();

      // A sector from the list: its own address, its companies only.
      const sector = page.getByTestId('board-sector');
      const option = sector.locator('option').nth(1);
      const code = await option.getAttribute('value');
      await sector.selectOption(code!);
      await expect(page).toHaveURL(`${BOARD[locale]}?tab=sector-${code}`);
      await expect(table.locator('tbody tr[data-symbol]').first()).toBeVisible();

      // A tab for an exchange that does not exist: a 404 page, with the status to match.
      const response = await page.goto(`${BOARD[locale]}?tab=nyse`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { name: errorTitle('notFound', locale) }),
      ).toBeVisible();
    });

    test('a lost hub greys the figures and says so; the board resumes on its own', async ({
      site,
      page,
    }) => {
      test.setTimeout(150_000);
      const hub = await boardSwitch(page);
      await site.open(`${BOARD[locale]}?tab=vn30`);
      const table = page.getByTestId('board-table');
      const fpt = table.locator('tbody tr[data-symbol="FPT"] td[data-column="price"]');
      await expect(fpt).not.toHaveText('', { timeout: 30_000 });

      await hub.down();
      const stale = page.getByTestId('board-stale');
      await expect(stale).toHaveText(text(locale, 'table.stale'), { timeout: 20_000 });
      await expect(table).toHaveAttribute('data-stale', 'true');
      // The last figures stay, greyed.
      await expect(fpt).not.toHaveText('');

      hub.up();
      await expect(stale).toBeHidden({ timeout: 45_000 });
      await expect(table).not.toHaveAttribute('data-stale');
      await expect(table.locator('td[data-flash]').first()).toBeAttached({ timeout: 45_000 });
    });

    test('a 360 px phone scrolls the board, not the page; the symbols stay in view', async ({
      site,
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await site.open(BOARD[locale]);
      const table = page.getByTestId('board-table');
      const firstRow = table.locator('tbody tr[data-symbol]').first();
      await expect(firstRow.locator('th')).toBeVisible({ timeout: 30_000 });
      const symbol = (await firstRow.getAttribute('data-symbol'))!;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      // At rest the row's own symbol cell takes the click (the frozen column over it lets it through).
      const cell = await firstRow.locator('th a').boundingBox();
      const hit = (x: number, y: number) =>
        page.evaluate(
          ([px, py]) => {
            const at = document.elementFromPoint(px!, py!);
            return { symbol: at?.textContent?.trim(), frozen: !!at?.closest('[aria-hidden]') };
          },
          [x, y],
        );
      expect(await hit(cell!.x + 4, cell!.y + cell!.height / 2)).toEqual({ symbol, frozen: false });
      await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(
        table.locator('tbody tr[data-symbol] td[data-column="foreignRoom"]').first(),
      ).toBeInViewport();
      // Scrolled sideways, the symbols stay at the left edge, in the frozen column, each beside
      // its row, in its colour, and a tap on one opens that stock.
      const frozen = table.getByTestId('board-frozen').locator(`[data-symbol="${symbol}"]`);
      await expect(frozen).toBeInViewport({ ratio: 1 });
      await expect(frozen).toHaveText(symbol);
      await expect(frozen).toHaveAttribute(
        'data-tone',
        (await firstRow.locator('th').getAttribute('data-tone'))!,
      );
      const [row, shown] = [await firstRow.boundingBox(), await frozen.boundingBox()];
      expect(Math.abs(row!.y - shown!.y)).toBeLessThanOrEqual(1);
      await expect
        .poll(() => hit(shown!.x + 4, shown!.y + shown!.height / 2))
        .toEqual({ symbol, frozen: true });
      await page.mouse.click(shown!.x + 8, shown!.y + shown!.height / 2);
      await expect(page).toHaveURL(new RegExp(`stock_symbol=${symbol}`));
    });

    test('a visitor’s watchlist: refused on the field, kept in this browser only, axe-clean', async ({
      site,
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 360, height: 800 });
      await site.open(`${BOARD[locale]}?tab=watchlist`);
      await expect(page.getByTestId('board-tab-watchlist')).toHaveAttribute('aria-current', 'page');
      const field = page.getByRole('textbox', { name: text(locale, 'watchlist.addLabel') });
      const add = page.getByTestId('watchlist-add');
      await field.fill('zzz9');
      await add.click();
      await expect(
        page.getByText(text(locale, 'watchlist.errors.unknown', { symbol: 'ZZZ9' })),
      ).toBeVisible();
      await expect(field).toHaveValue('zzz9');
      for (const symbol of ['fpt', 'VCB', 'hpg']) {
        await field.fill(symbol);
        await add.click();
        await expect(page.getByTestId(`watchlist-item-${symbol.toUpperCase()}`)).toBeVisible();
      }
      await page
        .getByRole('button', { name: text(locale, 'watchlist.moveUp', { symbol: 'HPG' }) })
        .click();
      const table = page.getByTestId('board-table');
      await expect
        .poll(() => drawnSymbols(table), { timeout: 30_000 })
        .toEqual(['FPT', 'HPG', 'VCB']);
      // (At 360 px only the columns in view are drawn: the band's, at rest.)
      await expect(
        table.locator('tbody tr[data-symbol="FPT"] td[data-column="reference"]'),
      ).not.toHaveText('');
      expect(await checkEveryLook(page)).toEqual([]);

      // Still there after a reload, in the same order; not in another browser.
      await page.reload();
      await expect
        .poll(() => drawnSymbols(table), { timeout: 30_000 })
        .toEqual(['FPT', 'HPG', 'VCB']);
      const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
      try {
        const otherPage = await other.newPage();
        await otherPage.goto(`${BOARD[locale]}?tab=watchlist`);
        await expect(otherPage.getByText(text(locale, 'watchlist.empty'))).toBeVisible({
          timeout: 30_000,
        });
      } finally {
        await other.close();
      }
    });

    test('a customer’s lists live in the account: made here, refused on the field, reordered, seen on another browser, deleted', async ({
      site,
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const customer = locale === 'vi' ? DEMO_BINH : DEMO_MINH_LONG;
      // Someone else's list, or none, by its id: logged out, the page asks for a login; logged
      // in, it is the 404 page.
      await site.open(`${BOARD[locale]}?tab=watchlist-999999`);
      await page
        .getByTestId('watchlist-login')
        .getByRole('button', { name: text(locale, 'watchlist.account.login') })
        .click();
      await submitOpenLoginModal(page, locale, customer.accountNumber);
      await expect(
        page.getByRole('heading', { name: errorTitle('notFound', locale) }),
      ).toBeVisible();

      await site.open(`${BOARD[locale]}?tab=watchlist`);
      const name = `<b>Ngân hàng</b> ${Date.now() % 100000}`;
      await page.getByTestId('watchlist-create-name').fill(name);
      await page.getByTestId('watchlist-create-submit').click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=watchlist-\\d+$`));
      const tab = new URL(page.url()).searchParams.get('tab')!;
      // The name is text, markup and all.
      await expect(page.getByTestId(`board-tab-${tab}`)).toHaveText(name);
      // The list's own tab is drawn (the router moves the URL first and renders in a
      // transition: typing before that would go into the browser list's field).
      await expect(page.getByTestId(`board-tab-${tab}`)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('watchlist-rename-name')).toHaveValue(name);

      const field = page.getByTestId('watchlist-symbol');
      await field.fill('zzz9');
      await page.getByTestId('watchlist-add').click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue('zzz9');
      for (const symbol of ['VCB', 'FPT']) {
        await field.fill(symbol);
        await page.getByTestId('watchlist-add').click();
        await expect(page.getByTestId(`watchlist-item-${symbol}`)).toBeVisible();
      }
      const table = page.getByTestId('board-table');
      await expect.poll(() => drawnSymbols(table), { timeout: 30_000 }).toEqual(['VCB', 'FPT']);

      // A second list, its tab moved before the first's: the order is the account's.
      await page.getByTestId('board-tab-watchlist').click();
      await page.getByTestId('watchlist-create-name').fill(`${name} 2`);
      await page.getByTestId('watchlist-create-submit').click();
      await expect(page).not.toHaveURL(new RegExp(`tab=${tab}$`));
      await expect(page).toHaveURL(new RegExp(`\\?tab=watchlist-\\d+$`));
      const second = new URL(page.url()).searchParams.get('tab')!;
      await expect(page.getByTestId(`board-tab-${second}`)).toHaveAttribute('aria-current', 'page');
      const tabOrder = (target: Page) =>
        target
          .locator('[data-testid^="board-tab-watchlist-"]')
          .evaluateAll((tabs) => tabs.map((element) => element.getAttribute('data-testid')));
      const ours = (order: (string | null)[]) =>
        order.filter((id) => id === `board-tab-${tab}` || id === `board-tab-${second}`);
      expect(ours(await tabOrder(page))).toEqual([`board-tab-${tab}`, `board-tab-${second}`]);
      await page.getByTestId('watchlist-move-earlier').click();
      await expect(page.getByTestId('watchlist-moved')).not.toBeEmpty();
      await expect
        .poll(async () => ours(await tabOrder(page)))
        .toEqual([`board-tab-${second}`, `board-tab-${tab}`]);
      expect(await checkEveryLook(page)).toEqual([]);
      await page.getByTestId(`board-tab-${tab}`).click();
      await expect(page.getByTestId(`board-tab-${tab}`)).toHaveAttribute('aria-current', 'page');

      // Another browser, logged in as the same customer, has the list.
      const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
      try {
        const otherPage = await other.newPage();
        await otherPage.goto(`${BOARD[locale]}?tab=${tab}`);
        await otherPage.locator('#root[data-hydrated]').waitFor();
        await otherPage
          .getByTestId('watchlist-login')
          .getByRole('button', { name: text(locale, 'watchlist.account.login') })
          .click();
        await submitOpenLoginModal(otherPage, locale, customer.accountNumber);
        await expect
          .poll(() => drawnSymbols(otherPage.getByTestId('board-table')), { timeout: 30_000 })
          .toEqual(['VCB', 'FPT']);
        await expect(otherPage.getByTestId(`board-tab-${tab}`)).toHaveText(name);
        expect(ours(await tabOrder(otherPage))).toEqual([
          `board-tab-${second}`,
          `board-tab-${tab}`,
        ]);
      } finally {
        await other.close();
      }

      for (const list of [tab, second]) {
        await page.getByTestId(`board-tab-${list}`).click();
        await expect(page.getByTestId(`board-tab-${list}`)).toHaveAttribute('aria-current', 'page');
        await page.getByTestId('watchlist-delete').click();
        await page.getByTestId('watchlist-delete-confirm').click();
        await expect(page).toHaveURL(`${BOARD[locale]}?tab=watchlist`);
        await expect(page.getByTestId(`board-tab-${list}`)).toHaveCount(0);
      }
    });
  });
}
