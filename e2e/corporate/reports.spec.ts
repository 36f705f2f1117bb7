/**
 * Reports (spec §2 "Report list", §4 login-required modal): the KHCN_ANALYSIS_REPORT list with
 * its category filter, cards that open a report in a new tab or ask an anonymous visitor to log
 * in, and the annual, financial and governance report lists with their PDFs.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type StackApi } from '../fixtures';
import { apiList, shownDate, templatePage, titles, type ContentItem } from '../support/content';
import { corporatePattern, corporateText } from '../support/locales';

/** Spec §7/§9: the analysis report list shows 15 a page, document lists 10. */
const ANALYSIS_PAGE_SIZE = 15;
const DOCUMENTS_PAGE_SIZE = 10;

interface AnalysisReport {
  id: number;
  name: string;
  stockSymbol: string | null;
  type: { id: number; name: string; code: string };
  style: { bgColor: string | null };
  requiredLogin: boolean;
  file: string | null;
  releaseDate: string;
}
interface Category {
  id: number;
  name: string;
  code: string;
}
type DocumentReport = ContentItem<{ year: number; releaseDate: string; file: string | null }>;

const text = (key: string, vars: Record<string, string | number> = {}) =>
  corporateText('vi', `reports.${key}`, vars);

async function analysisPage(stackApi: StackApi, page: Page) {
  const cms = await templatePage(stackApi, 'KHCN_ANALYSIS_REPORT');
  const list = page.getByRole('region', { name: text('analysis.listLabel') });
  return {
    path: cms.path,
    list,
    cards: list.getByRole('listitem'),
    /** The card of a report: a link, or a button when it needs a login. */
    card: (report: AnalysisReport): Locator =>
      list
        .getByRole('listitem')
        .filter({ hasText: report.name })
        .getByRole(report.requiredLogin ? 'button' : 'link')
        .first(),
    /** A report's download button, beside its card. */
    download: (report: AnalysisReport): Locator =>
      list
        .getByRole('listitem')
        .filter({ hasText: report.name })
        .getByRole('button', {
          name: text('download.label', {
            symbol: report.stockSymbol ?? text('analysis.market'),
            name: report.name,
          }),
        }),
    filter: page.getByRole('combobox', { name: text('analysis.categoryLabel') }),
    reports: async (params: Record<string, string> = {}) =>
      (
        await apiList<AnalysisReport>(stackApi, 'ttpt-reports', {
          limit: ANALYSIS_PAGE_SIZE,
          ...params,
        })
      ).data,
  };
}

/** `#rrggbb` as the browser writes a computed colour. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
/** Spec §2: a card without its own colour is light green (reportColors.ts DEFAULT_REPORT_BG). */
const DEFAULT_BG = '#e3f4e8';

test.describe('analysis reports (KHCN_ANALYSIS_REPORT)', () => {
  test('"all reports" comes first in the filter; a category narrows the list', async ({
    page,
    site,
    stackApi,
  }) => {
    const reports = await analysisPage(stackApi, page);
    const categories = await stackApi.data<Category[]>('ttpt-report-categories', { locale: 'vi' });
    const all = await reports.reports();
    await site.open(reports.path);
    await expect(reports.filter).toHaveValue(text('analysis.allCategories'));
    await expect(reports.cards).toHaveCount(all.length);
    for (const [index, report] of all.entries()) {
      await expect(reports.cards.nth(index)).toContainText(report.name);
    }

    await reports.filter.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText([
      text('analysis.allCategories'),
      ...categories.map((c) => c.name),
    ]);

    // A category with fewer reports than the page of all of them.
    const category = categories.find((c) => all.some((r) => r.type.code !== c.code))!;
    const inCategory = await reports.reports({ category_code: category.code });
    expect(inCategory.length).toBeGreaterThan(0);
    await options.filter({ hasText: category.name }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === reports.path && url.searchParams.get('category') === category.code,
    );
    await expect(reports.filter).toHaveValue(category.name);
    await expect(reports.cards).toHaveCount(inCategory.length);
    for (const [index, report] of inCategory.entries()) {
      const card = reports.cards.nth(index);
      await expect(card).toContainText(report.name);
      await expect(card).toContainText(category.name);
      await expect(card.locator('time')).toHaveText(shownDate(report.releaseDate));
    }

    // And back to all of them.
    await reports.filter.click();
    await page.getByRole('option', { name: text('analysis.allCategories') }).click();
    await expect(page).toHaveURL((url) => url.pathname === reports.path && url.search === '');
    await expect(reports.cards).toHaveCount(all.length);
  });

  test('cards carry the report’s colour (light green by default) and a download button when it has a file', async ({
    page,
    site,
    stackApi,
  }) => {
    const reports = await analysisPage(stackApi, page);
    const all = await reports.reports();
    const coloured = all.find((r) => r.style.bgColor);
    const plain = all.find((r) => !r.style.bgColor);
    const withFile = all.find((r) => r.file);
    const withoutFile = all.find((r) => !r.file);
    expect(
      coloured && plain && withFile && withoutFile,
      'the first page mixes colours and files',
    ).toBeTruthy();

    await site.open(reports.path);
    const background = (report: AnalysisReport) =>
      reports.card(report).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(coloured!)).toBe(rgb(coloured!.style.bgColor!));
    expect(await background(plain!)).toBe(rgb(DEFAULT_BG));
    await expect(reports.download(withFile!)).toBeVisible();
    await expect(reports.download(withoutFile!)).toHaveCount(0);
  });

  test('an anonymous click on a login-only report opens the login-required modal; "Huỷ bỏ" closes it', async ({
    page,
    site,
    stackApi,
  }) => {
    const reports = await analysisPage(stackApi, page);
    const locked = (await reports.reports()).find((r) => r.requiredLogin);
    expect(locked, 'the first page has a login-only report').toBeDefined();
    await site.open(reports.path);

    const card = reports.card(locked!);
    await card.click();
    const dialog = page.getByRole('dialog', { name: text('login.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text('login.message'));
    // "Đăng nhập" opens the customer login modal (protected-reports.spec.ts follows it).
    await expect(
      dialog.getByRole('button', { name: text('login.confirm'), exact: true }),
    ).toBeVisible();
    const cancel = dialog.getByRole('button', { name: text('login.cancel'), exact: true });
    await cancel.click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    // Nothing opened and the page stayed.
    expect(page.context().pages()).toHaveLength(1);
    await expect(page).toHaveURL((url) => url.pathname === reports.path);
  });

  test('a free report opens in a new tab on /bao-cao-phan-tich/{id}?login=0', async ({
    context,
    page,
    site,
    stackApi,
  }) => {
    const reports = await analysisPage(stackApi, page);
    const free = (await reports.reports()).find((r) => !r.requiredLogin);
    expect(free, 'the first page has a free report').toBeDefined();
    await site.open(reports.path);

    const opened = context.waitForEvent('page');
    await reports.card(free!).click();
    const tab = await opened;
    await expect(tab).toHaveURL(
      (url) => url.pathname === `/bao-cao-phan-tich/${free!.id}` && url.search === '?login=0',
    );
    // The list stays where it was in the first tab, with no login modal.
    await expect(page).toHaveURL((url) => url.pathname === reports.path);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await tab.close();
  });
});

const DOCUMENT_LISTS = [
  { templateCode: 'NEWS_ANNUAL_REPORT', api: 'annual-reports' },
  { templateCode: 'NEWS_CORPORATE_GOVERNANCE_SITUATION', api: 'governance-reports' },
] as const;

test.describe('report documents', () => {
  for (const { templateCode, api } of DOCUMENT_LISTS) {
    test(`${templateCode}: every download link answers a PDF`, async ({ page, site, stackApi }) => {
      const cms = await templatePage(stackApi, templateCode);
      const documents = (
        await apiList<DocumentReport>(stackApi, api, { limit: DOCUMENTS_PAGE_SIZE })
      ).data;
      expect(documents.length).toBeGreaterThan(0);
      await site.open(cms.path);
      const list = page.getByRole('region', { name: text('documents.listLabel') });
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(titles(documents));
      const links = list.getByRole('link', {
        name: corporatePattern('vi', 'reports.documents.downloadLabel'),
      });
      const withFile = documents.filter((d) => d.attrs.file);
      await expect(links).toHaveCount(withFile.length);

      for (const [index, document] of withFile.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAccessibleName(
          text('documents.downloadLabel', { title: document.title }),
        );
        const href = (await link.getAttribute('href'))!;
        expect(href).toBe(document.attrs.file);
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type'], href).toBe('application/pdf');
        expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
      }
    });
  }

  test('NEWS_FINANCIAL_STATEMENTS: the year filter narrows the list to that year', async ({
    page,
    site,
    stackApi,
  }) => {
    const cms = await templatePage(stackApi, 'NEWS_FINANCIAL_STATEMENTS');
    const all = (
      await apiList<DocumentReport>(stackApi, 'financial-reports', { limit: DOCUMENTS_PAGE_SIZE })
    ).data;
    const years = [...new Set(all.map((d) => d.attrs.year))];
    expect(years.length, 'statements of several years').toBeGreaterThan(1);
    const year = years[1]!;
    const ofYear = (
      await apiList<DocumentReport>(stackApi, 'financial-reports', {
        year,
        limit: DOCUMENTS_PAGE_SIZE,
      })
    ).data;
    expect(ofYear.every((d) => d.attrs.year === year)).toBe(true);

    await site.open(cms.path);
    const list = page.getByRole('region', { name: text('documents.listLabel') });
    const headings = list.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(titles(all));
    const filter = page.getByRole('combobox', { name: text('documents.yearLabel') });
    await expect(filter).toHaveValue(text('documents.allYears'));

    await filter.click();
    await page.getByRole('option', { name: String(year), exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === cms.path && url.searchParams.get('year') === String(year),
    );
    await expect(filter).toHaveValue(String(year));
    await expect(headings).toHaveText(titles(ofYear));
    for (const item of await list.getByRole('listitem').all()) {
      await expect(item).toContainText(text('documents.year', { year }));
    }

    // A shared link with the year opens filtered; "all years" lifts the filter.
    await site.open(`${cms.path}?year=${year}`);
    await expect(headings).toHaveText(titles(ofYear));
    await filter.click();
    await page.getByRole('option', { name: text('documents.allYears') }).click();
    await expect(page).toHaveURL((url) => url.pathname === cms.path && url.search === '');
    await expect(headings).toHaveText(titles(all));
  });
});
