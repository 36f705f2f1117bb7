import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { BondsStore } from '../features/bonds/stores/BondsStore';
import { DepartmentsStore } from '../features/departments/stores/DepartmentsStore';
import { InstructsStore } from '../features/instructs/stores/InstructsStore';
import { InvestmentBankingStore } from '../features/investment-banking/stores/InvestmentBankingStore';
import { FeesStore } from '../features/fees/stores/FeesStore';
import { FaqStore } from '../features/faq/stores/FaqStore';
import { NetworkStore } from '../features/network/stores/NetworkStore';
import { ServicesStore } from '../features/services/stores/ServicesStore';

/** Stores of the services features, composed into the corporate RootStore. */
export function createServicesStores({
  api,
  recaptcha,
}: Pick<BaseStores, 'api' | 'recaptcha'>) {
  return {
    faq: new FaqStore(api),
    fees: new FeesStore(api),
    network: new NetworkStore(api),
    departments: new DepartmentsStore(api),
    services: new ServicesStore(api),
    bonds: new BondsStore(api),
    instructs: new InstructsStore(api, {
      save: saveFile,
      getRecaptchaToken: () => recaptcha.token('export'),
    }),
    investmentBanking: new InvestmentBankingStore(api),
  };
}
