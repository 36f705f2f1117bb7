import type { SiteDefinition } from '@brokerage/shared/app/start/siteApp.tsx';
import { createStores, type RecruitmentStores } from './app/RootStore';
import { catchAll, pages } from './app/pages';
import { CandidateMenu } from './features/account/components/CandidateMenu/CandidateMenu';
import { RecruitFooterActions } from './features/jobs/components/RecruitFooterActions/RecruitFooterActions';

/** The site, for its browser start (main.tsx) and its server render (server.tsx). */
export const site: SiteDefinition<RecruitmentStores> = {
  site: 'recruitment',
  resources: {
    vi: () => import('./locales/vi/recruitment.json'),
    en: () => import('./locales/en/recruitment.json'),
  },
  pages,
  catchAll,
  createStores,
  recruitFooter: RecruitFooterActions,
  // Candidates are not the brokerage's customers: the portal's header shows their account.
  accountMenu: CandidateMenu,
};
