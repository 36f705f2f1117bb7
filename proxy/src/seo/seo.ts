import { homePath } from '@brokerage/shared/routing/pathPolicy.ts';
import { cmsPath, translatePath } from '@brokerage/shared/routing/paths.ts';
import { LOCALES, type Locale } from '@brokerage/shared/routing/routes.ts';
import type { SystemGeneral } from '@brokerage/shared/validation/content.ts';
import type { ContentRouteHead } from '@brokerage/shared/validation/contentItems.ts';
import type { ContentSource, PageInfo } from '../pages/content';
import type { HeadMeta } from '../pages/head';
import type { Resolution } from '../pages/resolve';

type PageResolution = Extract<Resolution, { type: 'page' }>;

const NOT_FOUND_TITLE: Record<Locale, string> = {
  vi: 'Không tìm thấy trang',
  en: 'Page not found',
};
const OG_LOCALE: Record<Locale, string> = { vi: 'vi_VN', en: 'en_US' };

const text = (...values: Array<string | null | undefined>): string | undefined =>
  values.map((v) => v?.trim()).find((v): v is string => Boolean(v));

function absolute(origin: string | undefined, url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return origin && url.startsWith('/') && !url.startsWith('//') ? origin + url : undefined;
}

/** A same-origin path the API gave us, safe to put after the origin in an href. */
const isSitePath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/** Language versions of the page, limited to the languages the site has switched on. */
function alternatesFor(
  resolution: PageResolution,
  page: PageInfo | undefined,
  enabled: readonly Locale[],
): Array<{ locale: Locale; path: string }> {
  const { match, item } = resolution;
  if (!match) return [];
  let paths: Array<{ locale: Locale; path: string }> = [];
  if (match.kind === 'home') {
    paths = LOCALES.map((locale) => ({ locale, path: homePath(locale) }));
  } else if (match.kind === 'cms') {
    const own = { locale: match.locale, path: cmsPath(match.slug, match.locale) };
    const others = (page?.translations ?? [])
      .filter((t) => t.locale !== match.locale && t.slug)
      .map((t) => ({ locale: t.locale, path: cmsPath(t.slug, t.locale) }));
    paths = [own, ...others];
  } else if (match.kind === 'route' && match.slug !== undefined) {
    // A content item knows its own paths. The API's path for this language wins over the one
    // requested: an item reached by its id or its other-language slug names its real URL.
    // Without an item (API down, or a route the API is not asked about) there is only this
    // URL: a guessed translation could point at a page that does not exist.
    const own = item?.alternates.find((a) => a.locale === match.locale && isSitePath(a.path));
    const others = (item?.alternates ?? []).filter(
      (a) => a.locale !== match.locale && isSitePath(a.path),
    );
    paths = [{ locale: match.locale, path: own?.path ?? resolution.path ?? '/' }, ...others];
  } else if (match.kind === 'route') {
    // Table routes translate without page data.
    paths = LOCALES.map((locale) => ({
      locale,
      path: translatePath({ pathname: resolution.path ?? '/' }, locale),
    }));
  }
  // One version per language (the API could list one twice).
  const seen = new Set<Locale>();
  return paths.filter((p) => {
    if (!enabled.includes(p.locale) || seen.has(p.locale)) return false;
    seen.add(p.locale);
    return true;
  });
}

/**
 * What the served page says about itself, in one shape for CMS pages and content items, so
 * both follow the same title and fallback rules.
 */
interface HeadSource {
  title?: string | null;
  seoTitle?: string | null;
  description?: string | null;
  summary?: string | null;
  keywords?: string | null;
  image?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  ogImage?: string | null;
  ogType?: string | null;
}

const pageSource = (page: PageInfo): HeadSource => ({
  title: page.title,
  seoTitle: page.seo?.title,
  description: page.seo?.description,
  summary: page.summary,
  keywords: page.seo?.keyword,
  image: page.seo?.imgSrc,
  ogTitle: page.og?.title,
  ogDescription: page.og?.description,
  ogImage: page.og?.image,
  ogType: page.og?.type,
});

/** The API already chose the item's SEO text over its summary and its og:type. */
const itemSource = (item: ContentRouteHead): HeadSource => ({
  title: item.title,
  description: item.description,
  keywords: item.keywords,
  image: item.image,
  ogType: item.type,
});

/**
 * The head of a served page (title, description, Open Graph, canonical and hreflang links),
 * from the CMS page or content item when there is one, else the system defaults. A missing or unreachable
 * API only costs the metadata, never the page.
 */
export async function buildHeadMeta(
  resolution: PageResolution,
  content: ContentSource,
  origin: string | undefined,
): Promise<HeadMeta> {
  const { locale, status, match } = resolution;
  if (status === 503) return { robots: 'noindex' };

  const [generalLookup, homeLookup] = await Promise.all([
    content.general(locale),
    status === 200 && match?.kind === 'home' ? content.homePage(locale) : undefined,
  ]);
  const general: SystemGeneral | undefined =
    generalLookup.status === 'found' ? generalLookup.value : undefined;
  const siteName = text(general?.siteName);

  if (status === 404) {
    return {
      title: siteName ? `${NOT_FOUND_TITLE[locale]} | ${siteName}` : NOT_FOUND_TITLE[locale],
      robots: 'noindex',
    };
  }

  const page = resolution.page ?? (homeLookup?.status === 'found' ? homeLookup.value : undefined);
  const source: HeadSource | undefined = page
    ? pageSource(page)
    : resolution.item
      ? itemSource(resolution.item)
      : undefined;
  const isHome = match?.kind === 'home';
  const pageTitle = text(source?.seoTitle, source?.title);
  const title = isHome
    ? text(source?.seoTitle, general?.seo.title, siteName)
    : pageTitle && siteName && pageTitle !== siteName
      ? `${pageTitle} | ${siteName}`
      : text(pageTitle, general?.seo.title, siteName);
  const description = text(source?.description, source?.summary, general?.seo.description);

  const enabled = general
    ? general.locales.filter((l) => l.enabled).map((l) => l.code)
    : [...LOCALES];
  const versions = origin ? alternatesFor(resolution, page, enabled) : [];
  const alternates: Array<{ hreflang: string; href: string }> = versions.map((v) => ({
    hreflang: v.locale,
    href: origin + v.path,
  }));
  const fallback = versions.find((v) => v.locale === 'vi') ?? versions[0];
  if (fallback && alternates.length > 1)
    alternates.push({ hreflang: 'x-default', href: origin + fallback.path });

  const ownPath = versions.find((v) => v.locale === locale)?.path ?? resolution.path;
  const canonical = origin && ownPath ? origin + ownPath : undefined;

  return {
    title,
    description,
    keywords: text(source?.keywords, general?.seo.keyword),
    canonical,
    alternates: alternates.length > 1 ? alternates : [],
    og: {
      title: text(source?.ogTitle, pageTitle && !isHome ? pageTitle : undefined, title),
      description: text(source?.ogDescription, description, general?.og.description),
      image: absolute(
        origin,
        text(source?.ogImage, source?.image, general?.og.image, general?.seo.imgSrc),
      ),
      type: text(source?.ogType, general?.og.type, 'website'),
      url: canonical,
      siteName,
      locale: OG_LOCALE[locale],
    },
  };
}
