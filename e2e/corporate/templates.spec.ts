/**
 * Every page template the corporate site renders, on its seeded CMS page: the page's title as
 * the one h1, one check that the template's own content is there (taken from the API and the
 * locale files), and nothing left busy. Then the header and footer menus in both languages:
 * every internal link answers 200, and a sample of them opens on a real page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, type SitePage, type StackApi } from '../fixtures';
import { test } from '../support/tour';
import { type Locale } from '../../shared/src/routing/routes';
import { buildPath, matchPath } from '../../shared/src/routing/paths';
import {
  cmsPage,
  errorTitle,
  ERROR_KINDS,
  expectCards,
  expectSettled,
  itemOf,
  listOf,
  opening,
  plain,
  routePath,
  templatePage,
  type Block,
  type DepartmentDetail,
  type Item,
  type MenuItem,
  type TemplatePage,
} from '../support/catalog';
import { commonText, corporatePattern, corporateText } from '../support/locales';

interface Context {
  site: SitePage;
  page: Page;
  stackApi: StackApi;
  locale: Locale;
  target: TemplatePage;
}

interface TemplateCase {
  /** The h1 when it is not the page's title (ERROR_403 shows the 403 page). */
  heading?: (ctx: Context) => string;
  /** Also checked on the English page. */
  english?: boolean;
  check: (ctx: Context) => Promise<void>;
}

// ---- checks shared by several templates ------------------------------------------------------

/** A dedicated-look block (stats, timeline, values…): a section named by its title, one entry per item. */
async function expectBlock(main: Locator, block: Block | undefined): Promise<void> {
  expect(block, 'the page has the block').toBeDefined();
  const section = main.getByRole('region', { name: block!.title!, exact: true });
  const entries = section.getByRole('listitem');
  await expect(entries).toHaveCount(block!.items.length);
  for (const [i, item] of block!.items.entries()) {
    await expect(entries.nth(i)).toContainText(item.title);
    if (item.description) await expect(entries.nth(i)).toContainText(item.description);
  }
}

const blocksOf = async ({ stackApi, target, locale }: Context, type: string) =>
  (await cmsPage(stackApi, target.slug, locale)).blocks.filter((block) => block.type === type);

interface Grouped {
  title: string;
  items: Item[];
}

/** Items grouped under their category, in the category order, empty categories left out. */
function groupByCategory(categories: readonly Item[], items: readonly Item[]): Grouped[] {
  return categories
    .map((category) => ({
      title: category.title,
      items: items.filter((item) => item.category?.id === category.id),
    }))
    .filter((group) => group.items.length > 0);
}

/** One section per group, named by it, with the group's items as cards. */
async function expectGroups(main: Locator, groups: readonly Grouped[]): Promise<void> {
  expect(groups.length, 'the seed has groups').toBeGreaterThan(0);
  for (const group of groups) {
    await expectCards(main.getByRole('region', { name: group.title, exact: true }), 3, group.items);
  }
}

const serviceGroups = async ({ stackApi, locale }: Context) => {
  const [categories, services] = await Promise.all([
    listOf<Item>(stackApi, 'khcn-service-categories', locale),
    listOf<Item>(stackApi, 'khcn-services', locale),
  ]);
  return groupByCategory(categories, services);
};

/** NEWS_*_NEWS_EVENTS: the product's newest article leads the list, linking to its page. */
const newsCheck =
  (product: string) =>
  async ({ site, stackApi, locale, target }: Context) => {
    const [first] = await listOf<Item>(stackApi, 'news', locale, { product, limit: '1' });
    expect(first, `the seed has ${product} news`).toBeDefined();
    const list = site.main.getByRole('region', {
      name: corporateText(locale, 'news.listLabel', { name: target.title }),
    });
    const headings = list.getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText(first!.title);
    await expect(headings.first().getByRole('link')).toHaveAttribute('href', first!.path!);
  };

interface ReportAttrs {
  file: string | null;
}

/** Annual, financial and governance reports: the newest first, with its PDF to download. */
const reportCheck =
  (apiPath: string) =>
  async ({ site, stackApi, locale }: Context) => {
    const [first] = await listOf<Item<ReportAttrs>>(stackApi, apiPath, locale, { limit: '1' });
    expect(first?.attrs.file, `the seed has a ${apiPath} PDF`).toBeTruthy();
    const list = site.main.getByRole('region', {
      name: corporateText(locale, 'reports.documents.listLabel'),
    });
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(first!.title);
    await expect(
      list.getByRole('link', {
        name: corporateText(locale, 'reports.documents.downloadLabel', { title: first!.title }),
      }),
    ).toHaveAttribute('href', first!.attrs.file!);
  };

// ---- one case per template ---------------------------------------------------------------------

interface BranchAttrs {
  regionCode: string;
  address: string;
}
interface DealAttrs {
  issuer: string;
  role: string;
  dealDate: string;
}
interface BondAttrs {
  code: string;
  maturityDate: string;
}
interface CalendarAttrs {
  eventDate: string;
}
interface AnalysisReport {
  name: string;
  requiredLogin: boolean;
}

const ACCOUNT_SLUG = /(^|-)(tai-khoan|account)(-|$)/;

const TEMPLATES: Record<string, TemplateCase> = {
  ABOUT_GENERAL: {
    check: async (ctx) => {
      const [links] = await blocksOf(ctx, 'links');
      expect(links, 'the page has a links block').toBeDefined();
      const section = ctx.site.main.getByRole('region', { name: links!.title!, exact: true });
      await expectCards(
        section,
        3,
        links!.items.map((item) => ({ title: item.title, path: item.link })),
      );
    },
  },

  ABOUT_OVERVIEW: {
    check: async (ctx) => {
      const [stats] = await blocksOf(ctx, 'stats');
      const [timeline] = await blocksOf(ctx, 'timeline');
      await expectBlock(ctx.site.main, stats);
      await expectBlock(ctx.site.main, timeline);
    },
  },

  ABOUT_VALUE: {
    check: async (ctx) => expectBlock(ctx.site.main, (await blocksOf(ctx, 'values'))[0]),
  },

  ABOUT_ACHIEVEMENT: {
    check: async (ctx) => expectBlock(ctx.site.main, (await blocksOf(ctx, 'timeline'))[0]),
  },

  ABOUT_POLICY: {
    english: true,
    check: async (ctx) => {
      const [documents] = await blocksOf(ctx, 'documents');
      expect(documents?.items.length, 'the page lists documents').toBeGreaterThan(0);
      const section = ctx.site.main.getByRole('region', { name: documents!.title!, exact: true });
      for (const item of documents!.items) {
        const link = section.getByRole('link', {
          name: `${corporateText(ctx.locale, 'about.download')} : ${item.title} ${corporateText(ctx.locale, 'about.newTab')}`,
        });
        await expect(link).toHaveAttribute('href', item.link!);
        const pdf = await ctx.stackApi.request.get(item.link!);
        expect(pdf.status(), item.link!).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
      }
    },
  },

  ABOUT_NETWORK: {
    english: true,
    check: async ({ site, stackApi, locale }) => {
      const [regions, branches] = await Promise.all([
        listOf<Item<{ code: string }>>(stackApi, 'locations/regions', locale),
        listOf<Item<BranchAttrs>>(stackApi, 'branches', locale),
      ]);
      const inRegion = (code: string) => branches.filter((b) => b.attrs.regionCode === code);
      const tabName = (code: string) =>
        corporateText(locale, 'network.regionTab', {
          name: regions.find((r) => r.attrs.code === code)!.title,
          count: inRegion(code).length,
        });
      const tabs = site.main.getByRole('tablist', {
        name: corporateText(locale, 'network.regions'),
      });
      const panel = site.main.getByRole('tabpanel');

      // The head office's region opens first.
      await expect(tabs.getByRole('tab', { name: tabName('north') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      for (const branch of inRegion('north')) {
        await expect(
          panel.getByRole('heading', { level: 3, name: branch.title, exact: true }),
        ).toBeVisible();
      }

      await tabs.getByRole('tab', { name: tabName('south') }).click();
      await expect(tabs.getByRole('tab', { name: tabName('south') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const south = inRegion('south');
      const hcm = south.find((b) => b.attrs.address.includes('Hồ Chí Minh'));
      expect(hcm, 'a southern office in Hồ Chí Minh').toBeDefined();
      await expect(
        panel.getByRole('heading', { level: 3, name: hcm!.title, exact: true }),
      ).toBeVisible();
      await expect(panel.getByText(hcm!.attrs.address, { exact: true }).first()).toBeVisible();
      await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(south.length);
      await expect(
        panel.getByRole('heading', { level: 3, name: inRegion('north')[0]!.title }),
      ).toHaveCount(0);
    },
  },

  ABOUT_ORGANIZATIONAL_CHART: {
    check: async ({ site, stackApi, locale, target }) => {
      const { content } = await cmsPage(stackApi, target.slug, locale);
      const chart = orgChartHtml(content ?? '');
      const units = [...chart.matchAll(/<li>([^<]+)/g)].map((m) => plain(m[1]));
      // The board, as the departments list names it ("Hội đồng quản trị").
      const [board] = await listOf<Item>(stackApi, 'departments', locale);
      expect(units, 'the chart names the board').toContain(board?.title);
      const figure = site.main.getByRole('figure', {
        name: corporateText(locale, 'about.orgChartCaption', { count: units.length }),
      });
      await expect(figure.getByRole('listitem')).toHaveCount(units.length);
      await expect(
        figure.getByRole('listitem').filter({ hasText: board!.title }).first(),
      ).toBeVisible();
    },
  },

  ABOUT_LEADER: {
    english: true,
    check: async ({ site, stackApi, locale }) => {
      const departments = await listOf<Item>(stackApi, 'departments', locale);
      expect(departments.length).toBeGreaterThan(0);
      for (const department of departments) {
        const { members } = await itemOf<DepartmentDetail>(
          stackApi,
          'departments',
          department.slug,
          locale,
        );
        const section = site.main.getByRole('region', { name: department.title, exact: true });
        await expect(section.getByRole('heading', { level: 3 })).toHaveText(
          members.map((m) => m.title),
        );
        await expect(
          section.getByRole('link', {
            name: corporateText(locale, 'departments.viewDepartment', { name: department.title }),
          }),
        ).toHaveAttribute('href', department.path!);
      }
    },
  },

  KHCN_STOCK_TRADING: {
    check: async (ctx) => expectGroups(ctx.site.main, await serviceGroups(ctx)),
  },

  HTGD_FEATURES_LIST: {
    check: async (ctx) => expectGroups(ctx.site.main, await serviceGroups(ctx)),
  },

  KHCN_ACCOUNT_MANAGEMENT: {
    check: async (ctx) => {
      const [categories, services] = await Promise.all([
        listOf<Item>(ctx.stackApi, 'khcn-service-categories', ctx.locale),
        listOf<Item>(ctx.stackApi, 'khcn-services', ctx.locale),
      ]);
      const isAccount = (c: Item) =>
        [c.slug, ...c.translations.map((t) => t.slug)].some((s) => ACCOUNT_SLUG.test(s));
      await expectGroups(ctx.site.main, groupByCategory(categories.filter(isAccount), services));
      for (const other of categories.filter((c) => !isAccount(c))) {
        await expect(
          ctx.site.main.getByRole('region', { name: other.title, exact: true }),
        ).toHaveCount(0);
      }
      await expect(
        ctx.site.main.getByRole('link', {
          name: corporateText(ctx.locale, 'services.openAccount.action'),
        }),
      ).toHaveAttribute('href', routePath('ekyc', ctx.locale));
    },
  },

  KHCN_INVESTMENT_CONSULTING: {
    check: async ({ site, locale }) => {
      const areas = site.main.getByRole('tablist', {
        name: corporateText(locale, 'investmentConsulting.areas'),
      });
      await expect(areas.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await expect(
        site.main
          .getByRole('button', {
            name: corporatePattern(locale, 'investmentConsulting.openDetail'),
          })
          .first(),
      ).toBeVisible();
    },
  },

  KHCN_FAQ: {
    english: true,
    check: async ({ site, stackApi, locale }) => {
      const [categories, faqs] = await Promise.all([
        listOf<Item>(stackApi, 'faq-categories', locale),
        listOf<Item>(stackApi, 'faqs', locale),
      ]);
      const groups = groupByCategory(categories, faqs);
      const tabs = site.main.getByRole('tablist', {
        name: corporateText(locale, 'faq.categories'),
      });
      await expect(tabs.getByRole('tab')).toHaveText(groups.map((g) => g.title));
      const first = groups[0]!.items[0]!;
      const question = site.main.getByRole('button', { name: first.title, exact: true });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      const answer = site.main.getByRole('region', { name: first.title, exact: true });
      await expect(answer).toBeVisible();
      await expect(answer).toContainText(opening(plain(first.summary)));
    },
  },

  KHCN_FAQ_1: {
    check: async ({ site, stackApi, locale, target }) => {
      const [categories, faqs, page] = await Promise.all([
        listOf<Item>(stackApi, 'faq-categories', locale),
        listOf<Item>(stackApi, 'faqs', locale),
        cmsPage(stackApi, target.slug, locale),
      ]);
      // The page lists the category whose slug its own slug contains (the longest such slug).
      const pageSlugs = [target.slug, ...page.translations.map((t) => t.slug)];
      const matches = categories
        .flatMap((c) => [c.slug, ...c.translations.map((t) => t.slug)].map((slug) => ({ c, slug })))
        .filter(({ slug }) => pageSlugs.some((p) => p.includes(slug)))
        .sort((a, b) => b.slug.length - a.slug.length);
      const category = matches[0]?.c;
      expect(category, `${target.slug} names a FAQ category`).toBeDefined();
      const section = site.main.getByRole('region', { name: category!.title, exact: true });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        faqs.filter((f) => f.category?.id === category!.id).map((f) => f.title),
      );
    },
  },

  HTGH_GUIDE_TRADING_SYSTEM: {
    check: async ({ site, stackApi, locale }) => {
      const [categories, instructs] = await Promise.all([
        listOf<Item>(stackApi, 'htgd-instruct-categories', locale),
        listOf<Item>(stackApi, 'htgd-instructs', locale),
      ]);
      await expectGroups(site.main, groupByCategory(categories, instructs));
    },
  },

  NHDT_RECENT_DEAL: {
    english: true,
    check: async ({ site, stackApi, locale }) => {
      const deals = (await listOf<Item<DealAttrs>>(stackApi, 'recent-deals', locale)).sort((a, b) =>
        b.attrs.dealDate.localeCompare(a.attrs.dealDate),
      );
      const cards = site.main
        .getByRole('listitem')
        .filter({ has: site.page.getByRole('heading', { level: 2 }) });
      await expect(cards).toHaveCount(deals.length);
      for (const [i, deal] of deals.entries()) {
        await expect(cards.nth(i).getByRole('heading', { level: 2 })).toHaveText(deal.attrs.issuer);
        // The role in words of the language, never its code.
        await expect(cards.nth(i)).toContainText(
          corporateText(locale, `deals.roles.${deal.attrs.role}`),
        );
        await expect(cards.nth(i)).not.toContainText(deal.attrs.role);
      }
    },
  },

  HTGD_PRODUCTS_AND_SERVICES: {
    check: async ({ site, stackApi, locale }) => {
      const [khtc, nhdt] = await Promise.all([
        listOf<Item>(stackApi, 'khtc-services', locale),
        listOf<Item>(stackApi, 'nhdt-services', locale),
      ]);
      for (const [key, items] of [
        ['investmentBanking.organisation.title', khtc],
        ['investmentBanking.banking.title', nhdt],
      ] as const) {
        await expectCards(
          site.main.getByRole('region', { name: corporateText(locale, key), exact: true }),
          3,
          items,
        );
      }
    },
  },

  HTGD_BUSINESS: {
    check: async ({ site, stackApi, locale }) =>
      expectCards(site.main, 2, await listOf<Item>(stackApi, 'nhdt-business', locale)),
  },

  TPDN: {
    english: true,
    check: async ({ site, stackApi, locale }) => {
      const bonds = (await listOf<Item<BondAttrs>>(stackApi, 'bond-products', locale)).sort(
        (a, b) => a.attrs.maturityDate.localeCompare(b.attrs.maturityDate),
      );
      expect(bonds.length, 'the seed offers at least five bonds').toBeGreaterThanOrEqual(5);
      const table = site.main.getByRole('table', {
        name: corporateText(locale, 'bonds.tableCaption'),
      });
      await expect(table.getByRole('columnheader')).toHaveText(
        ['code', 'issuer', 'coupon', 'term', 'maturity', 'parValue', 'register'].map((c) =>
          corporateText(locale, `bonds.columns.${c}`),
        ),
      );
      // Nearest maturity first, one row per bond, headed by its code.
      await expect(table.getByRole('rowheader')).toHaveText(bonds.map((b) => b.attrs.code));
      // Each bond opens its registration on the onboarding site (issue 25).
      const first = bonds[0]!.attrs.code;
      await expect(
        table.getByRole('link', { name: `${corporateText(locale, 'bonds.registerLink')} ${first}` }),
      ).toHaveAttribute('href', buildPath('registerBondTrading', locale, { query: { code: first } }));
    },
  },

  HTGD_DEFAULT_TEMPLATE: {
    check: async ({ site, stackApi, locale, target }) => {
      const menus = await stackApi.data<{ code: string; items: MenuItem[] }[]>('menus', { locale });
      const header = menus.find((m) => m.code === 'header')?.items ?? [];
      const related = menuNeighbours(header, target.slug, locale);
      expect(related.length, `the header menu lists ${target.slug} with others`).toBeGreaterThan(0);
      const section = site.main.getByRole('region', {
        name: corporateText(locale, 'about.relatedPages'),
      });
      const links = section.getByRole('link');
      await expect(links).toHaveText(related.map((r) => r.title));
      for (const [i, link] of related.entries())
        await expect(links.nth(i)).toHaveAttribute('href', link.href);
    },
  },

  CONTACT: {
    check: async ({ site, stackApi, locale, target }) => {
      const { content } = await cmsPage(stackApi, target.slug, locale);
      const paragraphs = [...(content ?? '').matchAll(/<p>(.*?)<\/p>/gs)].map((m) => plain(m[1]));
      expect(paragraphs.length, 'the contact page has text').toBeGreaterThan(0);
      for (const paragraph of paragraphs) await expect(site.main).toContainText(paragraph);
    },
  },

  ERROR_403: {
    english: true,
    heading: ({ locale }) => errorTitle('forbidden', locale),
    check: async ({ site, locale }) => {
      await expect(
        site.main.getByRole('button', { name: commonText(locale, 'actions.back') }),
      ).toBeVisible();
      await expect(
        site.main.getByRole('link', { name: commonText(locale, 'actions.contact') }),
      ).toHaveAttribute('href', routePath('contact', locale));
    },
  },

  NEWS_COMPANY_NEWS_EVENTS: { check: newsCheck('company') },
  NEWS_STOCK_NEWS_EVENTS: { check: newsCheck('stock') },
  NEWS_BOND_NEWS_EVENTS: { check: newsCheck('bond') },
  NEWS_DERIVATIVE_NEWS_EVENTS: { check: newsCheck('derivative') },
  NEWS_FUND_NEWS_EVENTS: { check: newsCheck('fund') },

  NEWS_VIDEOS: {
    check: async ({ site, stackApi, locale }) => {
      const [first] = await listOf<Item<{ isLive: boolean }>>(stackApi, 'news-videos', locale, {
        limit: '1',
      });
      expect(first, 'the seed has videos').toBeDefined();
      const list = site.main.getByRole('region', {
        name: corporateText(locale, 'videos.listLabel'),
      });
      const key = first!.attrs.isLive ? 'videos.playLive' : 'videos.play';
      await expect(
        list.getByRole('button', { name: corporateText(locale, key, { title: first!.title }) }),
      ).toBeVisible();
    },
  },

  NEWS_ANNUAL_REPORT: { check: reportCheck('annual-reports') },
  NEWS_FINANCIAL_STATEMENTS: { check: reportCheck('financial-reports') },
  NEWS_CORPORATE_GOVERNANCE_SITUATION: { check: reportCheck('governance-reports') },

  NEWS_CALENDAR_EVENTS: {
    check: async ({ site, stackApi, locale }) => {
      const [first] = await listOf<Item<CalendarAttrs>>(stackApi, 'calendar-events', locale, {
        limit: '1',
      });
      expect(first, 'the seed has events').toBeDefined();
      const [year, month] = first!.attrs.eventDate.split('-').map(Number);
      const list = site.main.getByRole('region', {
        name: corporateText(locale, 'calendar.listLabel'),
      });
      const monthName =
        locale === 'vi'
          ? String(month)
          : new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
              Date.UTC(2000, month! - 1, 1),
            );
      const group = list.getByRole('region', {
        name: corporateText(locale, 'calendar.month', { month: monthName, year: year! }),
      });
      await expect(group.getByRole('heading', { level: 3 }).first()).toHaveText(first!.title);
    },
  },

  KHCN_ANALYSIS_REPORT: {
    check: async ({ site, stackApi, locale }) => {
      const [first] = await listOf<AnalysisReport>(stackApi, 'ttpt-reports', locale, {
        limit: '1',
      });
      expect(first, 'the seed has analysis reports').toBeDefined();
      const list = site.main.getByRole('region', {
        name: corporateText(locale, 'reports.analysis.listLabel'),
      });
      await expect(
        list.getByRole(first!.requiredLogin ? 'button' : 'link', { name: first!.name }).first(),
      ).toBeVisible();
    },
  },
};

/** The `<ul class="org-chart">` of the page's body, up to its own closing tag. */
function orgChartHtml(content: string): string {
  const start = content.indexOf('<ul class="org-chart">');
  expect(start, 'the body holds an org chart').toBeGreaterThanOrEqual(0);
  const tags = /<\/?ul\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(content); m; m = tags.exec(content)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return content.slice(start, m.index + m[0].length);
  }
  return content.slice(start);
}

const menuHref = (item: MenuItem, locale: Locale): string | null => {
  if (item.type === 'page')
    return item.reference ? `${locale === 'en' ? '/en' : ''}/${item.reference.slug}` : null;
  if (item.type === 'link') return item.link?.trim() || null;
  return null;
};

/** The page's own sub-pages, then the other entries beside it in the header menu. */
function menuNeighbours(
  items: readonly MenuItem[],
  slug: string,
  locale: Locale,
): { title: string; href: string }[] {
  const here = items.find((item) => item.type === 'page' && item.reference?.slug === slug);
  const linked = (list: readonly MenuItem[]) =>
    list.flatMap((item) => {
      const href = menuHref(item, locale);
      return href ? [{ title: item.title, href }] : [];
    });
  if (here) return [...linked(here.subMenu), ...linked(items.filter((item) => item !== here))];
  for (const item of items) {
    const found = menuNeighbours(item.subMenu, slug, locale);
    if (found.length > 0) return found;
  }
  return [];
}

// ---- the tests ---------------------------------------------------------------------------------

test.describe('page templates on their seeded CMS pages', () => {
  // One page per worker, moving from template to template as a link does (support/tour.ts):
  // all of one language first, so that the worker's page changes document only a few times.
  for (const locale of ['vi', 'en'] as const) {
    for (const [code, template] of Object.entries(TEMPLATES)) {
      if (locale === 'en' && !template.english) continue;
      test(`${code} (${locale})`, async ({ tour, stackApi }) => {
        const { site, page } = tour;
        const target = await templatePage(stackApi, code, locale);
        const ctx: Context = { site, page, stackApi, locale, target };
        await tour.open(target.path, { status: 200 });
        await expect(site.html).toHaveAttribute('lang', locale);
        const h1 = site.main.getByRole('heading', { level: 1 });
        await expect(h1).toHaveText(template.heading?.(ctx) ?? target.title);
        await expect(h1).toHaveCount(1);
        await template.check(ctx);
        await expectSettled(site);
      });
    }
  }
});

// ---- the menus ---------------------------------------------------------------------------------

const HOME: Record<Locale, string> = { vi: '/', en: '/en' };
const SAMPLE = 6;

/**
 * Menu entries whose screens other sites have not built yet: they show the 403 "under
 * development" page by design. Reported; checked below to still say so, so that this list is
 * revisited when they land. None now: the analysis centre's sub-pages and report list are built
 * (issue 24), and the bond-trading registration (issue 25) is on while its flag is.
 */
const PENDING_ROUTES: ReadonlySet<string> = new Set<string>([]);

function underDevelopment(path: string): boolean {
  const match = matchPath(path);
  return match.kind === 'route' && PENDING_ROUTES.has(match.route.id);
}

/** The internal links of the drawer (every branch opened) and of the footer menu. */
async function menuLinks(site: SitePage, locale: Locale): Promise<string[]> {
  // Below 1360 px the header menu is the drawer, whose branches open in place.
  await site.page.setViewportSize({ width: 1024, height: 800 });
  await site.open(HOME[locale]);
  await site.header.getByRole('button', { name: commonText(locale, 'a11y.openMenu') }).click();
  const drawer = site.page.getByRole('navigation', { name: commonText(locale, 'a11y.mobileNav') });
  await expect(drawer).toBeVisible();
  const closed = drawer.getByRole('button', { expanded: false });
  // Opening a branch may show branches of its own: open until none is left closed.
  for (let guard = 0; guard < 100 && (await closed.count()) > 0; guard++)
    await closed.first().click();
  await expect(closed).toHaveCount(0);
  const footer = site.footer.getByRole('navigation', {
    name: commonText(locale, 'a11y.footerNav'),
  });
  const read = (scope: Locator) =>
    scope.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const hrefs = [...(await read(drawer)), ...(await read(footer))];
  const internal = [...new Set(hrefs)]
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .sort();
  expect(internal.length, 'the menus have internal links').toBeGreaterThan(10);
  return internal;
}

/** The h1 the page settles on once it has loaded. */
async function settledHeading(site: SitePage, href: string): Promise<string> {
  // The heading is what counts here, not every picture of the page: no wait for `load`.
  const response = await site.page.goto(href, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), `${href} status`).toBe(200);
  const h1 = site.page.getByRole('heading', { level: 1 }).first();
  // A first visit to another site is a cold SPA start: slow on a busy two-core runner.
  await expect(h1, `${href} shows a heading`).toBeVisible({ timeout: 20_000 });
  await expectSettled(site);
  return (await h1.innerText()).trim();
}

test.describe('header and footer menus', () => {
  // The sample and the pending pages are several full page loads each (a fresh SPA start, its
  // data and lazy chunks): several seconds apiece on a busy two-core runner.
  test.describe.configure({ timeout: 120_000 });
  for (const locale of ['vi', 'en'] as const) {
    test(`every internal menu link answers 200 with a page (${locale})`, async ({
      site,
      stackApi,
    }) => {
      const links = await menuLinks(site, locale);
      const answers = await Promise.all(
        links.map(async (href) => {
          const response = await stackApi.request.get(href, { headers: { accept: 'text/html' } });
          return {
            href,
            status: response.status(),
            type: response.headers()['content-type'] ?? '',
          };
        }),
      );
      expect(
        answers.filter((a) => a.status !== 200 || !a.type.startsWith('text/html')),
        'menu links that do not answer a page',
      ).toEqual([]);
    });

    test(`a sample of menu links opens on real pages (${locale})`, async ({ site }) => {
      const links = (await menuLinks(site, locale)).filter((href) => !underDevelopment(href));
      const step = Math.max(1, Math.floor(links.length / SAMPLE));
      const sample = links.filter((_, i) => i % step === 0).slice(0, SAMPLE);
      test.info().annotations.push({ type: 'sample', description: sample.join(', ') });
      const errors = ERROR_KINDS.map((kind) => errorTitle(kind, locale));
      for (const href of sample) {
        expect(errors, `${href} is not an error page`).not.toContain(
          await settledHeading(site, href),
        );
      }
    });

    test(`menu links to screens not built yet show the 403 page (${locale}, known)`, async ({
      site,
    }) => {
      const pending = (await menuLinks(site, locale)).filter(underDevelopment);
      test.info().annotations.push({
        type: 'known issue',
        description: `menu links to 403 pages: ${pending.join(', ')}`,
      });
      for (const href of pending)
        expect(await settledHeading(site, href), href).toBe(errorTitle('forbidden', locale));
    });
  }
});
