import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { pageOfItems } from '../../../lib/catalog/contentCalls';

export type VideoItem = ContentSummary<'video'>;

/** `GET news-videos`, one page. */
export const listVideos = pageOfItems(
  (items) => items.listNewsVideos,
  (): Record<string, never> => ({}),
);
