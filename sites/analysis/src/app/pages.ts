import type { SitePage } from '@brokerage/shared/app/start/createSiteRoutes.tsx';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import type { AnalysisStores } from './RootStore';

/** Every analysis route of the shared table; the sub-pages mount under `analysisCenter`. */
export const pages: SitePage<BaseStores & AnalysisStores>[] = [
  {
    route: 'analysisCenter',
    load: () => import('./routes/AnalysisCenterRoute'),
    // The dashboard's intro; a sub-page answers 403 for now and loads nothing.
    preload: ({ stores, locale, params }) =>
      params.subPage ? Promise.resolve() : stores.analysisCenter.load(locale),
  },
  // The preview by id; the list (no id) stays under development until the analysis-centre issue.
  { route: 'analysisReports', load: () => import('./routes/AnalysisReportsRoute') },
];
