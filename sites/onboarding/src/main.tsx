import { startSite } from '@brokerage/shared/ui';
import { createStores } from './app/RootStore';
import { pages } from './app/pages';

void startSite({
  site: 'onboarding',
  resources: {
    vi: () => import('./locales/vi/onboarding.json'),
    en: () => import('./locales/en/onboarding.json'),
  },
  pages,
  createStores,
});
