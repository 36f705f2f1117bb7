/**
 * The FAQ page (KHCN_FAQ): one tab per category, questions that open to their answers, and the
 * filter box, which matches questions (then answers) with or without Vietnamese diacritics.
 * Expected matches are worked out here from the API with an independent accent folding.
 */
import type { Locator } from '@playwright/test';
import { expect, test, type SitePage, type StackApi } from '../fixtures';
import {
  expectSettled,
  fold,
  listOf,
  openPage,
  opening,
  plain,
  templatePage,
  type Item,
} from '../support/catalog';
import { corporateText } from '../support/locales';

interface Category {
  id: number;
  title: string;
  faqs: Item[];
}

/** Categories that hold questions, in CMS order, with their questions. */
async function faqData(stackApi: StackApi): Promise<Category[]> {
  const [categories, faqs] = await Promise.all([
    listOf<Item>(stackApi, 'faq-categories', 'vi'),
    listOf<Item>(stackApi, 'faqs', 'vi'),
  ]);
  return categories
    .map((c) => ({ id: c.id, title: c.title, faqs: faqs.filter((f) => f.category?.id === c.id) }))
    .filter((c) => c.faqs.length > 0);
}

/** Questions a query lets through: every folded word in the question, else in the answer. */
function matching(faqs: readonly Item[], query: string): Item[] {
  const words = fold(query).split(' ').filter(Boolean);
  const has = (text: string) => words.every((word) => fold(text).includes(word));
  return [
    ...faqs.filter((f) => has(f.title)),
    ...faqs.filter((f) => !has(f.title) && has(plain(f.summary))),
  ];
}

async function openFaq(site: SitePage, stackApi: StackApi) {
  const target = await templatePage(stackApi, 'KHCN_FAQ', 'vi');
  await openPage(site, target.path, target.title);
  const tabs = site.main.getByRole('tablist', { name: corporateText('vi', 'faq.categories') });
  await expect(tabs).toBeVisible();
  return {
    tabs,
    panel: site.main.getByRole('tabpanel'),
    search: site.main.getByRole('searchbox', { name: corporateText('vi', 'faq.searchLabel') }),
  };
}

/** The questions of a panel, in order. */
const questionsIn = (panel: Locator) => panel.getByRole('heading', { level: 3 });

test.describe('FAQ', () => {
  test('one tab per category, each with its own questions', async ({ site, stackApi }) => {
    const categories = await faqData(stackApi);
    expect(categories.length, 'the seed has several categories').toBeGreaterThan(2);
    const { tabs, panel } = await openFaq(site, stackApi);

    await expect(tabs.getByRole('tab')).toHaveText(categories.map((c) => c.title));
    await expect(tabs.getByRole('tab', { name: categories[0]!.title })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(questionsIn(panel)).toHaveText(categories[0]!.faqs.map((f) => f.title));

    for (const category of categories.slice(1, 3)) {
      await tabs.getByRole('tab', { name: category.title }).click();
      await expect(tabs.getByRole('tab', { name: category.title })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(tabs.getByRole('tab', { name: categories[0]!.title })).toHaveAttribute(
        'aria-selected',
        'false',
      );
      await expect(questionsIn(panel)).toHaveText(category.faqs.map((f) => f.title));
    }
    await expectSettled(site);
  });

  test('questions open to their answers, several at once, and close again', async ({
    site,
    stackApi,
  }) => {
    const [first] = await faqData(stackApi);
    const [one, two] = first!.faqs;
    const { panel } = await openFaq(site, stackApi);
    const question = (faq: Item) => panel.getByRole('button', { name: faq.title, exact: true });
    const answer = (faq: Item) => panel.getByRole('region', { name: faq.title, exact: true });

    await expect(question(one!)).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(one!)).toBeHidden();
    await question(one!).click();
    await expect(question(one!)).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(one!)).toContainText(opening(plain(one!.summary)));

    await question(two!).click();
    await expect(answer(two!)).toContainText(opening(plain(two!.summary)));
    await expect(answer(one!)).toBeVisible();

    await question(one!).click();
    await expect(question(one!)).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(one!)).toBeHidden();
    await expect(answer(two!)).toBeVisible();
  });

  test('typing without diacritics keeps the questions about opening an account', async ({
    site,
    stackApi,
  }) => {
    const categories = await faqData(stackApi);
    const all = categories.flatMap((c) => c.faqs);
    const query = 'mo tai khoan';
    const expected = matching(all, query);
    // The questions written with the accents are among them, and the filter hides some.
    const written = all.filter((f) => f.title.toLocaleLowerCase('vi').includes('mở tài khoản'));
    expect(written.length, 'the seed asks about "mở tài khoản"').toBeGreaterThan(1);
    expect(expected).toEqual(expect.arrayContaining(written));
    expect(expected.length).toBeLessThan(all.length);

    const { tabs, panel, search } = await openFaq(site, stackApi);
    const status = site.main.getByRole('search').getByRole('status');
    for (const typed of [query, 'mở tài khoản', 'MO TAI KHOAN']) {
      await search.fill(typed);
      await expect(status).toHaveText(
        corporateText('vi', 'faq.resultCount', { count: expected.length }),
      );
      await expect(tabs.getByRole('tab')).toHaveText(
        categories.map((c) =>
          corporateText('vi', 'faq.tabWithCount', {
            name: c.title,
            count: matching(c.faqs, query).length,
          }),
        ),
      );
      // The first tab keeps only its matching questions, those matching by wording first.
      const first = categories[0]!;
      await expect(questionsIn(panel)).toHaveText(matching(first.faqs, query).map((f) => f.title));
      const hidden = first.faqs.filter((f) => !expected.includes(f));
      expect(hidden.length, `${first.title} has questions the filter hides`).toBeGreaterThan(0);
      for (const faq of hidden)
        await expect(panel.getByRole('button', { name: faq.title, exact: true })).toHaveCount(0);
    }

    // Another tab with matches shows its own.
    const other = categories.slice(1).find((c) => matching(c.faqs, query).length > 0);
    expect(other, 'another category asks about accounts').toBeDefined();
    await tabs.getByRole('tab', { name: other!.title }).click();
    await expect(questionsIn(panel)).toHaveText(matching(other!.faqs, query).map((f) => f.title));
    await expectSettled(site);
  });

  test('a query that matches nothing says so; clearing it brings the questions back', async ({
    site,
    stackApi,
  }) => {
    const categories = await faqData(stackApi);
    const { tabs, panel, search } = await openFaq(site, stackApi);
    const noMatch = 'zzxq khong co';
    expect(
      matching(
        categories.flatMap((c) => c.faqs),
        noMatch,
      ),
    ).toEqual([]);

    await search.fill(noMatch);
    await expect(panel.getByText(corporateText('vi', 'faq.noMatch'))).toBeVisible();
    await expect(questionsIn(panel)).toHaveCount(0);
    await expect(site.main.getByRole('search').getByRole('status')).toHaveText(
      corporateText('vi', 'faq.resultCount', { count: 0 }),
    );
    await expect(tabs.getByRole('tab').first()).toHaveText(
      corporateText('vi', 'faq.tabWithCount', { name: categories[0]!.title, count: 0 }),
    );

    await site.main.getByRole('button', { name: corporateText('vi', 'faq.clearSearch') }).click();
    await expect(search).toHaveValue('');
    await expect(questionsIn(panel)).toHaveText(categories[0]!.faqs.map((f) => f.title));
    await expect(tabs.getByRole('tab')).toHaveText(categories.map((c) => c.title));

    // Escape clears the box as well.
    await search.fill(noMatch);
    await expect(panel.getByText(corporateText('vi', 'faq.noMatch'))).toBeVisible();
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(questionsIn(panel)).toHaveText(categories[0]!.faqs.map((f) => f.title));
  });

  test('the single-list FAQ page filters its own category', async ({ site, stackApi }) => {
    const target = await templatePage(stackApi, 'KHCN_FAQ_1', 'vi');
    const categories = await faqData(stackApi);
    // The page lists the category named in its slug ("cau-hoi-ve-mo-tai-khoan" → accounts).
    const all = await listOf<Item>(stackApi, 'faq-categories', 'vi');
    const named = all
      .filter((c) =>
        [c.slug, ...c.translations.map((t) => t.slug)].some((slug) => target.slug.includes(slug)),
      )
      .sort((a, b) => b.slug.length - a.slug.length)[0];
    const category = categories.find((c) => c.id === named?.id);
    expect(category, `${target.slug} names a category with questions`).toBeDefined();

    await openPage(site, target.path, target.title);
    const section = site.main.getByRole('region', { name: category!.title, exact: true });
    await expect(questionsIn(section)).toHaveText(category!.faqs.map((f) => f.title));
    const query = 'mo tai khoan';
    await section
      .getByRole('searchbox', { name: corporateText('vi', 'faq.searchLabel') })
      .fill(query);
    await expect(questionsIn(section)).toHaveText(
      matching(category!.faqs, query).map((f) => f.title),
    );
    await expect(section.getByRole('search').getByRole('status')).toHaveText(
      corporateText('vi', 'faq.resultCount', { count: matching(category!.faqs, query).length }),
    );
  });
});
