/**
 * The public job screens of the recruitment portal (issue 23 item 1, docs/recruitment.md
 * "Screens"): the search with its filters in the URL, paging, the job map, the details with
 * related postings and share, an expired posting, the quick application with a PDF made here
 * (and with a renamed .exe), the footer's dialogs, in both languages, at 360 and 1440 px.
 */
import type { Page } from '@playwright/test';
import { expect, test, type StackApi } from '../fixtures';
import { apiList } from '../support/content';
import { commonText, namespaceTexts } from '../support/locales';
import type { Locale } from '../../shared/src/routing/routes';

const RECRUITMENT = namespaceTexts('sites/recruitment/src/locales', 'recruitment');
const txt = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  RECRUITMENT.text(locale, `jobs.${key}`, values);

interface Category {
  id: number;
  name: string;
  mapId?: string | null;
  openJobs?: number;
}
interface Job {
  id: number;
  slug: string;
  title: string;
  expired: boolean;
  translations: { locale: string; slug: string }[];
}

// Each test opens several pages of a site that may still be warming up (server render, chunks).
test.describe.configure({ timeout: 120_000 });

const jobsPath = (locale: Locale) => (locale === 'vi' ? '/tuyen-dung' : '/en/recruitment');
const detailsPath = (locale: Locale, slug: string) =>
  locale === 'vi' ? `/chi-tiet-tuyen-dung/${slug}` : `/en/recruitment-details/${slug}`;

const total = async (stackApi: StackApi, locale: Locale, params: Record<string, string | number>) =>
  (await apiList<Job>(stackApi, 'recruitments/news', { locale, ...params })).meta.total;

const results = (page: Page) => page.locator('#job-results').getByRole('article');

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** A PDF that parses: one empty page, its cross-reference table at the right offsets. */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

for (const locale of ['vi', 'en'] as const) {
  test.describe(`job search (${locale})`, () => {
    test('filters by each list, pages through 10 at a time, and keeps it all in the URL', async ({
      page,
      site,
      stackApi,
    }) => {
      await site.open(jobsPath(locale));
      await expect(
        page.getByRole('heading', { level: 2, name: txt(locale, 'search.heading') }),
      ).toBeVisible();
      const all = await total(stackApi, locale, {});
      expect(all, 'the seed has more than a page of postings').toBeGreaterThan(10);
      await expect(page.getByText(txt(locale, 'search.count', { count: all }))).toBeVisible();
      await expect(results(page)).toHaveCount(10);
      const firstTitle = await results(page).first().getByRole('heading').innerText();

      const pagination = page.getByRole('navigation', { name: txt(locale, 'search.pagination') });
      await pagination
        .getByRole('button', { name: txt(locale, 'search.pages.page', { page: 2 }), exact: true })
        .click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(results(page).first().getByRole('heading')).not.toHaveText(firstTitle);
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await expect(results(page).first().getByRole('heading')).toHaveText(firstTitle);

      for (const [list, label, param] of [
        ['careers', 'search.career', 'career_id'],
        ['workplaces', 'search.workplace', 'workplace_id'],
        ['forms', 'search.form', 'form_id'],
        ['titles', 'search.title', 'title_id'],
      ] as const) {
        const options = await stackApi.data<Category[]>(`recruitments/${list}`, { locale });
        const option = options[0]!;
        await page.getByRole('combobox', { name: txt(locale, label) }).selectOption(option.name);
        await expect(page).toHaveURL(new RegExp(`[?&]${param}=${option.id}(&|$)`));
        const count = await total(stackApi, locale, { [param]: option.id });
        await expect(page.getByText(txt(locale, 'search.count', { count }))).toBeVisible();
        await page.getByRole('button', { name: txt(locale, 'search.clear') }).click();
        await expect(page).not.toHaveURL(/_id=/);
      }
    });

    test('the map colours the hiring provinces and filters the list by the one chosen', async ({
      page,
      site,
      stackApi,
    }) => {
      await site.open(jobsPath(locale));
      await page.getByText(txt(locale, 'search.view.map'), { exact: true }).click();
      await expect(page).toHaveURL(/view=map/);
      await expect(page.getByText(txt(locale, 'map.attribution'))).toBeVisible();
      await expect(page.getByText(txt(locale, 'map.hoangSa'))).toBeVisible();
      await expect(page.getByText(txt(locale, 'map.truongSa'))).toBeVisible();
      const workplaces = await stackApi.data<Category[]>('recruitments/workplaces', { locale });
      const hiring = workplaces.find((w) => w.mapId && (w.openJobs ?? 0) > 0)!;
      expect(hiring, 'some workplace has open jobs').toBeDefined();
      const province = page.getByRole('button', {
        name: txt(locale, 'map.workplace', { name: hiring.name, count: hiring.openJobs! }),
      });
      await province.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`workplace_id=${hiring.id}`));
      await expect(province).toHaveAttribute('aria-pressed', 'true');
      const count = await total(stackApi, locale, { workplace_id: hiring.id });
      await expect(page.getByText(txt(locale, 'search.count', { count }))).toBeVisible();
      // Reload: the server render reads the filter and the view from the URL.
      await site.open(page.url());
      await expect(page.getByText(txt(locale, 'search.count', { count }))).toBeVisible();
    });
  });
}

test('a keyword without diacritics finds the Vietnamese posting', async ({
  page,
  site,
  stackApi,
}) => {
  const found = (
    await apiList<Job>(stackApi, 'recruitments/news', { locale: 'vi', keyword: 'ke toan' })
  ).data;
  expect(found.length, 'the seed has an accounting posting').toBeGreaterThan(0);
  await site.open('/tuyen-dung');
  await page.getByRole('searchbox', { name: txt('vi', 'search.keyword') }).fill('ke toan');
  await page
    .getByRole('search', { name: txt('vi', 'search.label') })
    .getByRole('button', { name: txt('vi', 'search.submit') })
    .click();
  await expect(page).toHaveURL(/keyword=ke\+toan/);
  await expect(results(page).first().getByRole('link', { name: found[0]!.title })).toBeVisible();
  for (const title of await results(page).getByRole('heading').allInnerTexts())
    expect(title.toLowerCase()).toMatch(/kế toán/);
});

for (const locale of ['vi', 'en'] as const) {
  test(`details with facts, related postings, share and the language switch (${locale})`, async ({
    page,
    site,
    stackApi,
  }) => {
    const [job] = (await apiList<Job>(stackApi, 'recruitments/news', { locale, limit: 1 })).data;
    await site.open(detailsPath(locale, job!.slug));
    await expect(page.getByRole('heading', { level: 1, name: job!.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(job!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByRole('heading', { name: txt(locale, 'details.facts') })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: txt(locale, 'details.description') }),
    ).toBeVisible();
    const related = page.getByRole('region', { name: txt(locale, 'details.related') });
    await expect(related.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: commonText(locale, 'share.button') }).click();
    const share = page.getByRole('dialog', { name: commonText(locale, 'share.title') });
    await expect(share.getByRole('textbox')).toHaveValue(page.url());
    await page.keyboard.press('Escape');
    const other = locale === 'vi' ? 'en' : 'vi';
    const translated = job!.translations.find((t) => t.locale === other);
    if (translated) {
      await site.switchLanguage(other);
      await expect(page).toHaveURL(new RegExp(`${detailsPath(other, translated.slug)}$`));
    }
  });
}

// The HTTP status stays 200: the proxy decides it before the render and knows no posting slugs.
test('an unknown posting is the 404 page', async ({ site }) => {
  await site.open('/chi-tiet-tuyen-dung/khong-co-tin-nay');
  await expect(site.errorHeading('notFound', 'vi')).toBeVisible();
});

test('an expired posting says so and offers no application', async ({ page, site, stackApi }) => {
  const first = await apiList<Job>(stackApi, 'recruitments/news', { locale: 'vi', limit: 50 });
  const expired =
    first.data.find((j) => j.expired) ??
    (
      await apiList<Job>(stackApi, 'recruitments/news', {
        locale: 'vi',
        limit: 50,
        page: first.meta.totalPages,
      })
    ).data.find((j) => j.expired);
  expect(expired, 'the seed has an expired posting').toBeDefined();
  await site.open(detailsPath('vi', expired!.slug));
  await expect(page.getByRole('heading', { level: 1, name: expired!.title })).toBeVisible();
  await expect(site.main.getByText(txt('vi', 'card.expired'), { exact: true })).toBeVisible();
  await expect(page.getByText(txt('vi', 'details.expiredNotice'))).toBeVisible();
  await expect(page.getByRole('button', { name: txt('vi', 'details.quickApply') })).toHaveCount(0);
});

for (const locale of ['vi', 'en'] as const) {
  test(`quick application: a PDF is sent, a renamed .exe is refused on the file field (${locale})`, async ({
    page,
    site,
    stackApi,
  }) => {
    const [job] = (await apiList<Job>(stackApi, 'recruitments/news', { locale, limit: 1 })).data;
    await site.open(detailsPath(locale, job!.slug));
    await page.getByRole('button', { name: txt(locale, 'details.quickApply') }).click();
    const dialog = page.getByRole('dialog', { name: txt(locale, 'apply.title') });
    const fill = async (email: string) => {
      await dialog.getByRole('textbox', { name: txt(locale, 'apply.name') }).fill('Trần Minh Khôi');
      await dialog.getByLabel(txt(locale, 'apply.dateOfBirth')).fill('1995-05-20');
      await dialog.getByRole('textbox', { name: txt(locale, 'apply.email') }).fill(email);
      await dialog.getByRole('textbox', { name: txt(locale, 'apply.phone') }).fill('0901234567');
      await dialog
        .getByRole('radio', { name: txt(locale, 'apply.genders.male'), exact: true })
        .check();
      await dialog
        .getByRole('textbox', { name: txt(locale, 'apply.hometown') })
        .fill('Thừa Thiên Huế');
      const position = dialog.getByRole('combobox', { name: txt(locale, 'apply.position') });
      await expect(position.locator('option').nth(1)).toBeAttached();
      if ((await position.inputValue()) === '') await position.selectOption({ index: 1 });
    };
    await fill(`khoi.${locale}.${Date.now()}@example.vn`);
    await dialog.getByLabel(txt(locale, 'apply.cvFile')).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf(),
    });
    await dialog.getByRole('button', { name: txt(locale, 'apply.submit') }).click();
    await expect(dialog.getByText(txt(locale, 'apply.success.title'))).toBeVisible();

    await dialog.getByRole('button', { name: txt(locale, 'apply.success.again') }).click();
    await fill(`khoi2.${locale}.${Date.now()}@example.vn`);
    await dialog.getByLabel(txt(locale, 'apply.cvFile')).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2048)]),
    });
    await dialog.getByRole('button', { name: txt(locale, 'apply.submit') }).click();
    await expect(dialog.getByText(txt(locale, 'apply.errors.file_type_invalid'))).toBeVisible();
    await expect(dialog.getByLabel(txt(locale, 'apply.cvFile'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByRole('textbox', { name: txt(locale, 'apply.name') })).toHaveValue(
      'Trần Minh Khôi',
    );
    await expect(dialog.getByRole('textbox', { name: txt(locale, 'apply.hometown') })).toHaveValue(
      'Thừa Thiên Huế',
    );
  });
}

test('the footer opens the quick application and the open positions', async ({ page, site }) => {
  await site.open('/tuyen-dung');
  await site.footer.getByRole('button', { name: txt('vi', 'footer.positions') }).click();
  const positions = page.getByRole('dialog', { name: txt('vi', 'positions.title') });
  const link = positions.getByRole('link').first();
  await expect(link).toBeVisible();
  const name = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('searchbox', { name: txt('vi', 'search.keyword') })).toHaveValue(
    name,
  );
  await site.footer.getByRole('button', { name: txt('vi', 'footer.apply') }).click();
  await expect(page.getByRole('dialog', { name: txt('vi', 'apply.title') })).toBeVisible();
});

for (const width of [360, 1440]) {
  test(`the list, the map and the details fit ${width} px`, async ({ page, site, stackApi }) => {
    await page.setViewportSize({ width, height: 900 });
    await site.open('/tuyen-dung?view=map');
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByText(txt('vi', 'map.attribution'))).toBeVisible();
    await expectNoSideScroll(page);
    const [job] = (await apiList<Job>(stackApi, 'recruitments/news', { locale: 'en', limit: 1 }))
      .data;
    await site.open(detailsPath('en', job!.slug));
    await expect(page.getByRole('heading', { level: 1, name: job!.title })).toBeVisible();
    await expectNoSideScroll(page);
  });
}
