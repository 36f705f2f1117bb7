import { UNCOMPRESSED } from '../http/headers';
import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { LocaleSchema, dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  MenuSchema,
  PageSchema,
  RedirectSchema,
  SystemGeneralSchema,
  type Menu,
  type Page,
  type Redirect,
  type SystemGeneral,
  type TranslationTree,
  TranslationTreeSchema,
} from '@brokerage/shared/validation/content.ts';
import {
  ContentRouteHeadSchema,
  type ContentRouteHead,
} from '@brokerage/shared/validation/contentItems.ts';
import { TtlCache } from '../static/cache';

/**
 * What the proxy learns from the API about a path. `unavailable` is kept apart from `missing`
 * because a missing page is a 404 while an API outage is a 503: a crawler must not learn that
 * every page vanished during a deploy.
 */
export type Lookup<T> =
  /** `answer`: the API's own response, handed to the site's render so it need not ask again. */
  | { status: 'found'; value: T; answer?: ApiAnswer }
  | { status: 'missing'; answer?: ApiAnswer }
  | { status: 'unavailable' }
  /**
   * The API's rate limit refused the lookup: that visitor asks too much, the site is fine.
   * Never a 503 page, never cached.
   */
  | { status: 'limited' };

/** An API response as it came (status and JSON body). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A listed company, as far as the proxy cares: that it exists. */
export interface StockSymbolInfo {
  stockSymbol: string;
}

/** The little the proxy needs from a page; the full shape is validated when the API sends it. */
export type PageInfo = Pick<Page, 'templateCode' | 'title'> &
  Partial<Pick<Page, 'summary' | 'seo' | 'og' | 'translations'>>;

export interface ContentSource {
  page(slug: string, locale: Locale): Promise<Lookup<PageInfo>>;
  homePage(locale: Locale): Promise<Lookup<PageInfo>>;
  redirect(pathname: string): Promise<Lookup<Redirect>>;
  general(locale: Locale): Promise<Lookup<SystemGeneral>>;
  /** The header and footer menus of a language (`menus?locale=`). */
  menus?(locale: Locale): Promise<Lookup<Menu[]>>;
  /** The web team's text overrides of a language, by namespace (`systems/fe-translations`). */
  translations?(locale: Locale): Promise<Lookup<Record<string, TranslationTree>>>;
  /**
   * The content item (or category) a content route shows, by the site path as requested
   * (canonical form, still percent-encoded): `content-routes/resolve?path=`.
   */
  contentRoute(path: string): Promise<Lookup<ContentRouteHead>>;
  /**
   * The company a stock page's `stock_symbol` names (`ttpt-companies/{symbol}?locale=`), the
   * API's answer kept (found or 404) for the site's render, which asks the same. Optional: a
   * source without it leaves every symbol to the site (its stock-symbol 404 page, served 200).
   */
  stockSymbol?(symbol: string, locale: Locale): Promise<Lookup<StockSymbolInfo>>;
  /**
   * The same source asking on behalf of one visitor: the API keys its rate limits by the
   * X-Forwarded-For chain given here, so one visitor's burst of made-up paths spends that
   * visitor's budget, not the proxy's. Answers are still shared through the cache.
   */
  forClient?(forwardedFor: string): ContentSource;
  /** Content changed (the content-changed channel): forget every cached lookup. */
  invalidate?(): void;
}

/** A GET of the API (`/api/v1/…`), on whichever replica (api-pool.ts) answers. */
export type ApiFetch = (
  pathAndQuery: string,
  init: { headers?: Record<string, string>; timeoutMs: number },
) => Promise<Response>;

/** The one-replica ApiFetch: the global fetch on `apiUrl`. */
export const fetchFrom =
  (apiUrl: string): ApiFetch =>
  (pathAndQuery, init) =>
    fetch(`${apiUrl}${pathAndQuery}`, {
      headers: { ...UNCOMPRESSED, ...init.headers },
      signal: AbortSignal.timeout(init.timeoutMs),
    });

export interface ContentOptions {
  /** One API origin; or `fetchApi` to balance over several. */
  apiUrl?: string;
  fetchApi?: ApiFetch;
  timeoutMs: number;
  foundTtlMs?: number;
  missingTtlMs?: number;
  maxEntries?: number;
  log?: (message: string) => void;
}

const FullPage = dataEnvelope(PageSchema);
/**
 * Fallback when a page fails the full schema (an API a version ahead, a null where the schema
 * says string): routing only needs the template code, so a schema drift must not turn every
 * CMS page into an outage.
 */
const MinimalPage = dataEnvelope(
  z.object({ templateCode: z.string(), title: z.string().catch('') }),
);
const RedirectBody = dataEnvelope(RedirectSchema);
const FullContentRoute = dataEnvelope(ContentRouteHeadSchema);
/**
 * Same idea for a content route: the item exists, so a drifted field must cost at most that
 * field, never turn the page into a 404 or lose the title crawlers and share previews show.
 */
const MinimalContentRoute = dataEnvelope(
  z.object({
    title: z.string(),
    description: z.string().nullable().catch(null),
    keywords: z.string().nullable().catch(null),
    image: z.string().nullable().catch(null),
    type: z.string().catch('website'),
    alternates: z.array(z.object({ locale: LocaleSchema, path: z.string() })).catch([]),
  }),
);
const StockSymbolBody = dataEnvelope(z.object({ stockSymbol: z.string() }));
const GeneralBody = dataEnvelope(SystemGeneralSchema);
const MenusBody = z.object({ data: z.array(MenuSchema) });
const TranslationsBody = dataEnvelope(z.record(z.string(), TranslationTreeSchema));

/** The `data` of an envelope that passes `schema`, else undefined (the proxy cannot read it). */
const dataOf =
  <T>(schema: z.ZodType<{ data: T }>) =>
  (body: unknown): T | undefined => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data.data : undefined;
  };

/**
 * Reads page data, redirects and system defaults from the API, with an in-memory cache and
 * in-flight de-duplication so a burst of requests for one page costs one API call.
 */
export function createApiContent(options: ContentOptions): ContentSource {
  const foundTtl = options.foundTtlMs ?? 60_000;
  const missingTtl = options.missingTtlMs ?? 10_000;
  const cache = new TtlCache<string, Lookup<unknown>>(options.maxEntries ?? 2000);
  const inFlight = new Map<string, Promise<Lookup<unknown>>>();
  const log = options.log ?? (() => undefined);
  const fetchApi = options.fetchApi ?? fetchFrom(options.apiUrl ?? 'http://127.0.0.1:5100');
  /** Bumped by `invalidate`: a lookup begun before it is not cached after it. */
  let generation = 0;

  /** `keepAnswer`: keep the API's own response too (the CMS page a render reuses, resolve.ts). */
  async function fetchLookup<T>(
    pathAndQuery: string,
    parse: (body: unknown) => T | undefined,
    forwardedFor: string | undefined,
    keepAnswer = false,
  ): Promise<Lookup<T>> {
    let response: Response;
    try {
      response = await fetchApi(`/api/v1/${pathAndQuery}`, {
        headers: {
          accept: 'application/json',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      log(`API ${pathAndQuery} unreachable: ${(error as Error).message}`);
      return { status: 'unavailable' };
    }
    if (response.status === 200) {
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        log(`API ${pathAndQuery} answered 200 with a body that is not JSON`);
        return { status: 'unavailable' };
      }
      const value = parse(body);
      if (value === undefined) {
        log(`API ${pathAndQuery} answered a body the proxy cannot read`);
        return { status: 'unavailable' };
      }
      return keepAnswer
        ? { status: 'found', value, answer: { status: 200, body } }
        : { status: 'found', value };
    }
    // A 404 is the page's answer too ("no such page"): the site's render reads it instead of
    // asking again. Any other status says nothing the site could reuse.
    if (keepAnswer && response.status === 404) {
      const body: unknown = await response.json().catch(() => undefined);
      return body === undefined
        ? { status: 'missing' }
        : { status: 'missing', answer: { status: 404, body } };
    }
    await response.body?.cancel();
    if (response.status === 429) return { status: 'limited' };
    // 404 is the API's "no such page/redirect" (also `redirect_loop`); other 4xx mean the
    // slug itself is unacceptable, which for a visitor is the same thing.
    if (response.status >= 400 && response.status < 500) return { status: 'missing' };
    return { status: 'unavailable' };
  }

  function cached<T>(key: string, load: () => Promise<Lookup<T>>): Promise<Lookup<T>> {
    const hit = cache.get(key) as Lookup<T> | undefined;
    if (hit) return Promise.resolve(hit);
    const pending = inFlight.get(key) as Promise<Lookup<T>> | undefined;
    // One visitor's limited answer is not another's: only share what the API really said.
    if (pending) return pending.then((result) => (result.status === 'limited' ? load() : result));
    const started = generation;
    const promise = load()
      .then((result) => {
        // Outages are never cached: the next request should see the API as soon as it is back.
        if (started !== generation) return result;
        if (result.status === 'found') cache.set(key, result, foundTtl);
        if (result.status === 'missing') cache.set(key, result, missingTtl);
        return result;
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
    inFlight.set(key, promise);
    return promise;
  }

  const parsePage = (body: unknown): PageInfo | undefined => {
    const full = FullPage.safeParse(body);
    if (full.success) return full.data.data;
    const minimal = MinimalPage.safeParse(body);
    return minimal.success ? minimal.data.data : undefined;
  };

  const source = (forwardedFor?: string): ContentSource => ({
    page: (slug, locale) =>
      cached(`page:${locale}:${slug}`, () =>
        fetchLookup(
          `pages/${encodeURIComponent(slug)}?locale=${locale}`,
          parsePage,
          forwardedFor,
          true,
        ),
      ),
    homePage: (locale) =>
      cached(`home:${locale}`, () =>
        fetchLookup(`pages/static/home-page?locale=${locale}`, parsePage, forwardedFor),
      ),
    redirect: (pathname) =>
      cached(`redirect:${pathname}`, () =>
        fetchLookup(
          `systems/redirects/show?${new URLSearchParams({ path: pathname })}`,
          dataOf(RedirectBody),
          forwardedFor,
        ),
      ),
    general: (locale) =>
      cached(`general:${locale}`, () =>
        fetchLookup(`systems/general?locale=${locale}`, dataOf(GeneralBody), forwardedFor),
      ),
    menus: (locale) =>
      cached(`menus:${locale}`, () =>
        fetchLookup(`menus?locale=${locale}`, dataOf(MenusBody), forwardedFor),
      ),
    translations: (locale) =>
      cached(`translations:${locale}`, () =>
        fetchLookup(
          `systems/fe-translations?locale=${locale}`,
          dataOf(TranslationsBody),
          forwardedFor,
        ),
      ),
    // Same cache and TTLs as CMS pages: an edited item shows within a minute, an unknown slug
    // a crawler keeps asking for costs one API call per 10 s.
    contentRoute: (path) =>
      cached(`content-route:${path}`, () =>
        fetchLookup(
          `content-routes/resolve?${new URLSearchParams({ path })}`,
          (body) => {
            const full = FullContentRoute.safeParse(body);
            if (full.success) return full.data.data;
            const minimal = MinimalContentRoute.safeParse(body);
            return minimal.success ? minimal.data.data : undefined;
          },
          forwardedFor,
        ),
      ),
    // Cached like content routes: a symbol listed or delisted shows within a minute, and an
    // unknown one a crawler keeps asking for costs one API call per 10 s.
    stockSymbol: (symbol, locale) =>
      cached(`stock:${locale}:${symbol}`, () =>
        fetchLookup(
          `ttpt-companies/${encodeURIComponent(symbol)}?locale=${locale}`,
          dataOf(StockSymbolBody),
          forwardedFor,
          true,
        ),
      ),
    forClient: (chain) => source(chain),
    invalidate() {
      generation += 1;
      cache.clear();
      inFlight.clear();
    },
  });
  return source();
}
