import type { SiteDefinition } from '@brokerage/shared/app/start/siteApp.tsx';
import { createStores, type OnboardingStores } from './app/RootStore';
import { pages } from './app/pages';

/** The site, for its browser start (main.tsx) and its server render (server.tsx). */
export const site: SiteDefinition<OnboardingStores> = {
  site: 'onboarding',
  resources: {
    vi: () => import('./locales/vi/onboarding.json'),
    en: () => import('./locales/en/onboarding.json'),
  },
  pages,
  createStores,
};
