import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentApi } from '@brokerage/shared/api/contentApi.ts';
import type { Page, Redirect } from '@brokerage/shared/validation/content.ts';
import type { CallContext } from '../../../lib/catalog/listAll';

/** The CMS page of a slug (`GET pages/{slug}`), or null when no page has it (404). */
export const getPage = (api: ApiClient, slug: string, call: CallContext): Promise<Page | null> =>
  createContentApi(api).getPage(slug, call);

/**
 * The redirect of a path (`GET systems/redirects/show?path=`), or null when the table has none
 * (404).
 */
export const findRedirect = (
  api: ApiClient,
  path: string,
  call: CallContext,
): Promise<Redirect | null> => createContentApi(api).getRedirect(path, call);
