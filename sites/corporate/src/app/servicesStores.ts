import { createContentItemsApi } from '@brokerage/shared/api';
import { type BaseStores, saveFile } from '@brokerage/shared/ui';
import { bondsSource } from '../features/bonds/api/bondsSource';
import { BondsStore } from '../features/bonds/stores/BondsStore';
import { departmentsSource } from '../features/departments/api/departmentsSource';
import { DepartmentsStore } from '../features/departments/stores/DepartmentsStore';
import { instructsSource } from '../features/instructs/api/instructsApi';
import { InstructsStore } from '../features/instructs/stores/InstructsStore';
import { investmentBankingSource } from '../features/investment-banking/api/investmentBankingSource';
import { InvestmentBankingStore } from '../features/investment-banking/stores/InvestmentBankingStore';
import { feesSource } from '../features/fees/api/feesSource';
import { FeesStore } from '../features/fees/stores/FeesStore';
import { faqSource } from '../features/faq/api/faqSource';
import { FaqStore } from '../features/faq/stores/FaqStore';
import { networkSource } from '../features/network/api/networkSource';
import { NetworkStore } from '../features/network/stores/NetworkStore';
import { servicesSource } from '../features/services/api/servicesSource';
import { ServicesStore } from '../features/services/stores/ServicesStore';

/** Stores of the services features, composed into the corporate RootStore. */
export function createServicesStores({
  api,
  recaptcha,
}: Pick<BaseStores, 'api' | 'content' | 'recaptcha'>) {
  const items = createContentItemsApi(api);
  return {
    faq: new FaqStore(faqSource(items)),
    fees: new FeesStore(feesSource(items)),
    network: new NetworkStore(networkSource(items)),
    departments: new DepartmentsStore(departmentsSource(items)),
    services: new ServicesStore(servicesSource(items)),
    bonds: new BondsStore(bondsSource(items)),
    instructs: new InstructsStore(instructsSource(api, items), {
      save: saveFile,
      getRecaptchaToken: () => recaptcha.token('export'),
    }),
    investmentBanking: new InvestmentBankingStore(investmentBankingSource(items, api)),
  };
}
