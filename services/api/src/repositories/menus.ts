import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cmsPath } from '@brokerage/shared/routing/paths.ts';
import { type Locale } from '@brokerage/shared/routing/routes.ts';
import type { MenuItem } from '@brokerage/shared/validation/content.ts';
import type { Db } from '../db/client';
import { menuItemTranslations, menuItems, menus, pageTranslations, pages } from '../db/schema';
import { bindDb } from './bind-db';

/**
 * A menu item in one language, before nesting (routes/menus/menu-tree.ts builds the tree): the
 * contract's fields, with its place among its siblings and its CMS page's slug.
 */
export type FlatMenuItem = Pick<
  MenuItem,
  'id' | 'parentId' | 'title' | 'icon' | 'iconImage' | 'link' | 'target' | 'type'
> & { sort: number; slug: string | null };

export interface MenuRows {
  code: string;
  items: FlatMenuItem[];
}

/** One page of menus (or the one `code` names) with their visible items, flat. */
async function listMenus(
  db: Db,
  locale: Locale,
  { page, limit, code }: { page: number; limit: number; code?: string },
): Promise<{ menus: MenuRows[]; total: number }> {
  const where = code ? eq(menus.code, code) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(menus).where(where);
  const menuRows = await db
    .select()
    .from(menus)
    .where(where)
    .orderBy(asc(menus.id))
    .limit(limit)
    .offset((page - 1) * limit);
  if (menuRows.length === 0) return { menus: [], total };

  const pageText = alias(pageTranslations, 'page_text');
  const rows = await db
    .select({
      menuId: menuItems.menuId,
      id: menuItems.id,
      parentId: menuItems.parentId,
      sort: menuItems.sort,
      type: menuItems.type,
      target: menuItems.target,
      icon: menuItems.icon,
      iconImage: menuItems.iconImage,
      pageId: menuItems.pageId,
      title: menuItemTranslations.title,
      link: menuItemTranslations.link,
      slug: pageText.slug,
      pageStatus: pages.status,
    })
    .from(menuItems)
    .innerJoin(
      menuItemTranslations,
      and(eq(menuItemTranslations.itemId, menuItems.id), eq(menuItemTranslations.locale, locale)),
    )
    .leftJoin(pages, eq(pages.id, menuItems.pageId))
    .leftJoin(pageText, and(eq(pageText.pageId, menuItems.pageId), eq(pageText.locale, locale)))
    .where(
      inArray(
        menuItems.menuId,
        menuRows.map((m) => m.id),
      ),
    );

  const byMenu = new Map<number, FlatMenuItem[]>();
  for (const row of rows) {
    // A page item lives only while its page is published in this language.
    if (row.type === 'page' && (row.slug === null || row.pageStatus !== 'published')) continue;
    const list = byMenu.get(row.menuId) ?? [];
    list.push({
      id: row.id,
      parentId: row.parentId,
      sort: row.sort,
      title: row.title,
      icon: row.icon,
      iconImage: row.iconImage,
      link: row.type === 'page' && row.slug !== null ? cmsPath(row.slug, locale) : row.link,
      target: row.target,
      type: row.type,
      slug: row.type === 'page' ? row.slug : null,
    });
    byMenu.set(row.menuId, list);
  }
  return {
    menus: menuRows.map((m) => ({ code: m.code, items: byMenu.get(m.id) ?? [] })),
    total,
  };
}

export const menusRepository = (db: Db) => bindDb(db, { list: listMenus });
