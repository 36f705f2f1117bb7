/**
 * bo-loc-co-phieu / stock-screener (issue 24): screen by exchange and P/E, share the URL (a new
 * page opens the same form and the same result, and so does the language switch), a minimum above its maximum said on the field,
 * the CSV export, a 360 px phone and axe in both themes, headings in view over scrolled results.
 * Both languages.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, type StackApi } from '../fixtures';
import { blockingViolations, settle, switchScheme } from '../support/a11y';
import { namespaceTexts } from '../support/locales';
import type { Locale } from '../../shared/src/routing/routes';

/** The page's own texts (its file is merged under `screener` of the analysis namespace). */
const { text } = namespaceTexts('sites/analysis/src/locales', 'screener');

const SCREENER: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/bo-loc-co-phieu',
  en: '/en/analysis-center/stock-screener',
};
const STOCK_INFO: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/thong-tin-co-phieu',
  en: '/en/analysis-center/stock-information',
};

/** A figure as the page prints it ("1.234,5" or "1,234.5") back to a number; "-" is none. */
const parseFigure = (value: string, locale: Locale): number | null => {
  const trimmed = value.trim();
  if (trimmed === '-' || trimmed === '') return null;
  const plain =
    locale === 'vi' ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed.replace(/,/g, '');
  return Number(plain);
};

interface Row {
  stockSymbol: string;
  exchange: string;
  pE: number | null;
}

/**
 * A P/E bound for HOSE in the widest gap between the companies' P/Es (below the median): the
 * board's replay moves prices, and so P/Es, while the test runs; no company sits near it.
 */
async function peBound(stackApi: StackApi): Promise<{ bound: number; expected: string[] }> {
  const rows = await stackApi.data<Row[]>('ttpt-screener', {
    exchange: 'HOSE',
    limit: '100',
    sort: 'pe',
    order: 'asc',
  });
  const values = rows.map((r) => r.pE).filter((v): v is number => v !== null);
  let best = { gap: -1, bound: values[0]! + 1 };
  for (let i = 1; i < Math.ceil(values.length / 2) + 1 && i < values.length; i++) {
    const gap = values[i]! - values[i - 1]!;
    if (gap > best.gap)
      best = { gap, bound: Math.round(((values[i]! + values[i - 1]!) / 2) * 10) / 10 };
  }
  const expected = rows
    .filter((r) => r.pE !== null && r.pE <= best.bound)
    .map((r) => r.stockSymbol);
  return { bound: best.bound, expected };
}

/** The symbols in the results table, once it shows the count `total` says. */
async function shownSymbols(page: Page): Promise<string[]> {
  const table = page.getByTestId('screener-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  return table.locator('tbody th[scope="row"]').allTextContents();
}

const input = (page: Page, locale: Locale, range: string, bound: 'min' | 'max') =>
  page.getByRole('textbox', {
    name: text(locale, bound === 'min' ? 'form.minOf' : 'form.maxOf', {
      field: text(locale, `form.ranges.${range}.label`),
    }),
  });

for (const locale of ['vi', 'en'] as const) {
  test.describe(`stock screener (${locale})`, () => {
    test('filters by exchange and P/E, keeps the filter in the URL, and a new page opens the same result', async ({
      site,
      page,
      context,
      stackApi,
    }) => {
      test.setTimeout(120_000);
      const { bound, expected } = await peBound(stackApi);
      expect(expected.length).toBeGreaterThan(0);
      await site.open(SCREENER[locale]);
      await expect(
        page.getByRole('heading', { level: 1, name: text(locale, 'title') }),
      ).toBeVisible();
      await shownSymbols(page);

      // Exchange HOSE, P/E at most the bound.
      await page.getByRole('combobox', { name: text(locale, 'form.exchange') }).click();
      await page.getByRole('option', { name: 'HOSE', exact: true }).click();
      await page.keyboard.press('Escape');
      await input(page, locale, 'pe', 'max').fill(
        String(bound).replace('.', locale === 'vi' ? ',' : '.'),
      );
      await page.getByRole('button', { name: text(locale, 'form.apply') }).click();

      await expect(page).toHaveURL(
        new RegExp(`\\?exchange=HOSE&pe_max=${String(bound).replace('.', '\\.')}$`),
      );
      const plural = new Intl.PluralRules(locale).select(expected.length);
      await expect(
        page.getByText(text(locale, `results.count_${plural}`, { count: expected.length })),
      ).toBeVisible({ timeout: 30_000 });
      const symbols = await shownSymbols(page);
      // The first page (20, largest market cap first) of the matches.
      expect(symbols).toHaveLength(Math.min(20, expected.length));
      expect(expected).toEqual(expect.arrayContaining(symbols));
      // Every row: HOSE, and a P/E within the bound.
      const table = page.getByTestId('screener-table');
      const headers = await table.locator('thead th').allTextContents();
      const exchangeAt = headers.indexOf(text(locale, 'results.columns.exchange'));
      const peAt = headers.indexOf(text(locale, 'results.columns.pe'));
      for (const row of await table.locator('tbody tr').all()) {
        const cells = await row.locator(':scope > th, :scope > td').allTextContents();
        expect(cells[exchangeAt]).toBe('HOSE');
        expect(parseFigure(cells[peAt]!, locale)).toBeLessThanOrEqual(bound);
      }
      // The symbol opens its stock page.
      await expect(table.getByRole('link', { name: symbols[0]!, exact: true })).toHaveAttribute(
        'href',
        `${STOCK_INFO[locale]}?stock_symbol=${symbols[0]}`,
      );

      // The URL, opened in a new page: the same form and the same result.
      const shared = await context.newPage();
      await shared.goto(page.url());
      await expect(
        shared.getByRole('heading', { level: 1, name: text(locale, 'title') }),
      ).toBeVisible({ timeout: 30_000 });
      expect(new Set(await shownSymbols(shared))).toEqual(new Set(symbols));
      await expect(input(shared, locale, 'pe', 'max')).toHaveValue(
        String(bound).replace('.', locale === 'vi' ? ',' : '.'),
      );
      // The exchange's pill sits beside the combobox's input.
      await expect(
        shared.getByRole('combobox', { name: text(locale, 'form.exchange') }).locator('xpath=..'),
      ).toContainText('HOSE');
      await shared.close();

      // The language switch keeps the filter: the same result in the other language.
      const other: Locale = locale === 'vi' ? 'en' : 'vi';
      await site.switchLanguage(other);
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === SCREENER[other] && url.search === `?exchange=HOSE&pe_max=${bound}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: text(other, 'title') })).toBeVisible(
        { timeout: 30_000 },
      );
      expect(new Set(await shownSymbols(page))).toEqual(new Set(symbols));
    });

    test('says a minimum above its maximum on the field, sorts by a header and exports a file', async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      await site.open(`${SCREENER[locale]}?icb_code=8300`);
      const symbols = await shownSymbols(page);
      expect(symbols.length).toBeGreaterThan(1);

      await input(page, locale, 'roe', 'min').fill('20');
      const max = input(page, locale, 'roe', 'max');
      await max.fill('10');
      const message = text(locale, 'errors.minAboveMax', { min: '20' });
      await expect(max).toHaveAttribute('aria-invalid', 'true');
      await expect(max).toHaveAccessibleDescription(message);
      await page.getByRole('button', { name: text(locale, 'form.apply') }).click();
      await expect(page.getByText(text(locale, 'form.invalid'))).toBeVisible();
      await expect(page).toHaveURL(/\?icb_code=8300$/);

      // Sorting by a header: the URL keeps it, the header says it.
      const table = page.getByTestId('screener-table');
      await table.getByRole('button', { name: text(locale, 'results.columns.symbol') }).click();
      await expect(page).toHaveURL(/sort=symbol&order=asc/);
      await expect(
        table.getByRole('columnheader', { name: text(locale, 'results.columns.symbol') }),
      ).toHaveAttribute('aria-sort', 'ascending');
      await expect
        .poll(() => table.locator('tbody th[scope="row"]').allTextContents())
        .toEqual([...symbols].sort());
      // What the user typed is still there.
      await expect(max).toHaveValue('10');

      // The export: a CSV of the result, header in the page's language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text(locale, 'export.action') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        locale === 'vi'
          ? /^bo-loc-co-phieu_\d{4}-\d{2}-\d{2}\.csv$/
          : /^stock-screener_\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines[0]!.split(',')[0]).toBe(locale === 'vi' ? 'Mã CK' : 'Symbol');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([...symbols].sort());
    });

    test('fits a 360 px phone and passes axe in both themes', async ({ site, page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 360, height: 780 });
      await site.open(`${SCREENER[locale]}?exchange=HOSE,HNX&roe_min=5`);
      await shownSymbols(page);
      // The page's own content stays inside the screen (the table scrolls inside its region)…
      const widest = await page
        .getByRole('main')
        .evaluate((root) =>
          Math.max(
            ...[...root.querySelectorAll('*')]
              .filter((el) => !el.parentElement?.closest('div[role="region"]'))
              .map((el) => el.getBoundingClientRect().right),
          ),
        );
      expect(widest).toBeLessThanOrEqual(360);
      // …and so does the whole document.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      for (const scheme of ['light', 'dark'] as const) {
        await switchScheme(page, scheme);
        await settle(page);
        expect(await blockingViolations(page), scheme).toEqual([]);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await settle(page);
      expect(await blockingViolations(page), 'dark 1440').toEqual([]);
      // The results scroll in their own box, under column headings that stay in view.
      const box = page.getByRole('region', { name: text(locale, 'results.table') });
      await box.evaluate((element) => element.scrollTo({ top: 300 }));
      expect(await box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      const top = (element: Element) => element.getBoundingClientRect().top;
      const headings = page.getByTestId('screener-table').locator('thead');
      expect(Math.abs((await headings.evaluate(top)) - (await box.evaluate(top)))).toBeLessThan(1);
      await expect(headings.getByRole('columnheader').first()).toBeInViewport();
    });
  });
}
