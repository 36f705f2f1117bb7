import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';

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

declare module '@brokerage/shared/app/stores/StoresContext.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registration itself
  interface SiteStores extends OnboardingStores {}
}
