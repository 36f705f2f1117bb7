import { useStores, type BaseStores } from '@brokerage/shared/ui';
import { getPage } from '../features/cms-pages/api/recruitmentPagesApi';
import { RecruitmentPageStore } from '../features/cms-pages/stores/RecruitmentPageStore';
import { getRecruitmentIntro } from '../features/landing/api/recruitmentIntroApi';
import { RecruitmentIntroStore } from '../features/landing/stores/RecruitmentIntroStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ api }: Pick<BaseStores, 'api'>) {
  return {
    recruitmentIntro: new RecruitmentIntroStore({
      getIntro: (locale, signal) => getRecruitmentIntro(api, locale, signal),
    }),
    recruitmentPage: new RecruitmentPageStore({
      getPage: (slug, locale, signal) => getPage(api, slug, locale, signal),
    }),
  };
}

export type RecruitmentStores = ReturnType<typeof createStores>;

export const useRecruitmentStores = () => useStores<RecruitmentStores>();
