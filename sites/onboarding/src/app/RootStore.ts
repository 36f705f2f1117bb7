import { StaticPageStore, useStores, type BaseStores } from '@brokerage/shared/ui';
import { getEkycIntro } from '../features/ekyc/api/ekycApi';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ api }: Pick<BaseStores, 'api'>) {
  return {
    /** The intro content of account opening (`pages/static/ekyc`). */
    ekycIntro: new StaticPageStore({
      context: 'ekyc-intro',
      load: (locale, signal) => getEkycIntro(api, locale, signal),
    }),
  };
}

export type OnboardingStores = ReturnType<typeof createStores>;

export const useOnboardingStores = () => useStores<OnboardingStores>();
