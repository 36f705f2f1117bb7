import type { SitePage } from '@brokerage/shared/app/start/createSiteRoutes.tsx';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import type { RecruitmentStores } from './RootStore';

/**
 * Every recruitment route of the shared table (docs/recruitment.md "Screens"). The router
 * checks the candidate login of `recruitAuth` routes first (createSiteRoutes' guards, spec §2).
 */
export const pages: SitePage<BaseStores & RecruitmentStores>[] = [
  {
    route: 'recruitment',
    load: () => import('./routes/RecruitmentRoute'),
    // The intro, the job search of the URL's query, the posts and the FAQs.
    preload: ({ stores, locale, searchParams }) =>
      Promise.all([
        stores.recruitmentIntro.load(locale),
        stores.jobSearch.preload(locale, searchParams),
        stores.recruitmentContent.loadPosts(locale),
        stores.recruitmentContent.loadFaqs(locale),
      ]),
  },
  {
    route: 'recruitmentDetails',
    load: () => import('./routes/JobDetailsRoute'),
    preload: ({ stores, locale, params }) =>
      params.slug ? stores.jobDetails.open(params.slug, locale) : Promise.resolve(),
  },
  {
    route: 'joinReasonDetail',
    load: () => import('./routes/JoinReasonDetailRoute'),
    preload: ({ stores, locale, params }) =>
      params.slug ? stores.recruitmentContent.post.open(params.slug, locale) : Promise.resolve(),
  },
  { route: 'applicationCv', load: () => import('./routes/ApplicationCvRoute') },
  { route: 'editCv', load: () => import('./routes/EditCvRoute') },
  { route: 'savedJob', load: () => import('./routes/SavedJobsRoute') },
  { route: 'appliedJob', load: () => import('./routes/AppliedJobsRoute') },
  { route: 'applicationCvFile', load: () => import('./routes/CvFileRoute') },
  { route: 'manageProfileRecruitment', load: () => import('./routes/ManageProfileRoute') },
  { route: 'authenticatedUser', load: () => import('./routes/AuthenticatedUserRoute') },
  { route: 'verifyOtpRecruitRegistration', load: () => import('./routes/VerifyOtpRoute') },
  { route: 'login', load: () => import('./routes/LoginRoute') },
  { route: 'changePassword', load: () => import('./routes/ChangePasswordRoute') },
  { route: 'forgotPassword', load: () => import('./routes/ForgotPasswordRoute') },
];

/** CMS slugs with a RECRUITMENT* template, which the proxy serves from this site. */
export const catchAll = () => import('./routes/CatchAllRoute');
