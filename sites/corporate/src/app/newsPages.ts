import type { SitePage } from '@brokerage/shared/ui';

/** Routes of the shared table whose screens live in the news features. */
export const NEWS_PAGES: SitePage[] = [];
