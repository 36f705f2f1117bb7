/**
 * The analysts' recommendations under the research list (issue 24): the latest calls of the
 * first recommendation type in its columns, a switch to the other type and its columns, a
 * company's history in a dialog, and the .xlsx export downloaded and opened as a workbook
 * (unzipped here with node:zlib, its sheet read back: the header and the rows). The panel and
 * its dialog free of blocking axe findings, inside a 360 px phone. Both languages, the expected
 * columns and rows read from the seeded API.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateRawSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { formatNumber } from '../../shared/src/format/number';
import type { Locale } from '../../shared/src/routing/routes';
import { expect, test, type StackApi } from '../fixtures';
import { AXE_TAGS, settle, switchScheme } from '../support/a11y';
import { namespaceTexts } from '../support/locales';

const { text } = namespaceTexts('sites/analysis/src/locales', 'recommendations');

const PATH = {
  vi: '/trung-tam-phan-tich/bao-cao-phan-tich',
  en: '/en/analysis-center/analysis-report',
} satisfies Record<Locale, string>;
/** Dev servers compile a page's chunk on its first visit. */
const FIRST_LOAD = { timeout: 30_000 };
const PAGE_SIZE = 20;

interface Category {
  code: string;
  name: string;
  columnsMapping: Record<string, string>;
  columnsData: string[];
}
interface Call {
  stockSymbol: string;
  recommendationLabel: string;
}
interface ListAnswer<T> {
  data: T[];
  meta: { total: number };
}

async function apiGet<T>(stackApi: StackApi, path: string, params: Record<string, string>) {
  const response = await stackApi.request.get(`/api/v1/${path}`, { params });
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The files of a ZIP archive, found through its central directory, inflated, CRC unchecked. */
function unzip(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'the archive has its end record').toBeGreaterThan(0);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const skip = nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const body = archive.subarray(dataAt, dataAt + size);
    files.set(name, (method === 8 ? inflateRawSync(body) : body).toString('utf8'));
    at += 46 + skip;
  }
  return files;
}

const unescapeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Each row of sheet1.xml as its cells' text (inline strings) or number. */
function sheetRows(xml: string): string[][] {
  return [...xml.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map(([, cells]) =>
    [...cells!.matchAll(/<c [^>]*?(?:\/>|>(.*?)<\/c>)/g)].map(([, inner = '']) => {
      const inline = /<t[^>]*>(.*?)<\/t>/.exec(inner);
      return unescapeXml(inline ? inline[1]! : (/<v>(.*?)<\/v>/.exec(inner)?.[1] ?? ''));
    }),
  );
}

// axe-core as @axe-core/playwright ships it, run on the panel and its dialog only (the
// research list above has its own spec).
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

async function axeFindings(page: Page, selectors: string[]): Promise<string[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    ([include, runOptions]) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, o: RunOptions): Promise<AxeResults> };
      };
      return axe.run({ include: include.map((s) => [s]) }, runOptions);
    },
    [selectors, options] as const,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The rightmost edge of anything in `root`, tables' own scrolling regions apart. */
const widest = (root: Locator) =>
  root.evaluate((element) =>
    Math.max(
      ...[element, ...element.querySelectorAll('*')]
        .filter((el) => !el.parentElement?.closest('div[role="region"]'))
        .map((el) => el.getBoundingClientRect().right),
    ),
  );

const PANEL = 'section[aria-labelledby="recommendations-title"]';

for (const locale of ['vi', 'en'] as const) {
  test.describe(`recommendations (${locale})`, () => {
    test('the table, the type switch, a history and the .xlsx export', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(120_000);
      const categories = (
        await apiGet<{ data: Category[] }>(stackApi, 'ttpt-suggestion-categories', { locale })
      ).data;
      expect(categories.length, 'two recommendation types').toBeGreaterThan(1);
      const [first, second] = categories as [Category, Category];
      const latest = await apiGet<ListAnswer<Call>>(stackApi, 'ttpt-recommendations', {
        locale,
        category_code: first.code,
        limit: String(PAGE_SIZE),
      });
      expect(latest.meta.total, 'calls to show').toBeGreaterThan(0);

      await site.open(PATH[locale]);
      const panel = page.getByRole('region', { name: text(locale, 'title') });
      const table = panel.getByTestId('recommendations-table');
      await expect(table).toBeVisible(FIRST_LOAD);
      await expect(
        panel.getByRole('heading', { level: 2, name: text(locale, 'title') }),
      ).toBeVisible();

      // The first type's columns, headed as the API heads them, then the history column.
      const headers = table.getByRole('columnheader');
      await expect(headers).toHaveText([
        ...first.columnsData.map((key) => first.columnsMapping[key]!),
        text(locale, 'table.history'),
      ]);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(Math.min(PAGE_SIZE, latest.meta.total));
      await expect(rows.first().getByRole('rowheader')).toHaveText(latest.data[0]!.stockSymbol);
      await expect(rows.first()).toContainText(latest.data[0]!.recommendationLabel);
      await expect(
        panel.getByText(
          text(locale, 'table.shown', {
            shown: formatNumber(Math.min(PAGE_SIZE, latest.meta.total), locale),
            total: formatNumber(latest.meta.total, locale),
          }),
        ),
      ).toBeVisible();

      // The type switch: the other type's columns.
      const types = panel.getByRole('group', { name: text(locale, 'category.legend') });
      await expect(types.getByRole('radio', { name: first.name, exact: true })).toBeChecked();
      // The chip's label is what a visitor clicks (its radio is drawn by the label).
      await types.getByText(second.name, { exact: true }).click();
      await expect(types.getByRole('radio', { name: second.name, exact: true })).toBeChecked();
      await expect(headers).toHaveText([
        ...second.columnsData.map((key) => second.columnsMapping[key]!),
        text(locale, 'table.history'),
      ]);
      await expect(rows.first()).toBeVisible();

      // A company's history in a dialog, in the type shown.
      const symbol = (await rows.first().getByRole('rowheader').textContent())!.trim();
      const history = await apiGet<ListAnswer<Call>>(stackApi, 'ttpt-recommendations/history', {
        locale,
        category_code: second.code,
        stock_symbol: symbol,
        limit: '10',
      });
      await panel
        .getByRole('button', { name: text(locale, 'table.openHistory', { symbol }) })
        .click();
      const dialog = page.getByRole('dialog', {
        name: text(locale, 'history.title', { symbol }),
      });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('recommendation-history').locator('tbody tr')).toHaveCount(
        Math.min(10, history.meta.total),
      );
      expect(await axeFindings(page, ['[role="dialog"]'])).toEqual([]);
      await dialog.getByRole('button', { name: text(locale, 'history.close') }).click();
      await expect(dialog).toBeHidden();

      // The export of the type shown, opened as a workbook: the header, then every call.
      const all = await apiGet<ListAnswer<Call>>(stackApi, 'ttpt-recommendations', {
        locale,
        category_code: second.code,
        limit: '100',
      });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: text(locale, 'export.latest') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^${second.name} \\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
      );
      const files = unzip(await readFile((await download.path())!));
      expect([...files.keys()]).toEqual(
        expect.arrayContaining([
          '[Content_Types].xml',
          'xl/workbook.xml',
          'xl/styles.xml',
          'xl/worksheets/sheet1.xml',
        ]),
      );
      const sheet = sheetRows(files.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(second.columnsData.map((key) => second.columnsMapping[key]!));
      expect(sheet.length).toBeGreaterThan(1);
      expect(sheet).toHaveLength(all.meta.total + 1);
      expect(sheet[1]![0]).toBe(all.data[0]!.stockSymbol);

      // Light and dark, wide and a 360 px phone: nothing blocking, nothing wider than the phone.
      expect(await axeFindings(page, [PANEL])).toEqual([]);
      await switchScheme(page, 'dark');
      await page.setViewportSize({ width: 360, height: 780 });
      expect(await axeFindings(page, [PANEL])).toEqual([]);
      expect(await widest(panel)).toBeLessThanOrEqual(360);
    });
  });
}
