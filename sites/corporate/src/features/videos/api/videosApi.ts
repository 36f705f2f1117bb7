import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { PageRequest } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';

export type VideoItem = ContentSummary<'video'>;

/** `GET news-videos`, one page. */
export const listVideos = (
  api: ApiClient,
  { page, limit, locale }: PageRequest<Record<string, never>>,
  signal: AbortSignal,
): Promise<ListResult<VideoItem>> =>
  createContentItemsApi(api).listNewsVideos({ page, limit }, { locale, signal });
