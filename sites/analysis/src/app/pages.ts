import type { SitePage } from '@brokerage/shared/ui';

/** Every analysis route of the shared table; the sub-pages mount under `analysisCenter`. */
export const pages: SitePage[] = [
  { route: 'analysisCenter', load: () => import('./routes/AnalysisCenterRoute') },
  // The preview by id; the list (no id) stays under development until the analysis-centre issue.
  { route: 'analysisReports', load: () => import('./routes/AnalysisReportsRoute') },
];
