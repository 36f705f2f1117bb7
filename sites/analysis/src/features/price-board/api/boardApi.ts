/**
 * The board's calls: a customer's watchlists (the listed companies are lib/api/companiesApi's).
 * The stores import this module lazily: zod and the schemas come with the first request.
 */
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { z } from 'zod';
import { WatchlistSchema } from '@brokerage/shared/validation/watchlists.ts';

/** A customer's watchlists (`/api/v1/watchlists`, the session's bearer token). */
export const watchlistsApi = {
  list: (api: ApiClient) => api.getData('watchlists', z.array(WatchlistSchema)),
  create: (api: ApiClient, name: string) =>
    api.postData('watchlists', { name, symbols: [] }, WatchlistSchema),
  update: (api: ApiClient, id: number, body: { name?: string; symbols?: string[] }) =>
    api.sendData('patch', `watchlists/${id}`, body, WatchlistSchema),
  remove: (api: ApiClient, id: number) => api.sendNoContent('delete', `watchlists/${id}`),
  /** Every list's id once, in the new order; the lists come back in it. */
  reorder: (api: ApiClient, ids: number[]) =>
    api.sendData('put', 'watchlists/order', { ids }, z.array(WatchlistSchema)),
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
