import type { z } from 'zod';
import type {
  Menu,
  Page,
  PageSummary,
  PageViewBodySchema,
  Redirect,
  SystemGeneral,
  TranslationTree,
} from '../validation/content';
import type { SearchResult } from '../validation/search';
import { lazySchemas, type ApiClient, type ApiLocale, type ListResult } from './client';
import { isApiRequestError } from './errors';

/** `pages/static/{key}`: the intro content of each site's first page (contracts.md). */
export type StaticPageKey = 'home-page' | 'analysis-center' | 'recruitment' | 'ekyc';

export type PageViewBody = z.input<typeof PageViewBodySchema>;

/** Server translations: namespace → key tree, merged over the bundled locale files. */
export type ServerTranslations = Record<string, TranslationTree>;

export interface SearchParams {
  keyword: string;
  page?: number;
  limit?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** The language of the call when it is not the page's (e.g. a slug of the path's language). */
  locale?: ApiLocale;
}

/** The client's request options for a call: its signal, query and any explicit language. */
function request(options: CallOptions | undefined, params: Record<string, string> = {}) {
  return {
    signal: options?.signal,
    params: options?.locale ? { ...params, locale: options.locale } : params,
  };
}

// The shell's calls: their schemas (and zod) load only when an answer has to be parsed; a
// server-rendered page hydrates from the parsed answers in it (issue 26 item 4).
const content = lazySchemas(() => import('../validation/content'));
const search = lazySchemas(() => import('../validation/search'));

const seg = encodeURIComponent;

/** A lookup that answers 404 for "no such thing" gives null; every other failure still throws. */
async function orNullOn404<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The content endpoints of contracts.md. Created per client so that stores receive a
 * `ContentApi` and tests can hand them a fake object instead.
 */
export function createContentApi(client: ApiClient) {
  return {
    getSystemGeneral(options?: CallOptions): Promise<SystemGeneral> {
      return client.getData('systems/general', content('SystemGeneralSchema'), request(options));
    },

    /** For one language, whatever the page's current one. */
    getTranslations(locale: ApiLocale, options?: CallOptions): Promise<ServerTranslations> {
      return client.getData(
        'systems/fe-translations',
        content('ServerTranslationsSchema'),
        request({ ...options, locale }),
      );
    },

    /** The redirect for an unknown path, or null when the table has none (or loops). */
    getRedirect(path: string, options?: CallOptions): Promise<Redirect | null> {
      return orNullOn404(
        client.getData(
          'systems/redirects/show',
          content('RedirectSchema'),
          request(options, { path }),
        ),
      );
    },

    async getMenus(options?: CallOptions): Promise<Menu[]> {
      return (await client.getList('menus', content('MenuSchema'), request(options))).data;
    },

    getStaticPage(key: StaticPageKey, options?: CallOptions): Promise<Page> {
      return client.getData(`pages/static/${seg(key)}`, content('PageSchema'), request(options));
    },

    getAllPages(options?: CallOptions): Promise<ListResult<PageSummary>> {
      return client.getList('pages/static/all', content('PageSummarySchema'), request(options));
    },

    /** The CMS page of a slug, or null when there is none (then try `getRedirect`). */
    getPage(slug: string, options?: CallOptions): Promise<Page | null> {
      return orNullOn404(
        client.getData(`pages/${seg(slug)}`, content('PageSchema'), request(options)),
      );
    },

    /** A draft page by id with its preview token, or null when either is wrong. */
    getPreview(id: number | string, token: string, options?: CallOptions): Promise<Page | null> {
      return orNullOn404(
        client.getData(
          `preview/${seg(String(id))}`,
          content('PageSchema'),
          request(options, { token }),
        ),
      );
    },

    /** `GET search`: published content matching the keyword, with or without diacritics. */
    search(query: SearchParams, options?: CallOptions): Promise<ListResult<SearchResult>> {
      return client.getList(
        'search',
        search('SearchResultSchema'),
        request(options, {
          keyword: query.keyword,
          page: String(query.page ?? 1),
          limit: String(query.limit ?? 10),
        }),
      );
    },

    reportPageView(body: PageViewBody): Promise<void> {
      return client.postNoContent('page-views', body);
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
