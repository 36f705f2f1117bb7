import { lazyApi } from '@brokerage/shared/api/lazyApi.ts';
import { lazyContentItemsApi } from '@brokerage/shared/api/lazyApis.ts';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { BondsStore } from '../features/bonds/stores/BondsStore';
import { DepartmentsStore } from '../features/departments/stores/DepartmentsStore';
import type { InstructsSource } from '../features/instructs/api/instructsApi';
import { InstructsStore } from '../features/instructs/stores/InstructsStore';
import type { InvestmentBankingSource } from '../features/investment-banking/api/investmentBankingSource';
import { InvestmentBankingStore } from '../features/investment-banking/stores/InvestmentBankingStore';
import { FeesStore } from '../features/fees/stores/FeesStore';
import { FaqStore } from '../features/faq/stores/FaqStore';
import { NetworkStore } from '../features/network/stores/NetworkStore';
import { ServicesStore } from '../features/services/stores/ServicesStore';

/** Stores of the services features, composed into the corporate RootStore. */
export function createServicesStores({
  api,
  recaptcha,
}: Pick<BaseStores, 'api' | 'content' | 'recaptcha'>) {
  const items = lazyContentItemsApi(api);
  return {
    faq: new FaqStore(api),
    fees: new FeesStore(api),
    network: new NetworkStore(api),
    departments: new DepartmentsStore(api),
    services: new ServicesStore(api),
    bonds: new BondsStore(api),
    // These two read CMS page lists with their zod schemas: loaded with their first call.
    instructs: new InstructsStore(
      lazyApi<InstructsSource>(() =>
        import('../features/instructs/api/instructsApi').then((m) => m.instructsSource(api, items)),
      ),
      {
        save: saveFile,
        getRecaptchaToken: () => recaptcha.token('export'),
      },
    ),
    investmentBanking: new InvestmentBankingStore(
      lazyApi<InvestmentBankingSource>(() =>
        import('../features/investment-banking/api/investmentBankingSource').then((m) =>
          m.investmentBankingSource(items, api),
        ),
      ),
    ),
  };
}
