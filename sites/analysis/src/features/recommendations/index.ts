/* eslint-disable local/file-names -- not a barrel: the feature's public entry, a lazy panel
   the analysis centre mounts, so nothing of it loads before it is shown. */
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';
import type { CenterSubPageProps } from '../../lib/stockSubPage';

export const RecommendationsPanel = preloadable<CenterSubPageProps>(() =>
  import('./components/RecommendationsPanel/RecommendationsPanel').then(
    (module) => module.RecommendationsPanel,
  ),
);
