import type { SiteDefinition } from '@brokerage/shared/app/start/siteApp.tsx';
import { createStores, type AnalysisStores } from './app/RootStore';
import { pages } from './app/pages';

/** The site, for its browser start (main.tsx) and its server render (server.tsx). */
export const site: SiteDefinition<AnalysisStores> = {
  site: 'analysis',
  resources: {
    // A page's own texts (financials, technical analysis, …) come with its chunk: usePageTexts.
    vi: () => import('./locales/vi/analysis.json'),
    en: () => import('./locales/en/analysis.json'),
  },
  pages,
  createStores,
};
