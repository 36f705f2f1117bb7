// Test-only: an ApiClient whose `GET search` is answered by a function of the search request,
// through the real search call and the real result schema.
import { vi } from 'vitest';
import { schemaOf, type ApiClient, type ListResult } from '@brokerage/shared/api/client.ts';
import { ApiSchemaError, RequestCanceled } from '@brokerage/shared/api/errors.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { SearchResult } from '@brokerage/shared/validation/search.ts';
import { fakeContentClient } from '../../../lib/catalog/testing/fakeContentClient';
import type { SearchRequest } from '../stores/SearchStore';

export type SearchAnswer = (
  request: SearchRequest & { limit: number },
  signal: AbortSignal,
) => Promise<ListResult<SearchResult>>;

/** `search` is a spy: it sees each request as the store asked for it (keyword, page, limit, language). */
export function fakeSearchClient(answer: SearchAnswer) {
  const search = vi.fn(answer);
  const api: ApiClient = {
    ...fakeContentClient({}),
    async getList(url, source, options) {
      if (url !== 'search') throw new Error(`fakeSearchClient: ${url} is not faked`);
      const params = options?.params ?? {};
      const signal = options?.signal ?? new AbortController().signal;
      if (signal.aborted) throw new RequestCanceled(url);
      const result = await search(
        {
          keyword: String(params.keyword),
          page: Number(params.page),
          limit: Number(params.limit),
          locale: params.locale as Locale,
        },
        signal,
      );
      const itemSchema = await schemaOf(source);
      const data = result.data.map((row) => {
        const parsed = itemSchema.safeParse(row);
        if (!parsed.success) throw new ApiSchemaError(url, parsed.error.issues);
        return parsed.data;
      });
      return { ...result, data };
    },
  };
  return { api, search };
}
