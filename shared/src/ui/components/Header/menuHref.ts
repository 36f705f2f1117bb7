import { cmsPath, type Locale } from '../../../routing';
import type { MenuItem } from '../../../validation';

/**
 * Where a menu item goes: a CMS page's slug path in the current language, or the item's own
 * link; null for group headings (and items the CMS left without a target).
 */
export function menuHref(item: MenuItem, locale: Locale): string | null {
  if (item.type === 'page') return item.reference?.slug ? cmsPath(item.reference.slug, locale) : null;
  if (item.type === 'link') return item.link?.trim() || null;
  return null;
}
