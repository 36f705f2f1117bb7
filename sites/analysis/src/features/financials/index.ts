/* eslint-disable local/file-names -- not a barrel: the feature's public entry, lazy pages
   the analysis centre mounts, so nothing of them loads before one is shown. */
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';
import type { StockSubPageProps } from '../../lib/stockSubPage';

export const FinancialsPage = preloadable<StockSubPageProps>(() =>
  import('./components/FinancialsPage/FinancialsPage').then((module) => module.FinancialsPage),
);
