import { NEWS_PRODUCTS, type RouteId } from '@brokerage/shared/routing/routes.ts';
import type { SitePage } from '@brokerage/shared/app/start/createSiteRoutes.tsx';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import type { CorporateStores } from './RootStore';

/** Routes of the shared table whose screens live in the news features (each in its own chunk). */
export const NEWS_PAGES: SitePage<BaseStores & CorporateStores>[] = [
  { route: 'disclosureNews', load: () => import('../features/news/pages/DisclosureListPage') },
  {
    route: 'disclosureNewsDetail',
    load: () => import('../features/news/pages/DisclosureDetailPage'),
  },
  { route: 'sgdckNews', load: () => import('../features/news/pages/ExchangeNewsListPage') },
  { route: 'sgdckNewsDetail', load: () => import('../features/news/pages/ExchangeNewsDetailPage') },
  ...NEWS_PRODUCTS.map(
    (product): SitePage<BaseStores & CorporateStores> => ({
      route: `newsDetail:${product}` as RouteId,
      load: () => import('../features/news/pages/NewsDetailPage'),
      preload: ({ stores, locale, params }) =>
        params.slug ? stores.news.detail.open(params.slug, locale) : Promise.resolve(),
    }),
  ),
];
