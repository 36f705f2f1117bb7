import { isApiRequestError, type ApiClient } from '@brokerage/shared/api';
import type { Locale } from '@brokerage/shared/routing';
import { PageSchema, type Page } from '@brokerage/shared/validation';

/** `GET pages/{slug}` in the path's language: the page, or null for 404 `page_not_found`. */
export function getPage(
  api: ApiClient,
  slug: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Page | null> {
  return api
    .getData(`pages/${encodeURIComponent(slug)}`, PageSchema, { params: { locale }, signal })
    .catch((error) => {
      if (isApiRequestError(error) && error.status === 404) return null;
      throw error;
    });
}
