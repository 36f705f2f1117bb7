import type { BondsApi } from '@brokerage/shared/api/bondsApi.ts';
import type { EkycApi } from '@brokerage/shared/api/ekycApi.ts';
import { lazyApi } from '@brokerage/shared/api/lazyApi.ts';
import { browserLocalStorage, browserSessionStorage } from '@brokerage/shared/auth/storage.ts';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import type { EkycFlowStore, EkycFlowStoreOptions } from '../features/ekyc/stores/EkycFlowStore';
import type {
  BondRegistrationStore,
  BondRegistrationStoreOptions,
} from '../features/bond-registration/stores/BondRegistrationStore';
import { LazyStore } from '@brokerage/shared/app/stores/LazyStore.ts';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({
  content,
  api,
  ui,
  recaptcha,
  customer,
}: Pick<BaseStores, 'content' | 'api' | 'ui' | 'recaptcha' | 'customer'>) {
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
    /**
     * The bond registration (issue 25), made by its routes on first use; the calculation module
     * and the API module load with them, not with the site's entry.
     */
    bondRegistration: new LazyStore<BondRegistrationStore, BondRegistrationStoreOptions>({
      api: lazyApi<BondsApi>(() =>
        import('@brokerage/shared/api/bondsApi.ts').then((m) => m.createBondsApi(api)),
      ),
      storage: browserSessionStorage(),
      getRecaptchaToken: () => recaptcha.token('bonds'),
      getSession: () => ({ token: customer.accessToken, customer: customer.customer }),
    }),
  };
}

export type OnboardingStores = ReturnType<typeof createStores>;

declare module '@brokerage/shared/app/stores/StoresContext.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registration itself
  interface SiteStores extends OnboardingStores {}
}
