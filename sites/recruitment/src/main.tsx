import { startSite } from '@brokerage/shared/ui';
import { createStores } from './app/RootStore';
import { catchAll, pages } from './app/pages';

void startSite({
  site: 'recruitment',
  resources: {
    vi: () => import('./locales/vi/recruitment.json'),
    en: () => import('./locales/en/recruitment.json'),
  },
  pages,
  catchAll,
  createStores,
});
