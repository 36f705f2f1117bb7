import type { MenuItem } from '@brokerage/shared/validation/content.ts';
import type { FlatMenuItem } from '../../repositories/menus';

/**
 * Flat rows → nested items with depth. An item whose parent is not in the list (untranslated,
 * or pointing at an unpublished page) is dropped together with its subtree.
 */
export function buildMenuTree(rows: FlatMenuItem[]): MenuItem[] {
  const children = new Map<number | null, FlatMenuItem[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const build = (parentId: number | null, depth: number): MenuItem[] =>
    (children.get(parentId) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((row) => ({
        id: row.id,
        parentId: row.parentId,
        depth,
        title: row.title,
        icon: row.icon,
        iconImage: row.iconImage,
        link: row.link,
        target: row.target,
        type: row.type,
        reference: row.slug !== null ? { slug: row.slug } : null,
        subMenu: build(row.id, depth + 1),
      }));
  return build(null, 0);
}
