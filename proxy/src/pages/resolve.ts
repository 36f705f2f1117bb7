import { parseTab } from '@brokerage/shared/market/boardTabs.ts';
import { isResolvedBySlug } from '@brokerage/shared/routing/contentPaths.ts';
import {
  canonicalPath,
  isJunkPath,
  safeRedirectLocation,
  samePath,
  splitUrl,
} from '@brokerage/shared/routing/pathPolicy.ts';
import { localeFromPath, matchPath, type RouteMatch } from '@brokerage/shared/routing/paths.ts';
import {
  isRecruitmentTemplate,
  type Locale,
  type SiteId,
} from '@brokerage/shared/routing/routes.ts';
import type { ContentRouteHead } from '@brokerage/shared/validation/contentItems.ts';
import { StockSymbolSchema } from '@brokerage/shared/validation/marketApi.ts';
import type { ContentSource, Lookup, PageInfo } from './content';
import { answerKey, type PageResponse } from '@brokerage/shared/app/start/ssrMarkup.ts';

/** What a page request turns into. `page` carries what the head injection needs to know. */
export type Resolution =
  | {
      type: 'redirect';
      status: 301 | 302;
      location: string;
      /** `canonical` redirects (/vi, trailing slash) never change; CMS redirects can. */
      reason: 'canonical' | 'cms';
    }
  | {
      type: 'page';
      site: SiteId;
      status: 200 | 404 | 503;
      locale: Locale;
      /** The canonical path as requested (still percent-encoded); absent for junk paths. */
      path?: string;
      match?: RouteMatch;
      /** CMS page data when the page came from `pages/{slug}`. */
      page?: PageInfo;
      /**
       * The API answers the resolution read (the CMS page of the slug, or its 404), for the
       * site's render: it answers the same requests from these instead of asking again.
       */
      answers?: PageResponse[];
      /** The content item's head when a content route's slug was resolved. */
      item?: ContentRouteHead;
      /**
       * The API's rate limit refused this visitor's lookup: the site's shell is served
       * undecided (the site asks again itself), and nothing about it may be cached.
       */
      undecided?: true;
    };

/** The corporate shell, whose catch-all resolves CMS slugs and redirects on its own. */
const undecided = (locale: Locale, path: string): Resolution => ({
  type: 'page',
  site: 'corporate',
  status: 200,
  locale,
  path,
  undecided: true,
});

async function redirectOr404(
  content: ContentSource,
  path: string,
  search: string,
  locale: Locale,
): Promise<Resolution> {
  const notFound: Resolution = { type: 'page', site: 'corporate', status: 404, locale, path };
  // isJunkPath proved the path decodes; the redirect table holds decoded paths.
  const lookup = await content.redirect(decodeURIComponent(path));
  if (lookup.status === 'unavailable')
    return { type: 'page', site: 'corporate', status: 503, locale, path };
  if (lookup.status === 'limited') return undecided(locale, path);
  if (lookup.status === 'missing') return notFound;
  const location = safeRedirectLocation(lookup.value.target);
  if (!location) return notFound;
  // A target pointing back at this very path would loop in the browser; the API already
  // refuses loops in its table, this catches the one-hop case it cannot see (a path that
  // reaches here only because its page is missing).
  const targetPath = location.startsWith('/')
    ? splitUrl(location.split('#')[0] ?? '').rawPath
    : undefined;
  if (targetPath !== undefined && samePath(canonicalPath(targetPath), path)) return notFound;
  // Keep campaign parameters on internal targets that bring no query of their own.
  const withQuery =
    location.startsWith('/') && !location.includes('?') && !location.includes('#')
      ? location + search
      : location;
  return { type: 'redirect', status: lookup.value.statusCode, location: withQuery, reason: 'cms' };
}

/**
 * A table route that shows one content item or category by its slug (a detail page, or a list
 * page narrowed to a category), or a recruitment record (a job posting): only the API knows
 * whether the slug names anything.
 */
const isContentRoute = (match: RouteMatch): match is Extract<RouteMatch, { kind: 'route' }> =>
  match.kind === 'route' && match.slug !== undefined && isResolvedBySlug(match.route.id);

/**
 * The symbol a stock page is about: undefined when it names none (no stock page, or no
 * `stock_symbol`: the page to choose one), null when `stock_symbol` cannot be a symbol, else the
 * symbol as the site reads it (trimmed, upper case).
 */
function stockSymbolOf(match: RouteMatch, search: string): string | null | undefined {
  if (match.kind !== 'route' || !match.subPage?.stockPage) return undefined;
  const raw = new URLSearchParams(search).get('stock_symbol');
  if (raw === null || raw.trim() === '') return undefined;
  const parsed = StockSymbolSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The price board with a `tab` that names no tab (whether a sector exists is the site's to say). */
const isBoardTabMissing = (match: RouteMatch, search: string): boolean =>
  match.kind === 'route' &&
  match.subPage?.id === 'priceBoard' &&
  parseTab(new URLSearchParams(search).get('tab')) === null;

/** The API's answer to `ttpt-companies/{symbol}`, under the key of the site's same request. */
const companyAnswers = (symbol: string, locale: Locale, lookup: Lookup<unknown>): PageResponse[] =>
  'answer' in lookup && lookup.answer
    ? [
        {
          key: answerKey(`ttpt-companies/${encodeURIComponent(symbol)}`, { locale }),
          status: lookup.answer.status,
          data: lookup.answer.body,
        },
      ]
    : [];

/**
 * Decide what a page request gets: which site, which HTTP status, or a redirect (design §4,
 * spec §2). Only CMS slugs, unknown paths, content routes with a slug and stock pages with a
 * symbol cost an API call; other table routes are decided locally.
 */
export async function resolvePage(url: string, content: ContentSource): Promise<Resolution> {
  const { rawPath, search } = splitUrl(url);
  if (isJunkPath(rawPath)) {
    return { type: 'page', site: 'corporate', status: 404, locale: localeFromPath(rawPath) };
  }
  const canonical = canonicalPath(rawPath);
  if (canonical !== rawPath) {
    return { type: 'redirect', status: 301, location: canonical + search, reason: 'canonical' };
  }
  const path = canonical;
  const match = matchPath(canonical);
  const { locale } = match;
  switch (match.kind) {
    case 'home':
    case 'route': {
      const page = { type: 'page', site: match.site, status: 200, locale, path, match } as const;
      // A board tab that names nothing (an exchange that does not exist): the site's 404 page.
      if (isBoardTabMissing(match, search)) return { ...page, status: 404 };
      const symbol = stockSymbolOf(match, search);
      // The site shows its stock-symbol 404 page for a symbol no company has: say so in the
      // status too. As for content routes, only the API's own answer makes that 404.
      if (symbol === null) return { ...page, status: 404 };
      if (symbol !== undefined && content.stockSymbol) {
        const lookup = await content.stockSymbol(symbol, locale);
        if (lookup.status === 'unavailable' || lookup.status === 'limited') return page;
        const answers = companyAnswers(symbol, locale, lookup);
        return { ...page, status: lookup.status === 'missing' ? 404 : 200, answers };
      }
      if (!isContentRoute(match)) return page;
      const lookup = await content.contentRoute(path);
      // Unlike a CMS slug, the route itself is known: with the API down the site can still
      // render it (or its own error state), so it is served with the default head rather
      // than a 503, and never a 404 the API did not say.
      if (lookup.status === 'unavailable' || lookup.status === 'limited') return page;
      // The site renders its own 404 page for the slug; no redirect-table lookup, because
      // the site does none on these routes either (only its catch-all does).
      if (lookup.status === 'missing') return { ...page, status: 404 };
      return { ...page, item: lookup.value };
    }
    case 'notFound':
      return { type: 'page', site: match.site, status: 404, locale, path, match };
    case 'unknown':
      return redirectOr404(content, path, search, locale);
    case 'cms': {
      const lookup = await content.page(match.slug, locale);
      if (lookup.status === 'unavailable')
        return { type: 'page', site: 'corporate', status: 503, locale, path };
      if (lookup.status === 'limited') return undecided(locale, path);
      // The site asks `pages/{slug}` with the same words (shared/api contentApi.getPage).
      const answers = lookup.answer
        ? [
            {
              key: answerKey(`pages/${encodeURIComponent(match.slug)}`, { locale }),
              status: lookup.answer.status,
              data: lookup.answer.body,
            },
          ]
        : [];
      if (lookup.status === 'missing') {
        const outcome = await redirectOr404(content, path, search, locale);
        return outcome.type === 'page' && outcome.status === 404
          ? { ...outcome, answers }
          : outcome;
      }
      const site: SiteId = isRecruitmentTemplate(lookup.value.templateCode)
        ? 'recruitment'
        : 'corporate';
      return { type: 'page', site, status: 200, locale, path, match, page: lookup.value, answers };
    }
  }
}
