/**
 * The board's calls: the listed companies (sector, index baskets, shares), read in pages of the
 * API's largest size, and a customer's watchlists. The store imports this module lazily: zod and the schemas come with the
 * first request.
 */
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { z } from 'zod';
import { CompanySchema, type Company } from '@brokerage/shared/validation/marketApi.ts';
import { WatchlistSchema } from '@brokerage/shared/validation/watchlists.ts';

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

const PAGE = 100;

/** `ttpt-companies`, every page: the whole market's companies (some 1,600 on a real one). */
export async function getAllCompanies(
  api: ApiClient,
  { locale, signal }: Call,
): Promise<Company[]> {
  const page = (n: number) =>
    api.getList('ttpt-companies', CompanySchema, {
      params: { locale, page: n, limit: PAGE },
      signal,
    });
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...rest].flatMap((result) => result.data);
}

/** A customer's watchlists (`/api/v1/watchlists`, the session's bearer token). */
export const watchlistsApi = {
  list: (api: ApiClient) => api.getData('watchlists', z.array(WatchlistSchema)),
  create: (api: ApiClient, name: string) =>
    api.postData('watchlists', { name, symbols: [] }, WatchlistSchema),
  update: (api: ApiClient, id: number, body: { name?: string; symbols?: string[] }) =>
    api.sendData('patch', `watchlists/${id}`, body, WatchlistSchema),
  remove: (api: ApiClient, id: number) => api.sendNoContent('delete', `watchlists/${id}`),
  addSymbol: (api: ApiClient, id: number, symbol: string) =>
    api.postData(`watchlists/${id}/symbols`, { symbol }, WatchlistSchema),
  removeSymbol: (api: ApiClient, id: number, symbol: string) =>
    api.sendData(
      'delete',
      `watchlists/${id}/symbols/${encodeURIComponent(symbol)}`,
      undefined,
      WatchlistSchema,
    ),
};
