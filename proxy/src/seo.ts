import { LOCALES, cmsPath, homePath, translatePath, type Locale } from '@brokerage/shared/routing/core';
import type { SystemGeneral } from '@brokerage/shared/validation';
import type { ContentSource, PageInfo } from './content';
import type { HeadMeta } from './head';
import type { Resolution } from './resolve';

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

/** Language versions of the page, limited to the languages the site has switched on. */
function alternatesFor(
  resolution: PageResolution,
  page: PageInfo | undefined,
  enabled: readonly Locale[],
): Array<{ locale: Locale; path: string }> {
  const { match } = resolution;
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
  } else if (match.kind === 'route' && match.slug === undefined) {
    // Table routes translate without page data; slugged routes need the page's translations,
    // which only the site knows once it has loaded the content.
    paths = LOCALES.map((locale) => ({
      locale,
      path: translatePath({ pathname: resolution.path ?? '/' }, locale),
    }));
  }
  return paths.filter((p) => enabled.includes(p.locale));
}

/**
 * The head of a served page (title, description, Open Graph, canonical and hreflang links),
 * from the CMS page when there is one, else the system defaults. A missing or unreachable
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
  const isHome = match?.kind === 'home';
  const pageTitle = text(page?.seo?.title, page?.title);
  const title = isHome
    ? text(page?.seo?.title, general?.seo.title, siteName)
    : pageTitle && siteName && pageTitle !== siteName
      ? `${pageTitle} | ${siteName}`
      : text(pageTitle, general?.seo.title, siteName);
  const description = text(page?.seo?.description, page?.summary, general?.seo.description);

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
    keywords: text(page?.seo?.keyword, general?.seo.keyword),
    canonical,
    alternates: alternates.length > 1 ? alternates : [],
    og: {
      title: text(page?.og?.title, pageTitle && !isHome ? pageTitle : undefined, title),
      description: text(page?.og?.description, description, general?.og.description),
      image: absolute(
        origin,
        text(page?.og?.image, page?.seo?.imgSrc, general?.og.image, general?.seo.imgSrc),
      ),
      type: text(page?.og?.type, general?.og.type, 'website'),
      url: canonical,
      siteName,
      locale: OG_LOCALE[locale],
    },
  };
}
