/* eslint-disable local/file-names -- not a barrel: the feature's one public entry, a lazy
   component the stock pages' layout mounts, so nothing of the chart loads before it is shown. */
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';
import type { TechnicalAnalysisPageProps } from './components/TechnicalAnalysisPage/TechnicalAnalysisPage';

export type { TechnicalAnalysisPageProps };

/**
 * The technical-analysis sub-page, loaded only when it is shown (`TechnicalAnalysisPage.preload()`
 * fetches it ahead, before hydration); its chart library follows after the page's first frame.
 */
export const TechnicalAnalysisPage = preloadable<TechnicalAnalysisPageProps>(() =>
  import('./components/TechnicalAnalysisPage/TechnicalAnalysisPage').then(
    (module) => module.TechnicalAnalysisPage,
  ),
);
