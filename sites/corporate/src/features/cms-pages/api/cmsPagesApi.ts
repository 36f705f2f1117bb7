import { isApiRequestError, type ApiClient } from '@brokerage/shared/api';
import type { Locale } from '@brokerage/shared/routing';
import { PageSchema, RedirectSchema, type Page, type Redirect } from '@brokerage/shared/validation';

const notFoundAsNull = (error: unknown): null => {
  if (isApiRequestError(error) && error.status === 404) return null;
  throw error;
};

/**
 * `GET pages/{slug}`: the page, or null for 404 `page_not_found`. The language is explicit
 * because the slug belongs to the language of the path being resolved.
 */
export function getPage(
  api: ApiClient,
  slug: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Page | null> {
  return api
    .getData(`pages/${encodeURIComponent(slug)}`, PageSchema, { params: { locale }, signal })
    .catch(notFoundAsNull);
}

/** `GET systems/redirects/show?path=`: the redirect, or null for 404 (no entry, or a loop). */
export function findRedirect(
  api: ApiClient,
  path: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Redirect | null> {
  return api
    .getData('systems/redirects/show', RedirectSchema, { params: { path, locale }, signal })
    .catch(notFoundAsNull);
}
