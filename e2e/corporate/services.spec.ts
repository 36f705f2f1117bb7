/**
 * The services routes of the corporate site: individual-customer categories and services,
 * organisation and investment-banking pages, fee schedules (tables, the slug's schedule, a phone
 * screen), trading guides with their PDF export, the management by department, unknown slugs,
 * and the language switch on a detail page. Names and texts come from the API and the locale files.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import type { Locale, RouteId } from '../../shared/src/routing/routes';
import {
  errorTitle,
  expectCards,
  expectPath,
  expectSettled,
  itemOf,
  listOf,
  openCard,
  openPage,
  routePath,
  slugIn,
  templatePage,
  type DepartmentDetail,
  type Detail,
  type Item,
} from '../support/catalog';
import { commonText, corporateText } from '../support/locales';

interface FeeAttrs {
  columns: string[];
  rows: string[][];
}
interface DealAttrs {
  issuer: string;
  dealDate: string;
}

test.describe('individual customers', () => {
  test('a category from the side navigation, a service from its card, and back', async ({
    page,
    site,
    stackApi,
  }) => {
    const [categories, services] = await Promise.all([
      listOf<Item>(stackApi, 'khcn-service-categories', 'vi'),
      listOf<Item>(stackApi, 'khcn-services', 'vi'),
    ]);
    // The second category: switching to it is a real change from the overview's first section.
    const category = categories[1]!;
    const inCategory = services.filter((s) => s.category?.id === category.id);
    expect(inCategory.length, `${category.title} has services`).toBeGreaterThan(1);

    await openPage(
      site,
      routePath('individualCustomer', 'vi'),
      corporateText('vi', 'services.individual.title'),
    );
    const nav = site.main.getByRole('navigation', {
      name: corporateText('vi', 'services.categories'),
    });
    await expect(
      nav.getByRole('link', { name: corporateText('vi', 'services.allCategories') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link')).toHaveText([
      corporateText('vi', 'services.allCategories'),
      ...categories.map((c) => c.title),
    ]);

    await nav.getByRole('link', { name: category.title, exact: true }).click();
    await expectPath(page, category.path!);
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(category.title);
    await expect(nav.getByRole('link', { name: category.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Only this category's services, each card leading to its page.
    await expectCards(site.main, 2, inCategory);

    const service = inCategory[0]!;
    await openCard(site, site.main, 2, service);
    const breadcrumb = site.main.getByRole('navigation', {
      name: commonText('vi', 'page.breadcrumb'),
    });
    await expect(breadcrumb.getByRole('link', { name: category.title })).toHaveAttribute(
      'href',
      category.path!,
    );
    const others = site.page.getByRole('region', {
      name: corporateText('vi', 'services.otherServices'),
    });
    await expect(others.getByRole('link')).toHaveText(inCategory.slice(1).map((s) => s.title));

    await page.goBack();
    await expectPath(page, category.path!);
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(category.title);
    await expectCards(site.main, 2, inCategory);
    await expectSettled(site);
  });
});

test.describe('organisations and investment banking', () => {
  test('organisation services, one in detail with the others beside it', async ({
    site,
    stackApi,
  }) => {
    const services = await listOf<Item>(stackApi, 'khtc-services', 'vi');
    await openPage(
      site,
      routePath('organizeCustomer', 'vi'),
      corporateText('vi', 'investmentBanking.organisation.title'),
    );
    await expectCards(site.main, 2, services);
    await expect(
      site.main.getByRole('link', {
        name: corporateText('vi', 'investmentBanking.contact.action'),
      }),
    ).toHaveAttribute('href', routePath('contact', 'vi'));

    const chosen = services[1]!;
    await openCard(site, site.main, 2, chosen);
    const others = site.page.getByRole('region', {
      name: corporateText('vi', 'investmentBanking.organisation.others'),
    });
    await expect(others.getByRole('link')).toHaveText(
      services.filter((s) => s.id !== chosen.id).map((s) => s.title),
    );
    await expectSettled(site);
  });

  test('investment banking: services, business lines, the latest deals and the way to all of them', async ({
    site,
    stackApi,
  }) => {
    const [services, lines, deals, dealsPage] = await Promise.all([
      listOf<Item>(stackApi, 'nhdt-services', 'vi'),
      listOf<Item>(stackApi, 'nhdt-business', 'vi'),
      listOf<Item<DealAttrs>>(stackApi, 'recent-deals', 'vi'),
      templatePage(stackApi, 'NHDT_RECENT_DEAL', 'vi'),
    ]);
    await openPage(
      site,
      routePath('bankInvestment', 'vi'),
      corporateText('vi', 'investmentBanking.banking.title'),
    );
    const region = (key: string) =>
      site.main.getByRole('region', { name: corporateText('vi', key), exact: true });
    await expectCards(region('investmentBanking.banking.services'), 3, services);
    await expectCards(region('investmentBanking.business.title'), 3, lines);
    const newest = deals
      .sort((a, b) => b.attrs.dealDate.localeCompare(a.attrs.dealDate))
      .slice(0, 3);
    const dealsSection = region('deals.title');
    await expect(dealsSection.getByRole('heading', { level: 3 })).toHaveText(
      newest.map((d) => d.attrs.issuer),
    );
    await expect(
      dealsSection.getByRole('link', { name: corporateText('vi', 'deals.viewAll') }),
    ).toHaveAttribute('href', dealsPage.path);

    // A business line opens on the same route with its slug.
    const line = lines[0]!;
    await openCard(site, region('investmentBanking.business.title'), 3, line);
    await expect(
      site.page
        .getByRole('region', { name: corporateText('vi', 'investmentBanking.business.others') })
        .getByRole('link'),
    ).toHaveText(lines.slice(1).map((l) => l.title));

    // A service has its own detail route.
    const service = services[0]!;
    await openPage(site, service.path!, service.title);
    await expect(
      site.page
        .getByRole('region', { name: corporateText('vi', 'investmentBanking.banking.others') })
        .getByRole('link'),
    ).toHaveText(services.slice(1).map((s) => s.title));
    await expectSettled(site);
  });
});

test.describe('fees', () => {
  test('the first schedule as a table; a slug selects its own schedule', async ({
    page,
    site,
    stackApi,
  }) => {
    const fees = await listOf<Item<FeeAttrs>>(stackApi, 'htgd-fees', 'vi');
    expect(fees.length, 'the seed has several schedules').toBeGreaterThan(2);
    const table = async (fee: Item<FeeAttrs>) => {
      const { attrs } = await itemOf<Detail<FeeAttrs>>(stackApi, 'htgd-fees', fee.slug, 'vi');
      const shown = site.main.getByRole('table', { name: fee.title, exact: true });
      await expect(shown.locator('caption')).toHaveText(fee.title);
      await expect(shown.getByRole('columnheader')).toHaveText(attrs.columns);
      await expect(shown.getByRole('rowheader')).toHaveText(attrs.rows.map((row) => row[0]!));
    };
    const nav = site.main.getByRole('navigation', { name: corporateText('vi', 'fees.schedules') });
    const current = nav.locator('[aria-current="page"]');

    await openPage(site, routePath('transactionFee', 'vi'), corporateText('vi', 'fees.title'));
    await expect(nav.getByRole('link')).toHaveText(fees.map((f) => f.title));
    await expect(current).toHaveText(fees[0]!.title);
    await expect(site.main.getByRole('heading', { level: 2, name: fees[0]!.title })).toBeVisible();
    await table(fees[0]!);

    const second = fees[1]!;
    await openPage(site, second.path!, second.title);
    await expect(current).toHaveText(second.title);
    await expect(
      site.main
        .getByRole('navigation', { name: commonText('vi', 'page.breadcrumb') })
        .getByRole('link', { name: corporateText('vi', 'fees.title') }),
    ).toHaveAttribute('href', routePath('transactionFee', 'vi'));
    await table(second);

    const third = fees[2]!;
    await nav.getByRole('link', { name: third.title, exact: true }).click();
    await expectPath(page, third.path!);
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(third.title);
    await expect(current).toHaveText(third.title);
    await table(third);
    await expectSettled(site);
  });

  test('on a 360 px phone the table scrolls in its own box, not the page', async ({
    page,
    site,
    stackApi,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const [fee] = await listOf<Item<FeeAttrs>>(stackApi, 'htgd-fees', 'vi');
    await openPage(site, fee!.path!, fee!.title);
    // The scroller is a focusable region named like its table.
    const scroller = site.main.getByRole('region', { name: fee!.title, exact: true });
    await expect(scroller.getByRole('table')).toBeVisible();
    await expectSettled(site);
    const box = await scroller.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(box.scroll, 'the table is wider than its box').toBeGreaterThan(box.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expect(scroller).toHaveAttribute('tabindex', '0');
  });
});

test.describe('trading guides', () => {
  for (const locale of ['vi', 'en'] as const) {
    test(`"${corporateText(locale, 'instructs.export.button')}" downloads the guide as a PDF (${locale})`, async ({
      page,
      site,
      stackApi,
    }) => {
      const [guide] = await listOf<Item>(stackApi, 'htgd-instructs', locale, { limit: '1' });
      await openPage(site, guide!.path!, guide!.title);
      const button = site.main.getByRole('button', {
        name: corporateText(locale, 'instructs.export.button'),
      });
      const download = page.waitForEvent('download');
      await button.click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      const body = await readFile((await file.path())!);
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(button).toBeEnabled();
      await expectSettled(site);
    });
  }
});

test.describe('management', () => {
  test('one tab per department with its members, then the department page', async ({
    page,
    site,
    stackApi,
  }) => {
    const departments = await listOf<Item>(stackApi, 'departments', 'vi');
    const [first, second] = await Promise.all(
      departments
        .slice(0, 2)
        .map((d) => itemOf<DepartmentDetail>(stackApi, 'departments', d.slug, 'vi')),
    );
    await openPage(site, routePath('departments', 'vi'), corporateText('vi', 'departments.title'));
    const tabs = site.main.getByRole('tablist', { name: corporateText('vi', 'departments.tabs') });
    await expect(tabs.getByRole('tab')).toHaveText(departments.map((d) => d.title));
    await expect(tabs.getByRole('tab', { name: first!.title })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = site.main.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
      first!.members.map((m) => m.title),
    );

    await tabs.getByRole('tab', { name: second!.title }).click();
    await expectPath(page, routePath('departments', 'vi', second!.slug));
    await expect(tabs.getByRole('tab', { name: second!.title })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
      second!.members.map((m) => m.title),
    );

    await panel
      .getByRole('link', {
        name: corporateText('vi', 'departments.viewDepartment', { name: second!.title }),
      })
      .click();
    await expectPath(page, second!.path!);
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(second!.title);
    const members = site.main.getByRole('region', {
      name: corporateText('vi', 'departments.members'),
    });
    await expect(members.getByRole('heading', { level: 3 })).toHaveText(
      second!.members.map((m) => m.title),
    );
    for (const member of second!.members) {
      if (member.summary) await expect(members).toContainText(member.summary);
    }
    const others = site.page.getByRole('region', {
      name: corporateText('vi', 'departments.others'),
    });
    await expect(others.getByRole('link')).toHaveText(
      departments.filter((d) => d.id !== second!.id).map((d) => d.title),
    );
    await expectSettled(site);
  });
});

test.describe('unknown slugs', () => {
  const UNKNOWN: [RouteId, Locale][] = [
    ['individualCustomerDetail', 'vi'],
    ['individualCustomerDetail', 'en'],
    ['departmentDetail', 'vi'],
    ['bankInvestmentDetail', 'vi'],
    ['transactionSupportDetail', 'vi'],
    ['transactionFee', 'vi'],
    ['transactionFee', 'en'],
    ['individualCustomer', 'vi'],
    ['organizeCustomer', 'vi'],
    ['bankInvestment', 'vi'],
  ];
  for (const [route, locale] of UNKNOWN) {
    const path = routePath(route, locale, 'khong-co-muc-nay');
    test(`${path} is a 404 with the 404 page`, async ({ site }) => {
      const response = await site.open(path);
      expect(response.status()).toBe(404);
      await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(
        errorTitle('notFound', locale),
      );
    });
  }

  test('an unknown department tab is a 404 with the 404 page', async ({ site }) => {
    const response = await site.open(routePath('departments', 'vi', 'khong-co-muc-nay'));
    expect(response.status()).toBe(404);
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(
      errorTitle('notFound', 'vi'),
    );
  });
});

test.describe('language switch on a detail page', () => {
  const DETAILS: { name: string; apiPath: string; route: RouteId }[] = [
    { name: 'a service', apiPath: 'khcn-services', route: 'individualCustomerDetail' },
    { name: 'a fee schedule', apiPath: 'htgd-fees', route: 'transactionFee' },
    { name: 'a department', apiPath: 'departments', route: 'departmentDetail' },
  ];
  for (const { name, apiPath, route } of DETAILS) {
    test(`${name} switches to its English slug and back`, async ({ page, site, stackApi }) => {
      const [item] = await listOf<Item>(stackApi, apiPath, 'vi', { limit: '1' });
      const en = await itemOf<Item>(stackApi, apiPath, slugIn(item!, 'en'), 'en');
      await openPage(site, routePath(route, 'vi', item!.slug), item!.title);

      await site.switchLanguage('en');
      await expectPath(page, routePath(route, 'en', en.slug));
      await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(en.title);
      await expect(site.html).toHaveAttribute('lang', 'en');

      await site.switchLanguage('vi');
      await expectPath(page, routePath(route, 'vi', item!.slug));
      await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(item!.title);
      await expectSettled(site);
    });
  }
});
