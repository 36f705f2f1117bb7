import { type AnyPgColumn, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, locale, ownerId, sort } from './columns';
import { pages } from './pages';

export const menus = pgTable('menus', {
  id: id(),
  /** `header`, `footer`. */
  code: text('code').notNull().unique(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    menuId: ownerId('menu_id', () => menus.id),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    sort: sort(),
    type: text('type', { enum: ['link', 'page', 'group'] }).notNull(),
    target: text('target', { enum: ['_self', '_blank'] })
      .notNull()
      .default('_self'),
    /** Tabler icon name. */
    icon: text('icon'),
    iconImage: text('icon_image'),
    /** For `page` items: the link and `reference.slug` come from this page's translation. */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId)],
);

/** An item shows in a language only when it has a translation there. */
export const menuItemTranslations = pgTable(
  'menu_item_translations',
  {
    itemId: ownerId('item_id', () => menuItems.id),
    locale: locale(),
    title: text('title').notNull(),
    /** Path or URL for `link` items; null for groups and pages. */
    link: text('link'),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locale] })],
);
