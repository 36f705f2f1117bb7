import { cmsPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { MenuItem } from '@brokerage/shared/validation/content.ts';

export interface MenuLink {
  id: number;
  title: string;
  href: string;
  target: '_self' | '_blank';
}

export interface MenuNeighbours {
  /** The section the page sits in (its parent menu item). */
  section: { title: string; href: string | null } | null;
  /** The other pages of that section, in menu order. */
  links: MenuLink[];
}

function hrefOf(item: MenuItem, locale: Locale): string | null {
  if (item.type === 'page') return item.reference?.slug ? cmsPath(item.reference.slug, locale) : null;
  if (item.type === 'link') return item.link?.trim() || null;
  return null;
}

/** Whether a menu item leads to the CMS page of one of these slugs. */
function isPage(item: MenuItem, slugs: readonly string[], locale: Locale): boolean {
  if (item.type === 'page') return !!item.reference && slugs.includes(item.reference.slug);
  const href = hrefOf(item, locale);
  return href !== null && slugs.some((slug) => href === cmsPath(slug, locale) || href === `/${slug}`);
}

/**
 * Where a CMS page sits in the header menu, and its neighbours there: the "related pages" of a
 * generic page. Null when the menu does not list the page (or lists it alone).
 */
export function menuNeighbours(
  menu: readonly MenuItem[],
  slugs: readonly string[],
  locale: Locale,
): MenuNeighbours | null {
  const search = (items: readonly MenuItem[], parent: MenuItem | null): MenuNeighbours | null => {
    const here = items.find((item) => isPage(item, slugs, locale));
    if (here) {
      const links = items
        .filter((item) => item !== here)
        .flatMap((item): MenuLink[] => {
          const href = hrefOf(item, locale);
          return href ? [{ id: item.id, title: item.title, href, target: item.target }] : [];
        });
      // The page's own sub-pages are related too (a section page lists what is under it).
      const children = here.subMenu.flatMap((item): MenuLink[] => {
        const href = hrefOf(item, locale);
        return href ? [{ id: item.id, title: item.title, href, target: item.target }] : [];
      });
      const all = [...children, ...links];
      if (all.length === 0) return null;
      return { section: parent ? { title: parent.title, href: hrefOf(parent, locale) } : null, links: all };
    }
    for (const item of items) {
      const found = search(item.subMenu, item);
      if (found) return found;
    }
    return null;
  };
  return search(menu, null);
}
