/**
 * lich-su-huong-quyen / benefit-history and lich-su-tang-von / rasing-history (issue 24), in
 * both languages: the rights narrowed by type and by keyword (kept over a reload), "more"
 * appending, the .ics calendar of the coming dates downloaded and read back, the charter-capital
 * chart and table, and both pages at 360 px without sideways scrolling and without axe
 * violations in either theme.
 *
 * LPB has more rights than one page (10) and a meeting after the dataset's last session; the
 * browser's clock is fixed a week after that session, so the coming dates do not run out.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type SitePage, type StackApi } from '../fixtures';
import type { Locale } from '../../shared/src/routing/routes';
import { blockingViolations, settle, switchScheme } from '../support/a11y';
import { namespaceTexts } from '../support/locales';

const { text, pattern } = namespaceTexts('sites/analysis/src/locales', 'corporateActions');

const BENEFIT: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/lich-su-huong-quyen',
  en: '/en/analysis-center/benefit-history',
};
const RAISING: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/lich-su-tang-von',
  en: '/en/analysis-center/rasing-history',
};
/** A keyword of the extraordinary meetings' titles in each language. */
const EGM_KEYWORD: Record<Locale, string> = { vi: 'bất thường', en: 'extraordinary' };

const SYMBOL = 'LPB';
/** The browser's today: a week after the dataset's last session (20/11/2026). */
const TODAY = '2026-11-28';

interface Right {
  id: number;
  kind: string;
  title: string;
  recordDate: string;
  executionDate: string;
}
interface ListAnswer<T> {
  data: T[];
  meta: { total: number };
}

/** The rights of LPB as the API lists them, with the query's filters. */
async function rightsOf(
  stackApi: StackApi,
  locale: Locale,
  params: Record<string, string> = {},
): Promise<ListAnswer<Right>> {
  const response = await stackApi.request.get('/api/v1/exercise-rights', {
    params: { stock_symbol: SYMBOL, locale, limit: '100', ...params },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListAnswer<Right>;
}

/** Opens a stock page and waits for its heading: a symbol's first load can take a while. */
async function openStockPage(site: SitePage, path: string, symbol: string) {
  await site.open(path);
  await expect(
    site.page.getByRole('heading', { level: 1, name: new RegExp(`^${symbol}`) }),
  ).toBeVisible({ timeout: 30_000 });
}

const rightsRows = (page: Page) => page.getByTestId('rights-table').locator('tbody tr[data-kind]');

/** Picks an entry of the Mantine select named `label`. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Unfolds an iCalendar text into its content lines (RFC 5545 §3.1). */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

for (const locale of ['vi', 'en'] as const) {
  test.describe(`corporate actions (${locale})`, () => {
    test('the rights narrow by type and keyword, "more" appends, a reload keeps the filters', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(120_000);
      await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00+07:00`));
      const all = await rightsOf(stackApi, locale);
      expect(all.meta.total, 'LPB has more than one page of rights').toBeGreaterThan(10);
      await openStockPage(site, `${BENEFIT[locale]}?stock_symbol=${SYMBOL}`, SYMBOL);
      await expect(
        page.getByRole('heading', { level: 2, name: text(locale, 'benefit.heading') }),
      ).toBeVisible();

      // Ten rights, newest first; "more" appends the rest.
      const rows = rightsRows(page);
      await expect(rows).toHaveCount(10, { timeout: 30_000 });
      const firstTen = await rows.locator('th').allTextContents();
      await page.getByRole('button', { name: text(locale, 'benefit.more') }).click();
      await expect(rows).toHaveCount(Math.min(all.meta.total, 20));
      expect((await rows.locator('th').allTextContents()).slice(0, 10)).toEqual(firstTen);

      // The type narrows the rows to that type, and the URL keeps it.
      const types = await stackApi.data<Array<{ id: string; name: string }>>(
        'exercise-right-types',
        { locale },
      );
      const cash = types.find((type) => type.id === 'cash-dividend')!;
      const cashCount = all.data.filter((right) => right.kind === 'cash-dividend').length;
      expect(cashCount).toBeGreaterThan(0);
      await pick(page, text(locale, 'benefit.filters.type'), cash.name);
      await expect(page).toHaveURL(/[?&]type=cash-dividend/);
      await expect(rows).toHaveCount(Math.min(cashCount, 10));
      await expect(
        page
          .getByTestId('rights-table')
          .locator('tbody tr[data-kind]:not([data-kind="cash-dividend"])'),
      ).toHaveCount(0);

      // Back to every type, then a keyword: the extraordinary meetings.
      await pick(
        page,
        text(locale, 'benefit.filters.type'),
        text(locale, 'benefit.filters.allTypes'),
      );
      await expect(rows).toHaveCount(10);
      const keyword = await rightsOf(stackApi, locale, { keyword: EGM_KEYWORD[locale] });
      expect(keyword.meta.total).toBeGreaterThan(0);
      const search = page.getByRole('searchbox', { name: text(locale, 'benefit.filters.keyword') });
      await search.fill(EGM_KEYWORD[locale]);
      await search.press('Enter');
      await expect(page).toHaveURL(/[?&]keyword=/);
      await expect(rows).toHaveCount(Math.min(keyword.meta.total, 10));
      for (const title of await rows.locator('td:nth-of-type(2)').allTextContents())
        expect(keyword.data.map((right) => right.title)).toContain(title);

      // A reload keeps the filter.
      await site.open(page.url());
      await expect(search).toHaveValue(EGM_KEYWORD[locale]);
      await expect(rows).toHaveCount(Math.min(keyword.meta.total, 10));
    });

    test('the .ics calendar holds every coming record and payment date', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00+07:00`));
      const all = await rightsOf(stackApi, locale);
      // A filter on the list leaves the calendar whole.
      await openStockPage(site, `${BENEFIT[locale]}?stock_symbol=${SYMBOL}&type=agm`, SYMBOL);
      // One event for each record or execution date from today.
      const coming = all.data.flatMap((right) =>
        [right.recordDate, right.executionDate].filter((date) => date >= TODAY),
      );
      expect(coming.length, 'LPB has coming dates').toBeGreaterThan(0);
      const list = page.getByRole('list', {
        name: text(locale, 'calendar.listLabel', { symbol: SYMBOL }),
      });
      await expect(list.getByRole('listitem')).toHaveCount(coming.length, { timeout: 30_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text(locale, 'calendar.download') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        locale === 'vi' ? 'LPB-quyen.ics' : 'LPB-rights.ics',
      );
      const ics = await readFile((await download.path())!, 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(/[^\r]\n/.test(ics), 'every line ends with CRLF').toBe(false);
      for (const line of ics.split('\r\n'))
        expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const lines = contentLines(ics);
      expect(lines).toContain('VERSION:2.0');
      expect(lines).toContain('CALSCALE:GREGORIAN');
      expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
      const events = ics
        .replace(/\r\n[ \t]/g, '')
        .split('BEGIN:VEVENT')
        .slice(1);
      expect(events).toHaveLength(coming.length);
      const starts = events.map((event) => /\r\nDTSTART;VALUE=DATE:(\d{8})\r\n/.exec(event)?.[1]);
      expect(starts.sort()).toEqual(coming.map((date) => date.replace(/-/g, '')).sort());
      for (const event of events) {
        expect(event).toMatch(/\r\nUID:[^\r]+@[^\r]+\r\n/);
        expect(event).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
        expect(event).toMatch(/\r\nDTEND;VALUE=DATE:\d{8}\r\n/);
        expect(event).toMatch(new RegExp(`\\r\\nSUMMARY:${SYMBOL} – `));
        expect(event).toContain('END:VEVENT');
      }
      const record = text(locale, 'calendar.record');
      expect(events.some((event) => event.includes(`– ${record}:`))).toBe(true);
    });

    test('the capital raising history: a named step chart and the table', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      const history = await stackApi.data<Array<{ eventDate: string }>>(
        'ttpt-capital-raising-histories',
        { stock_symbol: 'FPT', locale },
      );
      expect(history.length).toBeGreaterThan(1);
      await openStockPage(site, `${RAISING[locale]}?stock_symbol=FPT`, 'FPT');
      const chart = page.getByRole('img', { name: pattern(locale, 'raising.chartLabel_other') });
      await expect(chart).toBeVisible({ timeout: 30_000 });
      await expect(chart).toHaveAttribute('data-steps', String(history.length));
      const table = page.getByTestId('capital-table');
      await expect(table.locator('tbody tr')).toHaveCount(history.length);
      const newest = history.at(-1)!.eventDate.split('-').reverse().join('/');
      await expect(table.locator('tbody tr').first().getByRole('rowheader')).toHaveText(newest);
      await expect(
        page.getByRole('heading', { level: 2, name: text(locale, 'raising.tableHeading') }),
      ).toBeVisible();
    });
  });
}

test.describe('corporate actions on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  /** Nothing of the page's own sections is wider than the screen or pushes it sideways. */
  async function expectFits(page: Page, sections: Locator) {
    const main = page.getByRole('main');
    expect(await main.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (const section of await sections.all()) {
      const box = (await section.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  }

  async function expectAxeClean(page: Page) {
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      await settle(page);
      expect(await blockingViolations(page), scheme).toEqual([]);
    }
  }

  for (const locale of ['vi', 'en'] as const) {
    test(`the rights fit 360 px and pass axe in both themes (${locale})`, async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00+07:00`));
      await openStockPage(site, `${BENEFIT[locale]}?stock_symbol=${SYMBOL}`, SYMBOL);
      await expect(rightsRows(page)).toHaveCount(10, { timeout: 30_000 });
      // A phone shows the ex-date and the title; the rest open under each row.
      const row = rightsRows(page).first();
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole('rowheader')).toBeInViewport({ ratio: 1 });
      await expect(row.locator('td:not([data-detail])')).toBeInViewport({ ratio: 1 });
      await expect(
        page.getByRole('columnheader', { name: text(locale, 'benefit.columns.recordDate') }),
      ).toBeHidden();
      await expect(
        page.getByRole('button', { name: text(locale, 'calendar.download') }),
      ).toBeVisible();
      await expectFits(page, page.getByRole('main').locator('section'));
      await expectAxeClean(page);
    });

    test(`the capital history fits 360 px and passes axe in both themes (${locale})`, async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      await openStockPage(site, `${RAISING[locale]}?stock_symbol=FPT`, 'FPT');
      await expect(
        page.getByRole('img', { name: pattern(locale, 'raising.chartLabel_other') }),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('capital-table')).toBeVisible();
      await expectFits(page, page.getByRole('main').locator('section'));
      await expectAxeClean(page);
    });
  }
});
