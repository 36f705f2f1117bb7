import { StaticPageStore, useStores, type BaseStores } from '@brokerage/shared/ui';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ content }: Pick<BaseStores, 'content'>) {
  return {
    /** The intro content of account opening (`pages/static/ekyc`). */
    ekycIntro: new StaticPageStore({
      context: 'ekyc-intro',
      load: (locale, signal) => content.getStaticPage('ekyc', { locale, signal }),
    }),
  };
}

export type OnboardingStores = ReturnType<typeof createStores>;

export const useOnboardingStores = () => useStores<OnboardingStores>();
