import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { InvestmentConsultingStore } from './InvestmentConsultingStore';

type Deps = Pick<BaseStores, 'api' | 'recaptcha'>;

const made = new WeakMap<Deps, InvestmentConsultingStore>();

/**
 * The advisers' directory and ratings of a site's stores, made the first time a page shows them:
 * the store comes with the template's chunk, not with every corporate page's entry. One per set
 * of site stores, so it lives as long as the app, like the RootStore's own.
 */
export function investmentConsultingStoreOf(stores: Deps): InvestmentConsultingStore {
  let store = made.get(stores);
  if (!store) {
    store = new InvestmentConsultingStore(stores.api, {
      getRecaptchaToken: () => stores.recaptcha.token('rating'),
    });
    made.set(stores, store);
  }
  return store;
}

export const useInvestmentConsultingStore = () => investmentConsultingStoreOf(useStores());
