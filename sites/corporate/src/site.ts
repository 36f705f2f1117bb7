import { matchPath } from '@brokerage/shared/routing/paths.ts';
import type { SiteDefinition } from '@brokerage/shared/app/start/siteApp.tsx';
import { createStores, type CorporateStores } from './app/RootStore';
import { catchAll, pages } from './app/pages';
import { corporateResources } from './locales/resources';

/** The site, for its browser start (main.tsx) and its server render (server.tsx). */
export const site: SiteDefinition<CorporateStores> = {
  site: 'corporate',
  resources: corporateResources,
  pages,
  catchAll,
  // A CMS path: its page, redirect or 404, as CmsPageView resolves it, and the screen of the
  // page's template (the route module registers the screens).
  catchAllPreload: async ({ stores, locale, pathname }) => {
    const match = matchPath(pathname);
    const [, route] = await Promise.all([
      stores.cmsPage.open({
        path: pathname,
        slug: match.kind === 'cms' ? match.slug : null,
        locale,
      }),
      import('./app/routes/CatchAllRoute'),
    ]);
    const outcome = stores.cmsPage.outcome.value;
    if (outcome?.kind === 'page') await route.preloadTemplate(outcome.page.templateCode);
  },
  createStores,
};
