/**
 * The screener's calls (docs/screener.md), each a small typed function whose answer is parsed
 * with the shared schemas (`validation/screenerApi.ts`). The store imports this module lazily:
 * zod and the schemas come with the first request.
 */
import type { ApiClient, BlobResult, ListResult } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  ScreenerOptionsSchema,
  ScreenerRowSchema,
  screenerParams,
  type ScreenerFilterValues,
  type ScreenerOptions,
  type ScreenerRow,
} from '@brokerage/shared/validation/screenerApi.ts';

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

/** `GET ttpt-screener`: one page of the companies that pass the filters, in the sort's order. */
export const getScreenerPage = (
  api: ApiClient,
  filter: ScreenerFilterValues,
  { page, limit }: { page: number; limit: number },
  { locale, signal }: Call,
): Promise<ListResult<ScreenerRow>> =>
  api.getList('ttpt-screener', ScreenerRowSchema, {
    params: { ...screenerParams(filter), page, limit, locale },
    signal,
  });

/** `GET ttpt-screener/options`: the exchanges and sectors the form offers. */
export const getScreenerOptions = (
  api: ApiClient,
  { locale, signal }: Call,
): Promise<ScreenerOptions> =>
  api.getData('ttpt-screener/options', ScreenerOptionsSchema, { params: { locale }, signal });

/** `GET ttpt-screener/export`: the whole result as a CSV file (header in `locale`). */
export const exportScreener = (
  api: ApiClient,
  filter: ScreenerFilterValues,
  { locale, signal }: Call,
): Promise<BlobResult> =>
  api.getBlob('ttpt-screener/export', { params: { ...screenerParams(filter), locale }, signal });
