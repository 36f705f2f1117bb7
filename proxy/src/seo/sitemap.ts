import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { buildPath, cmsPath, localeFromPath, matchPath } from '@brokerage/shared/routing/paths.ts';
import {
  LOCALES,
  ROUTES,
  type Locale,
  type RouteDef,
  type RouteId,
} from '@brokerage/shared/routing/routes.ts';
import { ListMetaSchema } from '@brokerage/shared/validation/common.ts';
import { PageSummarySchema, type PageSummary } from '@brokerage/shared/validation/content.ts';
import { z } from 'zod';
import { isPrivateRoute } from './robots';
import { type ApiFetch, fetchFrom } from '../pages/content';

/** One page in its language versions; each version becomes a `<url>` of the sitemap. */
export interface SitemapEntry {
  versions: Array<{ locale: Locale; path: string }>;
  /** ISO 8601, when the CMS knows when the page last changed. */
  lastmod?: string;
}

/** What a page summary means for the sitemap: a CMS page, or the date of a table route. */
const HOME_KEY = 'home';

const isoDate = (value: string | null | undefined): string | undefined => {
  if (!value) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
};

const later = (a: string | undefined, b: string | undefined): string | undefined =>
  !a ? b : !b ? a : a > b ? a : b;

/**
 * The sitemap's pages: both homes, every fixed public route of the shared table (the
 * analysis centre with its sub-pages), then every published CMS page. Routes robots.txt
 * blocks, routes that need a slug or an id, and flagged routes are left out. Static pages
 * (home, analysis-center, …) come back from the API with an empty slug or a route's
 * segment: they lend their date to that route instead of becoming CMS entries.
 */
export function sitemapEntries(
  summaries: ReadonlyArray<{ locale: Locale; page: PageSummary }>,
  enabled: readonly Locale[] = LOCALES,
): SitemapEntry[] {
  const routeDates = new Map<string, string>();
  const cmsPages = new Map<number, { versions: Map<Locale, string>; lastmod?: string }>();

  for (const { locale, page } of summaries) {
    const lastmod = isoDate(page.updatedAt);
    const slugs = [{ locale, slug: page.slug }, ...page.translations];
    for (const { locale: versionLocale, slug } of slugs) {
      if (versionLocale !== 'vi' && versionLocale !== 'en') continue;
      const path = cmsPath(slug, versionLocale);
      const match = matchPath(path);
      const key =
        match.kind === 'home'
          ? HOME_KEY
          : match.kind === 'route' && match.slug === undefined && !match.subPage
            ? match.route.id
            : undefined;
      if (key) {
        const date = later(routeDates.get(key), lastmod);
        if (date) routeDates.set(key, date);
        continue;
      }
      if (match.kind !== 'cms') continue;
      const entry = cmsPages.get(page.id) ?? { versions: new Map<Locale, string>() };
      entry.versions.set(versionLocale, path);
      entry.lastmod = later(entry.lastmod, lastmod);
      cmsPages.set(page.id, entry);
    }
  }

  const entries: SitemapEntry[] = [];
  const both = (build: (locale: Locale) => string) =>
    LOCALES.map((locale) => ({ locale, path: build(locale) }));

  for (const route of ROUTES as readonly RouteDef[]) {
    if (route.params === 'slugRequired' || route.flagged || isPrivateRoute(route)) continue;
    const id = route.id as RouteId;
    entries.push({
      versions: both((locale) => buildPath(id, locale)),
      lastmod: routeDates.get(id === 'home' ? HOME_KEY : id),
    });
    for (const sub of route.subPages ?? []) {
      entries.push({ versions: both((locale) => buildPath(id, locale, { subPage: sub.id })) });
    }
  }
  for (const { versions, lastmod } of cmsPages.values()) {
    entries.push({
      versions: LOCALES.flatMap((locale) => {
        const path = versions.get(locale);
        return path ? [{ locale, path }] : [];
      }),
      lastmod,
    });
  }

  return entries
    .map((entry) => ({
      ...entry,
      versions: entry.versions.filter((v) => enabled.includes(v.locale)),
    }))
    .filter((entry) => entry.versions.length > 0);
}

/**
 * What the sitemap reads from an `all-content` row (`AnyContentSummarySchema`): where the
 * item's page is and when it changed. Only these fields are checked, and loosely, so a drift
 * elsewhere in the row (a new content type, a reshaped summary) cannot take the sitemap down.
 * `updatedAt` is not in the contract yet; it is used when the API sends it.
 */
export const ContentListingSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  slug: z.string(),
  path: z.string().nullish(),
  attrs: z.record(z.string(), z.unknown()).catch({}),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
});
export type ContentListing = z.infer<typeof ContentListingSchema>;

/**
 * The page of a listed item in the language it was listed in: the API's `path`, else the
 * shared table's answer. A path that is not a table route of that language is dropped: an
 * API that ignored `locale` must not put Vietnamese URLs under `hreflang="en"`.
 */
function listingPath(item: ContentListing, locale: Locale): string | undefined {
  const product = typeof item.attrs.product === 'string' ? item.attrs.product : undefined;
  const path =
    item.path ??
    contentItemPath({ type: item.type, slug: item.slug, id: item.id, product }, locale);
  if (!path || !path.startsWith('/') || path.startsWith('//')) return undefined;
  if (localeFromPath(path) !== locale) return undefined;
  return matchPath(path).kind === 'route' ? path : undefined;
}

/**
 * Content item pages (news, disclosures, services, fees, departments…): one entry per item,
 * its language versions paired by item id from the per-language listings, dated by the item.
 * Newest first, so a cap on the sitemap's size drops the oldest items.
 */
export function contentItemEntries(
  listings: ReadonlyArray<{ locale: Locale; item: ContentListing }>,
  enabled: readonly Locale[] = LOCALES,
): SitemapEntry[] {
  const items = new Map<string, { versions: Map<Locale, string>; lastmod?: string }>();
  for (const { locale, item } of listings) {
    if (!enabled.includes(locale)) continue;
    const path = listingPath(item, locale);
    if (!path) continue;
    // Ids come from one table for every type; the type in the key costs nothing if that changes.
    const key = `${item.type}:${item.id}`;
    const entry = items.get(key) ?? { versions: new Map<Locale, string>() };
    entry.versions.set(locale, path);
    entry.lastmod = later(entry.lastmod, later(isoDate(item.updatedAt), isoDate(item.createdAt)));
    items.set(key, entry);
  }
  return [...items.values()]
    .map(({ versions, lastmod }) => ({
      versions: LOCALES.flatMap((locale) => {
        const path = versions.get(locale);
        return path ? [{ locale, path }] : [];
      }),
      lastmod,
    }))
    .sort((a, b) => (b.lastmod ?? '').localeCompare(a.lastmod ?? ''));
}

/**
 * sitemaps.org allows 50 000 URLs (and 50 MB) per file. Each language version is a URL; at
 * about 450 bytes per `<url>` with its alternates, the URL cap keeps the file near 25 MB.
 */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * Keep entries in order until the URL budget is spent: fixed routes and CMS pages come first,
 * content items newest first, so what is left out is the oldest content. An entry is kept
 * whole or not at all, so a kept page never loses its other language's alternate.
 */
export function capSitemap(
  entries: readonly SitemapEntry[],
  maxUrls = MAX_SITEMAP_URLS,
): { entries: SitemapEntry[]; droppedUrls: number } {
  const kept: SitemapEntry[] = [];
  let urls = 0;
  let droppedUrls = 0;
  for (const entry of entries) {
    if (urls + entry.versions.length > maxUrls) {
      droppedUrls += entry.versions.length;
      continue;
    }
    urls += entry.versions.length;
    kept.push(entry);
  }
  return { entries: kept, droppedUrls };
}

export const escapeXml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * sitemaps.org XML with hreflang alternates (Google's `xhtml:link` form): every language
 * version is its own `<url>` and names all versions, itself included, plus `x-default`
 * (the Vietnamese one, Vietnamese being the unprefixed default language).
 */
export function renderSitemap(entries: readonly SitemapEntry[], origin: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const seen = new Set<string>();
  for (const { versions, lastmod } of entries) {
    const fallback = versions.find((v) => v.locale === 'vi') ?? versions[0];
    const alternates =
      versions.length > 1 && fallback
        ? [
            ...versions.map((v) => ({ hreflang: v.locale as string, path: v.path })),
            { hreflang: 'x-default', path: fallback.path },
          ]
        : [];
    for (const version of versions) {
      if (seen.has(version.path)) continue;
      seen.add(version.path);
      lines.push('  <url>', `    <loc>${escapeXml(origin + version.path)}</loc>`);
      if (lastmod) lines.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`);
      for (const a of alternates) {
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(origin + a.path)}"/>`,
        );
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/**
 * Every row of one of the API's paged lists in both languages (`?locale=`), `limit` rows a
 * request and `maxPages` requests per language at most. Any failure (unreachable, non-200,
 * unreadable body) throws: a partial list must never become the sitemap, or crawlers would
 * learn that the missing pages are gone.
 */
async function fetchWholeList<Row>(
  api: string | ApiFetch,
  timeoutMs: number,
  list: { path: string; limit: number; maxPages: number; row: z.ZodType<Row> },
): Promise<Array<{ locale: Locale; row: Row }>> {
  const Body = z.object({ data: z.array(list.row), meta: ListMetaSchema });
  const fetchPage = async (locale: Locale, page: number) => {
    const fetchApi = typeof api === 'string' ? fetchFrom(api) : api;
    const response = await fetchApi(
      `/api/v1/${list.path}?limit=${list.limit}&page=${page}&locale=${locale}`,
      { headers: { accept: 'application/json' }, timeoutMs },
    );
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`API ${list.path} answered ${response.status}`);
    }
    const parsed = Body.safeParse(await response.json());
    if (!parsed.success) throw new Error(`API ${list.path} answered a body the proxy cannot read`);
    return parsed.data;
  };

  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => {
      const first = await fetchPage(locale, 1);
      const rows = [...first.data];
      const last = Math.min(first.meta.totalPages, list.maxPages);
      for (let n = 2; n <= last; n += 1) rows.push(...(await fetchPage(locale, n)).data);
      return rows.map((row) => ({ locale, row }));
    }),
  );
  return perLocale.flat();
}

/**
 * Every published page in both languages, paging through `pages/static/all` by 100 (the most
 * the API gives); 100 pages of it is 10 000 pages per language.
 */
export async function fetchPublishedPages(
  api: string | ApiFetch,
  timeoutMs: number,
): Promise<Array<{ locale: Locale; page: PageSummary }>> {
  const rows = await fetchWholeList(api, timeoutMs, {
    path: 'pages/static/all',
    limit: 100,
    maxPages: 100,
    row: PageSummarySchema,
  });
  return rows.map(({ locale, row }) => ({ locale, page: row }));
}

/** `all-content` pages by 1000 at most; this many per language covers the whole URL budget. */
const CONTENT_PAGE_SIZE = 1000;

/**
 * Every content item with a page, once per language (`all-content?locale=`), so each version's
 * path is the API's own and an item missing in a language is not listed in it. Fails as a
 * whole, like `fetchPublishedPages`.
 */
export async function fetchAllContent(
  api: string | ApiFetch,
  timeoutMs: number,
): Promise<Array<{ locale: Locale; item: ContentListing }>> {
  const rows = await fetchWholeList(api, timeoutMs, {
    path: 'all-content',
    limit: CONTENT_PAGE_SIZE,
    maxPages: Math.ceil(MAX_SITEMAP_URLS / CONTENT_PAGE_SIZE),
    row: ContentListingSchema,
  });
  return rows.map(({ locale, row }) => ({ locale, item: row }));
}

export interface SitemapCacheOptions {
  load: () => Promise<SitemapEntry[]>;
  ttlMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface SitemapCache {
  /** Fresh entries, the last good ones when the API fails (`stale`), or undefined if never. */
  get(): Promise<{ entries: SitemapEntry[]; stale: boolean } | undefined>;
  /** Content changed: the next `get` loads again (the last good entries stay the fallback). */
  invalidate(): void;
}

/**
 * Keeps the computed entries for `ttlMs` (10 minutes by default) and recomputes on the first
 * request after that, one load at a time. A failed recompute serves the last good copy.
 */
export function createSitemapCache(options: SitemapCacheOptions): SitemapCache {
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const now = options.now ?? (() => Date.now());
  let good: { entries: SitemapEntry[]; at: number } | undefined;
  let inFlight: Promise<SitemapEntry[] | undefined> | undefined;

  const reload = (): Promise<SitemapEntry[] | undefined> => {
    inFlight ??= options
      .load()
      .then((entries) => {
        good = { entries, at: now() };
        return entries;
      })
      .catch((error: unknown) => {
        options.log?.(`sitemap: cannot list pages: ${(error as Error).message}`);
        return undefined;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return {
    async get() {
      if (good && now() - good.at < ttlMs) return { entries: good.entries, stale: false };
      const entries = await reload();
      if (entries) return { entries, stale: false };
      return good ? { entries: good.entries, stale: true } : undefined;
    },
    invalidate() {
      if (good) good = { entries: good.entries, at: Number.NEGATIVE_INFINITY };
    },
  };
}
