import type { EkycApi } from '@brokerage/shared/api/ekycApi.ts';
import { lazyApi } from '@brokerage/shared/api/lazyApi.ts';
import { browserLocalStorage } from '@brokerage/shared/auth/storage.ts';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import type { EkycFlowStore, EkycFlowStoreOptions } from '../features/ekyc/stores/EkycFlowStore';
import { LazyStore } from '@brokerage/shared/app/stores/LazyStore.ts';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({
  content,
  api,
  ui,
  recaptcha,
}: Pick<BaseStores, 'content' | 'api' | 'ui' | 'recaptcha'>) {
  return {
    /** The intro content of account opening (`pages/static/ekyc`). */
    ekycIntro: new StaticPageStore({
      context: 'ekyc-intro',
      load: (locale, signal) => content.getStaticPage('ekyc', { locale, signal }),
    }),
    /**
     * The account opening itself (docs/ekyc.md), made by the `ekyc` route on first use; its API
     * module loads with the first call.
     */
    ekycFlow: new LazyStore<EkycFlowStore, EkycFlowStoreOptions>({
      api: lazyApi<EkycApi>(() =>
        import('@brokerage/shared/api/ekycApi.ts').then((m) => m.createEkycApi(api)),
      ),
      storage: browserLocalStorage(),
      getRecaptchaToken: () => recaptcha.token('ekyc'),
      getLocale: () => ui.locale,
    }),
  };
}

export type OnboardingStores = ReturnType<typeof createStores>;

declare module '@brokerage/shared/app/stores/StoresContext.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registration itself
  interface SiteStores extends OnboardingStores {}
}
