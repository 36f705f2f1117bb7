import type { SitePage } from '@brokerage/shared/ui';

/** Every analysis route of the shared table; the sub-pages mount under `analysisCenter`. */
export const pages: SitePage[] = [
  { route: 'analysisCenter', load: () => import('./routes/AnalysisCenterRoute') },
  // Report list and preview arrive with the reports issue.
  { route: 'analysisReports', load: () => import('./routes/UnderDevelopmentRoute') },
];
