/**
 * The research pages (issue 24): bao-cao-phan-tich's list of reports, 15 at a time with "more"
 * appending and a category filter ("all reports" first); bao-cao-chi-tiet, a company's reports
 * and the chosen one in full with the house's call behind it, and a clear not-found state for
 * an id that names no report of the company; tin-tuc-doanh-nghiep's news appending; each page
 * kept inside a 360 px phone and free of blocking axe findings. Both languages, the expected
 * reports and counts read from the seeded API.
 */
import type { Locator, Page } from '@playwright/test';
import { formatNumber } from '../../shared/src/format/number';
import type { Locale } from '../../shared/src/routing/routes';
import { expect, test, type SitePage, type StackApi } from '../fixtures';
import { checkEveryLook } from '../support/a11y';
import { namespaceTexts } from '../support/locales';

const { text } = namespaceTexts('sites/analysis/src/locales', 'research');

const PATHS = {
  list: { vi: '/trung-tam-phan-tich/bao-cao-phan-tich', en: '/en/analysis-center/analysis-report' },
  detail: {
    vi: '/trung-tam-phan-tich/bao-cao-chi-tiet',
    en: '/en/analysis-center/detail-report',
  },
  news: {
    vi: '/trung-tam-phan-tich/tin-tuc-doanh-nghiep',
    en: '/en/analysis-center/business-news',
  },
} satisfies Record<string, Record<Locale, string>>;

const PAGE_SIZE = 15;
/** Dev servers compile a page's chunk on its first visit. */
const FIRST_LOAD = { timeout: 30_000 };

interface Report {
  id: number;
  name: string;
  type: { name: string; code: string };
}
interface Category {
  name: string;
  code: string;
}
interface ListAnswer<T> {
  data: T[];
  meta: { total: number };
}

/** One page of a list call, with its meta (the answer is checked to be 2xx). */
async function apiList<T>(
  stackApi: StackApi,
  path: string,
  params: Record<string, string>,
): Promise<ListAnswer<T>> {
  const response = await stackApi.request.get(`/api/v1/${path}`, { params });
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as ListAnswer<T>;
}

/** How many items show after "more" once: two pages, or all of them. */
const afterMore = (total: number) => Math.min(2 * PAGE_SIZE, total);

/** The rightmost edge of anything in `root`, tables' own scrolling regions apart. */
const widest = (root: Locator) =>
  root.evaluate((element) =>
    Math.max(
      ...[element, ...element.querySelectorAll('*')]
        .filter((el) => !el.parentElement?.closest('div[role="region"]'))
        .map((el) => el.getBoundingClientRect().right),
    ),
  );

async function fitsPhoneAndPassesAxe(page: Page, root: Locator): Promise<void> {
  expect(await widest(root)).toBeLessThanOrEqual(360);
  expect(await checkEveryLook(page)).toEqual([]);
}

async function openStockPage(site: SitePage, path: string): Promise<void> {
  await site.open(path);
  await expect(site.page.getByRole('heading', { level: 1, name: /^FPT/ })).toBeVisible(FIRST_LOAD);
}

for (const locale of ['vi', 'en'] as const) {
  test.describe(`research (${locale})`, () => {
    test('the research list shows 15 reports, appends 15 more and filters by category', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      const all = await apiList<Report>(stackApi, 'ttpt-reports', { locale, limit: '15' });
      const categories = (
        await apiList<Category>(stackApi, 'ttpt-report-categories', { locale, limit: '100' })
      ).data;
      await site.open(PATHS.list[locale]);
      await expect(
        page.getByRole('heading', { level: 1, name: text(locale, 'list.title') }),
      ).toBeVisible(FIRST_LOAD);

      const cards = page.getByTestId('research-list').getByRole('article');
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, all.meta.total), FIRST_LOAD);
      // Newest first, as the API lists them; each names its report.
      await expect(cards.first()).toContainText(all.data[0]!.name);
      const shown = (n: number) =>
        text(locale, 'list.shown', {
          shown: formatNumber(n, locale),
          total: formatNumber(all.meta.total, locale),
        });
      await expect(page.getByText(shown(Math.min(PAGE_SIZE, all.meta.total)))).toBeVisible();
      if (all.meta.total > PAGE_SIZE) {
        await page.getByRole('button', { name: text(locale, 'list.more') }).click();
        await expect(cards).toHaveCount(afterMore(all.meta.total));
        await expect(page.getByText(shown(afterMore(all.meta.total)))).toBeVisible();
      }

      // The filter: "all reports" first and chosen, then a category narrows the list.
      const filter = page.getByRole('group', { name: text(locale, 'list.filterLabel') });
      const radios = filter.getByRole('radio');
      await expect(radios).toHaveCount(categories.length + 1);
      await expect(radios.first()).toHaveAccessibleName(text(locale, 'list.all'));
      await expect(radios.first()).toBeChecked();
      const category = categories.find((c) => c.code === 'macro') ?? categories[0]!;
      const inCategory = await apiList<Report>(stackApi, 'ttpt-reports', {
        locale,
        limit: '15',
        category_code: category.code,
      });
      // A chip's radio is drawn by its label, which takes the click.
      await filter.getByText(category.name, { exact: true }).click();
      await expect(filter.getByRole('radio', { name: category.name, exact: true })).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`[?&]category=${category.code}$`));
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, inCategory.meta.total));
      await expect(cards.first()).toContainText(inCategory.data[0]!.name);
      for (const card of await cards.all()) await expect(card).toContainText(category.name);
    });

    test("a company's detail report for FPT, and an id that names no FPT report", async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      const fpt = await apiList<Report>(stackApi, 'ttpt-reports', {
        locale,
        limit: '15',
        stock_symbol: 'FPT',
      });
      expect(fpt.meta.total, 'FPT has research reports').toBeGreaterThan(0);
      const newest = fpt.data[0]!;
      await openStockPage(site, `${PATHS.detail[locale]}?stock_symbol=FPT`);

      // The newest report in full, with the house's call on its date.
      const report = page.getByRole('article', { name: newest.name });
      await expect(report).toBeVisible(FIRST_LOAD);
      await expect(report.getByText(text(locale, 'detail.targetPrice'))).toBeVisible();
      await expect(report.getByText(text(locale, 'detail.author'))).toBeVisible();
      await expect(
        report.getByRole('heading', { level: 3, name: text(locale, 'detail.summary') }),
      ).toBeVisible();

      // The company's reports, the one shown marked as current.
      const list = page.getByRole('list', {
        name: text(locale, 'detail.listLabel', { symbol: 'FPT' }),
      });
      const links = list.getByRole('link');
      await expect(links).toHaveCount(Math.min(PAGE_SIZE, fpt.meta.total));
      await expect(links.first()).toHaveAttribute('aria-current', 'true');
      if (fpt.data.length > 1) {
        const other = fpt.data[1]!;
        await links.nth(1).click();
        await expect(page).toHaveURL(new RegExp(`[?&]report=${other.id}$`));
        await expect(links.nth(1)).toHaveAttribute('aria-current', 'true');
        await expect(page.getByRole('heading', { level: 2, name: other.name })).toBeVisible();
      }

      // An id that is no report of FPT: a clear message and the way back to the newest.
      for (const bad of ['abc', '999999']) {
        await openStockPage(site, `${PATHS.detail[locale]}?stock_symbol=FPT&report=${bad}`);
        await expect(
          page.getByRole('heading', { level: 2, name: text(locale, 'detail.notFound.title') }),
        ).toBeVisible(FIRST_LOAD);
      }
      await page
        .getByRole('link', { name: text(locale, 'detail.notFound.action', { symbol: 'FPT' }) })
        .click();
      await expect(page.getByRole('article', { name: newest.name })).toBeVisible(FIRST_LOAD);
    });

    test('the business news list appends 15 more', async ({ site, page, stackApi }) => {
      test.setTimeout(90_000);
      const news = await apiList<{ title: string }>(stackApi, 'ttpt-business-news', {
        locale,
        stock_symbol: 'FPT',
        limit: '15',
      });
      await openStockPage(site, `${PATHS.news[locale]}?stock_symbol=FPT`);
      const items = page.getByTestId('business-news').getByRole('article');
      await expect(items).toHaveCount(Math.min(PAGE_SIZE, news.meta.total), FIRST_LOAD);
      await expect(items.first()).toContainText(news.data[0]!.title);
      await expect(items.first()).toContainText(text(locale, 'news.source'));
      if (news.meta.total > PAGE_SIZE) {
        await page.getByRole('button', { name: text(locale, 'news.more') }).click();
        await expect(items).toHaveCount(afterMore(news.meta.total));
      }
      // An item opens in place to its full text.
      const more = items.first().getByRole('button', {
        name: text(locale, 'news.readMoreLabel', { title: news.data[0]!.title }),
      });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.click();
      await expect(
        items.first().getByRole('button', {
          name: text(locale, 'news.readLessLabel', { title: news.data[0]!.title }),
        }),
      ).toHaveAttribute('aria-expanded', 'true');
    });

    test('the research list fits a 360 px phone and passes axe in both themes', async ({
      site,
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 360, height: 780 });
      await site.open(PATHS.list[locale]);
      await expect(page.getByTestId('research-list').getByRole('article').first()).toBeVisible(
        FIRST_LOAD,
      );
      await fitsPhoneAndPassesAxe(page, site.main);
    });

    test('the detail report fits a 360 px phone and passes axe in both themes', async ({
      site,
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 360, height: 780 });
      await openStockPage(site, `${PATHS.detail[locale]}?stock_symbol=FPT`);
      await expect(page.getByText(text(locale, 'detail.targetPrice'))).toBeVisible(FIRST_LOAD);
      await fitsPhoneAndPassesAxe(page, site.main);
    });

    test('the business news fit a 360 px phone and pass axe in both themes', async ({
      site,
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 360, height: 780 });
      await openStockPage(site, `${PATHS.news[locale]}?stock_symbol=FPT`);
      await expect(page.getByTestId('business-news').getByRole('article').first()).toBeVisible(
        FIRST_LOAD,
      );
      await fitsPhoneAndPassesAxe(page, site.main);
    });
  });
}
