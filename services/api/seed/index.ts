import { sql } from 'drizzle-orm';
import { cmsPath, localeFromPath, matchPath } from '@brokerage/shared/routing/paths.ts';
import { LOCALES, type Locale } from '@brokerage/shared/routing/routes.ts';
import type { Db, Tx } from '../src/db/client';
import {
  bondProducts,
  siteFeatures,
  contentItems,
  customers,
  ekycOptions,
  feTranslations,
  khcnAreaTranslations,
  khcnAreas,
  khcnDepartmentTranslations,
  khcnDepartments,
  khcnSpecialistTranslations,
  khcnSpecialists,
  menuItemTranslations,
  menuItems,
  menus,
  pageBlockItems,
  pageBlocks,
  pageTranslations,
  pages,
  redirects,
  siteLocales,
  systemSettings,
} from '../src/db/schema';
import { publicFileUrl } from '../src/lib/files/files';
import { normalizeSitePath } from '@brokerage/shared/routing/pathPolicy.ts';
import { hashPassword } from '../src/lib/security/passwords';
import { hashToken } from '../src/lib/security/tokens';
import { ABOUT_PAGES } from './data/pages-about';
import { NEWS_PAGES } from './data/pages-news';
import { DRAFT_PAGES, RECRUITMENT_PAGES } from './data/pages-recruitment';
import { SERVICE_PAGES } from './data/pages-services';
import { STATIC_PAGES } from './data/pages-static';
import type { PageSeed } from './data/page-types';
import { KHCN_AREAS } from './data/khcn';
import { CONTENT_SEEDS } from './data/content';
import { DEMO_CUSTOMERS, DEMO_CUSTOMER_PASSWORD } from './data/customers';
import { seedRecruitmentMembers } from './data/recruitment-members';
import { seedRecruitmentJobs } from './data/recruitment-jobs';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { EKYC_OPTIONS } from './data/ekyc';
import { BOND_PRODUCTS, SITE_FEATURE_SEEDS } from './data/bonds';
import { seedContent } from './content';
import { seedMarket } from './market/seed';
import { publicFileNames, reportFileNames } from './files';
import { MENUS, type MenuItemSeed } from './data/menus';
import { REDIRECTS } from './data/redirects';
import { FE_TRANSLATIONS, SETTINGS, SHARED_SETTINGS, SITE_LOCALES } from './data/site';
import { type PageSlugs, resolveLink } from './links';
import { insertId } from './insert-id';

export const ALL_PAGES: PageSeed[] = [
  ...STATIC_PAGES,
  ...ABOUT_PAGES,
  ...SERVICE_PAGES,
  ...NEWS_PAGES,
  ...RECRUITMENT_PAGES,
  ...DRAFT_PAGES,
];

/** Seeded rows carry fixed timestamps so two seeds produce the same data. */
const SEED_EPOCH = Date.UTC(2026, 0, 5, 2, 0, 0);
const DAY = 86_400_000;
const seedDate = (index: number) => new Date(SEED_EPOCH + index * DAY);

const toHtml = (fragments: string[]) =>
  fragments.map((f) => (f.startsWith('<') ? f : `<p>${f}</p>`)).join('\n');

async function seedSettings(tx: Tx) {
  for (const locale of LOCALES) {
    const text = SETTINGS[locale];
    await tx.insert(systemSettings).values({
      locale,
      siteName: text.siteName,
      hotline: SHARED_SETTINGS.hotline,
      email: SHARED_SETTINGS.email[locale],
      address: text.address,
      customerSsoClientId: SHARED_SETTINGS.customerSsoClientId,
      // The local demo widget (sites/corporate/public/chat): visible without outside hosts.
      chatScripts: ['/_site/corporate/chat/demo-chat.js'],
      gaId: null,
      gtmId: null,
      recaptchaSiteKey: null,
      tradingSiteUrl: SHARED_SETTINGS.tradingSiteUrl,
      seo: {
        title: text.seoTitle,
        description: text.seoDescription,
        keyword: text.keywords,
        imgSrc: SHARED_SETTINGS.ogImage[locale],
      },
      og: {
        title: text.seoTitle,
        description: text.seoDescription,
        image: SHARED_SETTINGS.ogImage[locale],
        type: 'website',
      },
      updatedAt: seedDate(0),
    });
  }
  await tx
    .insert(siteLocales)
    .values(SITE_LOCALES.map((l, sort) => ({ ...l, enabled: true, sort })));
  await tx.insert(feTranslations).values(
    LOCALES.flatMap((locale) =>
      Object.entries(FE_TRANSLATIONS[locale]).map(([key, value]) => ({
        locale,
        namespace: 'common',
        key,
        value,
      })),
    ),
  );
}

function checkSlug(page: PageSeed, locale: Locale) {
  const { slug } = page[locale];
  // Static pages are fetched by key; every other slug must reach the CMS catch-all, not a route.
  if (!page.staticKey && matchPath(cmsPath(slug, locale)).kind !== 'cms') {
    throw new Error(`Page slug "${slug}" (${locale}) collides with a route of the route table`);
  }
}

async function seedPages(tx: Tx): Promise<{ slugs: PageSlugs; ids: Map<string, number> }> {
  const slugs: PageSlugs = new Map();
  const ids = new Map<string, number>();
  for (const page of ALL_PAGES) slugs.set(page.key, { vi: page.vi.slug, en: page.en.slug });

  for (const [index, page] of ALL_PAGES.entries()) {
    const at = seedDate(index);
    const pageId = await insertId(tx, pages, {
      templateCode: page.templateCode,
      staticKey: page.staticKey ?? null,
      status: page.draft ? 'draft' : 'published',
      previewTokenHash: page.draft ? hashToken(page.draft.previewToken) : null,
      createdAt: at,
      updatedAt: at,
    });
    ids.set(page.key, pageId);

    for (const locale of LOCALES) {
      checkSlug(page, locale);
      const text = page[locale];
      const siteName = SETTINGS[locale].siteName;
      const isHome = page.staticKey === 'home-page';
      const title = isHome ? text.title : `${text.title} | ${siteName}`;
      await tx.insert(pageTranslations).values({
        pageId,
        locale,
        slug: text.slug,
        title: text.title,
        summary: text.summary,
        content: toHtml(text.body),
        seo: { title, description: text.summary, keyword: text.keywords, imgSrc: null },
        og: {
          title,
          description: text.summary,
          image: isHome ? SHARED_SETTINGS.ogImage[locale] : null,
          type: isHome ? 'website' : 'article',
        },
      });

      for (const [sort, block] of (page.blocks?.[locale] ?? []).entries()) {
        const blockId = await insertId(tx, pageBlocks, {
          pageId,
          locale,
          sort,
          type: block.type,
          title: block.title ?? null,
          content: block.content ?? null,
        });
        if (block.items.length === 0) continue;
        await tx.insert(pageBlockItems).values(
          block.items.map((item, itemSort) => ({
            blockId,
            sort: itemSort,
            title: item.title,
            description: item.description ?? null,
            image: item.image ?? null,
            icon: item.icon ?? null,
            link: item.link ? resolveLink(item.link, locale, slugs) : null,
            target: item.target ?? ('url' in (item.link ?? {}) ? '_blank' : '_self'),
          })),
        );
      }
    }
  }
  return { slugs, ids };
}

function pageIdOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Menu links to unknown page "${key}"`);
  return id;
}

async function seedMenuItems(
  tx: Tx,
  menuId: number,
  items: MenuItemSeed[],
  parentId: number | null,
  slugs: PageSlugs,
  pageIds: Map<string, number>,
) {
  for (const [sort, item] of items.entries()) {
    const link = item.link;
    const type = !link ? 'group' : 'page' in link ? 'page' : 'link';
    const itemId = await insertId(tx, menuItems, {
      menuId,
      parentId,
      sort,
      type,
      target: item.target ?? '_self',
      icon: item.icon ?? null,
      iconImage: item.iconImage ?? null,
      pageId: link && 'page' in link ? pageIdOf(pageIds, link.page) : null,
    });
    await tx.insert(menuItemTranslations).values(
      LOCALES.map((locale) => ({
        itemId,
        locale,
        title: item.title[locale],
        // Page items take their link from the page's slug at read time.
        link: link && type === 'link' ? resolveLink(link, locale, slugs) : null,
      })),
    );
    if (item.children) await seedMenuItems(tx, menuId, item.children, itemId, slugs, pageIds);
  }
}

async function seedMenus(tx: Tx, slugs: PageSlugs, pageIds: Map<string, number>) {
  for (const menu of MENUS) {
    const menuId = await insertId(tx, menus, { code: menu.code });
    await seedMenuItems(tx, menuId, menu.items, null, slugs, pageIds);
  }
}

async function seedRedirects(tx: Tx) {
  await tx.insert(redirects).values(
    REDIRECTS.map((r, i) => {
      const path = normalizeSitePath(r.path);
      if (!path) throw new Error(`Bad redirect path ${r.path}`);
      return {
        path,
        target: r.target,
        targetType: r.targetType,
        locale: r.targetType === 'internal' ? localeFromPath(r.target) : null,
        statusCode: r.statusCode,
        createdAt: seedDate(i),
      };
    }),
  );
}

async function seedKhcn(tx: Tx) {
  for (const [areaSort, area] of KHCN_AREAS.entries()) {
    const areaId = await insertId(tx, khcnAreas, { code: area.code, sort: areaSort });
    await tx
      .insert(khcnAreaTranslations)
      .values(LOCALES.map((locale) => ({ areaId, locale, name: area.name[locale] })));
    for (const [deptSort, dept] of area.departments.entries()) {
      const departmentId = await insertId(tx, khcnDepartments, {
        areaId,
        phone: dept.phone,
        sort: deptSort,
      });
      await tx.insert(khcnDepartmentTranslations).values(
        LOCALES.map((locale) => ({
          departmentId,
          locale,
          name: dept.name[locale],
          address: dept.address[locale],
        })),
      );
      for (const [sort, person] of dept.specialists.entries()) {
        const specialistId = await insertId(tx, khcnSpecialists, {
          departmentId,
          fullName: person.fullName,
          phone: person.phone,
          email: person.email,
          avatar: publicFileUrl(person.avatar),
          experienceYears: person.experienceYears,
          sort,
        });
        await tx.insert(khcnSpecialistTranslations).values(
          LOCALES.map((locale) => ({
            specialistId,
            locale,
            title: person.title[locale],
            bio: person.bio[locale],
            certificates: person.certificates[locale],
          })),
        );
      }
    }
  }
}

/**
 * The demo customers, each password hashed on its own (own salt; three hashes take well under
 * 0.1 s). Fixed timestamps like the rest of the seed.
 */
async function seedCustomers(tx: Tx): Promise<number> {
  const hashes = await Promise.all(DEMO_CUSTOMERS.map(() => hashPassword(DEMO_CUSTOMER_PASSWORD)));
  await tx.insert(customers).values(
    DEMO_CUSTOMERS.map((customer, i) => ({
      ...customer,
      passwordHash: hashes[i]!,
      createdAt: seedDate(0),
      updatedAt: seedDate(0),
    })),
  );
  return DEMO_CUSTOMERS.length;
}

/** The eKYC registration choices (brokers, service packs, banks, referral channels). */
async function seedEkycOptions(tx: Tx): Promise<number> {
  await tx
    .insert(ekycOptions)
    .values(EKYC_OPTIONS.map((option, sort) => ({ ...option, attrs: option.attrs ?? {}, sort })));
  return EKYC_OPTIONS.length;
}

/**
 * The bonds on offer with their inventory (docs/bonds.md), when there are none yet, and the
 * site's feature flags that have no row (seeded on; an existing row keeps its value).
 */
async function seedBonds(tx: Tx): Promise<number> {
  await tx
    .insert(siteFeatures)
    .values(SITE_FEATURE_SEEDS.map((f) => ({ ...f, updatedAt: seedDate(0) })))
    .onConflictDoNothing();
  const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(bondProducts);
  if ((existing?.count ?? 0) > 0) return 0;
  await tx
    .insert(bondProducts)
    .values(BOND_PRODUCTS.map((product, sort) => ({ ...product, sort, updatedAt: seedDate(0) })));
  return BOND_PRODUCTS.length;
}

/**
 * Fills an empty database with the demo content, in one transaction. Returns false (and
 * changes nothing) when it is already seeded, so it is safe on every start. Content items,
 * customers and the market came after the first deployments: a database seeded before them
 * gets them on its next start; so do the eKYC options.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const knownFiles = await publicFileNames();
  const reportFiles = reportFileNames();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(systemSettings);
    const fresh = (existing?.count ?? 0) === 0;
    if (fresh) {
      await seedSettings(tx);
      const { slugs, ids } = await seedPages(tx);
      await seedMenus(tx, slugs, ids);
      await seedRedirects(tx);
      await seedKhcn(tx);
    }
    const [content] = await tx.select({ count: sql<number>`count(*)::int` }).from(contentItems);
    const added =
      (content?.count ?? 0) === 0
        ? await seedContent(tx, CONTENT_SEEDS, knownFiles, reportFiles)
        : 0;
    const [people] = await tx.select({ count: sql<number>`count(*)::int` }).from(customers);
    const addedCustomers = (people?.count ?? 0) === 0 ? await seedCustomers(tx) : 0;
    const [options] = await tx.select({ count: sql<number>`count(*)::int` }).from(ekycOptions);
    const addedOptions = (options?.count ?? 0) === 0 ? await seedEkycOptions(tx) : 0;
    // The bonds on offer (after the content: their names are its bond_product items).
    const addedBonds = await seedBonds(tx);
    // The demo market (seed/market), when the market tables are empty.
    const addedMarket = await seedMarket(tx);
    // The recruitment portal's lists, postings, posts and FAQs, dated from today (Vietnam).
    const today = formatDate(new Date(), 'yyyy-mm-dd');
    const addedJobs = await seedRecruitmentJobs(tx, today, knownFiles);
    // The recruitment portal's demo candidate (README).
    const addedCandidates = await seedRecruitmentMembers(tx, seedDate(0));
    return (
      fresh ||
      added > 0 ||
      addedCustomers > 0 ||
      addedOptions > 0 ||
      addedBonds > 0 ||
      addedMarket > 0 ||
      addedCandidates > 0 ||
      addedJobs > 0
    );
  });
}
