import { ROUTES } from '@brokerage/shared/routing/routes.ts';
import type { SitePage } from '@brokerage/shared/app/start/createSiteRoutes.tsx';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import type { RecruitmentStores } from './RootStore';

const underDevelopment = () => import('./routes/UnderDevelopmentRoute');

/**
 * Every recruitment route of the shared table. Screens of later issues show the 403 "under
 * development" page; the router checks the candidate login of `recruitAuth` routes first
 * (createSiteRoutes' guards, spec §2).
 */
export const pages: SitePage<BaseStores & RecruitmentStores>[] = [
  {
    route: 'recruitment',
    load: () => import('./routes/RecruitmentRoute'),
    preload: ({ stores, locale }) => stores.recruitmentIntro.load(locale),
  },
  ...ROUTES.filter((route) => route.site === 'recruitment' && route.id !== 'recruitment').map(
    (route): SitePage => ({
      route: route.id,
      load: underDevelopment,
    }),
  ),
];

/** CMS slugs with a RECRUITMENT* template, which the proxy serves from this site. */
export const catchAll = () => import('./routes/CatchAllRoute');
