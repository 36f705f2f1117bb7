import { lazyApi } from '@brokerage/shared/api/lazyApi.ts';
import type { RecruitmentApi } from '@brokerage/shared/api/recruitmentApi.ts';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { RecruitmentPageStore } from '../features/cms-pages/stores/RecruitmentPageStore';
import { LazyStore } from '@brokerage/shared/app/stores/LazyStore.ts';
import type {
  AccountStores,
  AccountStoresOptions,
} from '../features/account/stores/createAccountStores';
import { createAuthStore } from '../features/account/stores/createAuthStore';
import type { CvStores, CvStoresOptions } from '../features/cv/stores/createCvStores';
import { createJobDetailsStore } from '../features/jobs/stores/JobDetailsStore';
import { JobSearchStore } from '../features/jobs/stores/JobSearchStore';
import { QuickApplyStore } from '../features/jobs/stores/QuickApplyStore';
import { RecruitmentContentStore } from '../features/jobs/stores/RecruitmentContentStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({
  api,
  content,
  recaptcha,
  recruit,
  preferences,
}: Pick<BaseStores, 'api' | 'content'> &
  Partial<Pick<BaseStores, 'recaptcha' | 'recruit' | 'preferences'>>) {
  // The public job calls (docs/recruitment.md); their module and zod schemas load with the first call.
  const recruitmentApi = lazyApi<RecruitmentApi>(() =>
    import('@brokerage/shared/api/recruitmentApi.ts').then((m) => m.createRecruitmentApi(api)),
  );
  return {
    /** The portal's landing content (`pages/static/recruitment`). */
    recruitmentIntro: new StaticPageStore({
      context: 'recruitment-intro',
      load: (locale, signal) => content.getStaticPage('recruitment', { locale, signal }),
    }),
    recruitmentPage: new RecruitmentPageStore(api),
    /** `tuyen-dung`: the job search (filters in the URL), list and map. */
    jobSearch: new JobSearchStore(recruitmentApi),
    /** `chi-tiet-tuyen-dung/:slug` and its related postings. */
    jobDetails: createJobDetailsStore(recruitmentApi),
    /** Why-join-us posts (list and `ly-do-gia-nhap-chi-tiet`) and the FAQs. */
    recruitmentContent: new RecruitmentContentStore(recruitmentApi),
    /** The quick application without an account and the footer's positions modal. */
    quickApply: new QuickApplyStore(recruitmentApi, {
      // A public form like the contact form: reCAPTCHA has no action of its own for it yet.
      getRecaptchaToken: () => recaptcha?.token('contact') ?? Promise.resolve(null),
    }),
    /**
     * `cv`: the candidate's CVs; `jobActions`: save, reminder, apply, saved and applied lists.
     * Made on first use (features/cv/stores/useCvStores), so they stay out of the entry bundle.
     */
    cvStores: new LazyStore<CvStores, CvStoresOptions>({ api, recruit, recaptcha }),
    /** Login and logout, for the header's candidate menu. */
    auth: createAuthStore({ api, recruit, recaptcha }),
    /** `registration`, `passwordReset`, `profile`: made on first use (useAccountStores). */
    accountStores: new LazyStore<AccountStores, AccountStoresOptions>({
      api,
      recruit,
      preferences,
      recaptcha,
    }),
  };
}

export type RecruitmentStores = ReturnType<typeof createStores>;

declare module '@brokerage/shared/app/stores/StoresContext.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registration itself
  interface SiteStores extends RecruitmentStores {}
}
