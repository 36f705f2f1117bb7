/* eslint-disable local/file-names -- not a barrel: the feature's public entry, a lazy page the
   analysis centre mounts, so nothing of it loads before it is shown. */
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';
import type { CenterSubPageProps } from '../../lib/stockSubPage';

export const MarketEventsPage = preloadable<CenterSubPageProps>(() =>
  import('./components/MarketEventsPage/MarketEventsPage').then(
    (module) => module.MarketEventsPage,
  ),
);
