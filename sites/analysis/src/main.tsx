import { startSite } from '@brokerage/shared/ui';
import { createStores } from './app/RootStore';
import { pages } from './app/pages';

void startSite({
  site: 'analysis',
  resources: {
    vi: () => import('./locales/vi/analysis.json'),
    en: () => import('./locales/en/analysis.json'),
  },
  pages,
  createStores,
});
