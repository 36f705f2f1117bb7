import { createContext, use, type AnchorHTMLAttributes, type Ref } from 'react';
import { Link as RouterLink, useInRouterContext, useLocation } from 'react-router-dom';
import { buildPath, classifyLink, localeFromPath, siteForPath, type BuildOptions, type LinkKind } from './paths';
import type { Locale, RouteId, SiteId } from './routes';

/**
 * The site this bundle is. `startSite` provides it; without a provider the owner of the current
 * path stands in, which is right for every page a site actually serves.
 */
export const SiteContext = createContext<SiteId | null>(null);

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  ref?: Ref<HTMLAnchorElement>;
  /** Build a route's URL in this language instead of the current path's language. */
  locale?: Locale;
  /** Router links only: replace the history entry instead of pushing one. */
  replace?: boolean;
};

export type LinkProps = AnchorProps &
  ({ href: string; route?: never; options?: never } | { route: RouteId; options?: BuildOptions; href?: never });

interface Resolved {
  href: string;
  kind: LinkKind | 'hash';
}

/**
 * A full URL on this very origin is still a path of ours: keep it in the app when it is the same
 * site instead of reloading the page.
 */
function toSameOriginPath(href: string): string {
  if (typeof window === 'undefined' || !/^https?:\/\//i.test(href)) return href;
  try {
    const url = new URL(href);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : href;
  } catch {
    return href;
  }
}

function resolve(props: LinkProps, pathname: string, site: SiteId): Resolved {
  const locale = props.locale ?? localeFromPath(pathname);
  let href = props.route !== undefined ? buildPath(props.route, locale, props.options) : toSameOriginPath(props.href);
  if (href.startsWith('#')) return { href, kind: 'hash' };
  const kind = classifyLink(href, site);
  // CMS editors write "gioi-thieu" as often as "/gioi-thieu"; both mean the root-relative path.
  if ((kind === 'same-site' || kind === 'other-site') && !href.startsWith('/') && !href.startsWith('?')) {
    href = `/${href}`;
  }
  return { href, kind };
}

function relFor(kind: Resolved['kind'], href: string, rel: string | undefined): string | undefined {
  const needed =
    kind === 'external' && /^(https?:)?\/\//i.test(href) ? 'noopener noreferrer' : kind === 'storage' ? 'noopener' : '';
  const parts = new Set([...(rel ?? '').split(/\s+/), ...needed.split(/\s+/)].filter(Boolean));
  return parts.size ? [...parts].join(' ') : undefined;
}

function targetFor(kind: Resolved['kind'], href: string, target: string | undefined): string | undefined {
  if (target) return target;
  // tel: and mailto: hand over to another app; a blank tab would just stay empty.
  if (kind === 'external') return /^(tel|mailto):/i.test(href) ? undefined : '_blank';
  if (kind === 'storage') return '_blank';
  return undefined;
}

function RoutedLink(props: LinkProps) {
  const location = useLocation();
  const site = use(SiteContext) ?? siteForPath(location.pathname);
  const { href, kind } = resolve(props, location.pathname, site);
  const { route: _route, options: _options, locale: _locale, href: _href, replace, rel, target, ...rest } = props;
  if (kind === 'same-site') {
    return <RouterLink {...rest} to={href} replace={replace} target={target} rel={rel} />;
  }
  return <a {...rest} href={href} target={targetFor(kind, href, target)} rel={relFor(kind, href, rel)} />;
}

function PlainLink(props: LinkProps) {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  const site = use(SiteContext) ?? siteForPath(pathname);
  const { href, kind } = resolve(props, pathname, site);
  const { route: _route, options: _options, locale: _locale, href: _href, replace: _replace, rel, target, ...rest } =
    props;
  return <a {...rest} href={href} target={targetFor(kind, href, target)} rel={relFor(kind, href, rel)} />;
}

/**
 * The one link component (design §1): a router link inside this site, a full page load to
 * another site of the same origin (the session token lives in sessionStorage and survives it),
 * a new tab for stored files and other origins.
 */
export function Link(props: LinkProps) {
  // Outside a router (a portal rendered early, a unit test without one) there is nothing to route with.
  return useInRouterContext() ? <RoutedLink {...props} /> : <PlainLink {...props} />;
}
