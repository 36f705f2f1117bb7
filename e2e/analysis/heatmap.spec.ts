/**
 * The sector heatmap (issue 27 item 3) on the price board (`?tab=heatmap`, a sector drilled into
 * in `&sector=`) and on the dashboard (loaded when scrolled to): a tile per sector, largest
 * first and largest in area, live from the replay (PRICEBOARD_CLOCK of playwright.config.ts);
 * a sector opens its companies, each a link to its stock page; back to all sectors; a sector
 * no company has is the 404 page. Both languages, 1440 and 360 px, axe in both themes.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { checkEveryLook } from '../support/a11y';
import { errorTitle } from '../support/catalog';
import type { Locale } from '../../shared/src/routing/routes';
import { namespaceTexts } from '../support/locales';
import { DASHBOARD } from './liveTexts';

const board = namespaceTexts('sites/analysis/src/locales', 'priceBoard');
/** The heatmap's own texts (its file is merged into `heatmap` of the analysis namespace). */
const heatmap = namespaceTexts('sites/analysis/src/locales', 'heatmap');

const BOARD: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/bang-gia',
  en: '/en/analysis-center/price-board',
};

interface Company {
  stockSymbol: string;
  icbCode: string;
  sector: string;
}

async function companies(page: Page, locale: Locale): Promise<Company[]> {
  const answer = await page.request.get(`/api/v1/ttpt-companies?locale=${locale}&limit=100`);
  return ((await answer.json()) as { data: Company[] }).data;
}

const labels = (map: Locator) =>
  map
    .locator('li > :is(a, button)')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label') ?? ''));

const areas = (map: Locator) =>
  map.locator('li').evaluateAll((tiles) =>
    tiles.map((tile) => {
      const box = tile.getBoundingClientRect();
      return box.width * box.height;
    }),
  );

/** The market's map: a tile per sector, largest first, and the figures move with the board. */
async function checkMarketMap(page: Page, locale: Locale, listed: readonly Company[]) {
  const map = page.getByRole('list', { name: heatmap.text(locale, 'mapLabel') });
  await expect(map).toBeVisible({ timeout: 30_000 });
  const sectors = new Set(listed.map((company) => company.icbCode));
  await expect(map.locator('li')).toHaveCount(sectors.size);
  const sizes = await areas(map);
  expect(sizes[0]).toBeGreaterThan(0);
  expect(Math.max(...sizes)).toBe(sizes[0]);
  // Live: a board minute every 20 s moves some sector's change or capitalisation.
  const before = await labels(map);
  await expect.poll(() => labels(map), { timeout: 60_000 }).not.toEqual(before);
  return map;
}

/** Into the largest sector: a link per company of it, each to its stock page. */
async function drillIn(page: Page, locale: Locale, map: Locator, listed: readonly Company[]) {
  const first = map.locator('li > button').first();
  const code = (await first.getAttribute('data-testid'))!.replace('heatmap-sector-', '');
  const sector = listed.filter((company) => company.icbCode === code);
  await first.click();
  const inner = page.getByRole('list', {
    name: heatmap.text(locale, 'sectorMapLabel', { name: sector[0]!.sector }),
  });
  await expect(inner.getByRole('link')).toHaveCount(sector.length);
  for (const company of sector)
    await expect(inner.getByTestId(`heatmap-stock-${company.stockSymbol}`)).toHaveAttribute(
      'href',
      new RegExp(`stock_symbol=${company.stockSymbol}`),
    );
  return { code, inner, sector };
}

for (const locale of ['vi', 'en'] as const) {
  test.describe(`sector heatmap (${locale})`, () => {
    test('on the board: live tiles by size, a sector’s address, its stocks, back, axe-clean', async ({
      site,
      page,
    }) => {
      test.setTimeout(150_000);
      const listed = await companies(page, locale);
      await site.open(`${BOARD[locale]}?tab=heatmap`);
      await expect(page.getByTestId('board-tab-heatmap')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        board.text(locale, 'heatmapHeading'),
      );
      const map = await checkMarketMap(page, locale, listed);

      const { code, sector } = await drillIn(page, locale, map, listed);
      await expect(page).toHaveURL(`${BOARD[locale]}?tab=heatmap&sector=${code}`);
      expect(await checkEveryLook(page)).toEqual([]);

      // The address opens the sector again; a stock's tile opens its page.
      await page.reload();
      await page.getByTestId(`heatmap-stock-${sector[0]!.stockSymbol}`).click();
      await expect(page).toHaveURL(new RegExp(`stock_symbol=${sector[0]!.stockSymbol}`));
      await page.goBack();
      await page.getByTestId('heatmap-back').click();
      await expect(page).toHaveURL(`${BOARD[locale]}?tab=heatmap`);
      await expect(
        page.getByRole('list', { name: heatmap.text(locale, 'mapLabel') }),
      ).toBeVisible();
    });

    test('on the dashboard at 360 px: loaded when scrolled to, drilled into and back', async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 360, height: 800 });
      const listed = await companies(page, locale);
      await site.open(DASHBOARD[locale]);
      await page.getByTestId('dashboard-heatmap').scrollIntoViewIfNeeded();
      const map = await checkMarketMap(page, locale, listed);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await drillIn(page, locale, map, listed);
      await page.getByTestId('heatmap-back').click();
      await expect(
        page.getByRole('list', { name: heatmap.text(locale, 'mapLabel') }),
      ).toBeVisible();
      expect(await checkEveryLook(page)).toEqual([]);
    });

    test('a heatmap sector no company has is the 404 page', async ({ site, page }) => {
      await site.open(`${BOARD[locale]}?tab=heatmap&sector=0001`);
      await expect(page.getByRole('heading', { name: errorTitle('notFound', locale) })).toBeVisible(
        { timeout: 30_000 },
      );
    });
  });
}
