import { cmsPath } from '../../../routing/paths';
import type { Locale } from '../../../routing/routes';
import type { MenuItem } from '../../../validation/content';
import type { TradingLink } from '../AccountMenu/AccountMenu';

/**
 * Where a menu item goes: a CMS page's slug path in the current language, or the item's own
 * link; null for group headings (and items the CMS left without a target).
 */
export function menuHref(item: MenuItem, locale: Locale): string | null {
  if (item.type === 'page') return item.reference?.slug ? cmsPath(item.reference.slug, locale) : null;
  if (item.type === 'link') return item.link?.trim() || null;
  return null;
}

/** Whether any item of a menu tree, at any depth, links where `matches` says. */
export function menuHasLink(
  items: readonly MenuItem[],
  locale: Locale,
  matches: (href: string | null) => boolean,
): boolean {
  return items.some((item) => matches(menuHref(item, locale)) || menuHasLink(item.subMenu, locale, matches));
}

/** The trading site's link when it must log in by SSO first (else the plain link does). */
export const ssoFirst = (trading: TradingLink | null | undefined, href: string | null): trading is TradingLink =>
  !!trading && !trading.direct && trading.matches(href);
