import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { LocaleSchema } from '@brokerage/shared/validation/common.ts';
import {
  type Page,
  type PageBlock,
  type PageSummary,
} from '@brokerage/shared/validation/content.ts';
import type { Db } from '../db/client';
import { pageBlockItems, pageBlocks, pageTranslations, pages } from '../db/schema';
import { bindDb } from './bind-db';

type PageRow = typeof pages.$inferSelect;
type PageText = typeof pageTranslations.$inferSelect;

const translationsOf = async (db: Db, pageIds: number[]) =>
  pageIds.length === 0
    ? []
    : db
        .select({
          pageId: pageTranslations.pageId,
          locale: pageTranslations.locale,
          slug: pageTranslations.slug,
        })
        .from(pageTranslations)
        .where(inArray(pageTranslations.pageId, pageIds))
        .orderBy(asc(pageTranslations.locale));

const asLocales = (rows: { locale: string; slug: string }[]) =>
  rows.flatMap((r) => {
    const locale = LocaleSchema.safeParse(r.locale);
    return locale.success ? [{ locale: locale.data, slug: r.slug }] : [];
  });

async function blocksOf(db: Db, pageId: number, locale: Locale): Promise<PageBlock[]> {
  const blocks = await db
    .select()
    .from(pageBlocks)
    .where(and(eq(pageBlocks.pageId, pageId), eq(pageBlocks.locale, locale)))
    .orderBy(asc(pageBlocks.sort), asc(pageBlocks.id));
  if (blocks.length === 0) return [];
  const items = await db
    .select()
    .from(pageBlockItems)
    .where(
      inArray(
        pageBlockItems.blockId,
        blocks.map((b) => b.id),
      ),
    )
    .orderBy(asc(pageBlockItems.sort), asc(pageBlockItems.id));
  return blocks.map((block) => ({
    id: block.id,
    type: block.type,
    title: block.title,
    content: block.content,
    items: items
      .filter((item) => item.blockId === block.id)
      .map(({ id, title, description, image, icon, link, target }) => ({
        id,
        title,
        description,
        image,
        icon,
        link,
        target,
      })),
  }));
}

/**
 * A page in one language. With `fallback`, a page missing that language is shown in another
 * (previews only: a public URL must never serve the wrong language). `texts` are the page's
 * translations (by locale) when the caller already read them.
 */
async function loadPage(
  db: Db,
  page: PageRow,
  locale: Locale,
  fallback = false,
  texts?: PageText[],
): Promise<Page | null> {
  texts ??= await db
    .select()
    .from(pageTranslations)
    .where(eq(pageTranslations.pageId, page.id))
    .orderBy(asc(pageTranslations.locale));
  const text = texts.find((t) => t.locale === locale) ?? (fallback ? texts[0] : undefined);
  if (!text) return null;
  const shownLocale = LocaleSchema.safeParse(text.locale);
  return {
    id: page.id,
    templateCode: page.templateCode,
    title: text.title,
    summary: text.summary,
    content: text.content,
    seo: text.seo,
    og: text.og,
    translations: asLocales(texts),
    blocks: await blocksOf(db, page.id, shownLocale.success ? shownLocale.data : locale),
    updatedAt: page.updatedAt.toISOString(),
  };
}

/**
 * Published CMS page by its slug in a language, with all its translations (for `loadPage`, so
 * they are read once); static pages are reached by key only.
 */
async function findPageBySlug(
  db: Db,
  slug: string,
  locale: Locale,
): Promise<{ page: PageRow; texts: PageText[] } | undefined> {
  // One statement: the page whose slug matches, joined to every translation of it.
  const matching = db
    .select({ id: pageTranslations.pageId })
    .from(pageTranslations)
    .where(and(eq(pageTranslations.locale, locale), eq(pageTranslations.slug, slug)));
  const rows = await db
    .select({ page: pages, text: pageTranslations })
    .from(pages)
    .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .where(and(inArray(pages.id, matching), eq(pages.status, 'published'), isNull(pages.staticKey)))
    .orderBy(asc(pages.id), asc(pageTranslations.locale));
  const [first] = rows;
  if (!first) return undefined;
  const texts = rows.filter((r) => r.page.id === first.page.id).map((r) => r.text);
  return { page: first.page, texts };
}

async function findStaticPage(db: Db, key: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.staticKey, key), eq(pages.status, 'published')))
    .limit(1);
  return row;
}

async function findPageById(db: Db, id: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row;
}

/** Every published page that exists in the language, oldest first. */
async function listPages(
  db: Db,
  locale: Locale,
  { page, limit }: { page: number; limit: number },
): Promise<{ items: PageSummary[]; total: number }> {
  const where = and(eq(pageTranslations.locale, locale), eq(pages.status, 'published'));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(where);
  const rows = await db
    .select({
      id: pages.id,
      templateCode: pages.templateCode,
      updatedAt: pages.updatedAt,
      title: pageTranslations.title,
      slug: pageTranslations.slug,
    })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(where)
    .orderBy(asc(pages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const translations = await translationsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      templateCode: r.templateCode,
      title: r.title,
      slug: r.slug,
      translations: asLocales(translations.filter((t) => t.pageId === r.id)),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/** CMS pages: static pages by key, pages by slug or id (preview), and their blocks. */
export const pagesRepository = (db: Db) =>
  bindDb(db, {
    load: loadPage,
    findBySlug: findPageBySlug,
    findStatic: findStaticPage,
    findById: findPageById,
    list: listPages,
  });
