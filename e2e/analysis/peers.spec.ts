/**
 * The peer comparison on thong-tin-co-phieu / stock-information (issue 27 item 4): a bank beside
 * the largest banks of its sector with the sector median, its own row marked in words, the
 * figures the API gives (ROE, growth and score do not move with the board, so they are checked
 * to the digit; the price follows the board like the quote), sorted by a header, a peer's link
 * opening its own page; a company alone in its sector says so. At 360 px the table scrolls
 * inside its named region and the page does not; axe finds nothing blocking in either theme.
 * Both languages; the expected figures are read from the seeded API.
 */
import type { Locator, Page } from '@playwright/test';
import { formatNumber } from '../../shared/src/format/number';
import type { Locale } from '../../shared/src/routing/routes';
import type { CompanyPeer, CompanyPeers } from '../../shared/src/validation/companyPeersApi';
import { expect, test, type SitePage } from '../fixtures';
import { checkEveryLook } from '../support/a11y';
import { namespaceTexts } from '../support/locales';
import { STOCK_INFO } from './liveTexts';

/** The section's texts (their file is merged under `peers` of the analysis namespace). */
const { text } = namespaceTexts('sites/analysis/src/locales', 'peers');

/** A bank: the demo data has more banks than the section shows. */
const SYMBOL = 'VCB';
/** The only technology company of the demo data. */
const ALONE = 'FPT';

async function openStock(site: SitePage, locale: Locale, symbol: string): Promise<void> {
  await site.open(`${STOCK_INFO[locale]}?stock_symbol=${symbol}`);
  await expect(
    site.page.getByRole('heading', { level: 1, name: new RegExp(`^${symbol}`) }),
  ).toBeVisible({ timeout: 30_000 });
}

const section = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: text(locale, 'heading'), exact: true });

const caption = (locale: Locale, data: CompanyPeers) =>
  text(locale, 'caption', { symbol: data.stockSymbol, sector: data.sector });

/** The texts of `row`'s cells by column header (the row header is the first column). */
async function cellsOf(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const values = await row.getByRole('cell').allTextContents();
  return Object.fromEntries(values.map((value, i) => [headers[i + 1], value.trim()]));
}

/** A company's row, found by its row header (the symbol first). */
const rowOf = (table: Locator, symbol: string) =>
  table.getByRole('row').filter({
    has: table.page().getByRole('rowheader', { name: new RegExp(`^${symbol}(\\s|$)`) }),
  });

const column = (locale: Locale, id: string) => text(locale, `columns.${id}`);

/** The figures that do not move with the board, as the page writes them. */
function steadyFigures(
  locale: Locale,
  figures: Pick<CompanyPeer, 'roe' | 'revenueGrowth' | 'profitGrowth' | 'score'>,
) {
  const two = (value: number | null) => formatNumber(value, locale, { decimals: 2 });
  return {
    [column(locale, 'roe')]: two(figures.roe),
    [column(locale, 'revenueGrowth')]: two(figures.revenueGrowth),
    [column(locale, 'profitGrowth')]: two(figures.profitGrowth),
    [column(locale, 'score')]: formatNumber(figures.score, locale, { decimals: 2 }),
  };
}

for (const locale of ['vi', 'en'] as const) {
  test.describe(`peer comparison (${locale})`, () => {
    test('a bank beside its sector with the median, sorted, and a peer’s own page (1440 px)', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      const data = await stackApi.data<CompanyPeers>(`ttpt-company-peers/${SYMBOL}`, { locale });
      expect(data.sectorSize).toBeGreaterThan(data.companies.length);
      await openStock(site, locale, SYMBOL);

      const peers = section(page, locale);
      const table = peers.getByRole('table', { name: caption(locale, data) });
      await expect(table).toBeVisible({ timeout: 30_000 });
      // Every company the API lists, each once (the order is by market cap, which the board moves).
      const body = table.locator('tbody').getByRole('rowheader');
      await expect(body).toHaveCount(data.companies.length);
      for (const company of data.companies) {
        const row = rowOf(table, company.stockSymbol);
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('rowheader')).toContainText(company.name);
        expect(await cellsOf(table, row)).toMatchObject(steadyFigures(locale, company));
      }
      // The page's own company is said in words and is not a link; each peer links to its page.
      const own = rowOf(table, SYMBOL);
      await expect(own.getByRole('rowheader')).toContainText(text(locale, 'self'));
      await expect(own.getByRole('link')).toHaveCount(0);
      const others = data.companies.filter((c) => c.stockSymbol !== SYMBOL);
      await expect(table.getByRole('link')).toHaveCount(others.length);

      // The median row closes the table, with the sector's medians.
      const median = table.getByRole('row').last();
      await expect(median.getByRole('rowheader')).toHaveText(text(locale, 'median'));
      expect(await cellsOf(table, median)).toMatchObject(steadyFigures(locale, data.median));
      await expect(peers).toContainText(
        text(locale, 'shown_other', {
          sector: data.sector,
          total: formatNumber(data.sectorSize, locale),
          symbol: SYMBOL,
          count: others.length,
        }),
      );
      await expect(peers).toContainText(
        text(locale, 'medianNote', {
          total: formatNumber(data.sectorSize, locale),
          symbol: SYMBOL,
        }),
      );

      // The price follows the board, as the quote above does.
      const quote = page.getByTestId('quote-header').getByTestId('quote-price');
      const priceColumn = column(locale, 'price');
      await expect
        .poll(
          async () =>
            (await cellsOf(table, own))[priceColumn] === (await quote.textContent())?.trim(),
          { timeout: 20_000 },
        )
        .toBe(true);

      // Sorted by ROE: largest first, then the other way; a bank without one last.
      const roe = table.getByRole('columnheader', { name: column(locale, 'roe') });
      const roeColumn = async () => {
        const headers = await table.getByRole('columnheader').allTextContents();
        const index = headers.indexOf(column(locale, 'roe'));
        return Promise.all(
          (await table.locator('tbody').getByRole('row').all()).map(async (row) =>
            (
              (await row
                .getByRole('cell')
                .nth(index - 1)
                .textContent()) ?? ''
            ).trim(),
          ),
        );
      };
      const expected = (direction: 1 | -1) =>
        [...data.companies]
          .sort((a, b) =>
            a.roe === null || b.roe === null
              ? (a.roe === null ? 1 : 0) - (b.roe === null ? 1 : 0)
              : direction * (a.roe - b.roe),
          )
          .map((c) => formatNumber(c.roe, locale, { decimals: 2 }));
      await roe.getByRole('button').click();
      await expect(roe).toHaveAttribute('aria-sort', 'descending');
      expect(await roeColumn()).toEqual(expected(-1));
      await roe.getByRole('button').click();
      await expect(roe).toHaveAttribute('aria-sort', 'ascending');
      expect(await roeColumn()).toEqual(expected(1));
      await expect(median.getByRole('rowheader')).toHaveText(text(locale, 'median'));

      // A peer's link opens its own stock information page, where it is the company marked.
      const peer = others[0]!.stockSymbol;
      await table.getByRole('link', { name: peer, exact: true }).click();
      await expect(page).toHaveURL(`${STOCK_INFO[locale]}?stock_symbol=${peer}`);
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${peer}`) }),
      ).toBeVisible({
        timeout: 30_000,
      });
      const next = await stackApi.data<CompanyPeers>(`ttpt-company-peers/${peer}`, { locale });
      const nextTable = section(page, locale).getByRole('table', { name: caption(locale, next) });
      await expect(rowOf(nextTable, peer).getByRole('rowheader')).toContainText(
        text(locale, 'self'),
        { timeout: 30_000 },
      );
      await expect(nextTable.getByRole('link', { name: SYMBOL, exact: true })).toBeVisible();
    });

    test('comes drawn in the server’s markup and hydrates without asking for it again', async ({
      site,
      page,
      apiCalls,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      const data = await stackApi.data<CompanyPeers>(`ttpt-company-peers/${SYMBOL}`, { locale });
      const path = `${STOCK_INFO[locale]}?stock_symbol=${SYMBOL}`;
      // The table itself, not its loading state: the page's preload brought its answer.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('data-testid="peer-table"');
      for (const company of data.companies)
        expect(html).toContain(`data-symbol="${company.stockSymbol}"`);

      const problems: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match|#418|#423|#425/i.test(message.text()))
          problems.push(message.text());
      });
      await openStock(site, locale, SYMBOL);
      await expect(
        section(page, locale).getByRole('table', { name: caption(locale, data) }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(apiCalls.calls.filter((call) => call.url.includes('ttpt-company-peers'))).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('scrolls inside its region at 360 px and passes axe in both themes', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 360, height: 780 });
      const data = await stackApi.data<CompanyPeers>(`ttpt-company-peers/${SYMBOL}`, { locale });
      await openStock(site, locale, SYMBOL);
      const peers = section(page, locale);
      const table = peers.getByRole('table', { name: caption(locale, data) });
      await expect(table).toBeVisible({ timeout: 30_000 });
      await expect(table.locator('tbody').getByRole('rowheader')).toHaveCount(
        data.companies.length,
      );

      // The table is wider than the phone: its region scrolls, takes the keyboard, is named.
      const region = peers.getByRole('region', { name: caption(locale, data) });
      await expect(region).toHaveAttribute('tabindex', '0');
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await region.focus();
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      // The section and the page stay inside the screen.
      const box = await peers.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );

      await peers.scrollIntoViewIfNeeded();
      expect(await checkEveryLook(page)).toEqual([]);
    });

    test('a company alone in its sector says there is no peer', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      const data = await stackApi.data<CompanyPeers>(`ttpt-company-peers/${ALONE}`, { locale });
      expect(data.companies).toHaveLength(1);
      await openStock(site, locale, ALONE);
      const peers = section(page, locale);
      await expect(peers).toContainText(
        text(locale, 'empty', { symbol: ALONE, sector: data.sector }),
        { timeout: 30_000 },
      );
      await expect(peers.getByRole('table')).toHaveCount(0);
    });
  });
}
