/**
 * News (spec §2 "News", §9 paging): a product's NEWS_*_NEWS_EVENTS list paged in `?page=`, the
 * article page, disclosures with their categories and attachments, and exchange news.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type SitePage, type StackApi } from '../fixtures';
import {
  DD_MM_YYYY,
  apiList,
  shownDate,
  templatePage,
  titles,
  type ContentDetail,
  type ContentItem,
} from '../support/content';
import { commonText, corporateText } from '../support/locales';

const PAGE_SIZE = 10;
/** The product whose seed has more than one page of news. */
const PRODUCT = 'company';

type Disclosure = ContentItem<{
  implementDate: string;
  stockSymbol: string | null;
  file: string | null;
}>;
type ExchangeNews = ContentItem<{ releaseDate: string; exchange: string }>;

const pagination = (page: Page) =>
  page.getByRole('navigation', { name: corporateText('vi', 'contentList.pagination') });
const pageButton = (page: Page, n: number) =>
  pagination(page).getByRole('button', {
    name: corporateText('vi', 'contentList.pages.page', { page: n }),
    exact: true,
  });

/** The product's newest article, as its list gives it. */
async function newestArticle(stackApi: StackApi): Promise<ContentItem> {
  const [item] = (await apiList<ContentItem>(stackApi, 'news', { product: PRODUCT, limit: 1 }))
    .data;
  expect(item, `${PRODUCT} news has an article`).toBeDefined();
  return item!;
}

/** The product list page, its list region and the API's pages of that product. */
async function productList(stackApi: StackApi, page: Page) {
  const cms = await templatePage(stackApi, `NEWS_${PRODUCT.toUpperCase()}_NEWS_EVENTS`);
  const pageOf = async (n: number) =>
    (await apiList<ContentItem>(stackApi, 'news', { product: PRODUCT, page: n, limit: PAGE_SIZE }))
      .data;
  const first = await apiList<ContentItem>(stackApi, 'news', {
    product: PRODUCT,
    limit: PAGE_SIZE,
  });
  expect(first.meta.totalPages, `${PRODUCT} news has more than one page`).toBeGreaterThan(1);
  const region = page.getByRole('region', {
    name: corporateText('vi', 'news.listLabel', { name: cms.title }),
  });
  return {
    path: cms.path,
    title: cms.title,
    lastPage: first.meta.totalPages,
    pageOf,
    /** The article titles shown, in order. */
    headings: region.getByRole('heading', { level: 2 }),
    region,
  };
}

/** The article's text as the reader sees it: the first paragraph of its body. */
function firstParagraph(html: string): string {
  const inner = /<p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

async function expectArticle(site: SitePage, detail: ContentDetail, date: string, label: string) {
  const article = site.main.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(detail.title);
  const time = article.locator('time').first();
  await expect(time).toHaveText(DD_MM_YYYY);
  await expect(time).toHaveText(shownDate(date));
  await expect(article.getByText(`${label}: ${shownDate(date)}`)).toBeVisible();
  await expect(article.getByText(firstParagraph(detail.body ?? ''))).toBeVisible();
}

test.describe('product news list', () => {
  test('the pagination moves to page 2 in ?page=2 with that page’s articles', async ({
    page,
    site,
    stackApi,
  }) => {
    const list = await productList(stackApi, page);
    await site.open(list.path);
    await expect(site.main.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    await expect(list.headings).toHaveText(titles(await list.pageOf(1)));
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');

    await pageButton(page, 2).click();
    await expect(page).toHaveURL((url) => url.pathname === list.path && url.search === '?page=2');
    await expect(list.headings).toHaveText(titles(await list.pageOf(2)));
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');

    // "Previous page" goes back to the bare URL of page 1.
    await pagination(page)
      .getByRole('button', { name: corporateText('vi', 'contentList.pages.previous') })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === list.path && url.search === '');
    await expect(list.headings).toHaveText(titles(await list.pageOf(1)));
  });

  test('list page 2 → article → back returns to page 2 of the list', async ({
    page,
    site,
    stackApi,
  }) => {
    const list = await productList(stackApi, page);
    const second = await list.pageOf(2);
    const article = second[0]!;
    await site.open(`${list.path}?page=2`);
    await expect(list.headings).toHaveText(titles(second));

    await list.region.getByRole('link', { name: article.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === article.path);
    await expect(site.main.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === list.path && url.search === '?page=2');
    await expect(list.headings).toHaveText(titles(second));
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
  });

  test('?page=999 lands on the last page and ?page=-1 on page 1', async ({
    page,
    site,
    stackApi,
  }) => {
    const list = await productList(stackApi, page);
    await site.open(`${list.path}?page=999`);
    await expect(page).toHaveURL(
      (url) => url.pathname === list.path && url.search === `?page=${list.lastPage}`,
    );
    await expect(list.headings).toHaveText(titles(await list.pageOf(list.lastPage)));
    await expect(pageButton(page, list.lastPage)).toHaveAttribute('aria-current', 'page');

    await site.open(`${list.path}?page=-1`);
    await expect(list.headings).toHaveText(titles(await list.pageOf(1)));
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(site.errorHeading('notFound', 'vi')).toHaveCount(0);
  });
});

test.describe('news article', () => {
  test('shows title, date, body and a share button whose modal copies the link', async ({
    page,
    site,
    stackApi,
  }) => {
    const item = await newestArticle(stackApi);
    const detail = await stackApi.data<ContentDetail>(`news/${item.slug}`, { locale: 'vi' });
    await site.open(item.path!);
    await expectArticle(
      site,
      detail,
      detail.createdAt,
      corporateText('vi', 'contentList.publishedOn'),
    );

    const share = site.main.getByRole('button', {
      name: commonText('vi', 'share.button'),
      exact: true,
    });
    await share.click();
    const dialog = page.getByRole('dialog', { name: commonText('vi', 'share.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(commonText('vi', 'share.linkLabel'))).toHaveValue(page.url());
    await expect(
      dialog.getByRole('button', { name: commonText('vi', 'share.copy') }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test('the language switch goes to the article’s English slug', async ({
    page,
    site,
    stackApi,
  }) => {
    const item = await newestArticle(stackApi);
    const enSlug = item.translations.find((t) => t.locale === 'en')!.slug;
    expect(enSlug).not.toBe(item.slug);
    const english = await stackApi.data<ContentDetail>(`news/${enSlug}`, { locale: 'en' });

    await site.open(item.path!);
    await expect(site.main.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await site.switchLanguage('en');
    await expect(page).toHaveURL((url) => url.pathname === `/en/${PRODUCT}-news-detail/${enSlug}`);
    await expect(site.html).toHaveAttribute('lang', 'en');
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(english.title);
  });

  test('a related article opens in place of the one shown', async ({ page, site, stackApi }) => {
    const item = await newestArticle(stackApi);
    await site.open(item.path!);
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(item.title);
    const related = site.main.getByRole('region', {
      name: corporateText('vi', 'contentList.related'),
    });
    const link = related.getByRole('link').first();
    const title = (await link.textContent())!;
    const href = (await link.getAttribute('href'))!;
    expect(title).not.toBe(item.title);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('an unknown slug shows the 404 page', async ({ site }) => {
    await site.open(`/chi-tiet-tin-tuc-va-su-kien-${PRODUCT}/khong-co-bai-viet-nay`);
    await expect(site.errorHeading('notFound', 'vi')).toBeVisible();
    await site.open(`/en/${PRODUCT}-news-detail/no-such-article`);
    await expect(site.errorHeading('notFound', 'en')).toBeVisible();
  });
});

test.describe('disclosures', () => {
  const text = (key: string, vars: Record<string, string> = {}) =>
    corporateText('vi', `news.disclosures.${key}`, vars);
  const listHeadings = (page: Page): Locator =>
    page.getByRole('region', { name: text('list') }).getByRole('heading', { level: 2 });

  test('the category filter changes the list, "all" first', async ({ page, site, stackApi }) => {
    const categories = await stackApi.data<ContentItem[]>('disclosure-categories', {
      locale: 'vi',
    });
    const all = await apiList<Disclosure>(stackApi, 'disclosures', { limit: PAGE_SIZE });
    await site.open('/cong-bo-thong-tin');
    await expect(site.main.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();
    const nav = site.main.getByRole('navigation', { name: text('categories') });
    await expect(nav.getByRole('link')).toHaveText([text('all'), ...titles(categories)]);
    await expect(nav.getByRole('link', { name: text('all'), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(listHeadings(page)).toHaveText(titles(all.data));

    // A category whose list differs from the first page of "all".
    let chosen: { category: ContentItem; items: Disclosure[] } | undefined;
    for (const category of categories) {
      const items = (
        await apiList<Disclosure>(stackApi, 'disclosures', {
          category: category.slug,
          limit: PAGE_SIZE,
        })
      ).data;
      if (items.length > 0 && titles(items).join() !== titles(all.data).join()) {
        chosen = { category, items };
        break;
      }
    }
    expect(chosen, 'a disclosure category with its own list').toBeDefined();
    const link = nav.getByRole('link', { name: chosen!.category.title, exact: true });
    await link.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/cong-bo-thong-tin/${chosen!.category.slug}`,
    );
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(chosen!.category.title);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(listHeadings(page)).toHaveText(titles(chosen!.items));
    for (const item of chosen!.items) {
      const row = page.getByRole('article').filter({
        has: page.getByRole('link', { name: item.title, exact: true }),
      });
      await expect(row.locator('time')).toHaveText(shownDate(item.attrs.implementDate));
      await expect(row.getByRole('img', { name: text('hasFile') })).toHaveCount(
        item.attrs.file ? 1 : 0,
      );
    }
  });

  test('a detail with a file shows the PDF attachment link; one without shows none', async ({
    page,
    site,
    stackApi,
  }) => {
    const items = (await apiList<Disclosure>(stackApi, 'disclosures', { limit: 50 })).data;
    const withFile = items.find((item) => item.attrs.file);
    const withoutFile = items.find((item) => !item.attrs.file);
    expect(
      withFile && withoutFile,
      'the seed has disclosures with and without a file',
    ).toBeTruthy();

    // From the list row to its page.
    await site.open('/cong-bo-thong-tin');
    await page
      .getByRole('region', { name: text('list') })
      .getByRole('link', { name: withFile!.title, exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === withFile!.path);
    const detail = await stackApi.data<ContentDetail>(`disclosures/${withFile!.slug}`, {
      locale: 'vi',
    });
    await expectArticle(site, detail, withFile!.attrs.implementDate, text('date'));
    const download = site.main.getByRole('link', {
      name: text('downloadLabel', { title: withFile!.title }),
    });
    await expect(download).toHaveAttribute('href', withFile!.attrs.file!);
    const file = await page.request.get(withFile!.attrs.file!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');

    await site.open(withoutFile!.path!);
    await expect(
      site.main.getByRole('heading', { level: 1, name: withoutFile!.title }),
    ).toBeVisible();
    await expect(site.main.getByRole('heading', { name: text('attachment') })).toHaveCount(0);
    await expect(site.main.getByRole('link', { name: text('download') })).toHaveCount(0);
  });
});

test.describe('exchange news', () => {
  const text = (key: string, vars: Record<string, string> = {}) =>
    corporateText('vi', `news.exchangeNews.${key}`, vars);

  test('the list, a category and a detail with its release date and source', async ({
    page,
    site,
    stackApi,
  }) => {
    const all = await apiList<ExchangeNews>(stackApi, 'sgdck-news', { limit: PAGE_SIZE });
    const categories = await stackApi.data<ContentItem[]>('sgdck-news-categories', {
      locale: 'vi',
    });
    await site.open('/tin-tuc-sgdck');
    await expect(site.main.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();
    const list = page.getByRole('region', { name: text('list') });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(titles(all.data));
    for (const [index, item] of all.data.entries()) {
      await expect(list.getByRole('article').nth(index).locator('time')).toHaveText(
        shownDate(item.attrs.releaseDate),
      );
    }

    const category = categories[0]!;
    const inCategory = await apiList<ExchangeNews>(stackApi, 'sgdck-news', {
      category: category.slug,
      limit: PAGE_SIZE,
    });
    const nav = site.main.getByRole('navigation', { name: text('categories') });
    await expect(nav.getByRole('link').first()).toHaveText(text('all'));
    await nav.getByRole('link', { name: category.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/tin-tuc-sgdck/${category.slug}`);
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(titles(inCategory.data));

    const item = inCategory.data[0]!;
    await list.getByRole('link', { name: item.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === item.path);
    const detail = await stackApi.data<ContentDetail>(`sgdck-news/${item.slug}`, { locale: 'vi' });
    await expectArticle(site, detail, item.attrs.releaseDate, text('date'));
    await expect(
      site.main.getByText(text('exchange', { exchange: item.attrs.exchange })),
    ).toBeVisible();
    const crumbs = site.main.getByRole('navigation', { name: commonText('vi', 'page.breadcrumb') });
    await expect(crumbs.getByRole('link', { name: text('title') })).toHaveAttribute(
      'href',
      '/tin-tuc-sgdck',
    );
  });
});
