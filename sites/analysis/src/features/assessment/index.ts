/* eslint-disable local/file-names -- not a barrel: the feature's public entry, lazy pages
   the analysis centre mounts, so nothing of them loads before one is shown. */
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';
import type { StockSubPageProps } from '../../lib/stockSubPage';

export const AssessmentPage = preloadable<StockSubPageProps>(() =>
  import('./components/AssessmentPage/AssessmentPage').then((module) => module.AssessmentPage),
);
