import type { SitePage } from '@brokerage/shared/app/start/createSiteRoutes.tsx';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import type { OnboardingStores } from './RootStore';

/**
 * Every onboarding route of the shared table. The bond routes are flagged in the table
 * (`features.bondRegistration` of the system settings): off, they show the 403 page.
 */
export const pages: SitePage<BaseStores & OnboardingStores>[] = [
  {
    route: 'ekyc',
    load: () => import('./routes/EkycRoute'),
    preload: ({ stores, locale }) => stores.ekycIntro.load(locale),
  },
  { route: 'transactionRegister', load: () => import('./routes/BondProductsRoute') },
  { route: 'registerBondTrading', load: () => import('./routes/BondOrderRoute') },
  { route: 'bondIndividualsInfo', load: () => import('./routes/BondCustomerRoute') },
  { route: 'completeRegisterBondTrading', load: () => import('./routes/BondCompletionRoute') },
];
