/**
 * thong-tin-tai-chinh / economic-information (issue 24): a bank's statements (VCB) and an
 * insurer's (BVH) in their own layouts, the year/quarter switch changing the columns, the
 * ratios with the sector median, a statement download saved as a non-empty CSV, and a 360 px
 * phone without sideways scroll (axe-clean in both themes). Both languages; the expected lines
 * and figures are read from the seeded API.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../shared/src/routing/routes';
import type {
  FinancialRatios,
  FinancialReport,
  Statement,
} from '../../shared/src/validation/fundamentalsApi';
import { expect, test, type SitePage, type StackApi } from '../fixtures';
import { checkEveryLook } from '../support/a11y';
import { namespaceTexts } from '../support/locales';

const { text } = namespaceTexts('sites/analysis/src/locales', 'financials');

const FINANCIALS: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/thong-tin-tai-chinh',
  en: '/en/analysis-center/economic-information',
};

async function openFinancials(
  site: SitePage,
  locale: Locale,
  symbol: string,
  query = '',
): Promise<void> {
  await site.open(`${FINANCIALS[locale]}?stock_symbol=${symbol}${query}`);
  await expect(
    site.page.getByRole('heading', { level: 1, name: new RegExp(`^${symbol}`) }),
  ).toBeVisible({ timeout: 30_000 });
}

/** A section of the page: the region named by its level-2 heading. */
function section(page: Page, locale: Locale, key: string): Locator {
  const name = text(locale, `${key}.heading`);
  return page
    .getByRole('region', { name, exact: true })
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** Picks years or quarters on the period switch (its radios are drawn by their labels). */
async function choosePeriod(page: Page, locale: Locale, period: 'year' | 'quarter') {
  await page
    .getByRole('radiogroup', { name: text(locale, 'period.label') })
    .getByText(text(locale, `period.${period}`), { exact: true })
    .click();
}

/** The statement table's period headers (after the line and code columns). */
async function periodHeaders(page: Page): Promise<string[]> {
  const headers = await page
    .getByTestId('statement-table')
    .getByRole('columnheader')
    .allTextContents();
  return headers.slice(2);
}

/** The label of `code` in the statement `path` of `symbol`, in `locale`, from the API. */
async function lineLabel(
  stackApi: StackApi,
  locale: Locale,
  symbol: string,
  firmType: string,
  path: string,
  code: string,
): Promise<string> {
  const statement = await stackApi.data<Statement>(`ttpt-stox-tb-fund-${firmType}/${path}`, {
    stock_symbol: symbol,
    locale,
  });
  const line = statement.lines.find((l) => l.code === code);
  expect(line, `${symbol} ${path} has ${code}`).toBeTruthy();
  return line!.label;
}

for (const locale of ['vi', 'en'] as const) {
  test.describe(`financial information (${locale})`, () => {
    test('a bank and an insurer in their own layouts; the quarter/year switch', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      // Lines only a bank has (net interest income) and only an insurer has (net earned premiums).
      const [netInterest, earnedPremiums] = await Promise.all([
        lineLabel(stackApi, locale, 'VCB', 'bank', 'income-statement', 'F3003'),
        lineLabel(stackApi, locale, 'BVH', 'insurance', 'income-statement', 'F3006'),
      ]);

      await openFinancials(site, locale, 'VCB');
      const statements = section(page, locale, 'statements');
      const tabs = statements.getByRole('tablist', { name: text(locale, 'statements.tabsLabel') });
      await expect(tabs.getByRole('tab')).toHaveText([
        text(locale, 'statements.tabs.income'),
        text(locale, 'statements.tabs.balance'),
        text(locale, 'statements.tabs.cashFlowDirect'),
        text(locale, 'statements.tabs.performance'),
      ]);
      const table = page.getByTestId('statement-table');
      await expect(table.getByRole('rowheader', { name: netInterest, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(table.getByRole('rowheader', { name: earnedPremiums, exact: true })).toHaveCount(
        0,
      );
      // Five years, newest first.
      expect(await periodHeaders(page)).toEqual(['2025', '2024', '2023', '2022', '2021']);

      // Quarters: the last eight, newest first, and the choice in the address.
      await choosePeriod(page, locale, 'quarter');
      await expect(page).toHaveURL(/[?&]period=quarter/);
      await expect(table.getByRole('columnheader').nth(2)).toHaveText(/^Q[1-4]\/\d{4}$/, {
        timeout: 30_000,
      });
      const quarters = await periodHeaders(page);
      expect(quarters).toHaveLength(8);
      expect(quarters.every((label) => /^Q[1-4]\/\d{4}$/.test(label))).toBe(true);
      await choosePeriod(page, locale, 'year');
      await expect(page).not.toHaveURL(/[?&]period=/);
      await expect(table.getByRole('columnheader').nth(2)).toHaveText('2025');

      // The balance sheet's tab.
      await tabs.getByRole('tab', { name: text(locale, 'statements.tabs.balance') }).click();
      await expect(page).toHaveURL(/[?&]statement=balance-sheet/);
      const totalAssets = await lineLabel(
        stackApi,
        locale,
        'VCB',
        'bank',
        'balance-sheet',
        'F2020',
      );
      await expect(table.getByRole('rowheader', { name: totalAssets, exact: true })).toBeVisible({
        timeout: 30_000,
      });

      // The insurer: both cash-flow statements, its own lines and none of the bank's.
      await openFinancials(site, locale, 'BVH', '&period=quarter');
      await expect(tabs.getByRole('tab')).toHaveText([
        text(locale, 'statements.tabs.income'),
        text(locale, 'statements.tabs.balance'),
        text(locale, 'statements.tabs.cashFlowDirect'),
        text(locale, 'statements.tabs.cashFlowIndirect'),
        text(locale, 'statements.tabs.performance'),
      ]);
      await expect(table.getByRole('rowheader', { name: earnedPremiums, exact: true })).toBeVisible(
        {
          timeout: 30_000,
        },
      );
      await expect(table.getByRole('rowheader', { name: netInterest, exact: true })).toHaveCount(0);
      // The address's quarters.
      expect(await periodHeaders(page)).toHaveLength(8);

      // The key lines' charts, named by what they show.
      const charts = section(page, locale, 'charts');
      await expect(
        charts.getByRole('img', {
          name: new RegExp(`^${escapeRegExp(text(locale, 'charts.revenueProfit'))}`),
        }),
      ).toBeVisible();
    });

    test('ratios with the sector median, plans against results', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(60_000);
      const ratios = await stackApi.data<FinancialRatios>('ttpt-financial-ratios', {
        stock_symbol: 'VCB',
        locale,
      });
      expect(ratios.sectorMedian).not.toBeNull();
      await openFinancials(site, locale, 'VCB');
      const table = section(page, locale, 'ratios').getByTestId('ratio-table');
      await expect(table).toBeVisible({ timeout: 30_000 });
      await expect(table.getByRole('columnheader')).toHaveText([
        text(locale, 'ratios.ratio'),
        ratios.periods[0]!.label,
        text(locale, 'ratios.median'),
        new RegExp(`^${escapeRegExp(text(locale, 'ratios.trend'))}`),
      ]);
      // A bank's own ratio, its sector median beside it, and a trend named by its values.
      const nim = table.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: text(locale, 'ratios.names.nim'), exact: true }),
      });
      const median = ratios.sectorMedian!.ratios.nim!;
      const percent = (median * 100).toFixed(2);
      const printed = locale === 'vi' ? percent.replace('.', ',') : percent;
      await expect(nim.getByRole('cell').nth(1)).toHaveText(`${printed.replace(/[.,]00$/, '')}%`);
      await expect(nim.getByRole('img')).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(text(locale, 'ratios.names.nim'))}`),
      );
      // Only a bank's sector ratios.
      await expect(
        table.getByRole('rowheader', { name: text(locale, 'ratios.names.combinedRatio') }),
      ).toHaveCount(0);

      const plan = section(page, locale, 'plan').getByTestId('plan-table');
      await expect(plan.getByRole('row')).toHaveCount(2 + 5, { timeout: 30_000 });
    });

    test('downloads a period’s statements as CSV', async ({ site, page, stackApi }) => {
      test.setTimeout(60_000);
      const reports = await stackApi.data<FinancialReport[]>('ttpt-financial-reports', {
        stock_symbol: 'VCB',
        locale,
      });
      const newest = reports[0]!;
      await openFinancials(site, locale, 'VCB');
      const downloads = section(page, locale, 'reports');
      const button = downloads.getByRole('button', {
        name: text(locale, 'reports.downloadLabel', { title: newest.title }),
      });
      await expect(button).toBeVisible({ timeout: 30_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^VCB_\d{4}(_Q[1-4])?\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.length).toBeGreaterThan(100);
      const [header, ...rows] = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe(
        locale === 'vi'
          ? `Báo cáo,Mã,Chỉ tiêu,${newest.label} (VND)`
          : `Statement,Code,Line,${newest.label} (VND)`,
      );
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.some((row) => /,F3003,/.test(row))).toBe(true);

      // "More" appends the next page of reports.
      const items = downloads.getByRole('listitem');
      await expect(items).toHaveCount(Math.min(15, reports.length));
      if (reports.length === 15) {
        await downloads.getByRole('button', { name: text(locale, 'reports.more') }).click();
        await expect(items).not.toHaveCount(15);
      }
    });

    test('fits a 360 px phone and passes axe in both themes', async ({ site, page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 360, height: 780 });
      await openFinancials(site, locale, 'VCB', '&period=quarter');
      await expect(page.getByTestId('statement-table')).toBeVisible({ timeout: 30_000 });
      for (const id of ['ratio-table', 'plan-table', 'report-list', 'chart-assets-equity']) {
        await expect(page.getByTestId(id)).toBeVisible({ timeout: 30_000 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      // The statement's periods scroll inside their region; the line names stay in view.
      const scrolls = await page.getByTestId('statement-table').evaluate((table) => {
        const region = table.closest('[role="region"]')!;
        return region.scrollWidth > region.clientWidth;
      });
      expect(scrolls).toBe(true);
      expect(await checkEveryLook(page)).toEqual([]);
    });
  });
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
