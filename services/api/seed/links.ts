import { buildPath, cmsPath, matchPath } from '@brokerage/shared/routing/paths.ts';
import { type Locale } from '@brokerage/shared/routing/routes.ts';
import type { LinkSeed } from './data/types';

/** page key → slug per language, filled while pages are inserted. */
export type PageSlugs = Map<string, Record<Locale, string>>;

export function pageSlug(slugs: PageSlugs, key: string, locale: Locale): string {
  const slug = slugs.get(key)?.[locale];
  if (slug === undefined) throw new Error(`Seed links to unknown page "${key}"`);
  return slug;
}

/** A seeded link as a path (from the shared route table, so it is always a valid route) or URL. */
export function resolveLink(link: LinkSeed, locale: Locale, slugs: PageSlugs): string {
  if ('url' in link) return link.url;
  const path =
    'page' in link
      ? cmsPath(pageSlug(slugs, link.page, locale), locale)
      : buildPath(link.route, locale, link.subPage ? { subPage: link.subPage } : {});
  const match = matchPath(path);
  if (match.kind === 'notFound' || match.kind === 'unknown')
    throw new Error(`Seed link ${path} is not a valid route`);
  return path;
}
