import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import { createContentApi, type SearchParams } from '@brokerage/shared/api/contentApi.ts';
import type { SearchResult } from '@brokerage/shared/validation/search.ts';
import type { CallContext } from '../../../lib/catalog/listAll';

/** `GET search`: published content matching the keyword, with or without diacritics. */
export const searchContent = (
  api: ApiClient,
  query: SearchParams,
  call: CallContext,
): Promise<ListResult<SearchResult>> => createContentApi(api).search(query, call);
