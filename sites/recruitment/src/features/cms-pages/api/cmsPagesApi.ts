import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';

/** The CMS page of a slug (`GET pages/{slug}`), or null when no page has it (404). */
export const getPage = (
  api: ApiClient,
  slug: string,
  call: { locale: Locale; signal: AbortSignal },
): Promise<Page | null> => createContentApi(api).getPage(slug, call);
