/**
 * The market events calendar's calls (docs/market-events.md), each a small typed function whose
 * answer is parsed with the shared schemas, and a customer's watchlists (the price board's lists,
 * `/api/v1/watchlists`, read here only). The store imports this module lazily: zod and the
 * schemas come with the first request.
 */
import { z } from 'zod';
import type { ApiClient, BlobResult, ListResult } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  MarketEventSchema,
  marketEventsParams,
  type MarketEvent,
  type MarketEventsFilter,
} from '@brokerage/shared/validation/marketEvents.ts';
import { WatchlistSchema, type Watchlist } from '@brokerage/shared/validation/watchlists.ts';

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

/** `GET market-events`: one page of the filter's events, soonest first. */
export const getMarketEvents = (
  api: ApiClient,
  filter: MarketEventsFilter,
  { page, limit }: { page: number; limit: number },
  { locale, signal }: Call,
): Promise<ListResult<MarketEvent>> =>
  api.getList('market-events', MarketEventSchema, {
    params: { ...marketEventsParams(filter), page, limit, locale },
    signal,
  });

/** `GET market-events.ics`: the filter's events as an iCalendar file (texts in `locale`). */
export const exportMarketEvents = (
  api: ApiClient,
  filter: MarketEventsFilter,
  { locale, signal }: Call,
): Promise<BlobResult> =>
  api.getBlob('market-events.ics', { params: { ...marketEventsParams(filter), locale }, signal });

/** `GET watchlists`: a logged-in customer's lists (the session's bearer token). */
export const getWatchlists = (
  api: ApiClient,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Watchlist[]> => api.getData('watchlists', z.array(WatchlistSchema), { signal });
