import { matchPath } from '@brokerage/shared/routing';
import type { SiteDefinition } from '@brokerage/shared/ui';
import { createStores, type CorporateStores } from './app/RootStore';
import { catchAll, pages } from './app/pages';
import { corporateResources } from './locales/resources';

/** The site, for its browser start (main.tsx) and its server render (server.tsx). */
export const site: SiteDefinition<CorporateStores> = {
  site: 'corporate',
  resources: corporateResources,
  pages,
  catchAll,
  // A CMS path: its page, redirect or 404, as CmsPageView resolves it.
  catchAllPreload: ({ stores, locale, pathname }) => {
    const match = matchPath(pathname);
    return stores.cmsPage.open({
      path: pathname,
      slug: match.kind === 'cms' ? match.slug : null,
      locale,
    });
  },
  createStores,
};
