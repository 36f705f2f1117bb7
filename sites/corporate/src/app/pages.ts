import { ROUTES, type RouteId } from '@brokerage/shared/routing/routes.ts';
import type { SitePage } from '@brokerage/shared/app/start/createSiteRoutes.tsx';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import type { CorporateStores } from './RootStore';
import { preloadHome } from './homePreload';
import { NEWS_PAGES } from './newsPages';
import { SERVICES_PAGES } from './servicesPages';

const FEATURE_PAGES = [...NEWS_PAGES, ...SERVICES_PAGES];
const BUILT: readonly RouteId[] = [
  'home',
  'contact',
  'searchResults',
  'loginSso',
  ...FEATURE_PAGES.map((page) => page.route),
];

const underDevelopment = () => import('./routes/UnderDevelopmentRoute');

/**
 * Every corporate route of the shared table. Those without a screen yet show the honest 403
 * "under development" page until their issue lands.
 */
export const pages: SitePage<BaseStores & CorporateStores>[] = [
  {
    route: 'home',
    load: () => import('./routes/HomeRoute'),
    preload: ({ stores, locale }) => preloadHome(stores, locale),
  },
  { route: 'contact', load: () => import('./routes/ContactRoute') },
  { route: 'searchResults', load: () => import('./routes/SearchResultsRoute') },
  { route: 'loginSso', load: () => import('../features/login-sso/pages/SsoCallbackPage') },
  ...FEATURE_PAGES,
  ...ROUTES.filter((route) => route.site === 'corporate' && !BUILT.includes(route.id)).map(
    (route): SitePage => ({ route: route.id, load: underDevelopment }),
  ),
];

export const catchAll = () => import('./routes/CatchAllRoute');
