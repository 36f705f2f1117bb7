import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { lazyContentItemsApi } from '@brokerage/shared/api/lazyApis.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import type { PageLoader } from '@brokerage/shared/app/data/PagedListStore.ts';

export type VideoItem = ContentSummary<'video'>;

/** `linkType` 5: `urlLink` is an embeddable player page (spec §2), shown in an iframe. */
export const EMBED_LINK_TYPE = 5;

/** `GET news-videos`, one page. */
export function videosLoader(api: ApiClient): PageLoader<VideoItem, Record<string, never>> {
  const items = lazyContentItemsApi(api);
  return ({ page, limit, locale }, signal) =>
    items.listNewsVideos({ page, limit }, { locale, signal });
}
