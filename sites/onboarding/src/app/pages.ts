import type { SitePage } from '@brokerage/shared/app/start/createSiteRoutes.tsx';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import type { OnboardingStores } from './RootStore';

const underDevelopment = () => import('./routes/UnderDevelopmentRoute');

/** Every onboarding route of the shared table; registration screens are later issues. */
export const pages: SitePage<BaseStores & OnboardingStores>[] = [
  {
    route: 'ekyc',
    load: () => import('./routes/EkycRoute'),
    preload: ({ stores, locale }) => stores.ekycIntro.load(locale),
  },
  { route: 'transactionRegister', load: underDevelopment },
  { route: 'registerBondTrading', load: underDevelopment },
  { route: 'bondIndividualsInfo', load: underDevelopment },
  { route: 'completeRegisterBondTrading', load: underDevelopment },
];
