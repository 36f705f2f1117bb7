import { useStores, type BaseStores } from '@brokerage/shared/ui';
import { getEkycIntro } from '../features/ekyc/api/ekycApi';
import { EkycIntroStore } from '../features/ekyc/stores/EkycIntroStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ api }: Pick<BaseStores, 'api'>) {
  return {
    ekycIntro: new EkycIntroStore({
      getIntro: (locale, signal) => getEkycIntro(api, locale, signal),
    }),
  };
}

export type OnboardingStores = ReturnType<typeof createStores>;

export const useOnboardingStores = () => useStores<OnboardingStores>();
