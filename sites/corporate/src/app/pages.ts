import { ROUTES, type RouteId } from '@brokerage/shared/routing';
import type { SitePage } from '@brokerage/shared/ui';

const BUILT: readonly RouteId[] = ['home', 'contact', 'searchResults'];

const underDevelopment = () => import('./routes/UnderDevelopmentRoute');

/**
 * Every corporate route of the shared table. Those without a screen yet (SSO return, search,
 * the content sections) show the honest 403 "under development" page until their issue lands.
 */
export const pages: SitePage[] = [
  { route: 'home', load: () => import('./routes/HomeRoute') },
  { route: 'contact', load: () => import('./routes/ContactRoute') },
  { route: 'searchResults', load: () => import('./routes/SearchResultsRoute') },
  ...ROUTES.filter((route) => route.site === 'corporate' && !BUILT.includes(route.id)).map(
    (route): SitePage => ({ route: route.id, load: underDevelopment }),
  ),
];

export const catchAll = () => import('./routes/CatchAllRoute');
