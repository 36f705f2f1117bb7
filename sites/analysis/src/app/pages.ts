import type { SitePage } from '@brokerage/shared/app/start/createSiteRoutes.tsx';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import type { AnalysisStores } from './RootStore';
import { CENTER_PAGES, preloadSubPage } from './stockPages';

/** Every analysis route of the shared table; the sub-pages mount under `analysisCenter`. */
export const pages: SitePage<BaseStores & AnalysisStores>[] = [
  {
    route: 'analysisCenter',
    load: () => import('./routes/AnalysisCenterRoute'),
    // The dashboard's intro and its last session's indices and market share (drawn by the
    // server at their final size: nothing below them moves when the page hydrates); a sub-page
    // its chunk, and a stock page its stock's header.
    preload: ({ stores, locale, params, pathname, searchParams }) =>
      params.subPage
        ? preloadSubPage(stores, locale, pathname, searchParams)
        : Promise.all([stores.analysisCenter.load(locale), stores.marketOverview.load(locale)]),
  },
  // The preview by id; without one the report list, whose chunk the server render waits for.
  {
    route: 'analysisReports',
    load: () => import('./routes/AnalysisReportsRoute'),
    preload: async ({ params }) => {
      if (params.id === undefined) await CENTER_PAGES.analysisReport?.preload();
    },
  },
];
