import {
  DEFAULT_LOCALE,
  type Locale,
  type RouteDef,
  type RouteId,
  type SiteId,
  type SubPage,
  getRoute,
  routeForSegment,
} from './routes';
import { homePath, isUnsafeSegment } from './pathPolicy';

export type RouteMatch =
  | { kind: 'home'; locale: Locale; site: 'corporate' }
  | { kind: 'route'; locale: Locale; site: SiteId; route: RouteDef; slug?: string; id?: string; subPage?: SubPage }
  /** One unknown segment: a CMS page slug, resolved by `pages/{slug}` then the redirect table. */
  | { kind: 'cms'; locale: Locale; site: 'corporate'; slug: string }
  /** Several unknown segments: only the redirect table can save it. */
  | { kind: 'unknown'; locale: Locale; site: 'corporate' }
  /** Known route with a wrong shape (or undecodable path): the owning site shows its 404. */
  | { kind: 'notFound'; locale: Locale; site: SiteId };

export function isLocale(value: unknown): value is Locale {
  return value === 'vi' || value === 'en';
}

/** The language of a path: `/en/...` is English, anything else Vietnamese (spec §2). */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/').find((s) => s !== '');
  return first === 'en' ? 'en' : DEFAULT_LOCALE;
}

function splitPath(pathname: string): { locale: Locale; segments: string[] } | null {
  let raw: string[];
  try {
    raw = pathname.split('/').filter((s) => s !== '').map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  if (raw.some(isUnsafeSegment)) return null;
  let locale: Locale = DEFAULT_LOCALE;
  if (raw[0] === 'en' || raw[0] === 'vi') {
    locale = raw[0];
    raw = raw.slice(1);
  }
  return { locale, segments: raw };
}

export function matchPath(pathname: string): RouteMatch {
  const parts = splitPath(pathname);
  if (!parts) return { kind: 'notFound', locale: localeFromPath(pathname), site: 'corporate' };
  const { locale, segments } = parts;
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'home', locale, site: 'corporate' };
  const route = routeForSegment(locale, first);
  if (!route) {
    return segments.length === 1
      ? { kind: 'cms', locale, site: 'corporate', slug: first }
      : { kind: 'unknown', locale, site: 'corporate' };
  }
  const notFound = { kind: 'notFound', locale, site: route.site } as const;
  const base = { kind: 'route', locale, site: route.site, route } as const;
  const [param] = rest;
  switch (route.params) {
    case 'none':
      return rest.length === 0 ? base : notFound;
    case 'slug':
      if (rest.length > 1) return notFound;
      return param === undefined ? base : { ...base, slug: param };
    case 'slugRequired':
      return rest.length === 1 && param ? { ...base, slug: param } : notFound;
    case 'optionalId':
      if (rest.length === 0) return base;
      return rest.length === 1 && param && /^\d{1,12}$/.test(param) ? { ...base, id: param } : notFound;
    case 'subPages': {
      if (rest.length === 0) return base;
      const subPage = route.subPages?.find((p) => p[locale] === param);
      return rest.length === 1 && subPage ? { ...base, subPage } : notFound;
    }
  }
}

/** The site that serves a path, before any CMS template lookup. */
export function siteForPath(pathname: string): SiteId {
  return matchPath(pathname).site;
}

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

export function cmsPath(slug: string, locale: Locale): string {
  return `${prefix(locale)}/${encodeURIComponent(slug)}`;
}

export interface BuildOptions {
  slug?: string;
  id?: string | number;
  /** Sub-page id of the analysis centre (see ANALYSIS_SUB_PAGES). */
  subPage?: string;
  query?: Record<string, string | number | boolean | undefined | null>;
}

function queryString(query: BuildOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL of a route in a language; the only way components should build URLs. */
export function buildPath(id: RouteId, locale: Locale, options: BuildOptions = {}): string {
  const route = getRoute(id);
  if (route.id === 'home') return homePath(locale) + queryString(options.query);
  let path = `${prefix(locale)}/${route[locale]}`;
  if (options.subPage) {
    const sub = route.subPages?.find((p) => p.id === options.subPage);
    if (!sub) throw new Error(`Route ${id} has no sub-page ${options.subPage}`);
    path += `/${sub[locale]}`;
  }
  if (options.slug) path += `/${encodeURIComponent(options.slug)}`;
  if (options.id !== undefined) path += `/${encodeURIComponent(String(options.id))}`;
  return path + queryString(options.query);
}

export interface PageTranslation {
  locale: string;
  slug: string;
}

/**
 * Where the language switch goes (spec §2): the same screen in the other language, with the
 * translated slug from the page data when the page has one; analysis pages keep their whole
 * query (`stock_symbol` and the page's filters); otherwise the home of that language.
 */
export function translatePath(
  location: { pathname: string; search?: string },
  target: Locale,
  translations: readonly PageTranslation[] = [],
): string {
  const match = matchPath(location.pathname);
  const translated = translations.find((t) => t.locale === target)?.slug;
  const search = new URLSearchParams(location.search ?? '');
  switch (match.kind) {
    case 'home':
    case 'unknown':
    case 'notFound':
      return homePath(target);
    case 'cms':
      return translated ? cmsPath(translated, target) : homePath(target);
    case 'route': {
      const { route } = match;
      if (match.slug !== undefined) {
        return translated ? buildPath(route.id as RouteId, target, { slug: translated }) : homePath(target);
      }
      if (route.params === 'subPages') {
        // The page's state in its query (stock_symbol, a period, the screener's filters, with
        // their repeats) is the same in either language: it all goes along.
        const query = search.toString();
        return buildPath(route.id as RouteId, target, { subPage: match.subPage?.id }) + (query ? `?${query}` : '');
      }
      const query = Object.fromEntries(search.entries());
      return buildPath(route.id as RouteId, target, { id: match.id, query });
    }
  }
}

export type LinkKind = 'same-site' | 'other-site' | 'storage' | 'external';

/** Public files: served by the API's storage route, or any path that names a document. */
export const STORAGE_PREFIX = '/api/v1/files/';
const FILE_EXTENSION = /\.(pdf|docx?|xlsx?|pptx?|zip|rar|csv|txt|png|jpe?g|gif|webp|svg|mp4|mp3)$/i;

export function isExternalHref(href: string): boolean {
  return /^(https?:|tel:|mailto:)/i.test(href.trim()) || href.trim().startsWith('//');
}

export function classifyLink(href: string, currentSite: SiteId): LinkKind {
  const value = href.trim();
  if (isExternalHref(value)) return 'external';
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname.startsWith(STORAGE_PREFIX) || pathname.startsWith('/storage/') || FILE_EXTENSION.test(pathname)) {
    return 'storage';
  }
  const absolute = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return siteForPath(absolute) === currentSite ? 'same-site' : 'other-site';
}
