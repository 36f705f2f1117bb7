import type { ApiClient } from '@brokerage/shared/api';
import type { Locale } from '@brokerage/shared/routing';
import { PageSchema, type Page } from '@brokerage/shared/validation';

/**
 * `GET pages/static/recruitment`. The language is explicit: right after an in-app language
 * switch the client's default locale can still be the previous page's.
 */
export function getRecruitmentIntro(
  api: ApiClient,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Page> {
  return api.getData('pages/static/recruitment', PageSchema, { params: { locale }, signal });
}
