import type { ApiClient } from '@brokerage/shared/api';
import type { Locale } from '@brokerage/shared/routing';
import { PageSchema, type Page } from '@brokerage/shared/validation';

/**
 * `GET pages/static/analysis-center`. The language is explicit: right after an in-app
 * language switch the client's default locale can still be the previous page's.
 */
export function getAnalysisCenterIntro(
  api: ApiClient,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Page> {
  return api.getData('pages/static/analysis-center', PageSchema, { params: { locale }, signal });
}
