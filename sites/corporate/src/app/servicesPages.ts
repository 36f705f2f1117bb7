import type { SitePage } from '@brokerage/shared/ui';

/** Routes of the shared table whose screens live in the services features. */
export const SERVICES_PAGES: SitePage[] = [];
