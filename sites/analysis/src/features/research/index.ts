/* eslint-disable local/file-names -- not a barrel: the feature's public entry, lazy pages
   the analysis centre mounts, so nothing of them loads before one is shown. */
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';
import type { CenterSubPageProps, StockSubPageProps } from '../../lib/stockSubPage';

export const ResearchListPage = preloadable<CenterSubPageProps>(() =>
  import('./components/ResearchListPage/ResearchListPage').then(
    (module) => module.ResearchListPage,
  ),
);

export const DetailReportPage = preloadable<StockSubPageProps>(() =>
  import('./components/DetailReportPage/DetailReportPage').then(
    (module) => module.DetailReportPage,
  ),
);

export const BusinessNewsPage = preloadable<StockSubPageProps>(() =>
  import('./components/BusinessNewsPage/BusinessNewsPage').then(
    (module) => module.BusinessNewsPage,
  ),
);
