import type { SitePage } from '@brokerage/shared/ui';

const underDevelopment = () => import('./routes/UnderDevelopmentRoute');

/** Every onboarding route of the shared table; registration screens are later issues. */
export const pages: SitePage[] = [
  { route: 'ekyc', load: () => import('./routes/EkycRoute') },
  { route: 'transactionRegister', load: underDevelopment },
  { route: 'registerBondTrading', load: underDevelopment },
  { route: 'bondIndividualsInfo', load: underDevelopment },
  { route: 'completeRegisterBondTrading', load: underDevelopment },
];
