/* eslint-disable local/file-names -- not a barrel: the feature's public entry, lazy pages
   the analysis centre mounts, so nothing of them loads before one is shown. */
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';
import type { CenterSubPageProps } from '../../lib/stockSubPage';

export const ScreenerPage = preloadable<CenterSubPageProps>(() =>
  import('./components/ScreenerPage/ScreenerPage').then((module) => module.ScreenerPage),
);
