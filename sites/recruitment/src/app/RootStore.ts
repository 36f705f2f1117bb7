import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { RecruitmentPageStore } from '../features/cms-pages/stores/RecruitmentPageStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ api, content }: Pick<BaseStores, 'api' | 'content'>) {
  return {
    /** The portal's landing content (`pages/static/recruitment`). */
    recruitmentIntro: new StaticPageStore({
      context: 'recruitment-intro',
      load: (locale, signal) => content.getStaticPage('recruitment', { locale, signal }),
    }),
    recruitmentPage: new RecruitmentPageStore(api),
  };
}

export type RecruitmentStores = ReturnType<typeof createStores>;

declare module '@brokerage/shared/app/stores/StoresContext.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registration itself
  interface SiteStores extends RecruitmentStores {}
}
